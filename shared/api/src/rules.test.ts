import { loginRequestSchema, resetPasswordRequestSchema } from './account/schemas';
import { registerRequestSchema } from './account/registration';
import { checkEmail, checkPassword, checkPasswordConfirmation, checkTerms } from './rules';
import { checkPhone, normalizePhone, phoneAsTypedIn } from './phoneRules';

describe('validation rules (spec section 5)', () => {
  it('email: required, valid, at most 254 characters', () => {
    expect(checkEmail('')).toBe('required');
    expect(checkEmail('  ')).toBe('required');
    expect(checkEmail('owner@salon')).toBe('email.invalid');
    expect(checkEmail('owner salon@mail.ru')).toBe('email.invalid');
    expect(checkEmail(`${'a'.repeat(246)}@mail.com`)).toBe('email.tooLong');
    expect(checkEmail(`${'a'.repeat(245)}@mail.com`)).toBeNull();
    expect(checkEmail('owner@salon.ru')).toBeNull();
  });

  it('password: at least 6, under 50 on sign-in texts, at most 20 elsewhere', () => {
    expect(checkPassword('', 'signIn')).toBe('required');
    expect(checkPassword('Ab1cd', 'signIn')).toBe('password.tooShort');
    expect(checkPassword('Ab1cde', 'signIn')).toBeNull();
    expect(checkPassword('a'.repeat(49), 'signIn')).toBeNull();
    expect(checkPassword('a'.repeat(50), 'signIn')).toBe('password.tooLong');
    expect(checkPassword('a'.repeat(20), 'other')).toBeNull();
    expect(checkPassword('a'.repeat(21), 'other')).toBe('password.tooLong');
  });

  it('password: no Cyrillic, no spaces', () => {
    expect(checkPassword('Пароль123', 'signIn')).toBe('password.cyrillic');
    expect(checkPassword('pass word', 'signIn')).toBe('password.spaces');
  });

  it('confirmation must match', () => {
    expect(checkPasswordConfirmation('Demo1234', 'Demo1235')).toBe('password.mismatch');
    expect(checkPasswordConfirmation('Demo1234', '')).toBe('required');
    expect(checkPasswordConfirmation('Demo1234', 'Demo1234')).toBeNull();
  });

  it('phone: required and of a valid length for its country', () => {
    expect(checkPhone('')).toBe('required');
    expect(checkPhone('+7 900 123')).toBe('phone.invalid');
    expect(checkPhone('+7 900 123-45-67')).toBeNull();
    expect(normalizePhone('+7 (900) 123-45-67')).toBe('+79001234567');
  });

  it("phone as typed at home: read in the country of the owner's own number, Russia without one", () => {
    expect(phoneAsTypedIn('8 900 555 00 01', '+79001112233')).toBe('+79005550001');
    expect(phoneAsTypedIn('8 900 555 00 01', null)).toBe('+79005550001');
    expect(phoneAsTypedIn('(11) 91234-5678', '+5511987654321')).toBe('+5511912345678');
    expect(phoneAsTypedIn('+380 67 123 4567', '+79001112233')).toBe('+380671234567');
    expect(phoneAsTypedIn('555', '+79001112233')).toBeNull();
  });

  it('terms must be agreed', () => {
    expect(checkTerms(false)).toBe('terms.required');
    expect(checkTerms(true)).toBeNull();
  });
});

describe('request schemas share the rules with the forms', () => {
  it('refuses a registration whose confirmation differs, naming the field', () => {
    const result = registerRequestSchema.safeParse({
      email: 'new@salon.ru',
      password: 'Secret12',
      confirmPassword: 'Secret13',
      phone: '+79001234567',
      clientHost: 'http://localhost:3000',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['confirmPassword'], message: 'password.mismatch' })]);
  });

  it('refuses a registration that did not agree to the terms', () => {
    const result = registerRequestSchema.safeParse({
      email: 'new@salon.ru',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      phone: '+79001234567',
      clientHost: 'http://localhost:3000',
      isAgreeWithTerms: false,
    });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['isAgreeWithTerms'], message: 'terms.required' })]);
  });

  it('normalises the e-mail and the phone', () => {
    const result = registerRequestSchema.parse({
      email: ' New@Salon.ru ',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      phone: '+7 (900) 123-45-67',
      clientHost: 'http://localhost:3000',
    });
    expect(result.email).toBe('new@salon.ru');
    expect(result.phone).toBe('+79001234567');
  });

  it('applies the sign-in limit to login and the other limit to reset', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.ru', password: 'x'.repeat(30) }).success).toBe(true);
    const reset = resetPasswordRequestSchema.safeParse({ email: 'a@b.ru', code: 'c', newPassword: 'x'.repeat(30) });
    expect(reset.error?.issues).toEqual([expect.objectContaining({ path: ['newPassword'], message: 'password.tooLong' })]);
  });
});

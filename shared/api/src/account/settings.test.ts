import { accountSettingsRequestSchema, changePasswordRequestSchema } from './settings';
import { changePhoneRequestSchema } from './phoneChange';

const issuesOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the password change (spec section 5: 6 to 20, no Cyrillic, no spaces, confirmed)', () => {
  const change = (newPassword: string, confirmPassword = newPassword, currentPassword = 'Secret12') =>
    changePasswordRequestSchema.safeParse({ currentPassword, newPassword, confirmPassword });

  it.each([
    ['Abc12', 'password.tooShort'],
    ['A'.repeat(21), 'password.tooLong'],
    ['Пароль12', 'password.cyrillic'],
    ['Pass word', 'password.spaces'],
    ['', 'required'],
  ])('refuses %j with %s at the new password', (password, rule) => {
    expect(issuesOf(change(password))).toMatchObject({ newPassword: rule });
  });

  it('takes 6 and 20 characters, and a current password of any length', () => {
    expect(change('Abc123').success).toBe(true);
    expect(change('A'.repeat(20)).success).toBe(true);
    expect(change('Abc123', 'Abc123', 'x'.repeat(49)).success).toBe(true);
  });

  it('needs the current password and a matching confirmation', () => {
    expect(issuesOf(change('Abc123', 'Abc124'))).toEqual({ confirmPassword: 'password.mismatch' });
    expect(issuesOf(change('Abc123', 'Abc123', ''))).toEqual({ currentPassword: 'required' });
  });
});

describe('the settings switches and language', () => {
  it('takes one field at a time and refuses an empty change or an unknown language', () => {
    expect(accountSettingsRequestSchema.safeParse({ notSendWeeklyIikoReports: true }).success).toBe(true);
    expect(accountSettingsRequestSchema.safeParse({}).success).toBe(false);
    expect(accountSettingsRequestSchema.safeParse({ language: 'de' }).success).toBe(false);
  });
});

describe('the phone code', () => {
  it('is six digits', () => {
    expect(changePhoneRequestSchema.safeParse({ code: ' 123456 ' }).success).toBe(true);
    expect(issuesOf(changePhoneRequestSchema.safeParse({ code: '12345' }))).toEqual({ code: 'phoneCode.invalid' });
    expect(issuesOf(changePhoneRequestSchema.safeParse({ code: '' }))).toEqual({ code: 'required' });
  });
});

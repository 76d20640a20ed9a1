import { apiErrorSchema } from '@cabinet/api/contract';
import { sha256 } from '../platform/auth/tokenService';
import { PATHS } from '@cabinet/api/contract';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { bearer, lastMailTo, registerUser, registration, signIn, tokensOf } from '../testing/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (path: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/' + path, payload, headers });
const currentUser = (token: string) => t.app.inject({ method: 'GET', url: '/' + PATHS.account.currentUser, headers: bearer(token) });

describe('register', () => {
  it('signs the new user in at once and refuses the same e-mail again', async () => {
    const first = await post(PATHS.account.register, registration({ email: 'Anna@Example.com', phone: '+7 900 111-22-33' }));
    expect(first.statusCode).toBe(200);
    const me = await currentUser(tokensOf(first.json()).token);
    expect(me.json()).toMatchObject({ email: 'anna@example.com', phoneNumber: '+79001112233', countryId: 1, language: 'en', emailConfirmed: false });

    const again = await post(PATHS.account.register, registration({ email: 'anna@EXAMPLE.com' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'USER_EXISTS', message: 'A user with this email already exists' });
  });

  it.each([
    ['a malformed e-mail', { email: 'anna@' }, 'email', 'email.invalid', 'Email is not valid'],
    ['a Cyrillic password', { password: 'Пароль12', confirmPassword: 'Пароль12' }, 'password', 'password.cyrillic', 'Password must not contain Cyrillic letters'],
    ['a mismatched confirmation', { confirmPassword: 'Secret13' }, 'confirmPassword', 'password.mismatch', 'Passwords do not match'],
    ['a phone that is not a number', { phone: '+7 12' }, 'phone', 'phone.invalid', 'Phone number is not valid'],
    ['terms not agreed', { isAgreeWithTerms: false }, 'isAgreeWithTerms', 'terms.required', 'You must agree to the terms'],
    ['no e-mail at all', { email: undefined }, 'email', 'required', 'The field cannot be empty'],
    ['a country id not in the list', { countryId: 2 }, 'countryId', 'country.unknown', 'Pick a country from the list'],
  ])('refuses %s with the rule code the client uses', async (_case, overrides, field, code, message) => {
    const email = `refused.${field}@example.com`;
    const response = await post(PATHS.account.register, registration({ email, ...overrides }));
    expect(response.statusCode).toBe(400);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(body.fields?.[field]).toBe(code);
    // Nothing was created: the same address cannot sign in.
    const login = await post(PATHS.account.login, { email, password: 'Secret12' });
    expect(login.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('mails a confirmation link to the caller origin, which confirms the address once', async () => {
    const tokens = await registerUser(t.app, { email: 'confirm.me@example.com', clientHost: 'http://mailing.localhost:3000' });
    const mail = await lastMailTo(t.app, 'confirm.me@example.com');
    const link = new URL(mail?.link ?? '');
    expect(link.origin + link.pathname).toBe('http://mailing.localhost:3000/Account/ConfirmEmail');
    const userId = link.searchParams.get('userId') ?? '';
    const code = link.searchParams.get('code') ?? '';
    expect(mail?.text).toContain(link.toString());

    expect((await post(PATHS.account.confirmEmail, { userId, code: 'not-the-code' })).json()).toEqual({
      code: 'INVALID_CONFIRMATION',
      message: 'The confirmation link is invalid or has expired',
    });
    expect((await post(PATHS.account.confirmEmail, { userId: 'not-a-uuid', code })).statusCode).toBe(400);
    expect((await currentUser(tokens.token)).json()).toMatchObject({ emailConfirmed: false });

    expect((await post(PATHS.account.confirmEmail, { userId, code })).statusCode).toBe(204);
    expect((await currentUser(tokens.token)).json()).toMatchObject({ emailConfirmed: true });
    // The link is single-use.
    expect((await post(PATHS.account.confirmEmail, { userId, code })).json()).toMatchObject({ code: 'INVALID_CONFIRMATION' });
  });

  it('links to the local shell when the client host is not an allowed origin', async () => {
    await registerUser(t.app, { email: 'phished@example.com', clientHost: 'https://evil.example' });
    const mail = await lastMailTo(t.app, 'phished@example.com');
    expect(mail?.link?.startsWith('http://localhost:3000/Account/ConfirmEmail?')).toBe(true);
  });
});

describe('login', () => {
  it('answers both tokens for the right password', async () => {
    const response = await post(PATHS.account.login, { email: 'DEMO@example.com', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const tokens = tokensOf(response.json());
    expect((await currentUser(tokens.token)).json()).toMatchObject({ email: DEMO_EMAIL });
  });

  it.each([
    ['a wrong password', DEMO_EMAIL, 'Wrong1234'],
    ['an unknown e-mail', 'nobody@example.com', DEMO_PASSWORD],
  ])('refuses %s with the same INVALID_CREDENTIALS', async (_case, email, password) => {
    const response = await post(PATHS.account.login, { email, password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Incorrect email or password' });
  });
});

describe('refresh and revoke', () => {
  it('rotates: the new pair works, the old refresh token is refused, and its reuse ends the new session too', async () => {
    const first = await registerUser(t.app, { email: 'rotate@example.com' });
    const refreshed = await post(PATHS.account.refreshToken, { refreshToken: first.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    const second = tokensOf(refreshed.json());
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await currentUser(second.token)).statusCode).toBe(200);

    // Past the grace window, as a thief's copy would come back.
    await t.db.query("update refresh_tokens set revoked_at = now() - interval '1 minute' where token_hash = $1", [sha256(first.refreshToken)]);
    const reused = await post(PATHS.account.refreshToken, { refreshToken: first.refreshToken });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
    // The reuse was a theft signal: the legitimate newer token is dead as well.
    expect((await post(PATHS.account.refreshToken, { refreshToken: second.refreshToken })).statusCode).toBe(400);
  });

  it('answers ten concurrent refreshes with one token (two tabs) with the same new pair, and signs no one out', async () => {
    const first = await registerUser(t.app, { email: 'two.tabs@example.com' });
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(PATHS.account.refreshToken, { refreshToken: first.refreshToken })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const pairs = answers.map((answer) => tokensOf(answer.json()));
    expect(new Set(pairs.map((pair) => pair.refreshToken)).size).toBe(1);
    expect(new Set(pairs.map((pair) => pair.token)).size).toBe(1);
    const [pair] = pairs;
    if (!pair) throw new Error('no pair');
    expect((await currentUser(pair.token)).statusCode).toBe(200);
    // The shared successor goes on working, and exchanging it moves on as usual.
    expect((await post(PATHS.account.refreshToken, { refreshToken: pair.refreshToken })).statusCode).toBe(200);
  });

  it('hands out no pair in the window once the successor is signed out', async () => {
    const first = await registerUser(t.app, { email: 'signed.out@example.com' });
    const second = tokensOf((await post(PATHS.account.refreshToken, { refreshToken: first.refreshToken })).json());
    expect((await post(PATHS.account.revokeToken, { refreshToken: second.refreshToken })).statusCode).toBe(204);
    expect((await post(PATHS.account.refreshToken, { refreshToken: first.refreshToken })).json()).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
  });

  it('refuses an unknown and an expired refresh token', async () => {
    expect((await post(PATHS.account.refreshToken, { refreshToken: 'made-up' })).json()).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
    const tokens = await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    await t.db.query("update refresh_tokens set expires_at = now() - interval '1 second' where token_hash = $1", [sha256(tokens.refreshToken)]);
    expect((await post(PATHS.account.refreshToken, { refreshToken: tokens.refreshToken })).statusCode).toBe(400);
  });

  it('revokes a refresh token without a bearer, and answers 204 for an unknown one too', async () => {
    const tokens = await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD);
    expect((await post(PATHS.account.revokeToken, { refreshToken: tokens.refreshToken })).statusCode).toBe(204);
    expect((await post(PATHS.account.refreshToken, { refreshToken: tokens.refreshToken })).statusCode).toBe(400);
    expect((await post(PATHS.account.revokeToken, { refreshToken: 'never-issued' })).statusCode).toBe(204);
  });
});

describe('forgot and reset password', () => {
  it('writes the account’s e-mails in its language: Russian, Portuguese and Ukrainian as well as English', async () => {
    for (const [language, confirm, reset] of [
      ['ru', 'Подтвердите e-mail', 'Сброс пароля'],
      ['pt-BR', 'Confirme seu e-mail', 'Redefinir sua senha'],
      ['uk-UA', 'Підтвердьте e-mail', 'Скидання пароля'],
      ['en', 'Confirm your e-mail', 'Reset your password'],
    ] as const) {
      const email = `mail.${language.toLowerCase()}@example.com`;
      await registerUser(t.app, { email, language });
      expect((await lastMailTo(t.app, email))?.subject).toBe(confirm);
      await post(PATHS.account.forgotPassword, { email });
      const mail = await lastMailTo(t.app, email);
      expect(mail?.subject).toBe(reset);
      // The code and the link are in the text, whatever the language.
      expect(mail?.text).toContain(new URL(mail?.link ?? '').searchParams.get('code') ?? 'no code');
    }
  });

  it('mails a reset link that sets a new password once and ends the old sessions', async () => {
    const email = 'forgetful@example.com';
    const before = await registerUser(t.app, { email, password: 'OldPass1', confirmPassword: 'OldPass1' });

    const forgot = await post(PATHS.account.forgotPassword, { email: 'Forgetful@example.com' }, { 'client-host': 'http://mailing.localhost:3000' });
    expect(forgot.statusCode).toBe(204);
    const mail = await lastMailTo(t.app, email);
    expect(mail?.subject).toBe('Reset your password');
    const link = new URL(mail?.link ?? '');
    expect(link.origin + link.pathname).toBe('http://mailing.localhost:3000/account/reset-password');
    expect(link.searchParams.get('email')).toBe(email);
    const code = link.searchParams.get('code') ?? '';

    const wrongCode = await post(PATHS.account.resetPassword, { email, code: 'guess', newPassword: 'NewPass1' });
    expect(wrongCode.json()).toEqual({ code: 'INVALID_RESET_CODE', message: 'The reset link is invalid or has expired' });

    expect((await post(PATHS.account.resetPassword, { email, code, newPassword: 'NewPass1' })).statusCode).toBe(204);
    expect((await post(PATHS.account.login, { email, password: 'OldPass1' })).json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    expect((await post(PATHS.account.login, { email, password: 'NewPass1' })).statusCode).toBe(200);
    expect((await post(PATHS.account.refreshToken, { refreshToken: before.refreshToken })).statusCode).toBe(400);
    // The code is spent.
    expect((await post(PATHS.account.resetPassword, { email, code, newPassword: 'Other123' })).statusCode).toBe(400);
  });

  it('answers 204 for an unknown address and mails nothing', async () => {
    const response = await post(PATHS.account.forgotPassword, { email: 'ghost@example.com' });
    expect(response.statusCode).toBe(204);
    expect(await lastMailTo(t.app, 'ghost@example.com')).toBeUndefined();
  });

  it('takes its floor for a known and an unknown address alike, so the time does not tell who has an account', async () => {
    await registerUser(t.app, { email: 'timed@example.com' });
    // A lower bound only (the floor is a timer): the unknown address used to answer in 3 ms, the known in 138.
    for (const email of ['timed@example.com', 'untimed@example.com']) {
      const started = performance.now();
      expect((await post(PATHS.account.forgotPassword, { email })).statusCode).toBe(204);
      expect(performance.now() - started).toBeGreaterThanOrEqual(245);
    }
  });

  it('builds the link on the local shell when the Client-Host header is not allowed', async () => {
    await registerUser(t.app, { email: 'elsewhere@example.com' });
    await post(PATHS.account.forgotPassword, { email: 'elsewhere@example.com' }, { 'client-host': 'https://evil.example' });
    const mail = await lastMailTo(t.app, 'elsewhere@example.com');
    expect(mail?.link?.startsWith('http://localhost:3000/account/reset-password?email=elsewhere%40example.com&code=')).toBe(true);
  });

  it('only the newest reset link works', async () => {
    const email = 'twice@example.com';
    await registerUser(t.app, { email });
    await post(PATHS.account.forgotPassword, { email });
    const older = new URL((await lastMailTo(t.app, email))?.link ?? '').searchParams.get('code') ?? '';
    await post(PATHS.account.forgotPassword, { email });
    const newer = new URL((await lastMailTo(t.app, email))?.link ?? '').searchParams.get('code') ?? '';
    expect(newer).not.toBe(older);
    expect((await post(PATHS.account.resetPassword, { email, code: older, newPassword: 'NewPass1' })).statusCode).toBe(400);
    expect((await post(PATHS.account.resetPassword, { email, code: newer, newPassword: 'NewPass1' })).statusCode).toBe(204);
  });

  it('refuses a new password over the 20-character limit of the reset form', async () => {
    const response = await post(PATHS.account.resetPassword, { email: DEMO_EMAIL, code: 'x', newPassword: 'A'.repeat(21) });
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { newPassword: 'password.tooLong' } });
  });
});

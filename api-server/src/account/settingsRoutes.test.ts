import { PATHS } from '@cabinet/api/contract';
import { phoneCodeStateSchema } from '@cabinet/api/phone';
import { manualClock } from '../platform/clock';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { bearer, lastMailTo, registerUser, signIn } from '../testing/requests';
import { DEMO_EMAIL } from './seed';

const clock = manualClock('2026-03-02T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, app: { clock } });
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
async function newUser(): Promise<{ token: string; email: string }> {
  counter += 1;
  const email = `settings.${counter}@example.com`;
  const { token } = await registerUser(t.app, { email, password: 'Secret12', confirmPassword: 'Secret12' });
  return { token, email };
}

const call = (method: 'GET' | 'POST' | 'PATCH', path: string, token: string, payload?: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: '/' + path, headers: { ...bearer(token), ...headers }, ...(payload === undefined ? {} : { payload }) });

async function lastCodeTo(phone: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/' + PATHS.devPhoneOutbox, query: { phone } });
  const [message] = response.json<Array<{ text: string }>>();
  const code = /\d{6}/.exec(message?.text ?? '')?.[0];
  if (!code) throw new Error(`No code sent to ${phone}`);
  return code;
}

describe('PATCH Settings', () => {
  it('saves the language and each switch, and the user reads them back', async () => {
    const { token } = await newUser();
    const saved = await call('PATCH', PATHS.account.settings, token, { language: 'pt-BR', notSendWeeklyIikoReports: true });
    expect(saved.statusCode).toBe(200);
    await call('PATCH', PATHS.account.settings, token, { isEnableCampaignConsentCollect: true });
    const user = (await call('GET', PATHS.account.currentUser, token)).json();
    expect(user).toMatchObject({ language: 'pt-BR', notSendWeeklyIikoReports: true, isEnableCampaignConsentCollect: true, notSendWeeklyYclientsReports: false });
  });

  it("never changes the language of the demo account, which every /demo visitor shares, and still saves its switches", async () => {
    const { token } = await registerUser(t.app, { email: DEMO_EMAIL, password: 'Secret12', confirmPassword: 'Secret12' });
    expect((await call('PATCH', PATHS.account.settings, token, { language: 'uk-UA' })).statusCode).toBe(200);
    expect((await call('PATCH', PATHS.account.settings, token, { language: 'pt-BR', notSendWeeklyIikoReports: true })).statusCode).toBe(200);
    const user = (await call('GET', PATHS.account.currentUser, token)).json();
    expect(user).toMatchObject({ language: 'en', notSendWeeklyIikoReports: true });
  });

  it.each([
    ['an unknown language', { language: 'de' }],
    ['a switch that is not a boolean', { notSendWeeklyYclientsReports: 'yes' }],
    ['an empty body', {}],
  ])('refuses %s with 400', async (_case, body) => {
    const { token } = await newUser();
    const response = await call('PATCH', PATHS.account.settings, token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('no silent lost update of the settings (issue 14)', () => {
  it('refuses a change based on an older settingsVersion 409 with the user as stored, and changes nothing', async () => {
    const { token } = await newUser();
    const opened = (await call('GET', PATHS.account.currentUser, token)).json<{ settingsVersion: number }>().settingsVersion;
    // Tab A switches the consent on…
    const first = await call('PATCH', PATHS.account.settings, token, { isEnableCampaignConsentCollect: true, settingsVersion: opened });
    expect(first.json()).toMatchObject({ isEnableCampaignConsentCollect: true, settingsVersion: opened + 1 });
    // …tab B, still showing it off, changes the language: refused with what is stored now.
    const stale = await call('PATCH', PATHS.account.settings, token, { language: 'uk-UA', settingsVersion: opened });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: { isEnableCampaignConsentCollect: true, language: 'en', settingsVersion: opened + 1 } });
    expect((await call('GET', PATHS.account.currentUser, token)).json()).toMatchObject({ language: 'en', settingsVersion: opened + 1 });
    // Saving over it with the stored version goes through.
    const over = await call('PATCH', PATHS.account.settings, token, { language: 'uk-UA', settingsVersion: opened + 1 });
    expect(over.json()).toMatchObject({ language: 'uk-UA', isEnableCampaignConsentCollect: true, settingsVersion: opened + 2 });
  });
});

describe('ChangePassword', () => {
  it('needs the current password, then signs in with the new one only', async () => {
    const { token, email } = await newUser();
    const wrong = await call('POST', PATHS.account.changePassword, token, { currentPassword: 'Nope1234', newPassword: 'Better12', confirmPassword: 'Better12' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', fields: { currentPassword: 'password.wrong' } });

    const changed = await call('POST', PATHS.account.changePassword, token, { currentPassword: 'Secret12', newPassword: 'Better12', confirmPassword: 'Better12' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toHaveProperty('refreshToken');
    await expect(signIn(t.app, email, 'Secret12')).rejects.toThrow(/400/);
    await expect(signIn(t.app, email, 'Better12')).resolves.toHaveProperty('token');
  });

  it.each([
    ['too short', 'Ab1', 'password.tooShort'],
    ['over 20', 'A'.repeat(21), 'password.tooLong'],
    ['Cyrillic', 'Пароль123', 'password.cyrillic'],
    ['a space', 'Secret 12', 'password.spaces'],
  ])('refuses a new password %s with its rule at the field', async (_case, newPassword, rule) => {
    const { token } = await newUser();
    const response = await call('POST', PATHS.account.changePassword, token, { currentPassword: 'Secret12', newPassword, confirmPassword: newPassword });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { newPassword: rule } });
  });

  it('refuses a confirmation that does not match', async () => {
    const { token } = await newUser();
    const response = await call('POST', PATHS.account.changePassword, token, { currentPassword: 'Secret12', newPassword: 'Better12', confirmPassword: 'Better13' });
    expect(response.json()).toMatchObject({ fields: { confirmPassword: 'password.mismatch' } });
  });
});

describe('ChangeEmail', () => {
  it('keeps the address until the mailed link is opened, then the new one signs in', async () => {
    const { token, email } = await newUser();
    const asked = await call('POST', PATHS.account.changeEmail, token, { email: 'Moved.Here@example.com' });
    expect(asked.json()).toEqual({ pendingEmail: 'moved.here@example.com' });
    expect((await call('GET', PATHS.account.currentUser, token)).json()).toMatchObject({ email });

    const link = new URL((await lastMailTo(t.app, 'moved.here@example.com'))?.link ?? '');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/' + PATHS.account.confirmEmail,
      payload: { userId: link.searchParams.get('userId'), code: link.searchParams.get('code') },
    });
    expect(confirmed.statusCode).toBe(204);
    await expect(signIn(t.app, 'moved.here@example.com', 'Secret12')).resolves.toHaveProperty('token');
  });

  it("refuses another account's address and an invalid one at the field", async () => {
    const { token } = await newUser();
    const other = await newUser();
    const taken = await call('POST', PATHS.account.changeEmail, token, { email: other.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'USER_EXISTS', fields: { email: 'email.taken' } });
    const invalid = await call('POST', PATHS.account.changeEmail, token, { email: 'not-an-address' });
    expect(invalid.json()).toMatchObject({ fields: { email: 'email.invalid' } });
  });
});

describe('the phone change', () => {
  it('sends a code valid 30 s, with a countdown before a new one, and confirms the number', async () => {
    const { token } = await newUser();
    const sent = await call('POST', PATHS.account.phoneCode, token, { phone: '+7 900 555-12-34' });
    expect(sent.statusCode).toBe(200);
    const state = phoneCodeStateSchema.parse(sent.json());
    expect(state).toMatchObject({ phone: '+79005551234', attemptsLeft: 3, blockedUntil: null });
    expect(new Date(state.nextCodeAt).getTime() - clock.now().getTime()).toBe(30_000);

    const again = await call('POST', PATHS.account.phoneCode, token, { phone: '+79005551234' });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'PHONE_CODE_TOO_SOON' });

    const code = await lastCodeTo('+79005551234');
    const confirmed = await call('POST', PATHS.account.changePhone, token, { code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ phoneNumber: '+79005551234' });
  });

  it('refuses a code after its 30 s without using an attempt', async () => {
    const { token } = await newUser();
    await call('POST', PATHS.account.phoneCode, token, { phone: '+79005551235' });
    const code = await lastCodeTo('+79005551235');
    clock.advance(30_000);
    const late = await call('POST', PATHS.account.changePhone, token, { code });
    expect(late.json()).toMatchObject({ code: 'PHONE_CODE_EXPIRED', fields: { code: 'phoneCode.expired' } });
    expect((await call('GET', PATHS.account.phoneCode, token)).json()).toMatchObject({ attemptsLeft: 3, phone: null });
    // The countdown is over: a new code may be asked.
    expect((await call('POST', PATHS.account.phoneCode, token, { phone: '+79005551235' })).statusCode).toBe(200);
  });

  it('closes the change for the day after three wrong codes, and opens it 24 hours after the first', async () => {
    const { token } = await newUser();
    await call('POST', PATHS.account.phoneCode, token, { phone: '+79005551236' });
    const right = await lastCodeTo('+79005551236');
    const wrong = right === '000000' ? '111111' : '000000';
    for (const left of [2, 1, 0]) {
      const response = await call('POST', PATHS.account.changePhone, token, { code: wrong });
      expect(response.json()).toMatchObject({ code: 'INVALID_PHONE_CODE', fields: { code: 'phoneCode.wrong' } });
      expect((await call('GET', PATHS.account.phoneCode, token)).json()).toMatchObject({ attemptsLeft: left });
    }
    // Even the right code is refused now, and so is a new one.
    expect((await call('POST', PATHS.account.changePhone, token, { code: right })).json()).toMatchObject({ code: 'PHONE_CODE_LIMIT' });
    clock.advance(60_000);
    const blocked = await call('POST', PATHS.account.phoneCode, token, { phone: '+79005551236' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'PHONE_CODE_LIMIT' });

    clock.advance(24 * 60 * 60 * 1000);
    expect((await call('POST', PATHS.account.phoneCode, token, { phone: '+79005551236' })).statusCode).toBe(200);
  });

  it.each([
    ['an invalid number', { phone: '+7 123' }, 'phone', 'phone.invalid'],
    ['an empty number', { phone: '' }, 'phone', 'required'],
  ])('refuses %s at the field', async (_case, body, field, rule) => {
    const { token } = await newUser();
    const response = await call('POST', PATHS.account.phoneCode, token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { [field]: rule } });
  });

  it('refuses a code that is not six digits without using an attempt', async () => {
    const { token } = await newUser();
    const response = await call('POST', PATHS.account.changePhone, token, { code: '12ab' });
    expect(response.json()).toMatchObject({ fields: { code: 'phoneCode.invalid' } });
  });
});

describe('the API token', () => {
  it('is the same on every read, and a regenerated one replaces it at once', async () => {
    const { token } = await newUser();
    const first = (await call('GET', PATHS.account.apiToken, token)).json<{ token: string }>().token;
    expect((await call('GET', PATHS.account.apiToken, token)).json()).toMatchObject({ token: first });
    const me = (apiToken: string) => t.app.inject({ method: 'GET', url: '/' + PATHS.apiChannel.me, headers: { authorization: `Token ${apiToken}` } });
    expect((await me(first)).statusCode).toBe(200);

    const second = (await call('POST', PATHS.account.apiToken, token)).json<{ token: string }>().token;
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).json()).toMatchObject({ email: expect.stringContaining('settings.') });
  });
});

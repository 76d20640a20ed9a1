import { decodeJwt, SignJWT } from 'jose';
import { currentUserSchema, PATHS } from '@cabinet/api/contract';
import { ADMIN_EMAIL, DEMO_EMAIL, DEMO_PASSWORD, SUPER_ADMIN_EMAIL } from '../seed';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../testing/createTestApp';
import { bearer, registerUser, signIn } from '../testing/requests';

let t: TestApp;
let demoToken: string;
let demoId: string;
beforeAll(async () => {
  t = await createTestApp();
  demoToken = (await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD)).token;
  demoId = decodeJwt(demoToken).sub ?? '';
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, token?: string, query?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/' + path, headers: token ? bearer(token) : {}, query });

describe('CurrentUser', () => {
  it("returns the seeded demo user's fields", async () => {
    const response = await get(PATHS.account.currentUser, demoToken);
    expect(response.statusCode).toBe(200);
    const user = currentUserSchema.parse(response.json());
    expect(user).toEqual({
      id: demoId,
      email: DEMO_EMAIL,
      phoneNumber: '+79001234567',
      chatApiInstanceLimit: 1,
      isTestUser: false,
      crms: ['yclients'],
      // The shared demo account keeps no language: each /demo visitor's is their own.
      language: null,
      countryId: 1,
      notSendWeeklyYclientsReports: false,
      notSendWeeklyIikoReports: false,
      availableNotificationsCount: 1450,
      isEnableCampaignConsentCollect: false,
      majorTariff: 1,
      emailConfirmed: true,
      settingsVersion: 1,
      // The demo's flows are switched on.
      isSending: true,
      // The Pro tariff: nothing is locked.
      lockedFeatures: [],
    });
  });

  it('says the account is sending only while a flow is switched on or a mailing is not finished', async () => {
    const { token } = await registerUser(t.app, { email: 'sending@example.com' });
    const sending = async () => currentUserSchema.parse((await get(PATHS.account.currentUser, token)).json()).isSending;
    expect(await sending()).toBe(false);
    const userId = decodeJwt(token).sub ?? '';
    await t.db.query(`insert into flows (user_id, title, type, status) values ($1, 'Birthday', 'birthday', 'pause')`, [userId]);
    expect(await sending()).toBe(false);
    // Between its messages a running flow is waiting: still switched on.
    await t.db.query(`insert into flows (user_id, title, type, status) values ($1, 'Reminder', 'visitReminder', 'waiting')`, [userId]);
    expect(await sending()).toBe(true);
  });

  it('names the Pro features as locked for a user without a tariff that includes them', async () => {
    const { token } = await registerUser(t.app, { email: 'no.tariff@example.com' });
    const user = currentUserSchema.parse((await get(PATHS.account.currentUser, token)).json());
    expect(user.majorTariff).toBeNull();
    expect(user.lockedFeatures).toEqual(['chatbots', 'blacklist', 'shortLinks', 'reviewWidget', 'confirmWidget']);
  });

  it.each([
    ['no token', {}],
    ['a malformed token', bearer('not.a.jwt')],
    ['a basic credential', { authorization: 'Basic ZGVtbzpEZW1vMTIzNA==' }],
  ])('answers 401 UNAUTHORIZED for %s', async (_case, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/' + PATHS.account.currentUser, headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
  });

  it('refuses an expired token and one signed with another key', async () => {
    const now = Math.floor(Date.now() / 1000);
    const sign = (secret: string, exp: number) =>
      new SignJWT({ email: DEMO_EMAIL, role: [] })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(demoId)
        .setIssuedAt(now - 1000)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    expect((await get(PATHS.account.currentUser, await sign(TEST_JWT_SECRET, now - 10))).statusCode).toBe(401);
    expect((await get(PATHS.account.currentUser, await sign('another-secret-of-enough-length-to-sign', now + 600))).statusCode).toBe(401);
    // The same claims with our key and a future expiry are accepted: the refusals above were for the reasons named.
    expect((await get(PATHS.account.currentUser, await sign(TEST_JWT_SECRET, now + 600))).statusCode).toBe(200);
  });

  it('matches the path whatever its case', async () => {
    const response = await get('API/V1/ACCOUNT/CURRENTUSER', demoToken);
    expect(response.json()).toMatchObject({ email: DEMO_EMAIL });
  });
});

describe('role claims', () => {
  it.each([
    [DEMO_EMAIL, []],
    [ADMIN_EMAIL, ['admin']],
    [SUPER_ADMIN_EMAIL, ['admin', 'super-admin']],
  ])('%s gets role %j, its id as sub and a 900 s lifetime', async (email, role) => {
    const { token } = await signIn(t.app, email, DEMO_PASSWORD);
    const claims = decodeJwt(token);
    expect(claims.role).toEqual(role);
    expect(claims.email).toBe(email);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
    expect((await get(PATHS.account.currentUser, token)).json()).toMatchObject({ id: claims.sub, email });
  });
});

describe('payments of the demo user', () => {
  it('NearestPaymentEndDate is the end of the running payment, 20 days ahead', async () => {
    const response = await get(PATHS.account.nearestPaymentEndDate, demoToken);
    const { nearestPaymentEndDate } = response.json<{ nearestPaymentEndDate: string }>();
    const daysAhead = (Date.parse(nearestPaymentEndDate) - Date.now()) / 86_400_000;
    expect(daysAhead).toBeGreaterThan(19.99);
    expect(daysAhead).toBeLessThanOrEqual(20);
  });

  it('ActiveTariff is the running tariff 1, and two payments make the demo user loyal', async () => {
    expect((await get(PATHS.account.activeTariff, demoToken)).json()).toEqual({ tariff: 1, isLoyal: true });
  });

  it('a user who never paid has no end date, no tariff and is not loyal', async () => {
    const { token } = await registerUser(t.app, { email: 'never.paid@example.com' });
    expect((await get(PATHS.account.nearestPaymentEndDate, token)).json()).toEqual({ nearestPaymentEndDate: null });
    expect((await get(PATHS.account.activeTariff, token)).json()).toEqual({ tariff: null, isLoyal: false });
  });

  it('a finished payment alone is not running: no end date, no active tariff', async () => {
    const { token } = await registerUser(t.app, { email: 'lapsed@example.com' });
    const userId = decodeJwt(token).sub;
    await t.db.query(
      `insert into payments (user_id, tariff, success, date_begin, date_end) values ($1, 13, true, now() - interval '40 days', now() - interval '10 days')`,
      [userId],
    );
    expect((await get(PATHS.account.nearestPaymentEndDate, token)).json()).toEqual({ nearestPaymentEndDate: null });
    expect((await get(PATHS.account.activeTariff, token)).json()).toEqual({ tariff: null, isLoyal: false });
    expect((await get(PATHS.account.lastPayedTariff, token, { userId: userId ?? '' })).json()).toEqual({ tariff: 13 });
  });
});

describe('GetLastPayedTariff', () => {
  it('answers the user themself and an admin, and refuses anyone else', async () => {
    expect((await get(PATHS.account.lastPayedTariff, demoToken, { userId: demoId })).json()).toEqual({ tariff: 1 });
    const admin = await signIn(t.app, ADMIN_EMAIL, DEMO_PASSWORD);
    expect((await get(PATHS.account.lastPayedTariff, admin.token, { userId: demoId })).json()).toEqual({ tariff: 1 });
    const stranger = await registerUser(t.app, { email: 'stranger@example.com' });
    const refused = await get(PATHS.account.lastPayedTariff, stranger.token, { userId: demoId });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('needs a userId', async () => {
    const response = await get(PATHS.account.lastPayedTariff, demoToken);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { userId: 'required' } });
  });
});

describe('RequestSetUp', () => {
  it('records the request of a signed-in user only', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/' + PATHS.account.requestSetUp });
    expect(anonymous.statusCode).toBe(401);
    const response = await t.app.inject({ method: 'POST', url: '/' + PATHS.account.requestSetUp, headers: bearer(demoToken) });
    expect(response.statusCode).toBe(204);
    const rows = await t.db.query<{ count: number }>('select count(*)::int as count from setup_requests where user_id = $1', [demoId]);
    expect(rows[0]?.count).toBe(1);
  });
});

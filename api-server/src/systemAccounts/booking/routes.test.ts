import { fillPath } from '@cabinet/api/contract';
import { SYSTEM_ACCOUNT_PATHS, type BookingAccount, type BookingStaffAccess, type SystemAccountSummary } from '@cabinet/api/systemAccounts';
import { INSIGHTS_PATHS } from '@cabinet/api/insights';
import { startStandInServer, type StandInServer } from '../../platform/standIns/server';
import { createTestApp, type TestApp } from '../../testing/createTestApp';
import { callAs, registerUser } from '../../testing/requests';
import { STAND_IN_PARTNER_TOKEN } from '../adapters';
import { createBookingStandIn, type BookingStandIn } from '../standIns/booking';

/*
 * Yclients and Altegio accounts end to end against their stand-ins on a server of their own: the adapter
 * speaks HTTP to them exactly as it would to the real services.
 */

let server: StandInServer;
let yclients: BookingStandIn;
let altegio: BookingStandIn;
let test: TestApp;
let call: ReturnType<typeof callAs>;

const LOGIN = 'owner@lotus-salon.ru';
const PASSWORD = 'lotus-2026';
const booking = (system = 'yclients') => fillPath(SYSTEM_ACCOUNT_PATHS.booking, { system });

beforeAll(async () => {
  yclients = createBookingStandIn({ system: 'yclients', prefix: 'yc', partnerToken: STAND_IN_PARTNER_TOKEN, hangMs: 2000 });
  altegio = createBookingStandIn({ system: 'altegio', prefix: 'al', partnerToken: STAND_IN_PARTNER_TOKEN, hangMs: 2000 });
  server = await startStandInServer([...yclients.routes, ...altegio.routes]);
  // A second for any answer: a loaded CI machine has taken over 300 ms for a plain refusal; the stand-in hangs longer.
  test = await createTestApp({ seed: false, env: { CHANNEL_HTTP_TIMEOUT_MS: '1000', YCLIENTS_BASE_URL: `${server.url}/yc`, ALTEGIO_BASE_URL: `${server.url}/al` } });
  const tokens = await registerUser(test.app, { email: 'salon.owner@example.com' });
  call = callAs(test.app, tokens.token);
});
afterAll(async () => {
  await test.close();
  await server.close();
});
afterEach(() => {
  yclients.clear();
  altegio.clear();
});

describe('connecting a Yclients account', () => {
  it('refuses a wrong password at the password field, and keeps nothing', async () => {
    const response = await call('POST', booking(), { login: LOGIN, password: 'wrong', companyId: '702101' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'SYSTEM_WRONG_CREDENTIALS', fields: { password: 'credentials.wrong' } });
    expect((await call('GET', booking())).json()).toEqual([]);
  });

  it('says "branch not found" for a company id the account does not have', async () => {
    const response = await call('POST', booking(), { login: LOGIN, password: PASSWORD, companyId: '999' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'BRANCH_NOT_FOUND', fields: { companyId: 'branch.notFound' } });
  });

  it('refuses an empty or non-numeric company id before calling the system', async () => {
    const response = await call('POST', booking(), { login: LOGIN, password: PASSWORD, companyId: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { companyId: 'companyId.invalid' } });
  });

  it('answers a marketplace refusal as a connect failure, with no account left behind', async () => {
    yclients.command({ operation: 'activate', outcome: 'fail', httpStatus: 500 });
    const response = await call('POST', booking(), { login: LOGIN, password: PASSWORD, companyId: '702101' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'SYSTEM_CONNECT_FAILED' });
    expect((await call('GET', booking())).json()).toEqual([]);
  });

  it('answers a system that does not answer as a time-out', async () => {
    yclients.command({ operation: 'auth', outcome: 'timeout' });
    const response = await call('POST', booking(), { login: LOGIN, password: PASSWORD, companyId: '702101' });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({ code: 'SYSTEM_TIMEOUT' });
  });

  it('connects, lists every company of the account, and the feed brings clients, masters and visits', async () => {
    const response = await call('POST', booking(), { login: LOGIN, password: PASSWORD, companyId: '702101' });
    expect(response.statusCode).toBe(201);
    const account = response.json<BookingAccount>();
    expect(account.login).toBe(LOGIN);
    const [nevsky, vasilyevsky, kazan] = account.companies;
    expect(nevsky).toMatchObject({ accountId: '702101', name: 'Lotus, Nevsky', status: 'connected', webhooksCount: 1, activeMastersCount: 3, timezone: 'Europe/Moscow', city: 'Санкт-Петербург', clientsCount: 6, deniedAreas: [] });
    expect(nevsky?.internalId).toEqual(expect.any(String));
    expect(nevsky?.upcomingVisitsCount).toBeGreaterThan(0);
    expect(vasilyevsky).toMatchObject({ status: 'available', internalId: null, clientsCount: 0 });
    expect(kazan).toMatchObject({ status: 'inactive' });
    expect(account.lastSyncedAt).not.toBeNull();

    // The first pull's past visits are history, not news: only the ones ahead wake the engine.
    const events = await test.db.query<{ n: string }>(`select count(*) as n from business_events where processed_at is null`);
    expect(Number(events[0]?.n)).toBe(nevsky?.upcomingVisitsCount);
  });

  it('brings a visit booked in the system with the next pull', async () => {
    const [before] = (await call('GET', booking())).json<BookingAccount[]>();
    const upcoming = before?.companies[0]?.upcomingVisitsCount ?? 0;
    const record = yclients.book(702101);
    const synced = await call('POST', fillPath(SYSTEM_ACCOUNT_PATHS.bookingSync, { system: 'yclients', id: before?.id ?? '' }));
    expect(synced.statusCode).toBe(200);
    const after = synced.json<BookingAccount>();
    expect(after.companies[0]?.upcomingVisitsCount).toBe(upcoming + 1);
    expect(after.recentVisits[0]).toMatchObject({ companyName: 'Lotus, Nevsky', startsAt: record?.datetime.toISOString() });
    // A second pull with nothing new changes nothing.
    const again = (await call('POST', fillPath(SYSTEM_ACCOUNT_PATHS.bookingSync, { system: 'yclients', id: before?.id ?? '' }))).json<BookingAccount>();
    expect(again.companies[0]?.upcomingVisitsCount).toBe(upcoming + 1);
  });

  it('connects another company of the account, refuses an inactive one and one connected already', async () => {
    const [account] = (await call('GET', booking())).json<BookingAccount[]>();
    const companies = fillPath(SYSTEM_ACCOUNT_PATHS.bookingCompany, { system: 'yclients', id: account?.id ?? '' });
    expect((await call('POST', companies, { companyId: '702103' })).json()).toMatchObject({ code: 'SYSTEM_CONNECT_FAILED' });
    expect((await call('POST', companies, { companyId: '702101' })).json()).toMatchObject({ code: 'SYSTEM_ACCOUNT_EXISTS' });
    const second = await call('POST', companies, { companyId: '702102' });
    expect(second.statusCode).toBe(200);
    expect(second.json<BookingAccount>().companies[1]).toMatchObject({ status: 'connected', webhooksCount: 1 });
    const again = await call('POST', booking(), { login: LOGIN, password: PASSWORD, companyId: '702102' });
    expect(again.json()).toMatchObject({ code: 'SYSTEM_ACCOUNT_EXISTS' });
  });

  it("records a failed pull on the account and shows it on the accounts' list", async () => {
    const [account] = (await call('GET', booking())).json<BookingAccount[]>();
    yclients.command({ operation: 'records', outcome: 'fail', httpStatus: 503 });
    const sync = await call('POST', fillPath(SYSTEM_ACCOUNT_PATHS.bookingSync, { system: 'yclients', id: account?.id ?? '' }));
    expect(sync.json()).toMatchObject({ code: 'SYSTEM_UNAVAILABLE' });
    const summary = (await call('GET', SYSTEM_ACCOUNT_PATHS.summary)).json<SystemAccountSummary[]>();
    expect(summary).toEqual([expect.objectContaining({ kind: 'yclients', name: LOGIN, connectedCount: 2, attention: 'syncFailed' })]);
  });
});

describe("a booking system's staff user, whose rights exclude areas (spec section 2)", () => {
  async function connectAs(email: string, login: string, password: string) {
    const owner = callAs(test.app, (await registerUser(test.app, { email })).token);
    const response = await owner('POST', booking(), { login, password, companyId: '702101' });
    return { owner, response };
  }

  it('keeps the visits of an administrator without the settings and phones rights, without masters or phones, and says which areas are missing', async () => {
    const { owner, response } = await connectAs('lotus.admin@example.com', 'admin@lotus-salon.ru', 'lotus-admin-2026');
    expect(response.statusCode).toBe(201);
    const nevsky = response.json<BookingAccount>().companies[0];
    expect(nevsky).toMatchObject({ status: 'connected', activeMastersCount: 0, clientsCount: 6, deniedAreas: ['settings', 'phones'] });
    expect(nevsky?.upcomingVisitsCount).toBeGreaterThan(0);
    // A masked phone is never kept as an address to message.
    const stored = await test.db.query<{ phone: string | null }>(
      `select cl.phone from clients cl join companies co on co.id = cl.company_id join users u on u.id = co.user_id where u.email = 'lotus.admin@example.com'`,
    );
    expect(stored.length).toBe(6);
    expect(stored.every((row) => row.phone === null)).toBe(true);
    // Every screen that reads the system's data reads the same refusal (issue 36, item 20).
    expect((await owner('GET', SYSTEM_ACCOUNT_PATHS.staffAccess)).json<BookingStaffAccess>()).toEqual({
      companies: [{ system: 'yclients', systemAccountId: response.json<BookingAccount>().id, accountId: '702101', name: nevsky?.name, deniedAreas: ['settings', 'phones'] }],
    });
    // An insights screen is not one of these areas: the account's access there is unchanged.
    expect((await owner('GET', INSIGHTS_PATHS.access)).json()).toEqual({ denied: [] });
  });

  it('lists no company of an owner whose rights are whole', async () => {
    expect((await call('GET', SYSTEM_ACCOUNT_PATHS.staffAccess)).json()).toEqual({ companies: [] });
  });

  it('says "no access to the timetable" for a receptionist whose rights exclude the records, and reads none', async () => {
    const { response } = await connectAs('lotus.reception@example.com', 'reception@lotus-salon.ru', 'lotus-reception-2026');
    expect(response.statusCode).toBe(201);
    expect(response.json<BookingAccount>().companies[0]).toMatchObject({ status: 'connected', activeMastersCount: 3, clientsCount: 0, upcomingVisitsCount: 0, deniedAreas: ['timetable'] });
  });
});

describe('Altegio', () => {
  it('speaks the same contract with its own accounts', async () => {
    const response = await call('POST', booking('altegio'), { login: 'owner@bella-studio.pt', password: 'bella-2026', companyId: '410552' });
    expect(response.statusCode).toBe(201);
    expect(response.json<BookingAccount>().companies[1]).toMatchObject({ name: 'Bella Studio, Porto', status: 'connected', timezone: 'Europe/Lisbon', city: 'Porto' });
  });
});

describe("the marketplace's public connect page", () => {
  const company = (id: string) => fillPath(SYSTEM_ACCOUNT_PATHS.ycompany, { companyId: id });
  const connect = (id: string) => fillPath(SYSTEM_ACCOUNT_PATHS.ycompanyConnect, { companyId: id });
  const guest = () => callAs(test.app, null);

  it('names the branch, or says it is not found', async () => {
    expect((await guest()('GET', company('702102'))).json()).toEqual({ companyId: '702102', name: 'Lotus, Vasilyevsky', city: 'Санкт-Петербург' });
    expect((await guest()('GET', company('1'))).json()).toMatchObject({ code: 'BRANCH_NOT_FOUND' });
  });

  it("connects the branch to the cabinet account whose e-mail and password are given", async () => {
    const other = await registerUser(test.app, { email: 'second.owner@example.com' });
    expect((await guest()('POST', connect('410551'), { email: 'second.owner@example.com', password: 'nope' })).json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const response = await guest()('POST', connect('702102'), { email: 'second.owner@example.com', password: 'Secret12' });
    expect(response.statusCode).toBe(200);
    const [account] = (await callAs(test.app, other.token)('GET', booking())).json<BookingAccount[]>();
    expect(account?.companies[0]).toMatchObject({ accountId: '702102', status: 'connected' });
    expect(account?.companies[0]?.clientsCount).toBeGreaterThan(0);
  });
});

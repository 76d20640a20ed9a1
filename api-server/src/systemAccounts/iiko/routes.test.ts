import { IIKO_PATHS, SYSTEM_ACCOUNT_PATHS, type IikoAccount, type SystemAccountSummary } from '@cabinet/api/systemAccounts';
import { startStandInServer, type StandInServer } from '../../platform/standIns/server';
import { createTestApp, type TestApp } from '../../testing/createTestApp';
import { callAs, registerUser } from '../../testing/requests';
import { createIikoStandIn, STAND_IN_IIKO_LOGIN } from '../standIns/iiko';

/* iiko's API login and organisations, against the stand-in of iikoCloud on a server of its own. */

let server: StandInServer;
let iiko: ReturnType<typeof createIikoStandIn>;
let test: TestApp;
let call: ReturnType<typeof callAs>;

beforeAll(async () => {
  iiko = createIikoStandIn({ prefix: 'iiko', hangMs: 2000 });
  server = await startStandInServer(iiko.routes);
  // A second for any answer: a loaded CI machine has taken over 300 ms for a plain refusal; the stand-in hangs longer.
  test = await createTestApp({ seed: false, env: { CHANNEL_HTTP_TIMEOUT_MS: '1000', IIKO_BASE_URL: `${server.url}/iiko` } });
  call = callAs(test.app, (await registerUser(test.app, { email: 'cafe.owner@example.com' })).token);
});
afterAll(async () => {
  await test.close();
  await server.close();
});

describe('iiko', () => {
  it('refuses a wrong API login at its field, a silent iiko as a time-out, keeping nothing', async () => {
    expect((await call('POST', IIKO_PATHS.accounts, { apiLogin: 'wrong' })).json()).toMatchObject({ code: 'SYSTEM_WRONG_CREDENTIALS', fields: { apiLogin: 'credentials.wrong' } });
    iiko.command({ outcome: 'timeout' });
    expect((await call('POST', IIKO_PATHS.accounts, { apiLogin: STAND_IN_IIKO_LOGIN })).statusCode).toBe(504);
    iiko.command({ outcome: 'fail', httpStatus: 503 });
    expect((await call('POST', IIKO_PATHS.accounts, { apiLogin: STAND_IN_IIKO_LOGIN })).json()).toMatchObject({ code: 'SYSTEM_UNAVAILABLE' });
    expect((await call('GET', IIKO_PATHS.accounts)).json()).toEqual([]);
  });

  it('connects with the API login and lists its organisations, the login shown masked; a second time is refused', async () => {
    const response = await call('POST', IIKO_PATHS.accounts, { apiLogin: STAND_IN_IIKO_LOGIN });
    expect(response.statusCode).toBe(201);
    expect(response.json<IikoAccount>()).toMatchObject({ apiLoginMasked: '…7f3a', organizations: [{ name: 'Кафе «Пельменная №1»' }, { name: 'Кафе «Пельменная №2»' }] });
    expect(response.body).not.toContain(STAND_IN_IIKO_LOGIN);
    expect((await call('POST', IIKO_PATHS.accounts, { apiLogin: STAND_IN_IIKO_LOGIN })).json()).toMatchObject({ code: 'SYSTEM_ACCOUNT_EXISTS' });
    const summary = await call('GET', SYSTEM_ACCOUNT_PATHS.summary);
    expect(summary.json<SystemAccountSummary[]>()).toEqual([expect.objectContaining({ kind: 'iiko', name: '…7f3a', connectedCount: 2 })]);
    expect(summary.body).not.toContain(STAND_IN_IIKO_LOGIN);
  });
});

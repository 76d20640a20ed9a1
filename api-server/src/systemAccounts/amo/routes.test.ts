import { fillPath } from '@cabinet/api/contract';
import { AMO_PATHS, type AmoAccount } from '@cabinet/api/systemAccounts';
import { manualClock } from '../../platform/clock';
import { startStandInServer, type StandInServer } from '../../platform/standIns/server';
import { createTestApp, type TestApp } from '../../testing/createTestApp';
import { callAs, registerUser } from '../../testing/requests';
import { createAmoAdapter } from '../adapters';
import { refreshDueAccounts } from './routes';
import { createAmoStandIn } from '../standIns/amo';

/* amoCRM's OAuth connection against the stand-in authorisation server, on a manual clock. */

const HOUR = 3_600_000;
const REDIRECT = 'http://localhost:3000/accounts/amo/connect';
const clock = manualClock('2026-11-25T10:00:00Z');
let server: StandInServer;
let amo: ReturnType<typeof createAmoStandIn>;
let test: TestApp;
let call: ReturnType<typeof callAs>;

beforeAll(async () => {
  amo = createAmoStandIn({ prefix: 'amo' });
  server = await startStandInServer(amo.routes);
  test = await createTestApp({ seed: false, env: { AMO_BASE_URL: `${server.url}/amo` }, app: { clock } });
  call = callAs(test.app, (await registerUser(test.app, { email: 'crm.owner@example.com' })).token);
});
afterAll(async () => {
  await test.close();
  await server.close();
});

async function authorize(): Promise<string> {
  const response = await call('POST', AMO_PATHS.authorize, { redirectUri: REDIRECT });
  expect(response.statusCode).toBe(200);
  const url = new URL(response.json<{ url: string }>().url);
  expect(url.pathname).toBe('/amo/oauth');
  return url.searchParams.get('state') ?? '';
}

describe('amoCRM', () => {
  it('says the connection parameters are missing when the redirect lacks one, or its state is not the caller\'s', async () => {
    const state = await authorize();
    for (const body of [{ referer: 'lotus.amocrm.ru', state }, { code: 'x', state }, { code: 'x', referer: 'lotus.amocrm.ru' }, { code: 'x', referer: 'lotus.amocrm.ru', state: 'forged' }]) {
      const response = await call('POST', AMO_PATHS.callback, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'AMO_MISSING_PARAMETERS' });
    }
  });

  it('refuses a redirect address that is not the cabinet\'s', async () => {
    expect((await call('POST', AMO_PATHS.authorize, { redirectUri: 'https://evil.example.com/x' })).json()).toMatchObject({ fields: { redirectUri: 'url.invalid' } });
  });

  it('connects with the code, refreshes the token before expiry, and asks to authorise again when a refresh is refused', async () => {
    const state = await authorize();
    const code = amo.issueCode('lotus', REDIRECT);
    const connected = await call('POST', AMO_PATHS.callback, { code, referer: 'lotus.amocrm.ru', state });
    expect(connected.statusCode).toBe(200);
    const account = connected.json<AmoAccount>();
    expect(account).toMatchObject({ subdomain: 'lotus', state: 'connected', expiresAt: '2026-11-26T10:00:00.000Z', refreshedAt: null });
    // The state is single-use: the same redirect again is refused.
    expect((await call('POST', AMO_PATHS.callback, { code, referer: 'lotus.amocrm.ru', state })).json()).toMatchObject({ code: 'AMO_MISSING_PARAMETERS' });

    const adapter = createAmoAdapter(test.config);
    clock.advance(22 * HOUR);
    expect(await refreshDueAccounts({ db: test.db, clock }, adapter)).toBe(0);
    clock.advance(1.5 * HOUR);
    expect((await call('GET', AMO_PATHS.accounts)).json<AmoAccount[]>()[0]?.state).toBe('refreshDue');
    expect(await refreshDueAccounts({ db: test.db, clock }, adapter)).toBe(1);
    const refreshed = (await call('GET', AMO_PATHS.accounts)).json<AmoAccount[]>()[0];
    expect(refreshed).toMatchObject({ state: 'connected', expiresAt: new Date(clock.now().getTime() + 24 * HOUR).toISOString(), refreshedAt: clock.now().toISOString() });

    // The refresh token is single-use at amoCRM: a second refresh works only with the new one, which was stored.
    const again = await call('POST', fillPath(AMO_PATHS.refresh, { id: account.id }));
    expect(again.json<AmoAccount>().state).toBe('connected');

    amo.command({ outcome: 'refuse' });
    clock.advance(30 * HOUR);
    await refreshDueAccounts({ db: test.db, clock }, adapter);
    expect((await call('GET', AMO_PATHS.accounts)).json<AmoAccount[]>()[0]?.state).toBe('reconnectNeeded');
  });
});

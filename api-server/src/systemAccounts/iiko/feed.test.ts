import { fillPath } from '@cabinet/api/contract';
import { IIKO_PATHS, SYSTEM_ACCOUNT_PATHS, type IikoAccount, type SystemAccountSummary } from '@cabinet/api/systemAccounts';
import { systemClock } from '../../platform/clock';
import { manualJobQueue } from '../../platform/jobs/manualJobQueue';
import { startStandInServer, type StandInServer } from '../../platform/standIns/server';
import { createTestApp, type TestApp } from '../../testing/createTestApp';
import { callAs, registerUser } from '../../testing/requests';
import type { FeedDeps } from '../booking/feed';
import { createHttpIikoAdapter, type IikoAdapter } from './adapter';
import { iikoAccountsToPull, pullIikoAccount } from './feed';
import { createIikoStandIn, STAND_IN_IIKO_LOGIN, type IikoStandIn } from '../standIns/iiko';

/*
 * The iiko feed: connecting a login connects its organisations and brings their orders as the cabinet's
 * orders, clients and business events; later pulls bring what changed, once; a failed apply keeps the cursor.
 */

let server: StandInServer;
let iiko: IikoStandIn;
let test: TestApp;
let call: ReturnType<typeof callAs>;
let deps: FeedDeps;
let adapter: IikoAdapter;
let accountId: string;
let userId: string;

beforeAll(async () => {
  iiko = createIikoStandIn({ prefix: 'iiko', hangMs: 1500 });
  server = await startStandInServer(iiko.routes);
  // A second for any answer: a loaded CI machine has taken over 300 ms for a plain refusal; the stand-in hangs longer.
  test = await createTestApp({ seed: false, env: { CHANNEL_HTTP_TIMEOUT_MS: '1000', IIKO_BASE_URL: `${server.url}/iiko` } });
  call = callAs(test.app, (await registerUser(test.app, { email: 'pelmeni.owner@example.com' })).token);
  deps = { db: test.db, jobs: manualJobQueue(systemClock), clock: systemClock, publicUrl: 'http://api.test' };
  adapter = createHttpIikoAdapter({ baseUrl: `${server.url}/iiko`, timeoutMs: 300 });
});
afterAll(async () => {
  await test.close();
  await server.close();
});

const ordersHeld = () => test.db.query<{ source_id: string; status: string; number: string; phone: string | null }>(
  `select o.source_id, o.status, o.number, c.phone from orders o left join clients c on c.id = o.client_id where o.user_id = $1 order by o.number`,
  [userId],
);
const openEvents = async () => Number((await test.db.query<{ n: string }>(`select count(*) as n from business_events where user_id = $1 and processed_at is null`, [userId]))[0]?.n);
const revisions = async () => (await test.db.query<{ revision: string | null }>('select revision from iiko_organizations where account_id = $1 order by name', [accountId])).map((row) => row.revision);
const account = async () => (await call('GET', IIKO_PATHS.accounts)).json<IikoAccount[]>()[0];

describe('iiko feed', () => {
  it('connecting brings each organisation’s orders with their clients; only the open ones are news for the engine', async () => {
    const connected = (await call('POST', IIKO_PATHS.accounts, { apiLogin: STAND_IN_IIKO_LOGIN })).json<IikoAccount>();
    accountId = connected.id;
    userId = (await test.db.query<{ user_id: string }>('select user_id from system_accounts where id = $1', [accountId]))[0]?.user_id ?? '';
    expect(connected.organizations).toEqual([
      expect.objectContaining({ name: 'Кафе «Пельменная №1»', ordersCount: 4, pullError: null, lastPulledAt: expect.any(String) }),
      expect.objectContaining({ name: 'Кафе «Пельменная №2»', ordersCount: 4, pullError: null }),
    ]);
    // Newest first: one pull lands at one time, so iiko's rising numbers order them.
    const numbers = connected.recentOrders.map((order) => Number(order.number));
    expect(numbers).toHaveLength(5);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    const held = await ordersHeld();
    expect(held).toHaveLength(8);
    expect(held.every((order) => order.phone?.startsWith('+7916'))).toBe(true);
    const connections = await test.db.query<{ integration: string }>('select integration from business_connections where user_id = $1', [userId]);
    expect(connections.map((row) => row.integration)).toEqual(['iikocrm', 'iikocrm']);
    // Closed and delivered orders are history; the one on its way and the new one get their messages.
    expect(await openEvents()).toBe(4);
  });

  it('pulled again, nothing lands twice; a new order and a changed status each make one event', async () => {
    expect(await pullIikoAccount(deps, adapter, accountId)).toEqual({ events: 0, failures: [] });
    expect(await ordersHeld()).toHaveLength(8);

    iiko.tick();
    const [cafe] = iiko.organizations;
    const onWay = iiko.orders(cafe?.id ?? '').find((order) => order.status === 'OnWay');
    if (onWay) iiko.cancel(onWay.id);
    const before = await openEvents();
    expect(await pullIikoAccount(deps, adapter, accountId)).toEqual({ events: 5, failures: [] });
    expect(await pullIikoAccount(deps, adapter, accountId)).toEqual({ events: 0, failures: [] });
    expect(await openEvents()).toBe(before + 5);
    const held = await ordersHeld();
    expect(held).toHaveLength(10);
    expect(held.find((order) => order.source_id === onWay?.id)?.status).toBe('Cancelled');
    expect((await account())?.organizations.map((organization) => organization.ordersCount)).toEqual([5, 5]);
  });

  it('a failed apply keeps the cursor, so the next pull brings the same orders', async () => {
    const cursor = await revisions();
    await test.db.exec(`
      create function refuse_orders() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$;
      create trigger refuse_orders before insert on orders for each row execute function refuse_orders();`);
    iiko.tick();
    expect((await pullIikoAccount(deps, adapter, accountId)).failures.map((failure) => failure.error)).toEqual(['applyFailed', 'applyFailed']);
    expect(await revisions()).toEqual(cursor);
    expect(await ordersHeld()).toHaveLength(10);
    expect((await account())?.organizations.map((organization) => organization.pullError)).toEqual(['applyFailed', 'applyFailed']);

    await test.db.exec('drop trigger refuse_orders on orders; drop function refuse_orders();');
    expect((await pullIikoAccount(deps, adapter, accountId)).failures).toEqual([]);
    expect(await ordersHeld()).toHaveLength(12);
    expect((await revisions()).every((revision, index) => Number(revision) > Number(cursor[index]))).toBe(true);
  });

  it('iiko’s silence is shown on each organisation and on the accounts list, until a pull succeeds', async () => {
    iiko.command({ outcome: 'timeout', operation: 'deliveries' });
    iiko.command({ outcome: 'fail', operation: 'deliveries', httpStatus: 503 });
    const synced = (await call('POST', fillPath(IIKO_PATHS.sync, { id: accountId }))).json<IikoAccount>();
    expect(synced.organizations.map((organization) => organization.pullError)).toEqual(['timeout', 'unavailable']);
    const summary = (await call('GET', SYSTEM_ACCOUNT_PATHS.summary)).json<SystemAccountSummary[]>();
    expect(summary[0]).toMatchObject({ kind: 'iiko', attention: 'syncFailed' });

    const recovered = (await call('POST', fillPath(IIKO_PATHS.sync, { id: accountId }))).json<IikoAccount>();
    expect(recovered.organizations.map((organization) => organization.pullError)).toEqual([null, null]);
    expect((await call('GET', SYSTEM_ACCOUNT_PATHS.summary)).json<SystemAccountSummary[]>()[0]?.attention).toBeNull();
  });

  it('disconnected, the login is pulled no more; the orders and clients it brought stay', async () => {
    const held = (await ordersHeld()).length;
    expect(await iikoAccountsToPull(test.db)).toEqual([accountId]);
    expect((await call('DELETE', fillPath(IIKO_PATHS.one, { id: accountId }))).statusCode).toBe(204);
    expect(await iikoAccountsToPull(test.db)).toEqual([]);
    expect(await ordersHeld()).toHaveLength(held);
  });
});

import { startStandInServer, type StandInServer } from '../../platform/standIns/server';
import { createHttpIikoAdapter, IikoError, type IikoAdapter } from './adapter';
import { createIikoStandIn, STAND_IN_IIKO_LOGIN, type IikoStandIn } from '../standIns/iiko';

/* The iikoCloud adapter against the stand-in on a server of its own: tokens, organisations, orders by revision. */

let server: StandInServer;
let iiko: IikoStandIn;
let adapter: IikoAdapter;
let clock = Date.parse('2026-11-25T12:00:00Z');
const [cafe] = createIikoStandIn({ prefix: 'x' }).organizations;
const cafeId = cafe?.id ?? '';

beforeAll(async () => {
  iiko = createIikoStandIn({ prefix: 'iiko', hangMs: 1500 });
  server = await startStandInServer(iiko.routes);
  adapter = createHttpIikoAdapter({ baseUrl: `${server.url}/iiko`, timeoutMs: 300, now: () => clock });
});
afterAll(() => server.close());

const failureOf = async (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof IikoError ? error.kind : error));

describe('iiko adapter', () => {
  it('reads the orders changed after a revision, and from the answer’s revision on only what changed since', async () => {
    const first = await adapter.deliveriesByRevision(STAND_IN_IIKO_LOGIN, cafeId, 0);
    expect(first.orders.map((entry) => entry.order?.status)).toEqual(['Closed', 'Delivered', 'OnWay', 'Unconfirmed']);
    expect(first.orders[0]).toMatchObject({ creationStatus: 'Success', order: { number: expect.stringMatching(/^\d+$/), phone: expect.stringMatching(/^\+7916/), customer: { name: expect.any(String) } } });
    expect(first.orders[0]?.order?.address).toMatch(/^Тверская ул\., \d+$/);
    expect((await adapter.deliveriesByRevision(STAND_IN_IIKO_LOGIN, cafeId, first.maxRevision)).orders).toEqual([]);

    iiko.tick();
    const next = await adapter.deliveriesByRevision(STAND_IN_IIKO_LOGIN, cafeId, first.maxRevision);
    // The delivered order is closed now, and a new one came in.
    expect(next.orders.map((entry) => [entry.id, entry.order?.status])).toEqual([
      [first.orders[1]?.id, 'Closed'],
      [expect.any(String), 'Unconfirmed'],
    ]);
    expect(next.maxRevision).toBeGreaterThan(first.maxRevision);
  });

  it('keeps a token for its hour, takes a new one after it, and again at once when iiko refuses the one it has', async () => {
    await adapter.organizations(STAND_IN_IIKO_LOGIN);
    const taken = iiko.tokensIssued();
    await adapter.deliveriesByRevision(STAND_IN_IIKO_LOGIN, cafeId, 0);
    expect(iiko.tokensIssued()).toBe(taken);

    clock += 56 * 60_000;
    await adapter.deliveriesByRevision(STAND_IN_IIKO_LOGIN, cafeId, 0);
    expect(iiko.tokensIssued()).toBe(taken + 1);

    iiko.command({ outcome: 'expireTokens', operation: 'deliveries' });
    expect((await adapter.deliveriesByRevision(STAND_IN_IIKO_LOGIN, cafeId, 0)).orders.length).toBeGreaterThan(0);
    expect(iiko.tokensIssued()).toBe(taken + 2);
  });

  it('names a wrong login, a silent iiko and a failing one apart', async () => {
    expect(await failureOf(adapter.deliveriesByRevision('not-a-login', cafeId, 0))).toBe('wrongCredentials');
    iiko.command({ outcome: 'timeout', operation: 'deliveries' });
    expect(await failureOf(adapter.deliveriesByRevision(STAND_IN_IIKO_LOGIN, cafeId, 0))).toBe('timeout');
    iiko.command({ outcome: 'fail', operation: 'deliveries', httpStatus: 503 });
    expect(await failureOf(adapter.deliveriesByRevision(STAND_IN_IIKO_LOGIN, cafeId, 0))).toBe('unavailable');
  });
});

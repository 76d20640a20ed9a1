import { startStandInServer, type StandInServer } from '../../platform/standIns/server';
import { createHttpIikoAdapter, IikoError, IikoReserveRefused, type IikoAdapter, type IikoReserveRequest } from './adapter';
import { createIikoStandIn, STAND_IN_IIKO_LOGIN, type IikoStandIn } from '../standIns/iiko';

/* The iikoCloud adapter against the stand-in on a server of its own: tokens, organisations, orders by revision. */

let server: StandInServer;
let iiko: IikoStandIn;
let adapter: IikoAdapter;
let clock = Date.parse('2026-11-25T12:00:00Z');
const [cafe] = createIikoStandIn({ prefix: 'x' }).organizations;
const cafeId = cafe?.id ?? '';

beforeAll(async () => {
  iiko = createIikoStandIn({ prefix: 'iiko', hangMs: 5000 });
  server = await startStandInServer(iiko.routes);
  // 2 s, not less: on CI's two busy cores the stand-in's real answers took over 300 ms, read as iiko's silence.
  adapter = createHttpIikoAdapter({ baseUrl: `${server.url}/iiko`, timeoutMs: 2000, now: () => clock });
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

describe('iiko table reservations', () => {
  const refusalOf = async (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => (error instanceof IikoReserveRefused ? error.code : error));

  it('finds the café’s terminal group, its sections and tables, and reserves a free table once', async () => {
    const [group] = await adapter.reserveTerminalGroups(STAND_IN_IIKO_LOGIN, cafeId);
    if (!group) throw new Error('no terminal group');
    const sections = await adapter.restaurantSections(STAND_IN_IIKO_LOGIN, group.id);
    expect(sections.map((section) => section.name)).toEqual(['Основной зал', 'Веранда']);
    const table = sections[0]?.tables.find((candidate) => candidate.seatingCapacity >= 4);
    if (!table) throw new Error('no table for four');
    expect(table).toMatchObject({ number: 3, name: 'Стол 3', seatingCapacity: 4 });

    const reserve: IikoReserveRequest = {
      organizationId: cafeId,
      terminalGroupId: group.id,
      tableIds: [table.id],
      estimatedStartTime: '2026-12-01 19:00:00.000',
      durationInMinutes: 120,
      guests: 4,
      name: 'Вера',
      phone: '+79007654321',
      comment: 'У окна',
    };
    const { id } = await adapter.createReserve(STAND_IN_IIKO_LOGIN, reserve);
    expect(iiko.reserves(cafeId)).toEqual([expect.objectContaining({ id, tableIds: [table.id], estimatedStartTime: '2026-12-01 19:00:00.000', guestsCount: 4, customer: { name: 'Вера' }, phone: '+79007654321' })]);
    const sectionIds = sections.map((section) => section.id);
    expect(await adapter.sectionsWorkload(STAND_IN_IIKO_LOGIN, sectionIds, '2026-12-01 00:00:00.000', '2026-12-02 00:00:00.000')).toEqual([
      { id, tableIds: [table.id], estimatedStartTime: '2026-12-01 19:00:00.000', durationInMinutes: 120 },
    ]);
    expect(await adapter.sectionsWorkload(STAND_IN_IIKO_LOGIN, sectionIds, '2026-12-02 00:00:00.000', '2026-12-03 00:00:00.000')).toEqual([]);

    // The same table at an overlapping time is busy; right after the reserve ends, or another table, is free.
    expect(await refusalOf(adapter.createReserve(STAND_IN_IIKO_LOGIN, { ...reserve, estimatedStartTime: '2026-12-01 20:30:00.000', name: 'Глеб' }))).toBe('TableIsBusy');
    await adapter.createReserve(STAND_IN_IIKO_LOGIN, { ...reserve, estimatedStartTime: '2026-12-01 21:00:00.000', name: 'Глеб' });
    const other = sections[0]?.tables.find((candidate) => candidate.id !== table.id);
    await adapter.createReserve(STAND_IN_IIKO_LOGIN, { ...reserve, tableIds: [other?.id ?? ''], name: 'Олег' });
    expect(iiko.reserves(cafeId).map((taken) => taken.customer.name)).toEqual(['Вера', 'Глеб', 'Олег']);
  });

  it('says iiko is unavailable when the reserve call fails, and reserves nothing', async () => {
    const [group] = await adapter.reserveTerminalGroups(STAND_IN_IIKO_LOGIN, cafeId);
    const [section] = await adapter.restaurantSections(STAND_IN_IIKO_LOGIN, group?.id ?? '');
    const before = iiko.reserves(cafeId).length;
    iiko.command({ outcome: 'fail', operation: 'reserve', httpStatus: 503 });
    const failed = adapter.createReserve(STAND_IN_IIKO_LOGIN, {
      organizationId: cafeId,
      terminalGroupId: group?.id ?? '',
      tableIds: [section?.tables[0]?.id ?? ''],
      estimatedStartTime: '2026-12-05 12:00:00.000',
      durationInMinutes: 90,
      guests: 2,
      name: 'Анна',
      phone: '+79001112233',
      comment: null,
    });
    expect(await failureOf(failed)).toBe('unavailable');
    expect(iiko.reserves(cafeId)).toHaveLength(before);
  });
});

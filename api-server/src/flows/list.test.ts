import { FLOW_STATUSES, flowPageSchema, FLOWS_PATHS, type FlowSummary } from '@cabinet/api/flows';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, userIdOf } from '../testing/requests';

/** A few hundred flows of one owner: the list's paging, filters, search and sorts against the rows themselves. */
let t: TestApp;
let owner: ReturnType<typeof callAs>;
let rows: Array<{ id: string; title: string; content: string; type: string; mode: string; status: string; createdAt: number; lastStart: number | null }>;

const COUNT = 300;
const GATED = ['retryNotify', 'retryNotifyRange'];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const token = (await registerUser(t.app, { email: 'many.flows@example.com' })).token;
  owner = callAs(t.app, token);
  const ownerId = userIdOf(token);
  // Tariff 0 is not extended: the retry flows read "unavailable" whatever their stored status.
  await t.db.query('update users set major_tariff = 0 where id = $1', [ownerId]);
  await t.db.query(
    `insert into flows (user_id, title, content, type, mode, status, created_at, last_start)
     select $1,
       'Flow ' || lpad(((n * 7) % ${COUNT})::text, 3, '0'),
       case when n % 10 = 0 then 'Needle at 100% for {clientName}' else 'Text number ' || n end,
       (array['visitReminder', 'recordCreated', 'recordChanged', 'recordCanceled', 'reviewRequest', 'birthday', 'returnVisit',
         'crossSell', 'abandonedCart', 'dailyReport', 'retryNotify', 'retryNotifyRange', 'sms', 'webhook'])[1 + n % 14],
       case when n % 3 = 0 then 'combat' else 'test' end,
       (array['inQueue', 'waiting', 'working', 'pause', 'error', 'done', 'canceled'])[1 + n % 7],
       timestamptz '2025-01-01T00:00:00Z' + make_interval(hours => (n * 37) % ${COUNT}),
       case when n % 4 = 0 then null else timestamptz '2025-03-01T00:00:00Z' + make_interval(days => n % 50) end
     from generate_series(1, ${COUNT}) as n`,
    [ownerId],
  );
  const stored = await t.db.query<{ id: string; title: string; content: string; type: string; mode: string; status: string; created_at: Date; last_start: Date | null }>(
    'select id, title, content, type, mode, status, created_at, last_start from flows where user_id = $1',
    [ownerId],
  );
  rows = stored.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.type,
    mode: row.mode,
    status: GATED.includes(row.type) ? 'unavailable' : row.status,
    createdAt: row.created_at.getTime(),
    lastStart: row.last_start?.getTime() ?? null,
  }));
  // Another owner's flow must never show up.
  const other = (await registerUser(t.app, { email: 'other.owner@example.com' })).token;
  await callAs(t.app, other)('POST', FLOWS_PATHS.list, { type: 'birthday', title: 'Flow 001 of someone else', content: 'Needle at 100%' });
});
afterAll(async () => {
  await t.close();
});

type Row = (typeof rows)[number];
const byId = (a: Row, b: Row) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

async function page(query: Record<string, string>) {
  const response = await owner('GET', FLOWS_PATHS.list, undefined, query);
  if (response.statusCode !== 200) throw new Error(`List answered ${response.statusCode}: ${response.body}`);
  return flowPageSchema.parse(response.json());
}

/** Every page of a query, walked with the given page size. */
async function walk(query: Record<string, string>, pageSize: number): Promise<{ ids: string[]; totals: number[]; items: FlowSummary[] }> {
  const items: FlowSummary[] = [];
  const totals: number[] = [];
  for (let number = 1; ; number += 1) {
    const result = await page({ ...query, page: String(number), pageSize: String(pageSize) });
    totals.push(result.total);
    items.push(...result.items);
    if (result.items.length < pageSize) break;
  }
  return { ids: items.map((item) => item.id), totals, items };
}

it('pages through every flow newest first, without overlap or gap', async () => {
  const expected = [...rows].sort((a, b) => b.createdAt - a.createdAt || -byId(a, b)).map((row) => row.id);
  const { ids, totals } = await walk({}, 45);
  expect(ids).toEqual(expected);
  expect(new Set(totals)).toEqual(new Set([COUNT]));
});

it('filters by effective status and mode, sorted by title', async () => {
  const expected = rows
    .filter((row) => ['pause', 'unavailable'].includes(row.status) && row.mode === 'combat')
    .sort((a, b) => a.title.localeCompare(b.title) || byId(a, b))
    .map((row) => row.id);
  expect(expected.length).toBeGreaterThan(10);
  const { ids, totals } = await walk({ status: 'pause,unavailable', mode: 'combat', sort: 'title', order: 'asc' }, 7);
  expect(ids).toEqual(expected);
  expect(totals[0]).toBe(expected.length);
});

it('filters by type and searches title and content, case-insensitively', async () => {
  const expected = rows
    .filter((row) => ['birthday', 'sms', 'visitReminder'].includes(row.type) && row.content.toLowerCase().includes('needle'))
    .sort((a, b) => b.createdAt - a.createdAt || -byId(a, b))
    .map((row) => row.id);
  expect(expected.length).toBeGreaterThan(0);
  const result = await page({ type: 'birthday,sms,visitReminder', search: 'NEEDLE', pageSize: '100' });
  expect(result.items.map((item) => item.id)).toEqual(expected);
  expect(result.total).toBe(expected.length);
});

it('searches for %, _ and \\ as themselves', async () => {
  expect((await page({ search: '100%' })).total).toBe(rows.filter((row) => row.content.includes('100%')).length);
  expect((await page({ search: 'Flow_0' })).total).toBe(0);
  expect((await page({ search: '%' })).total).toBe(rows.filter((row) => row.content.includes('%')).length);
  expect((await page({ search: '\\' })).total).toBe(0);
});

it('sorts by last start with empty dates last, both ways', async () => {
  const withDate = rows.filter((row) => row.lastStart !== null);
  const without = rows.filter((row) => row.lastStart === null);
  const ascending = [...withDate].sort((a, b) => (a.lastStart ?? 0) - (b.lastStart ?? 0) || byId(a, b));
  expect((await walk({ sort: 'lastStart', order: 'asc' }, 60)).ids).toEqual([...ascending, ...[...without].sort(byId)].map((row) => row.id));
  const descending = [...withDate].sort((a, b) => (b.lastStart ?? 0) - (a.lastStart ?? 0) || -byId(a, b));
  expect((await walk({ sort: 'lastStart', order: 'desc' }, 60)).ids).toEqual([...descending, ...[...without].sort((a, b) => -byId(a, b))].map((row) => row.id));
});

it('sorts statuses in lifecycle order, unavailable last', async () => {
  const rank = (status: string) => FLOW_STATUSES.findIndex((candidate) => candidate === status);
  const expected = [...rows].sort((a, b) => rank(a.status) - rank(b.status) || byId(a, b)).map((row) => row.id);
  const { ids, items } = await walk({ sort: 'status', order: 'asc' }, 100);
  expect(ids).toEqual(expected);
  expect(items.at(-1)?.status).toBe('unavailable');
});

it('answers an empty page past the end, and refuses a page size over 100', async () => {
  expect(await page({ page: '99', pageSize: '10' })).toEqual({ items: [], total: COUNT, page: 99, pageSize: 10 });
  const response = await owner('GET', FLOWS_PATHS.list, undefined, { pageSize: '101' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { pageSize: expect.any(String) } });
  expect((await owner('GET', FLOWS_PATHS.list, undefined, { status: 'sleeping' })).statusCode).toBe(400);
});

import { messagePageSchema, messageSummarySchema, type MessagePage, MESSAGES_PATHS } from '@cabinet/api/messaging';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, userIdOf } from '../testing/requests';
import { parseCsv } from './csv';
import { exportMessages } from './logData';
import { insertClient, insertCompany, insertConnection, insertFlow, insertLogMessage, insertVisit } from './testing';

let t: TestApp;
let owner: ReturnType<typeof callAs>;
let ownerId: string;
let otherId: string;
let flowId: string;
let otherFlowId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const ownerToken = (await registerUser(t.app, { email: 'log-owner@example.com' })).token;
  owner = callAs(t.app, ownerToken);
  ownerId = userIdOf(ownerToken);
  otherId = userIdOf((await registerUser(t.app, { email: 'log-other@example.com' })).token);

  const company = await insertCompany(t.db, ownerId, await insertConnection(t.db, ownerId));
  const client = await insertClient(t.db, ownerId, company, { name: 'Анна' });
  const confirmedVisit = await insertVisit(t.db, ownerId, company, { clientId: client, startsAt: '2026-11-20T12:00:00Z', status: 'confirmed' });
  const canceledVisit = await insertVisit(t.db, ownerId, company, { clientId: client, startsAt: '2026-11-21T12:00:00Z', canceledAt: new Date('2026-11-19T00:00:00Z') });
  flowId = await insertFlow(t.db, ownerId, { type: 'visitReminder', settings: { title: 'Reminder 2 h' } });
  otherFlowId = await insertFlow(t.db, otherId, { type: 'visitReminder' });

  ids.replied = await insertLogMessage(t.db, ownerId, { scheduledAt: '2026-11-20T10:00:00Z', status: 'replied', flowId, visitId: confirmedVisit, replyText: 'Да', sentAt: '2026-11-20T10:00:05Z' });
  ids.skipped = await insertLogMessage(t.db, ownerId, { scheduledAt: '2026-11-20T11:00:00Z', status: 'skipped', reason: 'blacklisted', flowId, visitId: canceledVisit, sentAt: null, phone: '+79165550004', clientName: 'Борис' });
  ids.sending = await insertLogMessage(t.db, ownerId, { scheduledAt: '2026-11-20T12:00:00Z', status: 'sending', sentAt: null, channel: 'sms' });
  ids.queued = await insertLogMessage(t.db, ownerId, { scheduledAt: '2026-11-20T13:00:00Z', status: 'queued', sentAt: null, clientName: 'Вера; "VIP", гость', text: '=1+1' });
  // A mass mailing's message (the log references the mailing since the distributions domain exists).
  await t.db.query(
    `insert into distributions (id, user_id, title, type, mode, text, start_at, days_of_week, begin_hour, end_hour, per_day, audience_source)
     values ('6f1d2c8e-1111-4a4a-8b8b-123456789abc', $1, 'Promo', 'whatsapp', 'combat', 'Hi', now(), '{1}', 10, 20, 300, 'list')`,
    [ownerId],
  );
  ids.mailing = await insertLogMessage(t.db, ownerId, { scheduledAt: '2026-11-19T09:00:00Z', campaignId: '6f1d2c8e-1111-4a4a-8b8b-123456789abc' });
  await insertLogMessage(t.db, otherId, { scheduledAt: '2026-11-20T10:30:00Z', flowId: otherFlowId });
});
afterAll(async () => {
  await t.close();
});

async function page(query: Record<string, string> = {}): Promise<MessagePage> {
  const response = await owner('GET', MESSAGES_PATHS.list, undefined, query);
  expect(response.statusCode).toBe(200);
  return messagePageSchema.parse(response.json());
}

describe('the message log', () => {
  it("lists only the caller's messages, the latest scheduled first, a worker's claim read as queued", async () => {
    const { items, total } = await page();
    expect(total).toBe(5);
    expect(items.map((item) => item.id)).toEqual([ids.queued, ids.sending, ids.skipped, ids.replied, ids.mailing]);
    expect(items[1]).toMatchObject({ status: 'queued', channel: 'sms' });
  });

  it("shows the flow, the reason, the client's reply and what became of the visit", async () => {
    const { items } = await page();
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(ids.replied ?? '')).toMatchObject({ flowId, flowTitle: 'Reminder 2 h', flowType: 'visitReminder', replyText: 'Да', recordStatus: 'confirmed', sentAt: '2026-11-20T10:00:05.000Z' });
    expect(byId.get(ids.skipped ?? '')).toMatchObject({ status: 'skipped', reason: 'blacklisted', recordStatus: 'canceled', sentAt: null });
    expect(byId.get(ids.mailing ?? '')).toMatchObject({ flowId: null, campaignId: '6f1d2c8e-1111-4a4a-8b8b-123456789abc', recordStatus: null });
  });

  // Issue 31: the owner's log worded the engine's English note; its code lets the screen word it in any language.
  it('answers why a message stopped as the engine stored it: the code with its values beside the English note, null for an older one', async () => {
    const coded = await insertLogMessage(t.db, ownerId, { scheduledAt: '2026-11-18T10:00:00Z', status: 'failed', reason: 'noChannel', sentAt: null });
    await t.db.query(`update messages set reason_detail = 'No whatsapp account is connected', reason_params = '{"code":"noChannelAccount","value":"whatsapp"}' where id = $1`, [coded]);
    const unknown = await insertLogMessage(t.db, ownerId, { scheduledAt: '2026-11-18T09:00:00Z', status: 'skipped', reason: 'excluded', sentAt: null });
    await t.db.query(`update messages set reason_detail = 'Some note', reason_params = '{"code":"notACode"}' where id = $1`, [unknown]);
    try {
      const byId = new Map((await page({ pageSize: '100' })).items.map((item) => [item.id, item]));
      expect(byId.get(coded)).toMatchObject({ reasonParams: { code: 'noChannelAccount', value: 'whatsapp' }, reasonDetail: 'No whatsapp account is connected' });
      // A code this version does not know reads as none: the screen shows the note, labelled as not translated.
      expect(byId.get(unknown)).toMatchObject({ reasonParams: null, reasonDetail: 'Some note' });
      expect(byId.get(ids.skipped ?? '')).toMatchObject({ reasonParams: null, reasonDetail: null });
    } finally {
      await t.db.query('delete from messages where id = any($1::uuid[])', [[coded, unknown]]);
    }
  });

  it('filters by flow, status (queued covers one being sent), channel, period and search', async () => {
    expect((await page({ flowId })).items.map((item) => item.id)).toEqual([ids.skipped, ids.replied]);
    expect((await page({ status: 'queued' })).items.map((item) => item.id)).toEqual([ids.queued, ids.sending]);
    expect((await page({ status: 'skipped,replied' })).total).toBe(2);
    expect((await page({ channel: 'sms' })).items.map((item) => item.id)).toEqual([ids.sending]);
    expect((await page({ from: '2026-11-20T11:00:00Z', to: '2026-11-20T13:00:00Z' })).items.map((item) => item.id)).toEqual([ids.sending, ids.skipped]);
    expect((await page({ search: '555 0004' })).items.map((item) => item.id)).toEqual([ids.skipped]);
    expect((await page({ search: 'вера' })).items.map((item) => item.id)).toEqual([ids.queued]);
  });

  it("finds nothing through another owner's flow", async () => {
    expect(await page({ flowId: otherFlowId })).toMatchObject({ items: [], total: 0 });
  });

  it('pages without overlap and sorts by send time with unsent messages last when descending', async () => {
    const first = await page({ pageSize: '2', page: '1' });
    const second = await page({ pageSize: '2', page: '2' });
    const third = await page({ pageSize: '2', page: '3' });
    expect([...first.items, ...second.items, ...third.items].map((item) => item.id)).toEqual((await page()).items.map((item) => item.id));
    const bySent = (await page({ sort: 'sentAt' })).items.map((item) => item.id);
    expect(bySent.slice(0, 2)).toEqual([ids.replied, ids.mailing]);
  });

  it('refuses a malformed filter with 400 naming the field, never a 500', async () => {
    for (const [field, value] of [['flowId', 'not-a-uuid'], ['status', 'lost'], ['channel', 'pigeon'], ['from', 'yesterday'], ['sort', 'phone']] as const) {
      const response = await owner('GET', MESSAGES_PATHS.list, undefined, { [field]: value });
      expect(response.statusCode).toBe(400);
      const body = response.json<{ code: string; fields: Record<string, string> }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      // A list's field is named with the index of the bad entry (status.0).
      expect(Object.keys(body.fields).map((name) => name.split('.')[0])).toEqual([field]);
    }
  });

  it('asks who is calling', async () => {
    const response = await callAs(t.app, null)('GET', MESSAGES_PATHS.list);
    expect(response.statusCode).toBe(401);
  });
});

describe('the summary', () => {
  it('counts the filtered messages in every status, zero included', async () => {
    const response = await owner('GET', MESSAGES_PATHS.summary, undefined, { flowId });
    expect(response.statusCode).toBe(200);
    expect(messageSummarySchema.parse(response.json())).toEqual({
      total: 2,
      counts: { queued: 0, waitingWindow: 0, sent: 0, delivered: 0, read: 0, replied: 1, failed: 0, skipped: 1 },
    });
    const all = messageSummarySchema.parse((await owner('GET', MESSAGES_PATHS.summary)).json());
    expect(all.counts.queued).toBe(2);
    expect(all.total).toBe(5);
  });

  it('counts what the rows say when whole past days come from the per-day counts, today and late changes included', async () => {
    // An account of its own, so the tests after this one see the log above unchanged.
    const token = (await registerUser(t.app, { email: 'log-counts@example.com' })).token;
    const counter = callAs(t.app, token);
    const counterId = userIdOf(token);
    const at = (iso: string, fields: { status?: string; channel?: string } = {}) =>
      insertLogMessage(t.db, counterId, { scheduledAt: iso, sentAt: fields.status === 'queued' || fields.status === 'sending' ? null : iso, ...fields });
    const late = await at('2026-11-19T09:00:00Z');
    const moved = await at('2026-11-20T13:00:00Z', { status: 'queued' });
    await at('2026-11-20T10:00:00Z', { status: 'replied' });
    await at('2026-11-20T11:00:00Z', { status: 'skipped' });
    await at('2026-11-20T12:00:00Z', { status: 'sending', channel: 'sms' });
    await at('2026-11-21T08:00:00Z', { status: 'failed', channel: 'sms' });
    // Today's and tomorrow's messages are read from the rows, earlier days from insight_message_days.
    const today = await at(new Date().toISOString(), { status: 'sent' });
    await at(new Date(Date.now() + 86_400_000).toISOString(), { status: 'queued', channel: 'sms' });
    const filters: Array<Record<string, string>> = [
      {},
      { status: 'queued' },
      { status: 'queued,skipped', channel: 'sms,whatsapp' },
      { channel: 'sms' },
      { from: '2026-11-20T00:00:00Z' },
      { from: '2026-11-20T00:00:00Z', to: '2026-11-21T00:00:00Z' },
      // Not on day bounds: the partial days from the rows.
      { from: '2026-11-20T10:30:00+03:00', to: '2026-11-20T12:30:00Z' },
      { from: '2026-11-19T21:00:00Z' },
    ];
    const expectRowCounts = async () => {
      for (const query of filters) {
        const summary = messageSummarySchema.parse((await counter('GET', MESSAGES_PATHS.summary, undefined, query)).json());
        const params: unknown[] = [counterId];
        const where = ['user_id = $1'];
        if (query.status) where.push(`(case status when 'sending' then 'queued' else status end) = any($${params.push(query.status.split(','))}::text[])`);
        if (query.channel) where.push(`channel = any($${params.push(query.channel.split(','))}::text[])`);
        if (query.from) where.push(`scheduled_at >= $${params.push(query.from)}`);
        if (query.to) where.push(`scheduled_at < $${params.push(query.to)}`);
        const rows = await t.db.query<{ status: string; count: number }>(
          `select (case status when 'sending' then 'queued' else status end) as status, count(*)::int as count from messages where ${where.join(' and ')} group by 1`,
          params,
        );
        const expected = Object.fromEntries(Object.keys(summary.counts).map((status) => [status, rows.find((row) => row.status === status)?.count ?? 0]));
        expect({ query, counts: summary.counts }).toEqual({ query, counts: expected });
        expect(summary.total).toBe(rows.reduce((sum, row) => sum + row.count, 0));
        expect(messagePageSchema.parse((await counter('GET', MESSAGES_PATHS.list, undefined, query)).json()).total).toBe(summary.total);
      }
    };
    await expectRowCounts();
    // A day already counted changes: a message delivered late, one moved to another day, one deleted.
    await t.db.query(`update messages set status = 'delivered', delivered_at = now() where id = $1`, [late]);
    await t.db.query(`update messages set scheduled_at = '2026-11-19T23:30:00Z' where id = $1`, [moved]);
    await t.db.query('delete from messages where id = $1', [today]);
    await expectRowCounts();
  });
});

describe('the CSV export', () => {
  it('streams the filtered log with a BOM, a header line and escaped fields', async () => {
    const response = await owner('GET', MESSAGES_PATHS.export, undefined, { status: 'queued' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    const body = response.body;
    expect(body.startsWith('\uFEFFid,scheduledAt,status,reason,')).toBe(true);
    const lines = body.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${ids.queued},2026-11-20T13:00:00.000Z,queued,`);
    // Quoted for a comma and for a semicolon alike (what Excel splits on in Russian): one cell either way.
    expect(lines[1]).toContain(`"Вера; ""VIP"", гость",+79160000001`);
    expect(lines[1]).toContain(",'=1+1,");
    const [header, row] = parseCsv(body);
    expect(row).toHaveLength(header?.length ?? 0);
    expect(row).toContain('Вера; "VIP", гость');
  });

  it.each([
    ['ru', ';'],
    ['uk-UA', ';'],
    ['pt-BR', ';'],
    ['en', ','],
  ] as const)('in %s separates by "%s", quoting cells with either delimiter, quotes or line breaks, formulas defused', async (language, delimiter) => {
    const response = await owner('GET', MESSAGES_PATHS.export, undefined, { status: 'queued' }, { 'Accept-Language': language });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('Accept-Language');
    expect(response.body.startsWith(`\uFEFFid${delimiter}scheduledAt${delimiter}status${delimiter}`)).toBe(true);
    const rows = parseCsv(response.body, delimiter);
    const [header, ...entries] = rows;
    expect(entries).toHaveLength(2);
    expect(entries.every((row) => row.length === header?.length)).toBe(true);
    const row = entries.find((candidate) => candidate[0] === ids.queued) ?? [];
    const column = (name: string) => row[header?.indexOf(name) ?? -1];
    expect(column('clientName')).toBe('Вера; "VIP", гость');
    expect(column('text')).toBe("'=1+1");
    expect(column('phone')).toBe('+79160000001');
    expect(response.body).toContain(`"Вера; ""VIP"", гость"${delimiter}+79160000001`);
  });

  it.each(['scheduledAt', 'sentAt', 'status', 'createdAt'] as const)('walks the log by %s in batches in the same order as the list', async (sort) => {
    for (const order of ['asc', 'desc'] as const) {
      const listed = (await page({ sort, order })).items.map((item) => item.id);
      const exported: string[] = [];
      for await (const batch of exportMessages(t.db, ownerId, { sort, order }, 2)) exported.push(...batch.map((entry) => entry.id));
      expect(exported).toEqual(listed);
    }
  });

  it("holds none of another owner's messages", async () => {
    const response = await owner('GET', MESSAGES_PATHS.export);
    expect(response.body).not.toContain(otherFlowId);
    expect(response.body.slice(1).trimEnd().split('\r\n')).toHaveLength(6);
  });
});

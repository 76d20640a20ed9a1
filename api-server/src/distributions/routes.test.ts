import { bulkDistributionsResultSchema, distributionOptionsSchema, distributionPageSchema, distributionRecipientPageSchema, distributionSchema, distributionStatsSchema, type Distribution, DISTRIBUTIONS_PATHS } from '@cabinet/api/distributions';
import { fillPath } from '@cabinet/api/contract';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, signIn, userIdOf } from '../testing/requests';
import { parseCsv } from '../messaging/csv';

let t: TestApp;
let demo: ReturnType<typeof callAs>;
let stranger: ReturnType<typeof callAs>;
let strangerId: string;

beforeAll(async () => {
  t = await createTestApp();
  demo = callAs(t.app, (await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD)).token);
  const strangerToken = (await registerUser(t.app, { email: 'mailer@example.com', phone: '+79001112255' })).token;
  strangerId = userIdOf(strangerToken);
  stranger = callAs(t.app, strangerToken);
});
afterAll(async () => {
  await t.close();
});

const one = (id: string) => fillPath(DISTRIBUTIONS_PATHS.one, { id });
const action = (name: 'start' | 'pause' | 'resume' | 'duplicate' | 'test' | 'stats' | 'recipients' | 'recipientsExport', id: string) => fillPath(DISTRIBUTIONS_PATHS[name], { id });
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const valid = (overrides: Record<string, unknown> = {}) => ({
  title: 'Autumn promo',
  type: 'whatsapp',
  mode: 'combat',
  text: 'Hello, {clientName}! -20% this week. {ignoreLink}',
  image: null,
  startAt: inHours(1),
  endAt: null,
  daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
  beginHour: 10,
  endHour: 20,
  perDay: 300,
  aiAssistantId: null,
  audience: {
    source: 'list',
    fileName: 'clients.csv',
    rows: [
      { name: 'Анна', phone: '+79161234501' },
      { name: '', phone: '+79161234502' },
      { name: 'Boris', phone: '+79161234503' },
    ],
  },
  ...overrides,
});

async function create(call: ReturnType<typeof callAs>, body: Record<string, unknown>): Promise<Distribution> {
  const response = await call('POST', DISTRIBUTIONS_PATHS.list, body);
  if (response.statusCode !== 201) throw new Error(`Create answered ${response.statusCode}: ${response.body}`);
  return distributionSchema.parse(response.json());
}

describe('the demo account', () => {
  it('holds a mailing in every status, one running, with counts from the message log', async () => {
    const page = distributionPageSchema.parse((await demo('GET', DISTRIBUTIONS_PATHS.list, undefined, { pageSize: '100' })).json());
    expect(page.items.map((item) => item.status)).toEqual(expect.arrayContaining(['inQueue', 'waiting', 'working', 'pause', 'error', 'done', 'canceled']));
    const done = page.items.find((item) => item.status === 'done');
    expect(done?.progress).toBe(100);
    expect(done?.sent).toBeGreaterThan(0);
    expect(done?.read).toBeLessThanOrEqual(done?.delivered ?? 0);
    const [logged] = await t.db.query<{ sent: number }>(
      `select count(*)::int as sent from messages where campaign_id = $1 and status in ('sent', 'delivered', 'read', 'replied')`,
      [done?.id],
    );
    expect(done?.sent).toBe(logged?.sent);
  });

  it('pages, filters, searches and sorts on the server', async () => {
    const working = distributionPageSchema.parse((await demo('GET', DISTRIBUTIONS_PATHS.list, undefined, { status: 'working,pause', sort: 'title', order: 'asc' })).json());
    expect(working.items.map((item) => item.status).sort()).toEqual(['pause', 'working']);
    expect(working.items.map((item) => item.title)).toEqual([...working.items.map((item) => item.title)].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const searched = distributionPageSchema.parse((await demo('GET', DISTRIBUTIONS_PATHS.list, undefined, { search: 'win-back' })).json());
    expect(searched.items.map((item) => item.title)).toEqual(['We miss you: win-back offer']);
    const paged = distributionPageSchema.parse((await demo('GET', DISTRIBUTIONS_PATHS.list, undefined, { pageSize: '2', page: '2' })).json());
    expect(paged.items).toHaveLength(2);
    expect(paged.total).toBeGreaterThanOrEqual(7);
    expect((await demo('GET', DISTRIBUTIONS_PATHS.list, undefined, { sort: 'nope' })).statusCode).toBe(400);
  });

  it('answers the stats, the recipients with their reasons and their CSV', async () => {
    const page = distributionPageSchema.parse((await demo('GET', DISTRIBUTIONS_PATHS.list, undefined, { status: 'done' })).json());
    const done = page.items[0];
    if (!done) throw new Error('no done mailing');
    const stats = distributionStatsSchema.parse((await demo('GET', action('stats', done.id))).json());
    expect(stats.funnel.recipients).toBe(done.recipients);
    expect(stats.funnel.sent + stats.funnel.failed + stats.funnel.skipped).toBe(done.recipients);
    expect(stats.timeline.reduce((sum, hour) => sum + hour.sent, 0)).toBe(stats.funnel.sent);
    // A message the channel took and later failed leaves the chart's sent line as it leaves the funnel's.
    await t.db.query(
      `update messages set status = 'failed', reason = 'providerError' where id = (select id from messages where campaign_id = $1 and sent_at is not null and status <> 'failed' limit 1)`,
      [done.id],
    );
    const after = distributionStatsSchema.parse((await demo('GET', action('stats', done.id))).json());
    expect(after.funnel.sent).toBe(stats.funnel.sent - 1);
    expect(after.timeline.reduce((sum, hour) => sum + hour.sent, 0)).toBe(after.funnel.sent);
    const skipped = distributionRecipientPageSchema.parse((await demo('GET', action('recipients', done.id), undefined, { status: 'skipped' })).json());
    expect(skipped.items.every((recipient) => recipient.status === 'skipped' && recipient.reason === 'blacklisted')).toBe(true);
    expect(skipped.total).toBe(stats.funnel.skipped);
    // A name holding both delimiters and a quote, and one a spreadsheet would run: each one cell, defused.
    const [first, second] = skipped.items;
    await t.db.query(`update distribution_recipients set name = case id when $1 then 'Ира; "VIP", салон' else '=HYPERLINK("x")' end where id in ($1, $2)`, [first?.id, second?.id]);
    const csv = await demo('GET', action('recipientsExport', done.id), undefined, { status: 'skipped' });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n').filter((line) => line !== '')).toHaveLength(skipped.total + 1);
    expect(csv.body).toContain('"Ира; ""VIP"", салон"');
    const rows = parseCsv(csv.body);
    expect(rows.every((row) => row.length === 7)).toBe(true);
    expect(rows.map((row) => row[1])).toEqual(expect.arrayContaining(['Ира; "VIP", салон', `'=HYPERLINK("x")`]));
    // In a language that writes decimals with a comma the file is separated by semicolons: the same cells.
    for (const [language, delimiter] of [['ru', ';'], ['uk-UA', ';'], ['pt-BR', ';'], ['en', ',']] as const) {
      const localized = await demo('GET', action('recipientsExport', done.id), undefined, { status: 'skipped' }, { 'Accept-Language': language });
      expect(localized.body.startsWith(`\uFEFF${['position', 'name', 'phone', 'status', 'reason', 'scheduledAt', 'sentAt'].join(delimiter)}\r\n`)).toBe(true);
      const cells = parseCsv(localized.body, delimiter);
      expect(cells).toEqual(rows);
    }
  });

  it('keeps every mailing from another user: 404 as for an unknown id', async () => {
    const page = distributionPageSchema.parse((await demo('GET', DISTRIBUTIONS_PATHS.list)).json());
    const id = page.items[0]?.id ?? '';
    expect((await stranger('GET', one(id))).statusCode).toBe(404);
    expect((await stranger('POST', action('pause', id))).statusCode).toBe(404);
    expect((await stranger('DELETE', one(id))).statusCode).toBe(404);
    expect((await stranger('GET', action('stats', id))).statusCode).toBe(404);
    expect((await stranger('POST', DISTRIBUTIONS_PATHS.bulkDelete, { ids: [id] })).statusCode).toBe(404);
    expect(distributionPageSchema.parse((await stranger('GET', DISTRIBUTIONS_PATHS.list)).json()).total).toBe(0);
  });
});

describe('creating a mailing', () => {
  beforeAll(async () => {
    await t.db.query(`insert into channel_accounts (user_id, kind, state) values ($1, 'whatsapp', 'authorized'), ($1, 'telegram', 'authorized')`, [strangerId]);
  });

  it('offers the connected channels, the limits and the previous start', async () => {
    const options = distributionOptionsSchema.parse((await stranger('GET', DISTRIBUTIONS_PATHS.options)).json());
    expect(options.channels).toEqual(['whatsapp', 'telegram']);
    expect(options.dailyLimit).toBe(300);
    expect(options.previousStartAt).toBeNull();
  });

  it.each([
    ['title', { title: '  ' }, 'title', 'required'],
    ['hours', { beginHour: 20, endHour: 10 }, 'endHour', 'distribution.hours.order'],
    ['days', { daysOfWeek: [] }, 'daysOfWeek', 'distribution.days.required'],
    ['per day', { perDay: 301 }, 'perDay', 'distribution.perDay.tooMany'],
    ['variables', { text: 'Hi {clientNam}' }, 'text', 'flow.content.unknownVariable'],
    ['channel', { type: 'sms' }, 'type', 'distribution.type.notConnected'],
    ['end', { endAt: inHours(0.5) }, 'endAt', 'distribution.end.beforeStart'],
    ['AI text', { aiAssistantId: 'bot-1' }, 'text', 'distribution.ai.textTooShort'],
  ])('refuses a bad %s with its rule and message', async (_name, overrides, field, code) => {
    const response = await stranger('POST', DISTRIBUTIONS_PATHS.list, valid(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: code } });
  });

  it('refuses a text with a variable its recipients cannot fill, at the field, naming it; keeps the rest of the text possible', async () => {
    const listed = await stranger('POST', DISTRIBUTIONS_PATHS.list, valid({ text: 'Hi {clientName}! Confirm: {confirmLink}, rate us: {reviewForm}' }));
    expect(listed.statusCode).toBe(400);
    expect(listed.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { text: 'distribution.text.variableUnavailable' } });
    expect(listed.json().message).toMatch(/cannot fill .*\({confirmLink}, {reviewForm}\)$/);
    const segment = await stranger('POST', DISTRIBUTIONS_PATHS.list, valid({ text: 'Your order {orderNum}', audience: { source: 'clients', filter: {} } }));
    expect(segment.json()).toMatchObject({ fields: { text: 'distribution.text.variableUnavailable' } });
    // An edit that keeps the recipients is judged by the stored source.
    const draft = await create(stranger, valid({ text: '{clientName}, {companyName} ({companyAddress}, {companyPhone}) invites you: {recordForm}. {clientPhone} {ignoreLink}' }));
    const { audience: _audience, ...settings } = valid({ text: 'See you on {recordDate} at {recordTime}', version: draft.version });
    const edit = await stranger('PUT', one(draft.id), settings);
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({ fields: { text: 'distribution.text.variableUnavailable' } });
    expect((await stranger('GET', one(draft.id))).json()).toMatchObject({ text: draft.text });
    await stranger('DELETE', one(draft.id));
  });

  it('refuses fewer than 3 valid numbers, an invalid or repeated phone, more than 2,000', async () => {
    const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ name: '', phone: `+7916${String(1000000 + index)}` }));
    const few = await stranger('POST', DISTRIBUTIONS_PATHS.list, valid({ audience: { source: 'list', fileName: 'a.csv', rows: rows(2) } }));
    expect(few.json()).toMatchObject({ fields: { audience: 'distribution.recipients.tooFew' }, message: 'Add at least 3 valid numbers' });
    const bad = await stranger('POST', DISTRIBUTIONS_PATHS.list, valid({ audience: { source: 'list', fileName: 'a.csv', rows: [...rows(3), { name: '', phone: '12' }] } }));
    expect(bad.json()).toMatchObject({ fields: { 'audience.rows.3.phone': 'phone.invalid' } });
    const twice = await stranger('POST', DISTRIBUTIONS_PATHS.list, valid({ audience: { source: 'list', fileName: 'a.csv', rows: [...rows(3), rows(1)[0]] } }));
    expect(twice.json()).toMatchObject({ fields: { 'audience.rows.3.phone': 'list.duplicate' } });
    const many = await stranger('POST', DISTRIBUTIONS_PATHS.list, valid({ audience: { source: 'list', fileName: 'a.csv', rows: rows(2001) } }));
    expect(many.statusCode).toBe(400);
    expect(many.json()).toMatchObject({ fields: { 'audience.rows': 'distribution.recipients.tooMany' } });
  });

  it('refuses WhatsApp to a test user, saying why', async () => {
    await t.db.query('update users set is_test_user = true where id = $1', [strangerId]);
    try {
      const response = await stranger('POST', DISTRIBUTIONS_PATHS.list, valid());
      expect(response.json()).toMatchObject({ fields: { type: 'distribution.type.testUserWhatsapp' }, message: 'Test users cannot create WhatsApp mailings' });
      expect((await stranger('POST', DISTRIBUTIONS_PATHS.list, valid({ type: 'telegram' }))).statusCode).toBe(201);
    } finally {
      await t.db.query('update users set is_test_user = false where id = $1', [strangerId]);
    }
  });

  it('saves a draft, then starts, pauses, resumes, duplicates and deletes it', async () => {
    const draft = await create(stranger, valid());
    expect(draft).toMatchObject({ status: 'inQueue', recipients: 3, sent: 0, progress: 0, audienceSource: 'list', fileName: 'clients.csv' });
    const started = distributionSchema.parse((await stranger('POST', action('start', draft.id))).json());
    expect(started.status).toBe('waiting');
    expect((await stranger('POST', action('start', draft.id))).statusCode).toBe(409);
    expect((await stranger('PUT', one(draft.id), valid())).json()).toMatchObject({ code: 'DISTRIBUTION_INVALID_STATE' });
    expect(distributionSchema.parse((await stranger('POST', action('pause', draft.id))).json()).status).toBe('pause');
    expect(distributionSchema.parse((await stranger('POST', action('resume', draft.id))).json()).status).toBe('waiting');
    const copy = await stranger('POST', action('duplicate', draft.id));
    expect(copy.statusCode).toBe(201);
    expect(distributionSchema.parse(copy.json())).toMatchObject({ status: 'inQueue', recipients: 3, title: 'Autumn promo (copy)' });
    const bulk = bulkDistributionsResultSchema.parse((await stranger('POST', DISTRIBUTIONS_PATHS.bulkPause, { ids: [draft.id, distributionSchema.parse(copy.json()).id] })).json());
    expect(bulk.applied).toEqual([draft.id]);
    expect(bulk.skipped).toEqual([expect.objectContaining({ code: 'DISTRIBUTION_INVALID_STATE' })]);
    expect((await stranger('DELETE', one(draft.id))).statusCode).toBe(204);
    expect((await stranger('GET', one(draft.id))).statusCode).toBe(404);
  });

  it('takes the recipients from the account’s clients by filter', async () => {
    const demoToken = (await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD)).token;
    const count = await demo('POST', DISTRIBUTIONS_PATHS.audienceCount, { filter: { visitCount: { min: 1 } } });
    const expected = (count.json() as { count: number }).count;
    expect(expected).toBeGreaterThan(3);
    const body = valid({ audience: { source: 'clients', filter: { visitCount: { min: 1 } } } });
    const created = await create(callAs(t.app, demoToken), body);
    expect(created.recipients).toBe(Math.min(expected, 2000));
  });

  it('sends a test to the owner’s phone through the log', async () => {
    const draft = await create(stranger, valid({ type: 'telegram' }));
    const response = await stranger('POST', action('test', draft.id));
    expect(response.statusCode).toBe(202);
    const [row] = await t.db.query<{ recipient: string; mode: string; text: string }>('select recipient, mode, text from messages where campaign_id = $1', [draft.id]);
    expect(row).toMatchObject({ recipient: '+79001112255', mode: 'test' });
    expect(row?.text).toContain('Hello, Анна!');
  });
});

describe('no silent lost update (issue 14)', () => {
  it('refuses a save based on an older version 409 with the mailing as stored, and writes nothing', async () => {
    const draft = await create(stranger, valid({ title: 'Two tabs' }));
    expect(draft.version).toBe(1);
    const first = await stranger('PUT', one(draft.id), { ...valid({ title: 'Saved in tab A' }), version: draft.version });
    expect(first.statusCode).toBe(200);
    expect(distributionSchema.parse(first.json())).toMatchObject({ title: 'Saved in tab A', version: 2 });

    const stale = await stranger('PUT', one(draft.id), { ...valid({ title: 'Saved in tab B' }), version: draft.version });
    expect(stale.statusCode).toBe(409);
    const body: unknown = stale.json();
    expect(body).toMatchObject({ code: 'VERSION_CONFLICT', current: { id: draft.id, title: 'Saved in tab A', version: 2 } });
    const stored = distributionSchema.parse((await stranger('GET', one(draft.id))).json());
    expect(stored).toMatchObject({ title: 'Saved in tab A', version: 2 });

    // Saving over it: the same edit with the stored version.
    const over = await stranger('PUT', one(draft.id), { ...valid({ title: 'Saved in tab B' }), version: 2 });
    expect(distributionSchema.parse(over.json())).toMatchObject({ title: 'Saved in tab B', version: 3 });
    // Starting or pausing is not an edit: the editor's version stays good.
    expect(distributionSchema.parse((await stranger('POST', action('start', draft.id))).json()).version).toBe(3);
  });
});


import { randomUUID } from 'node:crypto';
import { blacklistEntrySchema, blacklistPageSchema, flowRecipientsSchema, flowPageSchema, ignoreLinkSchema, publicIgnoreEntrySchema, type BlacklistEntry, BLACKLIST_PATHS, FLOWS_PATHS } from '@cabinet/api/flows';
import { fillPath } from '@cabinet/api/contract';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, signIn, userIdOf } from '../testing/requests';
import { selfOptOutComment } from './data';

let t: TestApp;
let demo: ReturnType<typeof callAs>;
let newcomer: ReturnType<typeof callAs>;
let anonymous: ReturnType<typeof callAs>;
beforeAll(async () => {
  t = await createTestApp();
  demo = callAs(t.app, (await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD)).token);
  newcomer = callAs(t.app, (await registerUser(t.app, { email: 'newcomer@example.com' })).token);
  anonymous = callAs(t.app, null);
});
afterAll(async () => {
  await t.close();
});

const one = (id: string) => fillPath(BLACKLIST_PATHS.one, { id });
const publicPath = (token: string) => fillPath(BLACKLIST_PATHS.public, { token });
const list = async (call: ReturnType<typeof callAs>, query: Record<string, string> = {}) => {
  const response = await call('GET', BLACKLIST_PATHS.list, undefined, query);
  if (response.statusCode !== 200) throw new Error(`List answered ${response.statusCode}: ${response.body}`);
  return blacklistPageSchema.parse(response.json());
};
const proUser = async (email: string) => {
  const { token } = await registerUser(t.app, { email });
  await t.db.query('update users set major_tariff = 1 where id = $1', [userIdOf(token)]);
  return { call: callAs(t.app, token), id: userIdOf(token) };
};

describe('the owner’s list', () => {
  it('shows the ten seeded entries newest first, and searches phones and comments', async () => {
    const page = await list(demo);
    // Besides the ten, the demo's mailings skipped some numbers that had opted out of them earlier.
    const optedOutOfMailings = await list(demo, { search: 'Opted out of mailings' });
    expect(optedOutOfMailings.total).toBeGreaterThan(0);
    expect(page.total).toBe(10 + optedOutOfMailings.total);
    expect(page.items[0]).toMatchObject({ phone: '+79005550001', comment: 'Moved to another city' });
    expect((await list(demo, { search: '555 0003' })).items.map((entry) => entry.phone)).toEqual(['+79005550003']);
    expect((await list(demo, { search: 'CITY' })).items.map((entry) => entry.phone)).toEqual(['+79005550001', '+79005550006']);
    // A number as a Russian owner writes it at home, with the trunk prefix 8 and spaces.
    expect((await list(demo, { search: '8 900 555 00 01' })).items.map((entry) => entry.phone)).toEqual(['+79005550001']);
    expect((await list(demo, { search: '+7 (900) 555-00-01' })).items.map((entry) => entry.phone)).toEqual(['+79005550001']);
  });

  it('pages, sorts and searches 50,000 entries in SQL', async () => {
    const owner = await proUser('big.blacklist@example.com');
    await t.db.query(
      `insert into blacklist (user_id, phone, comment, created_at)
       select $1, '+7901' || lpad(n::text, 7, '0'), case when n % 1000 = 0 then 'round' else '' end, timestamptz '2025-01-01T00:00:00Z' + make_interval(secs => n)
       from generate_series(1, 50000) as n`,
      [owner.id],
    );
    const byPhone = await list(owner.call, { sort: 'phone', order: 'asc', page: '200', pageSize: '100' });
    expect(byPhone.total).toBe(50_000);
    expect(byPhone.items.map((entry) => entry.phone)).toEqual(Array.from({ length: 100 }, (_, index) => `+7901${String(19_901 + index).padStart(7, '0')}`));
    const newest = await list(owner.call, { pageSize: '3' });
    expect(newest.items.map((entry) => entry.phone)).toEqual(['+79010050000', '+79010049999', '+79010049998']);
    expect((await list(owner.call, { search: '0012345' })).items.map((entry) => entry.phone)).toEqual(['+79010012345']);
    const round = await list(owner.call, { search: 'round', pageSize: '100', sort: 'phone', order: 'desc' });
    expect(round.total).toBe(50);
    expect(round.items[0]?.phone).toBe('+79010050000');
  });
});

describe('adding, editing and removing entries', () => {
  let entry: BlacklistEntry;

  it('adds a phone in E.164 form with its comment and allowed tasks', async () => {
    const response = await demo('POST', BLACKLIST_PATHS.list, { phone: '+7 (900) 777-11-22', comment: 'Asked by phone', allowedTasks: ['visitReminder'] });
    expect(response.statusCode).toBe(201);
    entry = blacklistEntrySchema.parse(response.json());
    expect(entry).toMatchObject({ phone: '+79007771122', comment: 'Asked by phone', allowedTasks: ['visitReminder'] });
  });

  it('refuses the same phone twice, an invalid phone and an unknown task', async () => {
    const again = await demo('POST', BLACKLIST_PATHS.list, { phone: '+79007771122' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'BLACKLIST_ENTRY_EXISTS', message: 'This phone is already in the blacklist' });
    expect((await demo('POST', BLACKLIST_PATHS.list, { phone: '+7 900' })).json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { phone: 'phone.invalid' } });
    expect((await demo('POST', BLACKLIST_PATHS.list, { phone: '+79007771123', allowedTasks: ['spam'] })).json()).toMatchObject({ fields: { 'allowedTasks.0': expect.any(String) } });
    expect((await demo('POST', BLACKLIST_PATHS.list, { phone: '+79007771123', allowedTasks: ['sms', 'sms'] })).json()).toMatchObject({ fields: { allowedTasks: 'list.duplicate' } });
  });

  it('edits the comment and the allowed tasks, and refuses a phone already listed', async () => {
    const response = await demo('PATCH', one(entry.id), { comment: 'Only reminders', allowedTasks: ['visitReminder', 'recordCanceled'] });
    expect(response.json()).toMatchObject({ phone: '+79007771122', comment: 'Only reminders', allowedTasks: ['visitReminder', 'recordCanceled'] });
    expect((await demo('PATCH', one(entry.id), { phone: '+79005550002' })).statusCode).toBe(409);
  });

  it("answers 404 for another owner's entry and leaves it", async () => {
    const other = await proUser('other.pro@example.com');
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await other.call(method, one(entry.id), method === 'PATCH' ? { comment: 'mine now' } : undefined);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'BLACKLIST_ENTRY_NOT_FOUND' });
    }
    expect((await demo('DELETE', one(randomUUID()))).statusCode).toBe(404);
    expect((await list(demo, { search: '7771122' })).items[0]?.comment).toBe('Only reminders');
  });

  it('removes an entry', async () => {
    expect((await demo('DELETE', one(entry.id))).statusCode).toBe(204);
    expect((await list(demo, { search: '7771122' })).total).toBe(0);
  });
});

describe('the Pro lock', () => {
  it.each([
    ['GET', BLACKLIST_PATHS.list, undefined],
    ['POST', BLACKLIST_PATHS.list, { phone: '+79001112233' }],
    ['POST', BLACKLIST_PATHS.link, { phone: '+79001112233' }],
  ] as const)('refuses %s %s without an extended tariff', async (method, path, body) => {
    const response = await newcomer(method, path, body);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FEATURE_REQUIRES_PRO', message: 'This feature is available on the Pro plan' });
  });
});

describe('the public opt-out by link', () => {
  const linkFor = async (call: ReturnType<typeof callAs>, phone: string) => ignoreLinkSchema.parse((await call('POST', BLACKLIST_PATHS.link, { phone })).json());

  it("shows a client their own entry, masked, and the kinds of messages they may keep", async () => {
    const link = await linkFor(demo, '+7 900 555-00-01');
    expect(link.path).toBe(`/il/${link.token}`);
    const response = await anonymous('GET', publicPath(link.token));
    expect(response.statusCode).toBe(200);
    const entry = publicIgnoreEntrySchema.parse(response.json());
    expect(entry).toMatchObject({ businessName: 'Aurora, Tverskaya', phone: '+7••••••0001', ignored: true, allowedTasks: [] });
    expect(entry.availableTasks).toEqual(expect.arrayContaining(['visitReminder', 'reviewRequest', 'birthday']));
    expect(entry.availableTasks).not.toContain('dailyReport');
  });

  it('lets a blacklisted client opt back in, after which flows reach them again', async () => {
    const { token } = await linkFor(demo, '+79005550002');
    const optedIn = await anonymous('PUT', publicPath(token), { ignored: false });
    expect(optedIn.json()).toMatchObject({ ignored: false, allowedTasks: [] });
    expect((await list(demo, { search: '5550002' })).total).toBe(0);

    const flows = flowPageSchema.parse((await demo('GET', FLOWS_PATHS.list, undefined, { search: 'Review request' })).json());
    const reviewId = flows.items[0]?.id ?? '';
    const preview = await demo('POST', fillPath(FLOWS_PATHS.recipients, { id: reviewId }), { phones: ['+79005550002'] });
    expect(flowRecipientsSchema.parse(preview.json()).recipients).toEqual([{ phone: '+79005550002', receives: true, reason: 'client' }]);

    const optedOut = await anonymous('PUT', publicPath(token), { ignored: true, allowedTasks: ['visitReminder'] });
    expect(optedOut.json()).toMatchObject({ ignored: true, allowedTasks: ['visitReminder'] });
    expect((await list(demo, { search: '5550002' })).items).toEqual([expect.objectContaining({ comment: 'Отписался по ссылке', allowedTasks: ['visitReminder'] })]);
    const again = await demo('POST', fillPath(FLOWS_PATHS.recipients, { id: reviewId }), { phones: ['+79005550002'] });
    expect(flowRecipientsSchema.parse(again.json()).recipients[0]).toMatchObject({ receives: false, reason: 'blacklisted' });
  });

  it("writes the opted-out comment in the owner's language, Russian when the account has none", () => {
    expect([selfOptOutComment('en'), selfOptOutComment('pt-BR'), selfOptOutComment('uk-UA'), selfOptOutComment(null)]).toEqual([
      'Opted out through the link',
      'Cancelou a inscrição pelo link',
      'Відписався за посиланням',
      'Отписался по ссылке',
    ]);
  });

  it('keeps working when the owner no longer has the Pro plan', async () => {
    const owner = await proUser('lapsed.pro@example.com');
    const { token } = await linkFor(owner.call, '+79001239876');
    await t.db.query('update users set major_tariff = null where id = $1', [owner.id]);
    expect((await anonymous('PUT', publicPath(token), { ignored: true })).json()).toMatchObject({ ignored: true });
    const [row] = await t.db.query<{ count: number }>('select count(*)::int as count from blacklist where user_id = $1', [owner.id]);
    expect(row?.count).toBe(1);
  });

  it('answers 404 IGNORE_LINK_INVALID for an altered or made-up link', async () => {
    const { token } = await linkFor(demo, '+79005550004');
    const altered = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    for (const bad of [altered, 'not-a-token', 'A'.repeat(60)]) {
      const response = await anonymous('GET', publicPath(bad));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'IGNORE_LINK_INVALID', message: 'This link is not valid' });
    }
    expect((await anonymous('PUT', publicPath(altered), { ignored: false })).statusCode).toBe(404);
    expect((await list(demo, { search: '5550004' })).total).toBe(1);
  });
});

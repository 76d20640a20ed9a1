import { ADMIN_PATHS, BACK_OFFICE_PATHS, supportViewSchema, userDialoguesSchema, accidentPageSchema, accidentSchema, adminUserPageSchema, adminUserSchema, detectedAccidentListSchema, type ChurnFlag } from '@cabinet/api/admin';
import { fillPath } from '@cabinet/api/contract';
import { ADMIN_EMAIL, DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, signIn, userIdOf } from '../testing/requests';

let t: TestApp;
let admin: ReturnType<typeof callAs>;
beforeAll(async () => {
  t = await createTestApp();
  admin = callAs(t.app, (await signIn(t.app, ADMIN_EMAIL, DEMO_PASSWORD)).token);
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 3600 * 1000;
let phoneSerial = 0;
const fresh = async (name: string) => {
  phoneSerial += 1;
  const { token } = await registerUser(t.app, { email: `${name}@example.com`, phone: `+7900777${String(phoneSerial).padStart(4, '0')}` });
  return userIdOf(token);
};

/** The flags the list shows for one user (found by e-mail), and whether `churn=<flag>` lists them. */
async function flagsOf(email: string) {
  const page = adminUserPageSchema.parse((await admin('GET', ADMIN_PATHS.users, undefined, { search: email })).json());
  return page.items.find((item) => item.email === email)?.churnFlags;
}
async function listedUnder(filter: ChurnFlag | 'any', email: string) {
  const page = adminUserPageSchema.parse((await admin('GET', ADMIN_PATHS.users, undefined, { search: email, churn: filter })).json());
  return page.items.some((item) => item.email === email);
}
async function userFlags(id: string) {
  return adminUserSchema.parse((await admin('GET', fillPath(ADMIN_PATHS.user, { id }))).json()).churnFlags;
}

describe('churn flags (spec section 4), computed from stored rows', () => {
  it('none on a fresh account, and the filter leaves it out', async () => {
    const id = await fresh('churn.none');
    expect(await flagsOf('churn.none@example.com')).toEqual([]);
    expect(await userFlags(id)).toEqual([]);
    expect(await listedUnder('any', 'churn.none@example.com')).toBe(false);
  });

  it('notAuthorized: a WhatsApp or MAX instance logged out', async () => {
    const id = await fresh('churn.qr');
    await t.db.query(`insert into channel_accounts (user_id, kind, name, state) values ($1, 'whatsapp', 'Front desk', 'authorized')`, [id]);
    expect(await flagsOf('churn.qr@example.com')).toEqual([]);
    await t.db.query(`update channel_accounts set state = 'notAuthorized' where user_id = $1`, [id]);
    expect(await flagsOf('churn.qr@example.com')).toEqual(['notAuthorized']);
    expect(await userFlags(id)).toEqual(['notAuthorized']);
    expect(await listedUnder('notAuthorized', 'churn.qr@example.com')).toBe(true);
    expect(await listedUnder('paymentExpires', 'churn.qr@example.com')).toBe(false);
  });

  it('paymentExpires: the paid-up-to ends within 7 days, or ended within 7 days; not one a month ahead', async () => {
    const id = await fresh('churn.pay');
    const pay = (endInDays: number) =>
      t.db.query(`insert into payments (user_id, tariff, amount, currency, success, date_begin, date_end) values ($1, 1, 2500, 'RUB', true, $2, $3)`, [
        id,
        new Date(Date.now() + (endInDays - 30) * DAY_MS).toISOString(),
        new Date(Date.now() + endInDays * DAY_MS).toISOString(),
      ]);
    await pay(-3);
    expect(await flagsOf('churn.pay@example.com')).toEqual(['paymentExpires']);
    expect(await listedUnder('paymentExpires', 'churn.pay@example.com')).toBe(true);
    await pay(30);
    expect(await flagsOf('churn.pay@example.com')).toEqual([]);
    expect(await listedUnder('paymentExpires', 'churn.pay@example.com')).toBe(false);
  });

  it('disconnectedCompany: a connected branch whose booking account the system refuses, or marks inactive', async () => {
    const id = await fresh('churn.branch');
    const [connection] = await t.db.query<{ id: string }>(
      `insert into business_connections (user_id, integration, external_id, name, webhook_secret) values ($1, 'yclients', '5551', 'Branch', 's') returning id`,
      [id],
    );
    const [account] = await t.db.query<{ id: string }>(`insert into system_accounts (user_id, kind, login, companies) values ($1, 'yclients', 'branch', $2) returning id`, [
      id,
      JSON.stringify([{ id: '5551', name: 'Branch', city: '', timezone: 'Europe/Moscow', active: true }]),
    ]);
    await t.db.query('insert into system_account_companies (account_id, source_id, connection_id) values ($1, $2, $3)', [account?.id, '5551', connection?.id]);
    expect(await flagsOf('churn.branch@example.com')).toEqual([]);

    await t.db.query(`update system_accounts set companies = $2 where id = $1`, [account?.id, JSON.stringify([{ id: '5551', name: 'Branch', city: '', timezone: 'Europe/Moscow', active: false }])]);
    expect(await flagsOf('churn.branch@example.com')).toEqual(['disconnectedCompany']);
    await t.db.query(`update system_accounts set companies = $2, last_sync_error = 'unauthorized' where id = $1`, [account?.id, JSON.stringify([{ id: '5551', name: 'Branch', city: '', timezone: 'Europe/Moscow', active: true }])]);
    expect(await flagsOf('churn.branch@example.com')).toEqual(['disconnectedCompany']);
    expect(await listedUnder('disconnectedCompany', 'churn.branch@example.com')).toBe(true);
  });

  it('competitorInstalled: while a competitor’s integration is recorded and not removed', async () => {
    const id = await fresh('churn.rival');
    const [install] = await t.db.query<{ id: string }>(`insert into competitor_installs (user_id, competitor) values ($1, 'Rival reminders') returning id`, [id]);
    expect(await flagsOf('churn.rival@example.com')).toEqual(['competitorInstalled']);
    expect(await listedUnder('competitorInstalled', 'churn.rival@example.com')).toBe(true);
    expect(await listedUnder('any', 'churn.rival@example.com')).toBe(true);
    await t.db.query('update competitor_installs set removed_at = now() where id = $1', [install?.id]);
    expect(await flagsOf('churn.rival@example.com')).toEqual([]);
  });

  it('the seeded platform shows every flag, and filters on the server with the total counted', async () => {
    for (const flag of ['notAuthorized', 'paymentExpires', 'disconnectedCompany', 'competitorInstalled'] as const) {
      const page = adminUserPageSchema.parse((await admin('GET', ADMIN_PATHS.users, undefined, { churn: flag, pageSize: '100' })).json());
      expect({ flag, some: page.total > 0, all: page.items.every((item) => item.churnFlags.includes(flag)) }).toEqual({ flag, some: true, all: true });
    }
    expect((await admin('GET', ADMIN_PATHS.users, undefined, { churn: 'unhappy' })).statusCode).toBe(400);
  });
});

describe('accidents', () => {
  it('records one with its affected users, audits it, lists it and resolves it from its version', async () => {
    const refused = await admin('POST', BACK_OFFICE_PATHS.accidents, { title: 'Webhooks late', affectedEmails: ['nobody@example.com'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { affectedEmails: 'admin.unknownUser' } });
    expect((await admin('POST', BACK_OFFICE_PATHS.accidents, { title: ' ' })).json()).toMatchObject({ fields: { title: 'required' } });

    const created = await admin('POST', BACK_OFFICE_PATHS.accidents, { title: 'Webhooks late', description: 'YCLIENTS queues', kind: 'webhookSilent', source: 'yclients', affectedEmails: ['LOTUS.spa@example.com'] });
    expect(created.statusCode).toBe(201);
    const accident = accidentSchema.parse(created.json());
    expect(accident).toMatchObject({ status: 'open', createdByEmail: ADMIN_EMAIL, affectedUsers: [{ email: 'lotus.spa@example.com' }], version: 1 });

    const open = accidentPageSchema.parse((await admin('GET', BACK_OFFICE_PATHS.accidents, undefined, { status: 'open' })).json());
    expect(open.items.map((item) => item.id)).toContain(accident.id);

    const one = fillPath(BACK_OFFICE_PATHS.accident, { id: accident.id });
    const resolved = await admin('PATCH', one, { status: 'resolved', version: 1 });
    expect(resolved.json()).toMatchObject({ status: 'resolved', resolvedAt: expect.any(String), version: 2 });
    expect((await admin('PATCH', one, { title: 'Stale', version: 1 })).statusCode).toBe(409);
    expect((await admin('GET', fillPath(BACK_OFFICE_PATHS.accident, { id: 'nope' }))).statusCode).toBe(404);

    const [entries] = await t.db.query<{ count: number }>(`select count(*)::int as count from admin_audit_log where entity = 'accident' and entity_id = $1`, [accident.id]);
    expect(entries?.count).toBe(2);
    const [update] = await t.db.query<{ before: { status: string }; after: { status: string } }>(
      `select before, after from admin_audit_log where entity = 'accident' and entity_id = $1 and action = 'update'`,
      [accident.id],
    );
    expect(update).toMatchObject({ before: { status: 'open' }, after: { status: 'resolved' } });
  });

  it('raises a provider failing for many accounts from the engine’s failed messages of the last hour', async () => {
    const users = [await fresh('fail.one'), await fresh('fail.two'), await fresh('fail.three')];
    for (const id of users) {
      const [account] = await t.db.query<{ id: string }>(`insert into channel_accounts (user_id, kind, adapter, state) values ($1, 'whatsapp', 'twilio', 'authorized') returning id`, [id]);
      await t.db.query(
        `insert into messages (user_id, dedupe_key, phone, recipient, channel, mode, channel_account_id, status, scheduled_at, failed_at)
         values ($1, gen_random_uuid()::text, '+79001112233', '+79001112233', 'whatsapp', 'combat', $2, 'failed', now(), now())`,
        [id, account?.id],
      );
    }
    const detected = detectedAccidentListSchema.parse((await admin('GET', BACK_OFFICE_PATHS.detectedAccidents)).json());
    const twilio = detected.find((accident) => accident.kind === 'providerFailing' && accident.source === 'twilio');
    expect(twilio?.failedCount).toBe(3);
    expect(twilio?.affectedUsers.map((user) => user.email).sort()).toEqual(['fail.one@example.com', 'fail.three@example.com', 'fail.two@example.com']);
  });

  it('raises a webhook source gone silent: deliveries in the last days, none for hours', async () => {
    const id = await fresh('silent.altegio');
    const [connection] = await t.db.query<{ id: string }>(
      `insert into business_connections (user_id, integration, external_id, name, webhook_secret) values ($1, 'altegio', '777', 'Quiet branch', 's') returning id`,
      [id],
    );
    const deliver = (hoursAgo: number) =>
      t.db.query(`insert into webhook_deliveries (connection_id, body_hash, received_at) values ($1, $2, $3)`, [connection?.id, `h${hoursAgo}`, new Date(Date.now() - hoursAgo * 3600 * 1000).toISOString()]);
    await deliver(30);
    await deliver(8);
    const silent = async () =>
      detectedAccidentListSchema.parse((await admin('GET', BACK_OFFICE_PATHS.detectedAccidents)).json()).find((accident) => accident.kind === 'webhookSilent' && accident.source === 'altegio');
    expect((await silent())?.affectedUsers.map((user) => user.email)).toContain('silent.altegio@example.com');
    await deliver(1);
    expect(await silent()).toBeUndefined();
  });
});

describe('a user’s dialogues (POST Admin/Users/{id}/Dialogues {count, date})', () => {
  it('answers the newest `count` started before `date`, says whether older ones remain, and 404 for no user', async () => {
    const id = await fresh('dialogues.owner');
    const [bot] = await t.db.query<{ id: string }>(`insert into copilot_bots (user_id, name, language, temperature, model, pause_minutes) values ($1, 'Front desk bot', 'en', 0.3, 'gpt-4o-mini', 30) returning id`, [id]);
    for (const hoursAgo of [1, 2, 3]) {
      await t.db.query(`insert into copilot_bot_dialogues (bot_id, client_phone, started_at, messages, cost_cents) values ($1, $2, $3, 4, 12)`, [
        bot?.id,
        `+7900000000${hoursAgo}`,
        new Date(Date.now() - hoursAgo * 3600 * 1000).toISOString(),
      ]);
    }
    const url = fillPath(BACK_OFFICE_PATHS.userDialogues, { id });
    const first = userDialoguesSchema.parse((await admin('POST', url, { count: 2 })).json());
    expect(first.items.map((item) => item.clientPhone)).toEqual(['+79000000001', '+79000000002']);
    expect(first).toMatchObject({ hasMore: true, items: [{ botName: 'Front desk bot', messages: 4, costCents: 12 }, {}] });
    const older = userDialoguesSchema.parse((await admin('POST', url, { count: 2, date: first.items[1]?.startedAt })).json());
    expect(older).toEqual({ hasMore: false, items: [expect.objectContaining({ clientPhone: '+79000000003' })] });
    expect((await admin('POST', url, { count: 0 })).statusCode).toBe(400);
    expect((await admin('POST', fillPath(BACK_OFFICE_PATHS.userDialogues, { id: 'nobody' }), {})).statusCode).toBe(404);
  });
});

describe('act as support: a user’s flows and mailings, read only', () => {
  it('answers the owner’s flows and mailings as their lists show them, and offers no write', async () => {
    const [demo] = await t.db.query<{ id: string }>('select id from users where email = $1', [DEMO_EMAIL]);
    const url = fillPath(BACK_OFFICE_PATHS.userSupportView, { id: demo?.id ?? '' });
    const view = supportViewSchema.parse((await admin('GET', url)).json());
    const [flows] = await t.db.query<{ count: number }>('select count(*)::int as count from flows where user_id = $1', [demo?.id]);
    expect(view.flows).toHaveLength(Math.min(100, flows?.count ?? 0));
    expect(view.flows.length).toBeGreaterThan(0);
    expect(view.flows[0]).toEqual(expect.objectContaining({ title: expect.any(String), status: expect.any(String), sent30d: expect.any(Number) }));
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'] as const) expect((await admin(method, url, method === 'DELETE' ? undefined : {})).statusCode).toBe(405);
    expect((await admin('GET', fillPath(BACK_OFFICE_PATHS.userSupportView, { id: 'nobody' }))).statusCode).toBe(404);
  });
});

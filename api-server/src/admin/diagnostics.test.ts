import { BACK_OFFICE_PATHS, companyStatusSchema, newClientPageSchema, outgoingVolumeSchema, userDiagnosticsSchema } from '@cabinet/api/admin';
import { fillPath } from '@cabinet/api/contract';
import { SMS_MODULE_TARIFF } from '@cabinet/api/flows';
import { ADMIN_EMAIL, DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, signIn, userIdOf } from '../testing/requests';
import { flowGateOf } from './diagnostics';

let t: TestApp;
let admin: ReturnType<typeof callAs>;
let demoId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = callAs(t.app, (await signIn(t.app, ADMIN_EMAIL, DEMO_PASSWORD)).token);
  demoId = userIdOf((await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD)).token);
});
afterAll(async () => {
  await t.close();
});

const diagnosticsOf = async (id: string) => {
  const response = await admin('GET', fillPath(BACK_OFFICE_PATHS.userDiagnostics, { id }));
  expect(response.statusCode).toBe(200);
  return userDiagnosticsSchema.parse(response.json());
};

describe('a user’s diagnostics', () => {
  it('reads the channels, connections with their webhooks, quota and messages from the stored rows', async () => {
    const [stored] = await t.db.query<{ available_notifications_count: number }>('select available_notifications_count from users where id = $1', [demoId]);
    const [deliveries] = await t.db.query<{ count: number }>(
      'select count(*)::int as count from webhook_deliveries w join business_connections bc on bc.id = w.connection_id where bc.user_id = $1',
      [demoId],
    );
    const found = await diagnosticsOf(demoId);
    expect(found).toMatchObject({ userId: demoId, email: DEMO_EMAIL, quota: { availableMessages: stored?.available_notifications_count } });
    expect(found.channels.length).toBeGreaterThan(0);
    expect(found.connections.length).toBeGreaterThan(0);
    expect(found.connections.reduce((sum, connection) => sum + connection.webhooksCount, 0)).toBe(deliveries?.count);
    expect(found.lastMessages.length).toBeGreaterThan(0);
    // Newest first, as support reads a log.
    const times = found.lastMessages.map((message) => message.scheduledAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows a failed message with the engine’s reason, counted among the week’s problems', async () => {
    const before = await diagnosticsOf(demoId);
    const countOf = (d: typeof before) => d.problems.find((p) => p.status === 'failed' && p.reason === 'channelNotAuthorized')?.count ?? 0;
    const [message] = await t.db.query<{ id: string }>(
      `insert into messages (user_id, dedupe_key, phone, recipient, client_name, channel, mode, status, reason, reason_detail, reason_params, scheduled_at, failed_at)
       values ($1, 'diagnostics-test', '+79160000001', '+79160000001', 'Irina Test', 'whatsapp', 'combat', 'failed', 'channelNotAuthorized',
               'The instance is not authorised', '{"code":"providerAnswer","text":"The instance is not authorised"}', now() + interval '1 minute', now()) returning id`,
      [demoId],
    );
    const after = await diagnosticsOf(demoId);
    expect(after.lastProblems[0]).toMatchObject({
      id: message?.id,
      status: 'failed',
      reason: 'channelNotAuthorized',
      // The detail as a code the screen words, the provider's own words kept apart (issue 31).
      reasonParams: { code: 'providerAnswer', text: 'The instance is not authorised' },
      reasonDetail: 'The instance is not authorised',
      clientName: 'Irina Test',
    });
    expect(after.lastMessages[0]?.id).toBe(message?.id);
    expect(countOf(after)).toBe(countOf(before) + 1);
  });

  it('lists as latest what was due, not the queue of days ahead: a message planned for tomorrow is only counted as waiting', async () => {
    const [tomorrow] = await t.db.query<{ id: string }>(
      `insert into messages (user_id, dedupe_key, phone, recipient, client_name, channel, mode, status, scheduled_at)
       values ($1, 'diagnostics-tomorrow', '+79160000002', '+79160000002', 'Olga Later', 'whatsapp', 'combat', 'queued', now() + interval '1 day') returning id`,
      [demoId],
    );
    const found = await diagnosticsOf(demoId);
    expect(found.lastMessages.map((message) => message.id)).not.toContain(tomorrow?.id);
    // Due ones still waiting stay in: a message overdue in the queue is what support looks for.
    expect(found.lastMessages.every((message) => message.status !== 'queued' || Date.parse(message.scheduledAt) <= Date.now())).toBe(true);
    expect(found.lastMessages.some((message) => message.sentAt !== null)).toBe(true);
  });

  it('lists the flows the tariff stops, and says which rule stops each', async () => {
    expect(flowGateOf('visitReminder', 'working', 1)).toBeNull();
    expect(flowGateOf('visitReminder', 'unavailable', 1)).toBe('unavailable');
    await t.db.query('update users set major_tariff = $2 where id = $1', [demoId, SMS_MODULE_TARIFF]);
    const gated = await diagnosticsOf(demoId);
    const [flow] = await t.db.query<{ id: string }>(`select id from flows where user_id = $1 and status not in ('done', 'canceled') and type <> 'sms' order by created_at, id limit 1`, [demoId]);
    expect(flowGateOf('visitReminder', 'working', SMS_MODULE_TARIFF)).toBe('smsTariffOnly');
    expect(gated.tariff).toMatchObject({ majorTariff: SMS_MODULE_TARIFF });
    expect(gated.tariff.gatedFlows).toContainEqual(expect.objectContaining({ id: flow?.id, gate: 'smsTariffOnly' }));
  });

  it('answers 404 for a user that does not exist', async () => {
    const missing = await admin('GET', fillPath(BACK_OFFICE_PATHS.userDiagnostics, { id: '00000000-0000-4000-8000-000000000000' }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'ADMIN_USER_NOT_FOUND' });
  });
});

describe('a connected company’s status', () => {
  const statusOf = async (companyId: string) => {
    const response = await admin('GET', fillPath(BACK_OFFICE_PATHS.companyStatus, { companyId }));
    expect(response.statusCode).toBe(200);
    return companyStatusSchema.parse(response.json());
  };

  it('shows its booking system, webhook deliveries, what it holds and its latest events, newest first', async () => {
    const [company] = await t.db.query<{ id: string; name: string; connection_id: string; clients: number }>(
      `select co.id, co.name, co.connection_id, (select count(*)::int from clients c where c.company_id = co.id) as clients
       from companies co where co.user_id = $1 and exists (select 1 from visits v where v.company_id = co.id) order by co.created_at, co.id limit 1`,
      [demoId],
    );
    if (!company) throw new Error('the demo has a company');
    const [visit] = await t.db.query<{ id: string }>('select id from visits where company_id = $1 order by starts_at desc limit 1', [company.id]);
    const [event] = await t.db.query<{ id: string }>(
      `insert into business_events (user_id, kind, visit_id, occurred_at) values ($1, 'visitChanged', $2, now() + interval '1 hour') returning id`,
      [demoId, visit?.id],
    );
    const [deliveries] = await t.db.query<{ count: number }>('select count(*)::int as count from webhook_deliveries where connection_id = $1', [company.connection_id]);
    const status = await statusOf(company.id);
    expect(status).toMatchObject({ companyId: company.id, name: company.name, userId: demoId, userEmail: DEMO_EMAIL, counts: { clients: company.clients } });
    expect(status.connection).toMatchObject({ id: company.connection_id, webhooksCount: deliveries?.count });
    expect(status.lastEvents[0]).toMatchObject({ id: event?.id, kind: 'visitChanged', processedAt: null });
    expect(status.unprocessedEvents).toBeGreaterThan(0);
  });

  it('answers 404 for a company that does not exist', async () => {
    const missing = await admin('GET', fillPath(BACK_OFFICE_PATHS.companyStatus, { companyId: 'nope' }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'ADMIN_COMPANY_NOT_FOUND' });
  });
});

describe('the platform’s outgoing volume', () => {
  it('counts every account’s messages by UTC day, channel and status, and what waits to go now, as the log holds them', async () => {
    const response = await admin('GET', `${BACK_OFFICE_PATHS.outgoing}?days=3`);
    expect(response.statusCode).toBe(200);
    const volume = outgoingVolumeSchema.parse(response.json());
    expect(volume.days).toBe(3);
    const [stored] = await t.db.query<{ count: number }>(
      `select count(*)::int as count from messages
       where scheduled_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - interval '2 days'
         and scheduled_at < date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' + interval '1 day'`,
    );
    expect(volume.byDay.reduce((sum, row) => sum + row.count, 0)).toBe(stored?.count);
    expect(new Set(volume.byDay.map((row) => row.day)).size).toBeLessThanOrEqual(3);
    const [waiting] = await t.db.query<{ count: number }>(`select count(*)::int as count from messages where status in ('queued', 'waitingWindow', 'sending')`);
    expect(volume.pending.reduce((sum, row) => sum + row.count, 0)).toBe(waiting?.count);
  });

  it('refuses a period over 90 days at the field', async () => {
    const refused = await admin('GET', `${BACK_OFFICE_PATHS.outgoing}?days=91`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { days: expect.any(String) } });
  });
});

describe('new clients and early churn', () => {
  const pageOf = async (query: string) => {
    const response = await admin('GET', `${BACK_OFFICE_PATHS.newClients}?${query}`);
    expect(response.statusCode).toBe(200);
    return newClientPageSchema.parse(response.json());
  };

  it('lists a registration with the source it stored, its quick start, and no churn verdict while its first days run', async () => {
    const id = userIdOf((await registerUser(t.app, { email: 'fresh.salon@example.com', utmTag: 'instagram' })).token);
    const found = await pageOf('search=fresh.salon');
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ id, email: 'fresh.salon@example.com', utmTag: 'instagram', clientHost: expect.any(String), marketplace: null, quickStart: 'notStarted', sentEarly: null, paidEarly: null, churned: null });
    // Staff are not clients.
    expect((await pageOf('search=admin@example.com')).total).toBe(0);
  });

  it('flags early churn once the first days passed with nothing sent or paid, and filters by it on the server', async () => {
    const id = userIdOf((await registerUser(t.app, { email: 'gone.quiet@example.com', utmTag: 'ads' })).token);
    await t.db.query(`update users set created_at = now() - interval '10 days' where id = $1`, [id]);
    const churned = await pageOf('churned=true&churnDays=7&pageSize=100');
    expect(churned.items.find((item) => item.id === id)).toMatchObject({ sentEarly: false, paidEarly: false, churned: true });
    expect(churned.items.every((item) => item.churned === true)).toBe(true);
    // Within a 14-day window its first days still run.
    expect((await pageOf('search=gone.quiet&churnDays=14')).items[0]).toMatchObject({ churned: null });
    // Registered 10 days ago: outside a 5-day period.
    expect((await pageOf('search=gone.quiet&days=5')).total).toBe(0);
  });
});

import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { fillPath } from '@cabinet/api/contract';
import { BUSINESS_PATHS, type BusinessWebhookInput } from '@cabinet/api/business';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { insertFlow, insertSalon } from '../messaging/testing';
import { manualClock } from '../platform/clock';
import type { Db } from '../platform/db/Db';
import { manualJobQueue } from '../platform/jobs/manualJobQueue';
import { openTestDb, TEST_JWT_SECRET } from '../testing/createTestApp';

const NOW = '2026-11-25T09:00:00Z';
const clock = manualClock(NOW);
const jobs = manualJobQueue(clock);
let db: Db;
let app: FastifyInstance;
let salon: Awaited<ReturnType<typeof insertSalon>>;
let companySource: string;
let secret: string;

beforeAll(async () => {
  const config = loadConfig({ API_MODE: 'development', DATABASE_URL: 'memory://', JWT_SECRET: TEST_JWT_SECRET, PORT: '3100' }, { appDir: '/nonexistent/api-server' });
  db = await openTestDb('migrated');
  salon = await insertSalon(db);
  const [company] = await db.query<{ source_id: string }>('select source_id from companies where id = $1', [salon.companyId]);
  companySource = company?.source_id ?? '';
  const [connection] = await db.query<{ webhook_secret: string }>('select webhook_secret from business_connections where id = $1', [salon.connectionId]);
  secret = connection?.webhook_secret ?? '';
  app = await buildApp(config, db, { logger: false, clock, jobs });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const url = (connectionId = salon.connectionId, integration = 'yclients') => '/' + fillPath(BUSINESS_PATHS.webhook, { integration, connectionId });
const sign = (body: string, key = secret) => 'sha256=' + createHmac('sha256', key).update(body).digest('hex');

function post(change: BusinessWebhookInput | string, options: { signature?: string | null; connectionId?: string; integration?: string } = {}) {
  const body = typeof change === 'string' ? change : JSON.stringify(change);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature = options.signature === undefined ? sign(body) : options.signature;
  if (signature !== null) headers['x-cabinet-signature'] = signature;
  return app.inject({ method: 'POST', url: url(options.connectionId, options.integration), headers, payload: body });
}

let serial = 0;
function booking(startsAt: string, fields: { phone?: string; attendance?: -1 | 0 | 1 | 2; status?: 'create' | 'update'; id?: string } = {}): BusinessWebhookInput {
  serial += 1;
  return {
    company_id: companySource,
    resource: 'record',
    resource_id: fields.id ?? `rec-${serial}`,
    status: fields.status ?? 'create',
    data: {
      datetime: startsAt,
      seance_length: 5400,
      client: { id: 1000 + serial, name: 'Мария Иванова', phone: fields.phone ?? '+7 (916) 555-00-04' },
      staff: { id: 'master-1', name: 'Ольга' },
      services: [{ id: 'cut', title: 'Стрижка', cost: 1500 }],
      attendance: fields.attendance ?? 0,
    },
  };
}

const visitOf = async (sourceId: string) =>
  (await db.query<{ id: string; starts_at: Date; status: string; canceled_at: Date | null; duration_minutes: number; price: string }>(
    'select id, starts_at, status, canceled_at, duration_minutes, price from visits where company_id = $1 and source_id = $2',
    [salon.companyId, sourceId],
  ))[0];
const eventsOf = async (visitId: string) => (await db.query<{ kind: string }>('select kind from business_events where visit_id = $1 order by created_at', [visitId])).map((row) => row.kind);

describe('the booking system webhook', () => {
  it('stores a new booking with its client, master and service, and wakes the engine', async () => {
    const response = await post(booking('2026-11-26T12:00:00+03:00', { id: 'rec-new' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ duplicate: false, unknown: false });
    const visit = await visitOf('rec-new');
    expect(visit).toMatchObject({ status: 'waiting', canceled_at: null, duration_minutes: 90, price: '1500.00' });
    expect(visit?.starts_at.toISOString()).toBe('2026-11-26T09:00:00.000Z');
    const [client] = await db.query<{ phone: string; name: string }>('select c.phone, c.name from clients c join visits v on v.client_id = c.id where v.id = $1', [visit?.id]);
    expect(client).toEqual({ phone: '+79165550004', name: 'Мария Иванова' });
    expect(await eventsOf(visit?.id ?? '')).toEqual(['visitCreated']);
    expect(jobs.pending().some((job) => job.queue === 'business-events')).toBe(true);
  });

  it('applies a delivery replayed with the same body once', async () => {
    const change = booking('2026-11-27T12:00:00+03:00', { id: 'rec-replayed' });
    expect((await post(change)).json()).toEqual({ duplicate: false, unknown: false });
    expect((await post(change)).json()).toEqual({ duplicate: true, unknown: false });
    const visit = await visitOf('rec-replayed');
    expect(await eventsOf(visit?.id ?? '')).toEqual(['visitCreated']);
    const [count] = await db.query<{ n: number }>("select count(*)::int as n from visits where source_id = 'rec-replayed'");
    expect(count?.n).toBe(1);
  });

  it('applies the same change re-sent with other formatting once: spacing, key order, an id as number or text, a default spelled out', async () => {
    const first: BusinessWebhookInput = {
      company_id: companySource,
      resource: 'record',
      resource_id: 'rec-reformatted',
      status: 'create',
      data: { datetime: '2026-11-27T14:00:00+03:00', seance_length: 5400, client: { id: 7001, name: 'Анна Петрова', phone: '+79165550007' }, services: [{ id: 'cut', title: 'Стрижка', cost: 1500 }] },
    };
    expect((await post(first)).json()).toEqual({ duplicate: false, unknown: false });
    const reformatted = `{
      "data": {
        "services": [ { "cost": 1500, "title": "Стрижка", "id": "cut" } ],
        "online": true,
        "client": { "phone": "+79165550007", "name": "Анна Петрова", "id": "7001" },
        "seance_length": 5400,
        "datetime": "2026-11-27T14:00:00+03:00"
      },
      "status": "create", "resource_id": "rec-reformatted", "resource": "record", "company_id": ${JSON.stringify(companySource)}
    }`;
    expect((await post(reformatted)).json()).toEqual({ duplicate: true, unknown: false });
    const visit = await visitOf('rec-reformatted');
    expect(await eventsOf(visit?.id ?? '')).toEqual(['visitCreated']);
  });

  it('applies the same delivery sent to two processes at once once', async () => {
    const body = JSON.stringify(booking('2026-11-27T16:00:00+03:00', { id: 'rec-concurrent' }));
    // Two apps on one database stand for two processes; on PostgreSQL (npm run test:postgres) they race on
    // separate connections.
    const config = loadConfig({ API_MODE: 'development', DATABASE_URL: 'memory://', JWT_SECRET: TEST_JWT_SECRET, PORT: '3100' }, { appDir: '/nonexistent/api-server' });
    const other = await buildApp(config, db, { logger: false, clock, jobs });
    try {
      const send = (target: FastifyInstance) =>
        target.inject({ method: 'POST', url: url(), headers: { 'content-type': 'application/json', 'x-cabinet-signature': sign(body) }, payload: body });
      const answers = await Promise.all([send(app), send(other), send(app), send(other)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      expect(answers.filter((answer) => answer.json<{ duplicate: boolean }>().duplicate === false)).toHaveLength(1);
      const visit = await visitOf('rec-concurrent');
      expect(await eventsOf(visit?.id ?? '')).toEqual(['visitCreated']);
    } finally {
      await other.close();
    }
  });

  it('moves a booking on update, marks its attendance, and cancels it on delete', async () => {
    await post(booking('2026-11-28T12:00:00+03:00', { id: 'rec-moved' }));
    await post(booking('2026-11-28T15:00:00+03:00', { id: 'rec-moved', status: 'update', attendance: 2 }));
    const moved = await visitOf('rec-moved');
    expect(moved?.starts_at.toISOString()).toBe('2026-11-28T12:00:00.000Z');
    expect(moved?.status).toBe('confirmed');
    const deleted = await post({ company_id: companySource, resource: 'record', resource_id: 'rec-moved', status: 'delete' });
    expect(deleted.json()).toEqual({ duplicate: false, unknown: false });
    expect((await visitOf('rec-moved'))?.canceled_at).not.toBeNull();
    expect(await eventsOf(moved?.id ?? '')).toEqual(['visitCreated', 'visitChanged', 'visitCanceled']);
    // A late update does not revive a canceled booking.
    await post(booking('2026-11-28T16:00:00+03:00', { id: 'rec-moved', status: 'update' }));
    expect(await eventsOf(moved?.id ?? '')).toEqual(['visitCreated', 'visitChanged', 'visitCanceled']);
  });

  it('answers unknown for a delete of a record it never saw', async () => {
    const response = await post({ company_id: companySource, resource: 'record', resource_id: 'never-seen', status: 'delete' });
    expect(response.json()).toEqual({ duplicate: false, unknown: true });
  });

  it('records an order and an event only when its status changes', async () => {
    const order = (status: 'Unconfirmed' | 'OnWay') => ({
      company_id: companySource,
      resource: 'order' as const,
      resource_id: 'ord-1',
      status: 'update' as const,
      data: { number: 'A-17', sum: 2350, status, delivery_type: 'DeliveryByCourier' as const, address: 'ул. Ленина, 5', client: { id: 'c-ord', name: 'Пётр', phone: '+79165550099' } },
    });
    await post(order('Unconfirmed'));
    await post({ ...order('Unconfirmed'), data: { ...order('Unconfirmed').data, sum: 2400 } });
    await post(order('OnWay'));
    const rows = await db.query<{ kind: string }>(
      "select e.kind from business_events e join orders o on o.id = e.order_id where o.source_id = 'ord-1' order by e.created_at",
    );
    expect(rows.map((row) => row.kind)).toEqual(['orderStatusChanged', 'orderStatusChanged']);
  });

  it('creates a branch it has not seen with the time zone the change names', async () => {
    const response = await post({ ...booking('2026-11-26T12:00:00+05:00'), company_id: 'ekb-1', company: { name: 'Екатеринбург', city: 'Екатеринбург', timezone: 'Asia/Yekaterinburg' } });
    expect(response.statusCode).toBe(200);
    const [company] = await db.query<{ name: string; timezone: string }>("select name, timezone from companies where source_id = 'ekb-1'");
    expect(company).toEqual({ name: 'Екатеринбург', timezone: 'Asia/Yekaterinburg' });
  });

  it('refuses a missing or wrong signature with 401 and changes nothing', async () => {
    const change = booking('2026-11-29T12:00:00+03:00', { id: 'rec-forged' });
    expect((await post(change, { signature: null })).statusCode).toBe(401);
    expect((await post(change, { signature: sign(JSON.stringify(change), 'guessed') })).statusCode).toBe(401);
    expect((await post(change, { signature: sign(JSON.stringify({ ...change, resource_id: 'other' })) })).statusCode).toBe(401);
    expect(await visitOf('rec-forged')).toBeUndefined();
  });

  it('answers 404 for an unknown connection or the wrong integration', async () => {
    const change = booking('2026-11-29T12:00:00+03:00');
    expect((await post(change, { connectionId: '00000000-0000-4000-8000-000000000000' })).json()).toMatchObject({ code: 'CONNECTION_NOT_FOUND' });
    expect((await post(change, { connectionId: 'nope' })).statusCode).toBe(404);
    expect((await post(change, { integration: 'iikocrm' })).statusCode).toBe(404);
  });

  it('refuses a malformed change with 400 naming the field, never a 500', async () => {
    const good = booking('2026-11-29T12:00:00+03:00');
    const cases: Array<[unknown, string]> = [
      [{ ...good, data: { ...('data' in good ? good.data : {}), datetime: 'tomorrow' } }, 'data.datetime'],
      [{ ...good, data: { ...('data' in good ? good.data : {}), client: { id: 1, name: 'Bad\u0000name' } } }, 'data.client.name'],
      [{ ...good, resource: 'invoice' }, 'resource'],
      [{ ...good, company: { timezone: 'Mars/Olympus' } }, 'company.timezone'],
    ];
    for (const [change, field] of cases) {
      const response = await post(JSON.stringify(change));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ fields?: Record<string, string> }>().fields ?? {})).toContain(field);
    }
    const broken = await post('{"company_id":');
    expect(broken.statusCode).toBe(400);
  });

  it('reminds a client booked 90 minutes ahead at once through the engine', async () => {
    const flowId = await insertFlow(db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120, content: 'Ждём вас в {recordTime}' } });
    await post(booking('2026-11-25T13:30:00+03:00', { id: 'rec-soon', phone: '+79165550104' }));
    await jobs.drain();
    const messages = await db.query<{ status: string; text: string }>("select status, text from messages where flow_id = $1 and phone = '+79165550104'", [flowId]);
    expect(messages).toEqual([{ status: 'sent', text: 'Ждём вас в 13:30' }]);
  });
});

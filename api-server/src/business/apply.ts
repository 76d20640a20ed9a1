import { ATTENDANCE, type BusinessWebhook } from '@cabinet/api/business';
import { normalizePhone } from '@cabinet/api/phone';
import type { Queryable } from '../platform/db/Db';

/**
 * Applies one webhook change to the business data, inside the caller's transaction: rows upserted by
 * the source's ids, and a business_events row for every change the engine must react to (a new or
 * changed visit, a canceled one, an order's new status). Answers how many events it wrote, and whether
 * the change named a row the cabinet does not hold.
 */
export interface Applied {
  events: number;
  unknown: boolean;
}

interface Target {
  userId: string;
  connectionId: string;
}

type Client = { id: string; name: string; phone?: string | null | undefined; birthday?: string | null | undefined; category_id?: string | null | undefined };

async function event(tx: Queryable, userId: string, kind: string, ids: { visitId?: string; orderId?: string }): Promise<void> {
  await tx.query(`insert into business_events (user_id, kind, visit_id, order_id, occurred_at) values ($1, $2, $3, $4, now())`, [
    userId,
    kind,
    ids.visitId ?? null,
    ids.orderId ?? null,
  ]);
}

async function upsertCompany(tx: Queryable, target: Target, change: BusinessWebhook): Promise<string> {
  const company = change.company ?? {};
  const [row] = await tx.query<{ id: string }>(
    `insert into companies (user_id, connection_id, source_id, name, city, address, timezone, booking_url)
     values ($1, $2, $3, coalesce($4, $5), coalesce($6, ''), coalesce($7, ''), coalesce($8, 'Europe/Moscow'), $9)
     on conflict (connection_id, source_id) do update set
       name = coalesce($4, companies.name), city = coalesce($6, companies.city),
       address = coalesce($7, companies.address), timezone = coalesce($8, companies.timezone),
       booking_url = coalesce($9, companies.booking_url)
     returning id`,
    [target.userId, target.connectionId, change.company_id, company.name ?? null, `Branch ${change.company_id}`, company.city ?? null, company.address ?? null, company.timezone ?? null, company.booking_url ?? null],
  );
  if (!row) throw new Error('The company upsert returned nothing');
  return row.id;
}

/** The client by the source's id, created or brought up to date; fields the change leaves out keep their value. */
async function upsertClient(tx: Queryable, userId: string, companyId: string, client: Client): Promise<string> {
  // An invalid phone is stored as none: such a client gets no message, rather than a message that fails.
  const phone = client.phone === undefined ? undefined : client.phone === null ? null : normalizePhone(client.phone);
  const [row] = await tx.query<{ id: string }>(
    `insert into clients (user_id, company_id, source_id, name, phone, birthday, category_id)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (company_id, source_id) do update set
       name = case when $4 = '' then clients.name else $4 end,
       phone = case when $8 then $5 else clients.phone end,
       birthday = case when $9 then $6::date else clients.birthday end,
       category_id = case when $10 then $7 else clients.category_id end
     returning id`,
    [
      userId,
      companyId,
      client.id,
      client.name,
      phone ?? null,
      client.birthday ?? null,
      client.category_id ?? null,
      phone !== undefined,
      client.birthday !== undefined,
      client.category_id !== undefined,
    ],
  );
  if (!row) throw new Error('The client upsert returned nothing');
  return row.id;
}

async function applyRecord(tx: Queryable, target: Target, companyId: string, change: Extract<BusinessWebhook, { resource: 'record' }>): Promise<Applied> {
  if (change.status === 'delete') {
    const rows = await tx.query<{ id: string }>(
      `update visits set canceled_at = now(), updated_at = now()
        where company_id = $1 and source_id = $2 and canceled_at is null returning id`,
      [companyId, change.resource_id],
    );
    const [visit] = rows;
    if (!visit) return { events: 0, unknown: true };
    await event(tx, target.userId, 'visitCanceled', { visitId: visit.id });
    return { events: 1, unknown: false };
  }
  const record = change.data;
  const clientId = record.client ? await upsertClient(tx, target.userId, companyId, record.client) : null;
  let staffId: string | null = null;
  if (record.staff) {
    const [staff] = await tx.query<{ id: string }>(
      `insert into staff (user_id, company_id, source_id, name) values ($1, $2, $3, $4)
       on conflict (company_id, source_id) do update set name = excluded.name returning id`,
      [target.userId, companyId, record.staff.id, record.staff.name],
    );
    staffId = staff?.id ?? null;
  }
  for (const service of record.services) {
    await tx.query(
      `insert into services (user_id, company_id, source_id, title, category_id, category_title, price) values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (company_id, source_id) do update set title = excluded.title,
         category_id = coalesce(excluded.category_id, services.category_id), category_title = coalesce(excluded.category_title, services.category_title),
         price = excluded.price`,
      [target.userId, companyId, service.id, service.title, service.category_id ?? null, service.category_title ?? null, service.cost ?? 0],
    );
  }
  const price = record.cost ?? record.services.reduce((sum, service) => sum + (service.cost ?? 0), 0);
  const [visit] = await tx.query<{ id: string; inserted: boolean; was_canceled: boolean }>(
    `insert into visits (user_id, company_id, source_id, client_id, staff_id, service_ids, starts_at, duration_minutes, status, record_type, price)
     values ($1, $2, $3, $4, $5, $6::text[], $7, $8, $9, $10, $11)
     on conflict (company_id, source_id) do update set client_id = excluded.client_id, staff_id = excluded.staff_id,
       service_ids = excluded.service_ids, starts_at = excluded.starts_at, duration_minutes = excluded.duration_minutes,
       status = excluded.status, record_type = excluded.record_type, price = excluded.price, updated_at = now()
     returning id, (xmax = 0) as inserted, canceled_at is not null as was_canceled`,
    [
      target.userId,
      companyId,
      change.resource_id,
      clientId,
      staffId,
      record.services.map((service) => service.id),
      record.datetime,
      Math.round(record.seance_length / 60),
      ATTENDANCE[`${record.attendance}`],
      record.online ? 'online' : 'offline',
      price,
    ],
  );
  if (!visit) throw new Error('The visit upsert returned nothing');
  // A canceled visit stays canceled: its reminders stopped, and a late update does not revive them.
  if (visit.was_canceled) return { events: 0, unknown: false };
  await event(tx, target.userId, visit.inserted ? 'visitCreated' : 'visitChanged', { visitId: visit.id });
  return { events: 1, unknown: false };
}

async function applyOrder(tx: Queryable, target: Target, companyId: string, change: Extract<BusinessWebhook, { resource: 'order' }>): Promise<Applied> {
  if (change.status === 'delete') {
    const [order] = await tx.query<{ id: string }>(
      `update orders set status = 'Cancelled', updated_at = now() where company_id = $1 and source_id = $2 and status <> 'Cancelled' returning id`,
      [companyId, change.resource_id],
    );
    if (!order) return { events: 0, unknown: true };
    await event(tx, target.userId, 'orderStatusChanged', { orderId: order.id });
    return { events: 1, unknown: false };
  }
  const data = change.data;
  const clientId = data.client ? await upsertClient(tx, target.userId, companyId, data.client) : null;
  const [before] = await tx.query<{ status: string }>(`select status from orders where company_id = $1 and source_id = $2 for update`, [companyId, change.resource_id]);
  const [order] = await tx.query<{ id: string }>(
    `insert into orders (user_id, company_id, source_id, client_id, number, sum, status, delivery_type, address, payment_url)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (company_id, source_id) do update set client_id = coalesce(excluded.client_id, orders.client_id), number = excluded.number,
       sum = excluded.sum, status = excluded.status, delivery_type = excluded.delivery_type, address = excluded.address,
       payment_url = coalesce(excluded.payment_url, orders.payment_url), updated_at = now()
     returning id`,
    [target.userId, companyId, change.resource_id, clientId, data.number, data.sum, data.status, data.delivery_type ?? null, data.address ?? '', data.payment_url ?? null],
  );
  if (!order) throw new Error('The order upsert returned nothing');
  if (before?.status === data.status) return { events: 0, unknown: false };
  await event(tx, target.userId, 'orderStatusChanged', { orderId: order.id });
  return { events: 1, unknown: false };
}

async function applyClient(tx: Queryable, target: Target, companyId: string, change: Extract<BusinessWebhook, { resource: 'client' }>): Promise<Applied> {
  if (change.status === 'delete') {
    // The visits keep the client (the log names who got what); their contact details go.
    const rows = await tx.query(`update clients set phone = null, name = '', birthday = null where company_id = $1 and source_id = $2 returning id`, [
      companyId,
      change.resource_id,
    ]);
    return { events: 0, unknown: rows.length === 0 };
  }
  await upsertClient(tx, target.userId, companyId, { id: change.resource_id, ...change.data });
  return { events: 0, unknown: false };
}

export async function applyWebhook(tx: Queryable, target: Target, change: BusinessWebhook): Promise<Applied> {
  const companyId = await upsertCompany(tx, target, change);
  switch (change.resource) {
    case 'record':
      return applyRecord(tx, target, companyId, change);
    case 'order':
      return applyOrder(tx, target, companyId, change);
    case 'client':
      return applyClient(tx, target, companyId, change);
  }
}

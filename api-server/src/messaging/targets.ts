import { FLOW_INTEGRATIONS, RECORD_STATUSES, RECORD_TYPES } from '@cabinet/api/flows';
import { ORDER_STATUSES } from '@cabinet/api/business';
import { z } from 'zod';
import type { Queryable } from '../platform/db/Db';
import { sqlParams, type SqlParams } from '../platform/db/sql';
import type { Target, TargetVisit } from './types';
import { safeTimeZone } from './zone';

/*
 * Loading what messages are about (branch, client, visit, order) with the facts the filters read, in one
 * query per batch. Each loader takes the rest of its WHERE clause, written against the aliases v (visit),
 * c (client), o (order), co (branch), bc (connection), with parameters from the same `sqlParams`.
 */

/** A visit that took place: kept, begun, and not "did not come". */
const TAKEN = (alias: string, now: string) =>
  `(${alias}.canceled_at is null and ${alias}.removed_at is null and ${alias}.status <> 'notCome' and ${alias}.starts_at < ${now})`;

const VISIT_COLUMNS = (v: string, prefix: string) => `
  ${v}.id as ${prefix}id, ${v}.starts_at as ${prefix}starts_at, ${v}.duration_minutes as ${prefix}duration_minutes,
  ${v}.status as ${prefix}status, ${v}.record_type as ${prefix}record_type, ${v}.service_ids as ${prefix}service_ids,
  ${v}.price::float8 as ${prefix}price, ${v}.canceled_at as ${prefix}canceled_at, ${v}.removed_at as ${prefix}removed_at,
  ${v}.staff_id as ${prefix}staff_id`;

/** The services' titles (in the visit's order) and categories, and the master, of the visit aliased `v`. */
const VISIT_DETAILS = (v: string, prefix: string) => `
  left join staff ${prefix}st on ${prefix}st.id = ${v}.staff_id
  left join lateral (
    select coalesce(array_agg(s.title order by array_position(${v}.service_ids, s.source_id)), '{}') as titles,
           coalesce(array_agg(distinct s.category_id) filter (where s.category_id is not null), '{}') as category_ids
    from services s where s.company_id = ${v}.company_id and s.source_id = any(${v}.service_ids)
  ) ${prefix}sv on true`;

const VISIT_DETAIL_COLUMNS = (prefix: string) =>
  `${prefix}st.source_id as ${prefix}staff_source_id, ${prefix}st.name as ${prefix}staff_name, ${prefix}sv.titles as ${prefix}service_titles,
   ${prefix}sv.category_ids as ${prefix}category_ids`;

const COMPANY_COLUMNS = `co.id as company_id, co.name as company_name, co.address as company_address, co.phone as company_phone,
  co.timezone as company_timezone, co.booking_url as company_booking_url, bc.integration as company_integration`;

const CLIENT_COLUMNS = `c.id as client_id, c.name as client_name, c.phone as client_phone, c.category_id as client_category_id,
  f.visit_count, (f.visits_money + fo.orders_money) as money_spent, f.last_visit_at, f.next_visit_at, fm.last_messaged_at`;

/** The client's facts as of `now`; `exceptVisit` is a column or null, `flow` and `exceptMessage` parameters. */
function clientFacts(p: SqlParams, now: Date, exceptVisit: string, flowId: string | null, exceptMessageId: string | null): string {
  const at = `${p.add(now.toISOString())}::timestamptz`;
  return `
  left join lateral (
    select count(*) filter (where pv.taken)::int as visit_count,
           coalesce(sum(pv.price) filter (where pv.taken), 0)::float8 as visits_money,
           max(pv.starts_at) filter (where pv.taken and pv.id is distinct from ${exceptVisit}) as last_visit_at,
           min(pv.starts_at) filter (where pv.upcoming and pv.id is distinct from ${exceptVisit}) as next_visit_at
    from (select v2.id, v2.price, v2.starts_at, ${TAKEN('v2', at)} as taken,
                 (v2.canceled_at is null and v2.removed_at is null and v2.starts_at > ${at}) as upcoming
          from visits v2 where v2.client_id = c.id) pv
  ) f on true
  left join lateral (
    select coalesce(sum(o2.sum), 0)::float8 as orders_money from orders o2 where o2.client_id = c.id and o2.status in ('Delivered', 'Closed')
  ) fo on true
  left join lateral (
    select max(m.sent_at) as last_messaged_at from messages m
    where m.flow_id = ${p.add(flowId)}::uuid and m.client_id = c.id and m.sent_at is not null and m.id is distinct from ${p.add(exceptMessageId)}::uuid
  ) fm on true`;
}

/**
 * A timestamp column. Not z.date(): in the tests PGlite runs outside jest's module realm, so its Date is
 * not this realm's Date (instanceof fails); the check is by its tag, the value copied into this realm.
 */
export const dbDate = z
  .custom<Date>((value) => Object.prototype.toString.call(value) === '[object Date]', { message: 'Expected a timestamp' })
  .transform((value) => new Date(value.getTime()));
const nullableDate = dbDate.nullable();
const companyRow = z.object({
  company_id: z.string(),
  company_name: z.string(),
  company_address: z.string(),
  company_phone: z.string().nullable(),
  company_timezone: z.string(),
  company_booking_url: z.string().nullable(),
  company_integration: z.enum(FLOW_INTEGRATIONS),
});

const clientRow = z.object({
  client_id: z.string().nullable(),
  client_name: z.string().nullable(),
  client_phone: z.string().nullable(),
  client_category_id: z.string().nullable(),
  visit_count: z.number().nullable(),
  money_spent: z.number().nullable(),
  last_visit_at: nullableDate,
  next_visit_at: nullableDate,
  last_messaged_at: nullableDate,
});

const orderRow = z.object({
  order_id: z.string(),
  order_number: z.string(),
  order_sum: z.number(),
  order_status: z.enum(ORDER_STATUSES),
  order_delivery_type: z.string().nullable(),
  order_address: z.string(),
  order_payment_url: z.string().nullable(),
  order_updated_at: dbDate,
});

const visitRow = z.object({
  id: z.string(),
  starts_at: dbDate,
  duration_minutes: z.number(),
  status: z.enum(RECORD_STATUSES),
  record_type: z.enum(RECORD_TYPES),
  service_ids: z.array(z.string()),
  price: z.number(),
  canceled_at: nullableDate,
  removed_at: nullableDate,
  staff_id: z.string().nullable(),
  staff_source_id: z.string().nullable(),
  staff_name: z.string().nullable(),
  service_titles: z.array(z.string()).nullable(),
  category_ids: z.array(z.string()).nullable(),
});

/** The visit whose columns carry `prefix` (v_ or lv_), or null when the row has none. */
function visitOf(row: Record<string, unknown>, prefix: string): TargetVisit | null {
  if (row[`${prefix}id`] === null || row[`${prefix}id`] === undefined) return null;
  const fields = Object.fromEntries(Object.entries(row).flatMap(([key, value]) => (key.startsWith(prefix) ? [[key.slice(prefix.length), value]] : [])));
  const visit = visitRow.parse(fields);
  return {
    id: visit.id,
    startsAt: visit.starts_at,
    durationMinutes: visit.duration_minutes,
    status: visit.status,
    recordType: visit.record_type,
    serviceIds: visit.service_ids,
    serviceTitles: visit.service_titles ?? [],
    categoryIds: visit.category_ids ?? [],
    staffId: visit.staff_id,
    staffSourceId: visit.staff_source_id,
    staffName: visit.staff_name,
    price: visit.price,
    canceledAt: visit.canceled_at,
    removedAt: visit.removed_at,
  };
}

function targetOf(row: Record<string, unknown>, parts: { visit: boolean; lastVisit: boolean; order: boolean }): Target {
  const company = companyRow.parse(row);
  const client = clientRow.parse(row);
  const order = parts.order ? orderRow.parse(row) : null;
  return {
    company: {
      id: company.company_id,
      name: company.company_name,
      address: company.company_address,
      phone: company.company_phone,
      timeZone: safeTimeZone(company.company_timezone),
      bookingUrl: company.company_booking_url,
      integration: company.company_integration,
    },
    client:
      client.client_id === null
        ? null
        : {
            id: client.client_id,
            name: client.client_name ?? '',
            phone: client.client_phone,
            categoryId: client.client_category_id,
            facts: {
              visitCount: client.visit_count ?? 0,
              moneySpent: client.money_spent ?? 0,
              lastVisitAt: client.last_visit_at,
              nextVisitAt: client.next_visit_at,
              lastMessagedAt: client.last_messaged_at,
            },
          },
    visit: parts.visit ? visitOf(row, 'v_') : null,
    lastVisit: parts.lastVisit ? visitOf(row, 'lv_') : null,
    order:
      order === null
        ? null
        : {
            id: order.order_id,
            number: order.order_number,
            sum: order.order_sum,
            status: order.order_status,
            deliveryType: order.order_delivery_type,
            address: order.order_address,
            paymentUrl: order.order_payment_url,
            updatedAt: order.order_updated_at,
          },
  };
}

export interface TargetQuery {
  now: Date;
  /** The flow whose earlier messages the facts count (messagedWithinDays), and the message to leave out. */
  flowId: string | null;
  exceptMessageId?: string | null;
  /** The rest of the WHERE clause, with its parameters added to `p`. */
  where: (p: SqlParams) => string;
  limit?: number;
}

/** Visits with their branch, client and client facts. */
export async function visitTargets(q: Queryable, query: TargetQuery): Promise<Target[]> {
  const p = sqlParams();
  const facts = clientFacts(p, query.now, 'v.id', query.flowId, query.exceptMessageId ?? null);
  const where = query.where(p);
  const rows = await q.query(
    `select ${VISIT_COLUMNS('v', 'v_')}, ${VISIT_DETAIL_COLUMNS('v_')}, ${COMPANY_COLUMNS}, ${CLIENT_COLUMNS}
     from visits v
     join companies co on co.id = v.company_id
     join business_connections bc on bc.id = co.connection_id
     left join clients c on c.id = v.client_id
     ${VISIT_DETAILS('v', 'v_')}
     ${facts}
     where ${where}
     order by v.starts_at, v.id
     ${query.limit ? `limit ${Math.floor(query.limit)}` : ''}`,
    p.values,
  );
  return rows.map((row) => targetOf(row, { visit: true, lastVisit: false, order: false }));
}

/** Clients with their branch, facts and last visit that took place (client flows filter on it). */
export async function clientTargets(q: Queryable, query: TargetQuery): Promise<Target[]> {
  const p = sqlParams();
  const facts = clientFacts(p, query.now, 'null', query.flowId, query.exceptMessageId ?? null);
  const at = `${p.add(query.now.toISOString())}::timestamptz`;
  const where = query.where(p);
  const rows = await q.query(
    `select ${COMPANY_COLUMNS}, ${CLIENT_COLUMNS}, lv.*
     from clients c
     join companies co on co.id = c.company_id
     join business_connections bc on bc.id = co.connection_id
     ${facts}
     left join lateral (
       select ${VISIT_COLUMNS('v', 'lv_')}, ${VISIT_DETAIL_COLUMNS('lv_')}
       from visits v ${VISIT_DETAILS('v', 'lv_')}
       where v.client_id = c.id and ${TAKEN('v', at)}
       order by v.starts_at desc, v.id desc limit 1
     ) lv on true
     where ${where}
     order by lv.lv_starts_at desc nulls last, c.id
     ${query.limit ? `limit ${Math.floor(query.limit)}` : ''}`,
    p.values,
  );
  return rows.map((row) => targetOf(row, { visit: false, lastVisit: true, order: false }));
}

/** Orders with their branch and client. */
export async function orderTargets(q: Queryable, query: TargetQuery): Promise<Target[]> {
  const p = sqlParams();
  const facts = clientFacts(p, query.now, 'null', query.flowId, query.exceptMessageId ?? null);
  const where = query.where(p);
  const rows = await q.query(
    `select ${COMPANY_COLUMNS}, ${CLIENT_COLUMNS}, o.id as order_id, o.number as order_number, o.sum::float8 as order_sum,
            o.status as order_status, o.delivery_type as order_delivery_type, o.address as order_address, o.payment_url as order_payment_url, o.updated_at as order_updated_at
     from orders o
     join companies co on co.id = o.company_id
     join business_connections bc on bc.id = co.connection_id
     left join clients c on c.id = o.client_id
     ${facts}
     where ${where}
     order by o.updated_at, o.id
     ${query.limit ? `limit ${Math.floor(query.limit)}` : ''}`,
    p.values,
  );
  return rows.map((row) => targetOf(row, { visit: false, lastVisit: false, order: true }));
}

/** Branches alone (the owner's daily report). */
export async function companyTargets(q: Queryable, where: (p: SqlParams) => string): Promise<Target[]> {
  const p = sqlParams();
  const condition = where(p);
  const rows = await q.query(
    `select ${COMPANY_COLUMNS}, null::uuid as client_id, null as client_name, null as client_phone, null as client_category_id,
            null::int as visit_count, null::float8 as money_spent, null::timestamptz as last_visit_at, null::timestamptz as next_visit_at,
            null::timestamptz as last_messaged_at
     from companies co join business_connections bc on bc.id = co.connection_id
     where ${condition}
     order by co.created_at, co.id`,
    p.values,
  );
  return rows.map((row) => targetOf(row, { visit: false, lastVisit: false, order: false }));
}

/**
 * What a "record changed" notice tells the client: the time, the master, the services and the branch.
 * A change of anything else (the status a chatbot set) leaves it as it was.
 */
export function visitFingerprint(visit: Pick<TargetVisit, 'startsAt' | 'staffId' | 'serviceIds'>, companyId: string): string {
  return [visit.startsAt.toISOString(), visit.staffId ?? '', [...visit.serviceIds].sort().join(','), companyId].join('|');
}

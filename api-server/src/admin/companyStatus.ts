import { COMPANY_STATUS_DAYS, COMPANY_STATUS_EVENTS, companyStatusSchema, type CompanyStatus } from '@cabinet/api/admin';
import type { Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';
import { ApiError } from '../platform/http/ApiError';

/*
 * A connected company's state for support (BACK_OFFICE_PATHS.companyStatus), from the business domain's rows
 * (its connection's webhook deliveries, its visits' and orders' events), the payments domain's coverage and
 * the engine's log. Counts run in SQL on the company's own rows.
 */

export const adminCompanyNotFound = () => new ApiError(404, 'ADMIN_COMPANY_NOT_FOUND', 'No such company');

const iso = (value: Date | null) => (value === null ? null : value.toISOString());
const DAY_MS = 24 * 3600 * 1000;

export async function companyStatus(q: Queryable, companyId: string, now: Date): Promise<CompanyStatus> {
  const [company] = isUuid(companyId)
    ? await q.query<{
        id: string;
        name: string;
        city: string;
        address: string;
        timezone: string;
        created_at: Date;
        user_id: string;
        email: string;
        paid_up_to: Date | null;
        connection_id: string;
        integration: string;
        external_id: string;
        connection_name: string;
        connection_created_at: Date;
        webhooks_count: number;
        last_webhook_at: Date | null;
        companies_count: number;
      }>(
        `select co.id, co.name, co.city, co.address, co.timezone, co.created_at, co.user_id, u.email,
           (select max(pc.paid_up_to) from paid_coverage pc where pc.user_id = co.user_id and pc.target_id = co.id::text) as paid_up_to,
           bc.id as connection_id, bc.integration, bc.external_id, bc.name as connection_name, bc.created_at as connection_created_at,
           (select count(*)::int from webhook_deliveries w where w.connection_id = bc.id) as webhooks_count,
           (select max(w.received_at) from webhook_deliveries w where w.connection_id = bc.id) as last_webhook_at,
           (select count(*)::int from companies c2 where c2.connection_id = bc.id) as companies_count
         from companies co join business_connections bc on bc.id = co.connection_id join users u on u.id = co.user_id
         where co.id = $1`,
        [companyId],
      )
    : [];
  if (!company) throw adminCompanyNotFound();
  const [counts] = await q.query<{ clients: number; staff: number; services: number; visits: number; upcoming_visits: number; unprocessed: number }>(
    `select (select count(*)::int from clients where company_id = $1) as clients,
       (select count(*)::int from staff where company_id = $1) as staff,
       (select count(*)::int from services where company_id = $1) as services,
       (select count(*)::int from visits where user_id = $2 and company_id = $1 and removed_at is null) as visits,
       (select count(*)::int from visits where user_id = $2 and company_id = $1 and removed_at is null and canceled_at is null and starts_at >= $3::timestamptz) as upcoming_visits,
       (select count(*)::int from business_events where processed_at is null and user_id = $2) as unprocessed`,
    [companyId, company.user_id, now.toISOString()],
  );
  const byStatus = await q.query<{ status: string; count: number }>(
    `select (case status when 'sending' then 'queued' else status end) as status, count(*)::int as count from messages
     where user_id = $1 and company_id = $2 and scheduled_at >= $3::timestamptz
     group by 1 order by 2 desc, 1`,
    [company.user_id, companyId, new Date(now.getTime() - COMPANY_STATUS_DAYS * DAY_MS).toISOString()],
  );
  // The account's newest events first (index by user and time), kept to this branch's visits and orders.
  const events = await q.query<{
    id: string;
    kind: string;
    occurred_at: Date;
    processed_at: Date | null;
    starts_at: Date | null;
    number: string | null;
    client_name: string | null;
  }>(
    `select e.id, e.kind, e.occurred_at, e.processed_at, v.starts_at, o.number, cl.name as client_name
     from business_events e
       left join visits v on v.id = e.visit_id
       left join orders o on o.id = e.order_id
       left join clients cl on cl.id = coalesce(v.client_id, o.client_id)
     where e.user_id = $1 and coalesce(v.company_id, o.company_id) = $2
     order by e.occurred_at desc, e.id desc limit ${COMPANY_STATUS_EVENTS}`,
    [company.user_id, companyId],
  );
  return companyStatusSchema.parse({
    companyId: company.id,
    name: company.name,
    city: company.city,
    address: company.address,
    timezone: company.timezone,
    createdAt: company.created_at.toISOString(),
    paidUpTo: iso(company.paid_up_to),
    userId: company.user_id,
    userEmail: company.email,
    connection: {
      id: company.connection_id,
      integration: company.integration,
      externalId: company.external_id,
      name: company.connection_name,
      createdAt: company.connection_created_at.toISOString(),
      webhooksCount: company.webhooks_count,
      lastWebhookAt: iso(company.last_webhook_at),
      companiesCount: company.companies_count,
    },
    counts: {
      clients: counts?.clients ?? 0,
      staff: counts?.staff ?? 0,
      services: counts?.services ?? 0,
      visits: counts?.visits ?? 0,
      upcomingVisits: counts?.upcoming_visits ?? 0,
    },
    unprocessedEvents: counts?.unprocessed ?? 0,
    messagesByStatus: byStatus,
    lastEvents: events.map((row) => ({
      id: row.id,
      kind: row.kind,
      occurredAt: row.occurred_at.toISOString(),
      processedAt: iso(row.processed_at),
      visitStartsAt: iso(row.starts_at),
      orderNumber: row.number,
      clientName: row.client_name,
    })),
  });
}

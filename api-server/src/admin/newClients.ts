import { newClientSchema, type NewClientPage, type NewClientsQuery } from '@cabinet/api/admin';
import type { Queryable } from '../platform/db/Db';
import { pagedList } from '../platform/db/pagedList';
import { containsPattern } from '../platform/db/sql';

/*
 * Recent registrations for the back office (BACK_OFFICE_PATHS.newClients), from stored rows: the source the
 * registration stored (users.utm_tag, users.client_host; the marketplace application it used), the quick start
 * (quick_starts.completed_at), and early churn over the first `churnDays` days: no message sent (messages.sent_at)
 * or nothing paid (a successful payment that is not free). While those days run the flags are null, not false.
 * Staff accounts (admins) are not clients and are left out.
 */

const DAY_MS = 24 * 3600 * 1000;
const CHURNED = `(case when nc.sent_early is null then null else not (nc.sent_early and nc.paid_early) end)`;

type NewClientRow = {
  id: string;
  email: string;
  phone: string | null;
  created_at: Date;
  utm_tag: string | null;
  client_host: string | null;
  marketplace: string | null;
  quick_start: string;
  sent_early: boolean | null;
  paid_early: boolean | null;
  churned: boolean | null;
};

export async function listNewClients(q: Queryable, query: NewClientsQuery, now: Date): Promise<NewClientPage> {
  const since = new Date(now.getTime() - query.days * DAY_MS).toISOString();
  const nowText = now.toISOString();
  const window = `make_interval(days => ${Math.trunc(query.churnDays)})`;
  const page = await pagedList<NewClientRow>(
    q,
    {
      from: (params) => {
        const over = `(u.created_at + ${window} <= ${params.add(nowText)}::timestamptz)`;
        return `(select u.id, u.email, u.phone, u.created_at, u.utm_tag, u.client_host,
            (select ma.marketplace from marketplace_applications ma where ma.used_by = u.id order by ma.used_at limit 1) as marketplace,
            (case when exists (select 1 from quick_starts qs where qs.user_id = u.id and qs.completed_at is not null) then 'completed'
                  when exists (select 1 from quick_starts qs where qs.user_id = u.id) then 'started' else 'notStarted' end) as quick_start,
            (case when ${over} then exists (select 1 from messages m where m.user_id = u.id and m.sent_at is not null and m.sent_at < u.created_at + ${window}) end) as sent_early,
            (case when ${over} then exists (select 1 from payments p where p.user_id = u.id and p.success and not p.is_free and p.amount > 0
                                             and p.created_at < u.created_at + ${window}) end) as paid_early
          from users u
          where u.created_at >= ${params.add(since)}::timestamptz and cardinality(u.roles) = 0) nc`;
      },
      columns: `nc.*, ${CHURNED} as churned`,
      scope: [],
      sorts: { registeredAt: 'nc.created_at' },
      defaultSort: 'registeredAt',
      tieBreaker: 'nc.id',
      filters: { churned: `${CHURNED}::text` },
      search(term, params) {
        const pattern = params.add(containsPattern(term.toLowerCase()));
        return `nc.email ilike ${pattern} or coalesce(nc.utm_tag, '') ilike ${pattern} or coalesce(nc.client_host, '') ilike ${pattern}`;
      },
    },
    { page: query.page, pageSize: query.pageSize, search: query.search, filters: { churned: query.churned } },
  );
  return {
    ...page,
    items: page.items.map((row) =>
      newClientSchema.parse({
        id: row.id,
        email: row.email,
        phone: row.phone,
        registeredAt: row.created_at.toISOString(),
        utmTag: row.utm_tag,
        clientHost: row.client_host,
        marketplace: row.marketplace,
        quickStart: row.quick_start,
        sentEarly: row.sent_early,
        paidEarly: row.paid_early,
        churned: row.churned,
      }),
    ),
  };
}

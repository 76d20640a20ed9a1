import { distributionRecipientPageSchema, distributionStatsSchema, type Distribution, type DistributionRecipientPage, type DistributionRecipientStatus, type DistributionStats } from '@cabinet/api/distributions';
import type { Queryable } from '../platform/db/Db';
import { pagedList, type PagedListDefinition } from '../platform/db/pagedList';
import { containsPattern } from '../platform/db/sql';
import { MAILING_MESSAGE } from './data';

/*
 * A mailing's statistics, all computed from the message log: the funnel, the reasons of skipped and failed
 * messages, progress by the hour, and the recipients with their message's status.
 */

export async function statsOf(q: Queryable, mailing: Distribution): Promise<DistributionStats> {
  const [counts] = await q.query<Record<'pending' | 'queued' | 'failed' | 'skipped', number>>(
    `select count(*) filter (where r.message_id is null)::int as pending,
            count(*) filter (where m.status in ('queued', 'waitingWindow', 'sending'))::int as queued,
            count(*) filter (where m.status = 'failed')::int as failed,
            count(*) filter (where m.status = 'skipped')::int as skipped
     from distribution_recipients r left join messages m on m.id = r.message_id
     where r.distribution_id = $1`,
    [mailing.id],
  );
  const reasons = await q.query<{ reason: string; count: number }>(
    `select m.reason, count(*)::int as count from messages m
     where m.campaign_id = $1 and ${MAILING_MESSAGE('m')} and m.reason is not null and m.status in ('failed', 'skipped', 'waitingWindow')
     group by m.reason order by count(*) desc, m.reason`,
    [mailing.id],
  );
  // Each hour in which something happened, with what reached each step in it.
  const timeline = await q.query<{ at: Date; sent: number; delivered: number; read: number; replied: number }>(
    `with events as (
       -- Sent as the funnel counts it: a message the channel took and later failed is not among them.
       select date_trunc('hour', m.sent_at) as at, 'sent' as step from messages m where m.campaign_id = $1 and ${MAILING_MESSAGE('m')} and m.sent_at is not null
         and m.status in ('sent', 'delivered', 'read', 'replied')
       union all select date_trunc('hour', m.delivered_at), 'delivered' from messages m where m.campaign_id = $1 and ${MAILING_MESSAGE('m')} and m.delivered_at is not null
       union all select date_trunc('hour', m.read_at), 'read' from messages m where m.campaign_id = $1 and ${MAILING_MESSAGE('m')} and m.read_at is not null
       union all select date_trunc('hour', m.replied_at), 'replied' from messages m where m.campaign_id = $1 and ${MAILING_MESSAGE('m')} and m.replied_at is not null
     )
     select at, count(*) filter (where step = 'sent')::int as sent, count(*) filter (where step = 'delivered')::int as delivered,
            count(*) filter (where step = 'read')::int as read, count(*) filter (where step = 'replied')::int as replied
     from events group by at order by at`,
    [mailing.id],
  );
  return distributionStatsSchema.parse({
    id: mailing.id,
    status: mailing.status,
    progress: mailing.progress,
    funnel: {
      recipients: mailing.recipients,
      sent: mailing.sent,
      delivered: mailing.delivered,
      read: mailing.read,
      replied: mailing.replied,
      pending: counts?.pending ?? 0,
      queued: counts?.queued ?? 0,
      failed: counts?.failed ?? 0,
      skipped: counts?.skipped ?? 0,
    },
    reasons,
    timeline: timeline.map((row) => ({ ...row, at: row.at.toISOString() })),
  });
}

const STATUS = `coalesce(case m.status when 'sending' then 'queued' else m.status end, 'pending')`;

function recipientList(distributionId: string): PagedListDefinition {
  return {
    from: 'distribution_recipients r left join messages m on m.id = r.message_id',
    columns: `r.id, r.position, r.name, r.phone, ${STATUS} as status, m.reason, m.scheduled_at, m.sent_at`,
    scope: [(params) => `r.distribution_id = ${params.add(distributionId)}`],
    filters: { status: STATUS },
    search: (term, params) => {
      const digits = term.replace(/\D/g, '');
      const pattern = params.add(containsPattern(term));
      return digits.length >= 3 ? `r.name ilike ${pattern} or r.phone like ${params.add(`%${digits}%`)}` : `r.name ilike ${pattern}`;
    },
    sorts: { position: 'r.position' },
    defaultSort: 'position',
    tieBreaker: 'r.id',
  };
}

type RecipientRow = {
  id: string;
  position: number;
  name: string;
  phone: string;
  status: DistributionRecipientStatus;
  reason: string | null;
  scheduled_at: Date | null;
  sent_at: Date | null;
};

const toRecipient = (row: RecipientRow) => ({
  id: row.id,
  position: row.position,
  name: row.name,
  phone: row.phone,
  status: row.status,
  reason: row.reason,
  scheduledAt: row.scheduled_at?.toISOString() ?? null,
  sentAt: row.sent_at?.toISOString() ?? null,
});

type RecipientsQuery = { page: number; pageSize: number; status?: DistributionRecipientStatus[]; search?: string };

export async function recipientsPage(q: Queryable, distributionId: string, query: RecipientsQuery): Promise<DistributionRecipientPage> {
  const page = await pagedList<RecipientRow>(q, recipientList(distributionId), {
    page: query.page,
    pageSize: query.pageSize,
    sort: 'position',
    order: 'asc',
    search: query.search,
    filters: { status: query.status },
  });
  return distributionRecipientPageSchema.parse({ ...page, items: page.items.map(toRecipient) });
}

/** Every recipient the filter selects (a mailing has at most 2,000), for the CSV. */
export async function recipientsForExport(q: Queryable, distributionId: string, query: RecipientsQuery): Promise<ReturnType<typeof toRecipient>[]> {
  const page = await pagedList<RecipientRow>(q, recipientList(distributionId), {
    page: 1,
    pageSize: 10_000,
    sort: 'position',
    order: 'asc',
    search: query.search,
    filters: { status: query.status },
  });
  return page.items.map(toRecipient);
}

import { CHAT_CHANNELS, OVERVIEW_LIST_MAX, OVERVIEW_WINDOW_DAYS, OVERVIEW_WORST_ITEMS, qualityOverviewSchema, type OverviewReport, type QualityOverview } from '@cabinet/api/quality';
import type { Queryable } from '../platform/db/Db';
import { latestChecklistVersion } from './data';

/*
 * The quality host's home (GET api/v1/Quality/Overview): every figure read from the stored rows. The average
 * and its trend are the mean score of the conversations scored by the reports finished in the last
 * OVERVIEW_WINDOW_DAYS days, and in the window before; the worst criteria are the current checklist's, counted
 * over the same reports' item rows by the criterion's id (kept across versions).
 */

const DAY_MS = 86_400_000;
const CHANNELS_SQL = `(${CHAT_CHANNELS.map((channel) => `'${channel}'`).join(', ')})`;

type ReportRow = {
  id: string;
  source: OverviewReport['source'];
  period_from: string | Date;
  period_to: string | Date;
  state: OverviewReport['state'];
  conversations_count: number;
  processed_count: number;
  average_score: number | string | null;
  created_at: Date;
  finished_at: Date | null;
};

/** A `date` column as PostgreSQL and PGlite's drivers give it, in YYYY-MM-DD. */
const dayOf = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));
const oneDecimal = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

const REPORTS = `select r.id, r.source, r.period_from, r.period_to, r.state, r.conversations_count, r.processed_count, r.created_at, r.finished_at,
    (select avg(c.score)::float from quality_report_conversations c where c.report_id = r.id and c.scored and c.score is not null) as average_score
  from quality_reports r where r.user_id = $1`;

const toReport = (row: ReportRow): OverviewReport => ({
  id: row.id,
  source: row.source,
  from: dayOf(row.period_from),
  to: dayOf(row.period_to),
  state: row.state,
  conversationsCount: row.conversations_count,
  processedCount: row.processed_count,
  averageScore: oneDecimal(row.average_score),
  createdAt: row.created_at.toISOString(),
  finishedAt: row.finished_at?.toISOString() ?? null,
});

export async function qualityOverview(db: Queryable, userId: string, now: Date): Promise<QualityOverview> {
  const windowStart = new Date(now.getTime() - OVERVIEW_WINDOW_DAYS * DAY_MS);
  const previousStart = new Date(now.getTime() - 2 * OVERVIEW_WINDOW_DAYS * DAY_MS);
  const inProgress = await db.query<ReportRow>(`${REPORTS} and r.state in ('Created', 'InProgress') order by r.created_at desc, r.id limit ${OVERVIEW_LIST_MAX}`, [userId]);
  const ready = await db.query<ReportRow>(`${REPORTS} and r.state = 'Done' order by r.finished_at desc nulls last, r.id limit ${OVERVIEW_LIST_MAX}`, [userId]);
  const [counts] = await db.query<{ in_progress: number; ready: number; failed: number }>(
    `select count(*) filter (where state in ('Created', 'InProgress'))::int as in_progress, count(*) filter (where state = 'Done')::int as ready,
       count(*) filter (where state = 'Error')::int as failed
     from quality_reports where user_id = $1`,
    [userId],
  );
  // Both windows in one pass: a report counts in the window its finishing falls in.
  const averages = await db.query<{ recent: boolean; average: number | null; conversations: number }>(
    `select r.finished_at >= $2::timestamptz as recent, avg(c.score)::float as average, count(*)::int as conversations
     from quality_reports r join quality_report_conversations c on c.report_id = r.id
     where r.user_id = $1 and r.state = 'Done' and r.finished_at >= $3::timestamptz and r.finished_at <= $4::timestamptz and c.scored and c.score is not null
     group by 1`,
    [userId, windowStart.toISOString(), previousStart.toISOString(), now.toISOString()],
  );
  const recent = averages.find((row) => row.recent);
  const previous = averages.find((row) => !row.recent);
  const version = await latestChecklistVersion(db, userId);
  const items = await db.query<{ item_id: string; title: string; fatal: boolean; passed: number; failed: number }>(
    `select i.item_id, i.title, i.fatal,
       count(*) filter (where ri.outcome = 'passed')::int as passed,
       count(*) filter (where ri.outcome = 'failed')::int as failed
     from quality_checklist_items i
     join quality_report_items ri on ri.item_id = i.item_id
     join quality_reports r on r.id = ri.report_id and r.user_id = i.user_id
     where i.user_id = $1 and i.version = $2 and r.state = 'Done' and r.finished_at >= $3::timestamptz and r.finished_at <= $4::timestamptz
     group by i.item_id, i.title, i.fatal, i.position
     having count(*) filter (where ri.outcome = 'failed') > 0
     order by count(*) filter (where ri.outcome = 'passed')::float / count(*) filter (where ri.outcome in ('passed', 'failed')), i.fatal desc, i.position
     limit ${OVERVIEW_WORST_ITEMS}`,
    [userId, version, windowStart.toISOString(), now.toISOString()],
  );
  const [setup] = await db.query<{ channel_accounts: number; calls: number; checklist_items: number }>(
    `select (select count(*)::int from channel_accounts where user_id = $1 and kind in ${CHANNELS_SQL}) as channel_accounts,
       (select count(*)::int from quality_calls where user_id = $1) as calls,
       (select count(*)::int from quality_checklist_items where user_id = $1 and version = $2) as checklist_items`,
    [userId, version],
  );
  return qualityOverviewSchema.parse({
    inProgress: inProgress.map(toReport),
    inProgressCount: counts?.in_progress ?? 0,
    ready: ready.map(toReport),
    readyCount: counts?.ready ?? 0,
    failedCount: counts?.failed ?? 0,
    averageScore: oneDecimal(recent?.average ?? null),
    previousAverageScore: oneDecimal(previous?.average ?? null),
    scoredConversations: recent?.conversations ?? 0,
    worstItems: items.map((item) => ({
      itemId: item.item_id,
      title: item.title,
      fatal: item.fatal,
      passed: item.passed,
      failed: item.failed,
      passRate: Math.round((100 * item.passed) / (item.passed + item.failed)),
    })),
    setup: { channelAccounts: setup?.channel_accounts ?? 0, calls: setup?.calls ?? 0, checklistItems: setup?.checklist_items ?? 0 },
  });
}

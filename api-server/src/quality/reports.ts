import { z } from 'zod';
import {
  reportDetailSchema,
  reportListSchema,
  reportSummarySchema,
  scoreConversation,
  type Checklist,
  type ReportDetail,
  type ReportFailure,
  type ReportSource,
  type ReportSummary,
} from '@cabinet/api/quality';
import { readReasonParams } from '../messaging/logData';
import { notifyOwner } from '../messaging/serviceMessages';
import type { AppContext } from '../platform/AppContext';
import type { Queryable } from '../platform/db/Db';
import { QUEUES } from '../platform/jobs/queues';
import { scoreConversationWith } from '../platform/languageModel/checklistScoring';
import { LanguageModelError, type LanguageModel } from '../platform/languageModel/LanguageModel';
import { textsIn } from '../platform/texts/texts';
import { findChecklist } from './data';

/**
 * Quality reports (issue 34; spec sections 3 and 4): a period and a source scored against the checklist version
 * current when the report was created. Created → InProgress → Done | Error. The rows are the truth and the
 * job only wakes the runner: the report's conversations are fixed once when it starts, each is scored and
 * written in its own transaction (guarded by `scored`), so a job run twice, retried, or resumed after a
 * restart scores each conversation once and carries on where the last one stopped.
 */

/** Runs in a row that failed on the provider (down, slow) before the report ends in Error. */
export const REPORT_ATTEMPTS = 5;
/** Conversations read per round of the runner. */
const BATCH = 50;
/** Conversations fixed per statement when a report starts (four parameters each, far below the drivers' limit). */
const INSERT_ROWS = 200;

/** `count` positional parameters from `$first`, comma-separated: one row's values of a multi-row insert. */
const placeholders = (first: number, count: number) => Array.from({ length: count }, (_, index) => `$${first + index}`).join(', ');

export const sendReportRun = (jobs: AppContext['jobs'], reportId: string) => jobs.send(QUEUES.qualityRunReport, { reportId }, { singletonKey: reportId });

type ReportRow = {
  id: string;
  user_id: string;
  source: ReportSource;
  period_from: string | Date;
  period_to: string | Date;
  checklist_version: number;
  state: string;
  conversations_count: number;
  processed_count: number;
  snapshot_at: Date | null;
  attempts: number;
  scored_by: string | null;
  error_kind: string | null;
  error: string | null;
  created_at: Date;
  finished_at: Date | null;
};

const REPORT_COLUMNS =
  'r.id, r.user_id, r.source, r.period_from, r.period_to, r.checklist_version, r.state, r.conversations_count, r.processed_count, r.snapshot_at, r.attempts, r.scored_by, r.error_kind, r.error, r.created_at, r.finished_at';

/** A `date` column as PostgreSQL and PGlite's drivers give it (a string, or a Date at UTC midnight) in YYYY-MM-DD. */
const dayOf = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** The period's bounds as instants: from the first day's start to the day after the last's (UTC). */
function periodOf(from: string, to: string): { start: string; end: string } {
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start: `${from}T00:00:00Z`, end: end.toISOString() };
}

// ---------------------------------------------------------------------------------------------- conversations

export interface SourcedConversation {
  title: string;
  operator: string | null;
  transcript: string;
}

const SPEAKER = /^([^:\n]{1,40}):/u;
const CLIENT = /^(клиент|клієнт|client|cliente|customer)/iu;

/** The business's side of a transcript: the first speaker who is not the client ("Анна:", "Operator:"); null when none is named. */
export function operatorOf(transcript: string): string | null {
  for (const line of transcript.split(/\n+/)) {
    const speaker = SPEAKER.exec(line.trim())?.[1]?.trim();
    if (speaker && !CLIENT.test(speaker)) return speaker;
  }
  return null;
}

/**
 * The conversations of a source in a period, oldest first. Calls: those transcribed (with speech) uploaded in
 * the period. Chats: the channel conversations the message log stores, one per client's phone and channel
 * account: what the business wrote, and the client's replies, the account's name as the business's side; not the
 * cabinet's own notices to the owner (service messages: a report's "ready" among them), as on /chats.
 */
export async function conversationsOf(db: Queryable, userId: string, source: ReportSource, from: string, to: string, limit?: number): Promise<SourcedConversation[]> {
  const { start, end } = periodOf(from, to);
  const cap = limit === undefined ? '' : `limit ${Math.floor(limit)}`;
  if (source === 'calls') {
    const rows = await db.query<{ file_name: string; transcript: string }>(
      `select file_name, transcript from quality_calls
       where user_id = $1 and state = 'transcribed' and transcript is not null and created_at >= $2 and created_at < $3
       order by created_at, id ${cap}`,
      [userId, start, end],
    );
    return rows.map((row) => ({ title: row.file_name, operator: operatorOf(row.transcript), transcript: row.transcript }));
  }
  const rows = await db.query<{ phone: string; operator: string; lines: string[] }>(
    `select m.phone, coalesce(nullif(a.name, ''), a.phone, m.channel) as operator,
       array_agg(coalesce(nullif(a.name, ''), 'Operator') || ': ' || replace(m.text, E'\\n', ' ')
         || coalesce(E'\\nClient: ' || replace(m.reply_text, E'\\n', ' '), '') order by m.sent_at, m.id) as lines
     from messages m join channel_accounts a on a.id = m.channel_account_id
     where m.user_id = $1 and m.sent_at >= $2 and m.sent_at < $3 and m.channel in ('whatsapp', 'telegram', 'waba', 'max') and m.text <> ''
       and m.dedupe_key not like 'service:%'
     group by m.phone, a.id, a.name, a.phone, m.channel
     order by min(m.sent_at), m.phone ${cap}`,
    [userId, start, end],
  );
  return rows.map((row) => ({ title: row.phone, operator: row.operator, transcript: row.lines.join('\n') }));
}

// -------------------------------------------------------------------------------------------------- the runner

export interface ReportRunner {
  /** The database, or the demo seed's transaction (where a transaction is the seed's own). */
  db: Pick<AppContext['db'], 'query' | 'exec' | 'transaction'>;
  clock: AppContext['clock'];
  model: LanguageModel;
  /**
   * How a Done report tells its owner on WhatsApp (notifyReady): the sending engine's queue and the link's origin.
   * Null sends none: the demo seed's history of reports (seed.ts), whose notices would otherwise all reach the
   * message log at the first start.
   */
  notices: { jobs: AppContext['jobs']; origins: Pick<AppContext['origins'], 'clientOrigin'> } | null;
}

async function finishInError(db: Queryable, reportId: string, kind: ReportFailure, detail: string, now: Date): Promise<void> {
  await db.query(`update quality_reports set state = 'Error', error_kind = $2, error = $3, finished_at = $4 where id = $1 and state in ('Created', 'InProgress')`, [
    reportId,
    kind,
    detail,
    now.toISOString(),
  ]);
}

/** Fixes the report's conversations once (the first run), in the same transaction that marks it started. */
async function snapshot(runner: ReportRunner, report: ReportRow): Promise<void> {
  await runner.db.transaction(async (tx) => {
    const [locked] = await tx.query<{ snapshot_at: Date | null }>('select snapshot_at from quality_reports where id = $1 for update', [report.id]);
    if (!locked || locked.snapshot_at !== null) return;
    const conversations = await conversationsOf(tx, report.user_id, report.source, dayOf(report.period_from), dayOf(report.period_to));
    // In rows of INSERT_ROWS a statement: a report of a thousand chats is a few statements, not a thousand.
    for (let first = 0; first < conversations.length; first += INSERT_ROWS) {
      const rows = conversations.slice(first, first + INSERT_ROWS);
      await tx.query(
        `insert into quality_report_conversations (report_id, position, title, operator, transcript) values ${rows.map((_, row) => `($1, ${placeholders(2 + row * 4, 4)})`).join(', ')}`,
        [report.id, ...rows.flatMap((conversation, row) => [first + row, conversation.title, conversation.operator, conversation.transcript])],
      );
    }
    await tx.query('update quality_reports set snapshot_at = $2, conversations_count = $3, scored_by = $4 where id = $1', [
      report.id,
      runner.clock.now().toISOString(),
      conversations.length,
      runner.model.kind,
    ]);
  });
}

/** Scores one conversation and writes it, once: false when another run had written it already. */
async function scoreOne(runner: ReportRunner, reportId: string, checklist: Checklist, conversation: { position: number; transcript: string }): Promise<void> {
  let failure: string | null = null;
  let items: Awaited<ReturnType<typeof scoreConversationWith>> = [];
  try {
    items = await scoreConversationWith(runner.model, checklist.items, conversation.transcript);
  } catch (error) {
    // An answer that cannot be read leaves this conversation unscored, said so; any other failure is the provider's.
    if (!(error instanceof LanguageModelError && error.reason === 'malformed')) throw error;
    failure = error.message;
  }
  const byId = new Map(checklist.items.map((item) => [item.id, item]));
  const total = scoreConversation(items.map((scored) => ({ weight: byId.get(scored.itemId)?.weight ?? 0, fatal: byId.get(scored.itemId)?.fatal ?? false, outcome: scored.outcome })));
  await runner.db.transaction(async (tx) => {
    const [written] = await tx.query<{ position: number }>(
      `update quality_report_conversations set scored = true, score = $3, fatal_failed = $4, failure = $5
       where report_id = $1 and position = $2 and not scored returning position`,
      [reportId, conversation.position, failure === null ? total.score : null, failure === null && total.fatalFailed, failure],
    );
    if (!written) return;
    if (items.length > 0) {
      // One statement for the criteria (at most 30): $1 and $2 the report and position, then four a criterion.
      await tx.query(
        `insert into quality_report_items (report_id, position, item_position, item_id, outcome, quote) values ${items.map((_, index) => `($1, $2, ${placeholders(3 + index * 4, 4)})`).join(', ')}`,
        [reportId, conversation.position, ...items.flatMap((item, index) => [index, item.itemId, item.outcome, item.quote])],
      );
    }
    await tx.query('update quality_reports set processed_count = processed_count + 1, attempts = 0 where id = $1', [reportId]);
  });
}

/**
 * Starts a report (Created → InProgress, its run counted) and fixes its conversations once; null when it is no
 * longer running, or has ended in Error because its checklist version is gone.
 */
async function begin(runner: ReportRunner, reportId: string): Promise<{ report: ReportRow; checklist: Checklist } | null> {
  const [report] = await runner.db.query<ReportRow>(
    `update quality_reports r set state = 'InProgress', attempts = r.attempts + 1
     where r.id = $1 and r.state in ('Created', 'InProgress') returning ${REPORT_COLUMNS}`,
    [reportId],
  );
  if (!report) return null;
  const checklist = await findChecklist(runner.db, report.user_id, report.checklist_version);
  if (!checklist) {
    await finishInError(runner.db, reportId, 'checklistGone', `Version ${report.checklist_version} of the checklist is gone`, runner.clock.now());
    return null;
  }
  await snapshot(runner, report);
  return { report, checklist };
}

/**
 * The first step of a run alone: the report InProgress with its conversations fixed, none scored yet; the
 * queue's run (runReport) scores them. The demo's seed leaves a report so (seed.ts).
 */
export async function startReport(runner: ReportRunner, reportId: string): Promise<boolean> {
  return (await begin(runner, reportId)) !== null;
}

/**
 * Runs a report to its end: starts it (Created → InProgress, its conversations fixed), scores what is left,
 * then Done and the owner's notice. A provider that refuses (a wrong key, none configured) ends it in Error at
 * once; one that is down or slow is retried by the queue up to REPORT_ATTEMPTS runs in a row.
 */
export async function runReport(runner: ReportRunner, reportId: string): Promise<void> {
  const started = await begin(runner, reportId);
  if (!started) return;
  const { report, checklist } = started;
  for (;;) {
    const pending = await runner.db.query<{ position: number; transcript: string }>(
      'select position, transcript from quality_report_conversations where report_id = $1 and not scored order by position limit $2',
      [reportId, BATCH],
    );
    if (pending.length === 0) break;
    for (const conversation of pending) {
      try {
        await scoreOne(runner, reportId, checklist, conversation);
      } catch (error) {
        const reason = error instanceof LanguageModelError ? error.reason : 'failed';
        const message = error instanceof Error ? error.message : String(error);
        if (reason === 'rejected' || reason === 'notConfigured' || report.attempts >= REPORT_ATTEMPTS) {
          await finishInError(runner.db, reportId, reason, message, runner.clock.now());
          return;
        }
        throw error;
      }
    }
  }
  const now = runner.clock.now();
  const [done] = await runner.db.query<{ id: string }>(
    `update quality_reports set state = 'Done', finished_at = $2, error_kind = null, error = null where id = $1 and state = 'InProgress' returning id`,
    [reportId, now.toISOString()],
  );
  if (done && runner.notices) await notifyReady(runner.db, runner.notices, reportId, now);
}

const texts = {
  ready: /*i18n*/ {
    id: 'api.quality.reportReady',
    message: 'Your quality report is ready: {source, select, calls {calls} other {chats}} from {from} to {to}, {count} scored, average score {average}. Open it: {link}',
  },
  noScore: /*i18n*/ { id: 'api.quality.reportReady.noScore', message: 'no score' },
};

/** The owner's WhatsApp notice that the report is Done, through the sending engine (once: its key is the report's). */
async function notifyReady(db: Queryable, notices: NonNullable<ReportRunner['notices']>, reportId: string, now: Date): Promise<void> {
  const [row] = await db.query<{ user_id: string; language: string | null; client_host: string | null; source: string; period_from: string | Date; period_to: string | Date }>(
    `select r.user_id, u.language, u.client_host, r.source, r.period_from, r.period_to from quality_reports r join users u on u.id = r.user_id where r.id = $1`,
    [reportId],
  );
  if (!row) return;
  const summary = await reportSummaryOf(db, reportId);
  const t = textsIn(row.language);
  const text = t(texts.ready, {
    source: row.source,
    from: dayOf(row.period_from),
    to: dayOf(row.period_to),
    count: summary?.processedCount ?? 0,
    average: summary?.averageScore === null || summary?.averageScore === undefined ? t(texts.noScore) : `${Math.round(summary.averageScore)}/100`,
    link: `${notices.origins.clientOrigin(row.client_host)}/reports/${reportId}`,
  });
  await notifyOwner({ db, jobs: notices.jobs, now }, { userId: row.user_id, key: `qualityReport:${reportId}`, text });
}

/** Every report not yet finished: its job sent again (lost to a crash, or a process stopped mid-report). */
export async function sweepReports(ctx: Pick<AppContext, 'db' | 'jobs'>): Promise<number> {
  const running = await ctx.db.query<{ id: string }>(`select id from quality_reports where state in ('Created', 'InProgress') order by created_at limit 100`);
  for (const { id } of running) await sendReportRun(ctx.jobs, id);
  return running.length;
}

export function registerReports(ctx: AppContext, model: LanguageModel): void {
  const runner: ReportRunner = { db: ctx.db, clock: ctx.clock, model, notices: { jobs: ctx.jobs, origins: ctx.origins } };
  ctx.jobs.work(QUEUES.qualityRunReport, (data) => z.object({ reportId: z.uuid() }).parse(data), ({ reportId }) => runReport(runner, reportId), { concurrency: 1 });
}

// ------------------------------------------------------------------------------------------------------ reading

type SummaryRow = ReportRow & { average_score: number | string | null; fatal_failed_count: number };

const SUMMARY_SELECT = `select ${REPORT_COLUMNS},
    (select avg(c.score)::float from quality_report_conversations c where c.report_id = r.id and c.scored and c.score is not null) as average_score,
    (select count(*)::int from quality_report_conversations c where c.report_id = r.id and c.fatal_failed) as fatal_failed_count
  from quality_reports r`;

const toSummary = (row: SummaryRow): ReportSummary =>
  reportSummarySchema.parse({
    id: row.id,
    source: row.source,
    from: dayOf(row.period_from),
    to: dayOf(row.period_to),
    state: row.state,
    checklistVersion: row.checklist_version,
    conversationsCount: row.conversations_count,
    processedCount: row.processed_count,
    averageScore: row.average_score === null ? null : Math.round(Number(row.average_score) * 10) / 10,
    fatalFailedCount: row.fatal_failed_count,
    scoredBy: row.scored_by,
    errorKind: row.error_kind,
    error: row.error,
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  });

async function reportSummaryOf(db: Queryable, reportId: string): Promise<ReportSummary | null> {
  const [row] = await db.query<SummaryRow>(`${SUMMARY_SELECT} where r.id = $1`, [reportId]);
  return row ? toSummary(row) : null;
}

export async function listReports(db: Queryable, userId: string): Promise<ReportSummary[]> {
  const rows = await db.query<SummaryRow>(`${SUMMARY_SELECT} where r.user_id = $1 order by r.created_at desc, r.id limit 200`, [userId]);
  return reportListSchema.parse(rows.map(toSummary));
}

/** A new report, Created; `createdAt` (the clock's now) when not the database's (the demo seed's history). */
export async function insertReport(
  db: Queryable,
  report: { userId: string; source: ReportSource; from: string; to: string; checklistVersion: number; createdAt?: Date },
): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    'insert into quality_reports (user_id, source, period_from, period_to, checklist_version, created_at) values ($1, $2, $3, $4, $5, coalesce($6::timestamptz, clock_timestamp())) returning id',
    [report.userId, report.source, report.from, report.to, report.checklistVersion, report.createdAt?.toISOString() ?? null],
  );
  if (!row) throw new Error('The report was not stored');
  return row.id;
}

/** One report with its aggregates, each computed from the stored scores: per operator, per criterion of its version. */
export async function findReport(db: Queryable, userId: string, reportId: string): Promise<ReportDetail | null> {
  const [row] = await db.query<SummaryRow>(`${SUMMARY_SELECT} where r.id = $1 and r.user_id = $2`, [reportId, userId]);
  if (!row) return null;
  const operators = await db.query<{ operator: string | null; conversations: number; average_score: number | null; fatal_failed: number }>(
    `select operator, count(*)::int as conversations, avg(score)::float as average_score, count(*) filter (where fatal_failed)::int as fatal_failed
     from quality_report_conversations where report_id = $1 and scored group by operator order by avg(score) asc nulls last, operator`,
    [reportId],
  );
  const items = await db.query<{ item_id: string; title: string; weight: number; fatal: boolean; passed: number; failed: number; not_applicable: number }>(
    `select i.item_id, i.title, i.weight, i.fatal,
       count(ri.*) filter (where ri.outcome = 'passed')::int as passed,
       count(ri.*) filter (where ri.outcome = 'failed')::int as failed,
       count(ri.*) filter (where ri.outcome = 'notApplicable')::int as not_applicable
     from quality_reports r
     join quality_checklist_items i on i.user_id = r.user_id and i.version = r.checklist_version
     left join quality_report_items ri on ri.report_id = r.id and ri.item_id = i.item_id
     where r.id = $1 group by i.item_id, i.title, i.weight, i.fatal, i.position order by i.position`,
    [reportId],
  );
  const conversations = await db.query<{ title: string; operator: string | null; score: number | null; fatal_failed: boolean; scored: boolean; failure: string | null }>(
    'select title, operator, score, fatal_failed, scored, failure from quality_report_conversations where report_id = $1 order by position limit 1000',
    [reportId],
  );
  const [notice] = await db.query<{ id: string; status: string; reason_detail: string | null; reason_params: unknown }>(`select id, status, reason_detail, reason_params from messages where user_id = $1 and dedupe_key = $2`, [userId, `service:qualityReport:${reportId}`]);
  const round = (value: number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);
  return reportDetailSchema.parse({
    ...toSummary(row),
    operators: operators.map((operator) => ({ operator: operator.operator, conversations: operator.conversations, averageScore: round(operator.average_score), fatalFailed: operator.fatal_failed })),
    items: items.map((item) => ({
      itemId: item.item_id,
      title: item.title,
      weight: item.weight,
      fatal: item.fatal,
      passed: item.passed,
      failed: item.failed,
      notApplicable: item.not_applicable,
      passRate: item.passed + item.failed === 0 ? null : Math.round((100 * item.passed) / (item.passed + item.failed)),
    })),
    conversations: conversations.map((conversation) => ({
      title: conversation.title,
      operator: conversation.operator,
      score: conversation.score,
      fatalFailed: conversation.fatal_failed,
      scored: conversation.scored,
      failure: conversation.failure,
    })),
    notification: notice
      ? {
          messageId: notice.id,
          status: notice.status === 'sending' ? 'queued' : notice.status,
          ...(notice.status === 'failed' || notice.status === 'skipped' ? { reasonParams: readReasonParams(notice.reason_params), detail: notice.reason_detail } : { reasonParams: null, detail: null }),
        }
      : null,
  });
}

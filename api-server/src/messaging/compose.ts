import type { FlowType } from '@cabinet/api/flows';
import type { Queryable } from '../platform/db/Db';
import { matchesFilters } from './filters';
import type { MessageLinks } from './links';
import { visitTargets } from './targets';
import type { EngineFlow, Target } from './types';
import { formatTime, renderText, reportHeading, formatDate, variableValues } from './variables';
import { addDays, startOfLocalDay, type LocalDate } from './zone';

/** Flow types whose message is about one visit: the visit's cancellation or move voids it. */
export const VISIT_FLOW_TYPES: readonly FlowType[] = ['visitReminder', 'sms', 'recordCreated', 'recordChanged', 'recordCanceled', 'reviewRequest', 'crossSell'];
/** Flow types whose message is about one order. */
export const ORDER_FLOW_TYPES: readonly FlowType[] = ['abandonedCart', 'webhook'];
/** Flow types whose message is about a client, not a visit. */
export const CLIENT_FLOW_TYPES: readonly FlowType[] = ['birthday', 'returnVisit', 'retryNotify', 'retryNotifyRange'];

/** Lines the daily report lists at most; the rest is counted. */
const REPORT_MAX_LINES = 50;

/** The day a daily report lists, as its dedupe key names it (`dailyReport:<flow>:<branch>:<YYYY-MM-DD>`). */
export function reportDateOf(dedupeKey: string): LocalDate | null {
  const match = /:(\d{4})-(\d{2})-(\d{2})$/.exec(dedupeKey);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/**
 * The owner's daily report: the flow's text, then the branch's visits of the day (those matching the
 * flow's record filters), one line each: time, client, services, master.
 */
async function reportLines(q: Queryable, flow: EngineFlow, target: Target, date: LocalDate, now: Date): Promise<string> {
  const { timeZone } = target.company;
  const from = startOfLocalDay(date, timeZone);
  const to = startOfLocalDay(addDays(date, 1), timeZone);
  const visits = await visitTargets(q, {
    now,
    flowId: null,
    where: (p) => `v.company_id = ${p.add(target.company.id)} and v.canceled_at is null and v.removed_at is null
      and v.starts_at >= ${p.add(from.toISOString())} and v.starts_at < ${p.add(to.toISOString())}`,
  });
  const listed = visits.filter((visit) => matchesFilters(flow.settings.filters, visit, { recordFilters: true }));
  const language = flow.owner.language;
  const lines = listed.slice(0, REPORT_MAX_LINES).map((visit) => {
    const v = visit.visit;
    if (!v) return '';
    const who = visit.client?.name ?? '';
    const what = v.serviceTitles.join(', ');
    return `${formatTime(v.startsAt, timeZone, language)} ${who}${what ? ` — ${what}` : ''}${v.staffName ? ` (${v.staffName})` : ''}`;
  });
  if (listed.length > REPORT_MAX_LINES) lines.push(`… +${listed.length - REPORT_MAX_LINES}`);
  return [reportHeading(language, formatDate(from, timeZone, language), listed.length), ...lines].join('\n');
}

/**
 * The message's text: the flow's content with its variables filled from the rows, as of now. The planner
 * writes it when it plans (the log shows what will go) and the sender writes it again when it sends, so
 * an edited text or a renamed master reaches the client as it is then.
 */
export async function composeText(q: Queryable, input: { flow: EngineFlow; target: Target; messageId: string; dedupeKey: string; links: MessageLinks; now: Date }): Promise<string> {
  const { flow, target } = input;
  const text = renderText(flow.settings.content, variableValues({ target, owner: flow.owner, messageId: input.messageId, links: input.links }));
  if (flow.type !== 'dailyReport') return text;
  const date = reportDateOf(input.dedupeKey);
  if (!date) return text;
  const report = await reportLines(q, flow, target, date, input.now);
  return text.trim() === '' ? report : `${text}\n\n${report}`;
}

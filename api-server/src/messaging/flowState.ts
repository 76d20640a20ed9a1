import type { MessageReason } from '@cabinet/api/messaging';
import type { Queryable } from '../platform/db/Db';
import { RUNNING_STATUSES } from './engineFlows';

/**
 * Reasons that stop every message of a flow until the owner acts (connect or authorise the channel, set
 * the profile's phone, buy messages): a flow whose latest outcome is one of them is in error.
 */
export const OWNER_ACTION_REASONS: readonly MessageReason[] = ['noChannel', 'channelNotAuthorized', 'noTestPhone', 'quotaExhausted'];

/**
 * A flow's last start, next start and status, as the engine defines them (spec section 4 names the
 * statuses; this is what each means for a flow the engine runs):
 *
 * - last_start: when the flow's latest message was sent (written by the sender at each send);
 * - next_start: when its next waiting message is due (queued or waiting for its window), null when
 *   nothing is planned (an event-driven flow between events);
 * - inQueue: running, and nothing planned or sent yet (a new or resumed flow before its first match);
 * - working: a message of it is due now or being sent;
 * - waiting: otherwise: its next message is due later, or it waits for the next event or day;
 * - error: its latest finished message stopped on something the owner must fix (OWNER_ACTION_REASONS);
 *   the flow keeps running and leaves error with the next message that goes;
 * - done: its end date passed: the engine stops it and skips what it had waiting (flowEnded).
 *
 * The tick refreshes every flow; the sender refreshes a message's flow after each outcome, so the
 * status follows the sending within the minute. Only flows the engine runs are touched (a running status, and a connected system of their
 * integration): pause, canceled and unavailable are the owner's or billing's; done is final.
 */
export async function refreshFlowStates(q: Queryable, now: Date, flowIds: readonly string[] | null = null): Promise<void> {
  const at = now.toISOString();
  const ended = await q.query<{ id: string }>(
    `update flows set status = 'done', next_start = null
     where status = any($1::text[]) and end_date is not null and end_date <= $2 and ($3::uuid[] is null or id = any($3::uuid[])) returning id`,
    [RUNNING_STATUSES, at, flowIds],
  );
  if (ended.length > 0) {
    await q.query(
      `update messages set status = 'skipped', reason = 'flowEnded', reason_detail = 'The flow ended', reason_params = '{"code":"flowEnded"}', updated_at = $2
       where flow_id = any($1::uuid[]) and status in ('queued', 'waitingWindow')`,
      [ended.map((row) => row.id), at],
    );
  }
  await q.query(
    `update flows f set status = s.next_status, next_start = s.next_due
     from (
       select f2.id,
         (select min(m.scheduled_at) from messages m where m.flow_id = f2.id and m.status in ('queued', 'waitingWindow')) as next_due,
         case
           when (select m.reason from messages m where m.flow_id = f2.id and m.status in ('sent', 'delivered', 'read', 'replied', 'failed', 'skipped')
                 order by coalesce(m.sent_at, m.failed_at, m.updated_at) desc, m.id desc limit 1) = any($3::text[]) then 'error'
           when exists (select 1 from messages m where m.flow_id = f2.id
                        and (m.status = 'sending' or (m.status = 'queued' and m.scheduled_at <= $2))) then 'working'
           when exists (select 1 from messages m where m.flow_id = f2.id) then 'waiting'
           else 'inQueue'
         end as next_status
       from flows f2
       where f2.status = any($1::text[]) and ($4::uuid[] is null or f2.id = any($4::uuid[]))
         and exists (select 1 from business_connections bc where bc.user_id = f2.user_id and bc.integration = f2.integration)
     ) s
     where f.id = s.id and (f.status is distinct from s.next_status or f.next_start is distinct from s.next_due)`,
    [RUNNING_STATUSES, at, OWNER_ACTION_REASONS, flowIds],
  );
}

import { z } from 'zod';
import { sendJobFor } from './plan';
import { dbDate } from './targets';
import type { EngineRuntime } from './types';

/**
 * Hands the due rows to the workers again: a row whose job was lost (a crash between the insert and the
 * job's send) is found here a few minutes after its time. A second job for a row that still has one is
 * harmless: the claim lets one through.
 */
export async function sweepDue(deps: EngineRuntime): Promise<number> {
  const now = deps.clock.now();
  const rows = await deps.db.query<{ id: string; scheduled_at: Date }>(
    `select id, scheduled_at from messages where status in ('queued', 'waitingWindow') and scheduled_at <= $1
     order by scheduled_at, id limit ${Math.floor(deps.settings.sweepBatch)}`,
    [new Date(now.getTime() - deps.settings.sweepAfterMs).toISOString()],
  );
  for (const row of rows) await sendJobFor(deps.jobs, row.id, row.scheduled_at, now);
  return rows.length;
}

const stuckRow = z.object({
  id: z.string(),
  user_id: z.string(),
  handed_at: dbDate.nullable(),
  adapter: z.string().nullable(),
});

/**
 * Rows left in 'sending' by a worker that died (the API killed mid-send). One that never reached its
 * channel (handed_at null) goes back to the queue. One that did is sent again only through an adapter
 * that delivers a repeated message id once (ChannelAdapter.idempotent); otherwise it fails
 * outcomeUnknown rather than risk the client getting it twice, and keeps its unit of quota (it may have
 * gone). A row is stuck once it has been 'sending' longer than any adapter waits for its provider.
 */
export async function recoverStuck(deps: EngineRuntime): Promise<number> {
  const now = deps.clock.now();
  const rows = (
    await deps.db.query(
      `select m.id, m.user_id, m.handed_at, ca.adapter from messages m left join channel_accounts ca on ca.id = m.channel_account_id
       where m.status = 'sending' and m.updated_at <= $1 order by m.updated_at, m.id limit ${Math.floor(deps.settings.sweepBatch)}`,
      [new Date(now.getTime() - deps.settings.stuckAfterMs).toISOString()],
    )
  ).map((row) => stuckRow.parse(row));
  for (const row of rows) {
    const adapter = Object.values(deps.adapters).find((candidate) => candidate.name === row.adapter);
    if (row.handed_at === null || adapter?.idempotent) {
      const requeued = await deps.db.query(
        `update messages set status = 'queued', handed_at = null, scheduled_at = $2, updated_at = $2 where id = $1 and status = 'sending' returning id`,
        [row.id, now.toISOString()],
      );
      if (requeued.length > 0) await sendJobFor(deps.jobs, row.id, now, now, `:recovered${now.getTime()}`);
      continue;
    }
    await deps.db.query(
      `update messages set status = 'failed', reason = 'outcomeUnknown', failed_at = $2, updated_at = $2,
         reason_detail = 'The API stopped while the channel was being called; it cannot tell whether the message went',
         reason_params = '{"code":"interrupted"}'
       where id = $1 and status = 'sending'`,
      [row.id, now.toISOString()],
    );
  }
  return rows.length;
}

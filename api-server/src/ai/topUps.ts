import type { Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';

/*
 * An assistant's balance top-up paid through the payments domain (spec sections 4, 5, 9: tariff 20, at least
 * $20): the payment's configuration names the assistant (`copilotBotId`); the verified notice that settles the
 * order writes the top-up here, in the same transaction, once per order (copilot_bot_top_ups.order_id unique).
 */

/** Whether the assistant is the payer's: another account's and an unknown one are refused alike. */
export async function ownsCopilotBot(q: Queryable, userId: string, botId: string): Promise<boolean> {
  if (!isUuid(botId)) return false;
  const rows = await q.query('select 1 from copilot_bots where id = $1 and user_id = $2', [botId, userId]);
  return rows.length > 0;
}

/** The paid amount added to the assistant's balance; nothing when the assistant was deleted meanwhile, or the order already counted. */
export async function recordCopilotBotTopUp(tx: Queryable, top: { userId: string; botId: string; amountUsd: number; orderId: string; at: Date }): Promise<void> {
  if (!isUuid(top.botId) || top.amountUsd <= 0) return;
  await tx.query(
    `insert into copilot_bot_top_ups (bot_id, amount_cents, order_id, created_at)
     select b.id, $3, $4, $5 from copilot_bots b where b.id = $1 and b.user_id = $2
     on conflict (order_id) do nothing`,
    [top.botId, top.userId, Math.round(top.amountUsd * 100), top.orderId, top.at.toISOString()],
  );
}

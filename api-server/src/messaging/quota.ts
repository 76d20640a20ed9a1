import type { Db } from '../platform/db/Db';

/*
 * The account's message quota (users.available_notifications_count): one unit per message handed to a
 * channel. Decision: test-mode messages count too: they leave through the same channel account and the
 * provider bills them alike, and the shell's "under 100" warning and stop at zero must tell the truth
 * about what can still go. The owner's daily report counts for the same reason.
 *
 * messages.quota_charged records that this row holds a unit, in the same transaction as the decrement,
 * so a message tried again after a crash or a "try later" is charged once, and a refund gives back only
 * what was taken.
 */

/** Takes one unit for the message unless it holds one already; false when the quota is exhausted. */
export async function chargeQuota(db: Db, userId: string, messageId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [held] = await tx.query<{ quota_charged: boolean }>('select quota_charged from messages where id = $1 for update', [messageId]);
    if (held?.quota_charged) return true;
    // One statement: concurrent senders of one account never take the count below zero.
    const taken = await tx.query(
      `update users set available_notifications_count = available_notifications_count - 1
       where id = $1 and available_notifications_count > 0 returning id`,
      [userId],
    );
    if (taken.length === 0) return false;
    await tx.query('update messages set quota_charged = true where id = $1', [messageId]);
    return true;
  });
}

/** Gives the message's unit back (the channel refused it); nothing when it holds none. */
export async function refundQuota(db: Db, userId: string, messageId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const released = await tx.query('update messages set quota_charged = false where id = $1 and quota_charged returning id', [messageId]);
    if (released.length > 0) await tx.query('update users set available_notifications_count = available_notifications_count + 1 where id = $1', [userId]);
  });
}

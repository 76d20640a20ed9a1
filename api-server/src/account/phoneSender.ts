import { usesStandIn, type Config } from '../config';
import type { ChannelAccount, ChannelAdapter, ChannelAdapterName } from '../channels/Channel';
import type { Db } from '../platform/db/Db';

/*
 * The phone change's codes leave through the sending engine's channels (spec: the code "arrives through
 * the sending engine's channel"): phone_outbox is drained by this sender through the cabinet's own service
 * channel, an account of the channel adapters that no user owns. Development sends through the simulated
 * messenger (dev/outbox/phone still shows each code with what the channel answered); production through
 * Twilio SMS with the cabinet's sender (SERVICE_SMS_TWILIO_ACCOUNT_SID, _AUTH_TOKEN, _FROM). Without a
 * configured channel a code waits in the outbox, as before.
 *
 * At most once: a row is claimed before the channel is asked (claimed_at), so two runs never send it twice;
 * a send the channel refused as retryable is released for the next run, up to MAX_ATTEMPTS.
 */
export const SERVICE_CHANNEL_ACCOUNT_ID = '00000000-0000-0000-0000-000000000000';
const MAX_ATTEMPTS = 3;
/** A code is valid 30 s: one still unsent after this is not worth sending. */
const STALE_AFTER_MS = 60_000;

/** The cabinet's own sender, from the validated config; `usesStandIn` decides as for every outside system. */
export function serviceChannelAccount(config: Pick<Config, 'mode' | 'serviceSms'>): ChannelAccount | null {
  const sms = config.serviceSms;
  const base = { id: SERVICE_CHANNEL_ACCOUNT_ID, userId: SERVICE_CHANNEL_ACCOUNT_ID, kind: 'sms' as const, state: 'authorized' as const, phone: sms?.from ?? null };
  if (usesStandIn(config, sms?.accountSid ?? null)) return { ...base, adapter: 'simulated', settings: {} };
  return sms ? { ...base, adapter: 'twilio', settings: { accountSid: sms.accountSid, authToken: sms.authToken, from: sms.from } } : null;
}

type OutboxRow = { id: string; to_phone: string; text: string; created_at: Date };

export async function drainPhoneOutbox(db: Db, adapters: Readonly<Record<ChannelAdapterName, ChannelAdapter>>, account: ChannelAccount | null, now: Date): Promise<number> {
  if (!account) return 0;
  const adapter = adapters[account.adapter];
  const claimed = await db.query<OutboxRow>(
    `update phone_outbox set claimed_at = $1, attempts = attempts + 1
     where id in (select id from phone_outbox where sent_at is null and failed_at is null and claimed_at is null and attempts < $2
                  order by created_at limit 50)
     returning id, to_phone, text, created_at`,
    [now.toISOString(), MAX_ATTEMPTS],
  );
  let sent = 0;
  for (const row of claimed) {
    if (now.getTime() - row.created_at.getTime() > STALE_AFTER_MS) {
      await db.query(`update phone_outbox set failed_at = $2, failure = 'expired before it was sent' where id = $1`, [row.id, now.toISOString()]);
      continue;
    }
    const result = await adapter.send(account, { messageId: row.id, to: row.to_phone, text: row.text, buttons: [], image: null });
    if (result.ok) {
      sent += 1;
      await db.query('update phone_outbox set sent_at = $2, provider_message_id = $3, channel = $4 where id = $1', [row.id, now.toISOString(), result.providerMessageId, account.adapter]);
    } else if (result.retryable) {
      await db.query('update phone_outbox set claimed_at = null, failure = $2 where id = $1', [row.id, result.detail]);
    } else {
      await db.query('update phone_outbox set failed_at = $2, failure = $3, channel = $4 where id = $1', [row.id, now.toISOString(), result.detail, account.adapter]);
    }
  }
  return sent;
}

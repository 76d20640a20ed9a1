import { z } from 'zod';
import { CHANNEL_KINDS, type ChannelKind } from '@cabinet/api/messaging';
import type { Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';
import type { ChannelAccount } from './Channel';

/** A channel_accounts row as the engine and the webhooks read it, checked (settings stay the adapter's to parse). */
const channelAccountRowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  adapter: z.enum(['simulated', 'whatsappCloud', 'twilio', 'chatApi', 'telegram', 'dialog360', 'sigma']),
  state: z.enum(['init', 'loading', 'gotQrCode', 'authorized', 'notAuthorized', 'error']),
  phone: z.string().nullable(),
  settings: z.record(z.string(), z.unknown()),
});

const COLUMNS = 'id, user_id, kind, adapter, state, phone, settings';

export function parseChannelAccount(row: unknown): ChannelAccount {
  const parsed = channelAccountRowSchema.parse(row);
  return { id: parsed.id, userId: parsed.user_id, kind: parsed.kind, adapter: parsed.adapter, state: parsed.state, phone: parsed.phone, settings: parsed.settings };
}

/**
 * The account a message of this kind goes through: an authorized one when the owner has any (the newest
 * of those), else their newest of the kind, so the engine can tell "no channel" (null) from "channel not
 * authorized" (an account whose state is not authorized).
 *
 * An account the owner connected at a real provider (an instance, a WABA number, Twilio...) comes before
 * the simulated messenger (the demo's): a message goes through the number the owner connected, and when
 * that number is signed out it is refused as channelNotAuthorized rather than quietly "sent" through a
 * messenger no client is on.
 */
export async function findChannelAccount(q: Queryable, userId: string, kind: ChannelKind): Promise<ChannelAccount | null> {
  const [row] = await q.query(
    `select ${COLUMNS} from channel_accounts where user_id = $1 and kind = $2
     order by (adapter <> 'simulated') desc, (state = 'authorized') desc, created_at desc, id limit 1`,
    [userId, kind],
  );
  return row ? parseChannelAccount(row) : null;
}

/** One account by id (the inbound webhooks carry it in their path); null for anything that is not one. */
export async function findChannelAccountById(q: Queryable, id: string): Promise<ChannelAccount | null> {
  if (!isUuid(id)) return null;
  const [row] = await q.query(`select ${COLUMNS} from channel_accounts where id = $1`, [id]);
  return row ? parseChannelAccount(row) : null;
}

/**
 * The provider said the number is signed out while sending (an instance logged out on the phone): the
 * account shows it (notAuthorized, "scan the QR code again") before its page is next opened. Only an
 * authorized instance changes; a connection under way keeps its own lifecycle.
 */
export async function markSignedOut(q: Queryable, account: ChannelAccount, at: Date): Promise<void> {
  if (account.adapter !== 'chatApi') return;
  await q.query(`update channel_accounts set state = 'notAuthorized', updated_at = $2 where id = $1 and state = 'authorized'`, [account.id, at.toISOString()]);
}

import { z } from 'zod';
import { CHANNEL_KINDS, type ChannelKind } from '@cabinet/api/contract';
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
 */
export async function findChannelAccount(q: Queryable, userId: string, kind: ChannelKind): Promise<ChannelAccount | null> {
  const [row] = await q.query(
    `select ${COLUMNS} from channel_accounts where user_id = $1 and kind = $2
     order by (state = 'authorized') desc, created_at desc, id limit 1`,
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

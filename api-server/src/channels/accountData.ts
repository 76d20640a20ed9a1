import type { ChannelAccount as ChannelAccountView, InstanceProvider } from '@cabinet/api/messaging';
import type { Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';
import { ApiError } from '../platform/http/ApiError';
import type { InstanceRecord } from './instanceMachine';

/** The channel accounts' rows (channel_accounts) and the queries the account routes and services make. */
export type AccountRow = {
  id: string;
  user_id: string;
  kind: 'whatsapp' | 'max' | 'telegram' | 'waba' | 'sms';
  adapter: ChannelAccountView['provider'];
  name: string;
  phone: string | null;
  state: ChannelAccountView['state'];
  settings: Record<string, unknown>;
  test_until: Date | null;
  paid_up_to: Date | null;
  created_at: Date;
  loading_since: Date | null;
  qr_code: string | null;
  switching_to: InstanceProvider | null;
  switching_started_at: Date | null;
  switching_until: Date | null;
};

export const accountNotFound = () => new ApiError(404, 'CHANNEL_ACCOUNT_NOT_FOUND', 'No channel account of yours has this id');
export const isInstance = (row: AccountRow) => row.kind === 'whatsapp' || row.kind === 'max';

export function toView(row: AccountRow): ChannelAccountView {
  return {
    id: row.id,
    kind: row.kind,
    provider: row.adapter,
    instanceProvider: row.kind === 'whatsapp' || row.kind === 'max' ? row.kind : null,
    name: row.name,
    phone: row.phone,
    state: row.state,
    testUntil: row.test_until?.toISOString() ?? null,
    paidUpTo: row.paid_up_to?.toISOString() ?? null,
    switching:
      row.switching_to && row.switching_started_at && row.switching_until
        ? { to: row.switching_to, startedAt: row.switching_started_at.toISOString(), until: row.switching_until.toISOString() }
        : null,
    createdAt: row.created_at.toISOString(),
  };
}

// Timestamps go to the driver as ISO strings (both engines read them; PGlite refuses a Date in some positions).
const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function saveInstanceRecord(q: Queryable, id: string, record: InstanceRecord, at: Date): Promise<AccountRow> {
  const [row] = await q.query<AccountRow>(
    `update channel_accounts set kind = $2, state = $3, loading_since = $4, qr_code = $5, phone = $6,
       switching_to = $7, switching_started_at = $8, switching_until = $9, updated_at = $10
     where id = $1 returning *`,
    [id, record.provider, record.state, iso(record.loadingSince), record.qrCode, record.phone, record.switching?.to ?? null, iso(record.switching?.startedAt ?? null), iso(record.switching?.until ?? null), at.toISOString()],
  );
  if (!row) throw accountNotFound();
  return row;
}

export async function findAccount(q: Queryable, id: string): Promise<AccountRow | null> {
  const [row] = await q.query<AccountRow>(`select * from channel_accounts where id = $1`, [id]);
  return row ?? null;
}

export async function findOwnAccount(q: Queryable, userId: string, id: string): Promise<AccountRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await q.query<AccountRow>(`select * from channel_accounts where id = $1 and user_id = $2`, [id, userId]);
  return row ?? null;
}

export async function listOwnAccounts(q: Queryable, userId: string): Promise<{ rows: AccountRow[]; instanceLimit: number }> {
  const rows = await q.query<AccountRow>(`select * from channel_accounts where user_id = $1 order by created_at desc, id`, [userId]);
  const [user] = await q.query<{ chat_api_instance_limit: number }>(`select chat_api_instance_limit from users where id = $1`, [userId]);
  return { rows, instanceLimit: user?.chat_api_instance_limit ?? 0 };
}

/** The owner's instance limit and how many WhatsApp/MAX instances they have; null for an unknown user. */
export async function instanceCount(q: Queryable, userId: string): Promise<{ limit: number; count: number } | null> {
  const [row] = await q.query<{ limit: number; count: string }>(
    `select u.chat_api_instance_limit as limit, (select count(*) from channel_accounts c where c.user_id = u.id and c.kind in ('whatsapp', 'max')) as count
     from users u where u.id = $1`,
    [userId],
  );
  return row ? { limit: row.limit, count: Number(row.count) } : null;
}

/** Locks the user's row: two tabs adding at once are counted one after the other. */
export async function lockUser(q: Queryable, userId: string): Promise<void> {
  await q.query(`select id from users where id = $1 for update`, [userId]);
}

/** A new account row, authorised unless it says otherwise (`init` for an instance). */
export async function insertAccount(
  q: Queryable,
  account: { userId: string; kind: AccountRow['kind']; adapter: AccountRow['adapter']; name: string; phone?: string | null; state?: AccountRow['state']; settings: object; testUntil?: Date | null; at: Date },
): Promise<AccountRow | null> {
  const [row] = await q.query<AccountRow>(
    `insert into channel_accounts (user_id, kind, adapter, name, phone, state, settings, test_until, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) returning *`,
    [account.userId, account.kind, account.adapter, account.name, account.phone ?? null, account.state ?? 'authorized', JSON.stringify(account.settings), account.testUntil?.toISOString() ?? null, account.at.toISOString()],
  );
  return row ?? null;
}

export async function deleteAccount(q: Queryable, id: string): Promise<void> {
  await q.query('delete from channel_accounts where id = $1', [id]);
}

/** Deletes one of the owner's accounts of a kind or an adapter; false when there was none. */
export async function deleteOwnAccount(q: Queryable, userId: string, id: string, match: { kind: 'telegram' } | { adapter: 'twilio' | 'sigma' }): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted =
    'kind' in match
      ? await q.query(`delete from channel_accounts where id = $1 and user_id = $2 and kind = $3 returning id`, [id, userId, match.kind])
      : await q.query(`delete from channel_accounts where id = $1 and user_id = $2 and adapter = $3 returning id`, [id, userId, match.adapter]);
  return deleted.length > 0;
}

export async function twilioAccountAdded(q: Queryable, userId: string, accountSid: string, phone: string): Promise<boolean> {
  const [row] = await q.query(`select id from channel_accounts where user_id = $1 and adapter = 'twilio' and settings ->> 'accountSid' = $2 and phone = $3`, [userId, accountSid, phone]);
  return row !== undefined;
}

export async function sigmaAccountAdded(q: Queryable, userId: string, username: string, sender: string): Promise<boolean> {
  const [row] = await q.query(`select id from channel_accounts where user_id = $1 and adapter = 'sigma' and settings ->> 'username' = $2 and settings ->> 'sender' = $3`, [userId, username, sender]);
  return row !== undefined;
}

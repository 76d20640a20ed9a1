import type { Queryable } from '../platform/db/Db';
import { newOpaqueToken, sha256 } from '../platform/auth/tokenService';

export type EmailCodePurpose = 'confirm-email' | 'reset-password' | 'change-email';

export const RESET_CODE_TTL_SECONDS = 60 * 60;
/** The spec gives no lifetime for the confirmation link; a week leaves time to find the mail. */
export const CONFIRMATION_CODE_TTL_SECONDS = 7 * 24 * 60 * 60;

/** A new single-use code for an e-mailed link; only its hash is stored. */
export async function createEmailCode(q: Queryable, userId: string, purpose: EmailCodePurpose, ttlSeconds: number): Promise<string> {
  const code = newOpaqueToken();
  await q.query(
    `insert into email_codes (user_id, purpose, code_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4::int))`,
    [userId, purpose, sha256(code), ttlSeconds],
  );
  return code;
}

/** Marks the user's unused codes of that purpose as used: only the newest e-mailed link keeps working. */
export async function retireEmailCodes(q: Queryable, userId: string, purpose: EmailCodePurpose): Promise<void> {
  await q.query('update email_codes set used_at = now() where user_id = $1 and purpose = $2 and used_at is null', [userId, purpose]);
}

/** Uses the code up; false when it is unknown, of another user or purpose, used, or expired. */
export async function consumeEmailCode(q: Queryable, userId: string, purpose: EmailCodePurpose, code: string): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    `update email_codes set used_at = now()
     where user_id = $1 and purpose = $2 and code_hash = $3 and used_at is null and expires_at > now()
     returning id`,
    [userId, purpose, sha256(code)],
  );
  return rows.length > 0;
}

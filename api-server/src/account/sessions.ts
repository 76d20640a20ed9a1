import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { authTokensSchema, type AuthTokens } from '@cabinet/api/contract';
import type { Db, Queryable } from '../platform/db/Db';
import { newOpaqueToken, sha256, type TokenService, type TokenUser } from '../platform/auth/tokenService';

export interface SessionDeps {
  tokens: TokenService;
  refreshTokenTtlDays: number;
  /** How long an exchanged refresh token still answers with its successor pair (0: never). */
  refreshGraceSeconds: number;
  /** The AES-256-GCM key that seals a successor pair while it waits in the database. */
  sealKey: Buffer;
}

export function sessionDeps(tokens: TokenService, config: { jwtSecret: string; refreshTokenTtlDays: number; refreshGraceSeconds: number }): SessionDeps {
  return {
    tokens,
    refreshTokenTtlDays: config.refreshTokenTtlDays,
    refreshGraceSeconds: config.refreshGraceSeconds,
    sealKey: createHash('sha256').update(`${config.jwtSecret}:refresh-grace`).digest(),
  };
}

/** Signs the user in: an access token and a new refresh token, stored as its hash. */
export async function issueSession(q: Queryable, deps: SessionDeps, user: TokenUser): Promise<AuthTokens> {
  const { tokens } = await issueSessionWithId(q, deps, user);
  return tokens;
}

async function issueSessionWithId(q: Queryable, deps: SessionDeps, user: TokenUser): Promise<{ id: string; tokens: AuthTokens }> {
  const refreshToken = newOpaqueToken();
  const [row] = await q.query<{ id: string }>(
    `insert into refresh_tokens (user_id, token_hash, expires_at)
     values ($1, $2, now() + make_interval(days => $3::int))
     returning id`,
    [user.id, sha256(refreshToken), deps.refreshTokenTtlDays],
  );
  if (!row) throw new Error('Inserting a refresh token returned no row');
  return { id: row.id, tokens: { token: await deps.tokens.signAccessToken(user), refreshToken } };
}

type PresentedTokenRow = {
  id: string;
  user_id: string;
  email: string;
  roles: string[];
  revoked: boolean;
  replaced: boolean;
  expired: boolean;
  in_grace: boolean;
  successor_sealed: string | null;
};

/** A chain of exchanges inside one grace window longer than this is not two tabs: it is refused. */
const MAX_GRACE_HOPS = 5;

/**
 * Exchanges a refresh token for a new pair and retires the old one. Null when the token is unknown,
 * expired or revoked.
 *
 * A token already exchanged coming back within the grace window (another tab of the same browser, or a
 * retry after the answer was lost) gets the very pair it was exchanged for, as long as that pair is still
 * live. After the window it means two parties hold it (one of them stole it): every session of that user
 * ends, so the thief's copy dies with the owner's.
 */
export async function rotateRefreshToken(db: Db, deps: SessionDeps, presented: string): Promise<AuthTokens | null> {
  return db.transaction(async (tx) => {
    const row = await presentedRow(tx, deps, presented);
    if (!row) return null;
    if (!row.revoked) {
      if (row.expired) return null;
      const fresh = await issueSessionWithId(tx, deps, { id: row.user_id, email: row.email, roles: row.roles });
      await tx.query('update refresh_tokens set revoked_at = now(), replaced_by_id = $2, successor_sealed = $3 where id = $1', [
        row.id,
        fresh.id,
        seal(deps.sealKey, fresh.tokens),
      ]);
      // Sealed pairs are kept only through their window.
      await tx.query(
        `update refresh_tokens set successor_sealed = null
         where user_id = $1 and successor_sealed is not null and revoked_at < now() - make_interval(secs => $2::int)`,
        [row.user_id, deps.refreshGraceSeconds],
      );
      return fresh.tokens;
    }
    // Within the window: the same pair, if it is still live; if it was signed out or reset, a plain refusal.
    if (row.replaced && row.in_grace) return liveSuccessor(tx, deps, row);
    if (row.replaced) await revokeAllSessions(tx, row.user_id);
    return null;
  });
}

/** The row of a presented refresh token, locked for the exchange. */
async function presentedRow(q: Queryable, deps: SessionDeps, presented: string): Promise<PresentedTokenRow | null> {
  const [row] = await q.query<PresentedTokenRow>(
    `select t.id, t.user_id, u.email, u.roles,
            t.revoked_at is not null as revoked,
            t.replaced_by_id is not null as replaced,
            t.expires_at <= now() as expired,
            coalesce(t.revoked_at > now() - make_interval(secs => $2::int), false) as in_grace,
            t.successor_sealed
     from refresh_tokens t join users u on u.id = t.user_id
     where t.token_hash = $1
     for update of t`,
    [sha256(presented), deps.refreshGraceSeconds],
  );
  return row ?? null;
}

/** The pair a token was exchanged for, following further exchanges made within their own windows. */
async function liveSuccessor(q: Queryable, deps: SessionDeps, exchanged: PresentedTokenRow): Promise<AuthTokens | null> {
  let current = exchanged;
  for (let hop = 0; hop < MAX_GRACE_HOPS; hop += 1) {
    const pair = unseal(deps.sealKey, current.successor_sealed);
    if (!pair) return null;
    const next = await presentedRow(q, deps, pair.refreshToken);
    if (!next) return null;
    if (!next.revoked) return next.expired ? null : pair;
    if (!next.replaced || !next.in_grace) return null;
    current = next;
  }
  return null;
}

/** AES-256-GCM: iv, tag and ciphertext, base64url, dot-separated. */
function seal(key: Buffer, tokens: AuthTokens): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

function unseal(key: Buffer, sealed: string | null): AuthTokens | null {
  if (sealed === null) return null;
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    const parsed = authTokensSchema.safeParse(JSON.parse(Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function revokeRefreshToken(q: Queryable, presented: string): Promise<void> {
  await q.query('update refresh_tokens set revoked_at = now() where token_hash = $1 and revoked_at is null', [sha256(presented)]);
}

export async function revokeAllSessions(q: Queryable, userId: string): Promise<void> {
  await q.query('update refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null', [userId]);
}

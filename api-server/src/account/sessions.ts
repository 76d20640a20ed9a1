import type { AuthTokens } from '@cabinet/api/contract';
import type { Db, Queryable } from '../platform/db/Db';
import { newOpaqueToken, sha256, type TokenService, type TokenUser } from '../platform/auth/tokenService';

export interface SessionDeps {
  tokens: TokenService;
  refreshTokenTtlDays: number;
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
};

/**
 * Exchanges a refresh token for a new pair and retires the old one. Null when the token is unknown,
 * expired or revoked. A token that was already exchanged coming back means two parties hold it (one of
 * them stole it): every session of that user ends, so the thief's copy dies with the owner's.
 */
export async function rotateRefreshToken(db: Db, deps: SessionDeps, presented: string): Promise<AuthTokens | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<PresentedTokenRow>(
      `select t.id, t.user_id, u.email, u.roles,
              t.revoked_at is not null as revoked,
              t.replaced_by_id is not null as replaced,
              t.expires_at <= now() as expired
       from refresh_tokens t join users u on u.id = t.user_id
       where t.token_hash = $1
       for update of t`,
      [sha256(presented)],
    );
    if (!row) return null;
    if (row.revoked) {
      if (row.replaced) await revokeAllSessions(tx, row.user_id);
      return null;
    }
    if (row.expired) return null;
    const fresh = await issueSessionWithId(tx, deps, { id: row.user_id, email: row.email, roles: row.roles });
    await tx.query('update refresh_tokens set revoked_at = now(), replaced_by_id = $2 where id = $1', [row.id, fresh.id]);
    return fresh.tokens;
  });
}

export async function revokeRefreshToken(q: Queryable, presented: string): Promise<void> {
  await q.query('update refresh_tokens set revoked_at = now() where token_hash = $1 and revoked_at is null', [sha256(presented)]);
}

export async function revokeAllSessions(q: Queryable, userId: string): Promise<void> {
  await q.query('update refresh_tokens set revoked_at = now() where user_id = $1 and revoked_at is null', [userId]);
}

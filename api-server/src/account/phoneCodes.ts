import { randomInt } from 'node:crypto';
import { PHONE_CODE_ATTEMPTS_PER_DAY, PHONE_CODE_TTL_SECONDS, PHONE_CODES_PER_DAY, type PhoneCodeState } from '@cabinet/api/phone';
import type { Queryable } from '../platform/db/Db';
import { sha256 } from '../platform/auth/tokenService';

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * The phone change's code (shared/api/src/account/phoneChange.ts has the rules in words). Every time is the
 * caller's clock (AppContext.clock), never the database's, so tests move time past the 30 s and the day.
 * Times go to the database as ISO strings: PGlite runs outside jest's realm and refuses its Date objects.
 */

type CodeRow = {
  id: string;
  phone: string;
  code_hash: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
};

async function latestCode(q: Queryable, userId: string): Promise<CodeRow | null> {
  const [row] = await q.query<CodeRow>(
    'select id, phone, code_hash, created_at, expires_at, used_at from phone_codes where user_id = $1 order by created_at desc limit 1',
    [userId],
  );
  return row ?? null;
}

async function failuresSince(q: Queryable, userId: string, since: Date): Promise<Date[]> {
  const rows = await q.query<{ at: Date }>('select at from phone_code_failures where user_id = $1 and at > $2 order by at', [userId, since.toISOString()]);
  return rows.map((row) => row.at);
}

async function codesSentSince(q: Queryable, userId: string, since: Date): Promise<Date[]> {
  const rows = await q.query<{ created_at: Date }>('select created_at from phone_codes where user_id = $1 and created_at > $2 order by created_at', [userId, since.toISOString()]);
  return rows.map((row) => row.created_at);
}

/** Where the user's phone change stands at `now`. */
export async function phoneCodeState(q: Queryable, userId: string, now: Date): Promise<PhoneCodeState> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const [code, failures, sent] = await Promise.all([latestCode(q, userId), failuresSince(q, userId, dayAgo), codesSentSince(q, userId, dayAgo)]);
  const live = code && !code.used_at ? code : null;
  // Closed until the oldest of the day's failures (or codes) is a day old.
  const dayAfterFirst = (times: Date[], limit: number) => (times.length >= limit && times[0] ? new Date(times[0].getTime() + DAY_MS) : null);
  const blockedByFailures = dayAfterFirst(failures, PHONE_CODE_ATTEMPTS_PER_DAY);
  const blockedBySends = dayAfterFirst(sent, PHONE_CODES_PER_DAY);
  const blockedUntil = [blockedByFailures, blockedBySends].filter((at): at is Date => at !== null).sort((a, b) => b.getTime() - a.getTime())[0] ?? null;
  const nextCodeAt = live && live.expires_at > now ? live.expires_at : now;
  return {
    phone: live && live.expires_at > now ? live.phone : null,
    expiresAt: live && live.expires_at > now ? live.expires_at.toISOString() : null,
    nextCodeAt: (blockedUntil ?? nextCodeAt).toISOString(),
    attemptsLeft: Math.max(0, PHONE_CODE_ATTEMPTS_PER_DAY - failures.length),
    blockedUntil: blockedUntil ? blockedUntil.toISOString() : null,
  };
}

export type SendOutcome = { ok: true; code: string } | { ok: false; reason: 'tooSoon' | 'limit'; state: PhoneCodeState };

/** A new code for `phone` unless the countdown or the day's limits forbid it; the older code stops working. */
export async function issuePhoneCode(tx: Queryable, userId: string, phone: string, now: Date): Promise<SendOutcome> {
  // One change at a time per user: the row lock orders two tabs asking at once.
  await tx.query('select id from users where id = $1 for update', [userId]);
  const state = await phoneCodeState(tx, userId, now);
  if (state.blockedUntil) return { ok: false, reason: 'limit', state };
  if (new Date(state.nextCodeAt) > now) return { ok: false, reason: 'tooSoon', state };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await tx.query('update phone_codes set used_at = $2 where user_id = $1 and used_at is null', [userId, now.toISOString()]);
  await tx.query(
    `insert into phone_codes (user_id, phone, code_hash, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
    [userId, phone, sha256(code), now.toISOString(), new Date(now.getTime() + PHONE_CODE_TTL_SECONDS * 1000).toISOString()],
  );
  return { ok: true, code };
}

export type CheckOutcome = { ok: true; phone: string } | { ok: false; reason: 'wrong' | 'expired' | 'limit'; state: PhoneCodeState };

/** Uses the code up when it is the live one; a wrong code uses one of the day's attempts. */
export async function confirmPhoneCode(tx: Queryable, userId: string, code: string, now: Date): Promise<CheckOutcome> {
  await tx.query('select id from users where id = $1 for update', [userId]);
  const before = await phoneCodeState(tx, userId, now);
  if (before.attemptsLeft === 0) return { ok: false, reason: 'limit', state: before };
  const latest = await latestCode(tx, userId);
  const live = latest && !latest.used_at ? latest : null;
  // No code waiting, or its 30 s are over: ask for a new one; that uses none of the day's attempts.
  if (!live || live.expires_at <= now) return { ok: false, reason: 'expired', state: before };
  if (live.code_hash === sha256(code)) {
    await tx.query('update phone_codes set used_at = $2 where id = $1', [live.id, now.toISOString()]);
    return { ok: true, phone: live.phone };
  }
  await tx.query('insert into phone_code_failures (user_id, at) values ($1, $2)', [userId, now.toISOString()]);
  return { ok: false, reason: 'wrong', state: await phoneCodeState(tx, userId, now) };
}

/** A service message to a phone: the sender drains the table; outside production dev/outbox/phone shows it. */
export async function sendPhoneMessage(q: Queryable, phone: string, text: string): Promise<void> {
  await q.query('insert into phone_outbox (to_phone, text) values ($1, $2)', [phone, text]);
}

export async function readPhoneOutbox(q: Queryable, phone: string | null): Promise<Array<{ to: string; text: string; createdAt: string }>> {
  const rows = await q.query<{ to_phone: string; text: string; created_at: Date }>(
    `select to_phone, text, created_at from phone_outbox where $1::text is null or to_phone = $1 order by created_at desc limit 200`,
    [phone],
  );
  return rows.map((row) => ({ to: row.to_phone, text: row.text, createdAt: row.created_at.toISOString() }));
}

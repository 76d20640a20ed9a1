import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import bcrypt from 'bcryptjs';

/**
 * Stored passwords: scrypt (Node's own, run on libuv's thread pool, so hashing never holds the event loop)
 * over the whole password, no length cut (bcrypt read only its first 72 bytes).
 *
 * Format: `scrypt$<log2 N>$<r>$<p>$<salt, base64url>$<key, base64url>`, so the cost can rise later and each
 * hash still says how it was made. Hashes of the previous release are bcrypt (`$2a$`/`$2b$`): they still
 * verify, and a sign-in that proves one is rehashed at once (`needsRehash`), so they fade out as users return.
 */
/** Today's cost: 2^15 (32 MiB), about 0.15 s of CPU a hash on the CI machine. */
const PRODUCTION_LOG2_N = 15;
let LOG2_N = PRODUCTION_LOG2_N;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** 128 · N · r bytes plus headroom: Node refuses N = 2^15 under its default 32 MiB ceiling. */
const MAX_MEMORY = 64 * 1024 * 1024;

const PREFIX = 'scrypt';

/**
 * Hashes at once, at most: libuv's pool has four threads, and the JWT signatures (WebCrypto) and file reads
 * of every other request run there too. A flood of sign-ins queues here instead of starving them.
 */
const CONCURRENT_HASHES = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  // A finishing hash hands its slot to the next in line, so no newcomer slips in between.
  if (running >= CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions & { keyLength: number }): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, options.keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, { N: 2 ** LOG2_N, r: BLOCK_SIZE, p: PARALLELISM, maxmem: MAX_MEMORY, keyLength: KEY_LENGTH });
  return [PREFIX, LOG2_N, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether the password matches the stored hash, in constant time for a given hash. Malformed hashes never match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$2')) return withHashSlot(() => bcrypt.compare(password, stored));
  const [prefix, log2NText, rText, pText, salt, key, ...rest] = stored.split('$');
  if (prefix !== PREFIX || salt === undefined || key === undefined || rest.length > 0) return false;
  const [log2N, r, p] = [Number(log2NText), Number(rText), Number(pText)];
  if (![log2N, r, p].every((value) => Number.isInteger(value) && value > 0) || log2N > 20) return false;
  const expected = Buffer.from(key, 'base64url');
  if (expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: 2 ** log2N,
    r,
    p,
    maxmem: Math.max(MAX_MEMORY, 256 * 2 ** log2N * r),
    keyLength: expected.length,
  });
  return timingSafeEqual(actual, expected);
}

/**
 * Tests only (called from src/testing alone): the API's tests make hundreds of hashes (every registration,
 * sign-in, and each app's decoy hash), so api-server's jest setup and its template seed run a cheaper cost
 * through the same code and format; `undefined` restores today's, which guessing.test.ts hashes and verifies at.
 */
export function setPasswordCostForTests(log2N: number | undefined): void {
  LOG2_N = log2N ?? PRODUCTION_LOG2_N;
}

/** A hash of another kind or weaker parameters than today's: rewrite it while the password is at hand. */
export function needsRehash(stored: string): boolean {
  const parts = stored.split('$');
  return !(parts.length === 6 && parts[0] === PREFIX && Number(parts[1]) === LOG2_N && Number(parts[2]) === BLOCK_SIZE && Number(parts[3]) === PARALLELISM);
}

import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The folder where this jest run keeps its template databases: made by src/testing/jestGlobalSetup.ts,
 * removed (with any PostgreSQL templates it lists) by jest-global-teardown.cjs. Unset outside such a run.
 */
export const TEMPLATES_DIR_VARIABLE = 'CABINET_TEST_DB_TEMPLATES';

/** A PostgreSQL database a template build made, listed so that the run's teardown drops it. */
export const PG_DATABASE_SUFFIX = '.pg-database';

/** A lock left by a build that died unnoticed (a process reused its pid) is taken over after this long. */
const STALE_LOCK_MS = 10 * 60_000;

/** The scrypt cost (log2 N) of the API's tests: 2^10, a thirty-second of today's (src/account/passwords.ts). */
export const TEST_PASSWORD_LOG2_N = 10;

export function templatesDir(): string | undefined {
  return process.env[TEMPLATES_DIR_VARIABLE] || undefined;
}

/**
 * The path of the template `name` in `dir`, built by `build` the first time any jest worker asks for it:
 * one worker builds into a partial file, under a lock folder that names its pid, and renames it into place;
 * the others wait for the file. A build that throws, or whose worker died, leaves the next caller to build.
 */
export async function ensureTemplate(dir: string, name: string, build: (partialFile: string) => Promise<void>): Promise<string> {
  const file = path.join(dir, name);
  const lock = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) return file;
    if (!takeLock(lock)) {
      if (lockAbandoned(lock)) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      if (existsSync(file)) return file;
      const partial = `${file}.${process.pid}.partial`;
      await build(partial);
      renameSync(partial, file);
      return file;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock);
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
  writeFileSync(path.join(lock, 'pid'), String(process.pid));
  return true;
}

function lockAbandoned(lock: string): boolean {
  try {
    if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS) return true;
    const pid = Number(readFileSync(path.join(lock, 'pid'), 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0) return false;
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // ESRCH: its builder is gone. ENOENT: the lock was just released, or its pid not yet written: look again.
    return errorCode(error) === 'ESRCH';
  }
}

/** Not `instanceof Error`: Node's errors come from outside the realm of jest's module vm. */
function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

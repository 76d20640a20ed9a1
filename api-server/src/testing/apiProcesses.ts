import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { openPgDb } from '../platform/db/pgDb';
import type { Db } from '../platform/db/Db';
import { freePort, TEST_JWT_SECRET } from './createTestApp';

/**
 * Real API processes for the tests of several processes on one PostgreSQL database (*.postgres.test.ts,
 * run by `npm run test:postgres`): each `node --import tsx src/main.ts`, its JSON log lines kept.
 */
const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const ROOT = path.dirname(API_DIR);
const logLine = z.record(z.string(), z.unknown());

export interface ApiProcess {
  child: ChildProcess;
  origin: string;
  lines: Array<Record<string, unknown>>;
  exited: Promise<number | null>;
}

export function startApi(databaseUrl: string, port: number, dataDir: string, env: Record<string, string> = {}): ApiProcess {
  const origin = `http://127.0.0.1:${port}`;
  // Node itself with tsx's loader, not tsx's CLI: a SIGKILL must reach the server, not orphan it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl, API_MODE: 'production', JWT_SECRET: TEST_JWT_SECRET, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: Array<Record<string, unknown>> = [];
  let rest = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = rest + chunk.toString('utf8');
    const parts = text.split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) if (part.trim()) lines.push(logLine.parse(JSON.parse(part)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, origin, lines, exited };
}

/** Distinct free ports (freePort may answer the same one twice). */
export async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  return ports;
}

export class ExitedError extends Error {}

/** Polls until the probe answers non-null; an ExitedError from the probe fails at once. */
export async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null>, intervalMs = 500): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch((error: unknown) => {
      if (error instanceof ExitedError) throw error;
      return null;
    });
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** Waits for /health/ready; a process that exited first fails at once with its last lines. */
export async function untilReady(api: ApiProcess, timeoutMs = 180_000): Promise<void> {
  await until(`${api.origin} ready`, timeoutMs, async () => {
    if (api.child.exitCode !== null) throw new ExitedError(`${api.origin} exited ${api.child.exitCode}: ${JSON.stringify(api.lines.slice(-3))}`);
    return (await fetch(`${api.origin}/health/ready`)).status === 200 ? true : null;
  });
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const admin = openPgDb(serverUrl, () => undefined);
  try {
    await admin.exec(sql);
  } finally {
    await admin.close();
  }
}

/** A database of its own on the test server, dropped (its connections ended) by drop(). */
export async function scratchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; db: Db; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openPgDb(url.toString(), () => undefined);
  return {
    url: url.toString(),
    db,
    async drop() {
      await db.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * The test server itself, for the fault tests that stop and start it (`npm run test:faults` passes its folder and
 * binaries as TEST_POSTGRES_DATA and TEST_POSTGRES_BIN, see scripts/test-on-postgres.mjs). As root the server
 * runs as the `postgres` system user, so pg_ctl does too.
 */
export interface PostgresControl {
  /** Fast shutdown: every connection is ended at once, as when the server crashes or is restarted. */
  stop(): void;
  start(): void;
}

export function postgresControl(): PostgresControl {
  const data = process.env.TEST_POSTGRES_DATA;
  const bin = process.env.TEST_POSTGRES_BIN;
  if (!data || !bin) throw new Error('TEST_POSTGRES_DATA and TEST_POSTGRES_BIN are not set: run it with `npm run test:faults`');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const pgCtl = (args: string[]) => {
    const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...args]] : [path.join(bin, 'pg_ctl'), args];
    const result = spawnSync(command, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`pg_ctl ${args.join(' ')} failed: ${result.stdout}${result.stderr}`);
  };
  return {
    stop: () => pgCtl(['-D', data, '-m', 'fast', '-w', 'stop']),
    start: () => pgCtl(['-D', data, '-l', path.join(path.dirname(data), 'server.log'), '-w', '-t', '60', 'start']),
  };
}

/**
 * A throwaway PostgreSQL server for the benches, as the tests start it (scripts/test-on-postgres.mjs --serve): its
 * process is pushed on `children` so an interrupted bench can end it; stop() removes it and its folder.
 */
export async function throwawayServer(children: ChildProcess[]): Promise<{ url: string; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts/test-on-postgres.mjs'), '--serve'], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /DATABASE_URL=(\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`the PostgreSQL server did not start (${code}): ${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * `npm run bench:messages`: the message log at its scale (issue 15). The demo account is grown to a
 * million messages (about 7 minutes on PGlite); then the latency of log pages (filters, sort, search, a
 * deep page, the per-status summary) of the reference API, and the CSV export of 100,000 rows: time to
 * the first byte, to the last, and the API's peak memory, which stays flat because the export streams.
 * Results go into docs/performance.json (`messageLog`) and the Markdown beside it. A benchmark, not a
 * timed test: nothing fails on a figure. MESSAGES_BENCH_DIR reuses a data folder grown before.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApi } from '@cabinet/build/serve';
import { API_ORIGIN, median, signIn } from './browser';
import { readResults, writeResults, type MessageLogResults } from './report';
import { ROOT } from './workspace';

const RUNS = 15;
const DEMO = { email: 'demo@example.com', password: 'Demo1234' };
const ROWS = 1_000_000;

const QUERIES: ReadonlyArray<{ label: string; path: string }> = [
  { label: 'first page (latest first)', path: 'api/v1/Messages?page=1&pageSize=20' },
  { label: 'page 2,000', path: 'api/v1/Messages?page=2000&pageSize=20' },
  { label: 'status filter', path: 'api/v1/Messages?status=failed,skipped&pageSize=20' },
  { label: 'channel and period', path: 'api/v1/Messages?channel=sms&from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z&pageSize=20' },
  { label: 'sorted by send time', path: 'api/v1/Messages?sort=sentAt&order=desc&pageSize=20' },
  { label: 'search by phone', path: 'api/v1/Messages?search=79162000&pageSize=20' },
  { label: 'summary of the whole log', path: 'api/v1/Messages/Summary' },
];

async function latency(token: string, query: string): Promise<{ medianMs: number; p95Ms: number; total: number }> {
  const times: number[] = [];
  let total = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(`${API_ORIGIN()}/${query}`, { headers: { Authorization: `Bearer ${token}` } });
    const body: unknown = await response.json();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${query}: ${response.status} ${JSON.stringify(body)}`);
    if (typeof body === 'object' && body !== null && 'total' in body && typeof body.total === 'number') total = body.total;
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { medianMs: Math.round(median(times)), p95Ms: Math.round(sorted[Math.floor(sorted.length * 0.95)] ?? Number.NaN), total };
}

/** The peak resident memory (VmHWM) of a process and its descendants, in MB: the API runs under tsx's child. */
function peakRssMb(pid: number): number {
  const peaks: number[] = [];
  const visit = (id: number) => {
    const status = `/proc/${id}/status`;
    if (!existsSync(status)) return;
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(status, 'utf8'));
    if (match?.[1]) peaks.push(Number(match[1]) / 1024);
    const children = `/proc/${id}/task/${id}/children`;
    if (existsSync(children)) for (const child of readFileSync(children, 'utf8').trim().split(/\s+/).filter(Boolean)) visit(Number(child));
  };
  visit(pid);
  return Math.round(Math.max(0, ...peaks));
}

async function measureExport(token: string, query: string, pid: number): Promise<Omit<MessageLogResults['export'], 'peakRssBeforeMb'>> {
  const started = performance.now();
  const response = await fetch(`${API_ORIGIN()}/${query}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body) throw new Error(`${query}: ${response.status}`);
  let firstByteMs = 0;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    if (bytes === 0) firstByteMs = Math.round(performance.now() - started);
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { path: query, rows: lines - 1, megabytes: Math.round(bytes / 100_000) / 10, firstByteMs, totalMs: Math.round(performance.now() - started), peakRssMb: peakRssMb(pid) };
}

async function main(): Promise<void> {
  const dataDir = process.env.MESSAGES_BENCH_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'cabinet-messages-bench-'));
  console.info(`▶ Growing the demo account to ${ROWS.toLocaleString('en')} messages in ${dataDir}`);
  const seeded = spawnSync(path.join(ROOT, 'api-server/node_modules/.bin/tsx'), ['src/messageScaleMain.ts'], {
    cwd: path.join(ROOT, 'api-server'),
    env: { API_MODE: 'development', ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('Seeding failed');
  const api = await startApi({ API_MODE: 'development', ...process.env, DATA_DIR: dataDir }, false);
  try {
    const tokens = await signIn(DEMO);
    console.info(`▶ API latency, ${RUNS} requests each`);
    const figures: MessageLogResults['api'] = [];
    for (const query of QUERIES) {
      const measured = await latency(tokens.token, query.path);
      figures.push({ ...query, ...measured });
      console.info(`  ${query.label}: median ${measured.medianMs} ms, p95 ${measured.p95Ms} ms (${measured.total} matching)`);
    }
    console.info('▶ CSV export of a filtered log');
    const peakBefore = peakRssMb(api.pid ?? 0);
    const exported = { ...(await measureExport(tokens.token, 'api/v1/Messages/Export?status=read', api.pid ?? 0)), peakRssBeforeMb: peakBefore };
    console.info(`  ${exported.rows} rows, ${exported.megabytes} MB: first byte ${exported.firstByteMs} ms, all ${exported.totalMs} ms, peak RSS ${exported.peakRssBeforeMb} MB before, ${exported.peakRssMb} MB after`);
    const messageLog: MessageLogResults = { date: new Date().toISOString(), rows: ROWS, api: figures, export: exported };
    const results = readResults();
    if (results) {
      writeResults({ ...results, messageLog });
      console.info('Written into docs/performance.json and docs/performance.md.');
    } else {
      console.warn('docs/performance.json is missing: run `npm run bench` first to keep these figures.');
    }
  } finally {
    api.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

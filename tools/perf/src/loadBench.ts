/**
 * `npm run bench:load`: the reference API under load (issue 14), with autocannon against a locally started API
 * on a fresh database seeded with the demo data (its own DATA_DIR, the ports of PORT_OFFSET):
 *
 * 1. the flows list at 200 concurrent clients;
 * 2. the same while 100 more clients hammer sign-in with wrong passwords from the same address (the flood
 *    meets the rate limits: 429 once the account's failures are used up, without hashing), its own answers
 *    (latency, the 400/429 split) recorded too;
 * 3. the refresh path under 50 concurrent tabs: 50 sessions, each exchanging its refresh token for the next
 *    one as fast as the API answers.
 *
 * Prints a table of p50/p95/p99 latency and errors and writes it into docs/performance.md between the
 * `load` markers. Targets: no error other than 429 for the flood; the list's p95 during the flood within
 * twice its p95 without it. A benchmark, not a timed test: nothing fails on a figure. Each run is bounded
 * in time (LOAD_SECONDS, 15 by default) and sends traffic to this machine's loopback address only.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { startApi } from '@cabinet/build/serve';
import { portOf } from '@cabinet/build/ports';
import { signIn, type Tokens } from './browser';
import { ROOT } from './workspace';

const DEMO = { email: 'demo@example.com', password: 'Demo1234' };
const SECONDS = Number(process.env.LOAD_SECONDS) || 15;
const LIST_PATH = '/api/v1/Workflows?page=1&pageSize=50';
const LOGIN_PATH = '/api/v1/account/login';
const REFRESH_PATH = '/api/v1/Account/RefreshToken';

interface Row {
  scenario: string;
  connections: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  statuses: string;
  errors: number;
}

interface Run {
  result: Pick<Result, 'errors' | 'timeouts'>;
  /** Every answer's latency in ms and its status: autocannon's summary has no p95, so percentiles are ours. */
  answers: Array<{ ms: number; status: number }>;
}

function percentile(sorted: readonly number[], share: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN);
}

function row(scenario: string, connections: number, { result, answers }: Run): Row {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return {
    scenario,
    connections,
    requests: answers.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    statuses: [...counts].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(', '),
    // Transport errors and timeouts: no answer at all.
    errors: result.errors + result.timeouts,
  };
}

function run(options: autocannon.Options): Promise<Run> {
  const answers: Run['answers'] = [];
  return new Promise((resolve, reject) => {
    // A generous timeout: a slow answer is a latency to report, not a dropped request.
    const instance = autocannon({ timeout: 120, ...options, duration: SECONDS }, (error, result) => (error ? reject(error) : resolve({ result, answers })));
    instance.on('response', (_client, status, _bytes, ms) => answers.push({ ms, status }));
  });
}

/**
 * Waits until the list answers quickly three times in a row: right after start the engine's first sweep over
 * the demo data holds PGlite (and so the API) for a while, which would count against the first run.
 */
async function settle(url: string, token: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  let quick = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(url, { headers: { Authorization: `Bearer ${token}` } }).then((response) => response.arrayBuffer());
    quick = performance.now() - started < 500 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * `clients` loops, each sending the next request as soon as the last answer came, for the run's duration,
 * every answer's status and latency recorded. The flood runs this way: autocannon's clients, POSTing to an
 * endpoint that answers at once, recorded none of the flood's answers (its row in the table stayed empty).
 */
async function fetchLoops(clients: number, send: () => Promise<Response>): Promise<Run> {
  const answers: Run['answers'] = [];
  let errors = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        try {
          const response = await send();
          await response.arrayBuffer();
          answers.push({ ms: performance.now() - started, status: response.status });
        } catch {
          errors += 1;
        }
      }
    }),
  );
  return { result: { errors, timeouts: 0 }, answers };
}

/**
 * 50 tabs, each exchanging its own refresh token for the next as soon as the last answer came: a chain per
 * tab, which autocannon's request pipeline (it prepares a request before the previous answer arrives) cannot keep.
 */
async function refreshLoop(origin: string, tabs: readonly Tokens[]): Promise<Run> {
  const answers: Run['answers'] = [];
  let errors = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    tabs.map(async (tab) => {
      let refreshToken = tab.refreshToken;
      while (Date.now() < until) {
        const started = performance.now();
        try {
          const response = await fetch(origin + REFRESH_PATH, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ refreshToken }),
          });
          const body: unknown = await response.json();
          answers.push({ ms: performance.now() - started, status: response.status });
          if (typeof body === 'object' && body !== null && 'refreshToken' in body && typeof body.refreshToken === 'string') refreshToken = body.refreshToken;
          else return;
        } catch {
          errors += 1;
          return;
        }
      }
    }),
  );
  return { result: { errors, timeouts: 0 }, answers };
}

async function refreshTabs(count: number): Promise<Tokens[]> {
  const tabs: Tokens[] = [];
  for (let index = 0; index < count; index += 1) tabs.push(await signIn(DEMO));
  return tabs;
}

async function main(): Promise<void> {
  const dataDir = process.env.LOAD_BENCH_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'cabinet-load-bench-'));
  // A development API for its demo data; its rate limits are the defaults a deployment gets.
  const api = await startApi({ API_MODE: 'development', ...process.env, DATA_DIR: dataDir }, false);
  try {
    // The loopback address itself: autocannon does not fall back from ::1 as fetch does for "localhost".
    const origin = `http://127.0.0.1:${portOf('api')}`;
    const { token } = await signIn(DEMO);
    const list: autocannon.Options = { url: origin + LIST_PATH, connections: 200, headers: { Authorization: `Bearer ${token}` } };

    // Before the flood: once it has used up the address's failures, sign-in from here is refused for a while.
    const tabs = await refreshTabs(50);
    await settle(origin + LIST_PATH, token);
    const quiet = await run(list);
    const [during, flood] = await Promise.all([
      run(list),
      // Wrong passwords for one account from one address, as a guessing flood would send them.
      fetchLoops(100, () =>
        fetch(origin + LOGIN_PATH, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'guessed.owner@example.com', password: 'Wrong1234' }),
        }),
      ),
    ]);

    const refresh = await refreshLoop(origin, tabs);

    const rows = [
      row('flows list', 200, quiet),
      row('flows list during the sign-in flood', 200, during),
      row('the flood: wrong passwords for one account from one address (fetch loops)', 100, flood),
      { ...row('refresh, 50 tabs each with its session', 50, refresh), scenario: 'refresh, 50 tabs each with its session (fetch loops)' },
    ];
    const floodErrors = [...new Set(flood.answers.map((answer) => answer.status))].filter((status) => status !== 400 && status !== 429);
    const ratio = (rows[1]?.p95 ?? 0) / Math.max(1, rows[0]?.p95 ?? 1);
    const table = [
      `\`npm run bench:load\`, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${SECONDS} s per run, ${os.cpus().length} cores (shared), the reference API on PGlite with the demo data and the default rate limits.`,
      '',
      '| scenario | clients | requests | p50 | p95 | p99 | statuses | no answer |',
      '|---|---|---|---|---|---|---|---|',
      ...rows.map((r) => `| ${r.scenario} | ${r.connections} | ${r.requests} | ${r.p50} ms | ${r.p95} ms | ${r.p99} ms | ${r.statuses} | ${r.errors} |`),
      '',
      `The list's p95 during the flood is ${ratio.toFixed(2)}× its p95 without it (target: at most 2×); the flood's answers other than 400 and 429: ${floodErrors.length === 0 && flood.result.errors + flood.result.timeouts === 0 ? 'none' : `statuses ${floodErrors.join(', ') || '-'}, ${flood.result.errors + flood.result.timeouts} without an answer`}.`,
    ].join('\n');
    console.info(`\n${table}\n`);
    const doc = path.join(ROOT, 'docs/performance.md');
    const text = readFileSync(doc, 'utf8');
    const block = `<!-- load:start -->\n${table}\n<!-- load:end -->`;
    writeFileSync(doc, /<!-- load:start -->[\s\S]*<!-- load:end -->/.test(text) ? text.replace(/<!-- load:start -->[\s\S]*<!-- load:end -->/, block) : `${text.trimEnd()}\n\n## The API under load\n\n${block}\n`);
  } finally {
    api.kill('SIGTERM');
  }
}

await main();

/**
 * `npm run bench:engine` (`tsx src/engineBenchMain.ts`): the sending engine under a mass load (issue 35, item 4): BENCH_MESSAGES messages
 * (1,000,000 by default) of one account's WhatsApp mailing, sent by BENCH_PROCESSES real API processes (2) on a
 * PostgreSQL server to a stand-in messenger speaking WhatsApp Cloud's send contract (answering in 10 ms).
 *
 * The generator writes the messages as the mailing's planner does (a queued row and its send job), in chunks
 * of 10,000 rows, keeping at most BENCH_BACKLOG (20,000) waiting: the figures are those of an engine kept busy,
 * not of a backlog drained. Measured: throughput (messages logged sent per second, first due to last sent),
 * the queue-to-sent latency (each row's `sent_at - scheduled_at`; p50, p95, p99), the API processes' peak memory
 * (resident set, sampled every 2 s) and the database's size. Checked by counting: every row ends sent, no row is
 * written twice (distinct dedupe keys), the messenger received each recipient once and exactly as many
 * messages as the log says were sent.
 *
 * The server: BENCH_DATABASE_URL, or a throwaway one (scripts/test-on-postgres.mjs --serve, removed at the end).
 * Prints a table and writes it into docs/performance.md between the `engine` markers. A benchmark, not a test:
 * nothing fails on a figure, but a lost or doubled message exits 1.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PgBoss from 'pg-boss';
import { DOMAINS } from './domains';
import { insertSalon } from './messaging/testing';
import { migrate } from './platform/db/migrate';
import { QUEUES } from './platform/jobs/queues';
import { freePorts, scratchDatabase, startApi, throwawayServer, until, untilReady, type ApiProcess } from './testing/apiProcesses';
import { startRecordingMessenger } from './testing/mailingFaults';

const TOTAL = Number(process.env.BENCH_MESSAGES) || 1_000_000;
const PROCESSES = Number(process.env.BENCH_PROCESSES) || 2;
const BACKLOG = Number(process.env.BENCH_BACKLOG) || 20_000;
const CHUNK = Math.max(1, Math.min(10_000, TOTAL, Math.floor(BACKLOG / 2)));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Children to end when the bench is interrupted (Ctrl-C): the API processes, then the server. */
const children: ChildProcess[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children.reverse()) child.kill('SIGTERM');
    process.exit(130);
  });
}

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(ms < 10_000 ? 2 : 0);

async function main(): Promise<void> {
  const started = Date.now();
  const server = process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL, stop: async () => undefined } : await throwawayServer(children);
  const database = await scratchDatabase(server.url, 'cabinet_bench');
  const { db } = database;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-bench-'));
  const messenger = await startRecordingMessenger();
  const apis: ApiProcess[] = [];
  const boss = new PgBoss({ db: db.jobsDriver(), schema: 'pgboss', supervise: false, schedule: false, migrate: false });
  boss.on('error', () => undefined);
  try {
    await migrate(db, DOMAINS);
    for (const port of await freePorts(PROCESSES)) {
      const api = startApi(database.url, port, dataDir, { WHATSAPP_GRAPH_BASE_URL: messenger.url, LOG_LEVEL: 'error' });
      apis.push(api);
      children.push(api.child);
    }
    for (const api of apis) await untilReady(api);
    await boss.start();

    // One account sending WhatsApp through the Cloud API, quota for everything, and a mailing open all day whose
    // planner stays out: the bench plays the planner, so its start is a day ahead (the tick plans and ends only
    // started mailings; the sender sends a waiting mailing's messages).
    const salon = await insertSalon(db, { owner: { quota: TOTAL + 1 } });
    await db.query(`update channel_accounts set adapter = 'whatsappCloud', settings = $2 where id = $1`, [
      salon.channelId,
      JSON.stringify({ phoneNumberId: '1000001', accessToken: 'token', appSecret: 'secret', verifyToken: 'verify' }),
    ]);
    const [mailing] = await db.query<{ id: string }>(
      `insert into distributions (user_id, title, type, mode, status, text, start_at, end_at, days_of_week, begin_hour, end_hour, per_day, audience_source, last_start)
       values ($1, 'Bench', 'whatsapp', 'combat', 'waiting', 'Hello', now() + interval '1 day', null, '{1,2,3,4,5,6,7}', 0, 24, $2, 'list', null) returning id`,
      [salon.userId, TOTAL],
    );
    const mailingId = mailing?.id ?? '';

    const peak = { api: 0 };
    const sampler = setInterval(() => {
      peak.api = Math.max(peak.api, ...apis.map((api) => rssMb(api.child.pid)));
    }, 2_000);
    const openCount = async () => {
      const [row] = await db.query<{ count: number }>(`select count(*)::int as count from messages where campaign_id = $1 and status in ('queued', 'waitingWindow', 'sending')`, [mailingId]);
      return row?.count ?? 0;
    };

    const sendStarted = Date.now();
    let written = 0;
    let lastReport = Date.now();
    while (written < TOTAL) {
      if ((await openCount()) > BACKLOG - CHUNK) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        continue;
      }
      const size = Math.min(CHUNK, TOTAL - written);
      // The planner's row (distributions/pacing.ts), due now, and its job (messaging/plan.ts's sendJobFor).
      const rows = await db.query<{ id: string }>(
        `insert into messages (user_id, campaign_id, dedupe_key, company_id, phone, recipient, client_name, channel, mode, text, status, scheduled_at, created_at, updated_at)
         select $1, $2, 'bench:' || n, $3, p.phone, p.phone, 'Client ' || n, 'whatsapp', 'combat', 'Hello', 'queued', clock_timestamp(), clock_timestamp(), clock_timestamp()
         from generate_series($4::int, $5::int) n, lateral (select '+79' || lpad(n::text, 9, '0') as phone) p
         returning id`,
        [salon.userId, mailingId, salon.companyId, written + 1, written + size],
      );
      await boss.insert(rows.map((row) => ({ name: QUEUES.sendMessage, data: { messageId: row.id }, singletonKey: `send:${row.id}` })));
      written += size;
      if (Date.now() - lastReport > 30_000) {
        lastReport = Date.now();
        console.info(`${written} written, ${messenger.received.length} received, ${seconds(Date.now() - sendStarted)} s`);
      }
    }
    await until('every message done', 24 * 3_600_000, async () => {
      if (Date.now() - lastReport > 30_000) {
        lastReport = Date.now();
        console.info(`${written} written, ${messenger.received.length} received, ${seconds(Date.now() - sendStarted)} s`);
      }
      return (await openCount()) === 0 ? true : null;
    }, 1_000);
    clearInterval(sampler);

    // Counting in the database and at the messenger.
    const [counts] = await db.query<{ rows: number; keys: number; sent: number; other: number; first: Date; last: Date; p50: number; p95: number; p99: number }>(
      `select count(*)::int as rows, count(distinct dedupe_key)::int as keys, count(*) filter (where status = 'sent')::int as sent,
         count(*) filter (where status <> 'sent')::int as other, min(scheduled_at) as first, max(sent_at) as last,
         percentile_cont(0.5) within group (order by extract(epoch from sent_at - scheduled_at) * 1000) as p50,
         percentile_cont(0.95) within group (order by extract(epoch from sent_at - scheduled_at) * 1000) as p95,
         percentile_cont(0.99) within group (order by extract(epoch from sent_at - scheduled_at) * 1000) as p99
       from messages where campaign_id = $1`,
      [mailingId],
    );
    const [size] = await db.query<{ mb: number }>(`select (pg_database_size(current_database()) / 1048576)::int as mb`);
    const received = messenger.received.length;
    const distinctReceived = new Set(messenger.received.map((entry) => entry.to)).size;
    if (!counts) throw new Error('no counts');
    const elapsedMs = new Date(counts.last).getTime() - new Date(counts.first).getTime();
    const lost = TOTAL - counts.sent;
    const doubled = received - distinctReceived + (counts.rows - counts.keys);
    const table = [
      '| messages | processes | throughput | queue→sent p50 / p95 / p99 | API peak RSS (each) | database | sent | other | received (distinct) | lost | doubled |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      `| ${TOTAL.toLocaleString('en')} | ${PROCESSES} | ${Math.round((counts.sent * 1000) / Math.max(1, elapsedMs))}/s (${seconds(elapsedMs)} s) | ${seconds(counts.p50)} / ${seconds(counts.p95)} / ${seconds(counts.p99)} s | ${Math.round(peak.api)} MB | ${size?.mb ?? 0} MB | ${counts.sent} | ${counts.other} | ${received} (${distinctReceived}) | ${lost} | ${doubled} |`,
    ].join('\n');
    console.info(`\n${table}\n\nbacklog kept under ${BACKLOG}; ${os.cpus().length} cores, load ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}; whole run ${seconds(Date.now() - started)} s`);

    const doc = path.join(ROOT, 'docs/performance.md');
    const text = readFileSync(doc, 'utf8');
    const block = `<!-- engine:start -->\n${table}\n\nRun ${new Date().toISOString().slice(0, 10)}: backlog under ${BACKLOG.toLocaleString('en')}, ${os.cpus().length} cores shared, load average ${os.loadavg()[0]?.toFixed(1) ?? '?'} at the end.\n<!-- engine:end -->`;
    const marker = /<!-- engine:start -->[\s\S]*<!-- engine:end -->/;
    writeFileSync(doc, marker.test(text) ? text.replace(marker, block) : `${text.trimEnd()}\n\n## The sending engine under load\n\n${block}\n`);
    if (lost !== 0 || doubled !== 0 || received !== counts.sent) process.exitCode = 1;
  } finally {
    await boss.stop({ graceful: false, close: false }).catch(() => undefined);
    for (const api of apis) if (api.child.exitCode === null) api.child.kill('SIGTERM');
    await Promise.all(apis.map((api) => api.exited));
    await messenger.close();
    await database.drop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

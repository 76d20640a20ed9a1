import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOMAINS } from '../domains';
import { migrate } from '../platform/db/migrate';
import type { Db } from '../platform/db/Db';
import { freePorts, postgresControl, scratchDatabase, startApi, until, untilReady, type ApiProcess } from '../testing/apiProcesses';
import { phoneOf, plannedMailing, startRecordingMessenger, untilMailingDone, type RecordingMessenger } from '../testing/mailingFaults';
import { findOwnDistribution } from './data';
import { statsOf } from './stats';

/**
 * PostgreSQL restarted in the middle of a mailing (issue 35, item 3). Only under `npm run test:faults`: it stops
 * and starts the test server itself (TEST_POSTGRES_DATA, TEST_POSTGRES_BIN) and starts a real API process.
 *
 * The server goes down with a fast shutdown (every connection ended, as in a crash or a restart) once a third of
 * the mailing reached the messenger, and stays down for several seconds. Meanwhile the API reports itself not
 * ready and keeps running; once the server is back it becomes ready again without being restarted and the engine
 * finishes the mailing: the jobs it held are expired and retried, rows claimed before the outage are recovered.
 * A message the messenger may have received but whose result could not be written is not sent again through a
 * channel that cannot tell a repeat: it ends failed `outcomeUnknown`, at most one per send worker (two).
 */
const RECIPIENTS = 300;
const STOP_AFTER = 100;
const DOWN_FOR_MS = 8_000;
const SEND_WORKERS = 2;

describe('PostgreSQL restarted while a mailing sends', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-pgrestart-'));
  const server = postgresControl();
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let db: Db;
  let messenger: RecordingMessenger;
  let api: ApiProcess | undefined;
  let down = false;

  beforeAll(async () => {
    database = await scratchDatabase(process.env.TEST_DATABASE_URL ?? '', 'cabinet_pgrestart');
    db = database.db;
    await migrate(db, DOMAINS);
    messenger = await startRecordingMessenger();
    const [port] = await freePorts(1);
    api = startApi(database.url, port ?? 0, dataDir, {
      WHATSAPP_GRAPH_BASE_URL: messenger.url,
      DISTRIBUTIONS_TICK_SECONDS: '2',
      ENGINE_TICK_SECONDS: '2',
      ENGINE_STUCK_AFTER_SECONDS: '15',
      ENGINE_SWEEP_AFTER_SECONDS: '5',
      JOB_EXPIRE_SECONDS: '20',
      LOG_LEVEL: 'fatal',
    });
  });

  afterAll(async () => {
    // A failed assertion must not leave the server down for the test files after this one.
    if (down) server.start();
    if (api && api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
    await api?.exited;
    await messenger?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('reports not ready while the database is down, recovers by itself, and finishes the mailing with nothing sent twice or lost', async () => {
    if (!api) throw new Error('no API process');
    const apiProcess = api;
    await untilReady(apiProcess);
    const { userId, mailingId } = await plannedMailing(db, 'Restart', RECIPIENTS);

    await until('a third of the mailing received', 120_000, async () => (messenger.received.length >= STOP_AFTER ? true : null), 20);
    server.stop();
    down = true;
    const receivedAtStop = messenger.received.length;
    expect(receivedAtStop).toBeLessThan(RECIPIENTS);

    // Down: the process is alive (/health) but not ready, and says why.
    const report = await until('the API not ready', 30_000, async () => {
      const response = await fetch(`${apiProcess.origin}/health/ready`);
      if (response.status !== 503) return null;
      const body: unknown = await response.json();
      return body;
    });
    expect(report).toMatchObject({ ready: false, database: 'unreachable' });
    expect((await fetch(`${apiProcess.origin}/health`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, DOWN_FOR_MS));
    // Nothing can be logged sent while the database is down, so the messenger got at most what was in hand.
    expect(messenger.received.length - receivedAtStop).toBeLessThanOrEqual(SEND_WORKERS);
    server.start();
    down = false;

    // Back: ready again without a restart, and the mailing finishes.
    await untilReady(apiProcess, 60_000);
    await untilMailingDone(db, mailingId, 300_000);
    expect(apiProcess.child.exitCode).toBeNull();
    expect(messenger.received.length).toBeGreaterThan(receivedAtStop);

    const messages = await db.query<{ recipient: string; status: string; reason: string | null }>(`select recipient, status, reason from messages where campaign_id = $1`, [mailingId]);
    const received = messenger.received.map((entry) => entry.to);
    // Nobody got it twice.
    expect(received.length).toBe(new Set(received).size);
    // Every recipient has one message, sent or failed with the reason an outage mid-hand-over leaves.
    expect(messages).toHaveLength(RECIPIENTS);
    expect([...new Set(messages.map((message) => message.recipient))].sort()).toEqual(Array.from({ length: RECIPIENTS }, (_, index) => phoneOf(index + 1)).sort());
    const sent = messages.filter((message) => message.status === 'sent');
    const failed = messages.filter((message) => message.status !== 'sent');
    expect(failed.filter((message) => message.status !== 'failed' || message.reason !== 'outcomeUnknown')).toEqual([]);
    expect(failed.length).toBeLessThanOrEqual(SEND_WORKERS);
    // Every message logged sent reached the messenger; the messenger got nothing the log does not account for.
    const receivedSet = new Set(received.map((to) => `+${to}`));
    expect(sent.filter((message) => !receivedSet.has(message.recipient))).toEqual([]);
    expect(received.length).toBeLessThanOrEqual(sent.length + failed.length);

    // The funnel the owner sees counts the log.
    const distribution = await findOwnDistribution(db, userId, mailingId);
    if (!distribution) throw new Error('mailing not found');
    const stats = await statsOf(db, distribution);
    expect(stats.funnel).toMatchObject({ recipients: RECIPIENTS, sent: sent.length, failed: failed.length, skipped: 0, pending: 0, queued: 0 });

    apiProcess.child.kill('SIGTERM');
    expect(await apiProcess.exited).toBe(0);
  }, 600_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { DOMAINS } from '../domains';
import { insertSalon } from '../messaging/testing';
import { migrate } from '../platform/db/migrate';
import type { Db } from '../platform/db/Db';
import { freePorts, scratchDatabase, startApi, until, untilReady, type ApiProcess } from '../testing/apiProcesses';
import { findOwnDistribution } from './data';
import { statsOf } from './stats';

/**
 * kill -9 of one of two API processes while a mailing is sending on PostgreSQL (issue 35, item 3). Only under
 * `npm run test:postgres` (TEST_DATABASE_URL; jest.config.mjs leaves *.postgres.test.ts out otherwise).
 *
 * The processes send through WhatsApp Cloud's contract to a stand-in messenger in this test, which keeps what it
 * received. The engine's timings are shortened (a tick every 2 s, a row in 'sending' taken for a dead worker's
 * after 15 s, a due row without its job after 5 s, an active job of a dead process expired after 20 s) so the
 * survivor takes over within a minute instead of the production defaults' five to fifteen.
 *
 * What a kill can leave, and what the test therefore holds the engine to: a message the victim had fetched but
 * not claimed is sent by the survivor; one it had claimed but not handed to the messenger is sent by the
 * survivor; one it had handed over (the messenger may have it) is never sent again through a channel that cannot
 * tell a repeat (WhatsApp Cloud cannot): it ends failed `outcomeUnknown`, at most one per worker of the victim
 * (two). So: no client gets a message twice, every recipient's message ends sent or failed with its reason,
 * every one the messenger received is logged sent (or outcomeUnknown), and the mailing's funnel counts the log.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL ?? '';
const RECIPIENTS = 300;
const KILL_AFTER = 100;
/** The victim's send-message workers (messaging/engine.ts: concurrency 2): what it can hold mid-hand-over. */
const VICTIM_WORKERS = 2;

interface Messenger {
  url: string;
  received: Array<{ to: string; at: number }>;
  close(): Promise<void>;
}

/** WhatsApp Cloud's send endpoint, answering after a few milliseconds (a provider's round trip). */
async function startMessenger(): Promise<Messenger> {
  const received: Messenger['received'] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || !/\/messages$/.test(request.url ?? '')) {
        response.writeHead(404).end();
        return;
      }
      const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const to = typeof body === 'object' && body !== null && 'to' in body && typeof body.to === 'string' ? body.to : '';
      received.push({ to, at: Date.now() });
      const id = `wamid.${received.length}`;
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id }] }));
      }, 10);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const phoneOf = (index: number) => `+7916${String(5_000_000 + index).padStart(7, '0')}`;

describe('kill -9 of one of two API processes while a mailing sends', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-kill-'));
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let db: Db;
  let messenger: Messenger;
  const apis: ApiProcess[] = [];

  beforeAll(async () => {
    database = await scratchDatabase(SERVER_URL, 'cabinet_kill');
    db = database.db;
    // Migrated before the processes start: this test is about the sending, the two-process test about migrating.
    await migrate(db, DOMAINS);
    messenger = await startMessenger();
    const env = {
      WHATSAPP_GRAPH_BASE_URL: messenger.url,
      DISTRIBUTIONS_TICK_SECONDS: '2',
      ENGINE_TICK_SECONDS: '2',
      ENGINE_STUCK_AFTER_SECONDS: '15',
      ENGINE_SWEEP_AFTER_SECONDS: '5',
      JOB_EXPIRE_SECONDS: '20',
      LOG_LEVEL: 'warn',
    };
    for (const port of await freePorts(2)) apis.push(startApi(database.url, port, dataDir, env));
  });

  afterAll(async () => {
    for (const api of apis) if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGKILL');
    await Promise.all(apis.map((api) => api.exited));
    await messenger?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends every message at most once, ends each sent or failed with its reason, and the funnel counts the log', async () => {
    const [victim, survivor] = apis;
    if (!victim || !survivor) throw new Error('two processes expected');
    await Promise.all(apis.map((api) => untilReady(api)));

    // An account sending WhatsApp through the Cloud API, and a mailing of 300 started now. Its end time, 40 s
    // away, makes one tick plan every message (spaced over those 40 s, pacing.ts); once planned the end time is
    // lifted, so a slow machine's recovery is never cut short by the mailing ending.
    const salon = await insertSalon(db, { owner: { quota: 1000 } });
    await db.query(
      `update channel_accounts set adapter = 'whatsappCloud', settings = $2 where id = $1`,
      [salon.channelId, JSON.stringify({ phoneNumberId: '1000001', accessToken: 'token', appSecret: 'secret', verifyToken: 'verify' })],
    );
    const now = new Date();
    const [mailing] = await db.query<{ id: string }>(
      `insert into distributions (user_id, title, type, mode, status, text, start_at, end_at, days_of_week, begin_hour, end_hour, per_day, audience_source, last_start)
       values ($1, 'Kill -9', 'whatsapp', 'combat', 'waiting', 'Hello {clientName}', $2, $3, '{1,2,3,4,5,6,7}', 0, 24, 300, 'list', $2) returning id`,
      [salon.userId, new Date(now.getTime() - 60_000).toISOString(), new Date(now.getTime() + 40_000).toISOString()],
    );
    const mailingId = mailing?.id ?? '';
    await db.query(
      `insert into distribution_recipients (distribution_id, position, name, phone)
       select $1, n, 'Client ' || n, '+7916' || lpad((5000000 + n)::text, 7, '0') from generate_series(1, $2::int) n`,
      [mailingId, RECIPIENTS],
    );

    await until('the mailing planned', 60_000, async () => {
      const [row] = await db.query<{ count: number }>(`select count(*)::int as count from messages where campaign_id = $1`, [mailingId]);
      return row?.count === RECIPIENTS ? true : null;
    });
    await db.query('update distributions set end_at = null where id = $1', [mailingId]);

    // Mid-mailing: one process killed outright, whatever it holds (jobs fetched, rows claimed, a tick).
    await until('a third of the mailing received', 120_000, async () => (messenger.received.length >= KILL_AFTER ? true : null), 20);
    victim.child.kill('SIGKILL');
    await victim.exited;
    const receivedAtKill = messenger.received.length;
    expect(receivedAtKill).toBeLessThan(RECIPIENTS);

    // The survivor takes the rest over and finishes the mailing.
    await until('the mailing done', 240_000, async () => {
      const [row] = await db.query<{ status: string; open: number }>(
        `select d.status, (select count(*)::int from messages m where m.campaign_id = d.id and m.status in ('queued', 'waitingWindow', 'sending')) as open
         from distributions d where d.id = $1`,
        [mailingId],
      );
      return row?.status === 'done' && row.open === 0 ? true : null;
    });

    const messages = await db.query<{ recipient: string; status: string; reason: string | null }>(`select recipient, status, reason from messages where campaign_id = $1`, [mailingId]);
    const received = messenger.received.map((entry) => entry.to);
    // Nobody got it twice.
    expect(received.length).toBe(new Set(received).size);
    // Every recipient has one message, sent or failed with the reason a kill mid-hand-over leaves.
    expect(messages).toHaveLength(RECIPIENTS);
    expect(new Set(messages.map((message) => message.recipient)).size).toBe(RECIPIENTS);
    const sent = messages.filter((message) => message.status === 'sent');
    const failed = messages.filter((message) => message.status !== 'sent');
    expect(failed.every((message) => message.status === 'failed' && message.reason === 'outcomeUnknown')).toBe(true);
    expect(failed.length).toBeLessThanOrEqual(VICTIM_WORKERS);
    // The messenger has every message logged sent (none lost), and nothing the log does not account for.
    const receivedSet = new Set(received.map((to) => `+${to}`));
    expect(sent.filter((message) => !receivedSet.has(message.recipient))).toEqual([]);
    const accounted = new Set(messages.map((message) => message.recipient));
    expect([...receivedSet].filter((to) => !accounted.has(to))).toEqual([]);
    expect(received.length).toBeGreaterThanOrEqual(sent.length);
    expect(received.length).toBeLessThanOrEqual(sent.length + failed.length);
    // All 300 phones were written, none other.
    expect([...accounted].sort()).toEqual(Array.from({ length: RECIPIENTS }, (_, index) => phoneOf(index + 1)).sort());

    // The funnel the owner sees counts the log.
    const distribution = await findOwnDistribution(db, salon.userId, mailingId);
    if (!distribution) throw new Error('mailing not found');
    const stats = await statsOf(db, distribution);
    expect(stats.funnel).toMatchObject({ recipients: RECIPIENTS, sent: sent.length, failed: failed.length, skipped: 0, pending: 0, queued: 0 });

    // The survivor still ends cleanly on SIGTERM.
    survivor.child.kill('SIGTERM');
    expect(await survivor.exited).toBe(0);
  }, 600_000);
});

import { systemClock } from '../platform/clock';
import type { Db } from '../platform/db/Db';
import type { JobQueue } from '../platform/jobs/JobQueue';
import { pgBossQueue } from '../platform/jobs/pgBossQueue';
import { openTestDb } from '../testing/createTestApp';
import { createEngine } from './engine';
import { insertClient, insertFlow, insertSalon, insertVisit, recordingAdapter, silentEngineLog } from './testing';

const MESSAGES = 60; // more than two workers take in one batch each (pgBossQueue), so the stop lands mid-run

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The API killed in the middle of a batch: the job queue (pg-boss on the same PGlite database) stops while
 * messages are going out, a new queue and engine start on the same database, and every message goes
 * exactly once. The real clock: pg-boss keeps its own time in the database.
 */
describe('a restart in the middle of a batch', () => {
  let db: Db;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    db = await openTestDb('migrated');
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop();
    await db.close();
  });

  it('sends every message once: nothing twice, nothing lost', async () => {
    const salon = await insertSalon(db, { owner: { quota: 1000 } });
    await insertFlow(db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 120 } });
    const inTwoHours = new Date(Date.now() + 2 * 3_600_000);
    for (let index = 0; index < MESSAGES; index += 1) {
      const clientId = await insertClient(db, salon.userId, salon.companyId);
      await insertVisit(db, salon.userId, salon.companyId, { clientId, startsAt: inTwoHours });
    }
    // One channel for both runs: it sees every hand-over, slowly enough for the kill to land mid-batch.
    const channel = recordingAdapter('simulated');
    const answer = channel.answer;
    channel.answer = async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return answer(message);
    };
    const start = async () => {
      const jobs = pgBossQueue(db, { error: () => undefined });
      queues.push(jobs);
      const engine = createEngine({
        db,
        clock: systemClock,
        jobs,
        adapters: { simulated: channel, whatsappCloud: recordingAdapter('whatsappCloud'), twilio: recordingAdapter('twilio'), chatApi: recordingAdapter('chatApi'), telegram: recordingAdapter('telegram'), dialog360: recordingAdapter('dialog360'), sigma: recordingAdapter('sigma') },
        replyHandlers: [],
        links: { secret: 'test-secret-of-at-least-thirty-two-characters', clientOrigin: () => 'http://localhost:3000' },
        log: silentEngineLog,
      });
      engine.register(jobs);
      await jobs.start();
      return { jobs, engine };
    };
    const sent = async () => (await db.query<{ count: number }>(`select count(*)::int as count from messages where status = 'sent'`))[0]?.count ?? 0;

    const first = await start();
    expect(await first.engine.planFlows()).toBe(MESSAGES);
    await until(async () => channel.sent.length >= 3, 30_000);
    await first.jobs.stop();
    const beforeRestart = channel.sent.length;
    expect(beforeRestart).toBeLessThan(MESSAGES);
    expect(await sent()).toBe(beforeRestart);

    // The new process finds the rest of the jobs in the database.
    await start();
    await until(async () => (await sent()) === MESSAGES, 60_000);
    const handed = channel.sent.map((entry) => entry.message.messageId);
    expect(new Set(handed).size).toBe(MESSAGES);
    expect(handed).toHaveLength(MESSAGES);
    const [owner] = await db.query<{ count: number }>('select available_notifications_count as count from users where id = $1', [salon.userId]);
    expect(owner?.count).toBe(1000 - MESSAGES);
    expect(silentEngineLog.errors).toEqual([]);
  }, 120_000);
});

import { manualClock } from '../platform/clock';
import { manualJobQueue } from '../platform/jobs/manualJobQueue';
import { QUEUES } from '../platform/jobs/queues';
import { wallClock } from '../messaging/zone';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { generateDemoBookings, slotInBranch } from './generator';

/** A fixed sequence of rolls, repeated. */
const rolls = (...values: number[]) => {
  let n = 0;
  return () => values[n++ % values.length] ?? 0;
};

describe('the demo booking generator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("books demo clients through the webhook's path and wakes the engine", async () => {
    const clock = manualClock(new Date());
    const jobs = manualJobQueue(clock);
    const made = await generateDemoBookings({ db: t.db, jobs, clock }, rolls(0.9, 0.3, 0.6, 0.1, 0.5));
    expect(made).toBe(2);
    const visits = await t.db.query<{ id: string; starts_at: Date; timezone: string; phone: string | null }>(
      `select v.id, v.starts_at, co.timezone, c.phone from visits v join companies co on co.id = v.company_id join clients c on c.id = v.client_id
       where v.source_id like 'live-%'`,
    );
    expect(visits).toHaveLength(2);
    for (const visit of visits) {
      expect(visit.phone).not.toBeNull();
      expect(visit.starts_at.getTime()).toBeGreaterThanOrEqual(clock.now().getTime() + 2 * 3_600_000);
      const local = wallClock(visit.starts_at, visit.timezone);
      expect(local.hour * 60 + local.minute).toBeGreaterThanOrEqual(9 * 60);
      expect(local.hour * 60 + local.minute).toBeLessThanOrEqual(19 * 60 + 30);
    }
    const events = await t.db.query<{ kind: string }>('select kind from business_events where visit_id = any($1::uuid[])', [visits.map((visit) => visit.id)]);
    expect(events.map((event) => event.kind)).toEqual(['visitCreated', 'visitCreated']);
    expect(jobs.pending().map((job) => job.queue)).toEqual([QUEUES.businessEvents]);
  });
});

describe('a slot in the branch', () => {
  it("takes today's slot when one is two hours ahead, else tomorrow's, on the branch's clock", () => {
    // 10:00 in Yekaterinburg (UTC+5): the last slot today is 19:30.
    const morning = slotInBranch(new Date('2026-11-25T05:00:00Z'), 'Asia/Yekaterinburg', () => 0.999);
    expect(morning.toISOString()).toBe('2026-11-25T14:30:00.000Z');
    // 18:30 in Moscow: nothing two hours ahead today, so tomorrow from 9:00.
    const evening = slotInBranch(new Date('2026-11-25T15:30:00Z'), 'Europe/Moscow', () => 0);
    expect(evening.toISOString()).toBe('2026-11-26T06:00:00.000Z');
  });
});

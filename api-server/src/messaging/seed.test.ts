import { analyticsSchema, conversionInsightSchema, INSIGHTS_PATHS } from '@cabinet/api/insights';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, signIn } from '../testing/requests';
import { afterVisitDueAt, afterVisitKey, reminderDueAt, reminderKey } from './planRules';

let t: TestApp;
let demoId: string;

beforeAll(async () => {
  // The demo's own two years: the tests' usual demo has six weeks of them.
  t = await createTestApp({ seed: 'seededTwoYears' });
  const [demo] = await t.db.query<{ id: string }>('select id from users where email = $1', [DEMO_EMAIL]);
  if (!demo) throw new Error('The seeded template has no demo account');
  demoId = demo.id;
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;

describe("the demo's message history", () => {
  it('is as long as its visits, so every period has a previous one to compare with', async () => {
    const [span] = await t.db.query<{ first_visit: Date; first_message: Date }>(
      `select (select min(starts_at) from visits where user_id = $1) as first_visit, (select min(scheduled_at) from messages where user_id = $1) as first_message`,
      [demoId],
    );
    if (!span) throw new Error('No span');
    expect(Math.abs(span.first_message.getTime() - span.first_visit.getTime())).toBeLessThan(3 * DAY_MS);

    const demo = callAs(t.app, (await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD)).token);
    for (const period of ['week', 'month', 'year'] as const) {
      const analytics = analyticsSchema.parse((await demo('GET', INSIGHTS_PATHS.analytics, undefined, { period })).json());
      expect([period, analytics.previousAvailable, analytics.previous.sent > 0]).toEqual([period, true, true]);
    }
    const conversion = conversionInsightSchema.parse((await demo('GET', INSIGHTS_PATHS.conversion, undefined, { period: 'month' })).json());
    expect(conversion.previousAvailable).toBe(true);
    expect(conversion.previousTotals.sent).toBeGreaterThan(0);
  });

  it('is what the engine’s planning rules give for the seeded visits: due times and keys', async () => {
    const rows = await t.db.query<{ type: string; flow_id: string; interval_minutes: number | null; review_range_minutes: number | null; visit_id: string; starts_at: Date; duration_minutes: number; scheduled_at: Date; dedupe_key: string }>(
      `select f.type, f.id as flow_id, f.interval_minutes, f.review_range_minutes, v.id as visit_id, v.starts_at, v.duration_minutes, m.scheduled_at, m.dedupe_key
       from messages m join flows f on f.id = m.flow_id join visits v on v.id = m.visit_id
       where m.user_id = $1 and f.type in ('visitReminder', 'reviewRequest') and m.scheduled_at < now() - interval '400 days'
       order by m.scheduled_at limit 200`,
      [demoId],
    );
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['visitReminder', 'reviewRequest']));
    for (const row of rows) {
      const planned =
        row.type === 'visitReminder'
          ? { dueAt: reminderDueAt(row.starts_at, row.interval_minutes ?? 0), key: reminderKey(row.type, row.flow_id, row.visit_id, row.starts_at) }
          : { dueAt: afterVisitDueAt({ startsAt: row.starts_at, durationMinutes: row.duration_minutes }, row.review_range_minutes ?? 0), key: afterVisitKey(row.type, row.flow_id, row.visit_id) };
      expect({ dueAt: row.scheduled_at.toISOString(), key: row.dedupe_key }).toEqual({ dueAt: planned.dueAt.toISOString(), key: planned.key });
    }
  });
});

import { QUALITY_PATHS, qualityOverviewSchema, type QualityOverview, type SaveChecklistRequest } from '@cabinet/api/quality';
import { systemClock } from '../platform/clock';
import { manualJobQueue } from '../platform/jobs/manualJobQueue';
import { createListeningTestApp, type ListeningTestApp } from '../testing/createTestApp';
import { callAs, registerUser, userIdOf } from '../testing/requests';
import { CRITERIA, SCRIPTS, connectWhatsApp, storeCall } from './testing';

/* The quality host's home: its figures computed from the stored reports, calls, checklist and channel accounts. */
let t: ListeningTestApp;
const jobs = manualJobQueue(systemClock);

beforeAll(async () => {
  t = await createListeningTestApp({ seed: false, app: { jobs } });
});
afterAll(async () => {
  await t.close();
});

const CHECKLIST: SaveChecklistRequest = { version: 0, items: [CRITERIA.greeted, CRITERIA.price, CRITERIA.polite] };

const SCRIPT_LIST = [SCRIPTS.good, SCRIPTS.noPrice, SCRIPTS.rude];

async function owner(email: string) {
  const { token } = await registerUser(t.app, { email, phone: '+79001112233' });
  const call = callAs(t.app, token);
  return { userId: userIdOf(token), call, overview: async (): Promise<QualityOverview> => qualityOverviewSchema.parse((await call('GET', QUALITY_PATHS.overview)).json()) };
}

it('a new account has no report, no score and everything left to set up', async () => {
  const me = await owner('overview.empty@example.com');
  expect(await me.overview()).toEqual({
    inProgress: [],
    inProgressCount: 0,
    ready: [],
    readyCount: 0,
    failedCount: 0,
    averageScore: null,
    previousAverageScore: null,
    scoredConversations: 0,
    worstItems: [],
    setup: { channelAccounts: 0, calls: 0, checklistItems: 0 },
  });
});

it('counts the reports by state, averages the finished ones by window and names the criteria missed most', async () => {
  const me = await owner('overview.figures@example.com');
  expect((await me.call('PUT', QUALITY_PATHS.checklist, CHECKLIST)).statusCode).toBe(200);
  await connectWhatsApp(t.db, me.userId);
  const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
  for (const [index, script] of SCRIPT_LIST.entries()) await storeCall(t.db, me.userId, { uploadId: `overview-${index}`, name: `call-${index}.wav`, script, at: twoDaysAgo });
  const today = new Date().toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  const created = await me.call('POST', QUALITY_PATHS.reports, { source: 'calls', from: weekAgo, to: today });
  expect(created.statusCode).toBe(201);
  const reportId = (created.json() as { id: string }).id;
  // Queued, not yet run: in progress.
  let overview = await me.overview();
  expect(overview).toMatchObject({ inProgressCount: 1, readyCount: 0, averageScore: null, setup: { channelAccounts: 1, calls: 3, checklistItems: 3 } });
  expect(overview.inProgress.map((report) => report.id)).toEqual([reportId]);

  await jobs.drain();
  overview = await me.overview();
  const [stored] = await t.db.query<{ average: number }>(`select avg(score)::float as average from quality_report_conversations where report_id = $1 and scored and score is not null`, [reportId]);
  expect(overview).toMatchObject({ inProgressCount: 0, readyCount: 1, scoredConversations: 3, previousAverageScore: null });
  expect(overview.averageScore).toBe(Math.round((stored?.average ?? -1) * 10) / 10);
  expect(overview.ready[0]).toMatchObject({ id: reportId, state: 'Done', conversationsCount: 3, processedCount: 3 });
  // The price was named in one call of three: the worst; each listed criterion was missed, lowest pass rate first.
  expect(overview.worstItems[0]).toMatchObject({ title: 'Named the price', passed: 1, failed: 2, passRate: 33 });
  expect(overview.worstItems.every((item) => item.failed > 0)).toBe(true);
  const rates = overview.worstItems.map((item) => item.passRate);
  expect(rates).toEqual([...rates].sort((a, b) => a - b));

  // Finished 40 days ago, the same report is the window before: the trend's other end.
  await t.db.query(`update quality_reports set finished_at = now() - interval '40 days' where id = $1`, [reportId]);
  overview = await me.overview();
  expect(overview).toMatchObject({ averageScore: null, scoredConversations: 0, worstItems: [], readyCount: 1 });
  expect(overview.previousAverageScore).toBe(Math.round((stored?.average ?? -1) * 10) / 10);

  await t.db.query(`update quality_reports set state = 'Error', error = 'gone' where id = $1`, [reportId]);
  expect(await me.overview()).toMatchObject({ readyCount: 0, failedCount: 1, previousAverageScore: null });
});

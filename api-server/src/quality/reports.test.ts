import { fillPath } from '@cabinet/api/contract';
import { QUALITY_PATHS, reportDetailSchema, reportListSchema, type ReportDetail, type SaveChecklistRequest } from '@cabinet/api/quality';
import { systemClock } from '../platform/clock';
import { manualJobQueue } from '../platform/jobs/manualJobQueue';
import { QUEUES } from '../platform/jobs/queues';
import { LanguageModelError, type LanguageModel } from '../platform/languageModel/LanguageModel';
import { languageModelOf } from '../platform/languageModel/languageModelOf';
import { createListeningTestApp, type ListeningTestApp } from '../testing/createTestApp';
import { callAs, registerUser, userIdOf } from '../testing/requests';
import { runReport, type ReportRunner } from './reports';
import { CRITERIA, SCRIPTS, connectWhatsApp, storeCall } from './testing';

/*
 * Quality reports: created for a period and a source, run on the job queue through the language model's
 * stand-in, resumed after a restart, aggregated from the stored scores, and the owner told on WhatsApp once.
 */
let t: ListeningTestApp;
const jobs = manualJobQueue(systemClock);

beforeAll(async () => {
  t = await createListeningTestApp({ seed: false, app: { jobs } });
});
afterAll(async () => {
  await t.close();
});

const CHECKLIST: SaveChecklistRequest = { version: 0, items: [CRITERIA.greeted, CRITERIA.price, CRITERIA.quick, CRITERIA.polite] };

const { good: GOOD, noPrice: NO_PRICE, rude: RUDE } = SCRIPTS;

async function owner(email: string, options: { calls?: Array<{ name: string; script: string; at: string }>; checklist?: boolean; whatsapp?: boolean } = {}) {
  const { token } = await registerUser(t.app, { email, phone: '+79001112233' });
  const userId = userIdOf(token);
  const call = callAs(t.app, token);
  if (options.checklist !== false) expect((await call('PUT', QUALITY_PATHS.checklist, CHECKLIST)).statusCode).toBe(200);
  for (const [index, recorded] of (options.calls ?? []).entries()) await storeCall(t.db, userId, { uploadId: `${email}-${index}`, ...recorded });
  if (options.whatsapp !== false) await connectWhatsApp(t.db, userId);
  return {
    userId,
    call,
    create: (body: unknown) => call('POST', QUALITY_PATHS.reports, body),
    report: async (id: string): Promise<ReportDetail> => reportDetailSchema.parse((await call('GET', fillPath(QUALITY_PATHS.report, { id }))).json()),
    notices: (id: string) => t.db.query<{ status: string; text: string; recipient: string }>(`select status, text, recipient from messages where user_id = $1 and dedupe_key = $2`, [userId, `service:qualityReport:${id}`]),
  };
}

const THREE_CALLS = [
  { name: 'good.wav', script: GOOD, at: '2026-03-02T10:00:00Z' },
  { name: 'no-price.wav', script: NO_PRICE, at: '2026-03-03T10:00:00Z' },
  { name: 'rude.wav', script: RUDE, at: '2026-03-04T10:00:00Z' },
  { name: 'later.wav', script: GOOD, at: '2026-04-10T10:00:00Z' },
];

describe('creating a report', () => {
  it('refuses bad input with 4xx and a message, never 500', async () => {
    const me = await owner('reports.refusals@example.com', { checklist: false, calls: THREE_CALLS });
    const march = { source: 'calls', from: '2026-03-01', to: '2026-03-31' };
    const noChecklist = await me.create(march);
    expect(noChecklist.statusCode).toBe(409);
    expect(noChecklist.json()).toMatchObject({ code: 'CHECKLIST_REQUIRED' });
    await me.call('PUT', QUALITY_PATHS.checklist, CHECKLIST);

    const backwards = await me.create({ ...march, from: '2026-03-31', to: '2026-03-01' });
    expect(backwards.statusCode).toBe(400);
    expect(JSON.stringify(backwards.json())).toContain('report.periodOrder');
    expect((await me.create({ ...march, from: '2024-01-01' })).json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect((await me.create({ ...march, source: 'emails' })).statusCode).toBe(400);
    expect((await me.create({ ...march, from: '1 March' })).statusCode).toBe(400);
    const empty = await me.create({ ...march, from: '2026-01-01', to: '2026-01-31' });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ code: 'REPORT_EMPTY', message: 'Nothing to report on: no call was transcribed from 2026-01-01 to 2026-01-31' });
    expect((await me.create({ ...march, source: 'chats' })).json()).toMatchObject({ code: 'REPORT_EMPTY' });

    expect((await me.call('GET', fillPath(QUALITY_PATHS.report, { id: 'not-a-uuid' }))).statusCode).toBe(404);
    const created = await me.create(march);
    expect(created.statusCode).toBe(201);
    const other = await owner('reports.other@example.com');
    expect((await other.call('GET', fillPath(QUALITY_PATHS.report, { id: created.json<ReportDetail>().id }))).json()).toMatchObject({ code: 'REPORT_NOT_FOUND' });
    expect((await other.call('GET', QUALITY_PATHS.reports)).json()).toEqual([]);
    await jobs.drain();
  });
});

describe('a report runs on the job queue', () => {
  it('goes Created → InProgress → Done, keeps its checklist version, aggregates the stored scores and tells the owner on WhatsApp once', async () => {
    const me = await owner('reports.done@example.com', { calls: THREE_CALLS });
    const created = await me.create({ source: 'calls', from: '2026-03-01', to: '2026-03-31' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<ReportDetail>();
    expect(await me.report(id)).toMatchObject({ state: 'Created', checklistVersion: 1, conversationsCount: 0, processedCount: 0, notification: null });
    expect(jobs.pending()).toContainEqual(expect.objectContaining({ queue: QUEUES.qualityRunReport, data: { reportId: id } }));
    // A new checklist version after the report was created does not change what it scores with.
    await me.call('PUT', QUALITY_PATHS.checklist, { ...CHECKLIST, version: 1, items: CHECKLIST.items.slice(0, 1) });

    await jobs.drain();
    const report = await me.report(id);
    // good: 5 + 5 + 10 of 20 (the time limit does not apply to a call) = 100; no price: 15 of 20 = 75; rude: fatal, 0.
    expect(report).toMatchObject({ state: 'Done', checklistVersion: 1, conversationsCount: 3, processedCount: 3, averageScore: 58.3, fatalFailedCount: 1, scoredBy: 'standIn', errorKind: null, error: null });
    expect(report.conversations.map(({ title, operator, score }) => ({ title, operator, score }))).toEqual([
      { title: 'good.wav', operator: 'Anna', score: 100 },
      { title: 'no-price.wav', operator: 'Anna', score: 75 },
      { title: 'rude.wav', operator: 'Oleg', score: 0 },
    ]);
    expect(report.operators).toEqual([
      { operator: 'Oleg', conversations: 1, averageScore: 0, fatalFailed: 1 },
      { operator: 'Anna', conversations: 2, averageScore: 87.5, fatalFailed: 0 },
    ]);
    expect(report.items.map(({ title, passed, failed, notApplicable, passRate }) => ({ title, passed, failed, notApplicable, passRate }))).toEqual([
      { title: 'Greeted the client', passed: 2, failed: 1, notApplicable: 0, passRate: 67 },
      { title: 'Named the price', passed: 1, failed: 2, notApplicable: 0, passRate: 33 },
      { title: 'Answered within 15 minutes', passed: 0, failed: 0, notApplicable: 3, passRate: null },
      { title: 'Not rude to the client', passed: 2, failed: 1, notApplicable: 0, passRate: 67 },
    ]);

    // The notice went through the sending engine, to the owner's phone, once.
    expect(report.notification).toMatchObject({ status: 'sent', reasonParams: null, detail: null });
    const [notice, ...more] = await me.notices(id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ status: 'sent', recipient: '+79001112233' });
    expect(notice?.text).toContain('Your quality report is ready: calls from 2026-03-01 to 2026-03-31, 3 scored, average score 58/100.');
    expect(notice?.text).toContain(`/reports/${id}`);
    // A job run again (a retry, the sweep) changes nothing and sends nothing more.
    await runReport(runnerOf(languageModelOf(t.config)), id);
    await jobs.fire(QUEUES.qualityCallsSweep);
    await jobs.drain();
    expect(await me.notices(id)).toHaveLength(1);
    expect((await me.report(id)).processedCount).toBe(3);

    const list = reportListSchema.parse((await me.call('GET', QUALITY_PATHS.reports)).json());
    expect(list.map((row) => [row.id, row.state])).toEqual([[id, 'Done']]);
  });

  it('resumes after a restart where it stopped, scoring each conversation once', async () => {
    const me = await owner('reports.restart@example.com', { calls: THREE_CALLS });
    const { id } = (await me.create({ source: 'calls', from: '2026-03-01', to: '2026-04-30' })).json<ReportDetail>();
    // The process dies after scoring two conversations: the model's third call never comes back.
    const real = languageModelOf(t.config);
    let calls = 0;
    const dying: LanguageModel = {
      kind: real.kind,
      complete(request) {
        calls += 1;
        if (calls === 3) return Promise.reject(new LanguageModelError('unreachable', 'The process stopped'));
        return real.complete(request);
      },
    };
    await expect(runReport(runnerOf(dying), id)).rejects.toMatchObject({ reason: 'unreachable' });
    expect(await me.report(id)).toMatchObject({ state: 'InProgress', conversationsCount: 4, processedCount: 2 });

    // After the restart the sweep sends the report's job again; it carries on from the third conversation.
    await jobs.drain();
    await jobs.fire(QUEUES.qualityCallsSweep);
    await jobs.drain();
    const report = await me.report(id);
    expect(report).toMatchObject({ state: 'Done', conversationsCount: 4, processedCount: 4 });
    expect(report.items[0]).toMatchObject({ passed: 3, failed: 1 });
    const [counted] = await t.db.query<{ count: number }>('select count(*)::int as count from quality_report_items where report_id = $1', [id]);
    expect(counted?.count).toBe(4 * CHECKLIST.items.length);
    expect(await me.notices(id)).toHaveLength(1);
  });

  it('ends in Error with the failure’s kind, the provider’s words kept as the detail, when the model refuses', async () => {
    const me = await owner('reports.error@example.com', { calls: THREE_CALLS });
    const { id } = (await me.create({ source: 'calls', from: '2026-03-01', to: '2026-03-31' })).json<ReportDetail>();
    const refusing: LanguageModel = { kind: 'openAiCompatible', complete: () => Promise.reject(new LanguageModelError('rejected', 'Incorrect API key provided.', 401)) };
    await runReport(runnerOf(refusing), id);
    expect(await me.report(id)).toMatchObject({ state: 'Error', errorKind: 'rejected', error: 'Incorrect API key provided.', processedCount: 0 });
    await jobs.drain();
    expect(await me.report(id)).toMatchObject({ state: 'Error' });
    expect(await me.notices(id)).toEqual([]);
  });

  it('scores the chats the message log holds, the channel account as the business’s side', async () => {
    const me = await owner('reports.chats@example.com');
    const [account] = await t.db.query<{ id: string }>('select id from channel_accounts where user_id = $1', [me.userId]);
    const sent = (phone: string, text: string, reply: string | null, at: string, key: string) =>
      t.db.query(
        `insert into messages (user_id, dedupe_key, phone, recipient, channel, channel_account_id, mode, text, status, scheduled_at, sent_at, reply_text)
         values ($1, $2, $3, $3, 'whatsapp', $4, 'combat', $5, 'replied', $6, $6, $7)`,
        [me.userId, key, phone, account?.id, text, at, reply],
      );
    await sent('+79001000001', 'Hello, my name is Anna from Lotus salon.', 'How much is a haircut?', '2026-03-02T10:00:00Z', 'a');
    await sent('+79001000001', 'The price of the service is 40 dollars.', null, '2026-03-02T10:05:00Z', 'b');
    await sent('+79001000002', 'Your visit is tomorrow.', null, '2026-03-03T10:00:00Z', 'c');
    // The cabinet's notice to the owner (a report ready), sent through the same number: not a conversation with a client.
    await sent('+79001112233', 'Your quality report is ready.', null, '2026-03-04T10:00:00Z', 'service:qualityReport:earlier');
    const { id } = (await me.create({ source: 'chats', from: '2026-03-01', to: '2026-03-31' })).json<ReportDetail>();
    await jobs.drain();
    const report = await me.report(id);
    expect(report).toMatchObject({ state: 'Done', source: 'chats', conversationsCount: 2, processedCount: 2 });
    expect(report.conversations.map(({ title, operator, score }) => ({ title, operator, score }))).toEqual([
      { title: '+79001000001', operator: 'Salon', score: 100 },
      { title: '+79001000002', operator: 'Salon', score: 50 },
    ]);
  });
});

function runnerOf(model: LanguageModel): ReportRunner {
  return { db: t.db, clock: systemClock, model, notices: { jobs, origins: { clientOrigin: () => 'http://quality.localhost' } } };
}

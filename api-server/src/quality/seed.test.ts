import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fillPath } from '@cabinet/api/contract';
import { QUALITY_PATHS, reportDetailSchema, reportListSchema, scoreConversation, type ReportDetail, type ReportSummary } from '@cabinet/api/quality';
import { systemClock } from '../platform/clock';
import { manualJobQueue } from '../platform/jobs/manualJobQueue';
import { QUEUES } from '../platform/jobs/queues';
import { scoreConversationWith } from '../platform/languageModel/checklistScoring';
import { standInLanguageModel } from '../platform/languageModel/standIns/openAi';
import { seedDemoData } from '../seed';
import { createListeningTestApp, silentLog, type ListeningTestApp } from '../testing/createTestApp';
import { callAs, registerUser, userIdOf } from '../testing/requests';
import { findChecklist } from './data';
import { conversationsOf } from './reports';
import { DEMO_CALLS, seedQuality } from './seed';
import { standInSpeechToText } from './standIns/demo';
import { connectWhatsApp } from './testing';
import { callsDirectory } from './transcription';

/*
 * The demo's quality data: its checklist in two versions, 40 call recordings written as uploads (the first
 * month's transcribed when seeded, the rest by the queue), and reports in every state made by the report engine.
 */
let t: ListeningTestApp;
const jobs = manualJobQueue(systemClock);
const dataDir = mkdtempSync(path.join(tmpdir(), 'quality-seed-'));
const DAY_MS = 86_400_000;
const now = new Date();
const ago = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
/** The UTC day `days` before now, at `time`: inside the periods the seed's reports take by day. */
const dayAt = (days: number, time: string) => `${ago(days).slice(0, 10)}T${time}Z`;
let userId: string;
let call: ReturnType<typeof callAs>;

const reports = async (): Promise<ReportSummary[]> => reportListSchema.parse((await call('GET', QUALITY_PATHS.reports)).json());
const report = async (id: string): Promise<ReportDetail> => reportDetailSchema.parse((await call('GET', fillPath(QUALITY_PATHS.report, { id }))).json());
const notices = async () =>
  (await t.db.query<{ dedupe_key: string }>(`select dedupe_key from messages where user_id = $1 and dedupe_key like 'service:qualityReport:%' order by dedupe_key`, [userId])).map(
    (notice) => notice.dedupe_key,
  );
/** What the report tables hold: a second run or seed would add rows. */
const rowCounts = async () =>
  t.db.query<{ reports: number; conversations: number; items: number; calls: number }>(
    `select (select count(*)::int from quality_reports where user_id = $1) as reports,
       (select count(*)::int from quality_report_conversations c join quality_reports r on r.id = c.report_id where r.user_id = $1) as conversations,
       (select count(*)::int from quality_report_items i join quality_reports r on r.id = i.report_id where r.user_id = $1) as items,
       (select count(*)::int from quality_calls where user_id = $1) as calls`,
    [userId],
  );

beforeAll(async () => {
  t = await createListeningTestApp({ seed: false, env: { DATA_DIR: dataDir }, app: { jobs } });
  const { token } = await registerUser(t.app, { email: 'quality.seed@example.com', phone: '+79001112233' });
  userId = userIdOf(token);
  call = callAs(t.app, token);
  // The salon's WhatsApp conversations over the two months, as the message log stores them: what the salon wrote, the client's reply.
  await connectWhatsApp(t.db, userId);
  const [account] = await t.db.query<{ id: string }>('select id from channel_accounts where user_id = $1', [userId]);
  const sent = async (phone: string, at: string, text: string, reply: string | null) =>
    t.db.query(
      `insert into messages (user_id, dedupe_key, phone, recipient, channel, channel_account_id, mode, text, status, scheduled_at, sent_at, reply_text)
       values ($1, $2, $3, $3, 'whatsapp', $4, 'combat', $5, 'replied', $6, $6, $7)`,
      [userId, `${phone}-${at}`, phone, account?.id, text, at, reply],
    );
  for (const [day, phone] of [[59, '+79001000001'], [17, '+79001000002'], [3, '+79001000003'], [1, '+79001000004']] as const) {
    await sent(phone, dayAt(day, '10:00:00'), 'Здравствуйте, салон «Лотос», администратор Анна. Уточню услугу, мастера и время записи.', 'Сколько стоит стрижка?');
    await sent(phone, dayAt(day, '10:05:00'), 'Стоимость услуги 1500 рублей. Благодарим, до встречи!', null);
    await sent(`${phone}9`, dayAt(day, '11:00:00'), 'Ваша запись завтра в 15:00.', null);
  }
  await t.db.transaction((tx) => seedQuality(tx, userId, { model: standInLanguageModel(), speech: standInSpeechToText() }, dataDir, now));
});
afterAll(async () => {
  await t.close();
});

it('writes 40 recordings of the last 60 days: the first month transcribed and scored when seeded, the rest by the queue', async () => {
  const stored = await t.db.query<{ upload_id: string; state: string; created_at: Date; checklist_version: number | null }>(
    'select upload_id, state, created_at, checklist_version from quality_calls where user_id = $1 order by created_at',
    [userId],
  );
  expect(stored).toHaveLength(DEMO_CALLS);
  expect(stored.every((recording) => existsSync(path.join(callsDirectory(dataDir), recording.upload_id)))).toBe(true);
  expect(Math.min(...stored.map((recording) => recording.created_at.getTime()))).toBeGreaterThan(now.getTime() - 61 * DAY_MS);
  const month = now.getTime() - 31 * DAY_MS;
  expect(stored.filter((recording) => recording.created_at.getTime() < month).every((recording) => recording.state === 'transcribed')).toBe(true);
  expect(stored.filter((recording) => recording.created_at.getTime() >= month).every((recording) => recording.state === 'uploaded')).toBe(true);
  // Scored against the version current when each was uploaded: the second came 53 days ago.
  const second = now.getTime() - 53 * DAY_MS;
  expect(stored.filter((recording) => recording.state === 'transcribed').map((recording) => recording.checklist_version)).toEqual(
    stored.filter((recording) => recording.state === 'transcribed').map((recording) => (recording.created_at.getTime() < second ? 1 : 2)),
  );
});

it('seeds a report in every state, the history’s without a WhatsApp notice', async () => {
  const list = await reports();
  const day = (days: number) => ago(days).slice(0, 10);
  expect(list.map(({ source, from, to, state, checklistVersion }) => ({ source, from, to, state, checklistVersion }))).toEqual([
    { source: 'chats', from: day(1), to: day(1), state: 'Created', checklistVersion: 2 },
    { source: 'chats', from: day(7), to: day(1), state: 'InProgress', checklistVersion: 2 },
    { source: 'chats', from: day(18), to: day(17), state: 'Done', checklistVersion: 2 },
    { source: 'chats', from: day(18), to: day(17), state: 'Error', checklistVersion: 2 },
    { source: 'calls', from: day(60), to: day(32), state: 'Done', checklistVersion: 2 },
    { source: 'chats', from: day(60), to: day(58), state: 'Done', checklistVersion: 1 },
  ]);
  const [created, started, again, failed] = list;
  expect(created).toMatchObject({ conversationsCount: 0, processedCount: 0, finishedAt: null });
  // Started: its conversations fixed (the last week's four), none scored yet.
  expect(started).toMatchObject({ conversationsCount: 4, processedCount: 0, finishedAt: null });
  // The engine's own reason: the model's address refused the connection, five runs in a row.
  expect(failed).toMatchObject({ errorKind: 'unreachable', error: 'The language model could not be reached (ECONNREFUSED)', processedCount: 0, conversationsCount: 2 });
  expect(new Date(failed?.finishedAt ?? 0).getTime() - new Date(failed?.createdAt ?? 0).getTime()).toBe(40 * 60_000);
  expect(again?.createdAt).toBe(ago(15));
  expect(await notices()).toEqual([]);
});

it('has each Done report’s figures as the engine computes them from the seeded conversations and its checklist version', async () => {
  const done = (await reports()).filter((summary) => summary.state === 'Done');
  expect(done).toHaveLength(3);
  for (const summary of done) {
    const detail = await report(summary.id);
    const checklist = await findChecklist(t.db, userId, summary.checklistVersion);
    const conversations = await conversationsOf(t.db, userId, summary.source, summary.from, summary.to);
    const expected = await Promise.all(
      conversations.map(async (conversation) => {
        const items = await scoreConversationWith(standInLanguageModel(), checklist?.items ?? [], conversation.transcript);
        const byId = new Map(checklist?.items.map((item) => [item.id, item]));
        const total = scoreConversation(items.map((scored) => ({ weight: byId.get(scored.itemId)?.weight ?? 0, fatal: byId.get(scored.itemId)?.fatal ?? false, outcome: scored.outcome })));
        return { title: conversation.title, operator: conversation.operator, score: total.score, fatalFailed: total.fatalFailed, scored: true, failure: null };
      }),
    );
    expect(detail.conversations).toEqual(expected);
    expect(detail.processedCount).toBe(expected.length);
    const scores = expected.flatMap((conversation) => (conversation.score === null ? [] : [conversation.score]));
    const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
    expect(detail.averageScore).toBe(Math.round(mean * 10) / 10);
    expect(detail.fatalFailedCount).toBe(expected.filter((conversation) => conversation.fatalFailed).length);
    expect(detail.items).toHaveLength(checklist?.items.length ?? 0);
    expect(detail.scoredBy).toBe('standIn');
    expect(detail.notification).toBeNull();
  }
  // The calls: the first month's, one of them rude (a fatal criterion failed).
  const calls = done.find((summary) => summary.source === 'calls');
  expect(calls?.conversationsCount).toBeGreaterThanOrEqual(19);
  expect(calls?.fatalFailedCount).toBe(1);
});

it('lets the queue finish the report in progress and the one behind it, each owner told once, and nothing twice after a restart', async () => {
  await jobs.fire(QUEUES.qualityCallsSweep);
  await jobs.drain();
  const calls = await t.db.query<{ state: string; transcript: string; fatal_failed: boolean }>('select state, transcript, fatal_failed from quality_calls where user_id = $1', [userId]);
  expect(calls.every((recording) => recording.state === 'transcribed')).toBe(true);
  // The script written into each file, read back by the transcription stand-in.
  expect(calls.filter((recording) => recording.transcript.includes('салон «Лотос»'))).toHaveLength(30);
  expect(calls.filter((recording) => recording.fatal_failed)).toHaveLength(2);

  const list = await reports();
  expect(list.map((summary) => summary.state)).toEqual(['Done', 'Done', 'Done', 'Error', 'Done', 'Done']);
  expect(list.slice(0, 2).map((summary) => summary.processedCount)).toEqual([2, 4]);
  expect(await notices()).toEqual(list.slice(0, 2).map((summary) => `service:qualityReport:${summary.id}`).sort());

  // A restart: the API seeds nothing over existing users, and the queue's sweep finds nothing left to run.
  const before = await rowCounts();
  expect(await seedDemoData(t.db, { mode: 'development', dataDir }, silentLog)).toBe('skipped');
  await jobs.fire(QUEUES.qualityCallsSweep);
  await jobs.drain();
  expect(await rowCounts()).toEqual(before);
  expect(before[0]).toMatchObject({ reports: 6, calls: DEMO_CALLS });
  expect(await notices()).toHaveLength(2);
});

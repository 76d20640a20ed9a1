import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import type { ReportSource } from '@cabinet/api/quality';
import type { Queryable } from '../platform/db/Db';
import { LANGUAGE_MODEL_STAND_IN_KEY, LANGUAGE_MODEL_STAND_IN_PATH } from '../platform/languageModel/languageModelOf';
import { LanguageModelError, type LanguageModel } from '../platform/languageModel/LanguageModel';
import { openAiCompatibleModel } from '../platform/languageModel/openAiCompatible';
import { wavWithScript } from './recordings';
import { conversationsOf, insertReport, REPORT_ATTEMPTS, runReport, startReport, type ReportRunner } from './reports';
import type { SpeechToText } from './speechToText';
import { callsDirectory, transcribeCall } from './transcription';

/** The demo salon's checklist (Russian, as its chats are): what its administrators are held to. */
const DEMO_CHECKLIST = [
  { title: 'Поздоровался и представился', description: 'Первое сообщение дня начинается с приветствия и имени администратора.', weight: 5, fatal: false },
  { title: 'Ответил в течение 15 минут', description: 'Первый ответ клиенту в рабочее время не позже чем через 15 минут.', weight: 8, fatal: false },
  { title: 'Уточнил услугу, мастера и время', description: 'Перед записью названы услуга, мастер, дата и время.', weight: 7, fatal: false },
  { title: 'Назвал цену', description: 'Клиент узнал стоимость услуги до записи.', weight: 6, fatal: false },
  { title: 'Предложил запись', description: 'Если клиент не записан, администратор предложил свободное время.', weight: 8, fatal: false },
  { title: 'Попрощался', description: 'Разговор закончен благодарностью или прощанием.', weight: 3, fatal: false },
  { title: 'Не грубил клиенту', description: 'Нет грубых, оскорбительных или пренебрежительных слов.', weight: 10, fatal: true },
  { title: 'Не передавал личные данные других клиентов', description: 'Ни телефонов, ни имён, ни записей других клиентов.', weight: 10, fatal: true },
] as const;

const ADMINS = ['Анна', 'Мария', 'Олег', 'Светлана'] as const;
const SERVICES = [
  { name: 'стрижка', price: 1500, master: 'Ольга' },
  { name: 'окрашивание', price: 4200, master: 'Ирина' },
  { name: 'маникюр', price: 1800, master: 'Дарья' },
  { name: 'укладка', price: 1200, master: 'Ольга' },
  { name: 'педикюр', price: 2300, master: 'Дарья' },
] as const;
/** Calls whose administrator was rude: the fatal criterion's example. */
const RUDE_CALLS = new Set([7, 23]);
export const DEMO_CALLS = 40;
const DAY_MS = 86_400_000;

/**
 * The script of the demo's call `index` (0-39), written into its recording: its parts left out in turn (the
 * greeting, the price, the offer, the farewell) and two rude administrators, so the scores differ.
 */
export function demoCallScript(index: number): string {
  const admin = ADMINS[index % ADMINS.length] ?? 'Анна';
  const service = SERVICES[index % SERVICES.length] ?? SERVICES[0];
  const lines = [
    index % 4 === 3 ? `${admin}: Да, слушаю.` : `${admin}: Здравствуйте, салон «Лотос», администратор ${admin}, приветствую вас.`,
    `Клиент: Добрый день, хочу записаться на ${service.name}.`,
  ];
  if (RUDE_CALLS.has(index)) lines.push(`${admin}: Клиент, без лишних слов: вопрос грубый и оскорбительный, звоните позже.`);
  else {
    lines.push(`${admin}: Уточню: услуга ${service.name}, мастер ${service.master}, завтра в 15:00.`);
    if (index % 3 !== 0) lines.push(`${admin}: Стоимость услуги ${service.price} рублей.`);
    if (index % 6 !== 1) lines.push(`${admin}: Могу предложить запись на свободное время в четверг.`);
  }
  lines.push('Клиент: Хорошо, спасибо.');
  if (index % 5 !== 0) lines.push(`${admin}: Благодарим за звонок, прощаемся до встречи!`);
  return lines.join('\n');
}

/** When the demo's checklist versions were saved and its history's reports ran, before the seed's now. */
const AT = {
  version1: 60 * DAY_MS,
  /** The first three days' chats, scored with the first version just before the second replaced it. */
  firstChats: 53 * DAY_MS + 3_600_000,
  version2: 53 * DAY_MS,
  /** The first month's calls, reported once all of them were transcribed. */
  oldCalls: 31 * DAY_MS,
  /** Two days' chats: the language model could not be reached (Error), then built again the next day (Done). */
  failedChats: 16 * DAY_MS,
  chatsAgain: 15 * DAY_MS,
} as const;
/** The queue's retries of the failed report: its runs this far apart. */
const RETRY_MS = 10 * 60_000;

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** The seed's transaction as the engines' database: their own transactions are the seed's. */
function seedDb(tx: Queryable): ReportRunner['db'] {
  return { query: (sql, params) => tx.query(sql, params), exec: (sql) => tx.exec(sql), transaction: (fn) => fn(tx) };
}

/** A port on this machine nothing listens on (one the system gave and took back): where the failed report's model was. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address !== null ? address.port : 9;
}

interface DemoCall {
  index: number;
  at: Date;
}

/** The demo's call `index`: written where tus writes uploads and stored as uploaded, as an upload leaves it. */
async function storeCall(tx: Queryable, demoId: string, directory: string, call: DemoCall): Promise<string> {
  const seconds = 3 + (call.index % 5);
  const bytes = wavWithScript(seconds, demoCallScript(call.index));
  const uploadId = `demo-${randomUUID()}`;
  await writeFile(path.join(directory, uploadId), bytes);
  const [row] = await tx.query<{ id: string }>(
    `insert into quality_calls (user_id, upload_id, file_name, format, size_bytes, duration_seconds, created_at) values ($1, $2, $3, 'wav', $4, $5, $6) returning id`,
    [demoId, uploadId, `call-${String(call.index + 1).padStart(2, '0')}.wav`, bytes.length, seconds, call.at.toISOString()],
  );
  if (!row) throw new Error('The demo call was not stored');
  return row.id;
}

/** The demo's 40 calls of the last 60 days, one every day and a half, at working hours. */
function demoCalls(now: Date): DemoCall[] {
  return Array.from({ length: DEMO_CALLS }, (_, index) => {
    const at = new Date(now.getTime() - (DEMO_CALLS - index) * 1.5 * DAY_MS);
    at.setUTCHours(7 + (index % 9), (index * 7) % 60, 0, 0);
    return { index, at };
  });
}

/**
 * What scores and transcribes the demo's history: the stand-ins in this process (the API does not listen yet),
 * given by the development-only module that seeds it (standIns/demo.ts), their answers those of their routes.
 */
export interface QualityDemoEngines {
  model: LanguageModel;
  speech: SpeechToText;
}

/**
 * The demo salon's quality history, told in the order it happened and made by the engines themselves on the
 * seeding transaction, each with its clock at the moment it ran:
 *
 * - the checklist in two versions, the first without the price criterion, the second a week later (current);
 * - with a data folder, 40 call recordings of the last 60 days (small WAVs made as the tests' are, recordings.ts,
 *   the script in the file). Those of the first month are transcribed and scored when uploaded (transcribeCall,
 *   against the version current then); the last month's are left uploaded, so the queue transcribes them when
 *   the API starts (its sweep finds them), through the same adapters as an upload;
 * - reports run by the report engine (runReport): Done, the first three days' chats scored with version 1; Done,
 *   the first month's calls; Error, two days' chats whose run could not reach the language model (a real
 *   connection refused, five runs in a row as the queue retries, the engine's own reason); Done, the same
 *   days built again the next day. A report whose source had nothing in its period is not made (the API
 *   refuses it too: REPORT_EMPTY).
 * - Decision: Created and InProgress pass, so the demo shows them as they are, on the queue: a report of the
 *   last week's chats started at seed time (InProgress, its conversations fixed, none scored: the queue scores
 *   them from the first sweep after the start) and one of yesterday's chats created after it (Created until the
 *   queue takes it, at that sweep too). A minute or two after the first start both are Done.
 * - Decision: the history's reports send no WhatsApp notice (their runner has none: the sending engine would
 *   send them all at the first start, a burst of old news in the owner's message log); the two that finish
 *   after the start notify the owner as any report does, once each (the notice's key is the report's).
 * - A restart seeds nothing (the API's seed.ts: never over existing users); the queue resumes what is unfinished.
 */
export async function seedQuality(tx: Queryable, demoId: string, engines: QualityDemoEngines, dataDir?: string, now: Date = new Date()): Promise<void> {
  let clock = now;
  const db = seedDb(tx);
  const runner: ReportRunner = { db, clock: { now: () => clock }, model: engines.model, notices: null };
  const { speech } = engines;
  const ids = new Map(DEMO_CHECKLIST.map((item) => [item.title, randomUUID()]));
  const saveVersion = async (version: number, items: ReadonlyArray<(typeof DEMO_CHECKLIST)[number]>, at: Date) => {
    await tx.query(`insert into quality_checklists (user_id, version, created_at) values ($1, $2, $3)`, [demoId, version, at.toISOString()]);
    for (const [position, item] of items.entries()) {
      await tx.query(
        `insert into quality_checklist_items (user_id, version, position, item_id, title, description, weight, fatal)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [demoId, version, position, ids.get(item.title), item.title, item.description, item.weight, item.fatal],
      );
    }
  };
  /** A report as the API makes one (refused when its source has nothing in the period), created at the clock's time. */
  const report = async (source: ReportSource, from: Date, to: Date, checklistVersion: number): Promise<string | null> => {
    const [any] = await conversationsOf(tx, demoId, source, dayOf(from), dayOf(to), 1);
    if (!any) return null;
    return insertReport(tx, { userId: demoId, source, from: dayOf(from), to: dayOf(to), checklistVersion, createdAt: clock });
  };
  const run = async (at: Date, reportId: string | null, model = runner.model) => {
    clock = at;
    if (reportId !== null) await runReport({ ...runner, model }, reportId);
  };

  await saveVersion(1, DEMO_CHECKLIST.filter((item) => item.title !== 'Назвал цену'), ago(now, AT.version1));
  const calls = dataDir === undefined ? [] : demoCalls(now);
  const directory = dataDir === undefined ? null : callsDirectory(dataDir);
  if (directory !== null) await mkdir(directory, { recursive: true });
  const upload = async (until: Date) => {
    for (let call = calls[0]; directory !== null && dataDir !== undefined && call !== undefined && call.at < until; call = calls[0]) {
      calls.shift();
      clock = call.at;
      const id = await storeCall(tx, demoId, directory, call);
      if (call.at < ago(now, AT.oldCalls)) await transcribeCall({ db, config: { dataDir } }, speech, runner.model, id);
    }
  };

  await upload(ago(now, AT.firstChats));
  clock = ago(now, AT.firstChats);
  await run(clock, await report('chats', ago(now, AT.version1), ago(now, AT.version1 - 2 * DAY_MS), 1));
  await upload(ago(now, AT.version2));
  await saveVersion(2, DEMO_CHECKLIST, ago(now, AT.version2));

  await upload(ago(now, AT.oldCalls));
  clock = ago(now, AT.oldCalls);
  await run(clock, await report('calls', ago(now, AT.version1), ago(now, AT.oldCalls + DAY_MS), 2));

  await upload(ago(now, AT.failedChats));
  clock = ago(now, AT.failedChats);
  const failedFrom = ago(now, AT.failedChats + 2 * DAY_MS);
  const failedTo = ago(now, AT.failedChats + DAY_MS);
  const failed = await report('chats', failedFrom, failedTo, 2);
  const unreachable = openAiCompatibleModel({
    kind: 'standIn',
    baseUrl: `http://127.0.0.1:${await closedPort()}/${LANGUAGE_MODEL_STAND_IN_PATH}`,
    apiKey: LANGUAGE_MODEL_STAND_IN_KEY,
    model: 'gpt-4o-mini',
    timeoutMs: 5_000,
  });
  for (let attempt = 0; attempt < REPORT_ATTEMPTS; attempt += 1) {
    // Each run fails on its first conversation and is retried, as the queue retries it, until the last ends it in Error.
    await run(new Date(clock.getTime() + (attempt === 0 ? 0 : RETRY_MS)), failed, unreachable).catch((error: unknown) => {
      if (!(error instanceof LanguageModelError) || attempt === REPORT_ATTEMPTS - 1) throw error;
    });
  }
  clock = ago(now, AT.chatsAgain);
  await run(clock, await report('chats', failedFrom, failedTo, 2));

  await upload(now);
  clock = ago(now, 60_000);
  const started = await report('chats', ago(now, 7 * DAY_MS), ago(now, DAY_MS), 2);
  if (started !== null) await startReport(runner, started);
  clock = now;
  await report('chats', ago(now, DAY_MS), ago(now, DAY_MS), 2);
}

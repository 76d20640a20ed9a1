import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Queryable } from '../platform/db/Db';
import { wavWithScript } from './recordings';
import { callsDirectory } from './transcription';

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

/**
 * The demo's 40 call recordings of the last 60 days: small WAVs (3 to 7 seconds at 8 kHz) made as the tests'
 * are (recordings.ts, the script in the file), written where tus writes uploads and stored as uploaded, so the
 * queue transcribes and scores them when the API starts (the sweep finds them), through the same adapters as
 * an upload. Without a data folder (the tests' templates) there are none.
 */
async function seedCalls(tx: Queryable, demoId: string, dataDir: string, now: Date): Promise<void> {
  const directory = callsDirectory(dataDir);
  await mkdir(directory, { recursive: true });
  for (let index = 0; index < DEMO_CALLS; index += 1) {
    const seconds = 3 + (index % 5);
    const bytes = wavWithScript(seconds, demoCallScript(index));
    const uploadId = `demo-${randomUUID()}`;
    await writeFile(path.join(directory, uploadId), bytes);
    const at = new Date(now.getTime() - (DEMO_CALLS - index) * 1.5 * DAY_MS);
    at.setUTCHours(7 + (index % 9), (index * 7) % 60, 0, 0);
    await tx.query(`insert into quality_calls (user_id, upload_id, file_name, format, size_bytes, duration_seconds, created_at) values ($1, $2, $3, 'wav', $4, $5, $6)`, [
      demoId,
      uploadId,
      `call-${String(index + 1).padStart(2, '0')}.wav`,
      bytes.length,
      seconds,
      at.toISOString(),
    ]);
  }
}

/**
 * The demo's checklist in two versions: the first without the price criterion, the second (a week later,
 * current) with it, so the versions list and an old report's checklist have something to show. With a data
 * folder, its 40 call recordings (seedCalls).
 */
export async function seedQuality(tx: Queryable, demoId: string, dataDir?: string, now: Date = new Date()): Promise<void> {
  const ids = new Map(DEMO_CHECKLIST.map((item) => [item.title, randomUUID()]));
  const first = DEMO_CHECKLIST.filter((item) => item.title !== 'Назвал цену');
  await tx.query(`insert into quality_checklists (user_id, version, created_at) values ($1, 1, now() - interval '60 days'), ($1, 2, now() - interval '53 days')`, [demoId]);
  for (const [version, items] of [[1, first], [2, DEMO_CHECKLIST]] as const) {
    for (const [position, item] of items.entries()) {
      await tx.query(
        `insert into quality_checklist_items (user_id, version, position, item_id, title, description, weight, fatal)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [demoId, version, position, ids.get(item.title), item.title, item.description, item.weight, item.fatal],
      );
    }
  }
  if (dataDir !== undefined) await seedCalls(tx, demoId, dataDir, now);
}

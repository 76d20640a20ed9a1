import { randomUUID } from 'node:crypto';
import type { Queryable } from '../platform/db/Db';

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

/**
 * The demo's checklist in two versions: the first without the price criterion, the second (a week later,
 * current) with it, so the versions list and an old report's checklist have something to show.
 */
export async function seedQuality(tx: Queryable, demoId: string): Promise<void> {
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
}

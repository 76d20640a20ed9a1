import { SALON_ACTIONS } from '@cabinet/api/ai';
import { DEMO_MOSCOW_COMPANY } from '../business/seed';
import type { Queryable } from '../platform/db/Db';
import { seedKnowledge } from './knowledge/seed';

const SALON_INSTRUCTION = [
  'Ты — администратор салона красоты «Аврора». Отвечай кратко и вежливо, на «вы».',
  'Салон работает каждый день с 9:00 до 21:00, без перерыва.',
  'Адреса: Москва, ул. Тверская, 12 и Екатеринбург, ул. Малышева, 51.',
  'Стрижка женская — от 2000 рублей, мужская — от 1200 рублей, маникюр с покрытием — 1800 рублей.',
  'Записаться можно по ссылке в профиле или по телефону +7 495 123-45-67.',
  'Если клиент недоволен или просит администратора, передай диалог человеку.',
].join('\n');

const CLINIC_INSTRUCTION = [
  'Ты — ассистент стоматологической клиники «Дента Плюс». Не ставь диагнозов и не назначай лечение.',
  'Клиника принимает с понедельника по субботу с 8:00 до 20:00.',
  'Консультация стоматолога — 1000 рублей, профессиональная чистка — 4500 рублей.',
  'При острой боли предложи ближайшее свободное время и передай диалог администратору.',
].join('\n');

/**
 * The demo's AI assistants: the salon's on its WhatsApp instance (work hours, start and stop phrases), a clinic
 * assistant on the WABA number, and a night bot left switched off without a channel. Each with balance top-ups
 * and its knowledge, the salon's with its yclients_salon plugin on the demo's Moscow branch; a month of clients'
 * dialogues answered by the dialogue engine follows (standIns/demoDialogues.ts). The list's figures (dialogues
 * today, balance), the usage and the reports are counted from these rows.
 */
export async function seedAi(tx: Queryable, demoId: string, publicUrl?: string): Promise<void> {
  const channel = async (kind: string) => {
    const [row] = await tx.query<{ id: string }>('select id from channel_accounts where user_id = $1 and kind = $2 order by created_at limit 1', [demoId, kind]);
    return row?.id ?? null;
  };
  await tx.query(
    `insert into copilot_bots (user_id, name, language, enabled, instruction, temperature, model, work_hours_from, work_hours_to,
       start_phrases, stop_phrases, pause_minutes, channel_account_id, created_at, updated_at)
     values
       ($1, 'Салон «Аврора»', 'ru', true, $2, 0.3, 'gpt-4o-mini', -1, -1, '["здравствуйте", "запись"]', '["позовите администратора", "стоп"]', 30, $4,
        now() - interval '40 days', now() - interval '3 days'),
       ($1, 'Клиника «Дента Плюс»', 'ru', true, $3, 0.2, 'gpt-4o', 8, 20, '[]', '["оператор"]', 60, $5, now() - interval '35 days', now() - interval '35 days'),
       ($1, 'Night bot', 'en', false, 'You answer at night, when the salon is closed. The salon opens at 9:00.', 0.3, 'gpt-4o-mini', 21, 24, '[]', '[]', 30, null,
        now() - interval '10 days', now() - interval '10 days')`,
    [demoId, SALON_INSTRUCTION, CLINIC_INSTRUCTION, await channel('whatsapp'), await channel('waba')],
  );
  await tx.query(
    `insert into copilot_bot_top_ups (bot_id, amount_cents, created_at)
     select b.id, top_up.amount, now() - top_up.ago
     from copilot_bots b
     join (values ('Салон «Аврора»', 5000, interval '38 days'), ('Салон «Аврора»', 2000, interval '9 days'), ('Клиника «Дента Плюс»', 2000, interval '34 days'))
       as top_up (name, amount, ago) on top_up.name = b.name
     where b.user_id = $1`,
    [demoId],
  );
  // The salon's assistant finds free slots and books in the demo's Moscow branch on YCLIENTS (its account: systemAccounts/seed.ts).
  await tx.query(
    `insert into copilot_bot_plugins (bot_id, kind, settings) select id, 'yclients_salon', $2 from copilot_bots where user_id = $1 and name = 'Салон «Аврора»'`,
    [demoId, JSON.stringify({ enabled: true, companyId: DEMO_MOSCOW_COMPANY, actions: SALON_ACTIONS })],
  );
  await seedKnowledge(tx, demoId, publicUrl);
}


import type { DomainModule } from '../../platform/DomainModule';
import { AI_REPLY_KEY_PREFIX } from '../../messaging/sender';
import type { Queryable, Row } from '../../platform/db/Db';
import { standInLanguageModel } from '../../platform/languageModel/standIns/openAi';
import { startStandInServer } from '../../platform/standIns/server';
import { BOOKING_STAND_IN_PREFIX, STAND_IN_APPLICATION_ID, STAND_IN_PARTNER_TOKEN } from '../../systemAccounts/adapters';
import { createHttpBookingAdapter } from '../../systemAccounts/booking/adapter';
import { developmentStandIns } from '../../systemAccounts/standIns/module';
import { dialogueEngine } from '../dialogues';
import type { BookingAdapters } from '../salonPlugin';

/**
 * What the demo's clients write, turn by turn (a few minutes apart): in the demo's languages — most in Russian,
 * some in Ukrainian and English — about what the assistants' instructions and knowledge answer, and some that
 * stop the assistant with a stop phrase. The salon's assistant takes a dialogue only from a start phrase
 * ("здравствуйте", "запись"), so its clients greet it.
 */
const SALON_CLIENTS: readonly (readonly string[])[] = [
  ['Здравствуйте! Сколько стоит женская стрижка?', 'А маникюр с покрытием сколько стоит?'],
  ['Здравствуйте, до скольки вы работаете сегодня?'],
  ['Запись на маникюр в субботу возможна?', 'Какой адрес салона в Екатеринбурге?'],
  ['Здравствуйте, где вы находитесь в Москве?', 'Можно оплатить картой или по QR-коду?'],
  ['Здравствуйте! Мужская стрижка сколько стоит?', 'Спасибо!'],
  ['Здравствуйте, хочу перенести запись, позовите администратора'],
  ['Здравствуйте! Скільки коштує манікюр з покриттям?', 'Дякую, а стрижка жіноча?'],
  ['Здравствуйте, how much is a women’s haircut?', 'Do you work every day?'],
];

const CLINIC_CLIENTS: readonly (readonly string[])[] = [
  ['Сколько стоит профессиональная чистка зубов?'],
  ['Добрый день, у меня острая боль, можно попасть сегодня?', 'Оператор, пожалуйста'],
  ['Где находится клиника? Какой вход?', 'Можно оплатить в рассрочку?'],
  ['Добрий день! Скільки коштує консультація стоматолога?'],
  ['Hello, are you open on Sunday?', 'What does a professional cleaning cost?'],
  ['Консультация стоматолога сколько стоит?', 'Спасибо, до свидания'],
];

/**
 * The salon's newest dialogue: a client asks for free slots and books one (the yclients_salon plugin, through
 * the booking adapter to YCLIENTS' stand-in, where the visit is then kept).
 */
const SALON_BOOKING = {
  bot: 'Салон «Аврора»',
  fromPhone: '79161234567',
  turns: ['Здравствуйте! Есть свободные окна на маникюр завтра?', 'Запишите меня на маникюр: Анна Кузнецова, +7 916 123-45-67'],
};

/** The demo's dialogues of each assistant: how many over the month, and its clients' scripts. */
const DEMO_DIALOGUES: ReadonlyArray<{ bot: string; count: number; clients: readonly (readonly string[])[]; phone: string }> = [
  { bot: 'Салон «Аврора»', count: 48, clients: SALON_CLIENTS, phone: '7901' },
  { bot: 'Клиника «Дента Плюс»', count: 24, clients: CLINIC_CLIENTS, phone: '7902' },
];

const MONTH_MS = 30 * 86_400_000;
const TURN_MS = 3 * 60_000;
/** How long the answer takes after the client's message (the engine's clock when it answers). */
const ANSWER_MS = 20_000;

/**
 * A month of dialogues on the demo assistants' channels, made by the dialogue engine itself (dialogues.ts:
 * each client message decided by the assistant's rules — start and stop phrases, work hours, balance —
 * answered by the local stand-in model from the retrieved passages, stored with its citations and token
 * counts, the dialogue charged and its answer put in the message log), on the seeding transaction, with the
 * engine's clock at each message's time (the messages' rows, stamped by the database's clock, are dated so too). The stand-in runs in this process: the API does not listen yet.
 * The answers' rows in the message log are then given the fate the sending engine would have given them on
 * the stand-in channel (delivered), as the messaging seed does for its own messages.
 */
export async function seedDialogues(tx: Queryable, demoId: string, publicUrl = 'http://localhost:3100'): Promise<void> {
  // The booking systems' stand-ins the development API mounts, served apart while it seeds (it may not listen yet).
  const { yclients, altegio } = developmentStandIns();
  const bookingServer = await startStandInServer([...yclients.routes, ...altegio.routes]);
  try {
    const adapterOf = (system: keyof typeof BOOKING_STAND_IN_PREFIX) =>
      createHttpBookingAdapter({ baseUrl: `${bookingServer.url}/${BOOKING_STAND_IN_PREFIX[system]}`, partnerToken: STAND_IN_PARTNER_TOKEN, applicationId: STAND_IN_APPLICATION_ID, timeoutMs: 10_000 });
    await seedWith(tx, demoId, publicUrl, { yclients: adapterOf('yclients'), altegio: adapterOf('altegio') });
  } finally {
    await bookingServer.close();
  }
}

async function seedWith(tx: Queryable, demoId: string, publicUrl: string, bookingAdapters: BookingAdapters): Promise<void> {
  const now = Date.now();
  let clock = new Date(now);
  const engine = dialogueEngine(
    {
      db: {
        query: <T extends Row>(sql: string, params?: readonly unknown[]) => tx.query<T>(sql, params),
        exec: (sql: string) => tx.exec(sql),
        transaction: <T>(fn: (q: Queryable) => Promise<T>) => fn(tx),
      },
      // The sending engine is not running while the demo is seeded: the answers' rows get their fate below.
      jobs: { send: () => Promise.resolve() },
      clock: { now: () => clock },
      config: { mode: 'development', publicUrl, languageModel: { baseUrl: null, apiKey: null, model: 'gpt-4o-mini', timeoutMs: 30_000 } },
      log: {
        error: (message: unknown) => {
          throw new Error(`Seeding the demo's AI dialogues: ${String(message)}`);
        },
      },
      bookingAdapters,
    },
    standInLanguageModel(),
  );
  for (const { bot: name, count, clients, phone } of DEMO_DIALOGUES) {
    const [bot] = await tx.query<{ id: string; channel_account_id: string | null }>('select id, channel_account_id from copilot_bots where user_id = $1 and name = $2 and enabled', [demoId, name]);
    if (!bot?.channel_account_id) continue;
    // Oldest first, the newest half an hour ago: a few today, the rest spread over the month.
    for (let index = count - 1; index >= 0; index -= 1) {
      const script = clients[index % clients.length] ?? [];
      const startedAt = now - 30 * 60_000 - Math.round((index * MONTH_MS) / count);
      // Ending in 7: never one of the simulated messenger's numbers that fail or keep silent (channels/simulated.ts).
      const fromPhone = `${phone}${String(1_000_007 + ((index * 7919) % 899_999) * 10)}`;
      await say(bot.id, bot.channel_account_id, fromPhone, script, startedAt, `demo-${index}`);
    }
  }
  // The booking dialogue, a quarter of an hour ago: "tomorrow" is still ahead, so the stand-in has free slots.
  const [salon] = await tx.query<{ id: string; channel_account_id: string | null }>('select id, channel_account_id from copilot_bots where user_id = $1 and name = $2 and enabled', [demoId, SALON_BOOKING.bot]);
  if (salon?.channel_account_id) await say(salon.id, salon.channel_account_id, SALON_BOOKING.fromPhone, SALON_BOOKING.turns, now - 15 * 60_000, 'demo-booking');

  /** One client's turns, each handled by the engine at its time, its rows dated so. */
  async function say(botId: string, channelAccountId: string, fromPhone: string, script: readonly string[], startedAt: number, key: string): Promise<void> {
    for (const [turn, text] of script.entries()) {
      const at = new Date(startedAt + turn * TURN_MS);
      clock = new Date(at.getTime() + ANSWER_MS);
      const [mark] = await tx.query<{ at: Date }>('select clock_timestamp() as at');
      await engine.handle({ botId, channelAccountId, fromPhone, text, at: at.toISOString(), key: `${channelAccountId}:${key}-${turn}` });
      // The rows stamp themselves with the database's clock (now): they are dated at this message's time in the month.
      await tx.query(
        `update copilot_bot_dialogue_messages set created_at = case when role = 'client' then $3::timestamptz else $4::timestamptz end where bot_id = $1 and created_at >= $2`,
        [botId, mark?.at ?? new Date(now), at.toISOString(), clock.toISOString()],
      );
    }
  }
  await tx.query(
    `update messages set status = 'delivered', sent_at = scheduled_at + interval '1 second', delivered_at = scheduled_at + interval '3 seconds', updated_at = scheduled_at + interval '3 seconds'
     where user_id = $1 and dedupe_key like $2 and status = 'queued'`,
    [demoId, `${AI_REPLY_KEY_PREFIX}%`],
  );
}

/**
 * The demo's AI dialogues, seeded after the AI domain's rows (domains.ts): a development-only module, as the
 * dialogues are answered by the language model's stand-in in this process.
 */
export const aiDemoDialoguesDomain: DomainModule = {
  name: 'aiDemoDialogues',
  migrations: [],
  developmentOnly: true,
  routes: () => [],
  seed: (tx, accounts, options) => seedDialogues(tx, accounts.demoId, options.publicUrl),
};

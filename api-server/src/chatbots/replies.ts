import { cancelVisit, setVisitStatus } from '../business/store';
import type { ReplyHandler } from '../channels/Channel';
import type { Db, Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';
import type { JobQueue } from '../platform/jobs/JobQueue';
import { QUEUES } from '../platform/jobs/queues';

export type ReplyIntent = 'confirm' | 'cancel';

/*
 * How a client's answer is read. The bot's confirm and cancel texts are its answers to the client (they
 * carry variables: "Thank you, {clientName}! ..."), so the client's words are read against words of
 * confirmation and cancellation in the cabinet's languages (ru, en, pt-BR, uk-UA), ignoring case, spaces,
 * punctuation and ё/е; a reply equal to one of the bot's texts (an owner who wrote a button's label there)
 * counts too. A reply carrying both ("yes, cancel it") or neither is left to the owner.
 */
const CONFIRM_WORDS = new Set(['yes', 'y', 'ok', 'okay', 'да', 'ага', 'ок', 'sim', 'так', '1']);
const CONFIRM_STEMS = ['confirm', 'подтвер', 'підтвер', 'приду', 'прийду', 'буду', 'смогу', 'зможу'];
const CANCEL_WORDS = new Set(['no', 'n', 'нет', 'não', 'nao', 'ні', '2']);
const CANCEL_STEMS = ['cancel', 'отмен', 'отмін', 'скасу', 'відмін', 'отказ', 'відмов', 'desmarc'];
/** "не приду", "não vou": a negated confirmation is a cancellation. */
const NEGATIONS = new Set(['не', 'not', 'não', 'nao']);
const CONFIRM_AFTER_NEGATION = ['приду', 'прийду', 'буду', 'смогу', 'зможу', 'vou', 'posso', 'come', 'coming'];

function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();
}

function wordsOf(text: string): string[] {
  return normalize(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

const isConfirm = (word: string) => CONFIRM_WORDS.has(word) || CONFIRM_STEMS.some((stem) => word.startsWith(stem));
const isCancel = (word: string) => CANCEL_WORDS.has(word) || CANCEL_STEMS.some((stem) => word.startsWith(stem));

/** What a client's reply asks for, or null when it asks for neither or both. */
export function replyIntent(text: string, bot: { confirmText: string; cancelText: string }): ReplyIntent | null {
  const reply = wordsOf(text).join(' ');
  if (reply === '') return normalize(text) === '+' ? 'confirm' : normalize(text) === '-' ? 'cancel' : null;
  if (reply === wordsOf(bot.confirmText).join(' ')) return 'confirm';
  if (reply === wordsOf(bot.cancelText).join(' ')) return 'cancel';
  const words = reply.split(' ');
  let confirm = false;
  let cancel = false;
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const next = words[index + 1];
    if (NEGATIONS.has(word) && next !== undefined && CONFIRM_AFTER_NEGATION.some((stem) => next.startsWith(stem))) {
      cancel = true;
      index += 1;
    } else if (isConfirm(word)) {
      confirm = true;
    } else if (isCancel(word)) {
      cancel = true;
    }
  }
  if (confirm === cancel) return null;
  return confirm ? 'confirm' : 'cancel';
}

type VisitRow = { status: string; starts_at: Date; canceled_at: Date | null; company_id: string; company_source_id: string };
type BotRow = { confirm_text: string; cancel_text: string; remove_on_cancel: boolean };

/**
 * The account's enabled booking chatbot for a branch (`company_id` as the owner typed it: the booking
 * system's id or the cabinet's), the one on `instanceId` first, then the oldest; null when none is on.
 * The public confirm/cancel page (messaging/publicRoutes.ts) asks it too, for removeOnCancel.
 */
export async function branchChatbot(q: Queryable, userId: string, company: { id: string; sourceId: string }, instanceId: string | null): Promise<BotRow | null> {
  const [bot] = await q.query<BotRow>(
    `select confirm_text, cancel_text, remove_on_cancel from booking_chatbots
     where user_id = $1 and enabled and (company_id = $2 or company_id = $3)
     order by (instance_id = $4) desc, created_at, id
     limit 1`,
    [userId, company.sourceId, company.id, instanceId ?? ''],
  );
  return bot ?? null;
}

/**
 * The booking chatbots acting on a client's reply to a message about a visit (spec: "confirm" marks the
 * visit confirmed, "cancel" cancels it and, with removeOnCancel, removes the record). The bot is the
 * account's enabled one for the visit's branch: `booking_chatbots.company_id` is the branch as the owner
 * typed it, matched to the booking system's id (`companies.source_id`) or the cabinet's (`companies.id`);
 * with several, the one on the replying instance first (`instance_id` = the channel account's id), then the
 * oldest. Nothing happens for a reply without a visit, a visit already canceled or begun, a branch without
 * an enabled bot, or a reply that asks for neither. After a change, the engine is woken to see the visit's
 * business event (it would find it on its next tick anyway).
 */
export function chatbotReplyHandler(db: Db, options: { jobs?: JobQueue } = {}): ReplyHandler {
  return {
    async handleReply(reply) {
      if (reply.visitId === null || !isUuid(reply.visitId)) return;
      const visitId = reply.visitId;
      const acted = await db.transaction(async (tx) => {
        const [visit] = await tx.query<VisitRow>(
          `select v.status, v.starts_at, v.canceled_at, c.id as company_id, c.source_id as company_source_id
           from visits v join companies c on c.id = v.company_id
           where v.id = $1 and v.user_id = $2
           for update of v`,
          [visitId, reply.userId],
        );
        if (!visit || visit.canceled_at !== null || visit.starts_at.getTime() <= reply.at.getTime()) return false;
        const bot = await branchChatbot(tx, reply.userId, { id: visit.company_id, sourceId: visit.company_source_id }, reply.channelAccountId);
        if (!bot) return false;
        const intent = replyIntent(reply.text, { confirmText: bot.confirm_text, cancelText: bot.cancel_text });
        if (intent === 'confirm' && visit.status !== 'confirmed') {
          await setVisitStatus(tx, reply.userId, visitId, 'confirmed');
          return true;
        }
        if (intent === 'cancel') {
          await cancelVisit(tx, reply.userId, visitId, { remove: bot.remove_on_cancel });
          return true;
        }
        return false;
      });
      // After the commit: a job sent inside the transaction would wait forever on PGlite.
      if (acted && options.jobs) await options.jobs.send(QUEUES.businessEvents, {});
    },
  };
}

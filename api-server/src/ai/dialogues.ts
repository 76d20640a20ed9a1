import { z } from 'zod';
import { answersAt, normalizePhrase, type ClientMessageOutcome, type CopilotBot } from '@cabinet/api/ai';
import { sendMail } from '../account/mail';
import { sendPhoneMessage } from '../account/phoneCodes';
import type { MessageEvent } from '../channels/Channel';
import { AI_REPLY_KEY_PREFIX } from '../messaging/sender';
import { safeTimeZone, wallClock } from '../messaging/zone';
import type { AppContext } from '../platform/AppContext';
import type { Db, Queryable } from '../platform/db/Db';
import type { JobQueue } from '../platform/jobs/JobQueue';
import { LanguageModelError, type ChatMessage, type LanguageModel, type ToolDefinition } from '../platform/languageModel/LanguageModel';
import { languageModelOf } from '../platform/languageModel/languageModelOf';
import { textsIn } from '../platform/texts/texts';
import { QUEUES } from '../platform/jobs/queues';
import { findBot } from './data';
import { searchPassages } from './knowledge/data';
import { scheduleFollowUp } from './followUp';
import { loadFollowUp, loadHumanHandoff, loadRestPlugin, type StoredHumanHandoff } from './plugins';
import { REST_TOOL, restCallOptionsOf, restTool, runRestTool } from './restPlugin';
import { bookingAdaptersOf, offeredToolPlugins, withLink } from './toolPlugins';
import type { BookingAdapters } from './salonPlugin';
import { citationsOf, systemPromptOf } from './service';

/**
 * The assistants' dialogues on a messenger (issue 33): a client's message on the channel account an enabled
 * assistant answers on is queued by the channels' inbound listener (never answered in the webhook's request),
 * then this job decides, stores and answers it through the sending engine (its row in the message log).
 */
export const AI_DIALOGUE_QUEUE = 'ai-dialogue-message';

/** What a dialogue costs the assistant's balance, charged at its first answer (US cents). */
export const DIALOGUE_PRICE_CENTS = 2;
/** A client silent this long starts a new dialogue with their next message. */
export const DIALOGUE_IDLE_HOURS = 24;
/** The dialogue turns the model is given (the newest), besides the instruction. */
const HISTORY_TURNS = 10;

const jobSchema = z.object({ botId: z.string().uuid(), channelAccountId: z.string().uuid(), fromPhone: z.string().min(1), text: z.string(), at: z.string(), key: z.string().min(1) });
type DialogueJob = z.infer<typeof jobSchema>;

const handoffTexts = {
  subject: /*i18n*/ { id: 'api.ai.handoff.subject', message: '{bot}: a client asks for a person ({phone})' },
  body: /*i18n*/ { id: 'api.ai.handoff.body', message: '{text}\nClient: {phone}\nMessage: “{message}”' },
  defaultText: /*i18n*/ { id: 'api.ai.handoff.defaultText', message: 'The AI assistant {bot} handed a dialogue over to you.' },
};

/**
 * Whether the assistant answers now, on the owner's clock: within its work hours (spec section 5; both -1 is
 * around the clock), or outside them for a night assistant (answersAt, the rule the cabinet shows).
 */
export function withinWorkHours(bot: Pick<CopilotBot, 'workHoursFrom' | 'workHoursTo' | 'answersOutsideWorkHours'>, at: Date, timeZone: string): boolean {
  return answersAt(bot, wallClock(at, safeTimeZone(timeZone)).hour);
}

/** Whether the client's message holds one of the phrases, ignoring case and spacing. */
export function holdsPhrase(text: string, phrases: readonly string[]): boolean {
  const said = normalizePhrase(text);
  return phrases.some((phrase) => {
    const wanted = normalizePhrase(phrase);
    return wanted !== '' && said.includes(wanted);
  });
}

/** Until when the assistant keeps silent after a person answered (null: it does not). */
export function pausedUntil(personRepliedAt: Date | null, pauseMinutes: number): Date | null {
  if (personRepliedAt === null || pauseMinutes <= 0) return null;
  return new Date(personRepliedAt.getTime() + pauseMinutes * 60_000);
}

type DialogueRow = { id: string; state: 'open' | 'stopped' | 'handedOver'; person_replied_at: Date | null; cost_cents: number; last_message_at: Date };

/** What to do with a client's message, by the rules in order: stop phrase, start phrase, handoff, work hours, pause, balance. */
export function decide(
  bot: Pick<CopilotBot, 'startPhrases' | 'stopPhrases' | 'workHoursFrom' | 'workHoursTo' | 'answersOutsideWorkHours' | 'pauseMinutes' | 'balanceCents'>,
  dialogue: { isNew: boolean; state: DialogueRow['state']; personRepliedAt: Date | null; charged: boolean },
  text: string,
  at: Date,
  timeZone: string,
): { outcome: ClientMessageOutcome; state: DialogueRow['state'] } {
  if (holdsPhrase(text, bot.stopPhrases)) return { outcome: 'stopped', state: 'stopped' };
  const started = holdsPhrase(text, bot.startPhrases);
  if (dialogue.state === 'handedOver' && !started) return { outcome: 'handedOver', state: 'handedOver' };
  // A new dialogue waits for a start phrase when there are any; a stopped one always does.
  const waiting = dialogue.state === 'stopped' || (dialogue.isNew && bot.startPhrases.length > 0);
  if (waiting && !started) return { outcome: 'notStarted', state: dialogue.isNew ? 'stopped' : dialogue.state };
  const state = 'open';
  if (!withinWorkHours(bot, at, timeZone)) return { outcome: 'outsideHours', state };
  const pause = pausedUntil(dialogue.personRepliedAt, bot.pauseMinutes);
  if (pause !== null && at.getTime() < pause.getTime()) return { outcome: 'paused', state };
  if (!dialogue.charged && bot.balanceCents < DIALOGUE_PRICE_CENTS) return { outcome: 'noBalance', state };
  return { outcome: 'pending', state };
}

const HANDOFF_TOOL = 'human_handoff';

function handoffTool(plugin: StoredHumanHandoff): ToolDefinition {
  return {
    name: HANDOFF_TOOL,
    description: `Hand the dialogue over to a person. Call it: ${plugin.whenToCall || 'when the client asks for a person'}`,
    parameters: { type: 'object', properties: { reason: { type: 'string', description: 'Why, in a few words' } }, required: ['reason'] },
  };
}

/**
 * What the engine needs of the app: a database with transactions, the job queue's `send`, the clock, the
 * configuration the language model and the rest plugin read, and the log. The demo seed gives it its seeding
 * transaction as the database (ai/standIns/demoDialogues.ts), so the demo's dialogues are made by this same code.
 */
export interface DialogueEngineContext {
  db: Queryable & Pick<Db, 'transaction'>;
  jobs: Pick<JobQueue, 'send'>;
  clock: AppContext['clock'];
  config: Pick<AppContext['config'], 'mode' | 'publicUrl' | 'languageModel'>;
  log: Pick<AppContext['log'], 'error'>;
  /** The booking systems' adapters yclients_salon / altegio_salon and medflex call; without them those plugins offer no tool. */
  bookingAdapters?: BookingAdapters;
}

/**
 * The dialogue engine of one app: `queueInbound` is the channels' inbound listener (it only queues), `handle`
 * the job. `model` is the environment's language model unless a test gives its own.
 */
export function dialogueEngine(ctx: DialogueEngineContext, model: LanguageModel = languageModelOf(ctx.config)) {
  const { db, jobs, clock, log } = ctx;
  // yclients_salon / altegio_salon call the booking systems through their adapters (the stand-ins in development).
  const bookingAdapters = ctx.bookingAdapters ?? null;

  /** A client's message on an account some enabled assistant answers on: its job (the event's key makes a second delivery harmless). */
  async function queueInbound(event: Extract<MessageEvent, { kind: 'replied' }>, key: string): Promise<void> {
    const bots = await db.query<{ id: string }>('select id from copilot_bots where channel_account_id = $1 and enabled order by created_at, id limit 1', [event.channelAccountId]);
    const bot = bots[0];
    if (!bot) return;
    const job: DialogueJob = { botId: bot.id, channelAccountId: event.channelAccountId, fromPhone: event.fromPhone, text: event.text, at: event.at.toISOString(), key: `${event.channelAccountId}:${key}` };
    await jobs.send(AI_DIALOGUE_QUEUE, job, { retryLimit: 2 });
  }

  async function ownerOf(q: Queryable, botId: string): Promise<{ userId: string; language: string | null; timeZone: string } | null> {
    const [row] = await q.query<{ user_id: string; language: string | null; timezone: string | null }>(
      `select b.user_id, u.language, (select c.timezone from companies c where c.user_id = b.user_id order by c.created_at, c.id limit 1) as timezone
       from copilot_bots b join users u on u.id = b.user_id where b.id = $1`,
      [botId],
    );
    return row ? { userId: row.user_id, language: row.language, timeZone: safeTimeZone(row.timezone ?? 'Europe/Moscow') } : null;
  }

  /**
   * The client's current dialogue (new after DIALOGUE_IDLE_HOURS of silence), locked; null when there is none
   * and this message starts none (the assistant has start phrases and it holds none: a client writing about
   * something else, e.g. answering a reminder, is not the assistant's, and nothing is stored).
   */
  async function dialogueOf(tx: Queryable, bot: CopilotBot, channelAccountId: string, phone: string, text: string, at: Date): Promise<{ row: DialogueRow; isNew: boolean } | null> {
    const [current] = await tx.query<DialogueRow>(
      `select id, state, person_replied_at, cost_cents, last_message_at from copilot_bot_dialogues
       where bot_id = $1 and client_phone = $2 and last_message_at > $3 order by started_at desc limit 1 for update`,
      [bot.id, phone, new Date(at.getTime() - DIALOGUE_IDLE_HOURS * 3_600_000).toISOString()],
    );
    if (current) return { row: current, isNew: false };
    if (bot.startPhrases.length > 0 && !holdsPhrase(text, bot.startPhrases)) return null;
    const [created] = await tx.query<DialogueRow>(
      `insert into copilot_bot_dialogues (bot_id, client_phone, channel_account_id, started_at, last_message_at) values ($1, $2, $3, $4, $4)
       returning id, state, person_replied_at, cost_cents, last_message_at`,
      [bot.id, phone, channelAccountId, at.toISOString()],
    );
    if (!created) throw new Error('Inserting a dialogue returned no row');
    return { row: created, isNew: true };
  }

  /** Tells the owner's contacts of a handoff: a phone through the service channel's outbox, an e-mail through the mail outbox. */
  async function notifyHandoff(tx: Queryable, plugin: StoredHumanHandoff, bot: CopilotBot, owner: { language: string | null }, phone: string, message: string): Promise<void> {
    const t = textsIn(owner.language);
    const text = plugin.notificationText.trim() || t(handoffTexts.defaultText, { bot: bot.name });
    const body = t(handoffTexts.body, { text, phone, message });
    for (const contact of plugin.notifications) {
      if (contact.kind === 'phone') await sendPhoneMessage(tx, contact.value, body);
      else await sendMail(tx, { to: contact.value, subject: t(handoffTexts.subject, { bot: bot.name, phone }), text: body, link: null });
    }
  }

  /**
   * One client message: stored once (its event's key), decided by the rules, then — when it is to be answered
   * — the model is asked outside any transaction, and the answer stored with its citations and token counts,
   * the dialogue charged at its first answer, and the answer queued to the sending engine (a row of the log).
   * A handoff the model calls notifies the owner's contacts and, with "stop dialogue", silences the assistant.
   */
  async function handle(job: DialogueJob): Promise<void> {
    const at = new Date(job.at);
    const owner = await ownerOf(db, job.botId);
    if (!owner) return;
    const dayStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
    const phone = `+${job.fromPhone.replace(/\D/g, '')}`;
    const decided = await db.transaction(async (tx) => {
      await tx.query('select id from copilot_bots where id = $1 for update', [job.botId]);
      const bot = await findBot(tx, owner.userId, job.botId, dayStart);
      if (!bot) return null;
      const dialogue = await dialogueOf(tx, bot, job.channelAccountId, phone, job.text, at);
      if (!dialogue) return null;
      const { row, isNew } = dialogue;
      const [inserted] = await tx.query<{ id: string }>(
        `insert into copilot_bot_dialogue_messages (dialogue_id, bot_id, role, text, event_key, outcome)
         values ($1, $2, 'client', $3, $4, 'pending') on conflict (bot_id, event_key) do nothing returning id`,
        [row.id, bot.id, job.text, job.key],
      );
      // The same event again (a job run twice): it was taken the first time.
      if (!inserted) return null;
      const { outcome, state } = decide(bot, { isNew, state: row.state, personRepliedAt: row.person_replied_at, charged: row.cost_cents > 0 }, job.text, at, owner.timeZone);
      await tx.query(
        'update copilot_bot_dialogues set state = $2, last_message_at = greatest(last_message_at, $3), messages = messages + 1 where id = $1',
        [row.id, state, at.toISOString()],
      );
      if (outcome !== 'pending') {
        const detail = outcome === 'noBalance' ? 'The assistant’s balance is exhausted: top it up with at least $20 for it to answer' : null;
        await tx.query('update copilot_bot_dialogue_messages set outcome = $2, detail = $3 where id = $1', [inserted.id, outcome, detail]);
        return null;
      }
      return { bot, dialogueId: row.id, messageId: inserted.id };
    });
    if (!decided) return;
    const { bot, dialogueId, messageId } = decided;
    const plugin = await loadHumanHandoff(db, bot.id);
    const rest = await loadRestPlugin(db, bot.id);
    // The booking plugins' tools (one salon booking system's, YCLIENTS' when both are on; medflex's).
    const booking = await offeredToolPlugins(db, bot.id, bookingAdapters, ctx.config.publicUrl);
    const history = await db.query<{ role: 'client' | 'assistant' | 'operator'; text: string }>(
      `select role, text from (select role, text, created_at from copilot_bot_dialogue_messages where dialogue_id = $1 order by created_at desc limit $2) m order by created_at`,
      [dialogueId, HISTORY_TURNS],
    );
    const passages = await searchPassages(db, bot.id, bot.language, job.text);
    const messages: ChatMessage[] = [
      { role: 'system', content: systemPromptOf(bot, passages) },
      ...history.map((turn): ChatMessage => ({ role: turn.role === 'client' ? 'user' : 'assistant', content: turn.text })),
    ];
    const tools = [...(plugin.enabled ? [handoffTool(plugin)] : []), ...(rest.enabled && rest.url !== '' ? [restTool(rest)] : []), ...booking.tools];
    let answer: { text: string; inputTokens: number; outputTokens: number; handedOver: boolean };
    /** The model asked again with what happened (one system message); both calls' tokens counted. */
    const answerAfter = async (first: Awaited<ReturnType<LanguageModel['complete']>>, note: string, handedOver: boolean) => {
      const second = await model.complete({ messages: [...messages, { role: 'system', content: note }], model: bot.model, temperature: bot.temperature });
      return { text: second.text, inputTokens: first.usage.inputTokens + second.usage.inputTokens, outputTokens: first.usage.outputTokens + second.usage.outputTokens, handedOver };
    };
    try {
      const first = await model.complete({ messages, model: bot.model, temperature: bot.temperature, tools });
      const handedOver = (first.toolCalls ?? []).some((call) => call.name === HANDOFF_TOOL);
      if (handedOver) {
        // The client is told what the plugin's answer instruction says, in the model's words.
        const instruction = plugin.answerInstruction.trim() || 'Tell the client a person will answer soon.';
        answer = await answerAfter(first, `The dialogue was handed over to a person. ${instruction}`, handedOver);
      } else {
        const restCall = (first.toolCalls ?? []).find((call) => call.name === REST_TOOL);
        // The booking system is asked through its adapter (a failure is the tool's error), then the model answers from it.
        const bookingOutcome = await booking.answer(first.toolCalls, clock.now());
        if (bookingOutcome) {
          // send_file's link is in the answer whatever the model's words.
          const answered = await answerAfter(first, bookingOutcome.message, handedOver);
          answer = { ...answered, text: withLink(answered.text, bookingOutcome) };
        } else if (restCall && rest.enabled) {
          // The owner's service is asked (guarded; a failure is the tool's error, told to the model), then the model answers from it.
          const outcome = await runRestTool(rest, restCall.arguments, restCallOptionsOf(ctx.config));
          answer = await answerAfter(first, outcome.message, handedOver);
        } else {
          answer = { text: first.text, inputTokens: first.usage.inputTokens, outputTokens: first.usage.outputTokens, handedOver };
        }
      }
    } catch (error) {
      if (!(error instanceof LanguageModelError)) throw error;
      log.error(`AI dialogue ${dialogueId}: the language model failed: ${error.message}`);
      await db.query(`update copilot_bot_dialogue_messages set outcome = 'failed', detail = $2 where id = $1`, [messageId, error.message]);
      return;
    }
    const citations = citationsOf(answer.text, passages).map(({ sourceName, kind, text }) => ({ sourceName, kind, text }));
    const now = clock.now();
    const [account] = await db.query<{ kind: string }>('select kind from channel_accounts where id = $1', [job.channelAccountId]);
    const logMessageId = await db.transaction(async (tx) => {
      const [logged] = await tx.query<{ id: string }>(
        `insert into messages (user_id, dedupe_key, phone, recipient, channel, channel_account_id, mode, text, status, scheduled_at, created_at, updated_at)
         values ($1, $2, $3, $3, $4, $5, 'combat', $6, 'queued', $7, $7, $7)
         on conflict (user_id, dedupe_key) do nothing returning id`,
        [owner.userId, `${AI_REPLY_KEY_PREFIX}${messageId}`, phone, account?.kind ?? 'whatsapp', job.channelAccountId, answer.text, now.toISOString()],
      );
      await tx.query(`update copilot_bot_dialogue_messages set outcome = $2 where id = $1`, [messageId, answer.handedOver ? 'handedOver' : 'answered']);
      await tx.query(
        `insert into copilot_bot_dialogue_messages (dialogue_id, bot_id, role, text, citations, input_tokens, output_tokens, message_id)
         values ($1, $2, 'assistant', $3, $4, $5, $6, $7)`,
        [dialogueId, bot.id, answer.text, JSON.stringify(citations), answer.inputTokens, answer.outputTokens, logged?.id ?? null],
      );
      await tx.query(
        `update copilot_bot_dialogues set messages = messages + 1, input_tokens = input_tokens + $2, output_tokens = output_tokens + $3,
           cost_cents = case when cost_cents = 0 then $4 else cost_cents end, last_message_at = greatest(last_message_at, $5),
           handed_over = handed_over or $6, state = case when $6 and $7 then 'handedOver' else state end
         where id = $1`,
        [dialogueId, answer.inputTokens, answer.outputTokens, DIALOGUE_PRICE_CENTS, now.toISOString(), answer.handedOver, plugin.stopDialogue],
      );
      if (answer.handedOver) await notifyHandoff(tx, plugin, bot, owner, phone, job.text);
      return logged?.id ?? null;
    });
    // After the commit: the engine sends it now (a job sent inside the transaction would wait forever on PGlite).
    if (logMessageId !== null) await jobs.send(QUEUES.sendMessage, { messageId: logMessageId }, { singletonKey: `send:${logMessageId}` });
    if (answer.handedOver && plugin.notifications.some((contact) => contact.kind === 'phone')) await jobs.send(QUEUES.phoneOutbox, {});
    // follow_up: the client silent its delay after this answer hears from the assistant once more (followUp.ts).
    if (!answer.handedOver && logMessageId !== null) await scheduleFollowUp(jobs, await loadFollowUp(db, bot.id), { botId: bot.id, dialogueId, clientMessageId: messageId }, now);
  }

  /**
   * A person answers the client in the dialogue (the owner, from the reports): stored as the person's message and
   * sent through the sending engine on the dialogue's channel account; the assistant keeps silent for its pause.
   * False when the dialogue is not the assistant's or has no channel account left.
   */
  async function personReplied(botId: string, dialogueId: string, text: string): Promise<boolean> {
    const now = clock.now();
    const logMessageId = await db.transaction(async (tx) => {
      const [dialogue] = await tx.query<{ user_id: string; client_phone: string; channel_account_id: string | null; kind: string | null }>(
        `select b.user_id, d.client_phone, d.channel_account_id, ca.kind from copilot_bot_dialogues d
         join copilot_bots b on b.id = d.bot_id left join channel_accounts ca on ca.id = d.channel_account_id
         where d.id = $1 and d.bot_id = $2 for update of d`,
        [dialogueId, botId],
      );
      if (!dialogue || dialogue.channel_account_id === null) return null;
      await tx.query('update copilot_bot_dialogues set person_replied_at = $2, messages = messages + 1, last_message_at = greatest(last_message_at, $2) where id = $1', [dialogueId, now.toISOString()]);
      const [stored] = await tx.query<{ id: string }>(`insert into copilot_bot_dialogue_messages (dialogue_id, bot_id, role, text) values ($1, $2, 'operator', $3) returning id`, [dialogueId, botId, text]);
      const [logged] = await tx.query<{ id: string }>(
        `insert into messages (user_id, dedupe_key, phone, recipient, channel, channel_account_id, mode, text, status, scheduled_at, created_at, updated_at)
         values ($1, $2, $3, $3, $4, $5, 'combat', $6, 'queued', $7, $7, $7) returning id`,
        [dialogue.user_id, `${AI_REPLY_KEY_PREFIX}${stored?.id ?? ''}`, dialogue.client_phone, dialogue.kind ?? 'whatsapp', dialogue.channel_account_id, text, now.toISOString()],
      );
      if (logged) await tx.query('update copilot_bot_dialogue_messages set message_id = $2 where id = $1', [stored?.id, logged.id]);
      return logged?.id ?? null;
    });
    if (logMessageId === null) return false;
    await jobs.send(QUEUES.sendMessage, { messageId: logMessageId }, { singletonKey: `send:${logMessageId}` });
    return true;
  }

  return { queueInbound, handle, personReplied };
}

/** Registers the dialogue job and the channels' inbound listener (ai/module.ts). */
export function registerDialogueJobs(ctx: AppContext, listen: (listener: (event: Extract<MessageEvent, { kind: 'replied' }>, key: string) => Promise<void>) => void): void {
  const engine = dialogueEngine({ ...ctx, bookingAdapters: bookingAdaptersOf(ctx.config) });
  listen((event, key) => engine.queueInbound(event, key));
  ctx.jobs.work(AI_DIALOGUE_QUEUE, (data) => jobSchema.parse(data), (job) => engine.handle(job), { concurrency: 4 });
}

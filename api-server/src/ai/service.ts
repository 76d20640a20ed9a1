import {
  AI_RULE_MESSAGES,
  checkNightHours,
  checkPhrases,
  checkWorkHours,
  DEFAULT_AI_MODEL,
  DEFAULT_PAUSE_MINUTES,
  DEFAULT_TEMPERATURE,
  AI_TOP_UP_MIN_USD,
  type AiLanguage,
  type Citation,
  type CopilotBot,
  type CopilotBotSummary,
  type CreateCopilotBotRequest,
  type SavedCopilotBotFields,
  type TestChatAnswer,
  type TestChatMessage,
} from '@cabinet/api/ai';
import type { AppContext } from '../platform/AppContext';
import { isUuid } from '../platform/db/sql';
import { ApiError, requireVersion } from '../platform/http/ApiError';
import { ruleViolation } from '../platform/http/parseWith';
import { LanguageModelError, type ChatMessage, type LanguageModel } from '../platform/languageModel/LanguageModel';
import { languageModelOf } from '../platform/languageModel/languageModelOf';
import { deleteBot, findBot, insertBot, listBots, lockBot, ownsChannelAccount, updateBot } from './data';
import { searchPassages, type RetrievedPassage } from './knowledge/data';
import { loadRestPlugin } from './plugins';
import { REST_TOOL, restCallOptionsOf, restTool, runRestTool } from './restPlugin';
import { offeredToolPlugins, withLink } from './toolPlugins';
import type { BookingAdapters } from './salonPlugin';

/** Another account's assistant and one that does not exist answer alike: ids of others are not disclosed. */
export const botNotFound = () => new ApiError(404, 'COPILOT_BOT_NOT_FOUND', 'AI assistant not found');

const LANGUAGE_NAMES: Record<AiLanguage, string> = { ru: 'Russian', en: 'English', 'pt-BR': 'Brazilian Portuguese', 'uk-UA': 'Ukrainian' };

/** The start of the clock's day in UTC: "dialogues today" count from it. */
const dayStartOf = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * What the model is given before the dialogue: the owner's instruction as written, the language to answer
 * in, and the knowledge base's passages retrieved for the client's message, numbered, one a line, with the
 * rule to cite the numbers used. (The stand-in quotes a whole line, so its quote carries the number.)
 */
export function systemPromptOf(bot: Pick<CopilotBot, 'instruction' | 'language'>, passages: readonly RetrievedPassage[] = []): string {
  const instruction = bot.instruction.trim();
  const base = `${instruction === '' ? '' : `${instruction}\n\n`}Write every answer in ${LANGUAGE_NAMES[bot.language]}.`;
  if (passages.length === 0) return base;
  const numbered = passages.map((passage, index) => `[${index + 1}] ${passage.text.replace(/\s*\n\s*/g, ' / ')}`);
  return `${base}\n\nAnswer from these passages of the business's knowledge base; put the number of each one you use in brackets, like [1].\n${numbered.join('\n')}`;
}

/** The passages the answer cites by number ([2]), each once, in their numbers' order. */
export function citationsOf(answer: string, passages: readonly RetrievedPassage[]): Citation[] {
  const numbers = [...new Set([...answer.matchAll(/\[(\d{1,2})\]/g)].map((match) => Number(match[1])))].sort((a, b) => a - b);
  return numbers.flatMap((number) => {
    const passage = passages[number - 1];
    return passage ? [{ number, sourceId: passage.sourceId, sourceName: passage.sourceName, kind: passage.kind, text: passage.text }] : [];
  });
}

/** Spec section 8 ("limit exhausted at zero") with the top-up minimum of sections 5 and 9. */
export const noBalance = () =>
  new ApiError(402, 'COPILOT_BOT_NO_BALANCE', `The assistant’s balance is exhausted: top it up with at least $${AI_TOP_UP_MIN_USD} for it to answer`);

/** The provider's failure in the owner's terms: which refusal, and the provider's own words. */
function languageModelFailure(error: LanguageModelError): ApiError {
  if (error.reason === 'notConfigured') return new ApiError(503, 'LANGUAGE_MODEL_NOT_CONFIGURED', 'No language model is configured for this cabinet');
  if (error.reason === 'timeout') return new ApiError(504, 'LANGUAGE_MODEL_TIMEOUT', error.message);
  return new ApiError(502, 'LANGUAGE_MODEL_FAILED', error.message);
}

/**
 * The AI assistants' rules and state changes (spec sections 3 and 5): tests call it without HTTP. Every
 * call is the owner's; `model` is the environment's language model unless a test gives its own.
 */
export function aiService(
  { db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>,
  model: LanguageModel = languageModelOf(config),
  onLanguageChanged: (botId: string) => Promise<void> = async () => undefined,
  /** The booking systems' adapters the salon and medflex plugins' tools call in the test chat; without them those plugins offer no tool. */
  bookingAdapters: BookingAdapters | null = null,
) {
  const today = () => dayStartOf(clock.now());

  async function get(userId: string, id: string): Promise<CopilotBot> {
    const found = isUuid(id) ? await findBot(db, userId, id, today()) : null;
    if (!found) throw botNotFound();
    return found;
  }

  return {
    list: (userId: string): Promise<CopilotBotSummary[]> => listBots(db, userId, today()),

    get,

    async create(userId: string, fields: CreateCopilotBotRequest): Promise<CopilotBot> {
      const id = await insertBot(db, userId, { ...fields, temperature: DEFAULT_TEMPERATURE, model: DEFAULT_AI_MODEL, pauseMinutes: DEFAULT_PAUSE_MINUTES });
      return get(userId, id);
    },

    /**
     * The whole settings, refused 409 VERSION_CONFLICT (with the assistant as stored) when based on a stale
     * version. Blank phrases are dropped; the two-field rules answer at the later field, in the spec's words.
     */
    async save(userId: string, id: string, fields: SavedCopilotBotFields): Promise<CopilotBot> {
      if (!isUuid(id)) throw botNotFound();
      const cleaned = { ...fields, startPhrases: fields.startPhrases.filter((phrase) => phrase !== ''), stopPhrases: fields.stopPhrases.filter((phrase) => phrase !== '') };
      const hours = checkWorkHours(cleaned.workHoursFrom, cleaned.workHoursTo);
      if (hours) throw ruleViolation({ workHoursTo: hours }, AI_RULE_MESSAGES[hours]);
      const night = checkNightHours(cleaned.answersOutsideWorkHours ?? (await get(userId, id)).answersOutsideWorkHours, cleaned.workHoursFrom, cleaned.workHoursTo);
      if (night) throw ruleViolation({ workHoursTo: night }, AI_RULE_MESSAGES[night]);
      const phrases = checkPhrases(cleaned.startPhrases, cleaned.stopPhrases);
      if (phrases) throw ruleViolation({ stopPhrases: phrases }, AI_RULE_MESSAGES[phrases]);
      if (cleaned.channelAccountId !== null && !(isUuid(cleaned.channelAccountId) && (await ownsChannelAccount(db, userId, cleaned.channelAccountId)))) {
        throw ruleViolation({ channelAccountId: 'channel.unknown' }, AI_RULE_MESSAGES['channel.unknown']);
      }
      const languageChanged = await db.transaction(async (tx) => {
        if (!(await lockBot(tx, userId, id))) throw botNotFound();
        const current = await findBot(tx, userId, id, today());
        if (!current) throw botNotFound();
        requireVersion(cleaned.version, current.version, () => current);
        await updateBot(tx, id, cleaned);
        return current.language !== cleaned.language;
      });
      // The passages are stemmed in the assistant's language: another language indexes them again.
      if (languageChanged) await onLanguageChanged(id);
      return get(userId, id);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await deleteBot(db, userId, id))) throw botNotFound();
    },

    /**
     * A test dialogue through the language model (the stand-in in development): nothing is stored or charged,
     * but an assistant whose balance is spent answers nobody, the owner included (402). The knowledge base's
     * passages closest to the client's last message go to the model; the answer cites those it used. It says
     * which implementation and model answered, and the provider's token counts.
     */
    async testChat(userId: string, id: string, dialogue: readonly TestChatMessage[]): Promise<TestChatAnswer> {
      const bot = await get(userId, id);
      if (bot.balanceCents <= 0) throw noBalance();
      const question = [...dialogue].reverse().find((message) => message.role === 'client')?.text ?? '';
      const passages = await searchPassages(db, bot.id, bot.language, question);
      const messages: ChatMessage[] = [
        { role: 'system', content: systemPromptOf(bot, passages) },
        ...dialogue.map((message): ChatMessage => ({ role: message.role === 'client' ? 'user' : 'assistant', content: message.text })),
      ];
      // The rest plugin answers in the test chat as it would to a client (human_handoff does not: nobody is to be told).
      const rest = await loadRestPlugin(db, bot.id);
      // The booking plugins too, through the booking systems' adapters (a booking made here is a real one there).
      const booking = await offeredToolPlugins(db, bot.id, bookingAdapters, config.publicUrl);
      const tools = [...(rest.enabled && rest.url !== '' ? [restTool(rest)] : []), ...booking.tools];
      try {
        const first = await model.complete({ messages, model: bot.model, temperature: bot.temperature, tools });
        const restCall = (first.toolCalls ?? []).find((call) => call.name === REST_TOOL);
        let completion = first;
        let usage = first.usage;
        // A tool's outcome (the salon's or the rest service's, as in a real dialogue) goes back to the model.
        const outcome = (await booking.answer(first.toolCalls, clock.now())) ?? (restCall ? await runRestTool(rest, restCall.arguments, restCallOptionsOf(config)) : null);
        if (outcome) {
          completion = await model.complete({ messages: [...messages, { role: 'system', content: outcome.message }], model: bot.model, temperature: bot.temperature });
          usage = { inputTokens: first.usage.inputTokens + completion.usage.inputTokens, outputTokens: first.usage.outputTokens + completion.usage.outputTokens };
        }
        // send_file's link is in the answer whatever the model's words.
        const text = withLink(completion.text, outcome);
        return { text, answeredBy: { kind: model.kind, model: completion.model }, usage, citations: citationsOf(text, passages) };
      } catch (error) {
        if (error instanceof LanguageModelError) throw languageModelFailure(error);
        throw error;
      }
    },
  };
}

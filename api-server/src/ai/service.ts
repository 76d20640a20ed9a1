import {
  AI_RULE_MESSAGES,
  checkPhrases,
  checkWorkHours,
  DEFAULT_AI_MODEL,
  DEFAULT_PAUSE_MINUTES,
  DEFAULT_TEMPERATURE,
  type AiLanguage,
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

/** Another account's assistant and one that does not exist answer alike: ids of others are not disclosed. */
export const botNotFound = () => new ApiError(404, 'COPILOT_BOT_NOT_FOUND', 'AI assistant not found');

const LANGUAGE_NAMES: Record<AiLanguage, string> = { ru: 'Russian', en: 'English', 'pt-BR': 'Brazilian Portuguese', 'uk-UA': 'Ukrainian' };

/** The start of the clock's day in UTC: "dialogues today" count from it. */
const dayStartOf = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/**
 * What the model is given before the dialogue: the owner's instruction as written, then the language to
 * answer in. (The knowledge base's passages join it here when issue 33's retrieval lands.)
 */
export function systemPromptOf(bot: Pick<CopilotBot, 'instruction' | 'language'>): string {
  const instruction = bot.instruction.trim();
  return `${instruction === '' ? '' : `${instruction}\n\n`}Write every answer in ${LANGUAGE_NAMES[bot.language]}.`;
}

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
export function aiService({ db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>, model: LanguageModel = languageModelOf(config)) {
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
      const phrases = checkPhrases(cleaned.startPhrases, cleaned.stopPhrases);
      if (phrases) throw ruleViolation({ stopPhrases: phrases }, AI_RULE_MESSAGES[phrases]);
      if (cleaned.channelAccountId !== null && !(isUuid(cleaned.channelAccountId) && (await ownsChannelAccount(db, userId, cleaned.channelAccountId)))) {
        throw ruleViolation({ channelAccountId: 'channel.unknown' }, AI_RULE_MESSAGES['channel.unknown']);
      }
      await db.transaction(async (tx) => {
        if (!(await lockBot(tx, userId, id))) throw botNotFound();
        const current = await findBot(tx, userId, id, today());
        if (!current) throw botNotFound();
        requireVersion(cleaned.version, current.version, () => current);
        await updateBot(tx, id, cleaned);
      });
      return get(userId, id);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!isUuid(id) || !(await deleteBot(db, userId, id))) throw botNotFound();
    },

    /**
     * A test dialogue through the language model (the stand-in in development): nothing is stored or charged.
     * The answer says which implementation and model answered, and the provider's token counts.
     */
    async testChat(userId: string, id: string, dialogue: readonly TestChatMessage[]): Promise<TestChatAnswer> {
      const bot = await get(userId, id);
      const messages: ChatMessage[] = [
        { role: 'system', content: systemPromptOf(bot) },
        ...dialogue.map((message): ChatMessage => ({ role: message.role === 'client' ? 'user' : 'assistant', content: message.text })),
      ];
      try {
        const completion = await model.complete({ messages, model: bot.model, temperature: bot.temperature });
        return { text: completion.text, answeredBy: { kind: model.kind, model: completion.model }, usage: completion.usage };
      } catch (error) {
        if (error instanceof LanguageModelError) throw languageModelFailure(error);
        throw error;
      }
    },
  };
}

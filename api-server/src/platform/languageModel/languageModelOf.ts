import { outsideSystemUrl, usesStandIn, type Config } from '../../config';
import { LanguageModelError, type LanguageModel } from './LanguageModel';
import { openAiCompatibleModel } from './openAiCompatible';

/** Where the development API mounts the stand-in (standIns/openAi.ts): its base URL, LLM_BASE_URL's place, is `{api}/stand-ins/openai/v1`. */
export const LANGUAGE_MODEL_STAND_IN_PATH = 'stand-ins/openai/v1';
/** The key the stand-in accepts (development's default LLM_API_KEY); any other answers 401 as OpenAI does. */
export const LANGUAGE_MODEL_STAND_IN_KEY = 'sk-stand-in-development';

/** OpenAI's own endpoint: production's when LLM_BASE_URL is unset. */
export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/**
 * The language model of this environment, the one place that decides: development without LLM_BASE_URL
 * calls the stand-in on the API itself (its key by default); otherwise the configured OpenAI-compatible
 * endpoint, or OpenAI's. Production without LLM_API_KEY has none: every call fails `notConfigured`.
 */
export function languageModelOf(config: Pick<Config, 'mode' | 'publicUrl' | 'languageModel'>): LanguageModel {
  const settings = config.languageModel;
  const system = { standInPath: LANGUAGE_MODEL_STAND_IN_PATH, configured: settings.baseUrl, real: OPENAI_BASE_URL };
  const standIn = usesStandIn(config, system.configured);
  const apiKey = settings.apiKey ?? (standIn ? LANGUAGE_MODEL_STAND_IN_KEY : null);
  const kind = standIn ? 'standIn' : 'openAiCompatible';
  if (apiKey === null) {
    return {
      kind,
      complete: () => Promise.reject(new LanguageModelError('notConfigured', 'No language model is configured (LLM_API_KEY)')),
    };
  }
  return openAiCompatibleModel({ kind, baseUrl: outsideSystemUrl(config, system), apiKey, model: settings.model, timeoutMs: settings.timeoutMs });
}

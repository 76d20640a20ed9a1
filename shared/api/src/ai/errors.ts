/**
 * The AI domain's error codes, added to `ApiErrorCode` by the declaration below.
 * - COPILOT_BOT_NOT_FOUND: another account's assistant and one that does not exist answer alike.
 * - LANGUAGE_MODEL_NOT_CONFIGURED (503): production without LLM_API_KEY.
 * - LANGUAGE_MODEL_TIMEOUT (504), LANGUAGE_MODEL_FAILED (502): the provider did not answer in time, or
 *   answered an error (its status and message in the message), or something that is not a completion.
 * - KNOWLEDGE_SOURCE_NOT_FOUND: a source not of this assistant.
 * - FILE_FORMAT_INCORRECT (400): not one of the knowledge base's file types, or bytes not of the type its
 *   name says; FILE_TOO_BIG (413): over the size limit (spec section 8).
 * - KNOWLEDGE_NOT_FAILED (409): a retry of a source that is not in error.
 * - KNOWLEDGE_NOT_A_PAGE (409): "fetch again" of a source that is not a web page; KNOWLEDGE_IN_PROGRESS (409):
 *   of a page still being read.
 * - COPILOT_BOT_NO_BALANCE (402): the assistant's balance is spent: it answers nobody until topped up
 *   (spec sections 5 and 8: "limit exhausted at zero", top-up at least $20).
 */
export const AI_ERROR_CODES = [
  'COPILOT_BOT_NOT_FOUND',
  'LANGUAGE_MODEL_NOT_CONFIGURED',
  'LANGUAGE_MODEL_TIMEOUT',
  'LANGUAGE_MODEL_FAILED',
  'KNOWLEDGE_SOURCE_NOT_FOUND',
  'FILE_FORMAT_INCORRECT',
  'FILE_TOO_BIG',
  'KNOWLEDGE_NOT_FAILED',
  'KNOWLEDGE_NOT_A_PAGE',
  'KNOWLEDGE_IN_PROGRESS',
  'COPILOT_BOT_NO_BALANCE',
] as const;

/** The smallest balance top-up of an assistant, in US dollars (spec sections 5 and 9). */
export const AI_TOP_UP_MIN_USD = 20;
export type AiErrorCode = (typeof AI_ERROR_CODES)[number];

declare module '../errorBody' {
  interface ApiErrorCodes {
    ai: AiErrorCode;
  }
}

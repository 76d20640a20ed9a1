/**
 * The AI domain's error codes, added to `ApiErrorCode` by the declaration below.
 * - COPILOT_BOT_NOT_FOUND: another account's assistant and one that does not exist answer alike.
 * - LANGUAGE_MODEL_NOT_CONFIGURED (503): production without LLM_API_KEY.
 * - LANGUAGE_MODEL_TIMEOUT (504), LANGUAGE_MODEL_FAILED (502): the provider did not answer in time, or
 *   answered an error (its status and message in the message), or something that is not a completion.
 */
export const AI_ERROR_CODES = ['COPILOT_BOT_NOT_FOUND', 'LANGUAGE_MODEL_NOT_CONFIGURED', 'LANGUAGE_MODEL_TIMEOUT', 'LANGUAGE_MODEL_FAILED'] as const;
export type AiErrorCode = (typeof AI_ERROR_CODES)[number];

declare module '../errorBody' {
  interface ApiErrorCodes {
    ai: AiErrorCode;
  }
}

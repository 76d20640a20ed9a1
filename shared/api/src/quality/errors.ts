/**
 * The quality domain's error codes, added to `ApiErrorCode` by the declaration below (the platform's
 * VERSION_CONFLICT and VALIDATION_FAILED are shared).
 */
/**
 * AUDIO_FORMAT_NOT_ALLOWED: spec section 8's "file format incorrect", listing the refused file and the allowed
 * formats; AUDIO_TOO_LARGE: over AUDIO_MAX_MB; UPLOAD_NOT_FOUND: an upload of no one, or of another account.
 * REPORT_NOT_FOUND: no such report of the caller; CHECKLIST_REQUIRED: a report asked for before any checklist is
 * saved; REPORT_EMPTY: no scored call (or no chat) of the source in the period, nothing to report on.
 * CHAT_NOT_FOUND: no such chat conversation of the caller; SCORING_UNAVAILABLE: the language model failed or refused (503).
 */
export const QUALITY_ERROR_CODES = [
  'CHECKLIST_VERSION_NOT_FOUND',
  'CALL_NOT_FOUND',
  'UPLOAD_NOT_FOUND',
  'AUDIO_FORMAT_NOT_ALLOWED',
  'AUDIO_TOO_LARGE',
  'REPORT_NOT_FOUND',
  'CHECKLIST_REQUIRED',
  'REPORT_EMPTY',
  'CHAT_NOT_FOUND',
  'SCORING_UNAVAILABLE',
] as const;
export type QualityErrorCode = (typeof QUALITY_ERROR_CODES)[number];

declare module '../errorBody' {
  interface ApiErrorCodes {
    quality: QualityErrorCode;
  }
}

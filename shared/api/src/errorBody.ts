import * as z from '@cabinet/api/zod';

/**
 * Error codes any part of the API answers with (the platform's, the session's and the account's),
 * beside an English message. The client translates a known code and shows the server's message for any
 * other. A domain's own codes are in its entry (`FLOW_ERROR_CODES` in `@cabinet/api/flows`), which adds
 * them to `ApiErrorCodes`: a new domain edits nothing here, and this shared singleton does not move.
 */
export const PLATFORM_ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'INTERNAL',
  'TOO_MANY_REQUESTS',
  'VERSION_CONFLICT',
  'FEATURE_REQUIRES_PRO',
  'USER_EXISTS',
  'INVALID_CREDENTIALS',
  'INVALID_REFRESH_TOKEN',
  'INVALID_RESET_CODE',
  'INVALID_CONFIRMATION',
  'INVALID_EXTERNAL_TOKEN',
  'WRONG_PASSWORD',
  'INVALID_PHONE_CODE',
  'PHONE_CODE_EXPIRED',
  'PHONE_CODE_TOO_SOON',
  'PHONE_CODE_LIMIT',
  'QUICK_START_STEP',
  'APPLICATION_NOT_FOUND',
  'APPLICATION_USED',
  'INVALID_API_TOKEN',
] as const;
export type PlatformErrorCode = (typeof PLATFORM_ERROR_CODES)[number];

/**
 * The codes of each part of the API, by part. Each domain entry adds its member by declaration merging
 * (`declare module '../errorBody' { interface ApiErrorCodes { flows: FlowErrorCode } }`, in its errors.ts);
 * two domains claiming one name fail the type check.
 */
export interface ApiErrorCodes {
  platform: PlatformErrorCode;
}
/** Every code of the parts a program imports (api-server imports them all). */
export type ApiErrorCode = ApiErrorCodes[keyof ApiErrorCodes];

/**
 * Every error body of the API: a readable message, a code, and per-field rule codes for a 400. A 409
 * VERSION_CONFLICT carries `current`: the entity as it is now stored, so the editor can offer to load it
 * or to save over it (the domain's schema reads it: see readVersionConflict).
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
  current: z.optional(z.unknown()),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

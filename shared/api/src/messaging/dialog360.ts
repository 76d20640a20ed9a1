import * as z from '@cabinet/api/zod';
import { channelAccountSchema } from './accounts';

/*
 * WABA numbers through Dialog360 and their message templates (issue 19; spec sections 3 "WABA template",
 * 5 "WABA template title", 8 "WABA accounts and templates: add, delete, get errors"). The calls are not
 * shown in the spec; designed in the style of section 7 (DIALOG360_PATHS). Decisions:
 * - A number is connected with its Dialog360 API key (D360-API-KEY), checked against the provider before
 *   anything is saved: a refused key is 400 DIALOG360_INVALID_KEY at the key's field; a provider that fails
 *   or does not answer is 502 WABA_ADD_FAILED and nothing is stored. The key is never answered back.
 * - A template is created in the app, sent to Dialog360 (POST /v1/configs/templates) and starts pending;
 *   the provider's review moves it to approved or rejected (with the provider's reason). The app reads the
 *   provider's list while a template is pending (the page polls), so a review reaches the page live.
 * - A template's name is unique per number and language, as at the provider (409 WABA_TEMPLATE_NAME_TAKEN).
 * - A new number gets the same 3-day test period as a new instance (section 9), shown on /accounts.
 * - Sending (the engine's dialog360 adapter). WhatsApp takes a free-form message only inside the 24-hour
 *   customer-service window: the client wrote to this WABA number within the last
 *   WABA_SERVICE_WINDOW_HOURS (their inbound messages reach the cabinet through the number's Dialog360
 *   webhook, registered when it is connected). Then the text goes as it is (with its buttons). Otherwise
 *   it goes as a template message: among the number's approved standard templates (one still pending as last
 *   synced that would match is read again from Dialog360 first, its review saved), the
 *   one whose body matches the whole text once each positional placeholder {{1}}, {{2}}, ... is read as
 *   a parameter (one line of text, no tabs: WhatsApp refuses others; the same number twice must read the
 *   same); when several match, the one with the most literal text (outside its placeholders), then the newest.
 *   It is sent as `type: template` with the template's name and language and the parameters in order
 *   (`components: [{ type: 'body', parameters: [{ type: 'text', text }] }]`); the flow's buttons are not
 *   sent (a template's buttons are the template's own). No approved template matches → the message is
 *   not sent and fails with the reason templateRequired, as does WhatsApp's refusal 131047
 *   ("Re-engagement message"): the owner creates a template of that text on
 *   /accounts/dialog360/templates/{accountId}, or the client writes first.
 */
/** WhatsApp's customer-service window: free-form messages only this long after the client's last message. */
export const WABA_SERVICE_WINDOW_HOURS = 24;

/** Spec section 5: lowercase English letters and digits, words joined by an underscore, no spaces. */
export const WABA_TEMPLATE_NAME_PATTERN = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;
/** Meta's limit on a template name. */
export const WABA_TEMPLATE_NAME_MAX = 512;
/** Meta's limit on a template's body text. */
export const WABA_TEMPLATE_BODY_MAX = 1024;

export const WABA_TEMPLATE_CATEGORIES = ['UTILITY', 'MARKETING', 'AUTHENTICATION'] as const;
export type WabaTemplateCategory = (typeof WABA_TEMPLATE_CATEGORIES)[number];
/** The languages offered (WhatsApp's codes); the cabinet's four and a few common ones. */
export const WABA_TEMPLATE_LANGUAGES = ['ru', 'en', 'en_US', 'pt_BR', 'uk', 'es', 'de', 'fr', 'it', 'tr', 'kk', 'uz'] as const;
export type WabaTemplateLanguage = (typeof WABA_TEMPLATE_LANGUAGES)[number];
/** Standard: text only; media: a header with an image, video or document chosen when sending. */
export const WABA_TEMPLATE_TYPES = ['standard', 'media'] as const;
export type WabaTemplateType = (typeof WABA_TEMPLATE_TYPES)[number];
export const WABA_TEMPLATE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type WabaTemplateStatus = (typeof WABA_TEMPLATE_STATUSES)[number];

const E164 = /^\+[1-9]\d{6,14}$/;
const timestamp = z.iso.datetime({ offset: true });

/** The rule codes at the fields (the form words them; the API answers them in `fields`). */
export const wabaTemplateNameSchema = z
  .string()
  .check(z.minLength(1, { error: 'waba.template.name.required' }))
  .check(z.maxLength(WABA_TEMPLATE_NAME_MAX, { error: 'waba.template.name.tooLong' }))
  .check(z.refine((value: string) => value.length === 0 || WABA_TEMPLATE_NAME_PATTERN.test(value), { error: 'waba.template.name.format' }));

export const connectDialog360RequestSchema = z.object({
  phone: z.string().check(z.refine((value: string) => E164.test(value), { error: 'phone.invalid' })),
  apiKey: z
    .string()
    .check(z.refine((value: string) => value.trim().length > 0, { error: 'waba.apiKey.required' }))
    .check(z.maxLength(200, { error: 'waba.apiKey.tooLong' })),
});
export type ConnectDialog360Request = z.infer<typeof connectDialog360RequestSchema>;

export const createWabaTemplateRequestSchema = z.object({
  name: wabaTemplateNameSchema,
  category: z.enum(WABA_TEMPLATE_CATEGORIES),
  language: z.enum(WABA_TEMPLATE_LANGUAGES),
  type: z.enum(WABA_TEMPLATE_TYPES),
  body: z
    .string()
    .check(z.refine((value: string) => value.trim().length > 0, { error: 'waba.template.body.required' }))
    .check(z.maxLength(WABA_TEMPLATE_BODY_MAX, { error: 'waba.template.body.tooLong' })),
});
export type CreateWabaTemplateRequest = z.infer<typeof createWabaTemplateRequestSchema>;

export const wabaTemplateSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  name: z.string(),
  category: z.enum(WABA_TEMPLATE_CATEGORIES),
  language: z.enum(WABA_TEMPLATE_LANGUAGES),
  type: z.enum(WABA_TEMPLATE_TYPES),
  body: z.string(),
  status: z.enum(WABA_TEMPLATE_STATUSES),
  /** The provider's reason, when rejected. */
  rejectedReason: z.nullable(z.string()),
  createdAt: timestamp,
  /** When the provider's status was last read. */
  syncedAt: z.nullable(timestamp),
});
export type WabaTemplate = z.infer<typeof wabaTemplateSchema>;
export const wabaTemplateListSchema = z.object({
  /** The number the templates belong to. */
  account: channelAccountSchema,
  templates: z.array(wabaTemplateSchema),
  /** Dialog360 failed while pending templates were read again: the stored statuses are answered. */
  syncFailed: z.boolean(),
});
export type WabaTemplateList = z.infer<typeof wabaTemplateListSchema>;

/** The section 8 refusals of WABA accounts and templates, by the API's code. */
export const WABA_ERROR_CODES = [
  'DIALOG360_INVALID_KEY',
  'WABA_ADD_FAILED',
  'WABA_DELETE_FAILED',
  'WABA_GET_FAILED',
  'WABA_TEMPLATE_NAME_TAKEN',
  'WABA_TEMPLATE_NOT_FOUND',
] as const;

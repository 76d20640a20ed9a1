import * as z from '@cabinet/api/zod';
import { LANGUAGE_MODEL_KINDS, citationSchema, testChatRequestSchema } from './testChat';
import { AI_LANGUAGES } from './rules';

/*
 * PublicAiChat (spec sections 2 and 3: "/ai-chat/{botId}, public AI test chat"): a visitor with no account
 * chats with an enabled assistant, on the cabinet's own page or embedded on the business's site. The public
 * view reads plain JSON and imports only the paths (publicPaths.ts), so none of these schemas reach it.
 */

/** The most sites an owner lists for one assistant's public chat. */
export const PUBLIC_CHAT_ORIGINS_MAX = 20;

export const publicBotSchema = z.object({
  id: z.string(),
  name: z.string(),
  language: z.enum(AI_LANGUAGES),
});
export type PublicBot = z.infer<typeof publicBotSchema>;

/** The visitor's dialogue: the test chat's shape (at most 20 lines of 2000 characters). */
export const publicChatRequestSchema = testChatRequestSchema;
export type PublicChatRequest = z.input<typeof publicChatRequestSchema>;

/** The answer as a visitor sees it: no token counts (the owner's business), the model's kind and the cited passages. */
export const publicChatAnswerSchema = z.object({
  text: z.string(),
  answeredBy: z.object({ kind: z.enum(LANGUAGE_MODEL_KINDS), model: z.string() }),
  citations: z.array(citationSchema),
});
export type PublicChatAnswer = z.infer<typeof publicChatAnswerSchema>;

/** The owner's settings of the public chat: the sites (origins) that may embed it; the cabinet's own pages always may. */
export const publicChatSettingsSchema = z.object({
  allowedOrigins: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(PUBLIC_CHAT_ORIGINS_MAX, { error: 'origin.tooMany' })),
});
export type PublicChatSettings = z.infer<typeof publicChatSettingsSchema>;

/**
 * The public chat's own error codes (added to `ApiErrorCode` below):
 * - COPILOT_BOT_ORIGIN_REFUSED (403): the page embedding the chat is not on one of the owner's listed sites.
 */
export const AI_PUBLIC_ERROR_CODES = ['COPILOT_BOT_ORIGIN_REFUSED'] as const;
export type AiPublicErrorCode = (typeof AI_PUBLIC_ERROR_CODES)[number];

declare module '../errorBody' {
  interface ApiErrorCodes {
    aiPublic: AiPublicErrorCode;
  }
}

import * as z from '@cabinet/api/zod';
import { requiredBoundedText } from '../text-helpers';
import { KNOWLEDGE_SOURCE_KINDS } from './rules';

/*
 * The test chat (spec section 3: "public test chat"): a dialogue with the assistant through the language model,
 * citing its knowledge base. A file of its own, so neither the assistants list nor the settings carry the
 * knowledge base's schemas (the package has no side effects: unused modules are left out).
 */

const count = z.int().check(z.gte(0));

/** A passage the answer used, as the test chat cites it: its number in the answer ([1]), its source and text. */
export const citationSchema = z.object({
  number: z.int(),
  sourceId: z.string(),
  sourceName: z.string(),
  kind: z.enum(KNOWLEDGE_SOURCE_KINDS),
  text: z.string(),
});
export type Citation = z.infer<typeof citationSchema>;

export const TEST_CHAT_MESSAGES_MAX = 20;
export const TEST_CHAT_TEXT_MAX = 2000;

/** One line of a test dialogue: the client's (the owner typing as a client) or the assistant's earlier answer. */
export const testChatMessageSchema = z.object({
  role: z.enum(['client', 'assistant']),
  text: requiredBoundedText(TEST_CHAT_TEXT_MAX),
});
export type TestChatMessage = z.infer<typeof testChatMessageSchema>;

/** POST api/v1/CopilotBots/{id}/TestChat: the dialogue so far, the client's last; nothing is stored or charged. */
export const testChatRequestSchema = z.object({
  messages: z.array(testChatMessageSchema).check(z.minLength(1, { error: 'required' }), z.maxLength(TEST_CHAT_MESSAGES_MAX)),
});
export type TestChatRequest = z.input<typeof testChatRequestSchema>;

/**
 * Which implementation answered (the cabinet says so, conventions: outside systems): `standIn` is the local
 * stand-in of development and tests, which matches words and understands nothing; `openAiCompatible` a real
 * provider's Chat Completions endpoint.
 */
export const LANGUAGE_MODEL_KINDS = ['standIn', 'openAiCompatible'] as const;
export type LanguageModelKind = (typeof LANGUAGE_MODEL_KINDS)[number];

export const testChatAnswerSchema = z.object({
  text: z.string(),
  answeredBy: z.object({ kind: z.enum(LANGUAGE_MODEL_KINDS), model: z.string() }),
  /** The provider's own count (`usage`). */
  usage: z.object({ inputTokens: count, outputTokens: count }),
  /** The knowledge base's passages the answer cites by number ([1]), in the order of their numbers. */
  citations: z.array(citationSchema),
});
export type TestChatAnswer = z.infer<typeof testChatAnswerSchema>;

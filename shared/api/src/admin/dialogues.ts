import * as z from '@cabinet/api/zod';

/*
 * A user's AI-assistant dialogues as support reads them (spec section 7: POST Admin/Users/{id}/Dialogues
 * {count, date}): the `count` newest dialogues of every assistant of the user started before `date` (now when
 * absent), newest first; the next page asks again with the oldest one's start.
 */

export const DIALOGUES_COUNT_DEFAULT = 20;
export const DIALOGUES_COUNT_MAX = 100;

export const userDialoguesRequestSchema = z.object({
  count: z._default(z.int().check(z.gte(1), z.lte(DIALOGUES_COUNT_MAX)), DIALOGUES_COUNT_DEFAULT),
  date: z.optional(z.iso.datetime({ offset: true })),
});
export type UserDialoguesRequest = z.input<typeof userDialoguesRequestSchema>;
export type UserDialoguesQuery = z.output<typeof userDialoguesRequestSchema>;

export const userDialogueSchema = z.object({
  id: z.string(),
  botId: z.string(),
  botName: z.string(),
  clientPhone: z.string(),
  startedAt: z.iso.datetime({ offset: true }),
  messages: z.int(),
  inputTokens: z.int(),
  outputTokens: z.int(),
  costCents: z.int(),
  handedOver: z.boolean(),
});
export type UserDialogue = z.infer<typeof userDialogueSchema>;
export const userDialoguesSchema = z.object({ items: z.array(userDialogueSchema), hasMore: z.boolean() });
export type UserDialogues = z.infer<typeof userDialoguesSchema>;

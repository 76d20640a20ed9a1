import * as z from '@cabinet/api/zod';
import { chatSummarySchema } from './chats';
import { SCORERS, scoredItemSchema } from './schemas';

/*
 * One conversation of /chats, opened (issue 34). Apart from the list's schemas (chats.ts) so that the list's
 * first visit does not bring the checklist's and calls' schemas its scoring is written in.
 */

const timestamp = z.iso.datetime({ offset: true });

/** One line of a conversation: the business's message or the client's reply. */
export const chatLineSchema = z.object({
  side: z.enum(['business', 'client']),
  author: z.string(),
  text: z.string(),
  at: z.nullable(timestamp),
});
export type ChatLine = z.infer<typeof chatLineSchema>;

/** GET api/v1/Quality/Chats/{id} (and the answer of POST .../Score): its lines, and its scoring against the current checklist version when stored. */
export const chatDetailSchema = z.extend(chatSummarySchema, {
  lines: z.array(chatLineSchema),
  /** The stored scoring's checklist version (the current one), who scored it and when; null when `notScored`. */
  scoring: z.nullable(
    z.object({
      checklistVersion: z.int(),
      scoredBy: z.enum(SCORERS),
      scoredAt: timestamp,
      /** Why the model's answer could not be read; the items are then empty. */
      failure: z.nullable(z.string()),
      items: z.array(scoredItemSchema),
    }),
  ),
});
export type ChatDetail = z.infer<typeof chatDetailSchema>;

import * as z from '@cabinet/api/zod';

/*
 * "Act as support" (issue 31): a user's flows and mailings as the owner sees them in their lists, for support to
 * read. The view is read-only by construction: it is one GET, and the back office has no call that changes a
 * user's flow or mailing.
 */

const timestamp = z.iso.datetime({ offset: true });

export const supportFlowSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.string(),
  mode: z.string(),
  status: z.string(),
  integration: z.string(),
  content: z.string(),
  createdAt: timestamp,
  /** Messages of the flow sent in the last 30 days. */
  sent30d: z.int(),
});
export type SupportFlow = z.infer<typeof supportFlowSchema>;

export const supportMailingSchema = z.object({
  id: z.string(),
  title: z.string(),
  channel: z.string(),
  mode: z.string(),
  status: z.string(),
  text: z.string(),
  startAt: timestamp,
  finishedAt: z.nullable(timestamp),
  /** Messages of the mailing sent so far. */
  sent: z.int(),
});
export type SupportMailing = z.infer<typeof supportMailingSchema>;

export const SUPPORT_VIEW_LIMIT = 100;
export const supportViewSchema = z.object({ flows: z.array(supportFlowSchema), mailings: z.array(supportMailingSchema) });
export type SupportView = z.infer<typeof supportViewSchema>;

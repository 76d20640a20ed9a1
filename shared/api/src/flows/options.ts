import * as z from '@cabinet/api/zod';
import { CHANNEL_KINDS } from '../messaging/constants';
import { pageQueryShape, pageSchema } from '../paging';

/*
 * GET api/v1/FlowOptions/{kind} (issue 21, item 8; not shown in the spec, designed in the style of section 7):
 * what a flow's filters and a chatbot pick from, out of the account's own business data, so nobody types
 * the booking system's ids by hand. Decisions:
 * - `id` is what the flow or chatbot stores: the booking system's own id (services, masters and branches by
 *   their `source_id`, categories by the source's category id), a channel account by its id.
 * - The same id in several branches is one option (a filter names the source's id, whichever branch).
 * - `search` matches the name or the id, case-insensitively; `ids` answers exactly those ids (the names of
 *   what a flow already holds), paging ignored. Sorted by name, then id.
 * - Fired masters are offered only by `ids` (a flow may still name one); a new pick is among the working.
 */
export const FLOW_OPTION_KINDS = ['services', 'staff', 'categories', 'clientCategories', 'branches', 'instances'] as const;
export type FlowOptionKind = (typeof FLOW_OPTION_KINDS)[number];

export const flowOptionSchema = z.object({
  id: z.string(),
  /** As the booking system names it; a client category has no name of its own there, so its id. */
  name: z.string(),
  /** A second line: the branch (masters, services), the number of services or clients, the phone. */
  detail: z.optional(z.string()),
  /** A channel account's messenger (instances only). */
  channel: z.optional(z.enum(CHANNEL_KINDS)),
});
export type FlowOption = z.infer<typeof flowOptionSchema>;

export const flowOptionPageSchema = pageSchema(flowOptionSchema);
export type FlowOptionPage = z.infer<typeof flowOptionPageSchema>;

export const FLOW_OPTION_SEARCH_MAX_LENGTH = 100;

export const flowOptionsQuerySchema = z.object({
  ...pageQueryShape,
  search: z.optional(z.string().check(z.trim(), z.maxLength(FLOW_OPTION_SEARCH_MAX_LENGTH))),
  /** Comma-separated ids to name (at most 500, a filter's limit). */
  ids: z.optional(
    z.pipe(
      z.string(),
      z.transform((value: string) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '')
          .slice(0, 500),
      ),
    ),
  ),
});
export type FlowOptionsQuery = z.input<typeof flowOptionsQuerySchema>;

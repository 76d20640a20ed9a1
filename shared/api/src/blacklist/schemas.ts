import * as z from '@cabinet/api/zod';
import { flowTypeSchema } from '../flows/schemas';
import { pageQueryShape, pageSchema, SORT_ORDERS, type PageParams, type SortOrder } from '../paging';
import { uniqueList } from '../text-helpers';

/*
 * The blacklist (ignore list, spec sections 2 and 3: /phones/ignore and the public /il/{encUserGuid}).
 * Not shown in the spec; designed in the style of section 7 (BLACKLIST_PATHS). Locked to the Pro plan
 * (spec section 4): the owner's calls answer 403 FEATURE_REQUIRES_PRO without an extended tariff; the
 * public opt-out always works, whatever the owner pays.
 */

/**
 * Decision: "allowed tasks" are flow types, not single flows: a client understands "visit reminders
 * only", and the choice survives the owner recreating a flow.
 */
export const allowedTasksSchema = uniqueList(flowTypeSchema).check(z.maxLength(14));

/** The Blacklist entry of spec section 3; the phone in E.164 form, one entry per phone and account. */
export const blacklistEntrySchema = z.object({
  id: z.string(),
  phone: z.string(),
  comment: z.string(),
  allowedTasks: z.array(flowTypeSchema),
  createdAt: z.iso.datetime({ offset: true }),
});
export type BlacklistEntry = z.infer<typeof blacklistEntrySchema>;

export const BLACKLIST_SORT_FIELDS = ['createdAt', 'phone'] as const;
export type BlacklistSortField = (typeof BLACKLIST_SORT_FIELDS)[number];

/**
 * GET api/v1/IgnorePhones: a page of the list (accounts hold up to 50,000 entries). search finds its digits
 * in the phone or its text in the comment; default order newest first.
 */
export const blacklistListQuerySchema = z.object({
  ...pageQueryShape,
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  sort: z._default(z.enum(BLACKLIST_SORT_FIELDS), 'createdAt'),
  order: z._default(z.enum(SORT_ORDERS), 'desc'),
});
export type BlacklistListQuery = z.output<typeof blacklistListQuerySchema>;
export interface BlacklistListParams extends PageParams {
  search?: string;
  sort?: BlacklistSortField;
  order?: SortOrder;
}
export const blacklistPageSchema = pageSchema(blacklistEntrySchema);
export type BlacklistPage = z.infer<typeof blacklistPageSchema>;

export const ignoreLinkSchema = z.object({ token: z.string(), path: z.string() });
export type IgnoreLink = z.infer<typeof ignoreLinkSchema>;

/**
 * GET api/v1/IgnorePhones/Public/{token}, no sign-in: the client's own entry. The phone is masked (the
 * link may be forwarded); availableTasks are the flow types the business runs, the ones a client may keep.
 */
export const publicIgnoreEntrySchema = z.object({
  /** Decision: the business the client hears from (the owner's first company), so the page can name it; null when none is connected. */
  businessName: z.nullable(z.string()),
  phone: z.string(),
  ignored: z.boolean(),
  allowedTasks: z.array(flowTypeSchema),
  availableTasks: z.array(flowTypeSchema),
});
export type PublicIgnoreEntry = z.infer<typeof publicIgnoreEntrySchema>;

/** PUT api/v1/IgnorePhones/Public/{token}: opt out (keeping the allowed tasks) or back in (the entry goes). */
export const publicIgnoreUpdateRequestSchema = z.object({
  ignored: z.boolean(),
  allowedTasks: z._default(allowedTasksSchema, []),
});
export type PublicIgnoreUpdateRequest = z.input<typeof publicIgnoreUpdateRequestSchema>;


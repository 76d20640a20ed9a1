import * as z from '@cabinet/api/zod';
import { csvEnumSchema, pageQueryShape, pageSchema, SORT_ORDERS, type PageParams, type SortOrder } from '../paging';
import { CHURN_FILTERS, CHURN_FLAGS, type ChurnFilter } from './rules';

/*
 * The users list of the back office, apart from the rest of its entities (schemas.ts): the list is mf-admin's
 * first visit, and a module's schemas are built when it loads, so what only other screens parse stays out of it.
 */

const timestamp = z.iso.datetime({ offset: true });

/** A row of GET api/v1/Admin/Users. `paidUpTo`: the latest paid-up-to of anything the user pays for. */
export const adminUserSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  fullName: z.string(),
  registeredAt: timestamp,
  countryId: z.int(),
  /** The country's ISO 3166-1 code (null: the default country, or an id not in the list), so a screen names it in its reader's language without the list. */
  countryIso: z.nullable(z.string()),
  /** The user's major tariff (spec section 4's codes); null before the first payment. */
  tariff: z.nullable(z.int()),
  paidUpTo: z.nullable(timestamp),
  /** Messages left on the account (the balance PayInfos answers). */
  balance: z.int(),
  /** Spec section 4's churn flags that hold now, in CHURN_FLAGS' order. */
  churnFlags: z.array(z.enum(CHURN_FLAGS)),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;
export const adminUserPageSchema = pageSchema(adminUserSummarySchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const ADMIN_USER_SORTS = ['registeredAt', 'email', 'paidUpTo', 'balance'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];

export const adminUserListQuerySchema = z.object({
  ...pageQueryShape,
  /** A phone (any spelling: digits are compared) or a part of an e-mail. */
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  countryId: z.optional(z.coerce.number().check(z.int())),
  /** Users with any of these churn flags (comma-separated); `any` for users with at least one. */
  churn: z.optional(csvEnumSchema(CHURN_FILTERS)),
  sort: z._default(z.enum(ADMIN_USER_SORTS), 'registeredAt'),
  order: z._default(z.enum(SORT_ORDERS), 'desc'),
});
export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;
export interface AdminUserListParams extends PageParams {
  search?: string;
  countryId?: number;
  churn?: ChurnFilter[];
  sort?: AdminUserSort;
  order?: SortOrder;
}


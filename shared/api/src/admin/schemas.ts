import * as z from '@cabinet/api/zod';
import { csvEnumSchema, pageQueryShape, pageSchema, type PageParams } from '../paging';
import { paymentNoteSchema } from '../payments/note';
import { ADMIN_PAY_PROVIDERS, ADMIN_PAYMENT_DEFAULTS, AUDIT_ACTIONS, AUDIT_ENTITIES, CHURN_FLAGS, type AdminPayProvider } from './rules';

/*
 * The back office's entities (spec section 3: Admin user model, Payment (admin), Manager, Pay destination,
 * Lead info) as the API answers them. Edits carry the entity's `version`: a stale one is refused 409
 * VERSION_CONFLICT with the entity as stored (`current`).
 */

const timestamp = z.iso.datetime({ offset: true });
const count = z.int().check(z.gte(0));
const unixTime = z.int();
const CURRENCY_CODES = ['RUB', 'KZT', 'USD'] as const;

/**
 * The admin user model (spec section 3). Decisions: `userGuid` is the user's id; `balance` is the messages
 * left on the account (PayInfos' balance) and `availableMessagesCount` the same figure under the spec's other
 * name, editable through it; `isDuplication` says another account has the same phone.
 */
export const adminUserSchema = z.object({
  userGuid: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  balance: z.int(),
  chatApiInstanceLimit: count,
  countryId: z.int(),
  availableAiReviewsCount: count,
  availableMessagesCount: count,
  fullName: z.string(),
  isDuplication: z.boolean(),
  tariff: z.nullable(z.int()),
  registeredAt: timestamp,
  paidUpTo: z.nullable(timestamp),
  churnFlags: z.array(z.enum(CHURN_FLAGS)),
  roles: z.array(z.string()),
  version: z.int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** POST api/v1/Admin/UserInfo: `userPhone` is a phone or an e-mail (the query's userId wins when given). */
export const userInfoRequestSchema = z.object({ userPhone: z.optional(z.string().check(z.trim(), z.maxLength(254))) });
export const userInfoQuerySchema = z.object({ userId: z.optional(z.string()) });

/** PATCH api/v1/Admin/Users/{id}: the fields an admin may change, each optional, and the version. */
export const updateAdminUserRequestSchema = z.object({
  email: z.optional(z.string().check(z.trim())),
  phone: z.optional(z.nullable(z.string().check(z.trim()))),
  fullName: z.optional(z.string().check(z.trim(), z.maxLength(200, { error: 'text.tooLong' }))),
  chatApiInstanceLimit: z.optional(z.int().check(z.gte(0), z.lte(1000))),
  countryId: z.optional(z.int().check(z.gte(0))),
  availableAiReviewsCount: z.optional(z.int().check(z.gte(0))),
  availableMessagesCount: z.optional(z.int().check(z.gte(0))),
  version: z.optional(z.int()),
});
export type UpdateAdminUserRequest = z.input<typeof updateAdminUserRequestSchema>;

const accountItem = z.object({ id: z.string(), name: z.string(), state: z.nullable(z.string()), paidUpTo: z.nullable(timestamp) });
export type AdminAccountItem = z.infer<typeof accountItem>;
/** GET api/v1/Admin/{id}/UserAccounts: every kind of account the spec names, each a list. */
export const adminUserAccountsSchema = z.object({
  chatApiAccounts: z.array(accountItem),
  yclientsCompanies: z.array(accountItem),
  telegramAccounts: z.array(accountItem),
  iikoAccounts: z.array(accountItem),
  sigmaAccounts: z.array(accountItem),
  chatwootAccounts: z.array(accountItem),
  amoAccounts: z.array(accountItem),
  iikoOrganizations: z.array(accountItem),
  medFlexLpus: z.array(accountItem),
});
export type AdminUserAccounts = z.infer<typeof adminUserAccountsSchema>;

/** Manager (spec section 3). Fired ones stay on old payments and are not offered for new ones. */
export const managerSchema = z.object({ id: z.string(), name: z.string(), isFired: z.boolean() });
export type Manager = z.infer<typeof managerSchema>;
export const managerListSchema = z.array(managerSchema);

export const payDestinationSchema = z.object({ id: z.string(), name: z.string() });
export type PayDestination = z.infer<typeof payDestinationSchema>;
export const payDestinationListSchema = z.array(payDestinationSchema);

/** Lead info (spec section 3): who looks after the user; null where nobody does. */
export const leadInfoSchema = z.object({ firstLineManagerId: z.nullable(z.string()), secondLineManagerId: z.nullable(z.string()), version: z.int() });
export type LeadInfo = z.infer<typeof leadInfoSchema>;
export const saveLeadInfoRequestSchema = z.object({
  firstLineManagerId: z.nullable(z.string()),
  secondLineManagerId: z.nullable(z.string()),
  version: z.optional(z.int()),
});
export type SaveLeadInfoRequest = z.input<typeof saveLeadInfoRequestSchema>;

/** Payment (admin) of spec section 3, every field, plus who paid and where it came from. */
export const adminPaymentSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  dateBeginUnixTime: unixTime,
  dateEndUnixTime: unixTime,
  paymentDayUnixTime: unixTime,
  createdDateUnixTime: unixTime,
  lastDateNotifyUnixTime: z.nullable(unixTime),
  isFree: z.boolean(),
  success: z.boolean(),
  amount: z.number(),
  instanceIds: z.array(z.string()),
  internalYclientsCompaniesIds: z.array(z.string()),
  iikoOrganizationsIds: z.array(z.string()),
  medFlexLpuIds: z.array(z.string()),
  paymentId: z.nullable(z.string()),
  promocode: z.nullable(z.string()),
  orderId: z.nullable(z.string()),
  tariff: z.int(),
  /** What an admin typed (older records: the text the cabinet wrote then, as it was). */
  comment: z.string(),
  /** What the cabinet wrote on the record, as a code the screen words in its reader's language; null for none. */
  note: z.nullable(paymentNoteSchema),
  currency: z.enum(CURRENCY_CODES),
  reason: z.nullable(z.string()),
  managerId: z.nullable(z.string()),
  payDestinationId: z.nullable(z.string()),
  yoomoneySubscriptionId: z.nullable(z.string()),
  isAutoPay: z.boolean(),
  paidYclientsCompaniesWithMastersCount: z.nullable(count),
  provider: z.enum(ADMIN_PAY_PROVIDERS),
  version: z.int(),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentPageSchema = pageSchema(adminPaymentSchema);
export type AdminPaymentPage = z.infer<typeof adminPaymentPageSchema>;

const booleanQuery = z.enum(['true', 'false']);

/** GET api/v1/Admin/Users/{id}/Pays: `success` filters (absent: both). Newest first. */
export const userPaysQuerySchema = z.object({ ...pageQueryShape, success: z.optional(booleanQuery) });
export type UserPaysQuery = z.output<typeof userPaysQuerySchema>;

/** GET api/v1/Admin/Pays: every payment across users; dates are days (YYYY-MM-DD) of the payment day, inclusive. */
export const adminPaysQuerySchema = z.object({
  ...pageQueryShape,
  success: z.optional(booleanQuery),
  provider: z.optional(csvEnumSchema(ADMIN_PAY_PROVIDERS)),
  managerId: z.optional(z.string()),
  from: z.optional(z.iso.date()),
  to: z.optional(z.iso.date()),
});
export type AdminPaysQuery = z.output<typeof adminPaysQuerySchema>;
export interface AdminPaysParams extends PageParams {
  success?: 'true' | 'false';
  provider?: AdminPayProvider[];
  managerId?: string;
  from?: string;
  to?: string;
}

/**
 * POST a payment (an admin's): amount 2500, tariff 1, RUB unless given (spec section 9). Dates are unix
 * seconds; the period defaults to a month from the payment day. The manager must not be fired and the pay
 * destination must carry [FM] (refused at the field otherwise).
 */
export const createAdminPaymentRequestSchema = z.object({
  amount: z._default(z.number().check(z.gte(0, { error: 'admin.amountRange' }), z.lte(10_000_000, { error: 'admin.amountRange' })), ADMIN_PAYMENT_DEFAULTS.amount),
  tariff: z._default(z.int().check(z.gte(0), z.lte(25)), ADMIN_PAYMENT_DEFAULTS.tariff),
  currency: z._default(z.enum(CURRENCY_CODES), ADMIN_PAYMENT_DEFAULTS.currency),
  success: z._default(z.boolean(), true),
  isFree: z._default(z.boolean(), false),
  isAutoPay: z._default(z.boolean(), false),
  paymentDayUnixTime: z.optional(unixTime),
  dateBeginUnixTime: z.optional(unixTime),
  dateEndUnixTime: z.optional(unixTime),
  comment: z._default(z.string().check(z.trim(), z.maxLength(1000, { error: 'text.tooLong' })), ''),
  reason: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(500, { error: 'text.tooLong' })))),
  promocode: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(50, { error: 'text.tooLong' })))),
  managerId: z.optional(z.nullable(z.string())),
  payDestinationId: z.optional(z.nullable(z.string())),
  instanceIds: z._default(z.array(z.string()), []),
  internalYclientsCompaniesIds: z._default(z.array(z.string()), []),
  iikoOrganizationsIds: z._default(z.array(z.string()), []),
  medFlexLpuIds: z._default(z.array(z.string()), []),
  paidYclientsCompaniesWithMastersCount: z.optional(z.nullable(count)),
});
export type CreateAdminPaymentRequest = z.input<typeof createAdminPaymentRequestSchema>;
export type CreateAdminPayment = z.output<typeof createAdminPaymentRequestSchema>;

/** PATCH a payment: what an admin corrects afterwards, with the version. */
export const updateAdminPaymentRequestSchema = z.object({
  amount: z.optional(z.number().check(z.gte(0, { error: 'admin.amountRange' }), z.lte(10_000_000, { error: 'admin.amountRange' }))),
  success: z.optional(z.boolean()),
  comment: z.optional(z.string().check(z.trim(), z.maxLength(1000, { error: 'text.tooLong' }))),
  reason: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(500, { error: 'text.tooLong' })))),
  managerId: z.optional(z.nullable(z.string())),
  payDestinationId: z.optional(z.nullable(z.string())),
  dateEndUnixTime: z.optional(unixTime),
  version: z.optional(z.int()),
});
export type UpdateAdminPaymentRequest = z.input<typeof updateAdminPaymentRequestSchema>;

export const payLinkSchema = z.object({ url: z.string() });

/** One entry of the audit log: who changed what of which user, when, before and after (null before a creation). */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: timestamp,
  actorId: z.string(),
  actorEmail: z.string(),
  userId: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageSchema(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
export const auditQuerySchema = z.object({ ...pageQueryShape });

import * as z from '@cabinet/api/zod';
import { pageQueryShape, type PageParams } from '../paging';

/*
 * The Promocode entity of spec section 3 as the back office sees and writes it (/admin/promocodes). The rules a
 * code is checked against when used (payments: one month at a time, no auto-pay, not one's own) are the
 * payments domain's; these are the rules of making one (spec sections 5 and 8 enforced on creation).
 */

/** Where a code comes from: a partner's referral code, the cancel flow's discount for one user, or an admin's. */
export const PROMOCODE_KINDS = ['partner', 'bonus', 'admin'] as const;
export type PromocodeKind = (typeof PROMOCODE_KINDS)[number];

/** Rule codes of the promocode form (the server answers them at the field; the form checks the same first). */
export const PROMOCODE_RULE_CODES = [
  'promocode.format',
  'promocode.exists',
  'promocode.discountRange',
  'promocode.countRange',
  'promocode.paymentsOrder',
  'promocode.expireInPast',
  'promocode.unknownTariff',
  'promocode.rewardRange',
  'promocode.rewardWithoutOwner',
  'promocode.unknownOwner',
] as const;
export type PromocodeRuleCode = (typeof PROMOCODE_RULE_CODES)[number];

/** A code: 4 to 20 Latin letters, digits, `_` or `-`; stored in capitals (payments compare without case). */
export const PROMOCODE_PATTERN = /^[A-Za-z0-9_-]{4,20}$/;
/** Tariff codes of spec section 4 (0 to 25). */
export const PROMOCODE_TARIFF_MAX = 25;

const count = z.int().check(z.gte(0));
const timestamp = z.iso.datetime({ offset: true });
const limit = z.nullable(z.int().check(z.gte(0, { error: 'promocode.countRange' }), z.lte(1_000_000, { error: 'promocode.countRange' })));

export const adminPromocodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(PROMOCODE_KINDS),
  /** The owner (spec's userId): a partner rewarded for the payments it brings; null for the cabinet's own codes. */
  userId: z.nullable(z.string()),
  userEmail: z.nullable(z.string()),
  discountPercent: z.int(),
  paymentCount: z.nullable(count),
  paymentsCountByUser: z.nullable(count),
  expireDate: z.nullable(timestamp),
  availableTariffTypes: z.array(z.int()),
  minimalUserPayments: z.nullable(count),
  maxUserPayments: z.nullable(count),
  forNetworkCompanies: z.boolean(),
  /** Dollars (spec: rewardSumOwner, USD). */
  rewardSumOwner: z.number(),
  rewardPercentOwner: z.int(),
  /** False once deactivated: a payment with it is refused as PROMO_NOT_FOUND. */
  active: z.boolean(),
  /** Successful payments made with it. */
  usedCount: count,
  createdAt: timestamp,
  version: z.int(),
});
export type AdminPromocode = z.infer<typeof adminPromocodeSchema>;
export const adminPromocodePageSchema = z.object({ items: z.array(adminPromocodeSchema), total: count, page: z.int(), pageSize: z.int() });
export type AdminPromocodePage = z.infer<typeof adminPromocodePageSchema>;

export const PROMOCODE_STATES = ['active', 'inactive'] as const;
export type PromocodeState = (typeof PROMOCODE_STATES)[number];

/** GET api/v1/Admin/Promocodes: newest first; `search` is a part of the code or of the owner's e-mail. */
export const adminPromocodesQuerySchema = z.object({
  ...pageQueryShape,
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  state: z.optional(z.enum(PROMOCODE_STATES)),
});
export type AdminPromocodesQuery = z.output<typeof adminPromocodesQuerySchema>;
export interface AdminPromocodesParams extends PageParams {
  search?: string;
  state?: PromocodeState;
}

/** The fields a code's terms are made of, checked alike on creation and on an edit. */
const termsShape = {
  discountPercent: z.int().check(z.gte(1, { error: 'promocode.discountRange' }), z.lte(100, { error: 'promocode.discountRange' })),
  paymentCount: z._default(limit, null),
  paymentsCountByUser: z._default(limit, null),
  expireDate: z._default(z.nullable(timestamp), null),
  availableTariffTypes: z._default(
    z.array(z.int().check(z.gte(0, { error: 'promocode.unknownTariff' }), z.lte(PROMOCODE_TARIFF_MAX, { error: 'promocode.unknownTariff' }))).check(z.maxLength(PROMOCODE_TARIFF_MAX + 1)),
    [],
  ),
  minimalUserPayments: z._default(limit, null),
  maxUserPayments: z._default(limit, null),
  forNetworkCompanies: z._default(z.boolean(), false),
  rewardSumOwner: z._default(z.number().check(z.gte(0, { error: 'promocode.rewardRange' }), z.lte(100_000, { error: 'promocode.rewardRange' })), 0),
  rewardPercentOwner: z._default(z.int().check(z.gte(0, { error: 'promocode.rewardRange' }), z.lte(100, { error: 'promocode.rewardRange' })), 0),
};

interface TermsForCheck {
  minimalUserPayments: number | null;
  maxUserPayments: number | null;
  rewardSumOwner: number;
  rewardPercentOwner: number;
}

/**
 * The rules reading several fields, by field: the payments before must not be more than the payments at most,
 * and only a code with an owner rewards anyone.
 */
export function checkPromocodeTerms(terms: TermsForCheck, hasOwner: boolean): Partial<Record<string, PromocodeRuleCode>> {
  const fields: Partial<Record<string, PromocodeRuleCode>> = {};
  if (terms.minimalUserPayments !== null && terms.maxUserPayments !== null && terms.minimalUserPayments > terms.maxUserPayments) fields.maxUserPayments = 'promocode.paymentsOrder';
  if (!hasOwner && terms.rewardSumOwner > 0) fields.rewardSumOwner = 'promocode.rewardWithoutOwner';
  if (!hasOwner && terms.rewardPercentOwner > 0) fields.rewardPercentOwner = 'promocode.rewardWithoutOwner';
  return fields;
}

/** A code expires in the future when it is made or its expiry changed (a past one could never be used). */
export function checkPromocodeExpiry(expireDate: string | null, now: Date): PromocodeRuleCode | null {
  return expireDate !== null && new Date(expireDate).getTime() <= now.getTime() ? 'promocode.expireInPast' : null;
}

/**
 * POST api/v1/Admin/Promocodes (super-admin): a new code and its terms. The owner is given by e-mail (the spec's
 * userId, as an admin knows the partner); none for the cabinet's own codes.
 */
export const createAdminPromocodeRequestSchema = z.object({
  code: z.string().check(z.trim(), z.refine((value) => PROMOCODE_PATTERN.test(value), { error: 'promocode.format' })),
  ownerEmail: z._default(z.nullable(z.string().check(z.trim(), z.maxLength(254))), null),
  ...termsShape,
});
export type CreateAdminPromocodeRequest = z.input<typeof createAdminPromocodeRequestSchema>;
export type CreateAdminPromocode = z.output<typeof createAdminPromocodeRequestSchema>;

/** PATCH api/v1/Admin/Promocodes/{id} (super-admin): terms, `active` (deactivate or bring back), with the version. */
export const updateAdminPromocodeRequestSchema = z.object({
  discountPercent: z.optional(termsShape.discountPercent),
  paymentCount: z.optional(limit),
  paymentsCountByUser: z.optional(limit),
  expireDate: z.optional(z.nullable(timestamp)),
  availableTariffTypes: z.optional(termsShape.availableTariffTypes),
  minimalUserPayments: z.optional(limit),
  maxUserPayments: z.optional(limit),
  forNetworkCompanies: z.optional(z.boolean()),
  rewardSumOwner: z.optional(termsShape.rewardSumOwner),
  rewardPercentOwner: z.optional(termsShape.rewardPercentOwner),
  active: z.optional(z.boolean()),
  version: z.optional(z.int()),
});
export type UpdateAdminPromocodeRequest = z.input<typeof updateAdminPromocodeRequestSchema>;
export type UpdateAdminPromocode = z.output<typeof updateAdminPromocodeRequestSchema>;

import * as z from '@cabinet/api/zod';
import { pageQueryShape, pageSchema } from '../paging';
import { paymentNoteSchema } from './note';
import { ALTERNATIVE_SERVICES, CANCEL_REASONS, COVERAGE_KINDS, CURRENCIES, MAX_AI_BALANCE_USD, MAX_MESSAGES, MAX_REVIEW_RATINGS, PAYMENT_PROVIDERS, RETENTION_OFFERS } from './constants';

/*
 * The payment calls of spec section 7 (PAYMENTS_PATHS), and the ones it leaves "not shown", designed in its
 * style. Decisions:
 * - One payment configuration (`paymentConfigSchema`) is what PaymentInfo prices, CreatePayment charges,
 *   GetPaymentLink stores and TinkoffPay invoices: the same choices give the same price everywhere.
 * - `month` is the period: 1 for one month, or a package's value (spec section 9: 107 '3+2 weeks', ...).
 * - The provider is the account's (its country, section 7): calling another provider's path is 409.
 * - What a payment covers comes with the allowed services (GetAllowedServicesForPayment), so the page asks
 *   once; the companies calls of section 7 stay with the accounts domain.
 * - A created payment is an order; it is paid only when the provider's signed webhook says so. The page
 *   reads the order (`order`) when the user comes back, so a failed or abandoned payment says so.
 * - Amounts are integers in minor units (kopecks, tiyn, cents); dates ISO 8601.
 */

const id = z.string().check(z.minLength(1), z.maxLength(64));
const idList = z._default(z.array(id).check(z.maxLength(500)), []);
const count = (max: number) => z._default(z.number().check(z.int(), z.gte(0), z.lte(max)), 0);

export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export const currencySchema = z.enum(CURRENCIES);

/** The choices on the payment page: what, for which units, how long, with which extras and code. */
export const paymentConfigSchema = z.object({
  requireUserId: id,
  tariff: z.number().check(z.int(), z.gte(0), z.lte(25)),
  month: z._default(z.number().check(z.int(), z.gte(1), z.lte(1000)), 1),
  promo: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(50)))),
  isAutoPay: z._default(z.boolean(), true),
  internalYclientsCompaniesIds: idList,
  iikoOrganizationsIds: idList,
  medFlexLpuIds: idList,
  chatApiAccountsIds: idList,
  messageCount: count(MAX_MESSAGES),
  aiReviewsCount: count(MAX_REVIEW_RATINGS),
  isNewTariff: z._default(z.boolean(), false),
  aiBalanceAmountInUsd: count(MAX_AI_BALANCE_USD),
  isPromotional: z._default(z.boolean(), false),
  /**
   * The AI assistant whose balance an AI tariff's payment tops up (issue 33; one of the payer's, else
   * VALIDATION_FAILED `copilotBot.unknown`). Without it the amount goes to the account's AI balance.
   */
  copilotBotId: z.optional(z.nullable(id)),
});
export type PaymentConfig = z.output<typeof paymentConfigSchema>;
export type PaymentConfigInput = z.input<typeof paymentConfigSchema>;

const priceLineSchema = z.object({ kind: z.enum(['period', 'messages', 'reviews', 'aiBalance']), quantity: z.number(), amount: z.number() });

/** One tariff's price (PaymentInfo "returns tariff list"): the breakdown, the discount and what auto-pay will do. */
export const tariffPriceSchema = z.object({
  tariff: z.number(),
  currency: currencySchema,
  months: z.number(),
  days: z.number(),
  lines: z.array(priceLineSchema),
  subtotal: z.number(),
  discountPercent: z.number(),
  discount: z.number(),
  total: z.number(),
  messagesAdded: z.number(),
  /** What the payment will do: false with a promo code or for the AI assistant, whatever was asked. */
  isAutoPay: z.boolean(),
  autoPayAvailable: z.boolean(),
  promo: z.nullable(z.object({ code: z.string(), discountPercent: z.number() })),
});
export type TariffPrice = z.infer<typeof tariffPriceSchema>;

/** POST api/v1/{provider}/PaymentInfo: the price preview. A refused code is 400 with its PROMO_* code. */
export const paymentInfoSchema = z.object({ provider: paymentProviderSchema, tariffs: z.array(tariffPriceSchema) });
export type PaymentInfo = z.infer<typeof paymentInfoSchema>;

/** YoomoneyPay/CreatePayment: the embedded widget's confirmation token. */
export const widgetPaymentSchema = z.object({ orderId: z.string(), token: z.string(), widgetUrl: z.string() });
export type WidgetPayment = z.infer<typeof widgetPaymentSchema>;
/** Paybox/CreatePayment: where the browser goes. */
export const redirectPaymentSchema = z.object({ orderId: z.string(), redirectUrl: z.string() });
export type RedirectPayment = z.infer<typeof redirectPaymentSchema>;
/** StripePay/CreatePayment: the hosted checkout. */
export const checkoutPaymentSchema = z.object({ orderId: z.string(), url: z.string() });
export type CheckoutPayment = z.infer<typeof checkoutPaymentSchema>;

/** {provider}/GetPaymentLink: a page anyone with the link can pay on (/publicPayments). */
export const paymentLinkSchema = z.object({ url: z.string() });
export type PaymentLink = z.infer<typeof paymentLinkSchema>;

export const ORDER_STATUSES = ['created', 'succeeded', 'failed', 'abandoned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** GET api/v1/Payments/Orders/{orderId}: a created payment, as the provider last reported it. */
export const paymentOrderSchema = z.object({
  id: z.string(),
  provider: paymentProviderSchema,
  status: z.enum(ORDER_STATUSES),
  tariff: z.number(),
  amount: z.number(),
  currency: currencySchema,
  failureReason: z.nullable(z.string()),
  /** The latest paid-up-to date of what it covered, once paid. */
  paidUpTo: z.nullable(z.string()),
  messagesAdded: z.number(),
  createdAt: z.string(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/**
 * A unit a payment covers, with its own paid-up-to for the tariff asked about. By kind: booking companies
 * (Yclients, Altegio) with their masters; iiko organisations; Medflex LPUs (the clinics read when the account
 * connected Medflex, by name; chosen in `medFlexLpuIds`: a payment for the Medflex tariff moves each chosen
 * LPU's date, the others keep theirs; an LPU disconnected with its Medflex account leaves the list, and one
 * connected again starts unpaid, as a new LPU); WhatsApp and MAX instances.
 */
export const paymentTargetSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Booking companies: masters working there. */
  activeMastersCount: z.nullable(z.number()),
  paidUpTo: z.nullable(z.string()),
});
export type PaymentTarget = z.infer<typeof paymentTargetSchema>;

/** GET api/v1/PayInfos/GetAllowedServicesForPayment/{userId}: what the account can pay for, and for which units. */
export const allowedServicesSchema = z.object({
  countryId: z.number(),
  provider: paymentProviderSchema,
  currency: currencySchema,
  /** The account has paid at least once (the partner programme opens then). */
  hasPayments: z.boolean(),
  services: z.array(
    z.object({
      tariff: z.number(),
      covers: z.enum(COVERAGE_KINDS),
      targets: z.array(paymentTargetSchema),
      /** Paid-up-to of an account-wide tariff. */
      paidUpTo: z.nullable(z.string()),
    }),
  ),
});
export type AllowedServices = z.infer<typeof allowedServicesSchema>;

/**
 * What a payment bought, as data, so a screen words it in its reader's language (issue 36: the stored
 * `comment` is English and named tariffs by code). From the payment's order; a record made without an
 * order (before orders were kept) gives the days of its own period and nothing else.
 */
export const purchaseSchema = z.object({
  /** Days of paid period (0: a top-up, no period). */
  days: z.number(),
  /** What the period covers, or null when the record does not say. */
  covers: z.nullable(z.enum(COVERAGE_KINDS)),
  /** The covered units' names as they are now (a unit since removed: its id); empty for the account. */
  units: z.array(z.string()),
  messages: z.number(),
  reviewRatings: z.number(),
  aiBalanceUsd: z.number(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

/** GET api/v1/PayInfos/{userId}: the user's payments (spec section 3, user side). */
export const payInfoSchema = z.object({
  id: z.string(),
  tariff: z.number(),
  /** The row's own period: what this payment paid for (a refusal: the moment it was refused). */
  dateBegin: z.string(),
  dateEnd: z.string(),
  sum: z.number(),
  currency: currencySchema,
  /** What a person typed, or older records' English text; a screen words `purchase` and `note` (and a refusal's `comment` is the provider's reason). */
  comment: z.string(),
  purchase: purchaseSchema,
  /** What the cabinet wrote on the record, as a code (a free period, a bank transfer); null for none. */
  note: z.nullable(paymentNoteSchema),
  promocode: z.nullable(z.string()),
  isAutoPay: z.boolean(),
  subscriptionId: z.nullable(z.string()),
  paid: z.boolean(),
  /** What this payment paid up to: the end of its own period (null: a refusal or a top-up). Not the tariff's latest. */
  paidUpTo: z.nullable(z.string()),
});
export type PayInfo = z.infer<typeof payInfoSchema>;
export const payInfosSchema = z.object({
  payments: z.array(payInfoSchema),
  /** Orders that failed at the provider. */
  failedPayments: z.number(),
  /** Messages left on the account. */
  balance: z.number(),
  aiBalanceUsd: z.number(),
  /** The partner rewards earned, in cents of a dollar. */
  partnerBalance: z.number(),
});
export type PayInfos = z.infer<typeof payInfosSchema>;

/**
 * GET api/v1/PayInfos/{userId}/History: the whole history a page at a time, newest first (paid payments and
 * the orders the provider refused, as `payments` above); PayInfos itself keeps its latest 500 for old callers.
 */
export const payHistoryQuerySchema = z.object({ ...pageQueryShape });
export const payHistoryPageSchema = pageSchema(payInfoSchema);
export type PayHistoryPage = z.infer<typeof payHistoryPageSchema>;

/*
 * What a subscription is (decision, issue 36; spec section 4: active or expired, can be disabled): the
 * account's standing plan of one tariff. Every payment for a period of a tariff makes it (the first) or
 * renews it, so every plan in the paid history has one, one per tariff, and each paid history row names it
 * (`subscriptionId`). Its `paidUpTo` is the latest date any unit it covers is paid up to (the payment page
 * shows each unit's own). `active` while that date is ahead, `expired` once it has passed, `cancelled` when
 * the owner cancelled it (nothing renews; the paid period runs out); paying for the tariff again makes it
 * active again. Auto-pay is a switch on it, turned off alone or with the cancellation. Top-ups (messages,
 * the AI balance) buy no period and make none.
 */
export const SUBSCRIPTION_STATUSES = ['active', 'expired', 'cancelled'] as const;
export const subscriptionSchema = z.object({
  id: z.string(),
  tariff: z.number(),
  provider: paymentProviderSchema,
  status: z.enum(SUBSCRIPTION_STATUSES),
  /**
   * Auto-pay on: the card saved at the first payment (YooKassa's saved method, Stripe's Customer and payment
   * method, Paybox's recurring profile) is charged a day before `paidUpTo`, once a period, for the same units
   * at `amount`. A refused charge (Stripe's card_declined or authentication_required included) shows as a
   * failed payment in the history and extends nothing: the owner pays on /payments.
   */
  isAutoPay: z.boolean(),
  amount: z.number(),
  currency: currencySchema,
  paidUpTo: z.nullable(z.string()),
  giftAvailable: z.boolean(),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.array(subscriptionSchema);

/** POST Subscription/{userId}/SaveReasonToCancelSubscription/{id}: the answers of the cancel flow's first step. */
export const cancelReasonRequestSchema = z.object({
  reason: z.enum(CANCEL_REASONS),
  alternativeService: z.optional(z.nullable(z.enum(ALTERNATIVE_SERVICES))),
  comment: z._default(z.string().check(z.trim(), z.maxLength(1000)), ''),
});
export type CancelReasonRequest = z.input<typeof cancelReasonRequestSchema>;

/** POST Subscription/{userId}/CancelSubscription/{id}: all of it, or auto-pay only (the subscription stays). */
export const cancelSubscriptionRequestSchema = z.object({ onlyAutoPay: z._default(z.boolean(), false) });
export type CancelSubscriptionRequest = z.input<typeof cancelSubscriptionRequestSchema>;

/** POST Subscription/{userId}/AcceptOffer/{id} (ours): a retention offer, all or nothing. */
export const acceptOfferRequestSchema = z.object({ offer: z.enum(RETENTION_OFFERS) });
export type AcceptOfferRequest = z.input<typeof acceptOfferRequestSchema>;
export const offerResultSchema = z.object({
  subscription: subscriptionSchema,
  /** The discount's code (GetBonusPromocode), for the next payment. */
  promocode: z.nullable(z.object({ code: z.string(), discountPercent: z.number(), expireDate: z.string() })),
});
export type OfferResult = z.infer<typeof offerResultSchema>;

/** Partner programme (spec sections 1, 6): a partner's codes and what they brought. */
export const partnerPromocodeSchema = z.object({
  code: z.string(),
  discountPercent: z.number(),
  rewardPercentOwner: z.number(),
  paymentsCount: z.number(),
  /** Cents of a dollar. */
  reward: z.number(),
  createdAt: z.string(),
});
export type PartnerPromocode = z.infer<typeof partnerPromocodeSchema>;
export const partnerProgrammeSchema = z.object({
  eligible: z.boolean(),
  friendDiscountPercent: z.number(),
  ownerRewardPercent: z.number(),
  partnerBalance: z.number(),
  codes: z.array(partnerPromocodeSchema),
});
export type PartnerProgramme = z.infer<typeof partnerProgrammeSchema>;
export const createPartnerPromocodeRequestSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(4), z.maxLength(20), z.refine((value) => /^[A-Za-z0-9_-]+$/.test(value), { error: 'promocode.format' })),
});
export type CreatePartnerPromocodeRequest = z.input<typeof createPartnerPromocodeRequestSchema>;

/** The public payment page's link (GetPaymentLink): what it pays for and the price, no sign-in. */
export const publicPaymentSchema = z.object({
  token: z.string(),
  email: z.string(),
  provider: paymentProviderSchema,
  price: tariffPriceSchema,
  /** The link's last payment: none yet or not completed (open), paid, or refused by the provider (failed, payable again). */
  status: z.enum(['open', 'paid', 'failed']),
});
export type PublicPayment = z.infer<typeof publicPaymentSchema>;
/** POST api/v1/PublicPayments/{token}/Pay: the provider's answer, whichever it is. */
export const publicPayResultSchema = z.object({
  orderId: z.string(),
  token: z.optional(z.string()),
  widgetUrl: z.optional(z.string()),
  redirectUrl: z.optional(z.string()),
  url: z.optional(z.string()),
});
export type PublicPayResult = z.infer<typeof publicPayResultSchema>;

/** Bank invoice (TinkoffPay): the payer by INN, then the invoice. */
export const payerInfoRequestSchema = z.object({ Inn: z.string().check(z.trim(), z.refine((value) => /^(\d{10}|\d{12})$/.test(value), { error: 'inn.invalid' })) });
export const payerSchema = z.object({
  inn: z.string().check(z.trim(), z.refine((value) => /^(\d{10}|\d{12})$/.test(value), { error: 'inn.invalid' })),
  name: z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(300)),
  kpp: z._default(z.string().check(z.trim(), z.refine((value) => value === '' || /^\d{9}$/.test(value), { error: 'kpp.invalid' })), ''),
});
export type Payer = z.output<typeof payerSchema>;
export const bankInvoiceRequestSchema = z.object({ paymentConfig: paymentConfigSchema, payer: payerSchema });
export type BankInvoiceRequest = z.input<typeof bankInvoiceRequestSchema>;
export const bankInvoiceSchema = z.object({ pdfUrl: z.string(), number: z.string() });
export type BankInvoice = z.infer<typeof bankInvoiceSchema>;

/** PayInfos/RequestInvoice (Kazakhstan): the company's details; the team sends the invoice. */
export const kzInvoiceRequestSchema = z.object({
  paymentConfig: paymentConfigSchema,
  companyName: z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(300)),
  bin: z.string().check(z.trim(), z.refine((value) => /^\d{12}$/.test(value), { error: 'bin.invalid' })),
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
});
export type KzInvoiceRequest = z.input<typeof kzInvoiceRequestSchema>;

/** OnBoarding/AddMiniPayForAutoPay/{id}: the widget token of the quick-start subscription. */
export const miniPaySchema = z.object({ orderId: z.string(), token: z.string(), widgetUrl: z.string() });

/**
 * Payments (spec section 7; schemas.ts). `:provider` is YoomoneyPay, Paybox or StripePay. The
 * calls the spec does not show (orders, subscriptions list, offers, partners, public page, invoices'
 * files, webhooks) are designed in its style.
 */
export const PAYMENTS_PATHS = {
  paymentInfo: 'api/v1/:provider/PaymentInfo',
  createPayment: 'api/v1/:provider/CreatePayment',
  paymentLink: 'api/v1/:provider/GetPaymentLink',
  payInfos: 'api/v1/PayInfos/:userId',
  /** GET a page of the payment history (payInfos answers its latest 500 only). */
  payHistory: 'api/v1/PayInfos/:userId/History',
  allowedServices: 'api/v1/PayInfos/GetAllowedServicesForPayment/:userId',
  requestInvoice: 'api/v1/PayInfos/RequestInvoice',
  order: 'api/v1/Payments/Orders/:orderId',
  subscriptions: 'api/v1/Subscription/:userId',
  cancelSubscription: 'api/v1/Subscription/:userId/CancelSubscription/:id',
  bonusPromocode: 'api/v1/Subscription/:userId/GetBonusPromocode/:id',
  saveCancelReason: 'api/v1/Subscription/:userId/SaveReasonToCancelSubscription/:id',
  acceptOffer: 'api/v1/Subscription/:userId/AcceptOffer/:id',
  bankPayerInfo: 'api/v1/TinkoffPay/GetPayerInfo',
  bankCreatePayment: 'api/v1/TinkoffPay/CreatePayment',
  /** GET without sign-in: the invoice's PDF, by its signed file token. */
  bankInvoicePdf: 'api/v1/TinkoffPay/Invoices/:token',
  miniPay: 'api/v1/OnBoarding/AddMiniPayForAutoPay/:id',
  partnerPromocodes: 'api/v1/Partners/Promocodes',
  /** GET and POST without sign-in: the public payment page's link. */
  publicPayment: 'api/v1/PublicPayments/:token',
  publicPay: 'api/v1/PublicPayments/:token/Pay',
  /** The providers' signed notifications. */
  webhook: 'api/v1/:provider/Webhook',
} as const;

import type { Currency, PaymentProvider } from '@cabinet/api/payments';

/** What the cabinet asks a provider to charge. */
export interface Checkout {
  orderId: string;
  /** Minor units. */
  amount: number;
  currency: Currency;
  description: string;
  email: string;
  /** Where the browser comes back to (redirect and hosted checkout); `{ORDER_ID}` is filled by the caller. */
  returnUrl: string;
  /** Save the card for auto-pay. */
  recurring: boolean;
}

/** How the browser pays: a widget token inside the page, a redirect, or a hosted checkout. */
export interface Started {
  providerPaymentId: string;
  token?: string;
  widgetUrl?: string;
  redirectUrl?: string;
  url?: string;
}

/** A verified notification of a provider. */
export interface VerifiedEvent {
  /** Unique per notification at the provider: a replay carries the same id. */
  eventId: string;
  orderId: string;
  providerPaymentId: string;
  outcome: 'succeeded' | 'failed' | 'ignored';
  failureReason: string | null;
  /** Minor units the provider says it charged, checked against the order. */
  amount: number | null;
  /** The payment method the provider saved for auto-pay (a recurring checkout that succeeded), if any. */
  savedPaymentMethodId?: string | null;
  /** The provider's customer the saved method belongs to (Stripe charges a method only with its customer). */
  savedCustomerId?: string | null;
}

/** Auto-pay: a charge of a saved payment method, with no one at the page. */
export interface SavedMethodCharge {
  /** Also the idempotence key: a charge retried after a restart is the same charge at the provider. */
  orderId: string;
  amount: number;
  currency: Currency;
  description: string;
  paymentMethodId: string;
  /** The provider's customer of the method, where the provider has one (Stripe); null otherwise. */
  customerId: string | null;
}

/** What the provider answered at once; its notification follows and settles the same order (idempotently). */
export interface ChargeResult {
  providerPaymentId: string;
  outcome: 'succeeded' | 'failed' | 'pending';
  failureReason: string | null;
}

export class WebhookRefused extends Error {}

export interface IncomingWebhook {
  raw: Buffer;
  headers: Record<string, string | string[] | undefined>;
  /** The parsed body (JSON or form fields). */
  body: unknown;
}

/**
 * One interface for every provider (conventions: outside systems behind adapters): the cabinet starts a
 * payment and takes notifications, never knowing which provider it talks to. `verify` throws
 * WebhookRefused for a notification it cannot prove came from the provider.
 */
export interface PaymentAdapter {
  provider: PaymentProvider;
  start(checkout: Checkout): Promise<Started>;
  verify(webhook: IncomingWebhook): Promise<VerifiedEvent>;
  /**
   * Charges a saved payment method (auto-pay), restart-safe by the order id. Optional: an adapter without
   * it leaves its subscriptions for the owner to pay by hand (the payment-ending notice tells them).
   */
  chargeSaved?(charge: SavedMethodCharge): Promise<ChargeResult>;
  /** What the webhook's answer body must be for the provider to stop retrying. */
  acknowledge(event: VerifiedEvent | null): { contentType: string; body: string };
}

export class ProviderFailed extends Error {}

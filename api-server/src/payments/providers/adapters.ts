import type { PaymentProvider } from '@cabinet/api/payments';
import { outsideSystemUrl, standInDefault, usesStandIn, type Config } from '../../config';
import type { AppContext } from '../../platform/AppContext';
import { paymentsConfig } from '../config';
import type { PaymentAdapter } from './PaymentAdapter';
import { createPayboxAdapter } from './paybox';
import { createStripeAdapter } from './stripe';
import { createYookassaAdapter } from './yookassa';

/** Where the development API mounts each provider's stand-in (standIns/). */
export const STAND_IN_PATHS = {
  yookassa: 'stand-ins/yookassa',
  paybox: 'stand-ins/paybox',
  stripe: 'stand-ins/stripe',
} as const;

/** The test keys the stand-ins accept (development only). */
export const STAND_IN_CREDENTIALS = {
  yookassa: { shopId: '100500', secretKey: 'test_sandbox_yookassa_secret' },
  paybox: { merchantId: '552211', secretKey: 'sandbox-paybox-secret' },
  stripe: { secretKey: 'sk_test_sandbox', webhookSecret: 'whsec_sandbox_secret' },
} as const;

/**
 * The card the demo's Pro payment saved for auto-pay (payments/seed.ts): the YooKassa stand-in knows it from
 * its start, as YooKassa keeps a saved card, so the demo's renewal charges it instead of being refused.
 */
export const DEMO_SAVED_PAYMENT_METHOD_ID = 'pm-demo-salon-card';

export interface ProviderSettings {
  /** `standIn`: the widget is the stand-in's page, not YooKassa's script. */
  yookassa: { baseUrl: string; shopId: string; secretKey: string; standIn: boolean } | null;
  paybox: { baseUrl: string; merchantId: string; secretKey: string } | null;
  stripe: { apiBaseUrl: string; secretKey: string; webhookSecret: string } | null;
}

/**
 * Each provider's address and keys, decided by `outsideSystemUrl` (config.ts) like every outside system:
 * development calls the stand-in with its test keys unless an address is configured; production the real
 * service with the configured keys, and a provider without them is off (its payments answer 503).
 */
export function providerSettings(config: Config): ProviderSettings {
  const { yookassa, paybox, stripe } = config.payments;
  const key = (configured: string | null, standIn: string) => configured ?? standInDefault<string | null>(config, standIn, null);
  const yookassaShop = key(yookassa.shopId, STAND_IN_CREDENTIALS.yookassa.shopId);
  const yookassaKey = key(yookassa.secretKey, STAND_IN_CREDENTIALS.yookassa.secretKey);
  const payboxMerchant = key(paybox.merchantId, STAND_IN_CREDENTIALS.paybox.merchantId);
  const payboxKey = key(paybox.secretKey, STAND_IN_CREDENTIALS.paybox.secretKey);
  const stripeKey = key(stripe.secretKey, STAND_IN_CREDENTIALS.stripe.secretKey);
  const stripeHook = key(stripe.webhookSecret, STAND_IN_CREDENTIALS.stripe.webhookSecret);
  return {
    yookassa:
      yookassaShop && yookassaKey
        ? {
            baseUrl: outsideSystemUrl(config, { standInPath: STAND_IN_PATHS.yookassa, configured: yookassa.baseUrl, real: 'https://api.yookassa.ru' }),
            shopId: yookassaShop,
            secretKey: yookassaKey,
            standIn: usesStandIn(config, yookassa.baseUrl),
          }
        : null,
    paybox:
      payboxMerchant && payboxKey
        ? { baseUrl: outsideSystemUrl(config, { standInPath: STAND_IN_PATHS.paybox, configured: paybox.baseUrl, real: 'https://api.paybox.money' }), merchantId: payboxMerchant, secretKey: payboxKey }
        : null,
    stripe:
      stripeKey && stripeHook
        ? { apiBaseUrl: outsideSystemUrl(config, { standInPath: STAND_IN_PATHS.stripe, configured: stripe.baseUrl, real: 'https://api.stripe.com' }), secretKey: stripeKey, webhookSecret: stripeHook }
        : null,
  };
}

/** The configured adapter of each provider (null where production has no credentials for it). */
export function createAdapters(ctx: Pick<AppContext, 'config'>): Readonly<Record<PaymentProvider, PaymentAdapter | null>> {
  const { yookassa, paybox, stripe } = providerSettings(ctx.config);
  const { timeoutMs, webhookUrl } = paymentsConfig(ctx.config);
  return {
    // The widget page: YooKassa's script in production; the stand-in's page in development.
    YoomoneyPay: yookassa
      ? createYookassaAdapter({ baseUrl: yookassa.baseUrl, shopId: yookassa.shopId, secretKey: yookassa.secretKey, timeoutMs }, (token) =>
          yookassa.standIn ? `${yookassa.baseUrl}/widget/${token}` : `https://yookassa.ru/checkout-widget/v1/embedded?token=${token}`,
        )
      : null,
    Paybox: paybox ? createPayboxAdapter({ ...paybox, resultUrl: webhookUrl('Paybox'), timeoutMs }) : null,
    StripePay: stripe ? createStripeAdapter({ ...stripe, timeoutMs }) : null,
  };
}

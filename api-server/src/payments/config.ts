import type { Config } from '../config';
import { fillPath } from '@cabinet/api/contract';
import { PAYMENTS_PATHS } from '@cabinet/api/payments';

/**
 * The providers' settings, from the environment. Outside production every default points at the
 * development sandboxes (payments/sandbox, mounted on the API under /stand-ins/) with their own
 * well-known test credentials; in production each provider must be configured, or its payments answer 503.
 */
export interface PaymentsConfig {
  yookassa: { baseUrl: string; shopId: string; secretKey: string } | null;
  paybox: { baseUrl: string; merchantId: string; secretKey: string } | null;
  stripe: { apiBaseUrl: string; secretKey: string; webhookSecret: string } | null;
  /** Signs invoice file links and payment links. */
  linkSecret: string;
  webhookUrl(provider: 'YoomoneyPay' | 'Paybox' | 'StripePay'): string;
  timeoutMs: number;
}

export const SANDBOX = {
  yookassa: { shopId: '100500', secretKey: 'test_sandbox_yookassa_secret' },
  paybox: { merchantId: '552211', secretKey: 'sandbox-paybox-secret' },
  stripe: { secretKey: 'sk_test_sandbox', webhookSecret: 'whsec_sandbox_secret' },
} as const;

export const SANDBOX_PATHS = {
  yookassa: 'stand-ins/yookassa',
  paybox: 'stand-ins/paybox',
  stripe: 'stand-ins/stripe',
} as const;

export function loadPaymentsConfig(config: Config, env: Record<string, string | undefined> = process.env): PaymentsConfig {
  const dev = config.mode === 'development';
  const value = (name: string) => (env[name]?.trim() ? env[name].trim() : undefined);
  const sandbox = (path: string) => `${config.publicUrl}/${path}`;
  const yookassaShop = value('YOOKASSA_SHOP_ID') ?? (dev ? SANDBOX.yookassa.shopId : undefined);
  const yookassaKey = value('YOOKASSA_SECRET_KEY') ?? (dev ? SANDBOX.yookassa.secretKey : undefined);
  const payboxMerchant = value('PAYBOX_MERCHANT_ID') ?? (dev ? SANDBOX.paybox.merchantId : undefined);
  const payboxKey = value('PAYBOX_SECRET_KEY') ?? (dev ? SANDBOX.paybox.secretKey : undefined);
  const stripeKey = value('STRIPE_SECRET_KEY') ?? (dev ? SANDBOX.stripe.secretKey : undefined);
  const stripeHook = value('STRIPE_WEBHOOK_SECRET') ?? (dev ? SANDBOX.stripe.webhookSecret : undefined);
  return {
    yookassa: yookassaShop && yookassaKey ? { baseUrl: value('YOOKASSA_BASE_URL') ?? (dev ? sandbox(SANDBOX_PATHS.yookassa) : 'https://api.yookassa.ru'), shopId: yookassaShop, secretKey: yookassaKey } : null,
    paybox: payboxMerchant && payboxKey ? { baseUrl: value('PAYBOX_BASE_URL') ?? (dev ? sandbox(SANDBOX_PATHS.paybox) : 'https://api.paybox.money'), merchantId: payboxMerchant, secretKey: payboxKey } : null,
    stripe: stripeKey && stripeHook ? { apiBaseUrl: value('STRIPE_API_BASE_URL') ?? (dev ? sandbox(SANDBOX_PATHS.stripe) : 'https://api.stripe.com'), secretKey: stripeKey, webhookSecret: stripeHook } : null,
    linkSecret: value('PAYMENT_LINK_SECRET') ?? config.jwtSecret,
    webhookUrl: (provider) => `${config.publicUrl}/${fillPath(PAYMENTS_PATHS.webhook, { provider })}`,
    timeoutMs: config.channelHttpTimeoutMs,
  };
}

import type { PaymentProvider } from '@cabinet/api/payments';
import type { AppContext } from '../../platform/AppContext';
import { loadPaymentsConfig, SANDBOX_PATHS } from '../config';
import type { PaymentAdapter } from './PaymentAdapter';
import { createPayboxAdapter } from './paybox';
import { createStripeAdapter } from './stripe';
import { createYookassaAdapter } from './yookassa';

/** The configured adapter of each provider (null where production has no credentials for it). */
export function createAdapters(ctx: AppContext): Readonly<Record<PaymentProvider, PaymentAdapter | null>> {
  const config = loadPaymentsConfig(ctx.config);
  const { yookassa, paybox, stripe } = config;
  return {
    // The widget page: YooKassa's script in production; the sandbox's page in development.
    YoomoneyPay: yookassa
      ? createYookassaAdapter({ ...yookassa, timeoutMs: config.timeoutMs }, (token) =>
          yookassa.baseUrl.startsWith(ctx.config.publicUrl) ? `${ctx.config.publicUrl}/${SANDBOX_PATHS.yookassa}/widget/${token}` : `https://yookassa.ru/checkout-widget/v1/embedded?token=${token}`,
        )
      : null,
    Paybox: paybox ? createPayboxAdapter({ ...paybox, resultUrl: config.webhookUrl('Paybox'), timeoutMs: config.timeoutMs }) : null,
    StripePay: stripe ? createStripeAdapter({ ...stripe, timeoutMs: config.timeoutMs }) : null,
  };
}

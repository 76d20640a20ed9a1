import type { Config } from '../config';
import { fillPath } from '@cabinet/api/contract';
import { PAYMENTS_PATHS } from '@cabinet/api/payments';

/** What payments read beside the providers' settings (providers/adapters.ts), from the validated config. */
export interface PaymentsConfig {
  /** Signs invoice file links and payment links. */
  linkSecret: string;
  webhookUrl(provider: 'YoomoneyPay' | 'Paybox' | 'StripePay'): string;
  timeoutMs: number;
}

export function paymentsConfig(config: Config): PaymentsConfig {
  return {
    linkSecret: config.payments.linkSecret ?? config.jwtSecret,
    webhookUrl: (provider) => `${config.publicUrl}/${fillPath(PAYMENTS_PATHS.webhook, { provider })}`,
    timeoutMs: config.channelHttpTimeoutMs,
  };
}

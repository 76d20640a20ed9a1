import type { Config } from '../config';
import { fillPath, PATHS } from '@cabinet/api/contract';

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
    webhookUrl: (provider) => `${config.publicUrl}/${fillPath(PATHS.payments.webhook, { provider })}`,
    timeoutMs: config.channelHttpTimeoutMs,
  };
}

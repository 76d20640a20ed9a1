import type { AppContext } from '../../platform/AppContext';
import type { Route } from '../../platform/http/route';
import { loadPaymentsConfig } from '../config';
import { createPayboxSandbox } from './paybox';
import { createStripeSandbox } from './stripe';
import { createYookassaSandbox } from './yookassa';

/** The three sandboxes on the development API, posting their notifications back to it. */
export function sandboxRoutes(ctx: AppContext): Route[] {
  const config = loadPaymentsConfig(ctx.config);
  const origin = ctx.config.publicUrl;
  return [
    ...createYookassaSandbox({ notificationUrl: config.webhookUrl('YoomoneyPay') }).routes,
    ...createPayboxSandbox({ origin }).routes,
    ...createStripeSandbox({ origin, webhookUrl: config.webhookUrl('StripePay') }).routes,
  ];
}

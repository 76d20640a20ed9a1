import type { DomainModule } from '../../../platform/DomainModule';
import type { AppContext } from '../../../platform/AppContext';
import { addFormParser } from '../../../platform/http/formParser';
import type { Route } from '../../../platform/http/route';
import { paymentsConfig } from '../../config';
import { createPayboxStandIn } from './paybox';
import { createStripeStandIn } from './stripe';
import { createYookassaStandIn } from './yookassa';

/** The three stand-ins on the development API, posting their notifications back to it. */
export function paymentStandInRoutes(ctx: AppContext): Route[] {
  const { webhookUrl } = paymentsConfig(ctx.config);
  const origin = ctx.config.publicUrl;
  return [
    ...createYookassaStandIn({ notificationUrl: webhookUrl('YoomoneyPay') }).routes,
    ...createPayboxStandIn({ origin }).routes,
    ...createStripeStandIn({ origin, webhookUrl: webhookUrl('StripePay') }).routes,
  ];
}

/**
 * The payment providers' stand-ins (widget, redirect page, hosted checkout, each paying, declining or
 * abandoned on the payer's click), never in production. Their pages post forms.
 */
export const paymentStandInsDomain: DomainModule = {
  name: 'paymentStandIns',
  migrations: [],
  developmentOnly: true,
  setup: addFormParser,
  routes: paymentStandInRoutes,
};

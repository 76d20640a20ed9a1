import { defineRemote, lazyScreen } from '@cabinet/contracts';
import pkg from '../package.json';
import { catalog } from './catalog';

// Each screen loads on first use: the payment page's first visit carries the payment page alone.
const PaymentsScreen = lazyScreen(() => import('./payments/PaymentsScreen'), 'PaymentsScreen');
const SubscriptionsScreen = lazyScreen(() => import('./payments/subscriptions/SubscriptionsScreen'), 'SubscriptionsScreen');
const PartnerPromocodesScreen = lazyScreen(() => import('./partners/promocodes/PartnerPromocodesScreen'), 'PartnerPromocodesScreen');
const PartnerPromocodeScreen = lazyScreen(() => import('./partners/promocode/PartnerPromocodeScreen'), 'PartnerPromocodeScreen');
const PublicPaymentsScreen = lazyScreen(() => import('./public-payments/PublicPaymentsScreen'), 'PublicPaymentsScreen');
const CancelSubscriptionScreen = lazyScreen(() => import('./payments/subscriptions/cancel/CancelSubscriptionScreen'), 'CancelSubscriptionScreen');

/** mf-payments: payments, subscriptions, partner programme. */
export default defineRemote({
  name: 'mf-payments',
  version: pkg.version,
  catalog,
  screens: {
    publicPayments: PublicPaymentsScreen,
    'partners.promocodes': PartnerPromocodesScreen,
    'partners.promocode': PartnerPromocodeScreen,
    payments: PaymentsScreen,
    'payments.subscriptions': SubscriptionsScreen,
    'payments.subscriptions.cancel': CancelSubscriptionScreen,
  },
});

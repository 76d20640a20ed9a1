import { defineRemote, lazyScreen } from '@cabinet/contracts';
import pkg from '../package.json';
import { catalog, publicViewCatalogs, screenCatalog } from './catalog';

// Each screen loads on first use: the payment page's first visit carries the payment page alone.
const PaymentsScreen = lazyScreen(() => import('./payments/PaymentsScreen'), 'PaymentsScreen', screenCatalog('payments'));
const SubscriptionsScreen = lazyScreen(() => import('./payments/subscriptions/SubscriptionsScreen'), 'SubscriptionsScreen', screenCatalog('payments/subscriptions'));
const PartnerPromocodesScreen = lazyScreen(() => import('./partners/promocodes/PartnerPromocodesScreen'), 'PartnerPromocodesScreen', screenCatalog('partners/promocodes'));
const PartnerPromocodeScreen = lazyScreen(() => import('./partners/promocode/PartnerPromocodeScreen'), 'PartnerPromocodeScreen', screenCatalog('partners/promocode'));
const PublicPaymentsScreen = lazyScreen(() => import('./public-payments/PublicPaymentsScreen'), 'PublicPaymentsScreen', publicViewCatalogs.publicPayments);
const CancelSubscriptionScreen = lazyScreen(() => import('./payments/subscriptions/cancel/CancelSubscriptionScreen'), 'CancelSubscriptionScreen', screenCatalog('payments/subscriptions/cancel'));

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

import { defineRemote, placeholderScreens } from '@cabinet/contracts';
import pkg from '../package.json';

/** mf-payments: payments, subscriptions, partner programme. Every route it owns says honestly that it is not built yet, until its issue lands. */
export default defineRemote({
  name: 'mf-payments',
  version: pkg.version,
  screens: placeholderScreens(['payments', 'payments.subscriptions', 'payments.subscriptions.cancel', 'partners.promocodes', 'partners.promocode', 'publicPayments']),
});

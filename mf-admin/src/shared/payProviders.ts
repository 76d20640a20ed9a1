import type { AdminPayProvider } from '@cabinet/api/admin';

/** The payment providers' own names, not the API's codes ('manual' is translated where it is shown). */
export const PAY_PROVIDER_NAMES: Record<Exclude<AdminPayProvider, 'manual'>, string> = {
  YoomoneyPay: 'YooMoney',
  Paybox: 'Paybox',
  StripePay: 'Stripe',
  TinkoffPay: 'T-Bank (Tinkoff)',
};

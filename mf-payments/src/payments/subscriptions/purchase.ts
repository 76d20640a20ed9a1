import type { PayInfo } from '@cabinet/api/payments';
import type { Locale, MessageDescriptor, Translate } from '@cabinet/i18n';
import { money } from '../../shared/money';

const messages = {
  days: /*i18n*/ { id: 'payments.history.purchase.days', message: '{days, plural, one {# day} other {# days}}' },
  daysFor: /*i18n*/ { id: 'payments.history.purchase.daysFor', message: '{days, plural, one {# day} other {# days}} for {units}' },
  messages: /*i18n*/ { id: 'payments.history.purchase.messages', message: '{count, plural, one {# message} other {# messages}}' },
  reviews: /*i18n*/ { id: 'payments.history.purchase.reviews', message: '{count, plural, one {# review rating} other {# review ratings}}' },
  aiBalance: /*i18n*/ { id: 'payments.history.purchase.aiBalance', message: 'AI balance +{amount}' },
  refused: /*i18n*/ { id: 'payments.history.refused', message: 'Refused: {reason}' },
  freePeriod: /*i18n*/ { id: 'payments.history.note.freePeriod', message: 'Free period: {months, plural, one {# month} other {# months}}' },
  bankTransfer: /*i18n*/ { id: 'payments.history.note.bankTransfer', message: 'Bank transfer' },
};

const declined = /*i18n*/ { id: 'payments.history.refused.declined', message: 'the card was declined' };

/** The providers' refusal codes the API records (providers/*.ts); any other reason is the provider's own text. */
const REFUSALS: Readonly<Record<string, MessageDescriptor>> = {
  declined,
  card_declined: declined,
  canceled: declined,
  authentication_required: /*i18n*/ { id: 'payments.history.refused.authentication', message: 'the bank asked to confirm the payment' },
  provider_unavailable: /*i18n*/ { id: 'payments.history.refused.provider', message: 'the payment provider did not answer' },
  no_customer: /*i18n*/ { id: 'payments.history.refused.noCard', message: 'no card was saved for auto-pay' },
};

/**
 * What a history row bought, in the reader's language, from the API's data (issue 36: the stored comment
 * read "Tariff 1, 30 days for 1 unit(s)"): its period and the units it covered by name, the messages,
 * review ratings and AI balance it added; a free period or a bank transfer says so first, a refusal adds why.
 * Empty when the row says nothing more.
 */
export function describePurchase(item: PayInfo, t: Translate, locale: Locale): string {
  const { purchase, note } = item;
  const parts: string[] = [];
  // The cabinet's note (issue 31: it was English, "Pro, 2 months free"); an order's is `purchase` below.
  if (note?.code === 'freePeriod') parts.push(t(messages.freePeriod, { months: note.months }));
  else if (note?.code === 'bankTransfer') parts.push(t(messages.bankTransfer));
  if (purchase.days > 0) {
    parts.push(
      purchase.units.length > 0
        ? t(messages.daysFor, { days: purchase.days, units: new Intl.ListFormat(locale, { type: 'conjunction' }).format(purchase.units) })
        : t(messages.days, { days: purchase.days }),
    );
  }
  if (purchase.messages > 0) parts.push(t(messages.messages, { count: purchase.messages }));
  if (purchase.reviewRatings > 0) parts.push(t(messages.reviews, { count: purchase.reviewRatings }));
  if (purchase.aiBalanceUsd > 0) parts.push(t(messages.aiBalance, { amount: money(Math.round(purchase.aiBalanceUsd * 100), 'USD', locale) }));
  if (!item.paid) {
    const known = REFUSALS[item.comment];
    parts.push(t(messages.refused, { reason: known ? t(known) : item.comment }));
  }
  return parts.join('; ');
}

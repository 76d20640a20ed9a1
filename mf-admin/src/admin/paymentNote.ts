import type { AdminPayment } from '@cabinet/api/admin';
import { formatMoney, type Locale, type MessageDescriptor, type Translate } from '@cabinet/i18n';

const messages = {
  days: /*i18n*/ { id: 'admin.payNote.days', message: '{days, plural, one {# day} other {# days}} for {units, plural, one {# unit} other {# units}}' },
  messages: /*i18n*/ { id: 'admin.payNote.messages', message: '{count, plural, one {# message} other {# messages}}' },
  reviews: /*i18n*/ { id: 'admin.payNote.reviews', message: '{count, plural, one {# review rating} other {# review ratings}}' },
  aiBalance: /*i18n*/ { id: 'admin.payNote.aiBalance', message: 'AI balance +{amount}' },
  freePeriod: /*i18n*/ { id: 'admin.payNote.freePeriod', message: 'Free period: {months, plural, one {# month} other {# months}}' },
  bankTransfer: /*i18n*/ { id: 'admin.payNote.bankTransfer', message: 'Bank transfer' },
  bankTransferConfirmed: /*i18n*/ { id: 'admin.payNote.bankTransferConfirmed', message: 'Bank transfer confirmed by the manager' },
  refused: /*i18n*/ { id: 'admin.payNote.refused', message: 'Refused: {reason}' },
};

const declined = /*i18n*/ { id: 'admin.payNote.refused.declined', message: 'the card was declined' };

/** The refusal codes the API records (the payment providers' and the demo's); any other reason is shown as typed. */
const REFUSALS: Readonly<Record<string, MessageDescriptor>> = {
  declined,
  card_declined: declined,
  canceled: declined,
  authentication_required: /*i18n*/ { id: 'admin.payNote.refused.authentication', message: 'the bank asked to confirm the payment' },
  provider_unavailable: /*i18n*/ { id: 'admin.payNote.refused.provider', message: 'the payment provider did not answer' },
  no_customer: /*i18n*/ { id: 'admin.payNote.refused.noCard', message: 'no card was saved for auto-pay' },
};

/**
 * What a payment record says, in the reader's language (issue 31: the API wrote "Pro, 30 days for 2 unit(s)" and
 * the demo "Bank transfer", English in every locale): the cabinet's note worded from its code, then what an admin
 * typed (and older records' text) as it was, then a refusal's reason, worded when it is a known code.
 */
export function describePayment(payment: Pick<AdminPayment, 'note' | 'comment' | 'reason' | 'success'>, t: Translate, locale: Locale): string {
  const parts: string[] = [];
  const { note } = payment;
  if (note?.code === 'purchase') {
    if (note.days > 0) parts.push(t(messages.days, { days: note.days, units: note.units }));
    if (note.messages > 0) parts.push(t(messages.messages, { count: note.messages }));
    if (note.reviewRatings > 0) parts.push(t(messages.reviews, { count: note.reviewRatings }));
    if (note.aiBalanceUsd > 0) parts.push(t(messages.aiBalance, { amount: formatMoney(note.aiBalanceUsd, 'USD', locale) }));
  } else if (note?.code === 'freePeriod') parts.push(t(messages.freePeriod, { months: note.months }));
  else if (note?.code === 'bankTransfer') parts.push(t(note.confirmed ? messages.bankTransferConfirmed : messages.bankTransfer));
  if (payment.comment) parts.push(payment.comment);
  if (payment.reason) {
    const known = REFUSALS[payment.reason];
    parts.push(payment.success ? payment.reason : t(messages.refused, { reason: known ? t(known) : payment.reason }));
  }
  return parts.join(' · ');
}

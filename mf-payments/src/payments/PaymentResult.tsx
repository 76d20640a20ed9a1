import { Alert, Button, Waiting } from '@cabinet/design/core';
import { formatDate, useTranslate, type Locale } from '@cabinet/i18n';
import { useOrder } from '../api/payments';
import { TARIFF_LABELS, unknownTariff } from '../shared/labels';
import { money } from '../shared/money';

const messages = {
  checking: /*i18n*/ { id: 'payments.result.checking', message: 'Checking the payment…' },
  paid: /*i18n*/ { id: 'payments.result.paid', message: 'Payment received: {amount} for {tariff}.' },
  paidUpTo: /*i18n*/ { id: 'payments.result.paidUpTo', message: 'Paid up to {date}.' },
  messagesAdded: /*i18n*/ { id: 'payments.result.messagesAdded', message: '{count} messages added.' },
  failed: /*i18n*/ { id: 'payments.result.failed', message: 'The payment failed. Nothing was charged.' },
  notCompleted: /*i18n*/ { id: 'payments.result.notCompleted', message: 'The payment was not completed. Nothing was charged.' },
  unconfirmed: /*i18n*/ {
    id: 'payments.result.unconfirmed',
    message: 'The payment provider has not confirmed this payment yet. If you paid, it shows here as soon as it does; if you left without paying, nothing was charged.',
  },
  notFound: /*i18n*/ { id: 'payments.result.notFound', message: 'This payment was not found.' },
  close: /*i18n*/ { id: 'payments.result.close', message: 'Close' },
};

/**
 * What became of a payment: read from the order, which only the provider's signed notice settles. An order
 * the provider has not settled yet says so and keeps being read; "nothing was charged" is said only of an
 * order the provider reported failed or abandoned.
 */
export function PaymentResult({ orderId, locale, onClose }: { orderId: string; locale: Locale; onClose: () => void }) {
  const t = useTranslate();
  const order = useOrder(orderId);
  const close = (
    <Button size="small" onClick={onClose}>
      {t(messages.close)}
    </Button>
  );
  if (order.isPending) return <Waiting label={t(messages.checking)} />;
  if (order.isError) return <Alert type="error" showIcon title={t(messages.notFound)} action={close} />;
  const data = order.data;
  if (data.status === 'succeeded') {
    const tariff = TARIFF_LABELS[data.tariff];
    const parts = [t(messages.paid, { amount: money(data.amount, data.currency, locale), tariff: tariff ? t(tariff) : t(unknownTariff, { code: data.tariff }) })];
    if (data.paidUpTo) parts.push(t(messages.paidUpTo, { date: formatDate(data.paidUpTo, locale) }));
    if (data.messagesAdded > 0) parts.push(t(messages.messagesAdded, { count: data.messagesAdded }));
    return <Alert type="success" showIcon role="status" title={parts.join(' ')} action={close} style={{ marginBottom: 24 }} />;
  }
  // Not settled yet is not "not paid": the order is read again (orderQuery) and this turns into the answer.
  if (data.status === 'created') return <Alert type="info" showIcon role="status" title={t(messages.unconfirmed)} action={close} style={{ marginBottom: 24 }} />;
  return <Alert type="warning" showIcon role="alert" title={t(data.status === 'failed' ? messages.failed : messages.notCompleted)} action={close} style={{ marginBottom: 24 }} />;
}

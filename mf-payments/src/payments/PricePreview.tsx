import { SELLABLE_TARIFFS, type CoverageKind, type TariffPrice } from '@cabinet/api/payments';
import { Flex, Typography } from '@cabinet/design/core';
import { formatMoney, useTranslate, type Locale, type MessageDescriptor } from '@cabinet/i18n';
import { money } from '../shared/money';

const messages = {
  title: /*i18n*/ { id: 'payments.price.title', message: 'To pay' },
  period: /*i18n*/ { id: 'payments.price.line.period', message: '{days} days of service for {units}' },
  messages: /*i18n*/ { id: 'payments.price.line.messages', message: '{count} messages' },
  reviews: /*i18n*/ { id: 'payments.price.line.reviews', message: '{count} review ratings' },
  aiBalance: /*i18n*/ { id: 'payments.price.line.aiBalance', message: 'AI balance {amount}' },
  discount: /*i18n*/ { id: 'payments.price.discount', message: 'Promo code {code}: −{percent}%' },
  updating: /*i18n*/ { id: 'payments.price.updating', message: 'Updating the price…' },
  units: /*i18n*/ { id: 'payments.price.units', message: '{count, plural, one {# item} other {# items}}' },
};

/** What the period line says the payment covers, in the words of the units chosen. */
const UNIT_LABELS: Readonly<Record<CoverageKind, MessageDescriptor>> = {
  companies: /*i18n*/ { id: 'payments.price.units.companies', message: '{count, plural, one {# company} other {# companies}}' },
  iikoOrganizations: /*i18n*/ { id: 'payments.price.units.iiko', message: '{count, plural, one {# organisation} other {# organisations}}' },
  medflexLpus: /*i18n*/ { id: 'payments.price.units.lpus', message: '{count, plural, one {# clinic} other {# clinics}}' },
  instances: /*i18n*/ { id: 'payments.price.units.instances', message: '{count, plural, one {# WhatsApp account} other {# WhatsApp accounts}}' },
  account: /*i18n*/ { id: 'payments.price.units.account', message: 'your account' },
};

/**
 * The price from PaymentInfo. While the next price loads the last one stays (the query keeps it) and only
 * dims, so the figures never flash empty; screen readers hear the new total once it lands.
 */
export function PricePreview({ price, updating, locale }: { price: TariffPrice; updating: boolean; locale: Locale }) {
  const t = useTranslate();
  const line = (kind: TariffPrice['lines'][number]) => {
    if (kind.kind === 'period') {
      const covers = SELLABLE_TARIFFS[price.tariff]?.covers;
      return t(messages.period, { days: price.days, units: t(covers ? UNIT_LABELS[covers] : messages.units, { count: kind.quantity }) });
    }
    if (kind.kind === 'messages') return t(messages.messages, { count: kind.quantity });
    if (kind.kind === 'reviews') return t(messages.reviews, { count: kind.quantity });
    return t(messages.aiBalance, { amount: formatMoney(kind.quantity, 'USD', locale) });
  };
  return (
    <section aria-labelledby="payments-price-title" aria-busy={updating} style={{ opacity: updating ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Typography.Title level={2} id="payments-price-title" style={{ fontSize: 18 }}>
        {t(messages.title)}
      </Typography.Title>
      {price.lines.map((item) => (
        <Flex key={item.kind} justify="space-between" gap={16}>
          <span>{line(item)}</span>
          <span>{money(item.amount, price.currency, locale)}</span>
        </Flex>
      ))}
      {price.promo ? (
        <Flex justify="space-between" gap={16}>
          <span>{t(messages.discount, { code: price.promo.code, percent: price.promo.discountPercent })}</span>
          <span>{`−${money(price.discount, price.currency, locale)}`}</span>
        </Flex>
      ) : null}
      <p aria-live="polite" style={{ fontSize: 24, fontWeight: 600, margin: '8px 0 0' }} data-testid="payment-total">
        {money(price.total, price.currency, locale)}
      </p>
      {updating ? <span className="sr-only">{t(messages.updating)}</span> : null}
    </section>
  );
}

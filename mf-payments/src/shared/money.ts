import type { Currency } from '@cabinet/api/payments';
import { formatMoney, type Locale } from '@cabinet/i18n';

/** An amount of the payments API (minor units: kopecks, tiyn, cents) as spec section 9 writes it: 2 500 ₽, 14 000 ₸, $30. */
export function money(minor: number, currency: Currency, locale: Locale): string {
  return formatMoney(minor / 100, currency, locale);
}

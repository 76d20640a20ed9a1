import { AI_TOP_UP_MIN_USD } from '@cabinet/api/ai';
import { formatMoney, i18n, isLocale } from '@cabinet/i18n';

/**
 * Every AI balance, price and top-up amount, in the page's language, through the one money format the other
 * remotes use (spec section 9: `$` before the amount, digits grouped the language's way): a message never
 * writes an amount itself, so pt-BR does not read "US$ 20" beside "$19,76".
 */
export function formatUsd(usd: number): string {
  return formatMoney(usd, 'USD', isLocale(i18n.locale) ? i18n.locale : 'en');
}

/** The smallest top-up, as the messages that name it show it. */
export function topUpMinimum(): { minimum: string } {
  return { minimum: formatUsd(AI_TOP_UP_MIN_USD) };
}

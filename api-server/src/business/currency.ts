import countryToCurrency from 'country-to-currency';
import { countryIso } from '@cabinet/api/countries';

/**
 * The currency a business's prices are in: that of the account's country (ISO 4217 by its ISO 3166 code), or
 * null for "other" (country 0), where a price is shown without one. Booking systems send prices as bare numbers
 * in the branch's own currency; the account's country is the best record of it we keep.
 */
export function priceCurrency(countryId: number | null): string | null {
  const iso = countryId === null ? null : countryIso(countryId);
  if (iso === null) return null;
  const currencies: Readonly<Record<string, string>> = countryToCurrency;
  return currencies[iso] ?? null;
}

import { COUNTRIES, MAIN_COUNTRY_IDS, OTHER_COUNTRY_ID, countryName } from '@cabinet/api/countries';

/**
 * The countries registration offers (spec section 9's ids), named in the reader's language: the markets the
 * spec names first, then every other country by name, then "other".
 */
export function countryOptions(locale: string, otherLabel: string): Array<{ value: number; label: string }> {
  const named = COUNTRIES.map(([id, iso]) => ({ value: id, label: countryName(iso, locale) }));
  const main = MAIN_COUNTRY_IDS.flatMap((id) => named.filter((option) => option.value === id));
  const rest = named.filter((option) => !MAIN_COUNTRY_IDS.includes(option.value)).sort((a, b) => a.label.localeCompare(b.label, locale));
  return [...main, ...rest, { value: OTHER_COUNTRY_ID, label: otherLabel }];
}

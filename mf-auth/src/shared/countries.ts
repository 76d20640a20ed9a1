import { COUNTRIES, MAIN_COUNTRY_IDS, OTHER_COUNTRY_ID, countryName } from '@cabinet/api/countries';

export interface CountryOption {
  value: number;
  label: string;
}

/**
 * The countries registration and the settings offer (spec section 9's ids), named in the reader's language:
 * the markets the spec names first, then every other country by name, then "other".
 */
export function countryOptions(locale: string, otherLabel: string): CountryOption[] {
  const main = MAIN_COUNTRY_IDS.flatMap((id) => COUNTRIES.filter(([candidate]) => candidate === id));
  const rest = COUNTRIES.filter(([id]) => !MAIN_COUNTRY_IDS.includes(id))
    .map(([id, iso]) => ({ value: id, label: countryName(iso, locale) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
  return [...main.map(([id, iso]) => ({ value: id, label: countryName(iso, locale) })), ...rest, { value: OTHER_COUNTRY_ID, label: otherLabel }];
}

export { OTHER_COUNTRY_ID };

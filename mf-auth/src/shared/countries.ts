/**
 * Country ids of spec section 9 that registration offers, with their ISO code
 * so the browser names each country in the user's language. The full list of
 * about 200 ids is not shown in the spec; these are the markets it names.
 */
export const REGISTRATION_COUNTRIES: ReadonlyArray<{ id: number; iso: string }> = [
  { id: 1, iso: 'RU' },
  { id: 8, iso: 'KZ' },
  { id: 3, iso: 'BY' },
  { id: 4, iso: 'UA' },
  { id: 55, iso: 'BR' },
];
/** Spec section 9: the default country id, for every other country. */
export const OTHER_COUNTRY_ID = 0;

export function countryName(iso: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}

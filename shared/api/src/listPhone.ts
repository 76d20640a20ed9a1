import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/*
 * An uploaded list's phones, apart from the phone schemas (phoneRules.ts re-exports them): no zod here, so
 * the mailing list's worker, which has no federation share scope to take the page's zod from, bundles only
 * the numbering plans. `@cabinet/api/list-phone`.
 */

/** A country of the numbering plans (ISO 3166-1 alpha-2), for numbers written without their country code. */
export type PhoneCountry = CountryCode;

/**
 * A phone as an uploaded list writes it: international (+7 916…, 7 916…) or national in the account's
 * country (8 916…, 916…), with any spaces, brackets or dashes. The E.164 form, or null when the number
 * is not valid for the country it reads as.
 */
export function normalizeListPhone(value: string, country: PhoneCountry): string | null {
  const text = value.trim();
  if (text === '') return null;
  const international = text.startsWith('+') ? text : null;
  const parsed = parsePhoneNumberFromString(international ?? text, country) ?? null;
  if (parsed?.isValid()) return parsed.number;
  // "79161234567" is international without its plus sign in most exports.
  const withPlus = international === null && /^\d{10,15}$/.test(text.replace(/[\s()-]/g, '')) ? parsePhoneNumberFromString(`+${text.replace(/[\s()-]/g, '')}`) : undefined;
  return withPlus?.isValid() ? withPlus.number : null;
}

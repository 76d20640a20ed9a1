import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode, type MetadataJson, type PhoneNumber } from 'libphonenumber-js/core';

/**
 * libphonenumber's functions over one copy of its numbering plans. The plans (about 19 KB gzip) come from
 * the caller: page code takes the page's shared copy (`libphonenumber-js/min/metadata`, shared by the
 * federation config, so the phone forms of several remotes fetch it once), the mailing list's worker its
 * own (`libphonenumber-js/metadata.min.json`: a worker has no federation share scope).
 */
export interface PhoneNumbers {
  parse(text: string, country?: CountryCode): PhoneNumber | undefined;
  isValid(text: string): boolean;
}

export function phoneNumbersOver(metadata: MetadataJson): PhoneNumbers {
  return {
    parse: (text, country) => (country ? parsePhoneNumberFromString(text, country, metadata) : parsePhoneNumberFromString(text, metadata)),
    isValid: (text) => isValidPhoneNumber(text, metadata),
  };
}

/** A country of the numbering plans (ISO 3166-1 alpha-2), for numbers written without their country code. */
export type PhoneCountry = CountryCode;

/**
 * A phone as an uploaded list writes it: international (+7 916…, 7 916…) or national in the account's
 * country (8 916…, 916…), with any spaces, brackets or dashes. The E.164 form, or null when the number
 * is not valid for the country it reads as.
 */
export function listPhoneWith(numbers: PhoneNumbers, value: string, country: PhoneCountry): string | null {
  const text = value.trim();
  if (text === '') return null;
  const international = text.startsWith('+') ? text : null;
  const parsed = numbers.parse(international ?? text, country);
  if (parsed?.isValid()) return parsed.number;
  // "79161234567" is international without its plus sign in most exports.
  const digits = text.replace(/[\s()-]/g, '');
  const withPlus = international === null && /^\d{10,15}$/.test(digits) ? numbers.parse(`+${digits}`) : undefined;
  return withPlus?.isValid() ? withPlus.number : null;
}

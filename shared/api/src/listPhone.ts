import metadata from 'libphonenumber-js/metadata.min.json';
import { listPhoneWith, phoneNumbersOver, type PhoneCountry } from './phoneNumbers';

/*
 * An uploaded list's phones, apart from the phone schemas: no zod here, so the mailing list's worker, which
 * has no federation share scope to take the page's zod (or the page's numbering plans) from, bundles only
 * its own plans. `@cabinet/api/list-phone`.
 */

export type { PhoneCountry } from './phoneNumbers';

const numbers = phoneNumbersOver(metadata);

/** An uploaded list's phone in E.164, or null (phoneNumbers.ts, `listPhoneWith`). */
export function normalizeListPhone(value: string, country: PhoneCountry): string | null {
  return listPhoneWith(numbers, value, country);
}

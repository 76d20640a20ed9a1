import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import * as z from '@cabinet/api/zod';
import { checkRequired, type RuleCode } from './rules';
import { byRule } from './schema-helpers';

/*
 * Phone numbers, apart from the other rules: the numbering plans are about 28 KB gzip, so they load with
 * the first form that takes a phone (registration, blacklist, chatbots, a flow's call button), through
 * `@cabinet/api/phone`, and neither the sign-in page nor the lists pay for them.
 */

/** A phone in international form (+ and country code), of a length that numbering plan allows. */
export function checkPhone(value: string | null | undefined): RuleCode | null {
  if (checkRequired(value)) return 'required';
  return isValidPhoneNumber((value ?? '').trim()) ? null : 'phone.invalid';
}

/** The E.164 form the API stores, or null when the number is not valid. */
export function normalizePhone(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim());
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A phone as someone types it in their own country's way ("8 900 555 00 01", "(11) 91234-5678"): its E.164
 * form, read in the country of `homePhone` (the owner's own number; Russia, the market's default, without
 * one), or null when it is not a valid number there or internationally.
 */
export function phoneAsTypedIn(value: string, homePhone: string | null): string | null {
  const region = (homePhone ? parsePhoneNumberFromString(homePhone)?.country : undefined) ?? 'RU';
  const parsed = parsePhoneNumberFromString(value.trim(), region);
  return parsed?.isValid() ? parsed.number : null;
}

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

export const phoneSchema = z.pipe(
  z.string().check(z.superRefine(byRule(checkPhone))),
  z.transform((value: string) => normalizePhone(value) ?? value),
);

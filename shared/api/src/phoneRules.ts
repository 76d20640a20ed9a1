import metadata from 'libphonenumber-js/min/metadata';
import * as z from '@cabinet/api/zod';
import { checkRequired, type RuleCode } from './rules';
import { byRule } from './schema-helpers';
import { listPhoneWith, phoneNumbersOver, type PhoneCountry } from './phoneNumbers';

/*
 * Phone numbers, apart from the other rules: the numbering plans are about 19 KB gzip, so they load with
 * the first form that takes a phone (registration, blacklist, chatbots, a flow's call button), through
 * `@cabinet/api/phone`, and neither the sign-in page nor the lists pay for them. The plans are the page's
 * shared copy (phoneNumbers.ts): a second remote's phone form does not fetch them again.
 */
const numbers = phoneNumbersOver(metadata);

/** A phone in international form (+ and country code), of a length that numbering plan allows. */
export function checkPhone(value: string | null | undefined): RuleCode | null {
  if (checkRequired(value)) return 'required';
  return numbers.isValid((value ?? '').trim()) ? null : 'phone.invalid';
}

/** The E.164 form the API stores, or null when the number is not valid. */
export function normalizePhone(value: string): string | null {
  const parsed = numbers.parse(value.trim());
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A phone as someone types it in their own country's way ("8 900 555 00 01", "(11) 91234-5678"): its E.164
 * form, read in the country of `homePhone` (the owner's own number; Russia, the market's default, without
 * one), or null when it is not a valid number there or internationally.
 */
export function phoneAsTypedIn(value: string, homePhone: string | null): string | null {
  const region = (homePhone ? numbers.parse(homePhone)?.country : undefined) ?? 'RU';
  const parsed = numbers.parse(value.trim(), region);
  return parsed?.isValid() ? parsed.number : null;
}

export type { PhoneCountry } from './phoneNumbers';

/** An uploaded list's phone in E.164, or null (phoneNumbers.ts, `listPhoneWith`), over the page's plans. */
export function normalizeListPhone(value: string, country: PhoneCountry): string | null {
  return listPhoneWith(numbers, value, country);
}

export const phoneSchema = z.pipe(
  z.string().check(z.superRefine(byRule(checkPhone))),
  z.transform((value: string) => normalizePhone(value) ?? value),
);

import * as z from '@cabinet/api/zod';

/*
 * Changing the account's phone with a confirmation code (spec sections 5 and 9: the code is valid 30 s,
 * at most 3 attempts a day). Not shown in the spec; our reading, which the API enforces:
 *
 * - An attempt is a confirmation with a wrong code (an expired one asks for a new code and uses none). After the third in 24 hours both
 *   asking for a code and confirming are refused (PHONE_CODE_LIMIT) until `blockedUntil`, 24 hours after
 *   the first of them.
 * - A new code may be asked once the previous one has expired (`nextCodeAt`, the screen's countdown), and
 *   at most PHONE_CODES_PER_DAY times in 24 hours, so the form cannot be used to flood a number.
 * - The code reaches the new number as a service message (the development outbox shows it locally:
 *   GET dev/outbox/phone). Only its hash is stored; a newer code replaces the older one.
 */

export const PHONE_CODE_TTL_SECONDS = 30;
export const PHONE_CODE_ATTEMPTS_PER_DAY = 3;
export const PHONE_CODES_PER_DAY = 5;
export const PHONE_CODE_LENGTH = 6;

export const changePhoneRequestSchema = z.object({
  code: z.string().check(z.trim(), z.superRefine((value: string, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: 'required' });
    else if (!/^\d{6}$/.test(value)) ctx.addIssue({ code: 'custom', message: 'phoneCode.invalid' });
  })),
});
export type ChangePhoneRequest = z.input<typeof changePhoneRequestSchema>;

/** Where the change stands: the number a code was sent to, when it expires and when another may be asked. */
export const phoneCodeStateSchema = z.object({
  /** The number waiting for its code, or null. */
  phone: z.nullable(z.string()),
  expiresAt: z.nullable(z.iso.datetime({ offset: true })),
  /** When a new code may be asked (now or earlier: at once). */
  nextCodeAt: z.iso.datetime({ offset: true }),
  attemptsLeft: z.int(),
  /** Set while the day's attempts are used up. */
  blockedUntil: z.nullable(z.iso.datetime({ offset: true })),
});
export type PhoneCodeState = z.infer<typeof phoneCodeStateSchema>;

import { isCountryId } from '../countries';
import * as z from '@cabinet/api/zod';
import { checkPasswordConfirmation, type RuleCode } from '../rules';
import { emailSchema, passwordSchema } from '../schema-helpers';
import { phoneSchema } from '../phoneRules';

// Registration has a phone number: its schema is part of `@cabinet/api/phone`, not of `@cabinet/api/core`;
// mf-auth's sign-in calls (mf-auth/src/api/signIn.ts) send it.

/**
 * Spec section 7's payload, plus two fields of the Registration entity
 * (section 3): `isAgreeWithTerms`, refused when false, and `language`.
 * Both are optional so a client sending the spec's payload alone still works.
 * Registration answers with both tokens: the user is signed in at once.
 */
export const registerRequestSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema('signIn'),
    confirmPassword: z.string(),
    phone: phoneSchema,
    utmTag: z.nullish(z.string().check(z.maxLength(200))),
    countryId: z.nullish(z.int().check(z.refine(isCountryId, { error: 'country.unknown' satisfies RuleCode }))),
    clientHost: z.string().check(z.minLength(1), z.maxLength(253)),
    isAgreeWithTerms: z.optional(z.boolean()),
    language: z.nullish(z.string().check(z.maxLength(10))),
  })
  .check(
    z.superRefine((value, ctx) => {
      const code = checkPasswordConfirmation(value.password, value.confirmPassword);
      if (code) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: code });
      if (value.isAgreeWithTerms === false) ctx.addIssue({ code: 'custom', path: ['isAgreeWithTerms'], message: 'terms.required' });
    }),
  );
export type RegisterRequest = z.input<typeof registerRequestSchema>;

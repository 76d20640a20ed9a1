import * as z from '@cabinet/api/zod';
import { checkEmail, checkPassword, type PasswordKind, type RuleCode } from './rules';

// The contract's schemas are written with zod's tree-shakable build (`zod/mini`): the classic build's parsers
// are methods, so it ships whole (about 20 KB gzip) to the first page that imports it. Both builds share one
// core, so api-server's routes (classic zod, on the server) nest these schemas and parse the same.

/** Turns a rule into a zod refinement whose issue message is the rule's code (any domain's rule code). */
export function byRule<T>(check: (value: T) => string | null) {
  return (value: T, ctx: z.core.$RefinementCtx<T>) => {
    const code = check(value);
    if (code) ctx.addIssue({ code: 'custom', message: code });
  };
}

export const emailSchema = z.pipe(
  z.string().check(z.superRefine(byRule(checkEmail))),
  z.transform((value: string) => value.trim().toLowerCase()),
);

export const passwordSchema = (kind: PasswordKind) => z.string().check(z.superRefine(byRule((value: string) => checkPassword(value, kind))));

export const requiredString = z.string().check(z.trim(), z.minLength(1, { error: 'required' satisfies RuleCode }));

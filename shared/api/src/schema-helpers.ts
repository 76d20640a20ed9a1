import { z } from 'zod';
import { checkEmail, checkPassword, checkPhone, normalizePhone, type PasswordKind, type RuleCode } from './rules';

/** Turns a rule into a zod refinement whose issue message is the rule's code. */
function byRule<T>(check: (value: T) => RuleCode | null) {
  return (value: T, ctx: z.RefinementCtx) => {
    const code = check(value);
    if (code) ctx.addIssue({ code: 'custom', message: code });
  };
}

export const emailSchema = z
  .string()
  .superRefine(byRule(checkEmail))
  .transform((value) => value.trim().toLowerCase());

export const passwordSchema = (kind: PasswordKind) => z.string().superRefine(byRule((value: string) => checkPassword(value, kind)));

export const phoneSchema = z
  .string()
  .superRefine(byRule(checkPhone))
  .transform((value) => normalizePhone(value) ?? value);

export const requiredString = z.string().trim().min(1, { message: 'required' satisfies RuleCode });

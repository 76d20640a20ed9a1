import { z } from 'zod';
import type { FlowRuleCode } from './flows/rules';
import { checkEmail, checkPassword, type PasswordKind, type RuleCode } from './rules';

/** Turns a rule into a zod refinement whose issue message is the rule's code (any domain's rule code). */
export function byRule<T>(check: (value: T) => string | null) {
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

export const requiredString = z.string().trim().min(1, { message: 'required' satisfies RuleCode });

/** Trimmed text of at most `max` characters (rule code text.tooLong beyond). */
export const boundedText = (max: number) => z.string().trim().max(max, { error: 'text.tooLong' satisfies FlowRuleCode });

/** Trimmed, non-empty text of at most `max` characters. */
export const requiredBoundedText = (max: number) => boundedText(max).min(1, { error: 'required' satisfies RuleCode });

/** A list whose items are all different (rule code list.duplicate otherwise). */
export const uniqueList = <T extends z.ZodType>(item: T) =>
  z.array(item).superRefine(byRule((values: readonly unknown[]) => (new Set(values).size === values.length ? null : ('list.duplicate' satisfies FlowRuleCode))));

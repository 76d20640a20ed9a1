import { z } from 'zod';
import type { FlowRuleCode } from './flows/rules';
import type { RuleCode } from './rules';
import { byRule } from './schema-helpers';

// The domains' shared schema pieces (classic zod: they load with the domains, not on the sign-in page).

/** Trimmed text of at most `max` characters (rule code text.tooLong beyond). */
export const boundedText = (max: number) => z.string().trim().max(max, { error: 'text.tooLong' satisfies FlowRuleCode });

/** Trimmed, non-empty text of at most `max` characters. */
export const requiredBoundedText = (max: number) => boundedText(max).min(1, { error: 'required' satisfies RuleCode });

/** A list whose items are all different (rule code list.duplicate otherwise). */
export const uniqueList = <T extends z.ZodType>(item: T) =>
  z.array(item).superRefine(byRule((values: readonly unknown[]) => (new Set(values).size === values.length ? null : ('list.duplicate' satisfies FlowRuleCode))));

import * as z from '@cabinet/api/zod';
import type { FlowRuleCode } from './flows/rules';
import type { RuleCode } from './rules';
import { byRule } from './schema-helpers';

// The domains' shared schema pieces.

/** Trimmed text of at most `max` characters (rule code text.tooLong beyond). */
export const boundedText = (max: number) => z.string().check(z.trim(), z.maxLength(max, { error: 'text.tooLong' satisfies FlowRuleCode }));

/** Trimmed, non-empty text of at most `max` characters. */
export const requiredBoundedText = (max: number) => boundedText(max).check(z.minLength(1, { error: 'required' satisfies RuleCode }));

/** A list whose items are all different (rule code list.duplicate otherwise). */
export const uniqueList = <T extends z.ZodMiniType>(item: T) =>
  z.array(item).check(z.superRefine(byRule((values: readonly unknown[]) => (new Set(values).size === values.length ? null : ('list.duplicate' satisfies FlowRuleCode)))));

import type { z } from 'zod';
import { RULE_CODES, RULE_MESSAGES, type RuleCode } from '@cabinet/api/contract';
import { ApiError } from './ApiError';

/**
 * Parses a request part with a zod schema; on failure throws a 400 VALIDATION_FAILED whose `fields` maps
 * each field to its rule code, the code the client's own form check gives for the same input.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationError(result.error.issues, input);
}

function validationError(issues: readonly z.core.$ZodIssue[], input: unknown): ApiError {
  const fields: Record<string, string> = {};
  let message: string | null = null;
  for (const issue of issues) {
    const code = issueCode(issue, input);
    const field = issue.path.map(String).join('.');
    if (field !== '' && !(field in fields)) fields[field] = code;
    message ??= isRuleCode(code) ? RULE_MESSAGES[code] : issue.message;
  }
  // A body that is not an object at all has no field to name.
  return new ApiError(400, 'VALIDATION_FAILED', message ?? 'The request is not valid', Object.keys(fields).length > 0 ? fields : undefined);
}

/**
 * The shared rules put their code in the issue message. A field that is missing altogether fails zod's
 * type check before any rule runs: we call that 'required', as the client does. Any other zod issue
 * keeps zod's own message, which the client shows as it is.
 */
function issueCode(issue: z.core.$ZodIssue, input: unknown): string {
  if (isRuleCode(issue.message)) return issue.message;
  if (issue.code === 'invalid_type' && valueAt(input, issue.path) == null) return 'required';
  return issue.message;
}

function isRuleCode(value: string): value is RuleCode {
  return RULE_CODES.some((code) => code === value);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}

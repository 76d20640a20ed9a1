import { z } from 'zod';
import { AI_RULE_CODES, AI_RULE_MESSAGES } from '@cabinet/api/ai';
import { DISTRIBUTION_RULE_CODES, DISTRIBUTION_RULE_MESSAGES } from '@cabinet/api/distributions';
import { FLOW_RULE_CODES, FLOW_RULE_MESSAGES } from '@cabinet/api/flows';
import { RULE_CODES, RULE_MESSAGES } from '@cabinet/api/contract';
import { QUALITY_RULE_CODES, QUALITY_RULE_MESSAGES } from '@cabinet/api/quality';
import { WIDGET_RULE_CODES, WIDGET_RULE_MESSAGES } from '@cabinet/api/widgets';
import { ApiError } from './ApiError';

/**
 * Parses a request part with a zod schema; on failure throws a 400 VALIDATION_FAILED whose `fields` maps
 * each field to its rule code, the code the client's own form check gives for the same input.
 */
export function parseWith<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  // No text the API stores or searches may hold a NUL character: PostgreSQL refuses it in any text.
  const withNul = nulPaths(input);
  if (withNul.length > 0) throw ruleViolation(Object.fromEntries(withNul.map((path) => [path, NUL_CODE])), 'Text cannot contain a NUL character (U+0000)');
  // Core-typed: the sign-in schemas are `zod/mini` ones, the domains' classic; both parse alike.
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  throw validationError(result.error.issues, input);
}

/**
 * A 400 VALIDATION_FAILED for rules checked outside a schema (those reading several fields, the time or
 * the database), in the same shape as parseWith's: the message is the first refused field's.
 */
export function ruleViolation(fields: Readonly<Record<string, string | undefined>>, message?: string): ApiError {
  const entries = Object.entries(fields).flatMap(([field, code]) => (code ? [[field, code] as const] : []));
  const first = entries[0]?.[1];
  const text = message ?? (first !== undefined ? (ruleMessage(first) ?? first) : 'The request is not valid');
  return new ApiError(400, 'VALIDATION_FAILED', text, entries.length > 0 ? Object.fromEntries(entries) : undefined);
}

function validationError(issues: readonly z.core.$ZodIssue[], input: unknown): ApiError {
  const fields: Record<string, string> = {};
  let message: string | null = null;
  for (const issue of issues) {
    const code = issueCode(issue, input);
    const field = issue.path.map(String).join('.');
    if (field !== '' && !(field in fields)) fields[field] = code;
    message ??= ruleMessage(code) ?? issue.message;
  }
  // A body that is not an object at all has no field to name.
  return new ApiError(400, 'VALIDATION_FAILED', message ?? 'The request is not valid', Object.keys(fields).length > 0 ? fields : undefined);
}

/**
 * The shared rules put their code in the issue message. A field that is missing altogether fails zod's
 * type (or enum, or union) check before any rule runs: we call that 'required', as the client does. Any other zod issue
 * keeps zod's own message, which the client shows as it is.
 */
function issueCode(issue: z.core.$ZodIssue, input: unknown): string {
  if (ruleMessage(issue.message) !== null) return issue.message;
  const missing = valueAt(input, issue.path) == null;
  if (missing && (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union')) return 'required';
  return issue.message;
}

/** The English wording of a rule code of any domain (account rules, flow rules), or null for other text. */
function ruleMessage(value: string): string | null {
  const general = RULE_CODES.find((code) => code === value);
  if (general) return RULE_MESSAGES[general];
  const flow = FLOW_RULE_CODES.find((code) => code === value);
  if (flow) return FLOW_RULE_MESSAGES[flow];
  const distribution = DISTRIBUTION_RULE_CODES.find((code) => code === value);
  if (distribution) return DISTRIBUTION_RULE_MESSAGES[distribution];
  const widget = WIDGET_RULE_CODES.find((code) => code === value);
  if (widget) return WIDGET_RULE_MESSAGES[widget];
  const quality = QUALITY_RULE_CODES.find((code) => code === value);
  if (quality) return QUALITY_RULE_MESSAGES[quality];
  const ai = AI_RULE_CODES.find((code) => code === value);
  return ai ? AI_RULE_MESSAGES[ai] : null;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current = input;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = Reflect.get(current, key);
  }
  return current;
}

/** The code of a field whose text holds a NUL character. */
const NUL_CODE = 'text.nul';

/** The dotted paths of every string in a parsed request part that holds a NUL character (depth-limited). */
function nulPaths(input: unknown, path: readonly string[] = [], depth = 0): string[] {
  if (typeof input === 'string') return input.includes('\u0000') ? [path.length > 0 ? path.join('.') : 'body'] : [];
  if (typeof input !== 'object' || input === null || depth > 16) return [];
  const entries: Array<[string, unknown]> = Array.isArray(input) ? input.map((value, index) => [String(index), value]) : Object.entries(input);
  return entries.flatMap(([key, value]) => [...(key.includes('\u0000') ? [[...path, key].join('.')] : []), ...nulPaths(value, [...path, key], depth + 1)]);
}

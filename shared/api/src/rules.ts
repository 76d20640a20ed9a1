
/**
 * The validation rules of spec section 5, written once: the design package's
 * form fields and api-server's request schemas both call these, so the browser
 * and the API refuse exactly the same input. Each rule answers with a code;
 * the client translates the code, the API sends it with an English message.
 */

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 6;
/**
 * The spec has two upper limits: "under 50" on the sign-in and registration
 * texts, "at most 20" on the others (reset and change of password). We keep
 * both as written; a longer password set at registration still signs in.
 */
export const PASSWORD_MAX_LENGTH = { signIn: 49, other: 20 } as const;
export type PasswordKind = keyof typeof PASSWORD_MAX_LENGTH;

export const RULE_CODES = [
  'required',
  'email.invalid',
  'email.tooLong',
  'password.tooShort',
  'password.tooLong',
  'password.cyrillic',
  'password.spaces',
  'password.mismatch',
  'phone.invalid',
  'terms.required',
  'country.unknown',
] as const;
export type RuleCode = (typeof RULE_CODES)[number];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const CYRILLIC = /[\u0400-\u04FF]/;
const WHITESPACE = /\s/;

export function checkRequired(value: string | null | undefined): RuleCode | null {
  return value == null || value.trim() === '' ? 'required' : null;
}

export function checkEmail(value: string | null | undefined): RuleCode | null {
  if (checkRequired(value)) return 'required';
  const email = (value ?? '').trim();
  if (email.length > EMAIL_MAX_LENGTH) return 'email.tooLong';
  return EMAIL_PATTERN.test(email) ? null : 'email.invalid';
}

export function checkPassword(value: string | null | undefined, kind: PasswordKind): RuleCode | null {
  if (value == null || value === '') return 'required';
  if (CYRILLIC.test(value)) return 'password.cyrillic';
  if (WHITESPACE.test(value)) return 'password.spaces';
  if (value.length < PASSWORD_MIN_LENGTH) return 'password.tooShort';
  if (value.length > PASSWORD_MAX_LENGTH[kind]) return 'password.tooLong';
  return null;
}

export function checkPasswordConfirmation(password: string | null | undefined, confirmation: string | null | undefined): RuleCode | null {
  if (confirmation == null || confirmation === '') return 'required';
  return password === confirmation ? null : 'password.mismatch';
}

export function checkTerms(value: boolean | null | undefined): RuleCode | null {
  return value === true ? null : 'terms.required';
}

/** English wording of each rule, as the API sends it; the client shows its own translation of the code. */
export const RULE_MESSAGES: Record<RuleCode, string> = {
  required: 'The field cannot be empty',
  'email.invalid': 'Email is not valid',
  'email.tooLong': `Email must be at most ${EMAIL_MAX_LENGTH} characters`,
  'password.tooShort': `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  'password.tooLong': 'Password is too long',
  'password.cyrillic': 'Password must not contain Cyrillic letters',
  'password.spaces': 'Password must not contain spaces',
  'password.mismatch': 'Passwords do not match',
  'phone.invalid': 'Phone number is not valid',
  'terms.required': 'You must agree to the terms',
  'country.unknown': 'Pick a country from the list',
};

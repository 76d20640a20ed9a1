import { RULE_CODES, type RuleCode } from '@cabinet/api/core';
import type { AdminRuleCode } from '@cabinet/api/admin';
import { ruleMessage, useDescribeError, type DescribedError, type FieldKind } from '@cabinet/design/core';
import type { MessageDescriptor } from '@cabinet/i18n';

const EMAIL_TAKEN: MessageDescriptor = /*i18n*/ { id: 'admin.error.emailTaken', message: 'Another account has this e-mail' };

/** The back office's error codes in the admin's words; any other code shows the server's message (spec section 8). */
const ADMIN_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  ADMIN_USER_NOT_FOUND: /*i18n*/ { id: 'admin.error.userNotFound', message: 'There is no such user' },
  ADMIN_PAYMENT_NOT_FOUND: /*i18n*/ { id: 'admin.error.paymentNotFound', message: 'This user has no such payment' },
  ADMIN_EMAIL_TAKEN: EMAIL_TAKEN,
};

export function useDescribeAdminError(): (error: unknown) => Promise<DescribedError> {
  return useDescribeError(ADMIN_ERRORS);
}

/** Each admin rule code (shared/api/src/admin/rules.ts) as the admin reads it at its field. */
const ADMIN_RULES: Record<AdminRuleCode | 'text.tooLong', MessageDescriptor> = {
  'admin.emailTaken': EMAIL_TAKEN,
  'admin.payDestinationNotOffered': /*i18n*/ { id: 'admin.rule.payDestination', message: 'Only pay destinations marked [FM] can be chosen' },
  'admin.managerFired': /*i18n*/ { id: 'admin.rule.managerFired', message: 'This manager has left: choose another' },
  'admin.unknownManager': /*i18n*/ { id: 'admin.rule.unknownManager', message: 'There is no such manager' },
  'admin.dateOrder': /*i18n*/ { id: 'admin.rule.dateOrder', message: 'The period must end after it begins' },
  'admin.amountRange': /*i18n*/ { id: 'admin.rule.amountRange', message: 'The amount must be from 0 to 10,000,000' },
  'admin.unitUnknown': /*i18n*/ { id: 'admin.rule.unitUnknown', message: 'A chosen unit is not this user’s' },
  'admin.unknownUser': /*i18n*/ { id: 'admin.rule.unknownUser', message: 'No user has this e-mail' },
  'admin.tooManyUsers': /*i18n*/ { id: 'admin.rule.tooManyUsers', message: 'Too many users: at most 200' },
  'text.tooLong': /*i18n*/ { id: 'admin.rule.textTooLong', message: 'The text is too long' },
};
const INVALID: MessageDescriptor = /*i18n*/ { id: 'admin.rule.invalid', message: 'The value is not valid' };

const isRuleCode = (code: string): code is RuleCode => RULE_CODES.some((known) => known === code);
const isAdminCode = (code: string): code is keyof typeof ADMIN_RULES => code in ADMIN_RULES;

/** The wording of any rule code an admin's field can get back (the toolkit's forms take it as their RuleMessageOf). */
export function adminRuleMessage(code: string, field: FieldKind = 'generic'): { descriptor: MessageDescriptor } {
  if (isAdminCode(code)) return { descriptor: ADMIN_RULES[code] };
  if (isRuleCode(code)) return { descriptor: ruleMessage(code, field) };
  return { descriptor: INVALID };
}

import { RULE_CODES, type RuleCode } from '@cabinet/api/core';
import type { PromocodeRuleCode } from '@cabinet/api/admin';
import { ruleMessage, useDescribeError, type DescribedError, type FieldKind } from '@cabinet/design/core';
import type { MessageDescriptor } from '@cabinet/i18n';

const EXISTS: MessageDescriptor = /*i18n*/ { id: 'admin.promocodes.rule.exists', message: 'This code is taken: choose another' };

/** The promo code calls' error codes in the admin's words; any other shows the server's message (spec section 8). */
const ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  ADMIN_PROMOCODE_NOT_FOUND: /*i18n*/ { id: 'admin.promocodes.error.notFound', message: 'There is no such promo code' },
  ADMIN_PROMOCODE_EXISTS: EXISTS,
};

export function useDescribePromocodeError(): (error: unknown) => Promise<DescribedError> {
  return useDescribeError(ERRORS);
}

/** Each rule of making a code (shared/api/src/admin/promocodes.ts) as the admin reads it at its field. */
const RULES: Record<PromocodeRuleCode, MessageDescriptor> = {
  'promocode.format': /*i18n*/ { id: 'admin.promocodes.rule.format', message: 'From 4 to 20 Latin letters, digits, _ or -' },
  'promocode.exists': EXISTS,
  'promocode.discountRange': /*i18n*/ { id: 'admin.promocodes.rule.discountRange', message: 'The discount must be from 1 to 100%' },
  'promocode.countRange': /*i18n*/ { id: 'admin.promocodes.rule.countRange', message: 'Enter a whole number from 0, or leave it empty for no limit' },
  'promocode.paymentsOrder': /*i18n*/ { id: 'admin.promocodes.rule.paymentsOrder', message: 'Must not be less than the payments made before' },
  'promocode.expireInPast': /*i18n*/ { id: 'admin.promocodes.rule.expireInPast', message: 'The expiry date must be ahead' },
  'promocode.unknownTariff': /*i18n*/ { id: 'admin.promocodes.rule.unknownTariff', message: 'Tariff codes are from 0 to 25' },
  'promocode.rewardRange': /*i18n*/ { id: 'admin.promocodes.rule.rewardRange', message: 'The reward is out of range' },
  'promocode.rewardWithoutOwner': /*i18n*/ { id: 'admin.promocodes.rule.rewardWithoutOwner', message: 'Only a code with an owner rewards anyone' },
  'promocode.unknownOwner': /*i18n*/ { id: 'admin.promocodes.rule.unknownOwner', message: 'No account has this e-mail' },
};
const INVALID: MessageDescriptor = /*i18n*/ { id: 'admin.promocodes.rule.invalid', message: 'The value is not valid' };

const isRuleCode = (code: string): code is RuleCode => RULE_CODES.some((known) => known === code);
const isPromoCode = (code: string): code is PromocodeRuleCode => code in RULES;

export function promocodeRuleMessage(code: string, field: FieldKind = 'generic'): { descriptor: MessageDescriptor } {
  if (isPromoCode(code)) return { descriptor: RULES[code] };
  if (isRuleCode(code)) return { descriptor: ruleMessage(code, field) };
  return { descriptor: INVALID };
}

/**
 * The back office's rules (spec sections 6 and 9) shared by the admin's forms and the API.
 */

/** Spec section 9: a payment an admin adds starts as 2500 roubles of tariff 1. */
export const ADMIN_PAYMENT_DEFAULTS = { amount: 2500, tariff: 1, currency: 'RUB' } as const;

/** Spec section 6: only pay destinations whose name carries this marker are offered for a payment. */
export const FM_MARKER = '[FM]';

export function isOfferedPayDestination(name: string): boolean {
  return name.includes(FM_MARKER);
}

/**
 * Where a payment came from, as /admin/pays filters it: a provider's settled order, or `manual` for one an
 * admin added (a bank transfer, a compensation).
 */
export const ADMIN_PAY_PROVIDERS = ['YoomoneyPay', 'Paybox', 'StripePay', 'TinkoffPay', 'manual'] as const;
export type AdminPayProvider = (typeof ADMIN_PAY_PROVIDERS)[number];

/** Rule codes of the admin's forms, beside the platform's (required, email.invalid, phone.invalid). */
export const ADMIN_RULE_CODES = ['admin.emailTaken', 'admin.payDestinationNotOffered', 'admin.managerFired', 'admin.unknownManager', 'admin.dateOrder', 'admin.amountRange', 'admin.unitUnknown'] as const;
export type AdminRuleCode = (typeof ADMIN_RULE_CODES)[number];

/** What an audit entry records a change to. */
export const AUDIT_ENTITIES = ['user', 'payment', 'leadInfo', 'promocode'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const AUDIT_ACTIONS = ['create', 'update'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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
export const ADMIN_RULE_CODES = ['admin.emailTaken', 'admin.payDestinationNotOffered', 'admin.managerFired', 'admin.unknownManager', 'admin.dateOrder', 'admin.amountRange', 'admin.unitUnknown', 'admin.unknownUser', 'admin.tooManyUsers'] as const;
export type AdminRuleCode = (typeof ADMIN_RULE_CODES)[number];

/** What an audit entry records a change to. */
export const AUDIT_ENTITIES = ['user', 'payment', 'leadInfo', 'promocode', 'accident'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
export const AUDIT_ACTIONS = ['create', 'update'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Account churn flags (spec section 4), computed by the API from stored rows:
 * - notAuthorized: a WhatsApp or MAX instance of the user is not authorised (the phone logged out);
 * - paymentExpires: the latest paid-up-to of anything the user pays for ends within CHURN_PAYMENT_DAYS days,
 *   or ended at most CHURN_PAYMENT_DAYS days ago with nothing paid since;
 * - disconnectedCompany: a connected booking branch stopped feeding: its booking account is refused by the
 *   system (the last pull's error) or the system marks the branch inactive;
 * - competitorInstalled: another messaging integration is recorded on one of the user's branches and not removed.
 */
export const CHURN_FLAGS = ['notAuthorized', 'paymentExpires', 'disconnectedCompany', 'competitorInstalled'] as const;
export type ChurnFlag = (typeof CHURN_FLAGS)[number];
export const CHURN_PAYMENT_DAYS = 7;
/** The users list's churn filter: one of the flags, or `any` of them. */
export const CHURN_FILTERS = [...CHURN_FLAGS, 'any'] as const;
export type ChurnFilter = (typeof CHURN_FILTERS)[number];

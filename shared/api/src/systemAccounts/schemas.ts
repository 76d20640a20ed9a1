import * as z from '@cabinet/api/zod';
import { BOOKING_STAFF_AREAS, BOOKING_SYSTEMS } from './staffAccess';

/*
 * System accounts (issue 19, spec sections 2, 3 "Company" and "Connection accounts", 8): the booking and
 * ordering systems an owner connects under /accounts/*. The spec shows no call for connecting one; the
 * calls (paths.ts) are designed in the style of section 7, one path family per kind.
 *
 * Yclients and Altegio (Altegio is Yclients' international brand and speaks the same API): the owner gives
 * the booking system's login, password and the id of a company (a branch). The cabinet signs in to the
 * system (its password is never stored: only the user token the system answers), reads the account's
 * companies, refuses a company id the account does not have (BRANCH_NOT_FOUND, "branch not found"),
 * activates the integration for the branch through the system's marketplace (SYSTEM_CONNECT_FAILED,
 * "marketplace or branch connect failure") and starts the business-data feed: clients, masters, services
 * and visits are read at once and then pulled every minute (records changed since the last pull), so the
 * flows see them. Every company of the account is listed; those not connected yet connect with one call.
 */


/** Every kind of system account, for the /accounts list (the list page reads SYSTEM_ACCOUNT_PATHS.summary). */
export const SYSTEM_ACCOUNT_KINDS = ['yclients', 'altegio', 'amo', 'iiko', 'medflex'] as const;
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];

/** The refusals of system accounts, each a message of spec section 8 on the client. */
export const SYSTEM_ACCOUNT_ERROR_CODES = [
  'SYSTEM_WRONG_CREDENTIALS',
  'SYSTEM_TIMEOUT',
  'SYSTEM_UNAVAILABLE',
  'SYSTEM_CONNECT_FAILED',
  'BRANCH_NOT_FOUND',
  'SYSTEM_ACCOUNT_NOT_FOUND',
  'SYSTEM_ACCOUNT_EXISTS',
  'AMO_MISSING_PARAMETERS',
] as const;
export type SystemAccountErrorCode = (typeof SYSTEM_ACCOUNT_ERROR_CODES)[number];

const trimmed = (max: number) => z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(max, { error: 'tooLong' }));

/** A company id as the booking system numbers them. */
export const companyIdSchema = z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.refine((value: string) => /^\d{1,12}$/.test(value), { error: 'companyId.invalid' }));

export const connectBookingAccountRequestSchema = z.object({
  login: trimmed(254),
  // Not trimmed: a password may start or end with a space.
  password: z.string().check(z.minLength(1, { error: 'required' }), z.maxLength(200, { error: 'tooLong' })),
  companyId: companyIdSchema,
});
export type ConnectBookingAccountRequest = z.infer<typeof connectBookingAccountRequestSchema>;

export const connectCompanyRequestSchema = z.object({ companyId: companyIdSchema });
export type ConnectCompanyRequest = z.infer<typeof connectCompanyRequestSchema>;

/**
 * A company of the account (spec section 3 "Company"): connected (the feed runs), available (the account
 * has it, not connected), or inactive (the system says the company is closed; it cannot be connected).
 */
export const COMPANY_STATUSES = ['connected', 'available', 'inactive'] as const;

export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const bookingCompanySchema = z.object({
  /** The company's id in the booking system (spec: account id). */
  accountId: z.string(),
  /** The cabinet's own id of the connected company (spec: internal id); null until connected. */
  internalId: z.nullable(z.string()),
  name: z.string(),
  status: z.enum(COMPANY_STATUSES),
  /** Webhook addresses registered with the system for this company. */
  webhooksCount: z.int(),
  /** Masters not fired, as the system lists them. */
  activeMastersCount: z.int(),
  timezone: z.string(),
  city: z.string(),
  /** What the feed brought so far (connected companies; 0 otherwise). */
  clientsCount: z.int(),
  upcomingVisitsCount: z.int(),
  /** The areas the connecting user's rights in the system exclude, as its last pull found them. */
  deniedAreas: z.array(z.enum(BOOKING_STAFF_AREAS)),
});
export type BookingCompany = z.infer<typeof bookingCompanySchema>;

/** A visit the feed brought, newest first: what the owner watches arrive. */
export const feedVisitSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  clientName: z.string(),
  startsAt: z.iso.datetime({ offset: true }),
  receivedAt: z.iso.datetime({ offset: true }),
});
export type FeedVisit = z.infer<typeof feedVisitSchema>;

export const bookingAccountSchema = z.object({
  id: z.string(),
  system: z.enum(BOOKING_SYSTEMS),
  login: z.string(),
  companies: z.array(bookingCompanySchema),
  /** When the last pull succeeded; null before the first. */
  lastSyncedAt: z.nullable(z.iso.datetime({ offset: true })),
  /** The last pull's failure (a SYSTEM_* code), null when it succeeded. */
  lastSyncError: z.nullable(z.string()),
  recentVisits: z.array(feedVisitSchema),
  createdAt: z.iso.datetime({ offset: true }),
});
export type BookingAccount = z.infer<typeof bookingAccountSchema>;
export const bookingAccountListSchema = z.array(bookingAccountSchema);


/** One system account on the /accounts list. `attention` says what the owner should do, null when nothing. */
export const systemAccountSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(SYSTEM_ACCOUNT_KINDS),
  name: z.string(),
  /** How many of its companies, organisations or clinics are connected. */
  connectedCount: z.int(),
  attention: z.nullable(z.enum(['syncFailed', 'noCompanyConnected'])),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SystemAccountSummary = z.infer<typeof systemAccountSummarySchema>;
export const systemAccountSummaryListSchema = z.array(systemAccountSummarySchema);

/** The branch a marketplace link names, for the public connect page. */
export const marketplaceCompanySchema = z.object({ companyId: z.string(), name: z.string(), city: z.string() });
export type MarketplaceCompany = z.infer<typeof marketplaceCompanySchema>;

export const marketplaceConnectRequestSchema = z.object({
  email: trimmed(254),
  password: z.string().check(z.minLength(1, { error: 'required' }), z.maxLength(200, { error: 'tooLong' })),
});
export type MarketplaceConnectRequest = z.infer<typeof marketplaceConnectRequestSchema>;
export const marketplaceConnectResultSchema = z.object({ companyId: z.string(), name: z.string() });

/*
 * Medflex (spec section 3 "Medflex LPU" and "Template"; section 7's GET /api/v1/MedFlexAccounts/{userId}/MedFlex/Lpus).
 * The clinic gives the cabinet its Medflex API key; the cabinet reads the clinic's LPUs (its medical
 * institutions) from Medflex. Each LPU sends through one of the owner's channel accounts (chatApiAccountId)
 * and has its message templates; the spec names one type, VisitNotify (the visit notice), which each LPU gets
 * on connection, disabled until the owner enables it. A template's save carries its version (409 on a stale one).
 */
export const MEDFLEX_TEMPLATE_TYPES = ['VisitNotify'] as const;
export const MEDFLEX_TEMPLATE_MAX_LENGTH = 1000;

export const medflexTemplateSchema = z.object({
  id: z.string(),
  medFlexLpuId: z.string(),
  text: z.string(),
  isEnable: z.boolean(),
  typeModel: z.enum(MEDFLEX_TEMPLATE_TYPES),
  version: z.int(),
});
export type MedflexTemplate = z.infer<typeof medflexTemplateSchema>;

export const medflexLpuSchema = z.object({
  id: z.string(),
  /** The LPU's id in Medflex. */
  sourceId: z.string(),
  name: z.string(),
  chatApiAccountId: z.nullable(z.string()),
  chatApiAccountName: z.nullable(z.string()),
  messageTemplates: z.array(medflexTemplateSchema),
});
export type MedflexLpu = z.infer<typeof medflexLpuSchema>;
export const medflexLpuListSchema = z.array(medflexLpuSchema);

export const medflexConnectRequestSchema = z.object({
  apiKey: z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(200, { error: 'tooLong' })),
});
export type MedflexConnectRequest = z.infer<typeof medflexConnectRequestSchema>;

export const medflexLpuUpdateSchema = z.object({ chatApiAccountId: z.nullable(z.string()) });
export type MedflexLpuUpdate = z.infer<typeof medflexLpuUpdateSchema>;

export const medflexTemplateUpdateSchema = z.object({
  // Judged before trimming: a text of only spaces is empty (the same rule as the flows' texts).
  text: z.string().check(
    z.refine((value: string) => value.trim().length > 0, { error: 'required' }),
    z.maxLength(MEDFLEX_TEMPLATE_MAX_LENGTH, { error: 'tooLong' }),
  ),
  isEnable: z.boolean(),
  version: z.optional(z.int()),
});
export type MedflexTemplateUpdate = z.infer<typeof medflexTemplateUpdateSchema>;

export const medflexChannelAccountSchema = z.object({ id: z.string(), name: z.string(), kind: z.string() });
export const medflexChannelAccountListSchema = z.array(medflexChannelAccountSchema);
export type MedflexChannelAccount = z.infer<typeof medflexChannelAccountSchema>;

/*
 * amoCRM (spec section 3 "Connection accounts": subdomain, access token, refresh token, expiry): an OAuth 2.0
 * connection through amoCRM's authorisation server. The page asks for the authorisation address (a state
 * nonce of the caller's, valid 15 minutes), amoCRM sends the owner back to /accounts/amo/connect with code,
 * referer (the account's host) and state, and that page hands them to the callback, which exchanges the
 * code. A redirect without one of them is "amo missing connection parameters" (AMO_MISSING_PARAMETERS).
 * The access token is refreshed an hour before its expiry, by a job every minute and before any call; a
 * refused refresh marks the account for authorising again. Tokens never leave the API.
 */
export const AMO_CONNECTION_STATES = ['connected', 'refreshDue', 'expired', 'reconnectNeeded'] as const;

export const amoAccountSchema = z.object({
  id: z.string(),
  subdomain: z.string(),
  state: z.enum(AMO_CONNECTION_STATES),
  /** When the access token expires. */
  expiresAt: z.iso.datetime({ offset: true }),
  refreshedAt: z.nullable(z.iso.datetime({ offset: true })),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AmoAccount = z.infer<typeof amoAccountSchema>;
export const amoAccountListSchema = z.array(amoAccountSchema);

export const amoAuthorizeRequestSchema = z.object({ redirectUri: z.string().check(z.minLength(1), z.maxLength(500)) });
export const amoAuthorizeAnswerSchema = z.object({ url: z.string() });
export const amoCallbackRequestSchema = z.object({
  code: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
  referer: z.optional(z.nullable(z.string().check(z.maxLength(300)))),
  state: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
});
export type AmoCallbackRequest = z.infer<typeof amoCallbackRequestSchema>;

/*
 * iiko (spec section 3 "Connection accounts": iiko (ApiLogin); "Iiko organization": name, id). The restaurant
 * gives its iikoCloud API login; the cabinet takes a token with it and reads the organisations it reaches.
 * Each connected login lists its organisations; the login itself is kept to take new tokens (they live an
 * hour) and is shown masked.
 */
/*
 * The iiko feed (not shown in the spec; designed like the booking feed): connecting a login connects every
 * organisation it reaches; each one's delivery orders (iikoCloud deliveries/by_revision) are pulled on
 * connect and every minute and land as the cabinet's orders and clients, which the order flows message.
 * A pull failure is the organisation's `pullError`: iiko refused the login (wrongCredentials: connect it
 * again with a valid login), did not answer (timeout) or failed (unavailable: both retried every minute),
 * or the cabinet could not store the orders (applyFailed: retried, the same orders again).
 */
export const IIKO_PULL_ERRORS = ['wrongCredentials', 'timeout', 'unavailable', 'applyFailed'] as const;
export type IikoPullErrorKind = (typeof IIKO_PULL_ERRORS)[number];

export const iikoOrganizationSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Orders the feed brought from this organisation so far (counted in the cabinet's database). */
  ordersCount: z.int(),
  /** When its last pull succeeded; null before the first. */
  lastPulledAt: z.nullable(z.iso.datetime({ offset: true })),
  /** Why its last pull failed; null when it succeeded. */
  pullError: z.nullable(z.enum(IIKO_PULL_ERRORS)),
});
export type IikoOrganization = z.infer<typeof iikoOrganizationSchema>;

/** An order the feed brought, newest first: what the owner watches arrive. */
export const feedOrderSchema = z.object({
  id: z.string(),
  organizationName: z.string(),
  /** iiko's order number. */
  number: z.string(),
  clientName: z.string(),
  sum: z.number(),
  receivedAt: z.iso.datetime({ offset: true }),
});
export type FeedOrder = z.infer<typeof feedOrderSchema>;

export const iikoAccountSchema = z.object({
  id: z.string(),
  /** The API login, its last four characters only. */
  apiLoginMasked: z.string(),
  organizations: z.array(iikoOrganizationSchema),
  /** The five orders received last, of every organisation of the login. */
  recentOrders: z.array(feedOrderSchema),
  createdAt: z.iso.datetime({ offset: true }),
});
export type IikoAccount = z.infer<typeof iikoAccountSchema>;
export const iikoAccountListSchema = z.array(iikoAccountSchema);
export const iikoConnectRequestSchema = z.object({
  apiLogin: z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(100, { error: 'tooLong' })),
});
export type IikoConnectRequest = z.infer<typeof iikoConnectRequestSchema>;

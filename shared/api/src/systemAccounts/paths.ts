/**
 * The system accounts' paths, designed in the style of spec section 7, one family per kind; clients fill
 * `:name` with fillPath.
 */

/** The list of every kind, and Yclients' and Altegio's accounts (schemas.ts says how they connect). */
export const SYSTEM_ACCOUNT_PATHS = {
  /** GET every system account of the caller, of every kind, one row each (for the /accounts list). */
  summary: 'api/v1/SystemAccounts',
  /**
   * GET the connected booking-system companies whose connecting user's rights exclude areas (spec section 2's
   * staff access-denied messages): what every screen that reads the booking system's data warns of.
   */
  staffAccess: 'api/v1/SystemAccounts/StaffAccess',
  /** GET the caller's accounts of a booking system with their companies; POST connects one (login, password, company id). */
  booking: 'api/v1/SystemAccounts/Booking/:system',
  /** DELETE: disconnects the account and its companies (their stored clients and visits stay). */
  bookingOne: 'api/v1/SystemAccounts/Booking/:system/:id',
  /** POST {companyId}: connects another company of an account already signed in. */
  bookingCompany: 'api/v1/SystemAccounts/Booking/:system/:id/Companies',
  /** POST: pulls what changed in the system now, rather than at the next minute. */
  bookingSync: 'api/v1/SystemAccounts/Booking/:system/:id/Sync',
  /** GET without sign-in: the branch a marketplace link names (?salon_id=). */
  ycompany: 'api/v1/SystemAccounts/Booking/yclients/Marketplace/Company/:companyId',
  /** POST without sign-in: connects the marketplace's branch to the cabinet account of the e-mail and password given. */
  ycompanyConnect: 'api/v1/SystemAccounts/Booking/yclients/Marketplace/Company/:companyId/Connect',
} as const;

/** Medflex (schemas.ts says how it connects); `lpus` is spec section 7's path. */
export const MEDFLEX_PATHS = {
  /** Spec section 7: the caller's LPUs with their templates (userId must be the caller's). */
  lpus: 'api/v1/MedFlexAccounts/:userId/MedFlex/Lpus',
  /** POST {apiKey}: connects the clinic's Medflex account and reads its LPUs. */
  connect: 'api/v1/MedFlexAccounts/Connect',
  /** PATCH {chatApiAccountId}: the channel account an LPU sends through (null: none). */
  lpu: 'api/v1/MedFlexAccounts/Lpus/:lpuId',
  /** PUT {text, isEnable, version}: saves a template. */
  template: 'api/v1/MedFlexAccounts/Templates/:templateId',
  /** GET the channel accounts an LPU may send through. */
  channelAccounts: 'api/v1/MedFlexAccounts/ChannelAccounts',
} as const;

/** amoCRM, an OAuth 2.0 connection (schemas.ts says how it connects). */
export const AMO_PATHS = {
  /** GET the caller's amoCRM accounts. */
  accounts: 'api/v1/AmoAccounts',
  /** POST {redirectUri}: the authorisation server's address to send the owner to. */
  authorize: 'api/v1/AmoAccounts/Authorize',
  /** POST {code, referer, state}: what amoCRM's redirect carried. */
  callback: 'api/v1/AmoAccounts/Callback',
  /** DELETE: disconnects. */
  one: 'api/v1/AmoAccounts/:id',
  /** POST: refreshes the token now (the job does it before expiry anyway). */
  refresh: 'api/v1/AmoAccounts/:id/Refresh',
} as const;

/** iiko (schemas.ts says how it connects and feeds orders). */
export const IIKO_PATHS = {
  /** GET the caller's iiko accounts with their organisations; POST {apiLogin} connects one. */
  accounts: 'api/v1/IikoAccounts',
  /** DELETE: disconnects (the feed stops; the orders and clients it brought stay). */
  one: 'api/v1/IikoAccounts/:id',
  /** POST: pulls the orders changed since the last pull now; answers the account (a failure is on its organisation). */
  sync: 'api/v1/IikoAccounts/:id/sync',
} as const;

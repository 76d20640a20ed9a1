/**
 * The admin domain's paths (spec section 7, Admin). Calls the spec lists are spelled as it spells them; the
 * ones it does not show (the audit trail, every payment across users) are designed in its style. Every call
 * is for admins and super-admins (spec section 6): 401 to a visitor, 403 to an ordinary user.
 */
export const ADMIN_PATHS = {
  /** POST {userPhone} (a phone or an e-mail), or the query's userId: the admin user model of the one user found. */
  userInfo: 'api/v1/Admin/UserInfo',
  /** GET a page of users (search by phone or e-mail, sorts, filters by country and tariff). */
  users: 'api/v1/Admin/Users',
  /** GET the admin user model; PATCH it with the version it was based on (409 VERSION_CONFLICT on a stale one). */
  user: 'api/v1/Admin/Users/:id',
  /** GET the user's accounts of every kind (spec section 3: chatApiAccounts, yclientsCompanies, ...). */
  userAccounts: 'api/v1/Admin/:id/UserAccounts',
  /** GET the audit trail of changes made to the user by admins, newest first (paged). */
  userAudit: 'api/v1/Admin/Users/:id/Audit',
  /** GET a page of the user's payments (`success` filters); POST a payment made by an admin. */
  userPays: 'api/v1/Admin/Users/:id/Pays',
  /** GET one payment; PATCH it with its version. */
  userPay: 'api/v1/Admin/Users/:id/Pays/:payId',
  /** GET a link the admin sends to the user to pay this payment's amount. */
  payLink: 'api/v1/Admin/Users/:id/Pays/:payId/LinkToPay',
  /** GET every payment across users, paged, with filters by date, provider, manager and success. */
  pays: 'api/v1/Admin/Pays',
  /** GET the managers (fired ones flagged). */
  managers: 'api/v1/Manager',
  /** GET the pay destinations an admin may choose: only those whose name carries [FM] (spec section 6). */
  payDestinations: 'api/v1/PayDestination',
  /** GET and POST the user's lead info (first- and second-line manager). */
  leadInfo: 'api/v1/Admin/LeadInfos/:id',
} as const;


/**
 * Paths of spec section 7, spelled exactly as the spec spells them (its casing
 * varies; the reference API matches paths case-insensitively). Written without
 * the leading slash: the client resolves them against the host's base URL.
 */
export const PATHS = {
  account: {
    register: 'api/v1/account/register',
    login: 'api/v1/account/login',
    revokeToken: 'api/v1/account/RevokeToken',
    refreshToken: 'api/v1/Account/RefreshToken',
    currentUser: 'api/v1/Account/CurrentUser',
    nearestPaymentEndDate: 'api/v1/Account/NearestPaymentEndDate',
    externalLoginCallback: 'api/v1/Account/ExternalLoginCallback',
    forgotPassword: 'api/v1/Account/ForgotPassword',
    resetPassword: 'api/v1/Account/ResetPassword',
    confirmEmail: 'api/v1/Account/ConfirmEmail',
    requestSetUp: 'api/v1/Account/RequestSetUp',
    lastPayedTariff: 'api/v1/account/GetLastPayedTariff',
    /** Not shown in the spec ("a user active-tariff fetch, result read: isLoyal"): our design. */
    activeTariff: 'api/v1/account/ActiveTariff',
  },
  news: {
    list: 'api/v1/ServiceNews',
  },
  /**
   * The local stand-in for Google's sign-in page. It exists only outside
   * production, so the Google flow runs end to end on a machine without internet.
   */
  devGoogle: {
    authorize: 'dev/google/authorize',
  },
  /** Outside production the API keeps the e-mails it would send; tests and demos read them here. */
  devOutbox: 'dev/outbox',
} as const;

/** The refresh call itself must never trigger a refresh. */
export const NO_REFRESH_PATHS: readonly string[] = [
  PATHS.account.login,
  PATHS.account.register,
  PATHS.account.refreshToken,
  PATHS.account.revokeToken,
  PATHS.account.externalLoginCallback,
];

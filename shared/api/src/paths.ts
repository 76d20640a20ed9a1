/**
 * The platform's own paths (the session and account, news, the development-only helpers), spelled as spec
 * section 7 spells them (its casing varies; the reference API matches paths case-insensitively). Written
 * without the leading slash: the client resolves them against the host's base URL. Each domain's paths are
 * in its entry (`FLOWS_PATHS` of `@cabinet/api/flows`, ...), so core, which the sign-in page loads, carries
 * none of them and a domain's new path moves no shared version.
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
    /** The settings' calls (account/settings.ts, account/phoneChange.ts): not shown in the spec, our design. */
    settings: 'api/v1/Account/Settings',
    changePassword: 'api/v1/Account/ChangePassword',
    changeEmail: 'api/v1/Account/ChangeEmail',
    /** GET where the phone change stands; POST sends a code to the new number. */
    phoneCode: 'api/v1/Account/PhoneCode',
    changePhone: 'api/v1/Account/ChangePhone',
    /** GET the generic API channel's token; POST a new one (the old stops working). */
    apiToken: 'api/v1/Account/ApiToken',
  },
  /** The generic API channel, authenticated by the account's API token (`Authorization: Token <token>`). */
  apiChannel: {
    me: 'api/v1/ApiChannel/Me',
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
  /** Outside production: the service messages (phone codes) the API would have sent to phones. */
  devPhoneOutbox: 'dev/outbox/phone',
} as const;

/** A path (PATHS or a domain's `<GROUP>_PATHS`) with its `:name` parameters filled in, each as one encoded segment. */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillPath: no value for :${name} in ${template}`);
    return encodeURIComponent(value);
  });
}

/** The refresh call itself must never trigger a refresh. */
export const NO_REFRESH_PATHS: readonly string[] = [
  PATHS.account.login,
  PATHS.account.register,
  PATHS.account.refreshToken,
  PATHS.account.revokeToken,
  PATHS.account.externalLoginCallback,
];

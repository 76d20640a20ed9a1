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
  /** Quick starts (account/quickStart.ts): GET and PUT the progress of a variant; POST Complete. */
  quickStart: {
    progress: 'api/v1/QuickStart/:variant',
    complete: 'api/v1/QuickStart/:variant/Complete',
  },
  /** Registration from a booking system's marketplace (account/marketplace.ts). */
  marketplace: {
    application: 'api/v1/Marketplace/:marketplace/Applications/:applicationId',
    register: 'api/v1/Marketplace/:marketplace/Applications/:applicationId/Register',
  },
  news: {
    list: 'api/v1/ServiceNews',
  },
  /**
   * The flows domain: not shown in the spec, designed in its style (see flows/schemas.ts). A `:name`
   * segment is a parameter: api-server registers the path as it is, clients fill it with fillPath.
   */
  flows: {
    /** GET a page of the list; POST a blank flow. */
    list: 'api/v1/Workflows',
    /** GET, PATCH, DELETE one flow. */
    one: 'api/v1/Workflows/:id',
    pause: 'api/v1/Workflows/:id/Pause',
    resume: 'api/v1/Workflows/:id/Resume',
    duplicate: 'api/v1/Workflows/:id/Duplicate',
    mode: 'api/v1/Workflows/:id/Mode',
    conversion: 'api/v1/Workflows/:id/Conversion',
    recipients: 'api/v1/Workflows/:id/Recipients',
    /** GET whom the flow would reach in the next 24 hours if live (asked before going live). */
    reach: 'api/v1/Workflows/:id/Reach',
    bulkPause: 'api/v1/Workflows/Bulk/Pause',
    bulkResume: 'api/v1/Workflows/Bulk/Resume',
    bulkDelete: 'api/v1/Workflows/Bulk/Delete',
    bulkMode: 'api/v1/Workflows/Bulk/Mode',
    transfer: 'api/v1/Workflows/Transfer',
    texts: 'api/v1/Workflows/Texts',
  },
  templates: {
    list: 'api/v1/Templates/:integration',
    add: 'api/v1/Templates/:integration/Add/:templateType',
  },
  blacklist: {
    /** GET a page; POST an entry. */
    list: 'api/v1/IgnorePhones',
    /** PATCH, DELETE one entry. */
    one: 'api/v1/IgnorePhones/:id',
    link: 'api/v1/IgnorePhones/Link',
    /** GET and PUT without sign-in, by the encrypted token of the client's link (/il/{token}). */
    public: 'api/v1/IgnorePhones/Public/:token',
  },
  shortLinks: {
    /** GET a page; POST a link. */
    list: 'api/v1/ShortLinks',
    /** PATCH, DELETE one link. */
    one: 'api/v1/ShortLinks/:id',
    /** POST without sign-in: counts a click, answers the address. */
    click: 'api/v1/ShortLinks/Public/:encodedId/Click',
  },
  chatbots: {
    list: 'api/v1/Chatbots/Booking',
    one: 'api/v1/Chatbots/Booking/:id',
  },
  subscribers: {
    list: 'api/v1/Subscribers',
  },
  /** What a flow's filters and a chatbot pick from (flows/options.ts): the account's services, masters, branches, channels. */
  flowOptions: {
    list: 'api/v1/FlowOptions/:kind',
  },
  /** Connected booking and ordering systems (business/webhook.ts, business/connections.ts): designed in the spec's style. */
  business: {
    /** GET the caller's connections, with their webhook address and secret. */
    connections: 'api/v1/Integrations/Connections',
    /** POST: a new secret; the old one stops working at once. */
    rotateSecret: 'api/v1/Integrations/Connections/:id/RotateSecret',
    /** POST without sign-in, signed with the connection's secret: one change of a record, client or order. */
    webhook: 'api/v1/Integrations/:integration/:connectionId/Webhook',
  },
  /** The message log (messaging/log.ts): not shown in the spec, designed in its style. */
  messages: {
    list: 'api/v1/Messages',
    export: 'api/v1/Messages/Export',
    summary: 'api/v1/Messages/Summary',
    /** GET and POST without sign-in: the visit of a message's confirm and cancel links (/vn/{token}). */
    publicVisit: 'api/v1/Messages/Public/Visits/:token',
    /** GET and POST without sign-in: the review page of a review request (/rv/{token}). */
    publicReview: 'api/v1/Messages/Public/Reviews/:token',
  },
  /** Insights (insights/schemas.ts): home figures, checklist, analytics, conversion, RFM, cohorts, reviews; designed in the spec's style. */
  insights: {
    home: 'api/v1/Insights/Home',
    checklist: 'api/v1/Insights/Checklist',
    gift: 'api/v1/Insights/Checklist/Gift',
    analytics: 'api/v1/Insights/Analytics',
    revenue: 'api/v1/Insights/Revenue',
    conversion: 'api/v1/Insights/Conversion',
    rfmDashboards: 'api/v1/Insights/Rfm/Dashboards',
    rfmDashboard: 'api/v1/Insights/Rfm/Dashboards/:id',
    rfmClients: 'api/v1/Insights/Rfm/Dashboards/:id/Clients',
    rfmRecipients: 'api/v1/Insights/Rfm/Dashboards/:id/Recipients',
    cohorts: 'api/v1/Insights/Cohorts',
    reviews: 'api/v1/Insights/Reviews',
    /** GET: the areas the caller's booking-system rights deny (staff without access). */
    access: 'api/v1/Insights/Access',
  },
  /**
   * Payments (spec section 7; payments/schemas.ts). `:provider` is YoomoneyPay, Paybox or StripePay. The
   * calls the spec does not show (orders, subscriptions list, offers, partners, public page, invoices'
   * files, webhooks) are designed in its style.
   */
  payments: {
    paymentInfo: 'api/v1/:provider/PaymentInfo',
    createPayment: 'api/v1/:provider/CreatePayment',
    paymentLink: 'api/v1/:provider/GetPaymentLink',
    payInfos: 'api/v1/PayInfos/:userId',
    /** GET a page of the payment history (payInfos answers its latest 500 only). */
    payHistory: 'api/v1/PayInfos/:userId/History',
    allowedServices: 'api/v1/PayInfos/GetAllowedServicesForPayment/:userId',
    requestInvoice: 'api/v1/PayInfos/RequestInvoice',
    order: 'api/v1/Payments/Orders/:orderId',
    subscriptions: 'api/v1/Subscription/:userId',
    cancelSubscription: 'api/v1/Subscription/:userId/CancelSubscription/:id',
    bonusPromocode: 'api/v1/Subscription/:userId/GetBonusPromocode/:id',
    saveCancelReason: 'api/v1/Subscription/:userId/SaveReasonToCancelSubscription/:id',
    acceptOffer: 'api/v1/Subscription/:userId/AcceptOffer/:id',
    bankPayerInfo: 'api/v1/TinkoffPay/GetPayerInfo',
    bankCreatePayment: 'api/v1/TinkoffPay/CreatePayment',
    /** GET without sign-in: the invoice's PDF, by its signed file token. */
    bankInvoicePdf: 'api/v1/TinkoffPay/Invoices/:token',
    miniPay: 'api/v1/OnBoarding/AddMiniPayForAutoPay/:id',
    partnerPromocodes: 'api/v1/Partners/Promocodes',
    /** GET and POST without sign-in: the public payment page's link. */
    publicPayment: 'api/v1/PublicPayments/:token',
    publicPay: 'api/v1/PublicPayments/:token/Pay',
    /** The providers' signed notifications. */
    webhook: 'api/v1/:provider/Webhook',
  },
  /** Mass mailings (distributions/schemas.ts): not shown in the spec, designed in its style. */
  distributions: {
    /** GET a page; POST a draft. */
    list: 'api/v1/Distributions',
    /** GET, PUT, DELETE one mailing. */
    one: 'api/v1/Distributions/:id',
    options: 'api/v1/Distributions/Options',
    audienceCount: 'api/v1/Distributions/Audience/Count',
    audienceCheck: 'api/v1/Distributions/Audience/Check',
    start: 'api/v1/Distributions/:id/Start',
    pause: 'api/v1/Distributions/:id/Pause',
    resume: 'api/v1/Distributions/:id/Resume',
    duplicate: 'api/v1/Distributions/:id/Duplicate',
    test: 'api/v1/Distributions/:id/Test',
    stats: 'api/v1/Distributions/:id/Stats',
    recipients: 'api/v1/Distributions/:id/Recipients',
    recipientsExport: 'api/v1/Distributions/:id/Recipients/Export',
    bulkPause: 'api/v1/Distributions/Bulk/Pause',
    bulkResume: 'api/v1/Distributions/Bulk/Resume',
    bulkDelete: 'api/v1/Distributions/Bulk/Delete',
  },
  /** Channel accounts (messaging/accounts.ts): not shown in the spec, designed in its style. */
  channelAccounts: {
    /** GET every channel account of the caller, with the instance limit. */
    list: 'api/v1/ChannelAccounts',
    /** POST a WhatsApp or MAX instance (refused past chatApiInstanceLimit). */
    instances: 'api/v1/ChatApi/Instances',
    /** GET (refreshed from the provider), DELETE. */
    instance: 'api/v1/ChatApi/Instances/:id',
    /** POST: ask the provider for a QR code (loading, then gotQrCode). */
    instanceQr: 'api/v1/ChatApi/Instances/:id/Qr',
    /** POST {provider}: switch between WhatsApp and MAX (20-30 s). */
    instanceProvider: 'api/v1/ChatApi/Instances/:id/Provider',
    /** POST: a public link to the QR code, valid 30 minutes. */
    instanceQrLink: 'api/v1/ChatApi/Instances/:id/QrLink',
    /** GET without sign-in: the QR code behind a public link. */
    publicQr: 'api/v1/ChatApi/QrLinks/:token',
    /** POST {phone}: Telegram sends a code to the phone. */
    telegramSendCode: 'api/v1/TelegramAccounts/SendCode',
    /** POST {requestToken, code}: the Telegram account, connected. */
    telegramSignIn: 'api/v1/TelegramAccounts/SignIn',
    /** DELETE a Telegram account. */
    telegramAccount: 'api/v1/TelegramAccounts/:id',
    /** POST {accountSid, authToken, phone}: a Twilio SMS account, checked against Twilio first. */
    twilioAccounts: 'api/v1/TwilioAccounts',
    /** DELETE a Twilio account. */
    twilioAccount: 'api/v1/TwilioAccounts/:id',
    /** POST {username, password, sender}: a Sigma SMS account, checked against Sigma first. */
    sigmaAccounts: 'api/v1/SigmaAccounts',
    /** DELETE a Sigma SMS account. */
    sigmaAccount: 'api/v1/SigmaAccounts/:id',
    /** GET the caller's Chatwoot connections; POST {email, password} connects one. */
    chatwootAccounts: 'api/v1/ChatwootAccounts',
    /** DELETE a Chatwoot connection. */
    chatwootAccount: 'api/v1/ChatwootAccounts/:id',
  },
  /** WABA numbers through Dialog360 and their templates (messaging/dialog360.ts). */
  dialog360: {
    /** POST {phone, apiKey}: connects a number (the key checked with Dialog360 first). */
    accounts: 'api/v1/Dialog360/Accounts',
    /** DELETE a number (its templates with it). */
    account: 'api/v1/Dialog360/Accounts/:id',
    /** GET the number's templates (pending ones read again from Dialog360), POST one. */
    templates: 'api/v1/Dialog360/Accounts/:id/Templates',
    /** DELETE a template (at Dialog360 too). */
    template: 'api/v1/Dialog360/Accounts/:id/Templates/:templateId',
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

/** A path of PATHS with its `:name` parameters filled in, each encoded as one path segment. */
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

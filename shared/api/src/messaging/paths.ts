/** The message log (log.ts): not shown in the spec, designed in its style. */
export const MESSAGES_PATHS = {
  list: 'api/v1/Messages',
  export: 'api/v1/Messages/Export',
  summary: 'api/v1/Messages/Summary',
  /** GET and POST without sign-in: the visit of a message's confirm and cancel links (/vn/{token}). */
  publicVisit: 'api/v1/Messages/Public/Visits/:token',
  /** GET and POST without sign-in: the review page of a review request (/rv/{token}). */
  publicReview: 'api/v1/Messages/Public/Reviews/:token',
  /**
   * Development only (the API's dev domain: never registered in production mode, app.ts): POST books a visit
   * tomorrow and one an hour ago at the caller's development branch and records a sent review request about
   * the past one, as the engine would; answers the links a client's message carries (devClientLinksSchema).
   */
  devClientLinks: 'dev/client-links',
} as const;

/** Channel accounts (accounts.ts): not shown in the spec, designed in its style. */
export const CHANNEL_ACCOUNTS_PATHS = {
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
} as const;

/** WABA numbers through Dialog360 and their templates (dialog360.ts). */
export const DIALOG360_PATHS = {
  /** POST {phone, apiKey}: connects a number (the key checked with Dialog360 first). */
  accounts: 'api/v1/Dialog360/Accounts',
  /** DELETE a number (its templates with it). */
  account: 'api/v1/Dialog360/Accounts/:id',
  /** GET the number's templates (pending ones read again from Dialog360), POST one. */
  templates: 'api/v1/Dialog360/Accounts/:id/Templates',
  /** DELETE a template (at Dialog360 too). */
  template: 'api/v1/Dialog360/Accounts/:id/Templates/:templateId',
} as const;

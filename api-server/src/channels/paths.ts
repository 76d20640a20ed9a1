/**
 * Where providers reach the cabinet: not the browser's contract (@cabinet/api/messaging), but the URLs an
 * owner pastes into Meta's app dashboard or the adapter gives Twilio. Each carries the channel account's
 * id, whose secret verifies the signature.
 */
export const CHANNEL_WEBHOOK_PATHS = {
  /** Meta's webhook: GET verifies the subscription, POST brings statuses and inbound messages. */
  whatsappCloud: 'api/v1/Channels/WhatsappCloud/:accountId/Webhook',
  /** Twilio's StatusCallback of each message the adapter sends. */
  twilioStatus: 'api/v1/Channels/Twilio/:accountId/Status',
  /** Twilio's incoming-message webhook of the account's number (A MESSAGE COMES IN). */
  twilioInbound: 'api/v1/Channels/Twilio/:accountId/Sms',
  /** A Dialog360 number's webhook (the Cloud API's payload), set when the number is connected. */
  dialog360: 'api/v1/Channels/Dialog360/:accountId/Webhook',
} as const;

/** The path with the account's id filled in, leading slash included. */
export function channelWebhookPath(path: (typeof CHANNEL_WEBHOOK_PATHS)[keyof typeof CHANNEL_WEBHOOK_PATHS], accountId: string): string {
  return `/${path.replace(':accountId', encodeURIComponent(accountId))}`;
}

/** Where the development stand-ins of the providers answer on the API itself (standIns domain). */
export const STAND_IN_PATHS = {
  whatsappCloud: 'stand-ins/whatsapp-cloud',
  twilio: 'stand-ins/twilio',
  simulated: 'stand-ins/simulated',
  chatApi: 'stand-ins/chat-api',
  telegram: 'stand-ins/telegram',
  dialog360: 'stand-ins/dialog360',
  sigma: 'stand-ins/sigma',
  chatwoot: 'stand-ins/chatwoot',
} as const;

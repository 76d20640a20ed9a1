import { z } from 'zod';
import { outsideSystemUrl, type Config } from '../config';
import type { ChannelAccount, ChannelAdapter, OutboundMessage, SendResult } from './Channel';
import { CHANNEL_WEBHOOK_PATHS, channelWebhookPath, STAND_IN_PATHS } from './paths';
import { callProvider, textWithButtons, type ProviderCall } from './providerHttp';
import type { KeyedEvent } from './events';

/**
 * Twilio Programmable Messaging (SMS), written to its public contract:
 * `POST {api}/2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP basic auth (AccountSid, auth token),
 * form body `To`, `From` (or `MessagingServiceSid`), `Body`, `StatusCallback`; answered 201 with the
 * Message resource (`sid`, `status`...) or an error `{ code, message, more_info, status }`. Statuses come
 * back to StatusCallback, the clients' texts to the number's incoming-message webhook, both signed
 * X-Twilio-Signature (webhooks.ts).
 *
 * Not idempotent: the Messages resource takes no idempotency key. Buttons are written under the text
 * (SMS draws none); images are not sent (MMS takes a public MediaUrl, not inline data).
 */

export const twilioSettingsSchema = z
  .object({
    accountSid: z.string().min(1),
    authToken: z.string().min(1),
    /** The sender: one of the account's numbers (E.164) or an alphanumeric sender id. */
    from: z.string().min(1).optional(),
    /** Or a Messaging Service, which picks the sender itself. */
    messagingServiceSid: z.string().min(1).optional(),
    /** Outside production only: another base URL (a stand-in listening elsewhere). */
    baseUrl: z.url().optional(),
    /** Outside production only: the API's own stand-in (standIns domain). */
    standIn: z.boolean().optional(),
  })
  .refine((settings) => settings.from !== undefined || settings.messagingServiceSid !== undefined, { message: 'from or messagingServiceSid is required', path: ['from'] });
export type TwilioSettings = z.infer<typeof twilioSettingsSchema>;

type AdapterConfig = Pick<Config, 'mode' | 'publicUrl' | 'twilioBaseUrl' | 'channelHttpTimeoutMs'>;

export function twilioBaseUrl(settings: TwilioSettings, config: AdapterConfig): string {
  return outsideSystemUrl(config, { standInPath: STAND_IN_PATHS.twilio, configured: null, real: config.twilioBaseUrl }, settings);
}

/** The form Twilio is sent. */
export function twilioForm(message: OutboundMessage, settings: TwilioSettings, statusCallback: string): URLSearchParams {
  const form = new URLSearchParams({ To: message.to, Body: textWithButtons(message.text, message.buttons, { answers: true }), StatusCallback: statusCallback });
  if (settings.messagingServiceSid !== undefined) form.set('MessagingServiceSid', settings.messagingServiceSid);
  else if (settings.from !== undefined) form.set('From', settings.from);
  return form;
}

const twilioErrorSchema = z.object({ code: z.number().nullable().optional(), message: z.string().default(''), status: z.number().optional() });
const twilioMessageSchema = z.object({ sid: z.string().min(1), status: z.string().optional() });

/** The recipient cannot take an SMS: not a valid number, not a mobile, no route to a handset. */
const NOT_ON_CHANNEL_CODES = new Set([21211, 21614, 21612, 30005, 30006]);
/** The account cannot send: credentials, the account's state, its sender. */
const NOT_AUTHORIZED_CODES = new Set([20003, 20404, 20005, 21606, 21212, 21659, 21603]);
const RETRYABLE_CODES = new Set([20429, 20500, 20503, 30001]);

/** A Twilio error code (of the create answer or of a status callback) as the engine's reason. */
export function twilioRefusal(code: number | null, httpStatus: number, detail: string): Extract<SendResult, { ok: false }> {
  if (code !== null && NOT_ON_CHANNEL_CODES.has(code)) return { ok: false, reason: 'notOnChannel', detail, retryable: false };
  if (httpStatus === 401 || (code !== null && NOT_AUTHORIZED_CODES.has(code))) return { ok: false, reason: 'channelNotAuthorized', detail, retryable: false };
  const retryable = httpStatus === 429 || httpStatus >= 500 || (code !== null && RETRYABLE_CODES.has(code));
  return { ok: false, reason: 'providerError', detail, retryable };
}

export function twilioResult(call: ProviderCall): SendResult {
  switch (call.kind) {
    case 'timedOut':
      return { ok: false, reason: 'providerError', detail: 'Twilio did not answer in time: the message may have gone', retryable: false };
    case 'broken':
      return { ok: false, reason: 'providerError', detail: `The connection to Twilio broke: the message may have gone (${call.detail})`, retryable: false };
    case 'unreachable':
      return { ok: false, reason: 'providerError', detail: `Twilio unreachable: ${call.detail}`, retryable: true };
    case 'answered': {
      if (call.status >= 200 && call.status < 300) {
        const created = twilioMessageSchema.safeParse(call.body);
        if (created.success) return { ok: true, providerMessageId: created.data.sid };
        return { ok: false, reason: 'providerError', detail: `Twilio answered ${call.status} without a message sid`, retryable: false };
      }
      const error = twilioErrorSchema.safeParse(call.body);
      if (!error.success) return twilioRefusal(null, call.status, `Twilio answered ${call.status}`);
      return twilioRefusal(error.data.code ?? null, call.status, `Twilio error ${error.data.code ?? call.status}: ${error.data.message}`);
    }
  }
}

export function createTwilioAdapter(config: AdapterConfig): ChannelAdapter {
  return {
    name: 'twilio',
    idempotent: false,
    async send(account: ChannelAccount, message: OutboundMessage): Promise<SendResult> {
      const settings = twilioSettingsSchema.safeParse(account.settings);
      if (!settings.success) {
        return { ok: false, reason: 'channelNotAuthorized', detail: `The Twilio account is not set up: ${settings.error.issues.map((issue) => issue.path.join('.')).join(', ')}`, retryable: false };
      }
      const { accountSid, authToken } = settings.data;
      const url = `${twilioBaseUrl(settings.data, config)}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
      const statusCallback = config.publicUrl + channelWebhookPath(CHANNEL_WEBHOOK_PATHS.twilioStatus, account.id);
      const call = await callProvider(
        url,
        {
          method: 'POST',
          headers: {
            authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: twilioForm(message, settings.data, statusCallback).toString(),
        },
        config.channelHttpTimeoutMs,
      );
      return twilioResult(call);
    },
  };
}

/** What Twilio said of an account about to be saved (checkTwilioAccount). */
export type TwilioAccountCheck =
  | { ok: true; friendlyName: string }
  | { ok: false; problem: 'credentials' | 'inactive' | 'number' | 'unavailable'; detail: string };

const accountResourceSchema = z.object({ sid: z.string(), friendly_name: z.string().default(''), status: z.string().default('active') });
const incomingNumbersSchema = z.object({ incoming_phone_numbers: z.array(z.object({ phone_number: z.string(), capabilities: z.object({ sms: z.boolean().optional() }).partial().optional() })) });

/**
 * Checks an owner's credentials and number before they are saved, on Twilio's documented REST contract:
 * `GET /2010-04-01/Accounts/{Sid}.json` with basic auth (401, code 20003, for a wrong SID or token; the
 * account's `status` active, suspended or closed), then `GET .../IncomingPhoneNumbers.json?PhoneNumber=`
 * (the number must be the account's own and able to send SMS). Nothing is sent and nothing costs.
 */
export async function checkTwilioAccount(settings: Pick<TwilioSettings, 'accountSid' | 'authToken' | 'baseUrl' | 'standIn'> & { from: string }, config: AdapterConfig): Promise<TwilioAccountCheck> {
  const base = `${twilioBaseUrl({ ...settings }, config)}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}`;
  const headers = { authorization: `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`, accept: 'application/json' };
  const unavailable = (detail: string): TwilioAccountCheck => ({ ok: false, problem: 'unavailable', detail });
  const account = await callProvider(`${base}.json`, { method: 'GET', headers }, config.channelHttpTimeoutMs);
  if (account.kind !== 'answered') return unavailable(`Twilio did not answer (${account.kind})`);
  if (account.status === 401 || account.status === 404) return { ok: false, problem: 'credentials', detail: `Twilio refused the SID and token (${account.status})` };
  if (account.status !== 200) return unavailable(`Twilio answered ${account.status}`);
  const resource = accountResourceSchema.safeParse(account.body);
  if (!resource.success) return unavailable('Twilio answered without the account');
  if (resource.data.status !== 'active') return { ok: false, problem: 'inactive', detail: `The Twilio account is ${resource.data.status}` };
  const numbers = await callProvider(`${base}/IncomingPhoneNumbers.json?${new URLSearchParams({ PhoneNumber: settings.from }).toString()}`, { method: 'GET', headers }, config.channelHttpTimeoutMs);
  if (numbers.kind !== 'answered') return unavailable(`Twilio did not answer (${numbers.kind})`);
  if (numbers.status !== 200) return unavailable(`Twilio answered ${numbers.status}`);
  const list = incomingNumbersSchema.safeParse(numbers.body);
  if (!list.success) return unavailable('Twilio answered without the numbers');
  const own = list.data.incoming_phone_numbers.find((number) => number.phone_number === settings.from && number.capabilities?.sms !== false);
  if (!own) return { ok: false, problem: 'number', detail: `${settings.from} is not an SMS number of this Twilio account` };
  return { ok: true, friendlyName: resource.data.friendly_name };
}

// The webhooks: StatusCallback and the incoming-message webhook, both form-encoded.

export const twilioStatusSchema = z.object({
  MessageSid: z.string().min(1),
  MessageStatus: z.string().min(1),
  AccountSid: z.string().optional(),
  ErrorCode: z.string().optional(),
  ErrorMessage: z.string().optional(),
});

export const twilioInboundSchema = z.object({
  MessageSid: z.string().min(1),
  AccountSid: z.string().optional(),
  From: z.string().min(1),
  To: z.string().optional(),
  Body: z.string().default(''),
});

/** A status callback as the engine's event: delivered, read, or failed/undelivered with the error's reason. */
export function twilioStatusEvents(status: z.infer<typeof twilioStatusSchema>, now: Date): KeyedEvent[] {
  const sid = status.MessageSid;
  if (status.MessageStatus === 'delivered' || status.MessageStatus === 'read') {
    return [{ key: `tw:${sid}:${status.MessageStatus}`, event: { kind: status.MessageStatus, providerMessageId: sid, at: now } }];
  }
  if (status.MessageStatus === 'failed' || status.MessageStatus === 'undelivered') {
    const code = status.ErrorCode !== undefined && /^\d+$/.test(status.ErrorCode) ? Number(status.ErrorCode) : null;
    const detail = `Twilio ${status.MessageStatus}${code !== null ? `, error ${code}` : ''}${status.ErrorMessage ? `: ${status.ErrorMessage}` : ''}`;
    const refusal = twilioRefusal(code, 200, detail);
    return [{ key: `tw:${sid}:failed`, event: { kind: 'failed', providerMessageId: sid, at: now, reason: refusal.reason === 'notOnChannel' ? 'notOnChannel' : 'providerError', detail } }];
  }
  // queued, sending, sent, accepted, scheduled, canceled: nothing the engine does not know.
  return [];
}

export function twilioInboundEvents(inbound: z.infer<typeof twilioInboundSchema>, account: Pick<ChannelAccount, 'id'>, now: Date): KeyedEvent[] {
  return [{ key: `tw:in:${inbound.MessageSid}`, event: { kind: 'replied', channelAccountId: account.id, fromPhone: inbound.From, text: inbound.Body, at: now } }];
}

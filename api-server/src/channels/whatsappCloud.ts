import { z } from 'zod';
import { outsideSystemUrl, type Config } from '../config';
import type { ChannelAccount, ChannelAdapter, OutboundMessage, SendResult } from './Channel';
import type { KeyedEvent } from './events';
import { STAND_IN_PATHS } from './paths';
import { callProvider, e164, textWithButtons, type ProviderCall } from './providerHttp';

/**
 * The WhatsApp Business Cloud API (Meta's Graph API), written to its public contract:
 * `POST {graph}/{version}/{phone-number-id}/messages` with the system user's bearer token, JSON body
 * `{ messaging_product: 'whatsapp', to, type, ... }`, answered `{ messages: [{ id: 'wamid…' }] }` or a
 * Graph error `{ error: { message, type, code, error_subcode?, error_data?: { details } } }`. Statuses and
 * inbound messages come back through the webhook (webhooks.ts), signed X-Hub-Signature-256 with the
 * app secret.
 *
 * Not idempotent: the Cloud API takes no idempotency key, so after a crash mid-send the engine marks the
 * message outcomeUnknown rather than risk a duplicate. Images are not sent (the API takes a link or an
 * uploaded media id, not inline data): the text goes alone.
 */

/** The channel account's settings (channel_accounts.settings) for this adapter. */
export const whatsappCloudSettingsSchema = z.object({
  phoneNumberId: z.string().min(1),
  accessToken: z.string().min(1),
  /** The Meta app's secret: the key of X-Hub-Signature-256. */
  appSecret: z.string().min(1),
  /** What the owner typed as "Verify token" in the app's webhook settings. */
  verifyToken: z.string().min(1),
  /** Outside production only: another base URL (a stand-in listening elsewhere) instead of Graph's. */
  baseUrl: z.url().optional(),
  /** Outside production only: the API's own stand-in (standIns domain). */
  standIn: z.boolean().optional(),
});
export type WhatsappCloudSettings = z.infer<typeof whatsappCloudSettingsSchema>;

type AdapterConfig = Pick<Config, 'mode' | 'publicUrl' | 'whatsappGraphBaseUrl' | 'whatsappGraphVersion' | 'channelHttpTimeoutMs'>;

export function whatsappCloudBaseUrl(settings: WhatsappCloudSettings, config: AdapterConfig): string {
  return outsideSystemUrl(config, { standInPath: STAND_IN_PATHS.whatsappCloud, configured: null, real: config.whatsappGraphBaseUrl }, settings);
}

/** Interactive messages carry at most 3 reply buttons of 20 characters and a body of 1024. */
const INTERACTIVE_BODY_MAX = 1024;
const BUTTON_TITLE_MAX = 20;

/** The Graph request body: quick-reply buttons as an interactive message when they fit, else plain text. */
export function whatsappCloudBody(message: OutboundMessage): Record<string, unknown> {
  const to = message.to.replace(/^\+/, '');
  const answers = message.buttons.flatMap((button) => (button.type === 'answer' ? [button.text] : []));
  const others = message.buttons.filter((button) => button.type !== 'answer');
  const text = textWithButtons(message.text, others, { answers: false });
  if (answers.length > 0 && answers.length <= 3 && text.length <= INTERACTIVE_BODY_MAX) {
    return {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to,
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text },
        action: { buttons: answers.map((title, index) => ({ type: 'reply', reply: { id: `answer-${index + 1}`, title: title.slice(0, BUTTON_TITLE_MAX) } })) },
      },
    };
  }
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to,
    type: 'text',
    text: { preview_url: false, body: textWithButtons(message.text, message.buttons, { answers: true }) },
  };
}

const graphErrorSchema = z.object({
  error: z.object({
    message: z.string().default(''),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    error_data: z.object({ details: z.string().optional() }).optional(),
  }),
});

const sentSchema = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });

/** Graph codes that mean the account cannot send at all (token, permissions, the number's registration). */
const NOT_AUTHORIZED_CODES = new Set([190, 102, 10, 368, 131005, 131031, 133010]);
/** Temporary: throttling and the platform's own failures. */
const RETRYABLE_CODES = new Set([1, 2, 4, 17, 341, 80007, 130429, 131000, 131016, 131048, 131056]);

/** A Graph error code as the engine's reason; shared by the send answer and the failed-status webhook. */
export function whatsappCloudRefusal(code: number | undefined, httpStatus: number, detail: string): Extract<SendResult, { ok: false }> {
  if (code === 131026) return { ok: false, reason: 'notOnChannel', detail, retryable: false };
  if (httpStatus === 401 || (code !== undefined && (NOT_AUTHORIZED_CODES.has(code) || (code >= 200 && code <= 299)))) {
    return { ok: false, reason: 'channelNotAuthorized', detail, retryable: false };
  }
  if (code === 131047) {
    return { ok: false, reason: 'templateRequired', detail: `${detail} (more than 24 hours since the client last wrote: only an approved template may be sent)`, retryable: false };
  }
  const retryable = httpStatus === 429 || httpStatus >= 500 || (code !== undefined && RETRYABLE_CODES.has(code));
  return { ok: false, reason: 'providerError', detail, retryable };
}

/** What a call's outcome means to the engine. */
export function whatsappCloudResult(call: ProviderCall): SendResult {
  switch (call.kind) {
    case 'timedOut':
      return { ok: false, reason: 'providerError', detail: 'WhatsApp Cloud API did not answer in time: the message may have gone', retryable: false };
    case 'broken':
      return { ok: false, reason: 'providerError', detail: `The connection to WhatsApp Cloud API broke: the message may have gone (${call.detail})`, retryable: false };
    case 'unreachable':
      return { ok: false, reason: 'providerError', detail: `WhatsApp Cloud API unreachable: ${call.detail}`, retryable: true };
    case 'answered': {
      if (call.status >= 200 && call.status < 300) {
        const sent = sentSchema.safeParse(call.body);
        if (sent.success && sent.data.messages[0]) return { ok: true, providerMessageId: sent.data.messages[0].id };
        return { ok: false, reason: 'providerError', detail: `WhatsApp Cloud API answered ${call.status} without a message id`, retryable: false };
      }
      const error = graphErrorSchema.safeParse(call.body);
      if (!error.success) return whatsappCloudRefusal(undefined, call.status, `WhatsApp Cloud API answered ${call.status}`);
      const { code, message, error_data: data } = error.data.error;
      const detail = [`Graph error ${code ?? '?'}: ${message}`, data?.details].filter(Boolean).join(' — ');
      return whatsappCloudRefusal(code, call.status, detail);
    }
  }
}

export function createWhatsappCloudAdapter(config: AdapterConfig): ChannelAdapter {
  return {
    name: 'whatsappCloud',
    idempotent: false,
    async send(account: ChannelAccount, message: OutboundMessage): Promise<SendResult> {
      const settings = whatsappCloudSettingsSchema.safeParse(account.settings);
      if (!settings.success) {
        return { ok: false, reason: 'channelNotAuthorized', detail: `The WhatsApp Cloud account is not set up: ${settings.error.issues.map((issue) => issue.path.join('.')).join(', ')}`, retryable: false };
      }
      const { phoneNumberId, accessToken } = settings.data;
      const url = `${whatsappCloudBaseUrl(settings.data, config)}/${config.whatsappGraphVersion}/${encodeURIComponent(phoneNumberId)}/messages`;
      const call = await callProvider(
        url,
        { method: 'POST', headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' }, body: JSON.stringify(whatsappCloudBody(message)) },
        config.channelHttpTimeoutMs,
      );
      return whatsappCloudResult(call);
    },
  };
}

// The webhook (Meta's "messages" field): statuses of sent messages and the clients' messages.

const statusSchema = z.object({
  id: z.string(),
  status: z.string(),
  timestamp: z.string(),
  recipient_id: z.string().optional(),
  errors: z.array(z.object({ code: z.number(), title: z.string().optional(), message: z.string().optional(), error_data: z.object({ details: z.string().optional() }).optional() })).optional(),
});

const inboundSchema = z.object({
  from: z.string(),
  id: z.string(),
  timestamp: z.string(),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
  interactive: z
    .object({ button_reply: z.object({ title: z.string() }).optional(), list_reply: z.object({ title: z.string() }).optional() })
    .optional(),
  /** Present when the client answered a particular message. */
  context: z.object({ id: z.string() }).optional(),
});

export const whatsappCloudWebhookSchema = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      id: z.string().optional(),
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            messaging_product: z.string().optional(),
            metadata: z.object({ phone_number_id: z.string() }).optional(),
            statuses: z.array(statusSchema).optional(),
            messages: z.array(inboundSchema).optional(),
          }),
        }),
      ),
    }),
  ),
});
export type WhatsappCloudWebhook = z.infer<typeof whatsappCloudWebhookSchema>;

function atOf(timestamp: string): Date {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) ? new Date(seconds * 1000) : new Date(Number.NaN);
}

/** The phone number ids a webhook's changes are about (a Meta app posts every number of its WABAs to one URL). */
export function whatsappCloudNumbers(payload: WhatsappCloudWebhook): string[] {
  const ids = payload.entry.flatMap((entry) => entry.changes.flatMap((change) => (change.value.metadata ? [change.value.metadata.phone_number_id] : [])));
  return [...new Set(ids)];
}

/**
 * The MessageEvents of a webhook, each on the channel account of its number (`accountOf`: a change
 * without metadata is the posting account's, under `null`): delivered, read, failed (Graph's error code
 * as the reason) and the clients' messages as replies. Statuses "sent" and "deleted" tell the engine
 * nothing new; a number with no account here is skipped.
 */
export function whatsappCloudEvents(payload: WhatsappCloudWebhook, accountOf: (phoneNumberId: string | null) => string | null, now: Date): Array<KeyedEvent & { channelAccountId: string }> {
  const events: Array<KeyedEvent & { channelAccountId: string }> = [];
  for (const entry of payload.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      const { value } = change;
      const channelAccountId = accountOf(value.metadata?.phone_number_id ?? null);
      if (channelAccountId === null) continue;
      for (const status of value.statuses ?? []) {
        const at = validOr(atOf(status.timestamp), now);
        if (status.status === 'delivered' || status.status === 'read') {
          events.push({ channelAccountId, key: `wa:${status.id}:${status.status}`, event: { kind: status.status, providerMessageId: status.id, at } });
        } else if (status.status === 'failed') {
          const error = status.errors?.[0];
          const detail = error ? [`Graph error ${error.code}: ${error.title ?? error.message ?? ''}`, error.error_data?.details].filter(Boolean).join(' — ') : 'WhatsApp reported the message failed';
          const refusal = whatsappCloudRefusal(error?.code, 200, detail);
          events.push({
            channelAccountId,
            key: `wa:${status.id}:failed`,
            event: { kind: 'failed', providerMessageId: status.id, at, reason: refusal.reason === 'notOnChannel' || refusal.reason === 'templateRequired' ? refusal.reason : 'providerError', detail: refusal.detail },
          });
        }
      }
      for (const inbound of value.messages ?? []) {
        events.push({
          channelAccountId,
          key: `wa:in:${inbound.id}`,
          event: {
            kind: 'replied',
            channelAccountId,
            fromPhone: e164(inbound.from),
            text: inboundText(inbound),
            at: validOr(atOf(inbound.timestamp), now),
            ...(inbound.context ? { providerMessageId: inbound.context.id } : {}),
          },
        });
      }
    }
  }
  return events;
}

/** The words of a client's message; a photo, a voice note or a sticker is named by its type. */
function inboundText(inbound: z.infer<typeof inboundSchema>): string {
  return inbound.text?.body ?? inbound.button?.text ?? inbound.interactive?.button_reply?.title ?? inbound.interactive?.list_reply?.title ?? `[${inbound.type}]`;
}

function validOr(date: Date, fallback: Date): Date {
  return Number.isNaN(date.getTime()) ? fallback : date;
}

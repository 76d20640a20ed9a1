import { z } from 'zod';
import { outsideSystemUrl, type Config } from '../config';
import type { ChannelAccount, ChannelAdapter, OutboundMessage, SendResult } from './Channel';
import type { ProviderStatus } from './instanceMachine';
import { STAND_IN_PATHS } from './paths';
import { callProvider, textWithButtons, type ProviderCall } from './providerHttp';

/**
 * The WhatsApp/MAX instance provider, written to Chat-API's public contract (the account's instances,
 * each `{base}/instance{id}/{method}?token={token}`): `POST /newInstance` (account level, `{ uid? }` →
 * `{ id, token }`), `GET status` (`{ accountStatus: init | loading | got qr code | authenticated, qrCode?,
 * phone? }`), `POST retry` (a new connection attempt: loading, then a code), `POST logout`,
 * `POST sendMessage` (`{ phone, body }` → `{ sent, id, message }`). The WhatsApp/MAX switch
 * (`POST switchMessenger { messenger }`) is the provider's own call; its contract is not public, so it
 * follows the same style. `qrCode` is what the phone scans: Chat-API's is a PNG data URL, the stand-in's
 * the code's text; the page draws either.
 */
export const chatApiSettingsSchema = z.object({
  instanceId: z.string().min(1),
  token: z.string().min(1),
  /** Outside production only: the API's own stand-in (standIns domain). */
  standIn: z.boolean().optional(),
});
export type ChatApiSettings = z.infer<typeof chatApiSettingsSchema>;

type AdapterConfig = Pick<Config, 'mode' | 'publicUrl' | 'chatApiBaseUrl' | 'chatApiAccountToken' | 'channelHttpTimeoutMs'>;

export function chatApiBaseUrl(config: AdapterConfig, standIn: boolean): string {
  return outsideSystemUrl(config, { standInPath: STAND_IN_PATHS.chatApi, configured: null, real: config.chatApiBaseUrl }, { standIn });
}

/** The provider failed to answer usefully (network, 4xx/5xx, a body not its own). */
export class ChatApiError extends Error {}

const statusSchema = z.object({
  accountStatus: z.string(),
  qrCode: z.string().optional(),
  phone: z.string().optional(),
});
const createdSchema = z.object({ id: z.union([z.string(), z.number()]).transform(String), token: z.string().min(1) });
const sentSchema = z.object({ sent: z.boolean(), id: z.string().optional(), message: z.string().optional() });

function answered(call: ProviderCall, what: string): unknown {
  if (call.kind !== 'answered') throw new ChatApiError(`${what}: the provider did not answer (${call.kind})`);
  if (call.status < 200 || call.status >= 300) throw new ChatApiError(`${what}: the provider answered ${call.status}`);
  return call.body;
}

/** Chat-API's accountStatus as the lifecycle's reading. */
export function readStatus(body: z.infer<typeof statusSchema>): ProviderStatus {
  switch (body.accountStatus) {
    case 'authenticated':
      return { status: 'authorized', phone: body.phone ? `+${body.phone.replace(/\D/g, '')}` : null };
    case 'got qr code':
      if (!body.qrCode) throw new ChatApiError('The provider said "got qr code" without a code');
      return { status: 'gotQrCode', qrCode: body.qrCode };
    case 'loading':
      return { status: 'loading' };
    default:
      return { status: 'init' };
  }
}

export interface InstanceProviderApi {
  createInstance(standIn: boolean): Promise<ChatApiSettings>;
  status(settings: ChatApiSettings): Promise<ProviderStatus>;
  requestQr(settings: ChatApiSettings): Promise<void>;
  switchMessenger(settings: ChatApiSettings, messenger: 'whatsapp' | 'max'): Promise<void>;
  logout(settings: ChatApiSettings): Promise<void>;
}

export function createChatApiClient(config: AdapterConfig): InstanceProviderApi {
  const url = (settings: ChatApiSettings, method: string) =>
    `${chatApiBaseUrl(config, settings.standIn === true)}/instance${encodeURIComponent(settings.instanceId)}/${method}?token=${encodeURIComponent(settings.token)}`;
  const post = (target: string, body: unknown) =>
    callProvider(target, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) }, config.channelHttpTimeoutMs);
  return {
    async createInstance(standIn) {
      const base = chatApiBaseUrl(config, standIn);
      const call = await post(`${base}/newInstance?token=${encodeURIComponent(config.chatApiAccountToken ?? '')}`, {});
      const created = createdSchema.safeParse(answered(call, 'newInstance'));
      if (!created.success) throw new ChatApiError('newInstance: no id and token in the answer');
      return { instanceId: created.data.id, token: created.data.token, ...(standIn ? { standIn: true } : {}) };
    },
    async status(settings) {
      const call = await callProvider(url(settings, 'status'), { method: 'GET', headers: { accept: 'application/json' } }, config.channelHttpTimeoutMs);
      const body = statusSchema.safeParse(answered(call, 'status'));
      if (!body.success) throw new ChatApiError('status: no accountStatus in the answer');
      return readStatus(body.data);
    },
    async requestQr(settings) {
      answered(await post(url(settings, 'retry'), {}), 'retry');
    },
    async switchMessenger(settings, messenger) {
      answered(await post(url(settings, 'switchMessenger'), { messenger }), 'switchMessenger');
    },
    async logout(settings) {
      answered(await post(url(settings, 'logout'), {}), 'logout');
    },
  };
}

/** Sending through an instance (the engine's ChannelAdapter). Not idempotent: sendMessage takes no key. */
export function createChatApiAdapter(config: AdapterConfig): ChannelAdapter {
  return {
    name: 'chatApi',
    idempotent: false,
    async send(account: ChannelAccount, message: OutboundMessage): Promise<SendResult> {
      const settings = chatApiSettingsSchema.safeParse(account.settings);
      if (!settings.success) return { ok: false, reason: 'channelNotAuthorized', detail: 'The instance is not set up', retryable: false };
      const target = `${chatApiBaseUrl(config, settings.data.standIn === true)}/instance${encodeURIComponent(settings.data.instanceId)}/sendMessage?token=${encodeURIComponent(settings.data.token)}`;
      const call = await callProvider(
        target,
        { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ phone: message.to.replace(/\D/g, ''), body: textWithButtons(message.text, message.buttons, { answers: true }) }) },
        config.channelHttpTimeoutMs,
      );
      if (call.kind === 'unreachable') return { ok: false, reason: 'providerError', detail: `The instance provider is unreachable: ${call.detail}`, retryable: true };
      if (call.kind !== 'answered') return { ok: false, reason: 'providerError', detail: 'The instance provider did not answer: the message may have gone', retryable: false };
      if (call.status === 401 || call.status === 403) return { ok: false, reason: 'channelNotAuthorized', detail: `The provider answered ${call.status}`, retryable: false };
      const sent = sentSchema.safeParse(call.body);
      if (call.status >= 200 && call.status < 300 && sent.success && sent.data.sent && sent.data.id) return { ok: true, providerMessageId: sent.data.id };
      const detail = sent.success && sent.data.message ? sent.data.message : `The provider answered ${call.status}`;
      if (/not authori[sz]ed|not authenticated/i.test(detail)) return { ok: false, reason: 'channelNotAuthorized', detail, retryable: false };
      return { ok: false, reason: 'providerError', detail, retryable: call.status >= 500 };
    },
  };
}

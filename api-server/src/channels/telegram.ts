import { z } from 'zod';
import { outsideSystemUrl, type Config } from '../config';
import type { ChannelAccount, ChannelAdapter, OutboundMessage, SendResult } from './Channel';
import { STAND_IN_PATHS } from './paths';
import { callProvider, textWithButtons } from './providerHttp';

/**
 * Telegram user accounts through an MTProto gateway over HTTP: each call is the MTProto method by its name,
 * `POST {gateway}/{method}` with its parameters as JSON (`auth.sendCode {phone_number}` →
 * `{ phone_code_hash }`, `auth.signIn {phone_number, phone_code_hash, phone_code}` →
 * `{ user: { id, phone }, session }`, `messages.sendMessage {session, peer_phone, message}` → `{ id }`);
 * refusals carry MTProto's `{ error_code, error_message }` (PHONE_NUMBER_INVALID, PHONE_CODE_INVALID,
 * PHONE_CODE_EXPIRED, FLOOD_WAIT_n). Production reads TELEGRAM_GATEWAY_URL; development uses the stand-in.
 */
export class TelegramError extends Error {
  constructor(readonly mtprotoError: string) {
    super(`Telegram refused: ${mtprotoError}`);
  }
}

const errorSchema = z.object({ error_message: z.string() });
const sentCodeSchema = z.object({ phone_code_hash: z.string().min(1) });
const authorizationSchema = z.object({ user: z.object({ id: z.union([z.string(), z.number()]).transform(String), phone: z.string() }), session: z.string().min(1) });
export const telegramSettingsSchema = z.object({ session: z.string().min(1), userId: z.string(), standIn: z.boolean().optional() });

type GatewayConfig = Pick<Config, 'mode' | 'publicUrl' | 'telegramGatewayUrl' | 'channelHttpTimeoutMs'>;

export function telegramGatewayUrl(config: GatewayConfig): string | null {
  return outsideSystemUrl(config, { standInPath: STAND_IN_PATHS.telegram, configured: config.telegramGatewayUrl, real: null });
}

export interface TelegramAuthApi {
  sendCode(phone: string): Promise<{ phoneCodeHash: string }>;
  signIn(phone: string, phoneCodeHash: string, code: string): Promise<{ userId: string; session: string }>;
}

export function createTelegramClient(config: GatewayConfig): TelegramAuthApi {
  async function call(method: string, body: Record<string, string>): Promise<unknown> {
    const base = telegramGatewayUrl(config);
    if (base === null) throw new TelegramError('GATEWAY_NOT_CONFIGURED');
    const answer = await callProvider(`${base}/${method}`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body) }, config.channelHttpTimeoutMs);
    if (answer.kind !== 'answered') throw new TelegramError(`NO_ANSWER_${answer.kind.toUpperCase()}`);
    if (answer.status >= 200 && answer.status < 300) return answer.body;
    const error = errorSchema.safeParse(answer.body);
    throw new TelegramError(error.success ? error.data.error_message : `HTTP_${answer.status}`);
  }
  return {
    async sendCode(phone) {
      const sent = sentCodeSchema.safeParse(await call('auth.sendCode', { phone_number: phone }));
      if (!sent.success) throw new TelegramError('BAD_ANSWER');
      return { phoneCodeHash: sent.data.phone_code_hash };
    },
    async signIn(phone, phoneCodeHash, code) {
      const signed = authorizationSchema.safeParse(await call('auth.signIn', { phone_number: phone, phone_code_hash: phoneCodeHash, phone_code: code }));
      if (!signed.success) throw new TelegramError('BAD_ANSWER');
      return { userId: signed.data.user.id, session: signed.data.session };
    },
  };
}

/** Sending a text to a client's phone from the connected Telegram account. */
export function createTelegramAdapter(config: GatewayConfig): ChannelAdapter {
  return {
    name: 'telegram',
    idempotent: false,
    async send(account: ChannelAccount, message: OutboundMessage): Promise<SendResult> {
      const settings = telegramSettingsSchema.safeParse(account.settings);
      const base = telegramGatewayUrl(config);
      if (!settings.success || base === null) return { ok: false, reason: 'channelNotAuthorized', detail: 'The Telegram account is not set up', retryable: false };
      const answer = await callProvider(
        `${base}/messages.sendMessage`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: settings.data.session, peer_phone: message.to, message: textWithButtons(message.text, message.buttons, { answers: true }) }) },
        config.channelHttpTimeoutMs,
      );
      if (answer.kind !== 'answered') return { ok: false, reason: 'providerError', detail: `Telegram gateway: ${answer.kind}`, retryable: answer.kind === 'unreachable' };
      const sent = z.object({ id: z.union([z.string(), z.number()]).transform(String) }).safeParse(answer.body);
      if (answer.status < 300 && sent.success) return { ok: true, providerMessageId: `tg:${sent.data.id}` };
      const error = errorSchema.safeParse(answer.body);
      const detail = error.success ? error.data.error_message : `HTTP ${answer.status}`;
      if (/AUTH_KEY|SESSION/.test(detail)) return { ok: false, reason: 'channelNotAuthorized', detail, retryable: false };
      if (/PEER|USERNAME|PHONE_NOT/.test(detail)) return { ok: false, reason: 'notOnChannel', detail, retryable: false };
      return { ok: false, reason: 'providerError', detail, retryable: answer.status >= 500 };
    },
  };
}

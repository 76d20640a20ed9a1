import { z } from 'zod';
import { outsideSystemUrl, type Config } from '../config';
import type { ChannelAccount, ChannelAdapter, OutboundMessage, SendResult } from './Channel';
import { STAND_IN_PATHS } from './paths';
import { callProvider, textWithButtons, type ProviderCall } from './providerHttp';

/**
 * Sigma SMS (sigmasms.ru), written to its public HTTP API as far as it is known:
 * `POST {api}/api/login {username, password}` → `{ token }` (401 for a wrong pair), then each call with
 * the header `Authorization: {token}`; `POST {api}/api/sendings {recipient, type: 'sms', payload: {sender, text}}`
 * → `{ id, recipient, status, error }`. The list of the account's sender names is not in the public material:
 * `GET {api}/api/senders` → `[{ name, type, status: 'active' | 'moderation' | 'rejected' }]` is our design in
 * the same style, and the stand-in speaks it. Production reads SIGMA_BASE_URL; development uses the stand-in.
 *
 * Not idempotent: a sending takes no idempotency key. Buttons are written under the text.
 */

export const sigmaSettingsSchema = z.object({
  username: z.string().min(1),
  password: z.string().min(1),
  /** The approved sender name the SMS come from. */
  sender: z.string().min(1),
  /** Outside production only: the API's own stand-in (standIns domain). */
  standIn: z.boolean().optional(),
});
export type SigmaSettings = z.infer<typeof sigmaSettingsSchema>;

type AdapterConfig = Pick<Config, 'mode' | 'publicUrl' | 'sigmaBaseUrl' | 'channelHttpTimeoutMs'>;

export function sigmaBaseUrl(settings: Pick<SigmaSettings, 'standIn'>, config: AdapterConfig): string {
  return outsideSystemUrl(config, { standInPath: STAND_IN_PATHS.sigma, configured: null, real: config.sigmaBaseUrl }, settings);
}

const tokenSchema = z.object({ token: z.string().min(1) });
const sendersSchema = z.array(z.object({ name: z.string(), type: z.string().optional(), status: z.string() }));
const sendingSchema = z.object({ id: z.string().min(1), status: z.string().optional(), error: z.unknown().optional() });
const errorSchema = z.object({ error: z.string().optional(), message: z.string().optional(), code: z.union([z.string(), z.number()]).optional() });

const json = { 'content-type': 'application/json', accept: 'application/json' };

/** What Sigma said of an account about to be saved. */
export type SigmaAccountCheck = { ok: true } | { ok: false; problem: 'credentials' | 'sender' | 'unavailable'; detail: string };

type Login = { ok: true; token: string } | { ok: false; problem: 'credentials' | 'unavailable'; detail: string; retryable: boolean };

async function login(settings: SigmaSettings, config: AdapterConfig): Promise<Login> {
  const call = await callProvider(`${sigmaBaseUrl(settings, config)}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ username: settings.username, password: settings.password }) }, config.channelHttpTimeoutMs);
  if (call.kind !== 'answered') return { ok: false, problem: 'unavailable', detail: `Sigma SMS did not answer (${call.kind})`, retryable: true };
  if (call.status === 401 || call.status === 403) return { ok: false, problem: 'credentials', detail: 'Sigma SMS refused the login and password', retryable: false };
  const token = tokenSchema.safeParse(call.body);
  if (call.status !== 200 || !token.success) return { ok: false, problem: 'unavailable', detail: `Sigma SMS answered ${call.status}`, retryable: call.status >= 500 };
  return { ok: true, token: token.data.token };
}

/** Signs in with the login and password, then finds the sender name among the account's approved ones. */
export async function checkSigmaAccount(settings: SigmaSettings, config: AdapterConfig): Promise<SigmaAccountCheck> {
  const signedIn = await login(settings, config);
  if (!signedIn.ok) return { ok: false, problem: signedIn.problem, detail: signedIn.detail };
  const call = await callProvider(`${sigmaBaseUrl(settings, config)}/api/senders`, { method: 'GET', headers: { ...json, authorization: signedIn.token } }, config.channelHttpTimeoutMs);
  if (call.kind !== 'answered' || call.status !== 200) return { ok: false, problem: 'unavailable', detail: `Sigma SMS did not list the sender names (${call.kind === 'answered' ? call.status : call.kind})` };
  const senders = sendersSchema.safeParse(call.body);
  if (!senders.success) return { ok: false, problem: 'unavailable', detail: 'Sigma SMS answered without the sender names' };
  const found = senders.data.find((sender) => sender.name === settings.sender && (sender.type ?? 'sms') === 'sms');
  if (!found || found.status !== 'active') return { ok: false, problem: 'sender', detail: `${settings.sender} is not an approved sender name of this account` };
  return { ok: true };
}

export function sigmaResult(call: ProviderCall): SendResult {
  switch (call.kind) {
    case 'timedOut':
    case 'broken':
      return { ok: false, reason: 'providerError', detail: `Sigma SMS: ${call.kind}; the message may have gone`, retryable: false };
    case 'unreachable':
      return { ok: false, reason: 'providerError', detail: `Sigma SMS unreachable: ${call.detail}`, retryable: true };
    case 'answered': {
      const sent = sendingSchema.safeParse(call.body);
      if (call.status >= 200 && call.status < 300 && sent.success) return { ok: true, providerMessageId: `sigma:${sent.data.id}` };
      const error = errorSchema.safeParse(call.body);
      const detail = `Sigma SMS answered ${call.status}${error.success && (error.data.message ?? error.data.error) ? `: ${error.data.message ?? error.data.error}` : ''}`;
      if (call.status === 401 || call.status === 403) return { ok: false, reason: 'channelNotAuthorized', detail, retryable: false };
      if (call.status === 400 && /recipient|phone/i.test(detail)) return { ok: false, reason: 'notOnChannel', detail, retryable: false };
      return { ok: false, reason: 'providerError', detail, retryable: call.status === 429 || call.status >= 500 };
    }
  }
}

export function createSigmaAdapter(config: AdapterConfig): ChannelAdapter {
  // A token per login, kept while Sigma takes it (a 401 signs in again once).
  const tokens = new Map<string, string>();
  return {
    name: 'sigma',
    idempotent: false,
    async send(account: ChannelAccount, message: OutboundMessage): Promise<SendResult> {
      const settings = sigmaSettingsSchema.safeParse(account.settings);
      if (!settings.success) return { ok: false, reason: 'channelNotAuthorized', detail: 'The Sigma SMS account is not set up', retryable: false };
      const key = `${settings.data.standIn ? 'stand-in:' : ''}${settings.data.username}`;
      const body = JSON.stringify({ recipient: message.to, type: 'sms', payload: { sender: settings.data.sender, text: textWithButtons(message.text, message.buttons, { answers: true }) } });
      for (let attempt = 0; attempt < 2; attempt += 1) {
        let token = tokens.get(key);
        if (token === undefined) {
          const signedIn = await login(settings.data, config);
          if (!signedIn.ok) return { ok: false, reason: signedIn.problem === 'credentials' ? 'channelNotAuthorized' : 'providerError', detail: signedIn.detail, retryable: signedIn.retryable };
          token = signedIn.token;
          tokens.set(key, token);
        }
        const call = await callProvider(`${sigmaBaseUrl(settings.data, config)}/api/sendings`, { method: 'POST', headers: { ...json, authorization: token }, body }, config.channelHttpTimeoutMs);
        if (call.kind === 'answered' && call.status === 401 && attempt === 0) {
          tokens.delete(key);
          continue;
        }
        return sigmaResult(call);
      }
      return { ok: false, reason: 'channelNotAuthorized', detail: 'Sigma SMS refused the token twice', retryable: false };
    },
  };
}

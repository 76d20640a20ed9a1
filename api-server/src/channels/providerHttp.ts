import { createHmac, timingSafeEqual } from 'node:crypto';

/** What came of one call to a provider's HTTP API. */
export type ProviderCall =
  | { kind: 'answered'; status: number; body: unknown }
  /** No answer in time: the provider may have sent the message or not. */
  | { kind: 'timedOut' }
  /** The request never reached the provider (connection refused, name not found): nothing was sent. */
  | { kind: 'unreachable'; detail: string }
  /** The connection broke after the request left: like a timeout, the outcome is unknown. */
  | { kind: 'broken'; detail: string };

/** Errors of the connection phase: the request was certainly not sent. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** Calls a provider with a deadline, reading a JSON answer (null when the body is not JSON). */
export async function callProvider(url: string, init: { method: 'POST' | 'GET' | 'DELETE'; headers: Record<string, string>; body?: string }, timeoutMs: number): Promise<ProviderCall> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return { kind: 'timedOut' };
    const code = causeCode(error);
    const detail = error instanceof Error ? `${error.message}${code ? ` (${code})` : ''}` : String(error);
    return code !== null && NOT_SENT_CODES.has(code) ? { kind: 'unreachable', detail } : { kind: 'broken', detail };
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return { kind: 'timedOut' };
    return { kind: 'broken', detail: error instanceof Error ? error.message : String(error) };
  }
  return { kind: 'answered', status: response.status, body: parseJson(text) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function causeCode(error: unknown): string | null {
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : null;
  if (typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string') return cause.code;
  return null;
}

/** Compares two signatures in constant time (different lengths simply differ). */
export function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `sha256=<hex>`: Meta's X-Hub-Signature-256, the HMAC-SHA256 of the raw body with the app secret. */
export function metaSignature(appSecret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/**
 * Twilio's X-Twilio-Signature: the full URL Twilio called, followed by each POST parameter's name and
 * value sorted by name (no separators), HMAC-SHA1 with the account's auth token, base64.
 */
export function twilioSignature(authToken: string, url: string, params: ReadonlyArray<readonly [string, string]>): string {
  const sorted = [...params].sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  const data = url + sorted.map(([name, value]) => name + value).join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** E.164 from a messenger's bare digits (WhatsApp's wa_id and `from` carry no plus). */
export function e164(digits: string): string {
  return digits.startsWith('+') ? digits : `+${digits}`;
}

/** The buttons a plain-text channel cannot draw, written under the text: links and phones as `title: target`. */
export function textWithButtons(text: string, buttons: ReadonlyArray<{ type: 'answer'; text: string } | { type: 'url'; text: string; url: string } | { type: 'call'; text: string; phone: string }>, options: { answers: boolean }): string {
  const lines = buttons.flatMap((button) => {
    if (button.type === 'url') return [`${button.text}: ${button.url}`];
    if (button.type === 'call') return [`${button.text}: ${button.phone}`];
    return [];
  });
  const answers = buttons.flatMap((button) => (button.type === 'answer' ? [button.text] : []));
  if (options.answers && answers.length > 0) lines.push(answers.join(' / '));
  return lines.length === 0 ? text : `${text}\n\n${lines.join('\n')}`;
}

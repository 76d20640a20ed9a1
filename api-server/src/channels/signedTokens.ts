import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { sameSignature } from './providerHttp';

/**
 * The public QR link's token: the instance's id (hex), the link's end (seconds, base 36) and 128 bits of
 * HMAC under the API's secret; about 60 characters, so it fits one path segment. No dot: static servers take a
 * last segment with a dot for a file name and answer 404 instead of the page.
 */
export function signQrLink(secret: string, accountId: string, expiresAt: Date): string {
  const payload = `${accountId.replace(/-/g, '')}${Math.floor(expiresAt.getTime() / 1000).toString(36)}`;
  return `${payload}_${qrLinkSignature(secret, payload)}`;
}

function qrLinkSignature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`qr-link:${payload}`).digest().subarray(0, 16).toString('base64url');
}

/** The instance and the end of a well-signed token, else null (expiry is the caller's to judge). */
export function readQrLink(secret: string, token: string): { accountId: string; expiresAt: Date } | null {
  const match = /^([0-9a-f]{32})([0-9a-z]{1,10})_([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  if (!sameSignature(match[3], qrLinkSignature(secret, match[1] + match[2]))) return null;
  const hex = match[1];
  const accountId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { accountId, expiresAt: new Date(parseInt(match[2], 36) * 1000) };
}

/** Telegram's code request, signed: the phone, Telegram's phone_code_hash and the end (10 minutes). */
export function signTelegramRequest(secret: string, phone: string, hash: string, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify([phone, hash, Math.floor(expiresAt.getTime() / 1000)])).toString('base64url');
  return `${payload}.${createHmac('sha256', secret).update(`tg-code:${payload}`).digest('base64url')}`;
}

export function readTelegramRequest(secret: string, token: string): { phone: string; hash: string; expiresAt: Date } | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature || !sameSignature(signature, createHmac('sha256', secret).update(`tg-code:${payload}`).digest('base64url'))) return null;
  const parsed = z.tuple([z.string(), z.string(), z.number()]).safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  return parsed.success ? { phone: parsed.data[0], hash: parsed.data[1], expiresAt: new Date(parsed.data[2] * 1000) } : null;
}

import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PATHS } from '@cabinet/api/contract';

/**
 * Device cookies (OWASP's answer to lockouts that lock out the owner): a browser that signed in to an account
 * with its password gets a signed, httpOnly cookie naming that account and a random nonce. Presented again at
 * sign-in for the same account, it exempts the browser from the per-address and per-account failure limits,
 * so a salon's front desk behind one address keeps signing in while a flood from that address (or a guesser
 * of that account elsewhere) is refused. Its own failures are counted by its nonce (`signInDevice`): a stolen
 * browser guessing is still stopped, and the cookie then counts for nothing until the window passes.
 *
 * One cookie per account (a shared desk signs in to several), sent only to the sign-in path. The signature is
 * an HMAC under a key derived from the JWT secret: a forged or edited cookie is ignored, not refused.
 */
const PREFIX = 'cabinet_device_';
const MAX_AGE_SECONDS = 365 * 24 * 3600;

export interface DeviceCookies {
  /** The nonce of a valid device cookie for this account in the request, or null. */
  read(request: FastifyRequest, account: string): string | null;
  /** Sets (or renews) the device cookie for this account after a correct password. */
  issue(reply: FastifyReply, account: string, nonce: string | null): void;
}

export function createDeviceCookies(secret: string, options: { secure: boolean }): DeviceCookies {
  const key = createHash('sha256').update(`device-cookie:${secret}`).digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  // The account's e-mail is not put in the cookie: its name and payload carry a digest of it.
  const accountTag = (account: string) => createHmac('sha256', key).update(`account:${account}`).digest('base64url').slice(0, 16);

  return {
    read(request, account) {
      const tag = accountTag(account);
      const value = cookieValue(request.headers.cookie, PREFIX + tag);
      if (!value) return null;
      const [payloadTag, nonce, signature] = value.split('.');
      if (payloadTag !== tag || !nonce || !signature) return null;
      const expected = Buffer.from(sign(`${payloadTag}.${nonce}`));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
    },
    issue(reply, account, nonce) {
      const tag = accountTag(account);
      const fresh = nonce ?? randomBytes(16).toString('base64url');
      const value = `${tag}.${fresh}.${sign(`${tag}.${fresh}`)}`;
      const attributes = [`Path=/${PATHS.account.login}`, `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Strict', ...(options.secure ? ['Secure'] : [])];
      reply.header('Set-Cookie', `${PREFIX}${tag}=${value}; ${attributes.join('; ')}`);
    },
  };
}

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

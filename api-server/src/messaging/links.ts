import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { VisitAction } from '@cabinet/api/messaging';
import { createIgnoreLinkTokens } from '../blacklist/ignoreLinks';
import { isUuid } from '../platform/db/sql';

/**
 * The public links a message carries, on the owner's client origin (users.client_host, as the origin
 * policy allows it; the shell's local origin otherwise).
 *
 * - ignoreLink: the client's real opt-out page, `/il/{token}` (the blacklist's public view), the token
 *   sealing the owner's id and the client's phone, so the client reaches only their own entry.
 * - reviewForm: decision: `/rv/{token}`, the public review page of this one message, the token sealing the
 *   message id with an HMAC of the API's secret (reviewTokens below; issue 32: the bare id it was before is
 *   shown by the message-log export, so an id alone must be no credential). The message names the visit,
 *   master and branch, so a rating left there lands on them (publicRoutes.ts; the page is the spec's
 *   RatingWidget); only a sent message carrying this link takes one.
 * - confirmLink, cancelLink: `/vn/{token}?action=confirm|cancel` (the spec's VisitNotifyWidget), the token
 *   sealing the visit and its expiry (visitTokens below); the same page offers both answers.
 * - paymentLink: the order's own payment page (orders.payment_url, from the ordering system); empty for
 *   anything else, and a text that needs it then is not sent (sender: variableEmpty).
 * - recordForm: empty (no booking form exists yet); unlike the others it does not stop a message, since the
 *   templates that invite a client back use it.
 */
export interface MessageLinks {
  ignoreLink(owner: { id: string; clientHost: string | null }, phone: string): string;
  reviewForm(owner: { clientHost: string | null }, messageId: string): string;
  visitLink(owner: { clientHost: string | null }, visit: { id: string; startsAt: Date }, action: VisitAction): string;
}

export function createMessageLinks(config: { secret: string; clientOrigin(clientHost: string | null): string }): MessageLinks {
  const tokens = createIgnoreLinkTokens(config.secret);
  const visits = createVisitTokens(config.secret);
  const reviews = createReviewTokens(config.secret);
  return {
    ignoreLink: (owner, phone) => `${config.clientOrigin(owner.clientHost)}/il/${tokens.seal(owner.id, phone)}`,
    reviewForm: (owner, messageId) => `${config.clientOrigin(owner.clientHost)}/rv/${reviews.seal(messageId)}`,
    visitLink: (owner, visit, action) =>
      `${config.clientOrigin(owner.clientHost)}/vn/${visits.seal(visit.id, visit.startsAt)}?action=${action}`,
  };
}

const UUID_BYTES = 16;
const EXPIRY_BYTES = 4;
const MAC_BYTES = 16;

export interface VisitTokens {
  /** The token of one visit, working until `expiresAt` (the visit's start: no answer is taken after it). */
  seal(visitId: string, expiresAt: Date): string;
  /** The visit a token names; null for anything we did not make, altered, or expired at `now`. */
  open(token: string, now: Date): string | null;
}

/**
 * A visit's confirm/cancel token: the visit id and its expiry (seconds since 1970), signed with an HMAC
 * of the API's secret, 48 characters. Signed, not encrypted: the id tells nothing without the API, and
 * the page shows the visit to whoever holds the link anyway (the link is the credential, as the opt-out
 * link is). The same visit and expiry always give the same token, so a reminder planned twice carries one
 * link; a moved visit gets a new one with its new start.
 */
export function createVisitTokens(secret: string): VisitTokens {
  const key = createHash('sha256').update(`visit-link\0${secret}`).digest();
  const mac = (body: Buffer) => createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES);
  return {
    seal(visitId, expiresAt) {
      const body = Buffer.alloc(UUID_BYTES + EXPIRY_BYTES);
      Buffer.from(visitId.replace(/-/g, ''), 'hex').copy(body, 0);
      body.writeUInt32BE(Math.max(0, Math.floor(expiresAt.getTime() / 1000)), UUID_BYTES);
      return Buffer.concat([body, mac(body)]).toString('base64url');
    },
    open(token, now) {
      if (!/^[A-Za-z0-9_-]{48}$/.test(token)) return null;
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length !== UUID_BYTES + EXPIRY_BYTES + MAC_BYTES) return null;
      const body = bytes.subarray(0, UUID_BYTES + EXPIRY_BYTES);
      if (!timingSafeEqual(mac(body), bytes.subarray(UUID_BYTES + EXPIRY_BYTES))) return null;
      if (body.readUInt32BE(UUID_BYTES) * 1000 <= now.getTime()) return null;
      const hex = body.subarray(0, UUID_BYTES).toString('hex');
      const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      return isUuid(id) ? id : null;
    },
  };
}

export interface ReviewTokens {
  /** The token of one message's review link; the same message always gives the same token. */
  seal(messageId: string): string;
  /** The message a token names; null for anything we did not make, or that was altered. */
  open(token: string): string | null;
}

/**
 * A review link's token: the message id and 128 bits of HMAC under the API's secret, 43 characters (short
 * enough for an SMS). No expiry inside: the link works for REVIEW_LINK_TTL_DAYS after its message, which
 * the API reads from the message itself. Rotating the secret retires the links already sent.
 */
export function createReviewTokens(secret: string): ReviewTokens {
  const key = createHash('sha256').update(`review-link\0${secret}`).digest();
  const mac = (body: Buffer) => createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES);
  return {
    seal(messageId) {
      const body = Buffer.from(messageId.replace(/-/g, ''), 'hex');
      return Buffer.concat([body, mac(body)]).toString('base64url');
    },
    open(token) {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length !== UUID_BYTES + MAC_BYTES) return null;
      const body = bytes.subarray(0, UUID_BYTES);
      if (!timingSafeEqual(mac(body), bytes.subarray(UUID_BYTES))) return null;
      const hex = body.toString('hex');
      const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
      return isUuid(id) ? id : null;
    },
  };
}

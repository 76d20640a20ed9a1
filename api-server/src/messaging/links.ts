import { createIgnoreLinkTokens } from '../blacklist/ignoreLinks';
import { isUuid } from '../platform/db/sql';

/**
 * The public links a message carries, on the owner's client origin (users.client_host, as the origin
 * policy allows it; the shell's local origin otherwise).
 *
 * - ignoreLink: the client's real opt-out page, `/il/{token}` (the blacklist's public view), the token
 *   sealing the owner's id and the client's phone, so the client reaches only their own entry.
 * - reviewForm: decision: `/rv/{token}`, the public review page of this one message, the token being the
 *   message id in base64url (22 characters: short enough for an SMS; as unguessable as the id). The
 *   message names the visit, master and branch, so a rating left there lands on them. The page is the
 *   review-trap widget's public view (the widgets remote, with `messageIdOfReviewToken` on the API side);
 *   until it is built the link answers the shell's not-found.
 * - confirmLink, cancelLink, recordForm, paymentLink: left empty for now (no confirmation page, booking
 *   form or payment link exists yet); clients confirm and cancel by replying, which the chatbots read.
 */
export interface MessageLinks {
  ignoreLink(owner: { id: string; clientHost: string | null }, phone: string): string;
  reviewForm(owner: { clientHost: string | null }, messageId: string): string;
}

export function createMessageLinks(config: { secret: string; clientOrigin(clientHost: string | null): string }): MessageLinks {
  const tokens = createIgnoreLinkTokens(config.secret);
  return {
    ignoreLink: (owner, phone) => `${config.clientOrigin(owner.clientHost)}/il/${tokens.seal(owner.id, phone)}`,
    reviewForm: (owner, messageId) => `${config.clientOrigin(owner.clientHost)}/rv/${reviewToken(messageId)}`,
  };
}

export function reviewToken(messageId: string): string {
  return Buffer.from(messageId.replace(/-/g, ''), 'hex').toString('base64url');
}

/** The message a review link's token names, or null for anything that is not one. */
export function messageIdOfReviewToken(token: string): string | null {
  if (!/^[A-Za-z0-9_-]{22}$/.test(token)) return null;
  const hex = Buffer.from(token, 'base64url').toString('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return isUuid(id) && reviewToken(id) === token ? id : null;
}

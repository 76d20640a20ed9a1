import type { AppContext } from '../platform/AppContext';
import { headerValue } from '../platform/http/originPolicy';

/** What the payments routes' documents repeat. */
export const PROMO_ERRORS = 'PROMO_*: the promo code is refused (spec section 8), the code says which rule';
export const NOT_YOURS = { 403: 'FORBIDDEN: another user (admins may act for any user)' };

/** The cabinet's origin the browser called from: where a payer comes back to. */
export function cabinetOriginOf(ctx: AppContext) {
  return (headers: Record<string, string | string[] | undefined>): string => ctx.origins.clientOrigin(headerValue(headers['client-host']), headerValue(headers.origin));
}

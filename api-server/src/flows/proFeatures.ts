import { hasProFeatures } from '@cabinet/api/flows';
import type { Queryable } from '../platform/db/Db';
import { ApiError } from '../platform/http/ApiError';
import { loadOwner, type FlowOwner } from './owner';

/**
 * Spec section 4: chat bots, blacklist and link shortener are locked to the Pro plan; the UI shows its
 * teaser on this code. The public parts (a client's opt-out, a short link's redirect) are never locked.
 */
export function requirePro(me: FlowOwner): void {
  if (!hasProFeatures(me.majorTariff)) throw new ApiError(403, 'FEATURE_REQUIRES_PRO', 'This feature is available on the Pro plan');
}

/** The caller as the owner of Pro-locked rows (blacklist, short links, chatbots): a 403 below the Pro plan. */
export async function loadProOwner(q: Queryable, userId: string): Promise<FlowOwner> {
  const me = await loadOwner(q, userId);
  requirePro(me);
  return me;
}

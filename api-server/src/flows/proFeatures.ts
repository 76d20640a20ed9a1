import { hasProFeatures } from '@cabinet/api/contract';
import { ApiError } from '../platform/http/ApiError';
import type { FlowOwner } from './owner';

/**
 * Spec section 4: chat bots, blacklist and link shortener are locked to the Pro plan; the UI shows its
 * teaser on this code. The public parts (a client's opt-out, a short link's redirect) are never locked.
 */
export function requirePro(me: FlowOwner): void {
  if (!hasProFeatures(me.majorTariff)) throw new ApiError(403, 'FEATURE_REQUIRES_PRO', 'This feature is available on the Pro plan');
}

import type { ProFeatureKey } from '@cabinet/api/flows';
import type { MessageDescriptor } from '@cabinet/i18n';

/**
 * The Pro-locked features of this remote (spec section 4), by the key the User's `lockedFeatures` names
 * them with (the API decides the lock: `ProGate`'s `lock`), and the name the teaser shows.
 */
export const PRO_FEATURES = {
  chatbots: /*i18n*/ { id: 'flows.pro.chatbots', message: 'Confirmation chat bots' },
  blacklist: /*i18n*/ { id: 'flows.pro.blacklist', message: 'Blacklist' },
  shortLinks: /*i18n*/ { id: 'flows.pro.shortLinks', message: 'Link shortener' },
} satisfies Record<ProFeatureKey, MessageDescriptor>;

import { hasProFeatures } from '@cabinet/api/flows';
import type { CurrentUser } from '@cabinet/api/core';

/** The Pro-locked features of this remote (spec section 4), by the name the teaser shows. */
export const PRO_FEATURES = {
  chatbots: /*i18n*/ { id: 'flows.pro.chatbots', message: 'Confirmation chat bots' },
  blacklist: /*i18n*/ { id: 'flows.pro.blacklist', message: 'Blacklist' },
  shortLinks: /*i18n*/ { id: 'flows.pro.shortLinks', message: 'Link shortener' },
};

/** What the Pro lock needs: a tariff that includes the Pro features (the API refuses them otherwise too). */
export function hasProPlan(user: CurrentUser): boolean {
  return hasProFeatures(user.majorTariff);
}

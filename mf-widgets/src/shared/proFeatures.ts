import type { WidgetProFeatureKey } from '@cabinet/api/widgets';
import type { MessageDescriptor } from '@cabinet/i18n';

/**
 * The Pro-locked features of this remote (spec section 4), by the key the User's `lockedFeatures` names them
 * with (the API decides the lock: `ProGate`'s `lock`), and the name the teaser shows.
 */
export const PRO_FEATURES = {
  reviewWidget: /*i18n*/ { id: 'widgets.pro.reviewWidget', message: 'Review catcher' },
  confirmWidget: /*i18n*/ { id: 'widgets.pro.confirmWidget', message: 'Visit confirmation widget' },
} satisfies Record<WidgetProFeatureKey, MessageDescriptor>;

export const PRO_ABOUT = {
  reviewWidget: /*i18n*/ {
    id: 'widgets.pro.reviewWidget.about',
    message: 'Clients rate their visit; happy ones are invited to review you on the maps, and you hear about unhappy ones at once.',
  },
  confirmWidget: /*i18n*/ { id: 'widgets.pro.confirmWidget.about', message: 'Clients confirm or cancel their visit from the reminder, on a page you set up.' },
} satisfies Record<WidgetProFeatureKey, MessageDescriptor>;

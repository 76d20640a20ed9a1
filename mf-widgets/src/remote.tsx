import { defineRemote, placeholderScreens } from '@cabinet/contracts';
import pkg from '../package.json';

/** mf-widgets: review, confirmation and booking widgets. Every route it owns says honestly that it is not built yet, until its issue lands. */
export default defineRemote({
  name: 'mf-widgets',
  version: pkg.version,
  screens: placeholderScreens(['widgets', 'widgets.review', 'widgets.confirm.settings', 'widgets.reviews.rating', 'widgets.reviewsAi', 'widgets.reviewsAi.widget']),
});

import { defineRemote, placeholderScreens } from '@cabinet/contracts';
import pkg from '../package.json';

/** mf-insights: home statistics, analytics, dashboard views. Every route it owns says honestly that it is not built yet, until its issue lands. */
export default defineRemote({
  name: 'mf-insights',
  version: pkg.version,
  screens: placeholderScreens(['home', 'insights', 'insights.messageLogs', 'insights.conversion', 'insights.rfm', 'conversion', 'reviews']),
});

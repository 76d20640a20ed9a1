import { defineRemote, lazyScreen, placeholderScreens } from '@cabinet/contracts';
import pkg from '../package.json';
import { catalog } from './catalog';

// Each screen loads on first use: home's first visit carries home alone, never the charts.
const HomeScreen = lazyScreen(() => import('./home/HomeScreen'), 'HomeScreen');
const MessageLogsScreen = lazyScreen(() => import('./insights/message-logs/MessageLogsScreen'), 'MessageLogsScreen');

/** mf-insights: home statistics and setup checklist, analytics, message logs, conversion, RFM, reviews. */
export default defineRemote({
  name: 'mf-insights',
  version: pkg.version,
  catalog,
  screens: {
    ...placeholderScreens(['insights', 'insights.conversion', 'insights.rfm', 'conversion', 'reviews']),
    home: HomeScreen,
    'insights.messageLogs': MessageLogsScreen,
  },
});

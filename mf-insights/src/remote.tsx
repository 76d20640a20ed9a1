import { defineRemote, lazyScreen } from '@cabinet/contracts';
import pkg from '../package.json';
import { catalog } from './catalog';

// Each screen loads on first use: home's first visit carries home alone, never the charts.
const HomeScreen = lazyScreen(() => import('./home/HomeScreen'), 'HomeScreen');
const AnalyticsScreen = lazyScreen(() => import('./insights/AnalyticsScreen'), 'AnalyticsScreen');
const ConversionScreen = lazyScreen(() => import('./insights/conversion/ConversionScreen'), 'ConversionScreen');
const RfmScreen = lazyScreen(() => import('./insights/rfm/RfmScreen'), 'RfmScreen');
const ReviewsScreen = lazyScreen(() => import('./reviews/ReviewsScreen'), 'ReviewsScreen');
const MessageLogsScreen = lazyScreen(() => import('./insights/message-logs/MessageLogsScreen'), 'MessageLogsScreen');

/** mf-insights: home statistics and setup checklist, analytics, message logs, conversion, RFM, reviews. */
export default defineRemote({
  name: 'mf-insights',
  version: pkg.version,
  catalog,
  screens: {
    home: HomeScreen,
    insights: AnalyticsScreen,
    'insights.messageLogs': MessageLogsScreen,
    'insights.conversion': ConversionScreen,
    'insights.rfm': RfmScreen,
    // The dashboard host's conversion page is the same screen.
    conversion: ConversionScreen,
    reviews: ReviewsScreen,
  },
});

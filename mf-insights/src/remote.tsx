import type { ComponentType } from 'react';
import type { StaffArea } from '@cabinet/api/insights';
import { defineRemote, lazyScreen, useHost } from '@cabinet/contracts';
import pkg from '../package.json';
import { catalog, screenCatalog } from './catalog';

/** A screen of an area the booking system's rights may deny staff (shared/StaffGate.tsx), loaded with its gate. */
const gated = (area: StaffArea, load: () => Promise<ComponentType>) => async () => {
  const [{ withStaffArea }, Screen] = await Promise.all([import('./shared/StaffGate'), load()]);
  return { Screen: withStaffArea(area, Screen) };
};

// Each screen loads on first use: home's first visit carries home alone, never the charts.
const HomeScreen = lazyScreen(gated('dashboard', () => import('./home/HomeScreen').then((m) => m.HomeScreen)), 'Screen', screenCatalog('home'));
// The quality-control host's home (issue 34): its overview above the account's figures, with texts of its own.
const QualityHomeScreen = lazyScreen(gated('dashboard', () => import('./home/quality/QualityHomeScreen').then((m) => m.QualityHomeScreen)), 'Screen', screenCatalog('home/quality'));
const Home = () => (useHost().id === 'quality' ? <QualityHomeScreen /> : <HomeScreen />);
const AnalyticsScreen = lazyScreen(gated('analytics', () => import('./insights/AnalyticsScreen').then((m) => m.AnalyticsScreen)), 'Screen', screenCatalog('insights'));
const ConversionScreen = lazyScreen(gated('summary', () => import('./insights/conversion/ConversionScreen').then((m) => m.ConversionScreen)), 'Screen', screenCatalog('insights/conversion'));
const RfmScreen = lazyScreen(gated('analytics', () => import('./insights/rfm/RfmScreen').then((m) => m.RfmScreen)), 'Screen', screenCatalog('insights/rfm'));
const ReviewsScreen = lazyScreen(gated('reviews', () => import('./reviews/ReviewsScreen').then((m) => m.ReviewsScreen)), 'Screen', screenCatalog('reviews'));
const MessageLogsScreen = lazyScreen(() => import('./insights/message-logs/MessageLogsScreen'), 'MessageLogsScreen', screenCatalog('insights/message-logs'));

/** mf-insights: home statistics and setup checklist, analytics, message logs, conversion, RFM, reviews. */
export default defineRemote({
  name: 'mf-insights',
  version: pkg.version,
  catalog,
  screens: {
    home: Home,
    insights: AnalyticsScreen,
    'insights.messageLogs': MessageLogsScreen,
    'insights.conversion': ConversionScreen,
    'insights.rfm': RfmScreen,
    // The dashboard host's conversion page is the same screen.
    conversion: ConversionScreen,
    reviews: ReviewsScreen,
  },
});

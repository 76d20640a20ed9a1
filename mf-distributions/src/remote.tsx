import { defineRemote, lazyScreen } from '@cabinet/contracts';
import pkg from '../package.json';
import { screenCatalog } from './catalog';

// Each screen loads on first use: the list's first visit carries the list alone, not the wizard, the
// spreadsheet reader or the stats' chart.
const DistributionsScreen = lazyScreen(() => import('./distributions/DistributionsScreen'), 'DistributionsScreen', screenCatalog('distributions'));
const CreateDistributionScreen = lazyScreen(() => import('./distributions/create/CreateDistributionScreen'), 'CreateDistributionScreen', screenCatalog('distributions/create'));
const EditDistributionScreen = lazyScreen(() => import('./distributions/edit/EditDistributionScreen'), 'EditDistributionScreen', screenCatalog('distributions/edit'));
const DistributionStatsScreen = lazyScreen(() => import('./distributions/stats/DistributionStatsScreen'), 'DistributionStatsScreen', screenCatalog('distributions/stats'));

/** mf-distributions: mass mailings, their wizard and their statistics. */
export default defineRemote({
  name: 'mf-distributions',
  version: pkg.version,
  screens: {
    distributions: DistributionsScreen,
    'distributions.create': CreateDistributionScreen,
    'distributions.edit': EditDistributionScreen,
    'distributions.stats': DistributionStatsScreen,
  },
});

import { defineRemote, lazyScreen, placeholderScreens } from '@cabinet/contracts';
import pkg from '../package.json';
import { catalog, screenCatalog } from './catalog';

const ChecklistScreen = lazyScreen(() => import('./checklist/ChecklistScreen'), 'ChecklistScreen', screenCatalog('checklist'));

/**
 * mf-quality: quality control of chats and calls (issue 34). The checklist they are scored on is built; chats,
 * calls and reports still say honestly that they are not built yet.
 */
export default defineRemote({
  name: 'mf-quality',
  version: pkg.version,
  catalog,
  screens: {
    checklist: ChecklistScreen,
    ...placeholderScreens(['chats', 'calls', 'reports.report']),
  },
});

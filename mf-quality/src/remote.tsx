import { defineRemote, lazyScreen } from '@cabinet/contracts';
import pkg from '../package.json';
import { screenCatalog } from './catalog';

const ChecklistScreen = lazyScreen(() => import('./checklist/ChecklistScreen'), 'ChecklistScreen', screenCatalog('checklist'));
const CallsScreen = lazyScreen(() => import('./calls/CallsScreen'), 'CallsScreen', screenCatalog('calls'));
const ChatsScreen = lazyScreen(() => import('./chats/ChatsScreen'), 'ChatsScreen', screenCatalog('chats'));
const ReportScreen = lazyScreen(() => import('./reports/report/ReportScreen'), 'ReportScreen', screenCatalog('reports/report'));

/**
 * mf-quality: quality control of chats and calls (issue 34). The checklist they are scored on and the calls
 * (uploaded, transcribed, scored) are built; reports are built from the calls screen and read at /reports/{reportId} and the chats of the connected channels are listed and scored on demand at /chats.
 */
export default defineRemote({
  name: 'mf-quality',
  version: pkg.version,
  screens: {
    checklist: ChecklistScreen,
    calls: CallsScreen,
    'reports.report': ReportScreen,
    chats: ChatsScreen,
  },
});

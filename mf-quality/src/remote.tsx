import { defineRemote, placeholderScreens } from '@cabinet/contracts';
import pkg from '../package.json';

/** mf-quality: quality control of chats and calls. Every route it owns says honestly that it is not built yet, until its issue lands. */
export default defineRemote({
  name: 'mf-quality',
  version: pkg.version,
  screens: placeholderScreens(['chats', 'calls', 'reports.report']),
});

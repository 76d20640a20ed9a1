import { defineRemote, placeholderScreens } from '@cabinet/contracts';
import pkg from '../package.json';

/** mf-distributions: mass mailings. Every route it owns says honestly that it is not built yet, until its issue lands. */
export default defineRemote({
  name: 'mf-distributions',
  version: pkg.version,
  screens: placeholderScreens(['distributions', 'distributions.create', 'distributions.edit', 'distributions.stats']),
});

import { defineRemote, placeholderScreens } from '@cabinet/contracts';
import pkg from '../package.json';

/** mf-admin: admin tools (loaded only for admin roles). Every route it owns says honestly that it is not built yet, until its issue lands. */
export default defineRemote({
  name: 'mf-admin',
  version: pkg.version,
  screens: placeholderScreens(['admin.users', 'admin.pays', 'admin.promocodes', 'admin.promocodes.create', 'admin.instances', 'admin.users.diagnostics', 'admin.news', 'admin.status', 'admin.outgoing', 'admin.newClients']),
});

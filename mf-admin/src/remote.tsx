import { defineRemote, lazyScreen, placeholderScreens } from '@cabinet/contracts';
import pkg from '../package.json';
import { catalog, screenCatalog } from './catalog';

const UsersScreen = lazyScreen(() => import('./admin/users/UsersScreen'), 'UsersScreen', screenCatalog('admin/users'));
const UserScreen = lazyScreen(() => import('./admin/users/user/UserScreen'), 'UserScreen', screenCatalog('admin/users/user'));

/**
 * mf-admin: the back office (issue 31), loaded only for admin roles. The users list and a user's page are built; the other
 * routes still say honestly that they are not built yet.
 */
export default defineRemote({
  name: 'mf-admin',
  version: pkg.version,
  catalog,
  screens: {
    'admin.users': UsersScreen,
    'admin.users.user': UserScreen,
    ...placeholderScreens(['admin.pays', 'admin.promocodes', 'admin.promocodes.create', 'admin.instances', 'admin.users.diagnostics', 'admin.news', 'admin.status', 'admin.outgoing', 'admin.newClients']),
  },
});

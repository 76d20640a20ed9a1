import { defineRemote, lazyScreen } from '@cabinet/contracts';
import pkg from '../package.json';
import { screenCatalog } from './catalog';

const UsersScreen = lazyScreen(() => import('./admin/users/UsersScreen'), 'UsersScreen', screenCatalog('admin/users'));
const PaysScreen = lazyScreen(() => import('./admin/pays/PaysScreen'), 'PaysScreen', screenCatalog('admin/pays'));
const PromocodesScreen = lazyScreen(() => import('./admin/promocodes/PromocodesScreen'), 'PromocodesScreen', screenCatalog('admin/promocodes'));
const PromocodeCreateScreen = lazyScreen(() => import('./admin/promocodes/PromocodesScreen'), 'PromocodeCreateScreen', screenCatalog('admin/promocodes'));
const InstancesScreen = lazyScreen(() => import('./admin/instances/InstancesScreen'), 'InstancesScreen', screenCatalog('admin/instances'));
const NewsScreen = lazyScreen(() => import('./admin/news/NewsScreen'), 'NewsScreen', screenCatalog('admin/news'));
const DiagnosticsScreen = lazyScreen(() => import('./admin/users/diagnostics/DiagnosticsScreen'), 'DiagnosticsScreen', screenCatalog('admin/users/diagnostics'));
const StatusScreen = lazyScreen(() => import('./admin/status/StatusScreen'), 'StatusScreen', screenCatalog('admin/status'));
const OutgoingScreen = lazyScreen(() => import('./admin/outgoing/OutgoingScreen'), 'OutgoingScreen', screenCatalog('admin/outgoing'));
const NewClientsScreen = lazyScreen(() => import('./admin/new-clients/NewClientsScreen'), 'NewClientsScreen', screenCatalog('admin/new-clients'));
const AccidentsScreen = lazyScreen(() => import('./admin/accidents/AccidentsScreen'), 'AccidentsScreen', screenCatalog('admin/accidents'));
const UserScreen = lazyScreen(() => import('./admin/users/user/UserScreen'), 'UserScreen', screenCatalog('admin/users/user'));

/**
 * mf-admin: the back office (issue 31), loaded only for admin roles. Every route has its screen: the users list, a user's page and
 * diagnostics, every payment across users, the promo codes, the news, the instances, a company's status, the
 * outgoing volume, the new clients and the accidents.
 */
export default defineRemote({
  name: 'mf-admin',
  version: pkg.version,
  screens: {
    'admin.users': UsersScreen,
    'admin.users.user': UserScreen,
    'admin.pays': PaysScreen,
    'admin.promocodes': PromocodesScreen,
    'admin.promocodes.create': PromocodeCreateScreen,
    'admin.news': NewsScreen,
    'admin.instances': InstancesScreen,
    'admin.users.diagnostics': DiagnosticsScreen,
    'admin.status': StatusScreen,
    'admin.outgoing': OutgoingScreen,
    'admin.newClients': NewClientsScreen,
    'admin.accidents': AccidentsScreen,
  },
});

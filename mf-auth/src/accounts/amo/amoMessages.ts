import type { MessageDescriptor } from '@cabinet/i18n';

export const amoMessages = {
  intro: /*i18n*/ {
    id: 'accounts.amo.intro',
    message: 'Connect amoCRM: you allow access on amoCRM’s own page and come back here. The cabinet keeps the access renewed before it expires.',
  },
  connect: /*i18n*/ { id: 'accounts.amo.connect', message: 'Connect amoCRM' },
  loading: /*i18n*/ { id: 'accounts.amo.loading', message: 'Loading the amoCRM accounts' },
  loadFailed: /*i18n*/ { id: 'accounts.amo.loadFailed', message: 'The amoCRM accounts could not be loaded' },
  retry: /*i18n*/ { id: 'accounts.amo.retry', message: 'Try again' },
  empty: /*i18n*/ { id: 'accounts.amo.empty', message: 'No amoCRM account is connected yet.' },
  subdomain: /*i18n*/ { id: 'accounts.amo.subdomain', message: 'Account {subdomain}.amocrm.ru' },
  expires: /*i18n*/ { id: 'accounts.amo.expires', message: 'Access valid until {date}' },
  refresh: /*i18n*/ { id: 'accounts.amo.refresh', message: 'Renew the access now' },
  refreshed: /*i18n*/ { id: 'accounts.amo.refreshed', message: 'The access is renewed' },
  reconnect: /*i18n*/ { id: 'accounts.amo.reconnect', message: 'amoCRM no longer accepts the access: connect the account again.' },
  disconnect: /*i18n*/ { id: 'accounts.amo.disconnect', message: 'Disconnect' },
  disconnected: /*i18n*/ { id: 'accounts.amo.disconnected', message: 'The amoCRM account is disconnected' },
  disconnectTitle: /*i18n*/ { id: 'accounts.amo.disconnect.title', message: 'Disconnect the amoCRM account {subdomain}?' },
  disconnectBody: /*i18n*/ { id: 'accounts.amo.disconnect.body', message: 'The cabinet stops receiving its data. To use it again, connect it anew.' },
  stateConnected: /*i18n*/ { id: 'accounts.amo.state.connected', message: 'Connected' },
  stateRefreshDue: /*i18n*/ { id: 'accounts.amo.state.refreshDue', message: 'Renewing soon' },
  stateExpired: /*i18n*/ { id: 'accounts.amo.state.expired', message: 'Access expired' },
  stateReconnect: /*i18n*/ { id: 'accounts.amo.state.reconnect', message: 'Connect again' },
  connecting: /*i18n*/ { id: 'accounts.amo.connecting', message: 'Connecting the amoCRM account' },
  connected: /*i18n*/ { id: 'accounts.amo.connected', message: 'The amoCRM account {subdomain} is connected' },
  back: /*i18n*/ { id: 'accounts.amo.back', message: 'Back to the amoCRM accounts' },
} satisfies Record<string, MessageDescriptor>;

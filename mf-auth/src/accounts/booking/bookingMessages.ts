import type { BookingSystem, CompanyStatus } from '@cabinet/api/systemAccounts';
import type { MessageDescriptor } from '@cabinet/i18n';

/** The booking-system account pages' texts (Yclients and Altegio share them; the system's name is a value). */
export const bookingMessages = {
  intro: /*i18n*/ {
    id: 'accounts.booking.intro',
    message:
      'Connect your {system} account: the cabinet reads its clients, masters and visits and sends your flows from them. Your password goes to {system} once and is not stored.',
  },
  connectTitle: /*i18n*/ { id: 'accounts.booking.connect.title', message: 'Connect a {system} account' },
  login: /*i18n*/ { id: 'accounts.booking.login', message: 'Login' },
  password: /*i18n*/ { id: 'accounts.booking.password', message: 'Password' },
  companyId: /*i18n*/ { id: 'accounts.booking.companyId', message: 'Company id' },
  companyIdHint: /*i18n*/ { id: 'accounts.booking.companyId.hint', message: 'The number of the branch in {system}, e.g. 702101' },
  connect: /*i18n*/ { id: 'accounts.booking.connect', message: 'Connect' },
  connected: /*i18n*/ { id: 'accounts.booking.connected', message: '{company} is connected: its clients and visits are arriving' },
  required: /*i18n*/ { id: 'accounts.booking.required', message: 'The field cannot be empty' },
  companyIdInvalid: /*i18n*/ { id: 'accounts.booking.companyId.invalid', message: 'A company id is a number' },
  loading: /*i18n*/ { id: 'accounts.booking.loading', message: 'Loading the accounts' },
  loadFailed: /*i18n*/ { id: 'accounts.booking.loadFailed', message: 'An error occurred while loading the companies' },
  retry: /*i18n*/ { id: 'accounts.booking.retry', message: 'Try again' },
  empty: /*i18n*/ { id: 'accounts.booking.empty', message: 'No {system} account is connected yet. Enter its login, password and the id of a branch above.' },
  accountTitle: /*i18n*/ { id: 'accounts.booking.account.title', message: 'Account {login}' },
  lastSynced: /*i18n*/ { id: 'accounts.booking.lastSynced', message: 'Last update {date}' },
  neverSynced: /*i18n*/ { id: 'accounts.booking.neverSynced', message: 'Not updated yet' },
  syncFailed: /*i18n*/ { id: 'accounts.booking.syncFailed', message: 'The last update from {system} failed. The cabinet tries again every minute.' },
  sync: /*i18n*/ { id: 'accounts.booking.sync', message: 'Update now' },
  synced: /*i18n*/ { id: 'accounts.booking.synced', message: 'Updated from {system}' },
  disconnect: /*i18n*/ { id: 'accounts.booking.disconnect', message: 'Disconnect' },
  disconnectTitle: /*i18n*/ { id: 'accounts.booking.disconnect.title', message: 'Disconnect the account {login}?' },
  disconnectBody: /*i18n*/ {
    id: 'accounts.booking.disconnect.body',
    message: 'Its clients and visits stop arriving and flows no longer see new ones. What arrived so far stays.',
  },
  disconnected: /*i18n*/ { id: 'accounts.booking.disconnected', message: 'The account is disconnected' },
  cancel: /*i18n*/ { id: 'accounts.booking.cancel', message: 'Cancel' },
  companiesCaption: /*i18n*/ { id: 'accounts.booking.companies.caption', message: 'Companies of the account' },
  colName: /*i18n*/ { id: 'accounts.booking.col.name', message: 'Name' },
  colStatus: /*i18n*/ { id: 'accounts.booking.col.status', message: 'Status' },
  colAccountId: /*i18n*/ { id: 'accounts.booking.col.accountId', message: 'Account id' },
  colInternalId: /*i18n*/ { id: 'accounts.booking.col.internalId', message: 'Internal id' },
  colWebhooks: /*i18n*/ { id: 'accounts.booking.col.webhooks', message: 'Webhooks' },
  colMasters: /*i18n*/ { id: 'accounts.booking.col.masters', message: 'Active masters' },
  colTimezone: /*i18n*/ { id: 'accounts.booking.col.timezone', message: 'Time zone' },
  colCity: /*i18n*/ { id: 'accounts.booking.col.city', message: 'City' },
  colClients: /*i18n*/ { id: 'accounts.booking.col.clients', message: 'Clients' },
  colVisits: /*i18n*/ { id: 'accounts.booking.col.visits', message: 'Upcoming visits' },
  colAction: /*i18n*/ { id: 'accounts.booking.col.action', message: 'Action' },
  connectCompany: /*i18n*/ { id: 'accounts.booking.connectCompany', message: 'Connect {company}' },
  connectCompanyShort: /*i18n*/ { id: 'accounts.booking.connectCompany.short', message: 'Connect' },
  recentTitle: /*i18n*/ { id: 'accounts.booking.recent.title', message: 'Latest visits received' },
  recentEmpty: /*i18n*/ { id: 'accounts.booking.recent.empty', message: 'No visits yet: new bookings appear here within a minute.' },
  recentItem: /*i18n*/ { id: 'accounts.booking.recent.item', message: '{client}, {company}: visit on {date}' },
  unnamedClient: /*i18n*/ { id: 'accounts.booking.recent.unnamed', message: 'A client' },
  notConnected: /*i18n*/ { id: 'accounts.booking.notConnected', message: 'not connected' },
} satisfies Record<string, MessageDescriptor>;

export const companyStatusMessages: Readonly<Record<CompanyStatus, MessageDescriptor>> = {
  connected: /*i18n*/ { id: 'accounts.booking.status.connected', message: 'Connected' },
  available: /*i18n*/ { id: 'accounts.booking.status.available', message: 'Not connected' },
  inactive: /*i18n*/ { id: 'accounts.booking.status.inactive', message: 'Closed in the booking system' },
};

/** The systems' names as their owners write them: brands, the same in every language. */
export const BOOKING_SYSTEM_NAMES: Readonly<Record<BookingSystem, string>> = { yclients: 'YCLIENTS', altegio: 'Altegio' };

/** Spec section 8's refusals of system accounts, by the API's code. */
export const SYSTEM_ACCOUNT_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  SYSTEM_WRONG_CREDENTIALS: /*i18n*/ { id: 'accounts.error.wrongCredentials', message: 'Wrong login or password' },
  SYSTEM_TIMEOUT: /*i18n*/ { id: 'accounts.error.timeout', message: 'The booking system did not answer in time. Nothing was changed: try again.' },
  SYSTEM_UNAVAILABLE: /*i18n*/ { id: 'accounts.error.unavailable', message: 'The booking system is not available now. Try again later.' },
  SYSTEM_CONNECT_FAILED: /*i18n*/ { id: 'accounts.error.connectFailed', message: 'Marketplace or branch connect failure' },
  BRANCH_NOT_FOUND: /*i18n*/ { id: 'accounts.error.branchNotFound', message: 'Branch not found' },
  SYSTEM_ACCOUNT_EXISTS: /*i18n*/ { id: 'accounts.error.alreadyAdded', message: 'This account is already added' },
  SYSTEM_ACCOUNT_NOT_FOUND: /*i18n*/ { id: 'accounts.error.accountNotFound', message: 'The account is not found: it may have been disconnected' },
  AMO_MISSING_PARAMETERS: /*i18n*/ { id: 'accounts.error.amoMissingParameters', message: 'amoCRM connection parameters are missing' },
  INVALID_CREDENTIALS: /*i18n*/ { id: 'accounts.error.invalidCredentials', message: 'Incorrect email or password' },
};

/** Where a refusal shows: at its field, else above the form. */
export const SYSTEM_ERROR_FIELDS: Readonly<Partial<Record<string, 'password' | 'companyId'>>> = {
  SYSTEM_WRONG_CREDENTIALS: 'password',
  BRANCH_NOT_FOUND: 'companyId',
  SYSTEM_ACCOUNT_EXISTS: 'companyId',
};

import type { ChannelAccountState, ChannelKind } from '@cabinet/api/messaging';
import type { Tone } from '@cabinet/design/core';
import type { MessageDescriptor } from '@cabinet/i18n';

/* The words for channel accounts, shared by /accounts and the kinds' pages. */

export const KIND_NAMES: Readonly<Record<ChannelKind, MessageDescriptor>> = {
  whatsapp: /*i18n*/ { id: 'auth.accounts.kind.whatsapp', message: 'WhatsApp' },
  max: /*i18n*/ { id: 'auth.accounts.kind.max', message: 'MAX' },
  telegram: /*i18n*/ { id: 'auth.accounts.kind.telegram', message: 'Telegram' },
  waba: /*i18n*/ { id: 'auth.accounts.kind.waba', message: 'WhatsApp Business API (WABA)' },
  sms: /*i18n*/ { id: 'auth.accounts.kind.sms', message: 'SMS' },
};

export const PROVIDER_NAMES: Readonly<Record<'simulated' | 'chatApi' | 'whatsappCloud' | 'twilio' | 'telegram' | 'dialog360' | 'sigma', MessageDescriptor>> = {
  simulated: /*i18n*/ { id: 'auth.accounts.provider.simulated', message: 'Demo messenger' },
  chatApi: /*i18n*/ { id: 'auth.accounts.provider.chatApi', message: 'WhatsApp/MAX instance' },
  whatsappCloud: /*i18n*/ { id: 'auth.accounts.provider.whatsappCloud', message: 'WhatsApp Cloud API' },
  twilio: /*i18n*/ { id: 'auth.accounts.provider.twilio', message: 'Twilio' },
  telegram: /*i18n*/ { id: 'auth.accounts.provider.telegram', message: 'Telegram' },
  dialog360: /*i18n*/ { id: 'auth.accounts.provider.dialog360', message: '360dialog' },
  sigma: /*i18n*/ { id: 'auth.accounts.provider.sigma', message: 'Sigma SMS' },
};

/** Spec section 4's instance states, as the owner reads them. */
export const STATE_NAMES: Readonly<Record<ChannelAccountState, { label: MessageDescriptor; tone: Tone }>> = {
  init: { label: /*i18n*/ { id: 'auth.accounts.state.init', message: 'Init' }, tone: 'neutral' },
  loading: { label: /*i18n*/ { id: 'auth.accounts.state.loading', message: 'Loading' }, tone: 'info' },
  gotQrCode: { label: /*i18n*/ { id: 'auth.accounts.state.gotQrCode', message: 'Got QR code' }, tone: 'info' },
  authorized: { label: /*i18n*/ { id: 'auth.accounts.state.authorized', message: 'Authorized' }, tone: 'success' },
  notAuthorized: { label: /*i18n*/ { id: 'auth.accounts.state.notAuthorized', message: 'Not authorized' }, tone: 'warning' },
  error: { label: /*i18n*/ { id: 'auth.accounts.state.error', message: 'Error' }, tone: 'danger' },
};

/** The refusals of spec section 8 that channel accounts can meet, by the API's code. */
export const ACCOUNT_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  MAX_ACCOUNTS_REACHED: /*i18n*/ { id: 'auth.accounts.error.maxAccounts', message: 'Max accounts reached' },
  CHANNEL_ACCOUNT_NOT_FOUND: /*i18n*/ { id: 'auth.accounts.error.notFound', message: 'This account was not found: it may have been deleted' },
  QR_LINK_EXPIRED: /*i18n*/ { id: 'auth.accounts.error.qrLinkExpired', message: 'QR: link expired' },
  INSTANCE_INVALID_STATE: /*i18n*/ { id: 'auth.accounts.error.invalidState', message: 'The account is busy with another step: wait for it to finish' },
  TELEGRAM_CODE_SEND_FAILED: /*i18n*/ { id: 'auth.accounts.error.telegramSend', message: 'Telegram: code send error. Check the number and try again.' },
  TELEGRAM_INVALID_CODE: /*i18n*/ { id: 'auth.accounts.error.telegramCode', message: 'Telegram: invalid code' },
  CHANNEL_PROVIDER_FAILED: /*i18n*/ { id: 'auth.accounts.error.provider', message: 'Error creating the account: the provider did not answer. Try again.' },
  DIALOG360_INVALID_KEY: /*i18n*/ { id: 'auth.accounts.error.dialog360Key', message: 'Dialog360 does not accept this API key: check it in the 360dialog hub' },
  WABA_ADD_FAILED: /*i18n*/ { id: 'auth.accounts.error.wabaAdd', message: 'WABA: error adding. Dialog360 did not answer; nothing was saved. Try again.' },
  WABA_DELETE_FAILED: /*i18n*/ { id: 'auth.accounts.error.wabaDelete', message: 'WABA: error deleting. Dialog360 did not answer; nothing was deleted. Try again.' },
  WABA_GET_FAILED: /*i18n*/ { id: 'auth.accounts.error.wabaGet', message: 'WABA: error getting the data. Try again.' },
  WABA_TEMPLATE_NAME_TAKEN: /*i18n*/ { id: 'auth.accounts.error.wabaNameTaken', message: 'This number already has a template with this name and language' },
  WABA_TEMPLATE_NOT_FOUND: /*i18n*/ { id: 'auth.accounts.error.wabaTemplateNotFound', message: 'This template was not found: it may have been deleted' },
  ACCOUNT_ALREADY_ADDED: /*i18n*/ { id: 'auth.accounts.error.alreadyAdded', message: 'Account already added' },
};

/** What a provider refused, at the field it concerns (the API's `fields` codes). */
export const FIELD_REFUSALS: Readonly<Record<string, MessageDescriptor>> = {
  'phone.invalid': /*i18n*/ { id: 'auth.accounts.field.phoneInvalid', message: 'Phone not valid' },
  'twilio.sid.format': /*i18n*/ { id: 'auth.accounts.field.twilioSidFormat', message: 'The account SID is AC followed by 32 letters and digits' },
  'twilio.token.format': /*i18n*/ { id: 'auth.accounts.field.twilioTokenFormat', message: 'Token not valid' },
  'twilio.credentials.invalid': /*i18n*/ { id: 'auth.accounts.field.twilioCredentials', message: 'Token not valid: Twilio refused this account SID and auth token' },
  'twilio.account.inactive': /*i18n*/ { id: 'auth.accounts.field.twilioInactive', message: 'This Twilio account is suspended or closed' },
  'sigma.sender.format': /*i18n*/ { id: 'auth.accounts.field.sigmaSenderFormat', message: 'Up to 11 Latin letters, digits, spaces, dots or dashes' },
  'sigma.credentials.invalid': /*i18n*/ { id: 'auth.accounts.field.sigmaCredentials', message: 'Token not valid: Sigma SMS refused this login and password' },
  'sigma.sender.notApproved': /*i18n*/ { id: 'auth.accounts.field.sigmaSender', message: 'This sender name is not approved on this Sigma SMS account' },
  'email.invalid': /*i18n*/ { id: 'auth.accounts.field.emailInvalid', message: 'Email is invalid' },
  'chatwoot.credentials.invalid': /*i18n*/ { id: 'auth.accounts.field.chatwootCredentials', message: 'Incorrect email or password' },
  'twilio.phone.notOnAccount': /*i18n*/ { id: 'auth.accounts.field.twilioPhone', message: 'This number is not an SMS number of this Twilio account' },
};

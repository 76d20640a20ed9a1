import { TWILIO_ACCOUNT_SID } from '@cabinet/api/messaging';
import { StatusTag } from '@cabinet/design/core';
import type { MessageDescriptor } from '@cabinet/i18n';
import { useChannelAccounts, useConnectTwilioMutation, useDeleteTwilioMutation } from '../../api/channelAccounts';
import { ChannelAccountPage } from '../shared/ChannelAccountPage';
import { FIELD_REFUSALS, STATE_NAMES } from '../shared/channelTexts';
import type { CredentialField } from '../shared/CredentialsForm';

const messages = {
  listTitle: /*i18n*/ { id: 'auth.twilio.list.title', message: 'Connected Twilio numbers' },
  listEmpty: /*i18n*/ { id: 'auth.twilio.list.empty', message: 'No Twilio number yet.' },
  loading: /*i18n*/ { id: 'auth.twilio.loading', message: 'Loading the accounts' },
  loadFailed: /*i18n*/ { id: 'auth.twilio.loadFailed', message: 'Twilio: error loading the accounts' },
  retry: /*i18n*/ { id: 'auth.twilio.retry', message: 'Try again' },
  connectTitle: /*i18n*/ { id: 'auth.twilio.connect.title', message: 'Connect a Twilio account' },
  connectBody: /*i18n*/ {
    id: 'auth.twilio.connect.body',
    message: 'Copy the account SID and auth token from the Twilio Console (Account Info) and enter the Twilio number SMS are sent from. Twilio checks them before the account is saved.',
  },
  accountSid: /*i18n*/ { id: 'auth.twilio.accountSid', message: 'Account SID' },
  accountSidHint: /*i18n*/ { id: 'auth.twilio.accountSid.hint', message: 'Starts with AC' },
  authToken: /*i18n*/ { id: 'auth.twilio.authToken', message: 'Auth token' },
  phone: /*i18n*/ { id: 'auth.twilio.phone', message: 'Twilio phone number' },
  phoneHint: /*i18n*/ { id: 'auth.twilio.phone.hint', message: 'One of the account’s numbers, in international format, e.g. +15005550006' },
  required: /*i18n*/ { id: 'auth.twilio.required', message: 'Fill in this field' },
  connect: /*i18n*/ { id: 'auth.twilio.connect', message: 'Check and connect' },
  connected: /*i18n*/ { id: 'auth.twilio.connected', message: 'Twilio {phone} is connected' },
  addFailed: /*i18n*/ { id: 'auth.twilio.addFailed', message: 'Twilio: error adding the account' },
  delete: /*i18n*/ { id: 'auth.twilio.delete', message: 'Delete' },
  deleteLabel: /*i18n*/ { id: 'auth.twilio.delete.label', message: 'Delete Twilio {phone}' },
  deleted: /*i18n*/ { id: 'auth.twilio.deleted', message: 'The Twilio account is deleted' },
  deleteFailed: /*i18n*/ { id: 'auth.twilio.deleteFailed', message: 'Twilio: error deleting the account' },
  allAccounts: /*i18n*/ { id: 'auth.twilio.allAccounts', message: 'All accounts' },
} satisfies Record<string, MessageDescriptor>;

type Field = 'accountSid' | 'authToken' | 'phone';
const E164 = /^\+[1-9]\d{6,14}$/;
const FIELDS: readonly CredentialField<Field>[] = [
  { name: 'accountSid', label: messages.accountSid, hint: messages.accountSidHint, check: (value) => (value === '' ? messages.required : TWILIO_ACCOUNT_SID.test(value) ? null : (FIELD_REFUSALS['twilio.sid.format'] ?? null)) },
  { name: 'authToken', label: messages.authToken, type: 'password', autoComplete: 'off', check: (value) => (value === '' ? messages.required : /^\S{16,64}$/.test(value) ? null : (FIELD_REFUSALS['twilio.token.format'] ?? null)) },
  { name: 'phone', label: messages.phone, hint: messages.phoneHint, type: 'tel', check: (value) => (value === '' ? messages.required : E164.test(value) ? null : (FIELD_REFUSALS['phone.invalid'] ?? null)) },
];

function useTwilioAccounts() {
  const list = useChannelAccounts();
  return { ...list, data: list.data?.accounts.filter((account) => account.provider === 'twilio') };
}

/** /accounts/twilio: the connected Twilio SMS numbers, and connecting one after Twilio has checked it. */
export function TwilioScreen() {
  return (
    <ChannelAccountPage
      texts={messages}
      useAccounts={useTwilioAccounts}
      useDelete={useDeleteTwilioMutation}
      row={(account, t) => ({
        content: (
          <>
            {account.phone} · {account.name} <StatusTag tone={STATE_NAMES[account.state].tone}>{t(STATE_NAMES[account.state].label)}</StatusTag>
          </>
        ),
        deleteLabel: t(messages.deleteLabel, { phone: account.phone ?? '' }),
      })}
      form={{
        fields: FIELDS,
        useConnect: useConnectTwilioMutation,
        request: (value) => ({ accountSid: value('accountSid'), authToken: value('authToken'), phone: value('phone') }),
        connected: (account, t) => t(messages.connected, { phone: account.phone ?? '' }),
      }}
    />
  );
}

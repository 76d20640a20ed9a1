import { SIGMA_SENDER } from '@cabinet/api/messaging';
import { StatusTag } from '@cabinet/design/core';
import type { MessageDescriptor } from '@cabinet/i18n';
import { useChannelAccounts, useConnectSigmaMutation, useDeleteSigmaMutation } from '../../api/channelAccounts';
import { ChannelAccountPage } from '../shared/ChannelAccountPage';
import { FIELD_REFUSALS, STATE_NAMES } from '../shared/channelTexts';
import type { CredentialField } from '../shared/CredentialsForm';

const messages = {
  listTitle: /*i18n*/ { id: 'auth.sigma.list.title', message: 'Connected Sigma SMS accounts' },
  listEmpty: /*i18n*/ { id: 'auth.sigma.list.empty', message: 'No Sigma SMS account yet.' },
  loading: /*i18n*/ { id: 'auth.sigma.loading', message: 'Loading the accounts' },
  loadFailed: /*i18n*/ { id: 'auth.sigma.loadFailed', message: 'Sigma SMS: error loading the accounts' },
  retry: /*i18n*/ { id: 'auth.sigma.retry', message: 'Try again' },
  connectTitle: /*i18n*/ { id: 'auth.sigma.connect.title', message: 'Connect a Sigma SMS account' },
  connectBody: /*i18n*/ {
    id: 'auth.sigma.connect.body',
    message: 'Enter the API login and password (or API token) of your Sigma SMS cabinet and a sender name approved there. Sigma SMS checks them before the account is saved.',
  },
  username: /*i18n*/ { id: 'auth.sigma.username', message: 'API login' },
  password: /*i18n*/ { id: 'auth.sigma.password', message: 'API password or token' },
  sender: /*i18n*/ { id: 'auth.sigma.sender', message: 'Sender name' },
  senderHint: /*i18n*/ { id: 'auth.sigma.sender.hint', message: 'As approved in Sigma SMS, e.g. DemoSalon' },
  required: /*i18n*/ { id: 'auth.sigma.required', message: 'Fill in this field' },
  connect: /*i18n*/ { id: 'auth.sigma.connect', message: 'Check and connect' },
  connected: /*i18n*/ { id: 'auth.sigma.connected', message: 'Sigma SMS {sender} is connected' },
  addFailed: /*i18n*/ { id: 'auth.sigma.addFailed', message: 'Sigma SMS: error adding the account' },
  delete: /*i18n*/ { id: 'auth.sigma.delete', message: 'Delete' },
  deleteLabel: /*i18n*/ { id: 'auth.sigma.delete.label', message: 'Delete Sigma SMS {sender}' },
  deleted: /*i18n*/ { id: 'auth.sigma.deleted', message: 'The Sigma SMS account is deleted' },
  deleteFailed: /*i18n*/ { id: 'auth.sigma.deleteFailed', message: 'Sigma SMS: error deleting the account' },
  allAccounts: /*i18n*/ { id: 'auth.sigma.allAccounts', message: 'All accounts' },
} satisfies Record<string, MessageDescriptor>;

type Field = 'username' | 'password' | 'sender';
const FIELDS: readonly CredentialField<Field>[] = [
  { name: 'username', label: messages.username, autoComplete: 'username', check: (value) => (value === '' ? messages.required : null) },
  { name: 'password', label: messages.password, type: 'password', autoComplete: 'current-password', check: (value) => (value === '' ? messages.required : null) },
  { name: 'sender', label: messages.sender, hint: messages.senderHint, check: (value) => (value === '' ? messages.required : SIGMA_SENDER.test(value) ? null : (FIELD_REFUSALS['sigma.sender.format'] ?? null)) },
];

function useSigmaAccounts() {
  const list = useChannelAccounts();
  return { ...list, data: list.data?.accounts.filter((account) => account.provider === 'sigma') };
}

/** /accounts/sigma: the connected Sigma SMS accounts, and connecting one after Sigma has checked it. */
export function SigmaScreen() {
  return (
    <ChannelAccountPage
      texts={messages}
      useAccounts={useSigmaAccounts}
      useDelete={useDeleteSigmaMutation}
      row={(account, t) => ({
        content: (
          <>
            {account.name} <StatusTag tone={STATE_NAMES[account.state].tone}>{t(STATE_NAMES[account.state].label)}</StatusTag>
          </>
        ),
        deleteLabel: t(messages.deleteLabel, { sender: account.name }),
      })}
      form={{
        fields: FIELDS,
        useConnect: useConnectSigmaMutation,
        request: (value) => ({ username: value('username'), password: value('password'), sender: value('sender') }),
        connected: (account, t) => t(messages.connected, { sender: account.name }),
      }}
    />
  );
}

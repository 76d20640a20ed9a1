import { useState } from 'react';
import { SIGMA_SENDER } from '@cabinet/api/messaging';
import { RouteLink, useRoute } from '@cabinet/contracts';
import { Alert, Button, Flex, PageHeading, StatusTag, Surface, toast, Typography, ContentSkeleton } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useChannelAccounts, useConnectSigmaMutation, useDeleteSigmaMutation } from '../../api/channelAccounts';
import { FIELD_REFUSALS, STATE_NAMES } from '../shared/channelTexts';
import { CredentialsForm, type CredentialField } from '../shared/CredentialsForm';
import { useFieldRefusals } from '../shared/useFieldRefusals';
import { useInlineFailure } from '../shared/useInlineFailure';

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

/** /accounts/sigma: the connected Sigma SMS accounts, and connecting one after Sigma has checked it. */
export function SigmaScreen() {
  const route = useRoute();
  return (
    <>
      <PageHeading title={route.title} />
      <Flex vertical gap={16} style={{ maxWidth: 720 }}>
        <Connected />
        <Connect />
      </Flex>
    </>
  );
}

function Connected() {
  const t = useTranslate();
  const list = useChannelAccounts();
  const deleteFailure = useInlineFailure(messages.deleteFailed);
  const remove = useDeleteSigmaMutation({
    onSuccess: () => toast.success(t(messages.deleted)),
    onMutate: deleteFailure.clear,
    onError: deleteFailure.onError,
  });
  if (list.isPending) return <ContentSkeleton label={t(messages.loading)} />;
  if (!list.data) return <Alert type="error" role="alert" showIcon title={t(messages.loadFailed)} action={<Button onClick={() => list.refetch()}>{t(messages.retry)}</Button>} />;
  const accounts = list.data.accounts.filter((account) => account.provider === 'sigma');
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.listTitle)}
      </Typography.Title>
      {deleteFailure.alert}
      {accounts.length === 0 ? (
        <Typography.Paragraph>{t(messages.listEmpty)}</Typography.Paragraph>
      ) : (
        <ul style={{ paddingLeft: 20, margin: 0 }}>
          {accounts.map((account) => (
            <li key={account.id} style={{ marginBottom: 8 }}>
              {account.name} <StatusTag tone={STATE_NAMES[account.state].tone}>{t(STATE_NAMES[account.state].label)}</StatusTag>{' '}
              <Button size="small" danger aria-label={t(messages.deleteLabel, { sender: account.name })} loading={remove.isPending && remove.variables === account.id} onClick={() => remove.mutate(account.id)}>
                {t(messages.delete)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div style={{ marginTop: 12 }}>
        <RouteLink to="accounts">{t(messages.allAccounts)}</RouteLink>
      </div>
    </Surface>
  );
}

function Connect() {
  const t = useTranslate();
  const [formKey, setFormKey] = useState(0);
  const refusals = useFieldRefusals(messages.addFailed);
  const connect = useConnectSigmaMutation({
    onSuccess: (account) => {
      toast.success(t(messages.connected, { sender: account.name }));
      refusals.clear();
      setFormKey((key) => key + 1);
    },
    onError: refusals.onError,
  });
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.connectTitle)}
      </Typography.Title>
      <Typography.Paragraph>{t(messages.connectBody)}</Typography.Paragraph>
      <CredentialsForm
        key={formKey}
        idPrefix="sigma"
        fields={FIELDS}
        submitLabel={messages.connect}
        pending={connect.isPending}
        refused={refusals.refused} failure={refusals.failure}
        onSubmit={(value) => connect.mutate({ username: value('username'), password: value('password'), sender: value('sender') })}
      />
    </Surface>
  );
}

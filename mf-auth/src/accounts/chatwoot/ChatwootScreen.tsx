import { checkEmail } from '@cabinet/api/core';
import type { ChatwootAccount } from '@cabinet/api/messaging';
import { useRoute } from '@cabinet/contracts';
import { Flex, PageHeading, Surface, toast, Typography } from '@cabinet/design/core';
import { Form } from '@cabinet/design/forms';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useChatwootAccounts, useConnectChatwootMutation, useDeleteChatwootMutation } from '../../api/channelAccounts';
import { ConnectedAccounts, type AccountsRead } from '../shared/ChannelAccountPage';
import { FIELD_REFUSALS } from '../shared/channelTexts';
import { useAccountFormFailure } from '../shared/accountFailures';
import { CredentialsForm, type CredentialField } from '../shared/CredentialsForm';

const messages = {
  listTitle: /*i18n*/ { id: 'auth.chatwoot.list.title', message: 'Connected Chatwoot accounts' },
  listEmpty: /*i18n*/ { id: 'auth.chatwoot.list.empty', message: 'Chatwoot is not connected yet.' },
  loading: /*i18n*/ { id: 'auth.chatwoot.loading', message: 'Loading the accounts' },
  loadFailed: /*i18n*/ { id: 'auth.chatwoot.loadFailed', message: 'Chatwoot: error loading the accounts' },
  retry: /*i18n*/ { id: 'auth.chatwoot.retry', message: 'Try again' },
  account: /*i18n*/ { id: 'auth.chatwoot.account', message: 'Chatwoot account “{name}” (no. {id}), signed in as {email}' },
  inboxes: /*i18n*/ { id: 'auth.chatwoot.inboxes', message: 'Inboxes' },
  noInboxes: /*i18n*/ { id: 'auth.chatwoot.noInboxes', message: 'The account has no inbox yet: add one in Chatwoot.' },
  connectTitle: /*i18n*/ { id: 'auth.chatwoot.connect.title', message: 'Connect Chatwoot' },
  connectBody: /*i18n*/ {
    id: 'auth.chatwoot.connect.body',
    message: 'Sign in with the e-mail and password of a Chatwoot agent. The cabinet keeps Chatwoot’s access token, not the password, and shows the account and its inboxes.',
  },
  email: /*i18n*/ { id: 'auth.chatwoot.email', message: 'Chatwoot e-mail' },
  password: /*i18n*/ { id: 'auth.chatwoot.password', message: 'Chatwoot password' },
  required: /*i18n*/ { id: 'auth.chatwoot.required', message: 'Fill in this field' },
  connect: /*i18n*/ { id: 'auth.chatwoot.connect', message: 'Connect' },
  connected: /*i18n*/ { id: 'auth.chatwoot.connected', message: 'Chatwoot “{name}” is connected' },
  addFailed: /*i18n*/ { id: 'auth.chatwoot.addFailed', message: 'Chatwoot: error adding the account' },
  delete: /*i18n*/ { id: 'auth.chatwoot.delete', message: 'Delete' },
  deleteLabel: /*i18n*/ { id: 'auth.chatwoot.delete.label', message: 'Delete Chatwoot “{name}”' },
  deleted: /*i18n*/ { id: 'auth.chatwoot.deleted', message: 'The Chatwoot account is deleted' },
  deleteFailed: /*i18n*/ { id: 'auth.chatwoot.deleteFailed', message: 'Chatwoot: error deleting the account' },
  allAccounts: /*i18n*/ { id: 'auth.chatwoot.allAccounts', message: 'All accounts' },
} satisfies Record<string, MessageDescriptor>;

type Field = 'email' | 'password';
const FIELDS: readonly CredentialField<Field>[] = [
  { name: 'email', label: messages.email, type: 'email', autoComplete: 'username', check: (value) => (value === '' ? messages.required : checkEmail(value) ? (FIELD_REFUSALS['email.invalid'] ?? null) : null) },
  { name: 'password', label: messages.password, type: 'password', autoComplete: 'current-password', check: (value) => (value === '' ? messages.required : null) },
];

/** /accounts/chatwoot: the Chatwoot connections with their account and inboxes, connecting one by e-mail and password. */
export function ChatwootScreen() {
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

function useConnectedChatwoot(): AccountsRead<ChatwootAccount> {
  const list = useChatwootAccounts();
  return { isPending: list.isPending, data: list.data?.accounts, refetch: list.refetch };
}

function Connected() {
  const t = useTranslate();
  return (
    <ConnectedAccounts
      texts={messages}
      useAccounts={useConnectedChatwoot}
      useDelete={useDeleteChatwootMutation}
      list={(accounts, deleteButton) =>
        accounts.map((account) => (
          <section key={account.id} aria-label={account.chatwootAccountName} style={{ marginBottom: 16 }}>
            <Typography.Paragraph style={{ marginBottom: 4 }}>{t(messages.account, { name: account.chatwootAccountName, id: account.chatwootAccountId, email: account.email })}</Typography.Paragraph>
            {account.inboxes.length === 0 ? (
              <Typography.Paragraph>{t(messages.noInboxes)}</Typography.Paragraph>
            ) : (
              <>
                <Typography.Text strong>{t(messages.inboxes)}</Typography.Text>
                <ul style={{ paddingLeft: 20, margin: '4px 0 8px' }}>
                  {account.inboxes.map((inbox) => (
                    <li key={inbox.id}>{inbox.name}</li>
                  ))}
                </ul>
              </>
            )}
            {deleteButton(account, t(messages.deleteLabel, { name: account.chatwootAccountName }))}
          </section>
        ))
      }
    />
  );
}

function Connect() {
  const t = useTranslate();
  const [form] = Form.useForm();
  const failure = useAccountFormFailure(form, { title: messages.addFailed });
  const connect = useConnectChatwootMutation({
    onMutate: failure.clear,
    onSuccess: (account) => {
      toast.success(t(messages.connected, { name: account.chatwootAccountName }));
      form.resetFields();
    },
    onError: failure.show,
  });
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.connectTitle)}
      </Typography.Title>
      <Typography.Paragraph>{t(messages.connectBody)}</Typography.Paragraph>
      <CredentialsForm form={form} fields={FIELDS} submitLabel={messages.connect} pending={connect.isPending} failure={failure.alert} onSubmit={(value) => connect.mutate({ email: value('email'), password: value('password') })} />
    </Surface>
  );
}

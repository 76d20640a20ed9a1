import { useState } from 'react';
import type { IikoAccount, IikoConnectRequest } from '@cabinet/api/systemAccounts';
import { useRoute } from '@cabinet/contracts';
import { Alert, Button, Flex, PageHeading, Surface, toast, Typography, useDescribeError, ContentSkeleton } from '@cabinet/design/core';
import { Form, Input } from '@cabinet/design/forms';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useConnectIikoMutation, useDisconnectIikoMutation, useIikoAccounts } from '../../api/systemAccounts';
import { SYSTEM_ACCOUNT_ERRORS } from '../booking/bookingMessages';

const messages = {
  intro: /*i18n*/ {
    id: 'accounts.iiko.intro',
    message: 'Connect iiko with the API login from iikoWeb (Settings, API logins): the cabinet lists the organisations it reaches.',
  },
  connectTitle: /*i18n*/ { id: 'accounts.iiko.connect.title', message: 'Connect iiko' },
  apiLogin: /*i18n*/ { id: 'accounts.iiko.apiLogin', message: 'API login' },
  connect: /*i18n*/ { id: 'accounts.iiko.connect', message: 'Connect' },
  connected: /*i18n*/ { id: 'accounts.iiko.connected', message: '{count, plural, one {# organisation is connected} other {# organisations are connected}}' },
  required: /*i18n*/ { id: 'accounts.iiko.required', message: 'The field cannot be empty' },
  loading: /*i18n*/ { id: 'accounts.iiko.loading', message: 'Loading the iiko accounts' },
  loadFailed: /*i18n*/ { id: 'accounts.iiko.loadFailed', message: 'The iiko accounts could not be loaded' },
  retry: /*i18n*/ { id: 'accounts.iiko.retry', message: 'Try again' },
  empty: /*i18n*/ { id: 'accounts.iiko.empty', message: 'No iiko account is connected yet. Enter its API login above.' },
  accountTitle: /*i18n*/ { id: 'accounts.iiko.account.title', message: 'API login {login}' },
  organizations: /*i18n*/ { id: 'accounts.iiko.organizations', message: 'Organisations of {login}' },
  noOrganizations: /*i18n*/ { id: 'accounts.iiko.noOrganizations', message: 'This login reaches no organisation in iiko.' },
  disconnect: /*i18n*/ { id: 'accounts.iiko.disconnect', message: 'Disconnect' },
  disconnected: /*i18n*/ { id: 'accounts.iiko.disconnected', message: 'The iiko account is disconnected' },
} satisfies Record<string, MessageDescriptor>;

/** /accounts/iiko: the restaurant's iiko API logins and the organisations each reaches (spec section 3). */
export function IikoScreen() {
  const route = useRoute();
  const t = useTranslate();
  const accounts = useIikoAccounts();
  return (
    <>
      <PageHeading title={route.title} />
      <Flex vertical gap={16} style={{ maxWidth: 820 }}>
        <Typography.Paragraph style={{ margin: 0 }}>{t(messages.intro)}</Typography.Paragraph>
        <ConnectIiko />
        {accounts.isPending ? <ContentSkeleton label={t(messages.loading)} /> : null}
        {accounts.isError ? (
          <Alert type="error" role="alert" showIcon title={t(messages.loadFailed)} action={<Button onClick={() => void accounts.refetch()}>{t(messages.retry)}</Button>} />
        ) : null}
        {accounts.data?.length === 0 ? <Typography.Paragraph type="secondary">{t(messages.empty)}</Typography.Paragraph> : null}
        {accounts.data?.map((account) => <IikoCard key={account.id} account={account} />)}
      </Flex>
    </>
  );
}

function ConnectIiko() {
  const t = useTranslate();
  const [form] = Form.useForm<IikoConnectRequest>();
  const describe = useDescribeError(SYSTEM_ACCOUNT_ERRORS);
  const [alert, setAlert] = useState<string | null>(null);
  const connect = useConnectIikoMutation({
    onMutate: () => setAlert(null),
    onSuccess: (account) => {
      toast.success(t(messages.connected, { count: account.organizations.length }));
      form.resetFields();
    },
    onError: async (error) => {
      const described = await describe(error);
      const code = described.body?.code;
      if (code === 'SYSTEM_WRONG_CREDENTIALS' || code === 'SYSTEM_ACCOUNT_EXISTS') form.setFields([{ name: 'apiLogin', errors: [described.message] }]);
      else setAlert(described.message);
    },
  });
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.connectTitle)}
      </Typography.Title>
      {alert ? <Alert type="error" role="alert" showIcon title={alert} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" requiredMark={false} noValidate disabled={connect.isPending} onFinish={(values) => connect.mutate(values)} style={{ maxWidth: 420 }}>
        <Form.Item name="apiLogin" label={t(messages.apiLogin)} rules={[{ required: true, whitespace: true, message: t(messages.required) }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={connect.isPending}>
          {t(messages.connect)}
        </Button>
      </Form>
    </Surface>
  );
}

function IikoCard({ account }: { account: IikoAccount }) {
  const t = useTranslate();
  const describe = useDescribeError(SYSTEM_ACCOUNT_ERRORS);
  const disconnect = useDisconnectIikoMutation({
    onSuccess: () => toast.success(t(messages.disconnected)),
    onError: async (error) => toast.error((await describe(error)).message),
  });
  return (
    <Surface>
      <Flex justify="space-between" align="start" wrap gap={12}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {t(messages.accountTitle, { login: account.apiLoginMasked })}
        </Typography.Title>
        <Button danger onClick={() => disconnect.mutate(account.id)} loading={disconnect.isPending}>
          {t(messages.disconnect)}
        </Button>
      </Flex>
      {account.organizations.length === 0 ? (
        <Typography.Paragraph type="secondary">{t(messages.noOrganizations)}</Typography.Paragraph>
      ) : (
        <ul aria-label={t(messages.organizations, { login: account.apiLoginMasked })} style={{ margin: '12px 0 0', paddingInlineStart: 20 }}>
          {account.organizations.map((organization) => (
            <li key={organization.id}>{organization.name}</li>
          ))}
        </ul>
      )}
    </Surface>
  );
}

import type { IikoAccount, IikoConnectRequest, IikoOrganization, IikoPullErrorKind } from '@cabinet/api/systemAccounts';
import { useRemoteProps, useRoute } from '@cabinet/contracts';
import { Alert, Button, Flex, PageHeading, StatusTag, Surface, toast, Typography, useDescribeError, ContentSkeleton } from '@cabinet/design/core';
import { Form, Input } from '@cabinet/design/forms';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useFormFailure } from '@cabinet/toolkit/forms';
import { useRemoval } from '@cabinet/toolkit/removal';
import { useConnectIikoMutation, useDisconnectIikoMutation, useIikoAccounts, useSyncIikoMutation } from '../../api/systemAccounts';
import { SYSTEM_ACCOUNT_ERRORS } from '../booking/bookingMessages';

const messages = {
  intro: /*i18n*/ {
    id: 'accounts.iiko.intro',
    message: 'Connect iiko with the API login from iikoWeb (Settings, API logins): the cabinet connects the organisations it reaches, and their delivery orders arrive every minute.',
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
  disconnectTitle: /*i18n*/ { id: 'accounts.iiko.disconnect.title', message: 'Disconnect the iiko account {login}?' },
  disconnectBody: /*i18n*/ { id: 'accounts.iiko.disconnect.body', message: 'The cabinet stops receiving its orders. To use it again, connect it anew.' },
  sync: /*i18n*/ { id: 'accounts.iiko.sync', message: 'Update now' },
  synced: /*i18n*/ { id: 'accounts.iiko.synced', message: 'Updated from iiko' },
  feedRunning: /*i18n*/ { id: 'accounts.iiko.feed.running', message: 'Receiving orders' },
  feedFailed: /*i18n*/ { id: 'accounts.iiko.feed.failed', message: 'Orders are not arriving' },
  feedWaiting: /*i18n*/ { id: 'accounts.iiko.feed.waiting', message: 'Waiting for the first update' },
  ordersReceived: /*i18n*/ {
    id: 'accounts.iiko.feed.orders',
    message: '{count, plural, one {# order received} other {# orders received}}',
  },
  lastPulled: /*i18n*/ { id: 'accounts.iiko.feed.lastPulled', message: 'last update {date}' },
  recentTitle: /*i18n*/ { id: 'accounts.iiko.recent.title', message: 'Latest orders received' },
  recentEmpty: /*i18n*/ { id: 'accounts.iiko.recent.empty', message: 'No orders yet: new delivery orders appear here within a minute.' },
  recentItem: /*i18n*/ { id: 'accounts.iiko.recent.item', message: 'Order {number}, {client}, {organization}: received {date}' },
  unnamedClient: /*i18n*/ { id: 'accounts.iiko.recent.unnamed', message: 'a guest' },
} satisfies Record<string, MessageDescriptor>;

/** The refusals said at the API login: iiko does not know it, or it is connected already. */
const API_LOGIN_CODES = { SYSTEM_WRONG_CREDENTIALS: 'apiLogin', SYSTEM_ACCOUNT_EXISTS: 'apiLogin' } as const;

/** What the last pull's failure means for the owner, and what to do about it. */
const pullErrorMessages: Readonly<Record<IikoPullErrorKind, MessageDescriptor>> = {
  wrongCredentials: /*i18n*/ {
    id: 'accounts.iiko.pullError.wrongCredentials',
    message: 'iiko no longer accepts this API login. Disconnect it and connect again with a valid API login from iikoWeb.',
  },
  timeout: /*i18n*/ { id: 'accounts.iiko.pullError.timeout', message: 'iiko did not answer in time. The cabinet tries again every minute.' },
  unavailable: /*i18n*/ { id: 'accounts.iiko.pullError.unavailable', message: 'iiko is not available now. The cabinet tries again every minute.' },
  applyFailed: /*i18n*/ {
    id: 'accounts.iiko.pullError.applyFailed',
    message: 'The orders could not be saved. The cabinet tries again every minute; if this lasts, write to support.',
  },
};

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
  const failure = useFormFailure(form, useDescribeError(SYSTEM_ACCOUNT_ERRORS), { codeFields: API_LOGIN_CODES });
  const connect = useConnectIikoMutation({
    onMutate: failure.clear,
    onSuccess: (account) => {
      toast.success(t(messages.connected, { count: account.organizations.length }));
      form.resetFields();
    },
    onError: failure.show,
  });
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.connectTitle)}
      </Typography.Title>
      {failure.alert}
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
  const { locale } = useRemoteProps();
  const describe = useDescribeError(SYSTEM_ACCOUNT_ERRORS);
  const disconnect = useDisconnectIikoMutation({
    onSuccess: () => toast.success(t(messages.disconnected)),
    onError: async (error) => toast.error((await describe(error)).message),
  });
  // The notices are the mutation's own: the removal asks first and waits for the answer.
  const removal = useRemoval<string>({
    mutation: disconnect,
    confirm: { title: () => t(messages.disconnectTitle, { login: account.apiLoginMasked }), body: t(messages.disconnectBody), ok: t(messages.disconnect) },
  });
  const sync = useSyncIikoMutation({
    onSuccess: () => toast.success(t(messages.synced)),
    onError: async (error) => toast.error((await describe(error)).message),
  });
  return (
    <Surface>
      <Flex justify="space-between" align="start" wrap gap={12}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {t(messages.accountTitle, { login: account.apiLoginMasked })}
        </Typography.Title>
        <Flex gap={8} wrap>
          <Button onClick={() => sync.mutate(account.id)} loading={sync.isPending}>
            {t(messages.sync)}
          </Button>
          <Button danger onClick={() => removal.ask(account.id)} loading={removal.pending}>
            {t(messages.disconnect)}
          </Button>
        </Flex>
      </Flex>
      {account.organizations.length === 0 ? (
        <Typography.Paragraph type="secondary">{t(messages.noOrganizations)}</Typography.Paragraph>
      ) : (
        <ul aria-label={t(messages.organizations, { login: account.apiLoginMasked })} style={{ margin: '12px 0 0', padding: 0, listStyle: 'none' }}>
          {account.organizations.map((organization) => (
            <OrganizationFeed key={organization.id} organization={organization} />
          ))}
        </ul>
      )}
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>
        {t(messages.recentTitle)}
      </Typography.Title>
      {account.recentOrders.length === 0 ? (
        <Typography.Paragraph type="secondary">{t(messages.recentEmpty)}</Typography.Paragraph>
      ) : (
        <ul aria-label={t(messages.recentTitle)} style={{ margin: 0, paddingInlineStart: 20 }}>
          {account.recentOrders.map((order) => (
            <li key={order.id}>
              {t(messages.recentItem, {
                number: order.number,
                client: order.clientName || t(messages.unnamedClient),
                organization: order.organizationName,
                date: formatDate(order.receivedAt, locale, 'dateTime'),
              })}
            </li>
          ))}
        </ul>
      )}
      {removal.dialog}
    </Surface>
  );
}

/** One organisation's feed: running (what arrived, when last updated), waiting for its first pull, or failing and what to do. */
function OrganizationFeed({ organization }: { organization: IikoOrganization }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const state = organization.pullError ? 'failed' : organization.lastPulledAt ? 'running' : 'waiting';
  const facts = [t(messages.ordersReceived, { count: organization.ordersCount })];
  if (organization.lastPulledAt) facts.push(t(messages.lastPulled, { date: formatDate(organization.lastPulledAt, locale, 'dateTime') }));
  return (
    <li style={{ padding: '8px 0', borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong>{organization.name}</Typography.Text>
        <StatusTag tone={state === 'failed' ? 'danger' : state === 'running' ? 'success' : 'neutral'}>
          {t(state === 'failed' ? messages.feedFailed : state === 'running' ? messages.feedRunning : messages.feedWaiting)}
        </StatusTag>
      </Flex>
      <Typography.Text type="secondary">{facts.join(', ')}</Typography.Text>
      {organization.pullError ? <Alert type="warning" showIcon title={t(pullErrorMessages[organization.pullError])} style={{ marginTop: 8 }} /> : null}
    </li>
  );
}

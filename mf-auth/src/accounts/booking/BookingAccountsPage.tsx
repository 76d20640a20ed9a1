import type { BookingAccount, BookingCompany, BookingSystem, ConnectBookingAccountRequest } from '@cabinet/api/systemAccounts';
import { useRemoteProps, useRoute } from '@cabinet/contracts';
import { Alert, Button, Flex, PageHeading, StatusTag, Surface, toast, Typography, useDescribeError, type Tone, ContentSkeleton } from '@cabinet/design/core';
import { Form, Input, PasswordInput } from '@cabinet/design/forms';
import { useFormFailure } from '@cabinet/toolkit/forms';
import { useRemoval } from '@cabinet/toolkit/removal';
import { type TableColumnsType } from '@cabinet/design/table';
import { ListTable } from '@cabinet/toolkit/list';
import { formatDate, useTranslate } from '@cabinet/i18n';
import {
  useBookingAccounts,
  useConnectBookingAccountMutation,
  useConnectBookingCompanyMutation,
  useDisconnectBookingAccountMutation,
  useSyncBookingAccountMutation,
} from '../../api/systemAccounts';
import { StaffAccessNotice } from '@cabinet/toolkit/staff-access';
import { BOOKING_SYSTEM_NAMES, bookingMessages as messages, companyStatusMessages, SYSTEM_ACCOUNT_ERRORS, SYSTEM_ERROR_FIELDS } from './bookingMessages';

const STATUS_TONES: Readonly<Record<BookingCompany['status'], Tone>> = { connected: 'success', available: 'neutral', inactive: 'warning' };

/**
 * /accounts/yclients and /accounts/altegio: connect an account (login, password, company id), then every
 * account with every company of it (spec section 3 "Company") and the visits the feed brought, polled.
 */
export function BookingAccountsPage({ system }: { system: BookingSystem }) {
  const route = useRoute();
  const t = useTranslate();
  const name = BOOKING_SYSTEM_NAMES[system];
  return (
    <>
      <PageHeading title={route.title} />
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>{t(messages.intro, { system: name })}</Typography.Paragraph>
        <ConnectForm system={system} />
        <Accounts system={system} />
      </Flex>
    </>
  );
}

function ConnectForm({ system }: { system: BookingSystem }) {
  const t = useTranslate();
  const name = BOOKING_SYSTEM_NAMES[system];
  const [form] = Form.useForm<ConnectBookingAccountRequest>();
  const failure = useFormFailure(form, useDescribeError(SYSTEM_ACCOUNT_ERRORS), { codeFields: SYSTEM_ERROR_FIELDS });
  const connect = useConnectBookingAccountMutation(system, {
    onMutate: failure.clear,
    onSuccess: (account, body) => {
      const company = account.companies.find((candidate) => candidate.accountId === body.companyId);
      toast.success(t(messages.connected, { company: company?.name ?? body.companyId }));
      form.resetFields();
    },
    onError: failure.show,
  });
  const required = { required: true, whitespace: true, message: t(messages.required) };

  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.connectTitle, { system: name })}
      </Typography.Title>
      {failure.alert}
      <Form form={form} layout="vertical" requiredMark={false} noValidate disabled={connect.isPending} onFinish={(values) => connect.mutate(values)} style={{ maxWidth: 420 }}>
        <Form.Item name="login" label={t(messages.login)} rules={[required]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t(messages.password)} rules={[{ required: true, message: t(messages.required) }]}>
          <PasswordInput autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="companyId"
          label={t(messages.companyId)}
          extra={t(messages.companyIdHint, { system: name })}
          rules={[required, { pattern: /^\s*\d{1,12}\s*$/, message: t(messages.companyIdInvalid) }]}
        >
          <Input inputMode="numeric" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={connect.isPending}>
          {t(messages.connect)}
        </Button>
      </Form>
    </Surface>
  );
}

function Accounts({ system }: { system: BookingSystem }) {
  const t = useTranslate();
  const accounts = useBookingAccounts(system);
  if (accounts.isPending) return <ContentSkeleton label={t(messages.loading)} />;
  if (accounts.isError) {
    return <Alert type="error" role="alert" showIcon title={t(messages.loadFailed)} action={<Button onClick={() => void accounts.refetch()}>{t(messages.retry)}</Button>} />;
  }
  if (accounts.data.length === 0) return <Typography.Paragraph type="secondary">{t(messages.empty, { system: BOOKING_SYSTEM_NAMES[system] })}</Typography.Paragraph>;
  return (
    <>
      {accounts.data.map((account) => (
        <AccountCard key={account.id} system={system} account={account} />
      ))}
    </>
  );
}

function AccountCard({ system, account }: { system: BookingSystem; account: BookingAccount }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const name = BOOKING_SYSTEM_NAMES[system];
  const describe = useDescribeError(SYSTEM_ACCOUNT_ERRORS);
  const fail = async (error: unknown) => toast.error((await describe(error)).message);
  const sync = useSyncBookingAccountMutation(system, { onSuccess: () => toast.success(t(messages.synced, { system: name })), onError: fail });
  const connectCompany = useConnectBookingCompanyMutation(system, {
    onSuccess: (_account, { companyId }) => {
      const company = account.companies.find((candidate) => candidate.accountId === companyId);
      toast.success(t(messages.connected, { company: company?.name ?? companyId }));
    },
    onError: fail,
  });
  const disconnect = useDisconnectBookingAccountMutation(system, { onSuccess: () => toast.success(t(messages.disconnected)), onError: fail });
  // The notices are the mutation's own: the removal asks first and waits for the answer.
  const removal = useRemoval<string>({
    mutation: disconnect,
    confirm: { title: () => t(messages.disconnectTitle, { login: account.login }), body: t(messages.disconnectBody), ok: t(messages.disconnect), cancel: t(messages.cancel) },
  });

  const columns: TableColumnsType<BookingCompany> = [
    { title: t(messages.colName), dataIndex: 'name', key: 'name' },
    { title: t(messages.colStatus), key: 'status', render: (_value, company) => <StatusTag tone={STATUS_TONES[company.status]}>{t(companyStatusMessages[company.status])}</StatusTag> },
    { title: t(messages.colAccountId), dataIndex: 'accountId', key: 'accountId' },
    {
      title: t(messages.colInternalId),
      key: 'internalId',
      render: (_value, company) => (company.internalId ? <code style={{ fontSize: 12 }}>{company.internalId.slice(0, 8)}</code> : t(messages.notConnected)),
    },
    { title: t(messages.colWebhooks), dataIndex: 'webhooksCount', key: 'webhooks', align: 'right' },
    { title: t(messages.colMasters), dataIndex: 'activeMastersCount', key: 'masters', align: 'right' },
    { title: t(messages.colClients), dataIndex: 'clientsCount', key: 'clients', align: 'right' },
    { title: t(messages.colVisits), dataIndex: 'upcomingVisitsCount', key: 'visits', align: 'right' },
    { title: t(messages.colTimezone), dataIndex: 'timezone', key: 'timezone' },
    { title: t(messages.colCity), dataIndex: 'city', key: 'city' },
    {
      title: t(messages.colAction),
      key: 'action',
      render: (_value, company) =>
        company.status === 'available' ? (
          <Button
            size="small"
            aria-label={t(messages.connectCompany, { company: company.name })}
            loading={connectCompany.isPending && connectCompany.variables.companyId === company.accountId}
            onClick={() => connectCompany.mutate({ id: account.id, companyId: company.accountId })}
          >
            {t(messages.connectCompanyShort)}
          </Button>
        ) : null,
    },
  ];

  return (
    <Surface>
      <Flex justify="space-between" align="start" wrap gap={12} style={{ marginBottom: 12 }}>
        <div>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {t(messages.accountTitle, { login: account.login })}
          </Typography.Title>
          <Typography.Text type="secondary">
            {account.lastSyncedAt ? t(messages.lastSynced, { date: formatDate(account.lastSyncedAt, locale, 'dateTime') }) : t(messages.neverSynced)}
          </Typography.Text>
        </div>
        <Flex gap={8} wrap>
          <Button onClick={() => sync.mutate(account.id)} loading={sync.isPending}>
            {t(messages.sync)}
          </Button>
          <Button danger onClick={() => removal.ask(account.id)}>
            {t(messages.disconnect)}
          </Button>
        </Flex>
      </Flex>
      {account.lastSyncError ? <Alert type="warning" showIcon title={t(messages.syncFailed, { system: name })} style={{ marginBottom: 12 }} /> : null}
      <StaffAccessNotice
        onAccountPage
        companies={account.companies
          .filter((company) => company.status === 'connected' && company.deniedAreas.length > 0)
          .map((company) => ({ system: account.system, systemAccountId: account.id, accountId: company.accountId, name: company.name, deniedAreas: company.deniedAreas }))}
      />
      {/* Cards on a phone (issue 36): the company's action is never behind a sideways scroll. */}
      <ListTable<BookingCompany>
        aria-label={t(messages.companiesCaption)}
        rowKey="accountId"
        size="small"
        columns={columns}
        dataSource={account.companies}
        pagination={false}
      />
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 16 }}>
        {t(messages.recentTitle)}
      </Typography.Title>
      {account.recentVisits.length === 0 ? (
        <Typography.Paragraph type="secondary">{t(messages.recentEmpty)}</Typography.Paragraph>
      ) : (
        <ul aria-label={t(messages.recentTitle)} style={{ margin: 0, paddingInlineStart: 20 }}>
          {account.recentVisits.map((visit) => (
            <li key={visit.id}>
              {t(messages.recentItem, { client: visit.clientName || t(messages.unnamedClient), company: visit.companyName, date: formatDate(visit.startsAt, locale, 'dateTime') })}
            </li>
          ))}
        </ul>
      )}
      {removal.dialog}
    </Surface>
  );
}

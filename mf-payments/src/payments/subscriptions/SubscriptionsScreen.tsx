import { useCallback, useMemo } from 'react';
import type { PayInfo, Subscription } from '@cabinet/api/payments';
import { RouteLink, useRemoteProps, useRoute, useSession } from '@cabinet/contracts';
import { Button, Empty, Flex, PageHeading, StatusTag, Typography, toast, useDescribeError, type Tone } from '@cabinet/design/core';
import { Modal } from '@cabinet/design/overlays';
import { type TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { ListTable, LoadFailedAlert, PagedTable, usePagedList } from '@cabinet/toolkit/list';
import { useCancelSubscriptionMutation, usePayHistory, usePayInfos, useSubscriptions } from '../../api/payments';
import { PAYMENT_ERRORS, TARIFF_LABELS, unknownTariff } from '../../shared/labels';
import { money } from '../../shared/money';
import { describePurchase } from './purchase';

const messages = {
  subscriptions: /*i18n*/ { id: 'payments.subscriptions.table', message: 'Subscriptions' },
  history: /*i18n*/ { id: 'payments.history.title', message: 'Payment history' },
  loadFailed: /*i18n*/ { id: 'payments.subscriptions.loadFailed', message: 'The subscriptions could not be loaded' },
  historyFailed: /*i18n*/ { id: 'payments.history.loadFailed', message: 'The payment history could not be loaded' },
  empty: /*i18n*/ { id: 'payments.subscriptions.empty', message: 'No subscriptions yet: they begin with your first payment for a plan.' },
  historyEmpty: /*i18n*/ { id: 'payments.history.empty', message: 'No payments yet' },
  toPay: /*i18n*/ { id: 'payments.subscriptions.toPay', message: 'Go to payment' },
  tariff: /*i18n*/ { id: 'payments.column.tariff', message: 'Tariff' },
  status: /*i18n*/ { id: 'payments.column.status', message: 'Status' },
  autoPay: /*i18n*/ { id: 'payments.column.autoPay', message: 'Auto-pay' },
  amount: /*i18n*/ { id: 'payments.column.amount', message: 'Amount' },
  paidUpTo: /*i18n*/ { id: 'payments.column.paidUpTo', message: 'Paid up to' },
  actions: /*i18n*/ { id: 'payments.column.actions', message: 'Actions' },
  start: /*i18n*/ { id: 'payments.column.start', message: 'Start' },
  end: /*i18n*/ { id: 'payments.column.end', message: 'End' },
  purchase: /*i18n*/ { id: 'payments.column.purchase', message: 'Paid for' },
  promocode: /*i18n*/ { id: 'payments.column.promocode', message: 'Promo code' },
  paid: /*i18n*/ { id: 'payments.column.paid', message: 'Payment' },
  on: /*i18n*/ { id: 'payments.autoPay.on', message: 'On' },
  off: /*i18n*/ { id: 'payments.autoPay.off', message: 'Off' },
  active: /*i18n*/ { id: 'payments.subscription.active', message: 'Active' },
  expired: /*i18n*/ { id: 'payments.subscription.expired', message: 'Expired' },
  cancelled: /*i18n*/ { id: 'payments.subscription.cancelled', message: 'Cancelled' },
  paidYes: /*i18n*/ { id: 'payments.history.paid', message: 'Paid' },
  paidNo: /*i18n*/ { id: 'payments.history.notPaid', message: 'Not paid' },
  cancel: /*i18n*/ { id: 'payments.subscriptions.cancel', message: 'Cancel subscription' },
  disableAutoPay: /*i18n*/ { id: 'payments.subscriptions.disableAutoPay', message: 'Turn off auto-pay' },
  disableConfirm: /*i18n*/ { id: 'payments.subscriptions.disableConfirm', message: 'Turn off auto-pay for {tariff}? The paid period stays; the next one is not charged.' },
  disabled: /*i18n*/ { id: 'payments.subscriptions.disabled', message: 'The subscription was disabled successfully' },
  balances: /*i18n*/ { id: 'payments.history.balances', message: 'Messages left: {messages, number}. AI balance (kept in US dollars): {ai}. Partner balance (kept in US dollars): {partner}. Failed payments: {failed, number}.' },
};

/** The history pages on the server, newest first, its page in the URL: it has no sort or filter to choose. */
const NO_SORT = [] as const;
const NO_FILTERS = {};

const STATUS: Record<Subscription['status'], { label: MessageDescriptor; tone: Tone }> = {
  active: { label: messages.active, tone: 'success' },
  expired: { label: messages.expired, tone: 'neutral' },
  cancelled: { label: messages.cancelled, tone: 'warning' },
};

/** /payments/subscriptions: the subscriptions with their auto-pay, and the payment history with the balances. */
export function SubscriptionsScreen() {
  const t = useTranslate();
  const route = useRoute();
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : '';
  const subscriptions = useSubscriptions(userId);
  // The balances come with PayInfos; the history's rows page on their own call.
  const summary = usePayInfos(userId);
  const infos = summary.data;
  const list = usePagedList({ sortFields: NO_SORT, filters: NO_FILTERS });
  const history = usePayHistory(userId, { page: list.page, pageSize: list.pageSize });
  const { locale } = useRemoteProps();
  const tariffName = useCallback(
    (code: number) => {
      const label = TARIFF_LABELS[code];
      return label ? t(label) : t(unknownTariff, { code });
    },
    [t],
  );

  const columns = useMemo<TableColumnsType<Subscription>>(
    () => [
      { key: 'tariff', title: t(messages.tariff), render: (_, item) => tariffName(item.tariff) },
      { key: 'status', title: t(messages.status), render: (_, item) => <StatusTag tone={STATUS[item.status].tone}>{t(STATUS[item.status].label)}</StatusTag> },
      { key: 'autoPay', title: t(messages.autoPay), render: (_, item) => t(item.isAutoPay ? messages.on : messages.off) },
      { key: 'amount', title: t(messages.amount), render: (_, item) => money(item.amount, item.currency, locale) },
      { key: 'paidUpTo', title: t(messages.paidUpTo), render: (_, item) => (item.paidUpTo ? formatDate(item.paidUpTo, locale) : '—') },
      { key: 'actions', title: t(messages.actions), render: (_, item) => <SubscriptionActions subscription={item} userId={userId} tariff={tariffName(item.tariff)} /> },
    ],
    [t, tariffName, locale, userId],
  );

  const historyColumns = useMemo<TableColumnsType<PayInfo>>(
    () => [
      { key: 'tariff', title: t(messages.tariff), render: (_, item) => tariffName(item.tariff) },
      { key: 'start', title: t(messages.start), render: (_, item) => formatDate(item.dateBegin, locale) },
      { key: 'end', title: t(messages.end), render: (_, item) => formatDate(item.dateEnd, locale) },
      { key: 'sum', title: t(messages.amount), render: (_, item) => money(item.sum, item.currency, locale) },
      { key: 'purchase', title: t(messages.purchase), render: (_, item) => describePurchase(item, t, locale) || '—' },
      { key: 'promocode', title: t(messages.promocode), render: (_, item) => item.promocode ?? '—' },
      { key: 'autoPay', title: t(messages.autoPay), render: (_, item) => t(item.isAutoPay ? messages.on : messages.off) },
      { key: 'paid', title: t(messages.paid), render: (_, item) => <StatusTag tone={item.paid ? 'success' : 'danger'}>{t(item.paid ? messages.paidYes : messages.paidNo)}</StatusTag> },
      { key: 'paidUpTo', title: t(messages.paidUpTo), render: (_, item) => (item.paidUpTo ? formatDate(item.paidUpTo, locale) : '—') },
    ],
    [t, tariffName, locale],
  );

  return (
    <section>
      <PageHeading title={route.title} extra={<RouteLink to="payments">{t(messages.toPay)}</RouteLink>} />
      {subscriptions.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => subscriptions.refetch()} retrying={subscriptions.isFetching} /> : null}
      <ListTable
        aria-label={t(messages.subscriptions)}
        rowKey="id"
        columns={columns}
        dataSource={subscriptions.data ?? []}
        loading={subscriptions.isPending}
        pagination={false}
        locale={{ emptyText: <Empty description={t(messages.empty)} /> }}
      />
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 32 }}>
        {t(messages.history)}
      </Typography.Title>
      {history.isError || summary.isError ? (
        <LoadFailedAlert
          title={t(messages.historyFailed)}
          onRetry={() => {
            if (history.isError) void history.refetch();
            if (summary.isError) void summary.refetch();
          }}
          retrying={history.isFetching || summary.isFetching}
        />
      ) : null}
      {infos ? (
        <p>
          {t(messages.balances, { messages: infos.balance, ai: money(Math.round(infos.aiBalanceUsd * 100), 'USD', locale), partner: money(infos.partnerBalance, 'USD', locale), failed: infos.failedPayments })}
        </p>
      ) : null}
      <PagedTable
        label={t(messages.history)}
        columns={historyColumns}
        data={history.data}
        list={list}
        loading={history.isPending || (history.isFetching && history.isPlaceholderData)}
        empty={<Empty description={t(messages.historyEmpty)} />}
      />
    </section>
  );
}

function SubscriptionActions({ subscription, userId, tariff }: { subscription: Subscription; userId: string; tariff: string }) {
  const t = useTranslate();
  const describe = useDescribeError(PAYMENT_ERRORS);
  const disable = useCancelSubscriptionMutation(userId, subscription.id, {
    onSuccess: () => toast.success(t(messages.disabled)),
    onError: async (error) => toast.error((await describe(error)).message),
  });
  if (subscription.status === 'cancelled') return null;
  return (
    <Flex gap={12} wrap>
      {subscription.isAutoPay ? (
        <Button
          size="small"
          loading={disable.isPending}
          onClick={() => Modal.confirm({ title: t(messages.disableAutoPay), content: t(messages.disableConfirm, { tariff }), onOk: () => disable.mutateAsync(true) })}
        >
          {t(messages.disableAutoPay)}
        </Button>
      ) : null}
      {subscription.status === 'active' ? (
        <RouteLink to="payments.subscriptions.cancel" params={{ subscriptionId: subscription.id }}>
          {t(messages.cancel)}
        </RouteLink>
      ) : null}
    </Flex>
  );
}

import { useMemo, useState } from 'react';
import type { AdminPayment, Manager } from '@cabinet/api/admin';
import { useRemoteProps } from '@cabinet/contracts';
import { Button, Flex, StatusTag, Surface, toast, Typography } from '@cabinet/design/core';
import { Input } from '@cabinet/design/forms';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, formatMoney, useTranslate } from '@cabinet/i18n';
import { ChoiceFilter, choiceParam, usePagedList } from '@cabinet/toolkit/list';
import { usePayLinkMutation, useUpdateUserPayMutation, useUserPays } from '../../../api/pays';
import { useManagers } from '../../../api/user';
import { AddPayForm } from './AddPayForm';
import { useDescribeAdminError } from './adminMessages';
import { AdminPagedTable, CellDetail } from '../../../shared/lists';
import { PAY_PROVIDER_NAMES } from '../../../shared/payProviders';
import { describePayment } from '../../paymentNote';

const messages = {
  title: /*i18n*/ { id: 'admin.user.pays.title', message: 'Payments' },
  table: /*i18n*/ { id: 'admin.user.pays.table', message: 'Payments of the user' },
  filter: /*i18n*/ { id: 'admin.user.pays.filter', message: 'Show payments' },
  all: /*i18n*/ { id: 'admin.user.pays.all', message: 'All' },
  paid: /*i18n*/ { id: 'admin.user.pays.paid', message: 'Paid' },
  refused: /*i18n*/ { id: 'admin.user.pays.refused', message: 'Refused' },
  day: /*i18n*/ { id: 'admin.user.pays.column.day', message: 'Payment day' },
  amount: /*i18n*/ { id: 'admin.user.pays.column.amount', message: 'Amount' },
  provider: /*i18n*/ { id: 'admin.user.pays.column.provider', message: 'Provider' },
  manual: /*i18n*/ { id: 'admin.user.pays.manual', message: 'Added by an admin' },
  status: /*i18n*/ { id: 'admin.user.pays.column.status', message: 'Status' },
  actions: /*i18n*/ { id: 'admin.user.pays.column.actions', message: 'Actions' },
  none: /*i18n*/ { id: 'admin.user.pays.none', message: 'None' },
  getLink: /*i18n*/ { id: 'admin.user.pays.getLink', message: 'Pay link' },
  markRefused: /*i18n*/ { id: 'admin.user.pays.markRefused', message: 'Mark refused' },
  markPaid: /*i18n*/ { id: 'admin.user.pays.markPaid', message: 'Mark paid' },
  changed: /*i18n*/ { id: 'admin.user.pays.changed', message: 'The payment is corrected' },
  changeFailed: /*i18n*/ { id: 'admin.user.pays.changeFailed', message: 'The payment could not be corrected' },
  linkFailed: /*i18n*/ { id: 'admin.user.pays.linkFailed', message: 'The pay link could not be made' },
  link: /*i18n*/ { id: 'admin.user.pays.link', message: 'Link to send the user' },
  copy: /*i18n*/ { id: 'admin.user.pays.copy', message: 'Copy the link' },
  copied: /*i18n*/ { id: 'admin.user.pays.copied', message: 'The link is copied' },
  copyByHand: /*i18n*/ { id: 'admin.user.pays.copyByHand', message: 'The browser did not allow copying: select the link and copy it' },
  loadFailed: /*i18n*/ { id: 'admin.user.pays.loadFailed', message: 'The payments could not be loaded' },
  empty: /*i18n*/ { id: 'admin.user.pays.empty', message: 'No payments yet. Add one with the button above.' },
  noMatch: /*i18n*/ { id: 'admin.user.pays.noMatch', message: 'No payments of this kind' },
  total: /*i18n*/ { id: 'admin.user.pays.total', message: 'Payments: {total}' },
  add: /*i18n*/ { id: 'admin.user.pays.add', message: 'Add a payment' },
  periodLine: /*i18n*/ { id: 'admin.user.pays.periodLine', message: 'Period: {from} – {to}' },
  tariffLine: /*i18n*/ { id: 'admin.user.pays.tariffLine', message: 'Tariff {tariff}' },
  managerLine: /*i18n*/ { id: 'admin.user.pays.managerLine', message: 'Manager: {name}' },
};

const SUCCESS_FILTER = ['all', 'true', 'false'] as const;

/** The user's payments, paid and refused (spec section 4), paged on the server, with the admin's own added here. */
export function PaysSection({ userId }: { userId: string }) {
  const t = useTranslate();
  const list = usePagedList({ sortFields: [], filters: { success: choiceParam(SUCCESS_FILTER, 'all') }, pageSize: 10 });
  const success = list.filters.success === 'all' ? undefined : list.filters.success;
  const pays = useUserPays(userId, { page: list.params.page, pageSize: list.params.pageSize, success });
  const managers = useManagers();
  const [adding, setAdding] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const describe = useDescribeAdminError();
  const payLink = usePayLinkMutation(userId, {
    onSuccess: (url) => setLink(url),
    onError: async (error) => toast.error(t(messages.linkFailed), (await describe(error)).message),
  });
  const correct = useUpdateUserPayMutation(userId, {
    onSuccess: () => toast.success(t(messages.changed)),
    onError: async (error) => toast.error(t(messages.changeFailed), (await describe(error)).message),
  });
  const columns = usePayColumns(managers.data ?? [], {
    onLink: (payment) => payLink.mutate(payment.id),
    onToggle: (payment) => correct.mutate({ payId: payment.id, body: { success: !payment.success, version: payment.version } }),
    busy: payLink.isPending || correct.isPending,
  });
  return (
    <Surface>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {t(messages.title)}
        </Typography.Title>
        {adding ? null : (
          <Button type="primary" onClick={() => setAdding(true)}>
            {t(messages.add)}
          </Button>
        )}
      </Flex>
      {adding ? <AddPayForm userId={userId} managers={managers.data ?? []} onDone={() => setAdding(false)} /> : null}
      {link ? <PayLink url={link} /> : null}
      <Flex wrap gap={12} align="center" style={{ margin: '16px 0' }}>
        <ChoiceFilter
          label={t(messages.filter)}
          filter={list.filter('success')}
          options={[
            { value: 'all', label: t(messages.all) },
            { value: 'true', label: t(messages.paid) },
            { value: 'false', label: t(messages.refused) },
          ]}
        />
      </Flex>
      <AdminPagedTable label={t(messages.table)} columns={columns} query={pays} list={list} messages={messages} />
    </Surface>
  );
}

/** The pay link, to copy and send (the browser may refuse the clipboard: then it is selected to copy by hand). */
function PayLink({ url }: { url: string }) {
  const t = useTranslate();
  const id = 'admin-pay-link';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t(messages.copied));
    } catch {
      const input = document.getElementById(id);
      if (input instanceof HTMLInputElement) input.select();
      toast.info(t(messages.copyByHand));
    }
  };
  return (
    <Flex gap={8} align="flex-end" wrap style={{ marginTop: 16 }}>
      <label htmlFor={id} style={{ flex: '1 1 320px', display: 'flex', flexDirection: 'column', gap: 4 }}>
        <span>{t(messages.link)}</span>
        <Input id={id} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <Button onClick={() => void copy()}>{t(messages.copy)}</Button>
    </Flex>
  );
}

/** The actions' labels wrap: on one line "Отметить неуспешным" pushed the column past the section at 1440 px (ru, uk-UA). */
const WRAPPING = { whiteSpace: 'normal', height: 'auto' } as const;

function usePayColumns(managers: Manager[], actions: { onLink: (payment: AdminPayment) => void; onToggle: (payment: AdminPayment) => void; busy: boolean }): TableColumnsType<AdminPayment> {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const { onLink, onToggle, busy } = actions;
  return useMemo(() => {
    const names = new Map(managers.map((manager) => [manager.id, manager.name]));
    const day = (unix: number) => formatDate(unix * 1000, locale, 'date');
    // Five columns, each with its detail under it: nine side by side scrolled the table sideways at 1280 px in
    // Russian, Ukrainian and Portuguese, hiding the actions.
    const detail = (text: string) => <CellDetail>{text}</CellDetail>;
    return [
      {
        key: 'day',
        title: t(messages.day),
        render: (_, payment) => (
          <>
            <span style={{ whiteSpace: 'nowrap' }}>{formatDate(payment.paymentDayUnixTime * 1000, locale, 'compact')}</span>
            {detail(t(messages.periodLine, { from: day(payment.dateBeginUnixTime), to: day(payment.dateEndUnixTime) }))}
          </>
        ),
      },
      {
        key: 'amount',
        title: t(messages.amount),
        align: 'right',
        render: (_, payment) => (
          <>
            <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(payment.amount, payment.currency, locale)}</span>
            {detail(t(messages.tariffLine, { tariff: payment.tariff }))}
          </>
        ),
      },
      {
        key: 'provider',
        title: t(messages.provider),
        render: (_, payment) => (
          <>
            {payment.provider === 'manual' ? t(messages.manual) : PAY_PROVIDER_NAMES[payment.provider]}
            {detail(t(messages.managerLine, { name: payment.managerId ? (names.get(payment.managerId) ?? payment.managerId) : t(messages.none) }))}
          </>
        ),
      },
      {
        key: 'status',
        title: t(messages.status),
        render: (_, payment) => {
          const comment = describePayment(payment, t, locale);
          return (
            <>
              <StatusTag tone={payment.success ? 'success' : 'danger'}>{t(payment.success ? messages.paid : messages.refused)}</StatusTag>
              {comment ? detail(comment) : null}
            </>
          );
        },
      },
      {
        key: 'actions',
        title: t(messages.actions),
        render: (_, payment) => (
          <Flex gap={8} wrap>
            <Button size="small" onClick={() => onLink(payment)} disabled={busy} style={WRAPPING}>
              {t(messages.getLink)}
            </Button>
            <Button size="small" onClick={() => onToggle(payment)} disabled={busy} style={WRAPPING}>
              {t(payment.success ? messages.markRefused : messages.markPaid)}
            </Button>
          </Flex>
        ),
      },
    ];
  }, [t, locale, managers, onLink, onToggle, busy]);
}

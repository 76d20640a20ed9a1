import { useMemo } from 'react';
import type { PartnerPromocode } from '@cabinet/api/payments';
import { RouteLink, useRemoteProps, useRoute } from '@cabinet/contracts';
import { Alert, Empty, PageHeading, ContentSkeleton } from '@cabinet/design/core';
import { type TableColumnsType } from '@cabinet/design/table';
import { ListTable } from '@cabinet/toolkit/list';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { usePartnerProgramme } from '../../api/payments';
import { money } from '../../shared/money';

export const partnerMessages = {
  loading: /*i18n*/ { id: 'partners.loading', message: 'Loading the partner programme…' },
  loadFailed: /*i18n*/ { id: 'partners.loadFailed', message: 'The partner programme could not be loaded' },
  locked: /*i18n*/ { id: 'partners.locked', message: 'The partner programme opens after your first payment.' },
  toPayment: /*i18n*/ { id: 'partners.toPayment', message: 'Go to payment' },
  terms: /*i18n*/ { id: 'partners.terms', message: 'A friend who pays with your code gets {discount}% off; you get {reward}% of their payment.' },
  balance: /*i18n*/ { id: 'partners.balance', message: 'Partner balance (kept in US dollars): {balance}' },
};

const messages = {
  ...partnerMessages,
  table: /*i18n*/ { id: 'partners.table', message: 'Your promo codes' },
  empty: /*i18n*/ { id: 'partners.empty', message: 'No promo codes yet: create one and share it.' },
  create: /*i18n*/ { id: 'partners.create', message: 'Create a promo code' },
  code: /*i18n*/ { id: 'partners.column.code', message: 'Code' },
  discount: /*i18n*/ { id: 'partners.column.discount', message: 'Friend’s discount' },
  payments: /*i18n*/ { id: 'partners.column.payments', message: 'Payments brought' },
  reward: /*i18n*/ { id: 'partners.column.reward', message: 'Your reward' },
  created: /*i18n*/ { id: 'partners.column.created', message: 'Created' },
};

/** /partners/promocodes: the partner's referral codes, what each brought, and the partner balance (users with a payment). */
export function PartnerPromocodesScreen() {
  const t = useTranslate();
  const route = useRoute();
  const { locale } = useRemoteProps();
  const programme = usePartnerProgramme();
  const columns = useMemo<TableColumnsType<PartnerPromocode>>(
    () => [
      { key: 'code', title: t(messages.code), render: (_, item) => <code>{item.code}</code> },
      { key: 'discount', title: t(messages.discount), render: (_, item) => `${item.discountPercent}%` },
      { key: 'payments', title: t(messages.payments), render: (_, item) => item.paymentsCount },
      { key: 'reward', title: t(messages.reward), render: (_, item) => money(item.reward, 'USD', locale) },
      { key: 'created', title: t(messages.created), render: (_, item) => formatDate(item.createdAt, locale) },
    ],
    [t, locale],
  );
  const data = programme.data;
  return (
    <section>
      <PageHeading title={route.title} extra={data?.eligible ? <RouteLink to="partners.promocode">{t(messages.create)}</RouteLink> : null} />
      {programme.isPending ? <ContentSkeleton label={t(messages.loading)} /> : null}
      {programme.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => programme.refetch()} retrying={programme.isFetching} /> : null}
      {data && !data.eligible ? <Alert type="info" showIcon title={t(messages.locked)} action={<RouteLink to="payments">{t(messages.toPayment)}</RouteLink>} /> : null}
      {data?.eligible ? (
        <>
          <p>{t(messages.terms, { discount: data.friendDiscountPercent, reward: data.ownerRewardPercent })}</p>
          <p>
            <strong>{t(messages.balance, { balance: money(data.partnerBalance, 'USD', locale) })}</strong>
          </p>
          <ListTable<PartnerPromocode> aria-label={t(messages.table)} rowKey="code" columns={columns} dataSource={data.codes} pagination={false} locale={{ emptyText: <Empty description={t(messages.empty)} /> }} />
        </>
      ) : null}
    </section>
  );
}

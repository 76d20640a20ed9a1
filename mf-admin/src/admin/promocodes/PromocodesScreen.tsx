import { useMemo, useState } from 'react';
import { type AdminPromocode } from '@cabinet/api/admin';
import { RouteLink, useRemoteProps, useRoute, useSession } from '@cabinet/contracts';
import { Button, Flex, PageHeading, StatusTag, Typography, toast } from '@cabinet/design/core';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { ChoiceFilter, choiceParam, ListSearch, usePagedList } from '@cabinet/toolkit/list';
import { usePromocodes, useUpdatePromocodeMutation } from '../../api/promocodes';
import { PromocodeForm } from './PromocodeForm';
import { useDescribePromocodeError } from './promocodeMessages';
import { AdminPagedTable, CellDetail } from '../../shared/lists';
import { EmailText } from '../../shared/EmailText';

// The create screen loads with the list (one chunk and one catalogue): each lazy chunk costs the first visit an entry in the remote's chunk map.
export { PromocodeCreateScreen } from './PromocodeCreateScreen';

const messages = {
  intro: /*i18n*/ { id: 'admin.promocodes.intro', message: 'Every promo code: partners’, the cancel flow’s and the back office’s. A payer enters one on the payment page.' },
  create: /*i18n*/ { id: 'admin.promocodes.create', message: 'New promo code' },
  table: /*i18n*/ { id: 'admin.promocodes.table', message: 'Promo codes' },
  search: /*i18n*/ { id: 'admin.promocodes.search', message: 'Search promo codes' },
  searchPlaceholder: /*i18n*/ { id: 'admin.promocodes.searchPlaceholder', message: 'Code or owner’s e-mail' },
  state: /*i18n*/ { id: 'admin.promocodes.filter.state', message: 'Show promo codes' },
  all: /*i18n*/ { id: 'admin.promocodes.all', message: 'All' },
  active: /*i18n*/ { id: 'admin.promocodes.active', message: 'Active' },
  inactive: /*i18n*/ { id: 'admin.promocodes.inactive', message: 'Deactivated' },
  expired: /*i18n*/ { id: 'admin.promocodes.expired', message: 'Expired' },
  code: /*i18n*/ { id: 'admin.promocodes.column.code', message: 'Code' },
  discount: /*i18n*/ { id: 'admin.promocodes.column.discount', message: 'Discount' },
  owner: /*i18n*/ { id: 'admin.promocodes.column.owner', message: 'Owner' },
  used: /*i18n*/ { id: 'admin.promocodes.column.used', message: 'Payments' },
  status: /*i18n*/ { id: 'admin.promocodes.column.status', message: 'Status' },
  actions: /*i18n*/ { id: 'admin.promocodes.column.actions', message: 'Actions' },
  partner: /*i18n*/ { id: 'admin.promocodes.kind.partner', message: 'Partner' },
  bonus: /*i18n*/ { id: 'admin.promocodes.kind.bonus', message: 'Cancel flow' },
  admin: /*i18n*/ { id: 'admin.promocodes.kind.admin', message: 'Back office' },
  none: /*i18n*/ { id: 'admin.promocodes.none', message: 'None' },
  anyTariff: /*i18n*/ { id: 'admin.promocodes.anyTariff', message: 'Any' },
  noLimit: /*i18n*/ { id: 'admin.promocodes.noLimit', message: 'no limit' },
  usedOf: /*i18n*/ { id: 'admin.promocodes.usedOf', message: '{used} of {limit}' },
  tariffsLine: /*i18n*/ { id: 'admin.promocodes.tariffsLine', message: 'Tariffs: {tariffs}' },
  expiresLine: /*i18n*/ { id: 'admin.promocodes.expiresLine', message: 'Valid until: {date}' },
  editShort: /*i18n*/ { id: 'admin.promocodes.editShort', message: 'Edit' },
  deactivateShort: /*i18n*/ { id: 'admin.promocodes.deactivateShort', message: 'Deactivate' },
  activateShort: /*i18n*/ { id: 'admin.promocodes.activateShort', message: 'Activate' },
  edit: /*i18n*/ { id: 'admin.promocodes.edit', message: 'Edit {code}' },
  editTitle: /*i18n*/ { id: 'admin.promocodes.editTitle', message: 'Promo code {code}' },
  deactivate: /*i18n*/ { id: 'admin.promocodes.deactivate', message: 'Deactivate {code}' },
  activate: /*i18n*/ { id: 'admin.promocodes.activate', message: 'Activate {code}' },
  deactivated: /*i18n*/ { id: 'admin.promocodes.deactivated', message: '{code} is deactivated: payments no longer take it' },
  activated: /*i18n*/ { id: 'admin.promocodes.activated', message: '{code} is active again' },
  stateFailed: /*i18n*/ { id: 'admin.promocodes.stateFailed', message: 'The promo code could not be changed' },
  loadFailed: /*i18n*/ { id: 'admin.promocodes.loadFailed', message: 'The promo codes could not be loaded' },
  empty: /*i18n*/ { id: 'admin.promocodes.empty', message: 'No promo codes yet' },
  noMatch: /*i18n*/ { id: 'admin.promocodes.noMatch', message: 'No promo code matches' },
  total: /*i18n*/ { id: 'admin.promocodes.total', message: 'Promo codes: {total}' },
};

const STATE_FILTER = ['all', 'active', 'inactive'] as const;

/**
 * /admin/promocodes: every code with its terms and use, paged and searched on the server. Admins read it;
 * super-admins (spec section 6: promocode creation) also make, edit, deactivate and bring codes back.
 */
export function PromocodesScreen() {
  const t = useTranslate();
  const route = useRoute();
  const session = useSession();
  const canManage = session.status === 'authenticated' && session.roles.includes('super-admin');
  const list = usePagedList({ sortFields: [], filters: { state: choiceParam(STATE_FILTER, 'all') } });
  const state = list.filters.state;
  const codes = usePromocodes({ page: list.params.page, pageSize: list.params.pageSize, search: list.params.search, state: state === 'all' ? undefined : state });
  const [editing, setEditing] = useState<AdminPromocode | null>(null);
  const describe = useDescribePromocodeError();
  const toggle = useUpdatePromocodeMutation({
    onSuccess: (saved) => toast.success(t(saved.active ? messages.activated : messages.deactivated, { code: saved.code })),
    onError: async (error) => toast.error(`${t(messages.stateFailed)}: ${(await describe(error)).message}`),
  });
  const columns = useCodeColumns(canManage, {
    onEdit: setEditing,
    onToggle: (code) => toggle.mutate({ id: code.id, body: { active: !code.active, version: code.version } }),
    busy: toggle.isPending,
  });
  return (
    <section>
      <PageHeading title={route.title} extra={canManage ? <RouteLink to="admin.promocodes.create">{t(messages.create)}</RouteLink> : null} />
      <p>{t(messages.intro)}</p>
      {editing ? (
        <section aria-label={t(messages.editTitle, { code: editing.code })} style={{ marginBottom: 24 }}>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            {t(messages.editTitle, { code: editing.code })}
          </Typography.Title>
          <PromocodeForm key={editing.id} editing={editing} onDone={() => setEditing(null)} />
        </section>
      ) : null}
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <ListSearch label={t(messages.search)} placeholder={t(messages.searchPlaceholder)} value={list.searchText} onChange={list.setSearchText} />
        <ChoiceFilter
          label={t(messages.state)}
          filter={list.filter('state')}
          options={[
            { value: 'all', label: t(messages.all) },
            { value: 'active', label: t(messages.active) },
            { value: 'inactive', label: t(messages.inactive) },
          ]}
        />
      </Flex>
      <AdminPagedTable label={t(messages.table)} columns={columns} query={codes} list={list} messages={messages} />
    </section>
  );
}

interface RowActions {
  onEdit: (code: AdminPromocode) => void;
  onToggle: (code: AdminPromocode) => void;
  busy: boolean;
}

function useCodeColumns(canManage: boolean, actions: RowActions): TableColumnsType<AdminPromocode> {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const { onEdit, onToggle, busy } = actions;
  return useMemo(() => {
    const columns: TableColumnsType<AdminPromocode> = [
      // Five columns, each neighbour's figure under it: nine side by side scrolled sideways at 1024 px (issue 31, the walk).
      {
        key: 'code',
        title: t(messages.code),
        render: (_, code) => (
          <>
            <strong>{code.code}</strong>
            <CellDetail>{t(messages[code.kind])}</CellDetail>
          </>
        ),
      },
      {
        key: 'discount',
        title: t(messages.discount),
        render: (_, code) => (
          <>
            {`${code.discountPercent}%`}
            <CellDetail>{t(messages.tariffsLine, { tariffs: code.availableTariffTypes.length === 0 ? t(messages.anyTariff) : code.availableTariffTypes.join(', ') })}</CellDetail>
          </>
        ),
      },
      {
        key: 'owner',
        title: t(messages.owner),
        render: (_, code) =>
          code.userId && code.userEmail ? (
            <RouteLink to="admin.users.user" params={{ userId: code.userId }}>
              <EmailText email={code.userEmail} />
            </RouteLink>
          ) : (
            t(messages.none)
          ),
      },
      {
        key: 'used',
        title: t(messages.used),
        render: (_, code) => (
          <>
            <span style={{ whiteSpace: 'nowrap' }}>{t(messages.usedOf, { used: code.usedCount, limit: code.paymentCount ?? t(messages.noLimit) })}</span>
            <CellDetail>{t(messages.expiresLine, { date: code.expireDate === null ? t(messages.none) : formatDate(code.expireDate, locale, 'compact') })}</CellDetail>
          </>
        ),
      },
      {
        key: 'status',
        title: t(messages.status),
        render: (_, code) =>
          !code.active ? (
            <StatusTag tone="neutral">{t(messages.inactive)}</StatusTag>
          ) : code.expireDate !== null && new Date(code.expireDate).getTime() <= Date.now() ? (
            <StatusTag tone="warning">{t(messages.expired)}</StatusTag>
          ) : (
            <StatusTag tone="success">{t(messages.active)}</StatusTag>
          ),
      },
    ];
    if (!canManage) return columns;
    return [
      ...columns,
      {
        key: 'actions',
        title: t(messages.actions),
        render: (_, code) => (
          <Flex gap={8} wrap>
            <Button size="small" aria-label={t(messages.edit, { code: code.code })} onClick={() => onEdit(code)}>
              {t(messages.editShort)}
            </Button>
            <Button size="small" danger={code.active} disabled={busy} aria-label={t(code.active ? messages.deactivate : messages.activate, { code: code.code })} onClick={() => onToggle(code)}>
              {t(code.active ? messages.deactivateShort : messages.activateShort)}
            </Button>
          </Flex>
        ),
      },
    ];
  }, [t, locale, canManage, onEdit, onToggle, busy]);
}

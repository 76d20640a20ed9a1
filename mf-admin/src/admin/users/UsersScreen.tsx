import { useMemo } from 'react';
import { ADMIN_USER_SORTS, CHURN_FLAGS, type AdminUserSort, type AdminUserSummary } from '@cabinet/api/admin';
import { RouteLink, useRemoteProps, useRoute } from '@cabinet/contracts';
import { Flex, Grid, PageHeading } from '@cabinet/design/core';
import { Segmented, type TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { choiceParam, columnSortOrder, ListSearch, usePagedList, type ListSort } from '@cabinet/toolkit/list';
import { useAdminUsers } from '../../api/users';
import { CHURN_FLAG_LABELS, ChurnFlags } from './churnFlags';
import { AdminPagedTable, CellDetail } from '../../shared/lists';
import { EmailText } from '../../shared/EmailText';

/** A country's name in the reader's language, as the browser names it (the list of ids stays with the API); its code if none. */
function regionName(iso: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}

const messages = {
  intro: /*i18n*/ { id: 'admin.users.intro', message: 'Every account of the platform. Find a customer by phone or e-mail.' },
  table: /*i18n*/ { id: 'admin.users.table', message: 'Users' },
  search: /*i18n*/ { id: 'admin.users.search', message: 'Search users' },
  searchPlaceholder: /*i18n*/ { id: 'admin.users.searchPlaceholder', message: 'Phone or e-mail' },
  email: /*i18n*/ { id: 'admin.users.column.email', message: 'E-mail' },
  phoneLine: /*i18n*/ { id: 'admin.users.phoneLine', message: 'Phone: {phone}' },
  registeredAt: /*i18n*/ { id: 'admin.users.column.registeredAt', message: 'Registered' },
  countryLine: /*i18n*/ { id: 'admin.users.countryLine', message: 'Country {country}' },
  tariffLine: /*i18n*/ { id: 'admin.users.tariffLine', message: 'Tariff {tariff}' },
  noTariff: /*i18n*/ { id: 'admin.users.noTariff', message: 'No tariff' },
  paidUpTo: /*i18n*/ { id: 'admin.users.column.paidUpTo', message: 'Paid up to' },
  balance: /*i18n*/ { id: 'admin.users.column.balance', message: 'Messages left' },
  none: /*i18n*/ { id: 'admin.users.none', message: 'None' },
  loadFailed: /*i18n*/ { id: 'admin.users.loadFailed', message: 'The users could not be loaded' },
  empty: /*i18n*/ { id: 'admin.users.empty', message: 'No users yet' },
  noMatch: /*i18n*/ { id: 'admin.users.noMatch', message: 'No user has that phone or e-mail' },
  total: /*i18n*/ { id: 'admin.users.total', message: 'Users: {total}' },
  churn: /*i18n*/ { id: 'admin.users.column.churn', message: 'Churn flags' },
  churnFilter: /*i18n*/ { id: 'admin.users.churnFilter', message: 'Churn flags' },
  allUsers: /*i18n*/ { id: 'admin.users.churn.all', message: 'All' },
  anyFlag: /*i18n*/ { id: 'admin.users.churn.any', message: 'Any flag' },
};

const CHURN_CHOICES = ['all', 'any', ...CHURN_FLAGS] as const;
type ChurnChoice = (typeof CHURN_CHOICES)[number];

/** /admin/users: every account with its churn flags, paged, searched, filtered by a flag and sorted by the API, the state in the URL. */
export function UsersScreen() {
  const t = useTranslate();
  const list = usePagedList({ sortFields: ADMIN_USER_SORTS, filters: { churn: choiceParam(CHURN_CHOICES, 'all') } });
  const { churn } = list.filters;
  const users = useAdminUsers({ ...list.params, churn: churn === 'all' ? undefined : [churn] });
  const columns = useUserColumns(list.sort);
  const route = useRoute();
  // Six choices in one row are 750 to 920 px wide by language: below 1200 px (a phone, a tablet, a laptop beside
  // the sidebar) they stack, else the row pushed the page sideways and hid the last flags. Unmeasured (the first
  // paint) reads as wide.
  const stacked = Grid.useBreakpoint().xl === false;
  return (
    <section>
      <PageHeading title={route.title} />
      <p>{t(messages.intro)}</p>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <ListSearch label={t(messages.search)} placeholder={t(messages.searchPlaceholder)} value={list.searchText} onChange={list.setSearchText} />
        {/* The segmented switch itself, not the toolkit's ChoiceFilter: its module brings the select (about 27 KB gzip) into the remote's first visit. */}
        <Segmented<ChurnChoice>
          aria-label={t(messages.churnFilter)}
          vertical={stacked}
          value={churn}
          onChange={(value) => list.filter('churn').set(value)}
          options={CHURN_CHOICES.map((value) => ({ value, label: t(value === 'all' ? messages.allUsers : value === 'any' ? messages.anyFlag : CHURN_FLAG_LABELS[value]) }))}
        />
      </Flex>
      <AdminPagedTable label={t(messages.table)} columns={columns} query={users} list={list} messages={messages} />
    </section>
  );
}

/**
 * Five columns, each figure's neighbour under it (the phone under the e-mail, the country under the day of
 * registration, the tariff under its paid-up-to day): eight side by side scrolled the list sideways at 1024 to
 * 1440 px in Russian, Ukrainian and Portuguese.
 */
function useUserColumns(sort: ListSort<AdminUserSort> | null): TableColumnsType<AdminUserSummary> {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  return useMemo(() => {
    const sortOrder = (field: AdminUserSort) => columnSortOrder(sort, field);
    const nowrap = () => ({ style: { whiteSpace: 'nowrap' } });
    return [
      {
        key: 'email',
        title: t(messages.email),
        sorter: true,
        sortOrder: sortOrder('email'),
        // The e-mail opens the user's page (/admin/users/{userId}); a long one wraps after its "@" or a dot.
        render: (_, user) => (
          <>
            <RouteLink to="admin.users.user" params={{ userId: user.id }}>
              <EmailText email={user.email} />
            </RouteLink>
            <CellDetail>{t(messages.phoneLine, { phone: user.phone ?? t(messages.none) })}</CellDetail>
          </>
        ),
      },
      {
        key: 'registeredAt',
        title: t(messages.registeredAt),
        sorter: true,
        sortOrder: sortOrder('registeredAt'),
        onCell: nowrap,
        render: (_, user) => (
          <>
            {formatDate(user.registeredAt, locale, 'compact')}
            <CellDetail>{t(messages.countryLine, { country: user.countryIso === null ? t(messages.none) : regionName(user.countryIso, locale) })}</CellDetail>
          </>
        ),
      },
      {
        key: 'paidUpTo',
        title: t(messages.paidUpTo),
        sorter: true,
        sortOrder: sortOrder('paidUpTo'),
        onCell: nowrap,
        render: (_, user) => (
          <>
            {user.paidUpTo === null ? t(messages.none) : formatDate(user.paidUpTo, locale, 'compact')}
            <CellDetail>{user.tariff === null ? t(messages.noTariff) : t(messages.tariffLine, { tariff: user.tariff })}</CellDetail>
          </>
        ),
      },
      { key: 'balance', title: t(messages.balance), sorter: true, sortOrder: sortOrder('balance'), align: 'right', render: (_, user) => user.balance },
      { key: 'churn', title: t(messages.churn), render: (_, user) => <ChurnFlags flags={user.churnFlags} /> },
    ];
  }, [t, locale, sort]);
}

import { useMemo } from 'react';
import { INSTANCE_PROVIDERS, INSTANCE_STATES, type AdminInstance, type InstanceState } from '@cabinet/api/admin';
import { RouteLink, useRemoteProps, useRoute } from '@cabinet/contracts';
import { Flex, PageHeading, StatusTag, type Tone } from '@cabinet/design/core';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { ChoiceFilter, choiceParam, ListSearch, MultiChoiceFilter, optionListParam, usePagedList } from '@cabinet/toolkit/list';
import { useInstances } from '../../api/instances';
import { AdminPagedTable, CellDetail } from '../../shared/lists';
import { EmailText } from '../../shared/EmailText';

const messages = {
  intro: /*i18n*/ { id: 'admin.instances.intro', message: 'Every WhatsApp and MAX instance of the platform with its owner. Filter by state to find the ones not authorised.' },
  table: /*i18n*/ { id: 'admin.instances.table', message: 'Instances' },
  search: /*i18n*/ { id: 'admin.instances.search', message: 'Search instances' },
  searchPlaceholder: /*i18n*/ { id: 'admin.instances.searchPlaceholder', message: 'Number or owner’s e-mail' },
  state: /*i18n*/ { id: 'admin.instances.filter.state', message: 'State' },
  anyState: /*i18n*/ { id: 'admin.instances.filter.anyState', message: 'Any state' },
  provider: /*i18n*/ { id: 'admin.instances.filter.provider', message: 'Provider' },
  all: /*i18n*/ { id: 'admin.instances.all', message: 'All' },
  number: /*i18n*/ { id: 'admin.instances.column.number', message: 'Number' },
  providerColumn: /*i18n*/ { id: 'admin.instances.column.provider', message: 'Provider' },
  stateColumn: /*i18n*/ { id: 'admin.instances.column.state', message: 'State' },
  owner: /*i18n*/ { id: 'admin.instances.column.owner', message: 'Owner' },
  testLine: /*i18n*/ { id: 'admin.instances.testLine', message: 'Test period until: {date}' },
  paidUpTo: /*i18n*/ { id: 'admin.instances.column.paidUpTo', message: 'Paid up to' },
  none: /*i18n*/ { id: 'admin.instances.none', message: 'None' },
  loadFailed: /*i18n*/ { id: 'admin.instances.loadFailed', message: 'The instances could not be loaded' },
  empty: /*i18n*/ { id: 'admin.instances.empty', message: 'No instances yet' },
  noMatch: /*i18n*/ { id: 'admin.instances.noMatch', message: 'No instance matches' },
  total: /*i18n*/ { id: 'admin.instances.total', message: 'Instances: {total}' },
};

/** Spec section 4's instance states in the admin's words, each with its tone. */
const STATES: Record<InstanceState, { label: MessageDescriptor; tone: Tone }> = {
  init: { label: /*i18n*/ { id: 'admin.instances.state.init', message: 'Initialising' }, tone: 'neutral' },
  loading: { label: /*i18n*/ { id: 'admin.instances.state.loading', message: 'Loading' }, tone: 'info' },
  gotQrCode: { label: /*i18n*/ { id: 'admin.instances.state.gotQrCode', message: 'QR code issued' }, tone: 'info' },
  authorized: { label: /*i18n*/ { id: 'admin.instances.state.authorized', message: 'Authorised' }, tone: 'success' },
  notAuthorized: { label: /*i18n*/ { id: 'admin.instances.state.notAuthorized', message: 'Not authorised' }, tone: 'warning' },
  error: { label: /*i18n*/ { id: 'admin.instances.state.error', message: 'Error' }, tone: 'danger' },
};
const PROVIDER_NAMES = { whatsapp: 'WhatsApp', max: 'MAX' } as const;
const PROVIDER_FILTER = ['all', ...INSTANCE_PROVIDERS] as const;

/** /admin/instances: every WhatsApp and MAX instance, paged, searched and filtered by state and provider on the server. */
export function InstancesScreen() {
  const t = useTranslate();
  const route = useRoute();
  const list = usePagedList({ sortFields: [], filters: { state: optionListParam(INSTANCE_STATES), provider: choiceParam(PROVIDER_FILTER, 'all') } });
  const { state, provider } = list.filters;
  const instances = useInstances({
    page: list.params.page,
    pageSize: list.params.pageSize,
    search: list.params.search,
    state: state.length > 0 ? state : undefined,
    provider: provider === 'all' ? undefined : provider,
  });
  const columns = useInstanceColumns();
  return (
    <section>
      <PageHeading title={route.title} />
      <p>{t(messages.intro)}</p>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <ListSearch label={t(messages.search)} placeholder={t(messages.searchPlaceholder)} value={list.searchText} onChange={list.setSearchText} />
        <MultiChoiceFilter label={t(messages.state)} placeholder={t(messages.anyState)} filter={list.filter('state')} options={INSTANCE_STATES.map((value) => ({ value, label: t(STATES[value].label) }))} />
        <ChoiceFilter
          label={t(messages.provider)}
          filter={list.filter('provider')}
          options={[{ value: 'all', label: t(messages.all) }, ...INSTANCE_PROVIDERS.map((value) => ({ value, label: PROVIDER_NAMES[value] }))]}
        />
      </Flex>
      <AdminPagedTable label={t(messages.table)} columns={columns} query={instances} list={list} messages={messages} />
    </section>
  );
}

function useInstanceColumns(): TableColumnsType<AdminInstance> {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  return useMemo(() => {
    const day = (value: string | null) => (value === null ? t(messages.none) : formatDate(value, locale, 'compact'));
    return [
      // Five columns, each neighbour's figure under it: seven side by side scrolled sideways at 1024 px (issue 31, the walk).
      {
        key: 'number',
        title: t(messages.number),
        render: (_, instance) => (
          <>
            <span style={{ whiteSpace: 'nowrap' }}>{instance.phone ?? t(messages.none)}</span>
            <CellDetail>{instance.name}</CellDetail>
          </>
        ),
      },
      { key: 'provider', title: t(messages.providerColumn), render: (_, instance) => PROVIDER_NAMES[instance.provider] },
      { key: 'state', title: t(messages.stateColumn), render: (_, instance) => <StatusTag tone={STATES[instance.state].tone}>{t(STATES[instance.state].label)}</StatusTag> },
      {
        key: 'owner',
        title: t(messages.owner),
        render: (_, instance) => (
          <RouteLink to="admin.users.user" params={{ userId: instance.userId }}>
            <EmailText email={instance.userEmail} />
          </RouteLink>
        ),
      },
      {
        key: 'paidUpTo',
        title: t(messages.paidUpTo),
        render: (_, instance) => (
          <>
            <span style={{ whiteSpace: 'nowrap' }}>{day(instance.paidUpTo)}</span>
            <CellDetail>{t(messages.testLine, { date: day(instance.testUntil) })}</CellDetail>
          </>
        ),
      },
    ];
  }, [t, locale]);
}

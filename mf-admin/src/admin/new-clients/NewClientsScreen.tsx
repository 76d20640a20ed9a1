import { useMemo } from 'react';
import type { NewClient, QuickStartState } from '@cabinet/api/admin';
import { RouteLink, useRemoteProps, useRoute } from '@cabinet/contracts';
import { Flex, PageHeading, StatusTag, type Tone } from '@cabinet/design/core';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { ChoiceFilter, choiceParam, ListSearch, usePagedList } from '@cabinet/toolkit/list';
import { useNewClients } from '../../api/newClients';
import { AdminPagedTable, CellDetail } from '../../shared/lists';
import { EmailText } from '../../shared/EmailText';

const messages = {
  intro: /*i18n*/ {
    id: 'admin.newClients.intro',
    message: 'Recent registrations with where they came from and whether they finished the quick start. Early churn: their first days passed with no message sent or nothing paid.',
  },
  table: /*i18n*/ { id: 'admin.newClients.table', message: 'New clients' },
  search: /*i18n*/ { id: 'admin.newClients.search', message: 'Search new clients' },
  searchPlaceholder: /*i18n*/ { id: 'admin.newClients.searchPlaceholder', message: 'E-mail, utm tag or host' },
  period: /*i18n*/ { id: 'admin.newClients.period', message: 'Registered in the last' },
  churnDays: /*i18n*/ { id: 'admin.newClients.churnDays', message: 'First days counted' },
  days: /*i18n*/ { id: 'admin.newClients.days', message: '{days} days' },
  churnFilter: /*i18n*/ { id: 'admin.newClients.churnFilter', message: 'Early churn' },
  all: /*i18n*/ { id: 'admin.newClients.all', message: 'All' },
  churnedOnly: /*i18n*/ { id: 'admin.newClients.churnedOnly', message: 'Churned' },
  keptOnly: /*i18n*/ { id: 'admin.newClients.keptOnly', message: 'Kept' },
  email: /*i18n*/ { id: 'admin.newClients.column.email', message: 'E-mail' },
  registered: /*i18n*/ { id: 'admin.newClients.column.registered', message: 'Registered' },
  quickStart: /*i18n*/ { id: 'admin.newClients.column.quickStart', message: 'Quick start' },
  sentLine: /*i18n*/ { id: 'admin.newClients.sentLine', message: 'Sent messages early: {answer}' },
  paidLine: /*i18n*/ { id: 'admin.newClients.paidLine', message: 'Paid early: {answer}' },
  churn: /*i18n*/ { id: 'admin.newClients.column.churn', message: 'Early churn' },
  utm: /*i18n*/ { id: 'admin.newClients.utm', message: 'utm: {tag}' },
  marketplace: /*i18n*/ { id: 'admin.newClients.marketplace', message: 'marketplace: {name}' },
  direct: /*i18n*/ { id: 'admin.newClients.direct', message: 'No utm tag' },
  yes: /*i18n*/ { id: 'admin.newClients.yes', message: 'Yes' },
  no: /*i18n*/ { id: 'admin.newClients.no', message: 'No' },
  tooEarly: /*i18n*/ { id: 'admin.newClients.tooEarly', message: 'Too early to tell' },
  churned: /*i18n*/ { id: 'admin.newClients.churned', message: 'Churned' },
  kept: /*i18n*/ { id: 'admin.newClients.kept', message: 'Kept' },
  loadFailed: /*i18n*/ { id: 'admin.newClients.loadFailed', message: 'The new clients could not be loaded' },
  empty: /*i18n*/ { id: 'admin.newClients.empty', message: 'No registration in this period' },
  noMatch: /*i18n*/ { id: 'admin.newClients.noMatch', message: 'No registration matches' },
  total: /*i18n*/ { id: 'admin.newClients.total', message: 'Registrations: {total}' },
};

const QUICK_START: Record<QuickStartState, { label: MessageDescriptor; tone: Tone }> = {
  completed: { label: /*i18n*/ { id: 'admin.newClients.quickStart.completed', message: 'Finished' }, tone: 'success' },
  started: { label: /*i18n*/ { id: 'admin.newClients.quickStart.started', message: 'Started, not finished' }, tone: 'warning' },
  notStarted: { label: /*i18n*/ { id: 'admin.newClients.quickStart.notStarted', message: 'Not started' }, tone: 'neutral' },
};

const PERIODS = ['7', '30', '90', '365'] as const;
const CHURN_WINDOWS = ['3', '7', '14', '30'] as const;
const CHURN_FILTER = ['all', 'true', 'false'] as const;

/**
 * /admin/newClients: recent registrations, paged on the server, with their source (utm tag, host,
 * marketplace), their quick start and the early churn verdict over their first days; period, window,
 * churn filter and search in the URL.
 */
export function NewClientsScreen() {
  const t = useTranslate();
  const route = useRoute();
  const list = usePagedList({
    sortFields: [],
    filters: { days: choiceParam(PERIODS, '30'), churnDays: choiceParam(CHURN_WINDOWS, '7'), churned: choiceParam(CHURN_FILTER, 'all') },
  });
  const { days, churnDays, churned } = list.filters;
  const clients = useNewClients({
    page: list.params.page,
    pageSize: list.params.pageSize,
    search: list.params.search,
    days: Number(days),
    churnDays: Number(churnDays),
    churned: churned === 'all' ? undefined : churned,
  });
  const columns = useNewClientColumns();
  const dayOptions = (values: readonly string[]) => values.map((value) => ({ value, label: t(messages.days, { days: Number(value) }) }));
  return (
    <section>
      <PageHeading title={route.title} />
      <p>{t(messages.intro)}</p>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <ListSearch label={t(messages.search)} placeholder={t(messages.searchPlaceholder)} value={list.searchText} onChange={list.setSearchText} />
        <ChoiceFilter label={t(messages.period)} filter={list.filter('days')} options={dayOptions(PERIODS)} />
        <ChoiceFilter label={t(messages.churnDays)} filter={list.filter('churnDays')} options={dayOptions(CHURN_WINDOWS)} />
        <ChoiceFilter
          label={t(messages.churnFilter)}
          filter={list.filter('churned')}
          options={[
            { value: 'all', label: t(messages.all) },
            { value: 'true', label: t(messages.churnedOnly) },
            { value: 'false', label: t(messages.keptOnly) },
          ]}
        />
      </Flex>
      <AdminPagedTable label={t(messages.table)} columns={columns} query={clients} list={list} messages={messages} />
    </section>
  );
}

function useNewClientColumns(): TableColumnsType<NewClient> {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  return useMemo(() => {
    const flag = (value: boolean | null) => (value === null ? t(messages.tooEarly) : t(value ? messages.yes : messages.no));
    return [
      {
        key: 'email',
        title: t(messages.email),
        render: (_, client) => (
          <RouteLink to="admin.users.user" params={{ userId: client.id }}>
            <EmailText email={client.email} />
          </RouteLink>
        ),
      },
      // Four columns, each neighbour's figure under it: seven scrolled sideways at 1024 px in ru, uk-UA and pt-BR
      // (issue 31, the walk).
      {
        key: 'registered',
        title: t(messages.registered),
        render: (_, client) => (
          <>
            <span style={{ whiteSpace: 'nowrap' }}>{formatDate(client.registeredAt, locale, 'compact')}</span>
            <CellDetail>
              {[
                client.utmTag ? t(messages.utm, { tag: client.utmTag }) : t(messages.direct),
                client.clientHost,
                client.marketplace ? t(messages.marketplace, { name: client.marketplace }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </CellDetail>
          </>
        ),
      },
      { key: 'quickStart', title: t(messages.quickStart), render: (_, client) => <StatusTag tone={QUICK_START[client.quickStart].tone}>{t(QUICK_START[client.quickStart].label)}</StatusTag> },
      {
        key: 'churn',
        title: t(messages.churn),
        render: (_, client) => (
          <>
            {client.churned === null ? t(messages.tooEarly) : <StatusTag tone={client.churned ? 'danger' : 'success'}>{t(client.churned ? messages.churned : messages.kept)}</StatusTag>}
            <CellDetail>{t(messages.sentLine, { answer: flag(client.sentEarly) })}</CellDetail>
            <CellDetail>{t(messages.paidLine, { answer: flag(client.paidEarly) })}</CellDetail>
          </>
        ),
      },
    ];
  }, [t, locale]);
}

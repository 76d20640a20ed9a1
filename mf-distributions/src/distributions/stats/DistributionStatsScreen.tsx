import { useMemo } from 'react';
import { RECIPIENT_STATUSES, type DistributionRecipient, type DistributionRecipientStatus } from '@cabinet/api/distributions';
import { RouteLink, useLinks, useRoute } from '@cabinet/contracts';
import { Button, ContentSkeleton, Flex, PageHeading, Surface, toast, Typography } from '@cabinet/design/core';
import { type TableColumnsType } from '@cabinet/design/table';
import { useTranslate } from '@cabinet/i18n';
import { ListFilterBar, LoadFailedAlert, MultiChoiceFilter, optionListParam, PagedTable, saveDownload, usePagedList, type ListParams } from '@cabinet/toolkit/list';
import { RUN_MODE_TONES, RUN_STATUS_TONES, StatusLabel } from '@cabinet/toolkit/status';
import {
  useDistribution,
  useDistributionActionMutation,
  useDistributionRecipients,
  useDistributionStats,
  useExportRecipientsMutation,
  type DistributionAction,
} from '../../api/distributions';
import { useDescribeDistributionError } from '../../shared/errors';
import { canEdit, canPause, canResume, canStart, MODE_LABELS, REASON_LABELS, RECIPIENT_STATUS_LABELS, STATUS_LABELS, TYPE_LABELS } from '../../shared/labels';
import { useAccountDate } from '../../shared/formatIn';
import { WaitingReason } from '../../shared/waiting';
import { ProgressChart } from './ProgressChart';

const messages = {
  back: /*i18n*/ { id: 'distributions.stats.back', message: 'All mailings' },
  loading: /*i18n*/ { id: 'distributions.stats.loading', message: 'Loading the mailing’s statistics' },
  loadFailed: /*i18n*/ { id: 'distributions.stats.loadFailed', message: 'The mailing statistics could not be loaded' },
  recipientsFailed: /*i18n*/ { id: 'distributions.stats.recipientsFailed', message: 'The recipients list could not be loaded' },
  funnel: /*i18n*/ { id: 'distributions.stats.funnel', message: 'Funnel' },
  recipients: /*i18n*/ { id: 'distributions.stats.recipients', message: 'Recipients' },
  sent: /*i18n*/ { id: 'distributions.stats.sent', message: 'Sent' },
  delivered: /*i18n*/ { id: 'distributions.stats.delivered', message: 'Delivered' },
  read: /*i18n*/ { id: 'distributions.stats.read', message: 'Read' },
  replied: /*i18n*/ { id: 'distributions.stats.replied', message: 'Replied' },
  pending: /*i18n*/ { id: 'distributions.stats.pending', message: 'Not yet sent' },
  queued: /*i18n*/ { id: 'distributions.stats.queued', message: 'Queued' },
  failed: /*i18n*/ { id: 'distributions.stats.failed', message: 'Failed' },
  skipped: /*i18n*/ { id: 'distributions.stats.skipped', message: 'Skipped' },
  progress: /*i18n*/ { id: 'distributions.stats.progress', message: 'Progress' },
  live: /*i18n*/ { id: 'distributions.stats.live', message: 'Updates live while the mailing sends.' },
  reasons: /*i18n*/ { id: 'distributions.stats.reasons', message: 'Why messages did not go' },
  overTime: /*i18n*/ { id: 'distributions.stats.overTime', message: 'Progress over time' },
  table: /*i18n*/ { id: 'distributions.stats.table', message: 'Recipients and their messages' },
  search: /*i18n*/ { id: 'distributions.stats.search', message: 'Search recipients' },
  searchPlaceholder: /*i18n*/ { id: 'distributions.stats.searchPlaceholder', message: 'Name or phone' },
  status: /*i18n*/ { id: 'distributions.stats.status', message: 'Status' },
  anyStatus: /*i18n*/ { id: 'distributions.stats.anyStatus', message: 'Any status' },
  export: /*i18n*/ { id: 'distributions.stats.export', message: 'Export CSV' },
  exportFailed: /*i18n*/ { id: 'distributions.stats.exportFailed', message: 'The recipients list could not be exported' },
  total: /*i18n*/ { id: 'distributions.stats.total', message: 'Recipients: {total}' },
  noMatch: /*i18n*/ { id: 'distributions.stats.noMatch', message: 'No recipients match' },
  name: /*i18n*/ { id: 'distributions.stats.column.name', message: 'Name' },
  phone: /*i18n*/ { id: 'distributions.stats.column.phone', message: 'Phone' },
  state: /*i18n*/ { id: 'distributions.stats.column.status', message: 'Status' },
  reason: /*i18n*/ { id: 'distributions.stats.column.reason', message: 'Reason' },
  sentAt: /*i18n*/ { id: 'distributions.stats.column.sentAt', message: 'Sent at' },
  edit: /*i18n*/ { id: 'distributions.stats.edit', message: 'Edit' },
  start: /*i18n*/ { id: 'distributions.stats.start', message: 'Start' },
  pause: /*i18n*/ { id: 'distributions.stats.pause', message: 'Pause' },
  resume: /*i18n*/ { id: 'distributions.stats.resume', message: 'Resume' },
  duplicate: /*i18n*/ { id: 'distributions.stats.duplicate', message: 'Duplicate' },
  actionFailed: /*i18n*/ { id: 'distributions.stats.actionFailed', message: 'The action failed' },
  duplicated: /*i18n*/ { id: 'distributions.stats.duplicated', message: 'The copy is added as a draft' },
};

interface Filters {
  status: DistributionRecipientStatus[];
}
const FILTERS: ListParams<Filters> = { status: optionListParam(RECIPIENT_STATUSES) };
const NO_SORT = [] as const;

/**
 * /distributions/:distributionId/stats: the mailing's funnel and reasons from the message log, its
 * progress over time, and its recipients with each one's status and reason, filterable, exportable as
 * CSV. While it sends, the figures refresh every few seconds (react-query polling).
 */
export function DistributionStatsScreen() {
  const t = useTranslate();
  const route = useRoute();
  const links = useLinks();
  const dateOf = useAccountDate();
  const id = route.params.distributionId ?? '';
  const mailing = useDistribution(id, { live: true });
  const live = mailing.data?.status === 'working' || mailing.data?.status === 'waiting';
  const stats = useDistributionStats(id, live);
  const list = usePagedList({ sortFields: NO_SORT, filters: FILTERS });
  const recipientParams = { ...list.params, sort: undefined, order: undefined, status: list.filters.status.length > 0 ? list.filters.status : undefined };
  const recipients = useDistributionRecipients(id, recipientParams, live);
  const describe = useDescribeDistributionError();
  const action = useDistributionActionMutation({
    onSuccess: (result, { action: done }) => {
      if (done === 'duplicate') {
        toast.success(t(messages.duplicated));
        if (result) links.navigate('distributions.edit', { distributionId: result.id });
      }
    },
    onError: async (error) => toast.error(t(messages.actionFailed), (await describe(error)).message),
  });
  const exporter = useExportRecipientsMutation({
    onSuccess: (blob) => saveDownload(blob, `${mailing.data?.title ?? 'mailing'}-recipients.csv`),
    onError: async (error) => toast.error(t(messages.exportFailed), (await describe(error)).message),
  });

  const columns: TableColumnsType<DistributionRecipient> = useMemo(
    () => [
      { key: 'position', title: '#', dataIndex: 'position' },
      { key: 'name', title: t(messages.name), dataIndex: 'name' },
      { key: 'phone', title: t(messages.phone), dataIndex: 'phone', onCell: () => ({ style: { whiteSpace: 'nowrap' } }) },
      { key: 'status', title: t(messages.state), render: (_, row) => t(RECIPIENT_STATUS_LABELS[row.status]) },
      { key: 'reason', title: t(messages.reason), render: (_, row) => (row.reason ? t(REASON_LABELS[row.reason]) : '') },
      { key: 'sentAt', title: t(messages.sentAt), onCell: () => ({ style: { whiteSpace: 'nowrap' } }), render: (_, row) => (row.sentAt ? dateOf(row.sentAt) : '—') },
    ],
    [t, dateOf],
  );

  if (mailing.isError) return <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => mailing.refetch()} retrying={mailing.isFetching} />;
  if (!mailing.data) return <ContentSkeleton label={t(messages.loading)} heading rows={8} />;
  const m = mailing.data;
  const act = (name: DistributionAction) => action.mutate({ action: name, id: m.id });
  const funnel = stats.data?.funnel;
  const figures = funnel
    ? ([
        ['recipients', funnel.recipients],
        ['sent', funnel.sent],
        ['delivered', funnel.delivered],
        ['read', funnel.read],
        ['replied', funnel.replied],
        ['pending', funnel.pending],
        ['queued', funnel.queued],
        ['failed', funnel.failed],
        ['skipped', funnel.skipped],
      ] as const)
    : [];

  return (
    <section>
      <Flex style={{ marginBottom: 8 }}>
        <RouteLink to="distributions">{t(messages.back)}</RouteLink>
      </Flex>
      <PageHeading
        title={m.title}
        extra={
          <Flex gap={8} wrap>
            {canEdit(m.status) ? <Button onClick={() => links.navigate('distributions.edit', { distributionId: m.id })}>{t(messages.edit)}</Button> : null}
            {canStart(m.status) ? (
              <Button type="primary" onClick={() => act('start')} loading={action.isPending}>
                {t(messages.start)}
              </Button>
            ) : null}
            {canPause(m.status) ? (
              <Button onClick={() => act('pause')} loading={action.isPending}>
                {t(messages.pause)}
              </Button>
            ) : null}
            {canResume(m.status) ? (
              <Button type="primary" onClick={() => act('resume')} loading={action.isPending}>
                {t(messages.resume)}
              </Button>
            ) : null}
            <Button onClick={() => act('duplicate')}>{t(messages.duplicate)}</Button>
          </Flex>
        }
      />
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <StatusLabel labels={STATUS_LABELS} tones={RUN_STATUS_TONES} value={m.status} />
        <WaitingReason mailing={m} />
        <StatusLabel labels={MODE_LABELS} tones={RUN_MODE_TONES} value={m.mode} />
        <Typography.Text>{t(TYPE_LABELS[m.type])}</Typography.Text>
        <Flex gap={6} align="center">
          <progress max={100} value={m.progress} aria-label={t(messages.progress)} style={{ width: 160 }} />
          <span>{`${m.progress}%`}</span>
        </Flex>
        {live ? <Typography.Text type="secondary">{t(messages.live)}</Typography.Text> : null}
      </Flex>
      {stats.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => stats.refetch()} retrying={stats.isFetching} /> : null}
      <Flex gap={16} wrap align="start" style={{ marginBottom: 24 }}>
        <Surface style={{ minWidth: 260 }}>
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
            {t(messages.funnel)}
          </Typography.Title>
          <dl aria-live="polite" style={{ display: 'grid', gridTemplateColumns: 'max-content auto', gap: '4px 16px', margin: 0 }}>
            {figures.map(([key, value]) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt>{t(messages[key])}</dt>
                <dd style={{ margin: 0, textAlign: 'right' }} data-testid={`funnel-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          {stats.data && stats.data.reasons.length > 0 ? (
            <>
              <Typography.Title level={3} style={{ fontSize: 14 }}>
                {t(messages.reasons)}
              </Typography.Title>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {stats.data.reasons.map((reason) => (
                  <li key={reason.reason}>
                    {t(REASON_LABELS[reason.reason])}: {reason.count}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </Surface>
        <Surface style={{ flex: 1, minWidth: 320 }}>
          <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
            {t(messages.overTime)}
          </Typography.Title>
          {stats.data ? <ProgressChart timeline={stats.data.timeline} /> : <ContentSkeleton label={t(messages.loading)} rows={6} />}
        </Surface>
      </Flex>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t(messages.table)}
      </Typography.Title>
      {recipients.isError ? <LoadFailedAlert title={t(messages.recipientsFailed)} onRetry={() => recipients.refetch()} retrying={recipients.isFetching} /> : null}
      <ListFilterBar list={list} searchLabel={t(messages.search)} searchPlaceholder={t(messages.searchPlaceholder)}>
        <MultiChoiceFilter
          filter={list.filter('status')}
          label={t(messages.status)}
          placeholder={t(messages.anyStatus)}
          options={RECIPIENT_STATUSES.map((status) => ({ value: status, label: t(RECIPIENT_STATUS_LABELS[status]) }))}
          minWidth={240}
        />
        <Button onClick={() => exporter.mutate({ id: m.id, params: { status: recipientParams.status, search: recipientParams.search } })} loading={exporter.isPending}>
          {t(messages.export)}
        </Button>
      </ListFilterBar>
      <PagedTable
        label={t(messages.table)}
        columns={columns}
        data={recipients.data}
        list={list}
        loading={recipients.isFetching && recipients.isPlaceholderData}
        empty={<p>{t(messages.noMatch)}</p>}
        totalText={(total) => t(messages.total, { total })}
      />
    </section>
  );
}

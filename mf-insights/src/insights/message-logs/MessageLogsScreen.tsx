import { useMemo } from 'react';
import { CHANNEL_KINDS, MESSAGE_SORT_FIELDS, MESSAGE_STATUSES, type ChannelKind, type MessageLogEntry, type MessageSortField, type MessageStatus } from '@cabinet/api/messaging';
import { INSIGHT_PERIODS, periodRange, type InsightPeriod } from '@cabinet/api/insights';
import { useRemoteProps, useRoute } from '@cabinet/contracts';
import { Button, Empty, Flex, PageHeading, StatusTag, toast, Typography, useDescribeError, type Tone } from '@cabinet/design/core';
import { Select } from '@cabinet/design/select';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { columnSortOrder, ListSearch, LoadFailedAlert, optionListParam, optionParam, PagedTable, usePagedList, type ListParam } from '@cabinet/toolkit/list';
import { MessageText, useExportMessages, useMessagePage } from '@cabinet/toolkit/messages';
import { ReasonDetail } from '@cabinet/toolkit/reasons';
import { useFlowNames } from '../../api/messages';
import { CHANNEL_LABELS, PERIOD_LABELS, REASON_LABELS, STATUS_LABELS } from '../../shared/labels';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id in the URL (`?flowId=…`); anything but an id reads as no filter. */
const idParam: ListParam<string | null> = {
  defaultValue: null,
  parse: (text) => (text !== null && UUID.test(text) ? text : null),
  format: (value) => value,
};

/** The log's filters, kept in the URL with its search, sort and page. */
const LOG_FILTERS = {
  period: optionParam(INSIGHT_PERIODS),
  flowId: idParam,
  campaignId: idParam,
  status: optionListParam(MESSAGE_STATUSES),
  channel: optionListParam(CHANNEL_KINDS),
};

const messages = {
  intro: /*i18n*/ { id: 'insights.log.intro', message: 'Every message the cabinet planned, from the queue to the client’s reply, with the reason for each one that was skipped or failed.' },
  table: /*i18n*/ { id: 'insights.log.table', message: 'Messages' },
  search: /*i18n*/ { id: 'insights.log.search', message: 'Search messages' },
  searchPlaceholder: /*i18n*/ { id: 'insights.log.searchPlaceholder', message: 'Phone or client name' },
  period: /*i18n*/ { id: 'insights.log.period', message: 'Period' },
  allTime: /*i18n*/ { id: 'insights.log.allTime', message: 'All time' },
  flow: /*i18n*/ { id: 'insights.log.flow', message: 'Flow' },
  anyFlow: /*i18n*/ { id: 'insights.log.anyFlow', message: 'Any flow' },
  status: /*i18n*/ { id: 'insights.log.status', message: 'Status' },
  anyStatus: /*i18n*/ { id: 'insights.log.anyStatus', message: 'Any status' },
  channel: /*i18n*/ { id: 'insights.log.channel', message: 'Channel' },
  anyChannel: /*i18n*/ { id: 'insights.log.anyChannel', message: 'Any channel' },
  mailingFilter: /*i18n*/ { id: 'insights.log.mailingFilter', message: 'One mailing’s messages' },
  clearMailing: /*i18n*/ { id: 'insights.log.clearMailing', message: 'Show all messages' },
  clear: /*i18n*/ { id: 'insights.log.clear', message: 'Clear filters' },
  export: /*i18n*/ { id: 'insights.log.export', message: 'Export CSV' },
  exportFailed: /*i18n*/ { id: 'insights.log.exportFailed', message: 'The export failed. Try again.' },
  scheduledAt: /*i18n*/ { id: 'insights.log.column.scheduledAt', message: 'Scheduled' },
  client: /*i18n*/ { id: 'insights.log.column.client', message: 'Client' },
  source: /*i18n*/ { id: 'insights.log.column.source', message: 'Flow or mailing' },
  mailing: /*i18n*/ { id: 'insights.log.mailing', message: 'Mailing' },
  deletedFlow: /*i18n*/ { id: 'insights.log.deletedFlow', message: 'Deleted flow' },
  aiReply: /*i18n*/ { id: 'insights.log.aiReply', message: 'AI assistant' },
  channelColumn: /*i18n*/ { id: 'insights.log.column.channel', message: 'Channel' },
  statusColumn: /*i18n*/ { id: 'insights.log.column.status', message: 'Status' },
  text: /*i18n*/ { id: 'insights.log.column.text', message: 'Message' },
  sentAt: /*i18n*/ { id: 'insights.log.column.sentAt', message: 'Sent' },
  testMode: /*i18n*/ { id: 'insights.log.testMode', message: 'Test: sent to {recipient}' },
  reply: /*i18n*/ { id: 'insights.log.reply', message: 'Reply: {text}' },
  loadFailed: /*i18n*/ { id: 'insights.log.loadFailed', message: 'The message log could not be loaded' },
  empty: /*i18n*/ { id: 'insights.log.empty', message: 'No messages yet. They appear here as soon as a flow or a mailing plans them.' },
  noMatch: /*i18n*/ { id: 'insights.log.noMatch', message: 'No messages match the filters' },
  total: /*i18n*/ { id: 'insights.log.total', message: 'Messages: {total}' },
};

const STATUS_TONES: Record<MessageStatus, Tone> = {
  queued: 'neutral',
  waitingWindow: 'info',
  sent: 'info',
  delivered: 'info',
  read: 'success',
  replied: 'accent',
  failed: 'danger',
  skipped: 'warning',
};

/** `/insights/message-logs/`: the engine's log, paged, filtered, searched and sorted by the API; the filtered rows as CSV. */
export function MessageLogsScreen() {
  const t = useTranslate();
  const route = useRoute();
  const { locale } = useRemoteProps();
  const list = usePagedList({ sortFields: MESSAGE_SORT_FIELDS, filters: LOG_FILTERS });
  const { period, flowId, campaignId, status, channel } = list.filters;
  // The period's bounds are fixed when it is chosen, so the query (and its key) holds still while it shows.
  const range = useMemo(() => (period ? periodRange(period, new Date()) : null), [period]);
  const filters = {
    flowId: flowId ?? undefined,
    campaignId: campaignId ?? undefined,
    status: status.length > 0 ? status : undefined,
    channel: channel.length > 0 ? channel : undefined,
    from: range?.from.toISOString(),
    to: range?.to.toISOString(),
  };
  const params = { ...list.params, ...filters };
  const page = useMessagePage(params);
  const flows = useFlowNames();
  const exporter = useExportMessages();
  const describe = useDescribeError({});
  const { sort } = list;

  const columns = useMemo<TableColumnsType<MessageLogEntry>>(() => {
    const sortOrder = (field: MessageSortField) => columnSortOrder(sort, field);
    const nowrap = () => ({ style: { whiteSpace: 'nowrap' } });
    return [
      { key: 'scheduledAt', title: t(messages.scheduledAt), sorter: true, sortOrder: sortOrder('scheduledAt'), render: (_, item) => formatDate(item.scheduledAt, locale, 'compact'), onCell: nowrap },
      {
        key: 'client',
        title: t(messages.client),
        render: (_, item) => (
          <Flex vertical>
            <span>{item.clientName}</span>
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>{item.phone}</Typography.Text>
            {item.mode === 'test' ? <Typography.Text type="secondary">{t(messages.testMode, { recipient: item.recipient })}</Typography.Text> : null}
          </Flex>
        ),
      },
      { key: 'source', title: t(messages.source), render: (_, item) => item.flowTitle ?? (item.campaignId ? t(messages.mailing) : item.aiReply ? t(messages.aiReply) : t(messages.deletedFlow)) },
      { key: 'channel', title: t(messages.channelColumn), render: (_, item) => t(CHANNEL_LABELS[item.channel]) },
      {
        key: 'status',
        title: t(messages.statusColumn),
        sorter: true,
        sortOrder: sortOrder('status'),
        render: (_, item) => (
          <Flex vertical gap={4} align="flex-start">
            <StatusTag tone={STATUS_TONES[item.status]}>{t(STATUS_LABELS[item.status])}</StatusTag>
            {item.reason ? <span>{t(REASON_LABELS[item.reason])}</span> : null}
            {item.reason ? <ReasonDetail source={item} when={(at) => formatDate(at, locale, 'compact')} /> : null}
            {item.replyText ? <span>{t(messages.reply, { text: item.replyText })}</span> : null}
          </Flex>
        ),
      },
      { key: 'text', title: t(messages.text), render: (_, item) => <MessageText text={item.text} style={{ maxWidth: 320 }} /> },
      { key: 'sentAt', title: t(messages.sentAt), sorter: true, sortOrder: sortOrder('sentAt'), render: (_, item) => (item.sentAt ? formatDate(item.sentAt, locale, 'compact') : '—'), onCell: nowrap },
    ];
  }, [t, locale, sort]);

  const onExport = () =>
    exporter.mutate(
      { ...filters, search: list.params.search, sort: list.params.sort, order: list.params.order },
      { onError: async (error) => toast.error(t(messages.exportFailed), (await describe(error)).message) },
    );

  return (
    <section>
      <PageHeading
        title={route.title}
        extra={
          <Button onClick={onExport} loading={exporter.isPending}>
            {t(messages.export)}
          </Button>
        }
      />
      <p>{t(messages.intro)}</p>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <ListSearch label={t(messages.search)} placeholder={t(messages.searchPlaceholder)} value={list.searchText} onChange={list.setSearchText} />
        <Select
          aria-label={t(messages.period)}
          value={period ?? 'all'}
          onChange={(value: InsightPeriod | 'all') => list.setFilters({ period: value === 'all' ? null : value })}
          options={[{ value: 'all', label: t(messages.allTime) }, ...INSIGHT_PERIODS.map((value) => ({ value, label: t(PERIOD_LABELS[value]) }))]}
          style={{ minWidth: 140 }}
        />
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          aria-label={t(messages.flow)}
          placeholder={t(messages.anyFlow)}
          value={flowId ?? undefined}
          loading={flows.isLoading}
          onChange={(value: string | undefined) => list.setFilters({ flowId: value ?? null })}
          options={(flows.data ?? []).map((flow) => ({ value: flow.id, label: flow.title }))}
          style={{ minWidth: 220 }}
        />
        <Select
          mode="multiple"
          allowClear
          aria-label={t(messages.status)}
          placeholder={t(messages.anyStatus)}
          value={status}
          onChange={(value: MessageStatus[]) => list.setFilters({ status: value })}
          options={MESSAGE_STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) }))}
          maxTagCount="responsive"
          style={{ minWidth: 220 }}
        />
        <Select
          mode="multiple"
          allowClear
          aria-label={t(messages.channel)}
          placeholder={t(messages.anyChannel)}
          value={channel}
          onChange={(value: ChannelKind[]) => list.setFilters({ channel: value })}
          options={CHANNEL_KINDS.map((value) => ({ value, label: t(CHANNEL_LABELS[value]) }))}
          maxTagCount="responsive"
          style={{ minWidth: 200 }}
        />
        {campaignId ? (
          <Flex gap={8} align="center">
            <StatusTag tone="accent">{t(messages.mailingFilter)}</StatusTag>
            <Button size="small" onClick={() => list.setFilters({ campaignId: null })}>
              {t(messages.clearMailing)}
            </Button>
          </Flex>
        ) : null}
        {list.filtered ? <Button onClick={list.clear}>{t(messages.clear)}</Button> : null}
      </Flex>
      {page.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => page.refetch()} retrying={page.isFetching} /> : null}
      <PagedTable
        label={t(messages.table)}
        columns={columns}
        data={page.data}
        list={list}
        loading={page.isFetching}
        empty={<Empty description={t(list.filtered ? messages.noMatch : messages.empty)} />}
        totalText={(total) => t(messages.total, { total })}
      />
    </section>
  );
}

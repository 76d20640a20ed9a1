import type { ReactNode } from 'react';
import type { Flow } from '@cabinet/api/flows';
import { MESSAGE_SORT_FIELDS, MESSAGE_STATUSES, type MessageListParams, type MessageLogEntry, type MessageSortField, type MessageStatus, type MessageSummary } from '@cabinet/api/messaging';
import { useRemoteProps } from '@cabinet/contracts';
import { Alert, Button, Empty, Flex, Typography } from '@cabinet/design/core';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate, type Locale } from '@cabinet/i18n';
import { columnSortOrder, ListSearch, LoadFailedAlert, MultiChoiceFilter, optionListParam, PagedTable, usePagedList, type ListParams } from '@cabinet/toolkit/list';
import { MessageText, useExportMessages, useMessagePage, useMessageSummary } from '@cabinet/toolkit/messages';
import { StatusLabel } from '@cabinet/toolkit/status';
import { RECORD_STATUS_LABELS } from '../flowLabels';
import { CHANNEL_NAMES, MESSAGE_REASON_LABELS, MESSAGE_STATUS_LABELS, MESSAGE_STATUS_TONES } from './messageLabels';

const messages = {
  table: /*i18n*/ { id: 'flows.messages.table', message: 'Messages of this flow' },
  total: /*i18n*/ { id: 'flows.messages.total', message: 'All messages' },
  summary: /*i18n*/ { id: 'flows.messages.summary', message: 'Messages by status' },
  search: /*i18n*/ { id: 'flows.messages.search', message: 'Search by phone or name' },
  searchPlaceholder: /*i18n*/ { id: 'flows.messages.searchPlaceholder', message: 'Phone or client name' },
  status: /*i18n*/ { id: 'flows.messages.filter.status', message: 'Status' },
  statusPlaceholder: /*i18n*/ { id: 'flows.messages.filter.statusPlaceholder', message: 'Any status' },
  export: /*i18n*/ { id: 'flows.messages.export', message: 'Export CSV' },
  exportFailed: /*i18n*/ { id: 'flows.messages.exportFailed', message: 'The file could not be downloaded. Try again.' },
  loadFailed: /*i18n*/ { id: 'flows.messages.loadFailed', message: 'The messages could not be loaded' },
  empty: /*i18n*/ { id: 'flows.messages.empty', message: 'No messages yet: this flow’s messages appear here as the engine plans them' },
  noMatch: /*i18n*/ { id: 'flows.messages.noMatch', message: 'No messages match the search or the filter' },
  scheduledAt: /*i18n*/ { id: 'flows.messages.column.scheduledAt', message: 'Scheduled' },
  client: /*i18n*/ { id: 'flows.messages.column.client', message: 'Client' },
  channel: /*i18n*/ { id: 'flows.messages.column.channel', message: 'Channel' },
  statusColumn: /*i18n*/ { id: 'flows.messages.column.status', message: 'Status' },
  progress: /*i18n*/ { id: 'flows.messages.column.progress', message: 'Sent, delivered, read, replied' },
  text: /*i18n*/ { id: 'flows.messages.column.text', message: 'Message' },
  reply: /*i18n*/ { id: 'flows.messages.column.reply', message: 'Client’s reply' },
  record: /*i18n*/ { id: 'flows.messages.column.record', message: 'Record' },
  recordCanceled: /*i18n*/ { id: 'flows.messages.record.canceled', message: 'Canceled' },
  testMode: /*i18n*/ { id: 'flows.messages.testMode', message: 'Test: sent to {phone}' },
};

/** The tab's filter, in the URL beside its search, sort and page: `?status=failed,skipped`. */
interface MessageFilters {
  status: MessageStatus[];
}
const MESSAGE_FILTERS: ListParams<MessageFilters> = { status: optionListParam(MESSAGE_STATUSES) };

/** The steps a message reaches, in order, each with its time. */
const STEPS = [
  ['sent', 'sentAt'],
  ['delivered', 'deliveredAt'],
  ['read', 'readAt'],
  ['replied', 'repliedAt'],
  ['failed', 'failedAt'],
] as const satisfies ReadonlyArray<readonly [MessageStatus, keyof MessageLogEntry]>;

const compact = (value: string, locale: Locale) => formatDate(value, locale, 'compact');

/**
 * The flow's messages (the sending engine's log): how many are in each status, and every message with
 * its client, status and reason, the time of each step, the client's reply and what became of the visit.
 * Read-only; it follows the engine by polling (api/messages.ts says why), and exports what it shows as CSV.
 */
export function MessagesTab({ flow }: { flow: Flow }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const list = usePagedList({ sortFields: MESSAGE_SORT_FIELDS, filters: MESSAGE_FILTERS });
  // A running flow's log moves while it is on screen: it is followed live.
  const summary = useMessageSummary({ flowId: flow.id }, { live: true });
  const params: MessageListParams = { ...list.params, flowId: flow.id, status: list.filters.status.length > 0 ? list.filters.status : undefined };
  const page = useMessagePage(params, { live: true });
  const exporter = useExportMessages();

  const columns: TableColumnsType<MessageLogEntry> = [
    {
      key: 'scheduledAt',
      title: t(messages.scheduledAt),
      sorter: true,
      sortOrder: columnSortOrder<MessageSortField>(list.sort, 'scheduledAt'),
      render: (_, message) => compact(message.scheduledAt, locale),
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    },
    {
      key: 'client',
      title: t(messages.client),
      render: (_, message) => (
        <Flex vertical>
          <span>{message.clientName}</span>
          <Typography.Text type="secondary">{message.phone}</Typography.Text>
          {message.mode === 'test' ? <Typography.Text type="secondary">{t(messages.testMode, { phone: message.recipient })}</Typography.Text> : null}
        </Flex>
      ),
    },
    { key: 'channel', title: t(messages.channel), render: (_, message) => CHANNEL_NAMES[message.channel] },
    {
      key: 'status',
      title: t(messages.statusColumn),
      sorter: true,
      sortOrder: columnSortOrder<MessageSortField>(list.sort, 'status'),
      render: (_, message) => (
        <Flex vertical gap={4} align="start">
          <StatusLabel labels={MESSAGE_STATUS_LABELS} tones={MESSAGE_STATUS_TONES} value={message.status} />
          {message.reason ? <Typography.Text type="secondary">{t(MESSAGE_REASON_LABELS[message.reason])}</Typography.Text> : null}
        </Flex>
      ),
    },
    {
      key: 'sentAt',
      title: t(messages.progress),
      sorter: true,
      sortOrder: columnSortOrder<MessageSortField>(list.sort, 'sentAt'),
      render: (_, message) => <Steps message={message} locale={locale} />,
    },
    { key: 'text', title: t(messages.text), render: (_, message) => <MessageText text={message.text} style={{ minWidth: 200 }} /> },
    { key: 'reply', title: t(messages.reply), render: (_, message) => message.replyText },
    {
      key: 'record',
      title: t(messages.record),
      render: (_, message) => (message.recordStatus === null ? null : message.recordStatus === 'canceled' ? t(messages.recordCanceled) : t(RECORD_STATUS_LABELS[message.recordStatus])),
    },
  ];

  return (
    <Flex vertical gap={16}>
      {summary.data ? <SummaryFigures summary={summary.data} /> : null}
      <Flex wrap gap={12} align="center" justify="space-between">
        <Flex wrap gap={12} align="center">
          <ListSearch label={t(messages.search)} placeholder={t(messages.searchPlaceholder)} value={list.searchText} onChange={list.setSearchText} />
          <MultiChoiceFilter filter={list.filter('status')} label={t(messages.status)} placeholder={t(messages.statusPlaceholder)} options={MESSAGE_STATUSES.map((status) => ({ value: status, label: t(MESSAGE_STATUS_LABELS[status]) }))} />
        </Flex>
        <Button onClick={() => exporter.mutate(params)} loading={exporter.isPending}>
          {t(messages.export)}
        </Button>
      </Flex>
      {exporter.isError ? <Alert type="error" showIcon title={t(messages.exportFailed)} /> : null}
      {page.isError && !page.data ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => page.refetch()} retrying={page.isFetching} /> : null}
      <PagedTable<MessageLogEntry, MessageSortField>
        label={t(messages.table)}
        columns={columns}
        data={page.data}
        list={list}
        loading={page.isFetching && page.isPlaceholderData}
        empty={<Empty description={t(list.filtered ? messages.noMatch : messages.empty)} />}
      />
    </Flex>
  );
}

/** The count in each status, for the whole flow. */
function SummaryFigures({ summary }: { summary: MessageSummary }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const count = new Intl.NumberFormat(locale);
  const figures: Array<{ key: string; label: string; value: number }> = [
    { key: 'total', label: t(messages.total), value: summary.total },
    ...MESSAGE_STATUSES.map((status) => ({ key: status, label: t(MESSAGE_STATUS_LABELS[status]), value: summary.counts[status] })),
  ];
  return (
    <dl aria-label={t(messages.summary)} style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 32px', margin: 0 }}>
      {figures.map((figure) => (
        <div key={figure.key}>
          <dt>
            <Typography.Text type="secondary">{figure.label}</Typography.Text>
          </dt>
          <dd style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>{count.format(figure.value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Each step the message reached, with its time. */
function Steps({ message, locale }: { message: MessageLogEntry; locale: Locale }) {
  const t = useTranslate();
  const reached: ReactNode[] = [];
  for (const [status, field] of STEPS) {
    const at = message[field];
    if (typeof at === 'string') {
      reached.push(
        <span key={status} style={{ whiteSpace: 'nowrap' }}>
          {t(MESSAGE_STATUS_LABELS[status])}: {compact(at, locale)}
        </span>,
      );
    }
  }
  return <Flex vertical>{reached}</Flex>;
}

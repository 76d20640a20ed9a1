import { useMemo, type ReactNode } from 'react';
import type { OutgoingVolume } from '@cabinet/api/admin';
import { CHANNEL_KINDS, MESSAGE_STATUSES, type ChannelKind, type MessageStatus } from '@cabinet/api/messaging';
import { useRemoteProps, useRoute } from '@cabinet/contracts';
import { ContentSkeleton, Empty, Flex, PageHeading, Surface, Typography } from '@cabinet/design/core';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { ChoiceFilter, choiceParam, ListTable, LoadFailedAlert, usePagedList } from '@cabinet/toolkit/list';
import { useOutgoing } from '../../api/outgoing';

const messages = {
  intro: /*i18n*/ {
    id: 'admin.outgoing.intro',
    message: 'Every account’s outgoing messages, counted from the message log: what waits to go now, and each day (UTC) by channel and status.',
  },
  loading: /*i18n*/ { id: 'admin.outgoing.loading', message: 'Counting the messages' },
  loadFailed: /*i18n*/ { id: 'admin.outgoing.loadFailed', message: 'The volume could not be loaded' },
  period: /*i18n*/ { id: 'admin.outgoing.period', message: 'Period' },
  lastDays: /*i18n*/ { id: 'admin.outgoing.lastDays', message: '{days} days' },
  channelFilter: /*i18n*/ { id: 'admin.outgoing.channelFilter', message: 'Channel' },
  allChannels: /*i18n*/ { id: 'admin.outgoing.allChannels', message: 'All channels' },
  now: /*i18n*/ { id: 'admin.outgoing.now', message: 'Waiting to go now' },
  nothingWaiting: /*i18n*/ { id: 'admin.outgoing.nothingWaiting', message: 'No message is waiting to go' },
  byChannel: /*i18n*/ { id: 'admin.outgoing.byChannel', message: 'By channel over the period' },
  byDay: /*i18n*/ { id: 'admin.outgoing.byDay', message: 'By day' },
  none: /*i18n*/ { id: 'admin.outgoing.none', message: 'No messages in this period' },
  channel: /*i18n*/ { id: 'admin.outgoing.column.channel', message: 'Channel' },
  day: /*i18n*/ { id: 'admin.outgoing.column.day', message: 'Day (UTC)' },
  total: /*i18n*/ { id: 'admin.outgoing.column.total', message: 'Total' },
  countedAt: /*i18n*/ { id: 'admin.outgoing.countedAt', message: 'Counted at {time}' },
};

const STATUS_LABELS: Record<MessageStatus, MessageDescriptor> = {
  queued: /*i18n*/ { id: 'admin.outgoing.status.queued', message: 'Queued' },
  waitingWindow: /*i18n*/ { id: 'admin.outgoing.status.waitingWindow', message: 'Waiting for the window' },
  sent: /*i18n*/ { id: 'admin.outgoing.status.sent', message: 'Sent' },
  delivered: /*i18n*/ { id: 'admin.outgoing.status.delivered', message: 'Delivered' },
  read: /*i18n*/ { id: 'admin.outgoing.status.read', message: 'Read' },
  replied: /*i18n*/ { id: 'admin.outgoing.status.replied', message: 'Replied' },
  failed: /*i18n*/ { id: 'admin.outgoing.status.failed', message: 'Failed' },
  skipped: /*i18n*/ { id: 'admin.outgoing.status.skipped', message: 'Skipped' },
};

const CHANNEL_NAMES: Record<ChannelKind, string> = { whatsapp: 'WhatsApp', max: 'MAX', telegram: 'Telegram', waba: 'WABA', sms: 'SMS' };
const PERIODS = ['7', '14', '30', '90'] as const;
const CHANNEL_FILTER = ['all', ...CHANNEL_KINDS] as const;

/** A row of counts: its key (a channel or a day), each status's count and their total. */
interface CountRow {
  id: string;
  label: string;
  total: number;
  counts: Partial<Record<MessageStatus, number>>;
}

function rowsBy<T extends { status: MessageStatus; count: number }>(items: readonly T[], keyOf: (item: T) => string, labelOf: (key: string) => string): CountRow[] {
  const rows = new Map<string, CountRow>();
  items.forEach((item) => {
    const key = keyOf(item);
    const row = rows.get(key) ?? { id: key, label: labelOf(key), total: 0, counts: {} };
    row.counts[item.status] = (row.counts[item.status] ?? 0) + item.count;
    row.total += item.count;
    rows.set(key, row);
  });
  return [...rows.values()];
}

/**
 * /admin/outgoing: the platform's outgoing message volume by channel and status, waiting now and by day, as
 * accessible tables (the toolkit has no chart to share, and a remote does not import another's). The period
 * and the channel of the daily table stay in the URL.
 */
export function OutgoingScreen() {
  const t = useTranslate();
  const route = useRoute();
  const { locale } = useRemoteProps();
  const list = usePagedList({ sortFields: [], filters: { days: choiceParam(PERIODS, '14'), channel: choiceParam(CHANNEL_FILTER, 'all') } });
  const { days, channel } = list.filters;
  const volume = useOutgoing(Number(days));
  const data = volume.data;
  return (
    <section>
      <PageHeading title={route.title} />
      <p>{t(messages.intro)}</p>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <ChoiceFilter label={t(messages.period)} filter={list.filter('days')} options={PERIODS.map((value) => ({ value, label: t(messages.lastDays, { days: Number(value) }) }))} />
      </Flex>
      {volume.isError ? (
        <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => volume.refetch()} retrying={volume.isFetching} />
      ) : !data ? (
        <ContentSkeleton label={t(messages.loading)} />
      ) : (
        <Flex vertical gap={16}>
          <Typography.Text type="secondary">{t(messages.countedAt, { time: formatDate(data.at, locale, 'compact') })}</Typography.Text>
          <Pending data={data} />
          <Section title={t(messages.byChannel)}>
            <CountTable
              label={t(messages.byChannel)}
              keyTitle={t(messages.channel)}
              rows={rowsBy(data.byDay, (item) => item.channel, (key) => (isChannel(key) ? CHANNEL_NAMES[key] : key))}
              empty={t(messages.none)}
              loading={volume.isFetching}
            />
          </Section>
          <Section title={t(messages.byDay)}>
            <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }}>
              <ChoiceFilter
                label={t(messages.channelFilter)}
                filter={list.filter('channel')}
                options={CHANNEL_FILTER.map((value) => ({ value, label: value === 'all' ? t(messages.allChannels) : CHANNEL_NAMES[value] }))}
              />
            </Flex>
            <DayTable data={data} channel={channel} loading={volume.isFetching} />
          </Section>
        </Flex>
      )}
    </section>
  );
}

const isChannel = (value: string): value is ChannelKind => CHANNEL_KINDS.some((kind) => kind === value);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Surface>
      <section aria-label={title}>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </section>
    </Surface>
  );
}

function Pending({ data }: { data: OutgoingVolume }) {
  const t = useTranslate();
  const rows = rowsBy(data.pending, (item) => item.channel, (key) => (isChannel(key) ? CHANNEL_NAMES[key] : key));
  return (
    <Section title={t(messages.now)}>
      <CountTable label={t(messages.now)} keyTitle={t(messages.channel)} rows={rows} statuses={['queued', 'waitingWindow']} empty={t(messages.nothingWaiting)} loading={false} />
    </Section>
  );
}

function DayTable({ data, channel, loading }: { data: OutgoingVolume; channel: (typeof CHANNEL_FILTER)[number]; loading: boolean }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const items = channel === 'all' ? data.byDay : data.byDay.filter((item) => item.channel === channel);
  // The day is a UTC date: shown as that date whatever the admin's zone.
  const rows = rowsBy(items, (item) => item.day, (day) => formatDate(`${day}T00:00:00Z`, locale, 'date', 'UTC'));
  return <CountTable label={t(messages.byDay)} keyTitle={t(messages.day)} rows={rows} empty={t(messages.none)} loading={loading} />;
}

/**
 * A status per column, or two side by side ("Sent / Delivered", "53 / 330") when there are more than four: ten
 * columns scrolled sideways at 1024 px in every language (issue 31, the walk).
 */
function statusColumns(statuses: readonly MessageStatus[]): Array<[MessageStatus, MessageStatus | undefined]> {
  if (statuses.length <= 4) return statuses.map((status) => [status, undefined]);
  const pairs: Array<[MessageStatus, MessageStatus | undefined]> = [];
  for (let index = 0; index < statuses.length; index += 2) {
    const first = statuses[index];
    if (first !== undefined) pairs.push([first, statuses[index + 1]]);
  }
  return pairs;
}

function CountTable({
  label,
  keyTitle,
  rows,
  statuses = MESSAGE_STATUSES,
  empty,
  loading,
}: {
  label: string;
  keyTitle: string;
  rows: CountRow[];
  statuses?: readonly MessageStatus[];
  empty: string;
  loading: boolean;
}) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const columns = useMemo<TableColumnsType<CountRow>>(() => {
    const n = (value: number | undefined) => new Intl.NumberFormat(locale).format(value ?? 0);
    return [
      // The day may wrap ("29 листопада 2026 р."): on one line it pushed the period's table 21 px sideways at 1024 px in uk-UA.
      { key: 'key', title: keyTitle, render: (_, row) => row.label },
      { key: 'total', title: t(messages.total), render: (_, row) => n(row.total) },
      ...statusColumns(statuses).map(([first, second]) =>
        second === undefined
          ? { key: first, title: t(STATUS_LABELS[first]), render: (_: unknown, row: CountRow) => n(row.counts[first]) }
          : {
              key: `${first}-${second}`,
              title: `${t(STATUS_LABELS[first])} / ${t(STATUS_LABELS[second])}`,
              onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
              render: (_: unknown, row: CountRow) => `${n(row.counts[first])} / ${n(row.counts[second])}`,
            },
      ),
    ];
  }, [t, locale, keyTitle, statuses]);
  return <ListTable<CountRow> aria-label={label} rowKey="id" columns={columns} dataSource={rows} loading={loading} pagination={false} locale={{ emptyText: <Empty description={empty} /> }} />;
}

import { useMemo, type ReactNode } from 'react';
import { COMPANY_STATUS_DAYS, type BusinessEventKind, type CompanyEvent, type CompanyStatus } from '@cabinet/api/admin';
import type { MessageStatus } from '@cabinet/api/messaging';
import { RouteLink, useRemoteProps, useRoute } from '@cabinet/contracts';
import { ContentSkeleton, Empty, Flex, PageHeading, StatusTag, Surface, Typography, type Tone } from '@cabinet/design/core';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { ListTable, LoadFailedAlert } from '@cabinet/toolkit/list';
import { useCompanyStatus } from '../../api/companyStatus';

const messages = {
  loading: /*i18n*/ { id: 'admin.status.loading', message: 'Loading the company' },
  loadFailed: /*i18n*/ { id: 'admin.status.loadFailed', message: 'The company could not be loaded' },
  owner: /*i18n*/ { id: 'admin.status.owner', message: 'Owner: {email}' },
  address: /*i18n*/ { id: 'admin.status.address', message: 'Address' },
  timezone: /*i18n*/ { id: 'admin.status.timezone', message: 'Time zone' },
  paidUpTo: /*i18n*/ { id: 'admin.status.paidUpTo', message: 'Paid up to' },
  connectedAt: /*i18n*/ { id: 'admin.status.connectedAt', message: 'Connected' },
  system: /*i18n*/ { id: 'admin.status.system', message: 'Booking system' },
  systemLine: /*i18n*/ { id: 'admin.status.systemLine', message: '{system}: {name}, id {externalId}' },
  branches: /*i18n*/ { id: 'admin.status.branches', message: 'Branches on this connection' },
  webhooks: /*i18n*/ { id: 'admin.status.webhooks', message: 'Webhooks received' },
  lastWebhook: /*i18n*/ { id: 'admin.status.lastWebhook', message: 'Last webhook' },
  unprocessed: /*i18n*/ { id: 'admin.status.unprocessed', message: 'Events waiting for the engine (whole account)' },
  holds: /*i18n*/ { id: 'admin.status.holds', message: 'What it holds' },
  clients: /*i18n*/ { id: 'admin.status.clients', message: 'Clients' },
  staff: /*i18n*/ { id: 'admin.status.staff', message: 'Staff' },
  services: /*i18n*/ { id: 'admin.status.services', message: 'Services' },
  visits: /*i18n*/ { id: 'admin.status.visits', message: 'Visits' },
  upcoming: /*i18n*/ { id: 'admin.status.upcoming', message: 'Upcoming visits' },
  messages: /*i18n*/ { id: 'admin.status.messages', message: 'Messages of the last {days} days' },
  noMessages: /*i18n*/ { id: 'admin.status.noMessages', message: 'No message about this branch in these days' },
  status: /*i18n*/ { id: 'admin.status.column.status', message: 'Status' },
  count: /*i18n*/ { id: 'admin.status.column.count', message: 'Messages' },
  events: /*i18n*/ { id: 'admin.status.events', message: 'Latest events from the booking system' },
  noEvents: /*i18n*/ { id: 'admin.status.noEvents', message: 'No event from the booking system yet' },
  when: /*i18n*/ { id: 'admin.status.column.when', message: 'When' },
  event: /*i18n*/ { id: 'admin.status.column.event', message: 'Event' },
  about: /*i18n*/ { id: 'admin.status.column.about', message: 'About' },
  processed: /*i18n*/ { id: 'admin.status.column.processed', message: 'Planned from' },
  waiting: /*i18n*/ { id: 'admin.status.waiting', message: 'Waiting' },
  visitAt: /*i18n*/ { id: 'admin.status.visitAt', message: 'Visit at {date}' },
  order: /*i18n*/ { id: 'admin.status.order', message: 'Order {number}' },
  never: /*i18n*/ { id: 'admin.status.never', message: 'Never' },
};

const EVENT_KINDS: Record<BusinessEventKind, MessageDescriptor> = {
  visitCreated: /*i18n*/ { id: 'admin.status.event.visitCreated', message: 'Visit booked' },
  visitChanged: /*i18n*/ { id: 'admin.status.event.visitChanged', message: 'Visit changed' },
  visitCanceled: /*i18n*/ { id: 'admin.status.event.visitCanceled', message: 'Visit canceled' },
  orderStatusChanged: /*i18n*/ { id: 'admin.status.event.orderStatusChanged', message: 'Order status changed' },
};

/* A message's status as the diagnostics screen words it (each lazy screen carries its own catalogue). */
const STATUS_LABELS: Record<MessageStatus, MessageDescriptor> = {
  queued: /*i18n*/ { id: 'admin.status.status.queued', message: 'Queued' },
  waitingWindow: /*i18n*/ { id: 'admin.status.status.waitingWindow', message: 'Waiting for the window' },
  sent: /*i18n*/ { id: 'admin.status.status.sent', message: 'Sent' },
  delivered: /*i18n*/ { id: 'admin.status.status.delivered', message: 'Delivered' },
  read: /*i18n*/ { id: 'admin.status.status.read', message: 'Read' },
  replied: /*i18n*/ { id: 'admin.status.status.replied', message: 'Replied' },
  failed: /*i18n*/ { id: 'admin.status.status.failed', message: 'Failed' },
  skipped: /*i18n*/ { id: 'admin.status.status.skipped', message: 'Skipped' },
};

const STATUS_TONES: Record<MessageStatus, Tone> = {
  queued: 'neutral',
  waitingWindow: 'warning',
  sent: 'neutral',
  delivered: 'success',
  read: 'success',
  replied: 'info',
  failed: 'danger',
  skipped: 'accent',
};

const formatNumber = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value);

/**
 * /admin/status/{companyId}: a connected company (a booking system's branch) as support sees it: which system
 * feeds it, how many webhooks came and when the last did, what it holds, what the engine sent about it and
 * its latest events, so "the reminders stopped" can be traced to a silent feed or a waiting engine.
 */
export function StatusScreen() {
  const t = useTranslate();
  const route = useRoute();
  const companyId = route.params.companyId ?? '';
  const status = useCompanyStatus(companyId);
  const data = status.data;
  return (
    <section>
      <PageHeading
        title={data ? `${route.title}: ${data.name}` : route.title}
        extra={
          data ? (
            <RouteLink to="admin.users.user" params={{ userId: data.userId }}>
              {t(messages.owner, { email: data.userEmail })}
            </RouteLink>
          ) : null
        }
      />
      {status.isError ? (
        <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => status.refetch()} retrying={status.isFetching} />
      ) : !data ? (
        <ContentSkeleton label={t(messages.loading)} />
      ) : (
        <Flex vertical gap={16}>
          <Facts data={data} />
          <MessagesByStatus data={data} />
          <Events events={data.lastEvents} />
        </Flex>
      )}
    </section>
  );
}

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

function FactList({ facts }: { facts: Array<[string, string]> }) {
  return (
    // The terms' column takes at most half the width and wraps: "Events waiting for the engine (whole account)" on one
    // line pushed a 390 px phone's page sideways (issue 31, the walk).
    <dl style={{ display: 'grid', gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)', gap: '4px 16px', margin: 0 }}>
      {facts.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd style={{ margin: 0, overflowWrap: 'break-word' }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Facts({ data }: { data: CompanyStatus }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const when = (value: string | null) => (value === null ? t(messages.never) : formatDate(value, locale, 'compact'));
  const n = (value: number) => formatNumber(value, locale);
  return (
    <Flex gap={16} wrap align="flex-start">
      <div style={{ flex: '1 1 320px' }}>
        <Section title={t(messages.system)}>
          <FactList
            facts={[
              [t(messages.system), t(messages.systemLine, { system: data.connection.integration, name: data.connection.name, externalId: data.connection.externalId })],
              [t(messages.connectedAt), when(data.connection.createdAt)],
              [t(messages.branches), n(data.connection.companiesCount)],
              [t(messages.webhooks), n(data.connection.webhooksCount)],
              [t(messages.lastWebhook), when(data.connection.lastWebhookAt)],
              [t(messages.unprocessed), n(data.unprocessedEvents)],
            ]}
          />
        </Section>
      </div>
      <div style={{ flex: '1 1 320px' }}>
        <Section title={t(messages.holds)}>
          <FactList
            facts={[
              [t(messages.address), [data.city, data.address].filter(Boolean).join(', ')],
              [t(messages.timezone), data.timezone],
              [t(messages.paidUpTo), when(data.paidUpTo)],
              [t(messages.clients), n(data.counts.clients)],
              [t(messages.staff), n(data.counts.staff)],
              [t(messages.services), n(data.counts.services)],
              [t(messages.visits), n(data.counts.visits)],
              [t(messages.upcoming), n(data.counts.upcomingVisits)],
            ]}
          />
        </Section>
      </div>
    </Flex>
  );
}

type StatusRow = CompanyStatus['messagesByStatus'][number];

function MessagesByStatus({ data }: { data: CompanyStatus }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const title = t(messages.messages, { days: COMPANY_STATUS_DAYS });
  const columns = useMemo<TableColumnsType<StatusRow>>(
    () => [
      { key: 'status', title: t(messages.status), render: (_, row) => <StatusTag tone={STATUS_TONES[row.status]}>{t(STATUS_LABELS[row.status])}</StatusTag> },
      { key: 'count', title: t(messages.count), render: (_, row) => formatNumber(row.count, locale) },
    ],
    [t, locale],
  );
  return (
    <Section title={title}>
      <ListTable<StatusRow>
        aria-label={title}
        rowKey="status"
        columns={columns}
        dataSource={data.messagesByStatus}
        pagination={false}
        locale={{ emptyText: <Empty description={t(messages.noMessages)} /> }}
      />
    </Section>
  );
}

function Events({ events }: { events: CompanyEvent[] }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const columns = useMemo<TableColumnsType<CompanyEvent>>(() => {
    const nowrap = () => ({ style: { whiteSpace: 'nowrap' } });
    return [
      { key: 'when', title: t(messages.when), onCell: nowrap, render: (_, row) => formatDate(row.occurredAt, locale, 'compact') },
      { key: 'event', title: t(messages.event), render: (_, row) => t(EVENT_KINDS[row.kind]) },
      {
        key: 'about',
        title: t(messages.about),
        render: (_, row) =>
          [
            row.clientName,
            row.visitStartsAt ? t(messages.visitAt, { date: formatDate(row.visitStartsAt, locale, 'compact') }) : null,
            row.orderNumber ? t(messages.order, { number: row.orderNumber }) : null,
          ]
            .filter(Boolean)
            .join(' · '),
      },
      {
        key: 'processed',
        title: t(messages.processed),
        onCell: nowrap,
        render: (_, row) => (row.processedAt === null ? <StatusTag tone="warning">{t(messages.waiting)}</StatusTag> : formatDate(row.processedAt, locale, 'compact')),
      },
    ];
  }, [t, locale]);
  return (
    <Section title={t(messages.events)}>
      <ListTable<CompanyEvent>
        aria-label={t(messages.events)}
        rowKey="id"
        columns={columns}
        dataSource={events}
        pagination={false}
        locale={{ emptyText: <Empty description={t(messages.noEvents)} /> }}
      />
    </Section>
  );
}

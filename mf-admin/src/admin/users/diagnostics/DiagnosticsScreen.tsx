import { useCallback, useMemo, type ReactNode } from 'react';
import { DIAGNOSTICS_DAYS, type DiagnosticsChannel, type DiagnosticsConnection, type DiagnosticsMessage, type FlowGate, type InstanceState, type UserDiagnostics } from '@cabinet/api/admin';
import type { ChannelKind } from '@cabinet/api/messaging';
import { RouteLink, useRemoteProps, useRoute } from '@cabinet/contracts';
import { ContentSkeleton, Empty, Flex, PageHeading, StatusTag, Surface, Typography, type Tone } from '@cabinet/design/core';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { ListTable, LoadFailedAlert } from '@cabinet/toolkit/list';
import { ReasonDetail } from '@cabinet/toolkit/reasons';
import { useUserDiagnostics } from '../../../api/diagnostics';
import { CellDetail } from '../../../shared/lists';
import { adapterName, REASON_LABELS, STATUS_LABELS, STATUS_TONES } from './messageLabels';

const messages = {
  back: /*i18n*/ { id: 'admin.diagnostics.back', message: 'Back to the user' },
  loading: /*i18n*/ { id: 'admin.diagnostics.loading', message: 'Loading the diagnostics' },
  loadFailed: /*i18n*/ { id: 'admin.diagnostics.loadFailed', message: 'The diagnostics could not be loaded' },
  intro: /*i18n*/ {
    id: 'admin.diagnostics.intro',
    message: 'Why a client of this user may not have got a message: everything below is read from what the platform stored.',
  },
  summary: /*i18n*/ { id: 'admin.diagnostics.summary', message: 'Quota and tariff' },
  available: /*i18n*/ { id: 'admin.diagnostics.available', message: 'Messages left' },
  pending: /*i18n*/ { id: 'admin.diagnostics.pending', message: 'Messages waiting to go' },
  majorTariff: /*i18n*/ { id: 'admin.diagnostics.majorTariff', message: 'Tariff' },
  noTariff: /*i18n*/ { id: 'admin.diagnostics.noTariff', message: 'None paid' },
  testPhone: /*i18n*/ { id: 'admin.diagnostics.testPhone', message: 'Phone for test mode' },
  noTestPhone: /*i18n*/ { id: 'admin.diagnostics.noTestPhone', message: 'None: test messages are skipped' },
  quotaEmpty: /*i18n*/ { id: 'admin.diagnostics.quotaEmpty', message: 'The message limit is used up: nothing more is sent until it is topped up.' },
  gatedFlows: /*i18n*/ { id: 'admin.diagnostics.gatedFlows', message: 'Flows the tariff stops' },
  noGatedFlows: /*i18n*/ { id: 'admin.diagnostics.noGatedFlows', message: 'The tariff stops none of the user’s flows.' },
  channels: /*i18n*/ { id: 'admin.diagnostics.channels', message: 'Channel accounts' },
  noChannels: /*i18n*/ { id: 'admin.diagnostics.noChannels', message: 'No channel account: every message fails with “no channel”.' },
  channel: /*i18n*/ { id: 'admin.diagnostics.column.channel', message: 'Channel' },
  account: /*i18n*/ { id: 'admin.diagnostics.column.account', message: 'Account' },
  adapter: /*i18n*/ { id: 'admin.diagnostics.column.adapter', message: 'Sent through' },
  state: /*i18n*/ { id: 'admin.diagnostics.column.state', message: 'State' },
  paidUpTo: /*i18n*/ { id: 'admin.diagnostics.column.paidUpTo', message: 'Paid up to' },
  lastSent: /*i18n*/ { id: 'admin.diagnostics.column.lastSent', message: 'Last message sent' },
  lastEvent: /*i18n*/ { id: 'admin.diagnostics.column.lastEvent', message: 'Last event from the provider' },
  connections: /*i18n*/ { id: 'admin.diagnostics.connections', message: 'Booking and ordering systems' },
  noConnections: /*i18n*/ { id: 'admin.diagnostics.noConnections', message: 'No system connected: no visit or order reaches the flows.' },
  system: /*i18n*/ { id: 'admin.diagnostics.column.system', message: 'System' },
  companies: /*i18n*/ { id: 'admin.diagnostics.column.companies', message: 'Branches' },
  webhooks: /*i18n*/ { id: 'admin.diagnostics.column.webhooks', message: 'Webhooks received' },
  lastWebhook: /*i18n*/ { id: 'admin.diagnostics.column.lastWebhook', message: 'Last webhook' },
  problems: /*i18n*/ { id: 'admin.diagnostics.problems', message: 'Skipped and failed in the last {days} days' },
  noProblems: /*i18n*/ { id: 'admin.diagnostics.noProblems', message: 'No message was skipped or failed in these days.' },
  reason: /*i18n*/ { id: 'admin.diagnostics.column.reason', message: 'Reason' },
  status: /*i18n*/ { id: 'admin.diagnostics.column.status', message: 'Status' },
  count: /*i18n*/ { id: 'admin.diagnostics.column.count', message: 'Messages' },
  lastProblems: /*i18n*/ { id: 'admin.diagnostics.lastProblems', message: 'Latest skipped or failed messages' },
  lastMessages: /*i18n*/ { id: 'admin.diagnostics.lastMessages', message: 'Latest messages' },
  noMessages: /*i18n*/ { id: 'admin.diagnostics.noMessages', message: 'No messages' },
  when: /*i18n*/ { id: 'admin.diagnostics.column.when', message: 'Planned for' },
  to: /*i18n*/ { id: 'admin.diagnostics.column.to', message: 'To' },
  flow: /*i18n*/ { id: 'admin.diagnostics.column.flow', message: 'Flow' },
  noReason: /*i18n*/ { id: 'admin.diagnostics.noReason', message: 'No reason recorded' },
  never: /*i18n*/ { id: 'admin.diagnostics.never', message: 'Never' },
  none: /*i18n*/ { id: 'admin.diagnostics.none', message: 'None' },
};

const formatNumber = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value);

const CHANNEL_NAMES: Record<ChannelKind, string> = { whatsapp: 'WhatsApp', max: 'MAX', telegram: 'Telegram', waba: 'WABA', sms: 'SMS' };

const STATES: Record<InstanceState, { label: MessageDescriptor; tone: Tone }> = {
  init: { label: /*i18n*/ { id: 'admin.diagnostics.state.init', message: 'Initialising' }, tone: 'neutral' },
  loading: { label: /*i18n*/ { id: 'admin.diagnostics.state.loading', message: 'Loading' }, tone: 'info' },
  gotQrCode: { label: /*i18n*/ { id: 'admin.diagnostics.state.gotQrCode', message: 'QR code issued' }, tone: 'info' },
  authorized: { label: /*i18n*/ { id: 'admin.diagnostics.state.authorized', message: 'Authorised' }, tone: 'success' },
  notAuthorized: { label: /*i18n*/ { id: 'admin.diagnostics.state.notAuthorized', message: 'Not authorised' }, tone: 'warning' },
  error: { label: /*i18n*/ { id: 'admin.diagnostics.state.error', message: 'Error' }, tone: 'danger' },
};


const GATES: Record<FlowGate, MessageDescriptor> = {
  smsTariffOnly: /*i18n*/ { id: 'admin.diagnostics.gate.smsTariffOnly', message: 'The SMS module tariff sends SMS flows only' },
  extendedTariff: /*i18n*/ { id: 'admin.diagnostics.gate.extendedTariff', message: 'This flow type needs the extended tariff' },
  unavailable: /*i18n*/ { id: 'admin.diagnostics.gate.unavailable', message: 'Stopped by billing: the integration is not paid' },
};

/**
 * /admin/users/{userId}/diagnostics: what support reads to answer "why did my client not get the message".
 * The user's quota and tariff with the flows it stops, channel accounts with their state and last send and
 * provider event, connected systems with their webhooks, and the engine's log: the week's skips and failures
 * by reason, the latest problems and the latest messages, each with the engine's reason and detail.
 */
export function DiagnosticsScreen() {
  const t = useTranslate();
  const route = useRoute();
  const userId = route.params.userId ?? '';
  const diagnostics = useUserDiagnostics(userId);
  const data = diagnostics.data;
  return (
    <section>
      <PageHeading
        title={data ? `${route.title}: ${data.email}` : route.title}
        extra={
          <RouteLink to="admin.users.user" params={{ userId }}>
            {t(messages.back)}
          </RouteLink>
        }
      />
      <p>{t(messages.intro)}</p>
      {diagnostics.isError ? (
        <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => diagnostics.refetch()} retrying={diagnostics.isFetching} />
      ) : !data ? (
        <ContentSkeleton label={t(messages.loading)} />
      ) : (
        <Flex vertical gap={16}>
          <Summary data={data} />
          <Channels channels={data.channels} />
          <Connections connections={data.connections} />
          <Problems problems={data.problems} />
          <Messages title={t(messages.lastProblems)} items={data.lastProblems} />
          <Messages title={t(messages.lastMessages)} items={data.lastMessages} />
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

function Summary({ data }: { data: UserDiagnostics }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const facts: Array<[string, string]> = [
    [t(messages.available), formatNumber(data.quota.availableMessages, locale)],
    [t(messages.pending), formatNumber(data.quota.pending, locale)],
    [t(messages.majorTariff), data.tariff.majorTariff === null ? t(messages.noTariff) : String(data.tariff.majorTariff)],
    [t(messages.testPhone), data.phone ?? t(messages.noTestPhone)],
  ];
  return (
    <Section title={t(messages.summary)}>
      {/* The terms take at most half the row: in Russian their one line pushed the figures off a phone's screen. */}
      <dl style={{ display: 'grid', gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)', gap: '4px 16px', margin: 0 }}>
        {facts.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd style={{ margin: 0 }}>{value}</dd>
          </div>
        ))}
      </dl>
      {data.quota.availableMessages <= 0 ? (
        <p>
          <StatusTag tone="danger">{t(messages.quotaEmpty)}</StatusTag>
        </p>
      ) : null}
      <Typography.Title level={3} style={{ fontSize: 15 }}>
        {t(messages.gatedFlows)}
      </Typography.Title>
      {data.tariff.gatedFlows.length === 0 ? (
        <Typography.Text type="secondary">{t(messages.noGatedFlows)}</Typography.Text>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {data.tariff.gatedFlows.map((flow) => (
            <li key={flow.id}>
              {`${flow.title}: ${t(GATES[flow.gate])}`}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function useWhen() {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  return useCallback((value: string | null, empty: MessageDescriptor = messages.never) => (value === null ? t(empty) : formatDate(value, locale, 'compact')), [t, locale]);
}

const nowrap = () => ({ style: { whiteSpace: 'nowrap' } });

function Channels({ channels }: { channels: DiagnosticsChannel[] }) {
  const t = useTranslate();
  const when = useWhen();
  const columns = useMemo<TableColumnsType<DiagnosticsChannel>>(
    () => [
      // The channel under its account and the days free to wrap: seven columns scrolled sideways at 1024 px (ru, uk-UA).
      {
        key: 'account',
        title: t(messages.account),
        render: (_, row) => (
          <>
            {[row.name, row.phone].filter(Boolean).join(' · ') || t(messages.none)}
            <CellDetail>{CHANNEL_NAMES[row.kind]}</CellDetail>
          </>
        ),
      },
      {
        key: 'adapter',
        title: t(messages.adapter),
        render: (_, row) => {
          const name = adapterName(row.adapter);
          return name ? t(name) : row.adapter;
        },
      },
      { key: 'state', title: t(messages.state), render: (_, row) => <StatusTag tone={STATES[row.state].tone}>{t(STATES[row.state].label)}</StatusTag> },
      { key: 'paidUpTo', title: t(messages.paidUpTo), render: (_, row) => when(row.paidUpTo, messages.none) },
      { key: 'lastSent', title: t(messages.lastSent), render: (_, row) => when(row.lastSentAt) },
      { key: 'lastEvent', title: t(messages.lastEvent), render: (_, row) => when(row.lastEventAt) },
    ],
    [t, when],
  );
  return (
    <Section title={t(messages.channels)}>
      <ListTable<DiagnosticsChannel>
        aria-label={t(messages.channels)}
        rowKey="id"
        columns={columns}
        dataSource={channels}
        pagination={false}
        locale={{ emptyText: <Empty description={t(messages.noChannels)} /> }}
      />
    </Section>
  );
}

function Connections({ connections }: { connections: DiagnosticsConnection[] }) {
  const t = useTranslate();
  const when = useWhen();
  const { locale } = useRemoteProps();
  const columns = useMemo<TableColumnsType<DiagnosticsConnection>>(
    () => [
      { key: 'system', title: t(messages.system), render: (_, row) => `${row.integration} · ${row.name} (${row.externalId})` },
      {
        key: 'companies',
        title: t(messages.companies),
        // Each branch opens its status (/admin/status/{companyId}): its webhooks and latest events, support’s next look;
        // spaced for touch (axe target-size: wrapped links 22 px high, one under another).
        render: (_, row) =>
          row.companies.length === 0 ? (
            t(messages.none)
          ) : (
            <Flex gap="6px 12px" wrap>
              {row.companies.map((company) => (
                <RouteLink key={company.id} to="admin.status" params={{ companyId: company.id }}>
                  {company.name}
                </RouteLink>
              ))}
            </Flex>
          ),
      },
      { key: 'webhooks', title: t(messages.webhooks), render: (_, row) => formatNumber(row.webhooksCount, locale) },
      { key: 'lastWebhook', title: t(messages.lastWebhook), onCell: nowrap, render: (_, row) => when(row.lastWebhookAt) },
    ],
    [t, when, locale],
  );
  return (
    <Section title={t(messages.connections)}>
      <ListTable<DiagnosticsConnection>
        aria-label={t(messages.connections)}
        rowKey="id"
        columns={columns}
        dataSource={connections}
        pagination={false}
        locale={{ emptyText: <Empty description={t(messages.noConnections)} /> }}
      />
    </Section>
  );
}

type ProblemRow = UserDiagnostics['problems'][number];

function Problems({ problems }: { problems: ProblemRow[] }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const title = t(messages.problems, { days: DIAGNOSTICS_DAYS });
  const columns = useMemo<TableColumnsType<ProblemRow>>(
    () => [
      { key: 'reason', title: t(messages.reason), render: (_, row) => t(row.reason === null ? messages.noReason : REASON_LABELS[row.reason]) },
      { key: 'status', title: t(messages.status), render: (_, row) => <StatusTag tone={STATUS_TONES[row.status]}>{t(STATUS_LABELS[row.status])}</StatusTag> },
      { key: 'count', title: t(messages.count), render: (_, row) => formatNumber(row.count, locale) },
    ],
    [t, locale],
  );
  return (
    <Section title={title}>
      <ListTable<ProblemRow>
        aria-label={title}
        rowKey={(row) => `${row.status}:${row.reason ?? ''}`}
        columns={columns}
        dataSource={problems}
        pagination={false}
        locale={{ emptyText: <Empty description={t(messages.noProblems)} /> }}
      />
    </Section>
  );
}

function Messages({ title, items }: { title: string; items: DiagnosticsMessage[] }) {
  const t = useTranslate();
  const when = useWhen();
  const columns = useMemo<TableColumnsType<DiagnosticsMessage>>(
    () => [
      { key: 'when', title: t(messages.when), render: (_, row) => when(row.scheduledAt) },
      { key: 'channel', title: t(messages.channel), render: (_, row) => CHANNEL_NAMES[row.channel] },
      { key: 'to', title: t(messages.to), render: (_, row) => [row.clientName, row.recipient].filter(Boolean).join(' · ') },
      { key: 'flow', title: t(messages.flow), render: (_, row) => row.flowTitle ?? t(messages.none) },
      { key: 'status', title: t(messages.status), render: (_, row) => <StatusTag tone={STATUS_TONES[row.status]}>{t(STATUS_LABELS[row.status])}</StatusTag> },
      {
        key: 'reason',
        title: t(messages.reason),
        render: (_, row) =>
          row.reason === null ? (
            ''
          ) : (
            <span style={{ wordBreak: 'break-word' }}>
              {t(REASON_LABELS[row.reason])}
              <ReasonDetail source={row} when={when} />
            </span>
          ),
      },
    ],
    [t, when],
  );
  return (
    <Section title={title}>
      <ListTable<DiagnosticsMessage>
        aria-label={title}
        rowKey="id"
        columns={columns}
        dataSource={items}
        pagination={false}
        locale={{ emptyText: <Empty description={t(messages.noMessages)} /> }}
      />
    </Section>
  );
}

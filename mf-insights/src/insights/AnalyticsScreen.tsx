import type { Analytics, ConversionInsight, Revenue } from '@cabinet/api/insights';
import { RouteLink, useRoute } from '@cabinet/contracts';
import { Flex, PageHeading, Surface, ContentSkeleton } from '@cabinet/design/core';
import { useTranslate } from '@cabinet/i18n';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { ProGate } from '@cabinet/toolkit/pro-gate';
import { useAnalytics } from '../api/insights';
import { useConversion, useRevenue } from '../api/deep';
import { BarChart } from '../shared/charts/BarChart';
import { useFormats, type Formats } from '../shared/format';
import { CHANNEL_LABELS, common, STATUS_LABELS } from '../shared/labels';
import { PeriodPicker, usePeriod } from '../shared/PeriodPicker';
import { KpiTable, type Kpi } from './KpiTable';

/** The conversion window the analytics page counts with; the conversion page offers the others. */
const WINDOW_DAYS = 7;

const messages = {
  links: /*i18n*/ { id: 'insights.analytics.links', message: 'More analytics' },
  overTime: /*i18n*/ { id: 'insights.analytics.overTime', message: 'Messages over the period' },
  overTimeSummary: /*i18n*/ { id: 'insights.analytics.overTimeSummary', message: '{sent} messages sent, {read} read and {replied} replied over the period' },
  byStatus: /*i18n*/ { id: 'insights.analytics.byStatus', message: 'Messages by status' },
  byStatusSummary: /*i18n*/ { id: 'insights.analytics.byStatusSummary', message: '{total} messages of the period by status' },
  byChannel: /*i18n*/ { id: 'insights.analytics.byChannel', message: 'Messages by channel' },
  byChannelSummary: /*i18n*/ { id: 'insights.analytics.byChannelSummary', message: 'Sent, read and failed messages per channel' },
  revenue: /*i18n*/ { id: 'insights.analytics.revenue', message: 'Revenue attributed to messages' },
  revenueSummary: /*i18n*/ { id: 'insights.analytics.revenueSummary', message: '{total} from bookings and orders made within {days} days of a message' },
  flows: /*i18n*/ { id: 'insights.analytics.flows', message: 'Flows by conversion' },
  flowsSummary: /*i18n*/ { id: 'insights.analytics.flowsSummary', message: 'Share of each flow’s messages followed by a booking within {days} days' },
  deep: /*i18n*/ { id: 'insights.analytics.deep', message: 'Revenue and conversion dashboards' },
  deepAbout: /*i18n*/ { id: 'insights.analytics.deepAbout', message: 'See the revenue your messages bring, each flow’s conversion, RFM segments and cohorts with the analytics tariff.' },
  date: /*i18n*/ { id: 'insights.analytics.date', message: 'Period' },
  status: /*i18n*/ { id: 'insights.analytics.status', message: 'Status' },
  channel: /*i18n*/ { id: 'insights.analytics.channel', message: 'Channel' },
  flow: /*i18n*/ { id: 'insights.analytics.flow', message: 'Flow' },
  count: /*i18n*/ { id: 'insights.analytics.count', message: 'Messages' },
  sent: /*i18n*/ { id: 'insights.analytics.sent', message: 'Sent' },
  read: /*i18n*/ { id: 'insights.analytics.read', message: 'Read' },
  replied: /*i18n*/ { id: 'insights.analytics.replied', message: 'Replied' },
  failed: /*i18n*/ { id: 'insights.analytics.failed', message: 'Failed' },
  revenueColumn: /*i18n*/ { id: 'insights.analytics.revenueColumn', message: 'Revenue' },
  conversionColumn: /*i18n*/ { id: 'insights.analytics.conversionColumn', message: 'Conversion' },
  kpiSent: /*i18n*/ { id: 'insights.kpi.sent', message: 'Messages sent' },
  kpiReadRate: /*i18n*/ { id: 'insights.kpi.readRate', message: 'Read rate' },
  kpiReplyRate: /*i18n*/ { id: 'insights.kpi.replyRate', message: 'Reply rate' },
  kpiFailed: /*i18n*/ { id: 'insights.kpi.failed', message: 'Failed messages' },
  kpiConversion: /*i18n*/ { id: 'insights.kpi.conversion', message: 'Conversion to a booking ({days} days)' },
  kpiRevenue: /*i18n*/ { id: 'insights.kpi.revenue', message: 'Revenue attributed to messages' },
  logLink: /*i18n*/ { id: 'insights.analytics.logLink', message: 'Message log' },
  conversionLink: /*i18n*/ { id: 'insights.analytics.conversionLink', message: 'Conversion by flow' },
  rfmLink: /*i18n*/ { id: 'insights.analytics.rfmLink', message: 'RFM analysis and cohorts' },
};

const share = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** `/insights`: the messages dashboards by period, the KPI hot table, and the deep dashboards for the analytics tariff. */
export function AnalyticsScreen() {
  const t = useTranslate();
  const route = useRoute();
  const [period, choosePeriod] = usePeriod();
  const analytics = useAnalytics(period);
  const conversion = useConversion({ period, windowDays: WINDOW_DAYS });
  const unlocked = analytics.data?.deepUnlocked ?? false;
  const revenue = useRevenue(period, WINDOW_DAYS, unlocked);
  const format = useFormats();

  return (
    <section>
      <PageHeading title={route.title} extra={<PeriodPicker value={period} onChange={choosePeriod} />} />
      <nav aria-label={t(messages.links)} style={{ marginBottom: 16 }}>
        <Flex gap={16} wrap>
          <RouteLink to="insights.messageLogs" search={`?period=${period}`}>{t(messages.logLink)}</RouteLink>
          <RouteLink to="insights.conversion">{t(messages.conversionLink)}</RouteLink>
          <RouteLink to="insights.rfm" params={{ dashboardId: 'default' }}>{t(messages.rfmLink)}</RouteLink>
        </Flex>
      </nav>
      {analytics.isError ? <LoadFailedAlert title={t(common.loadFailed)} onRetry={() => analytics.refetch()} retrying={analytics.isFetching} /> : null}
      {analytics.data ? (
        <Flex vertical gap={16}>
          <Surface>
            <KpiTable kpis={kpisOf(analytics.data, conversion.data, unlocked ? revenue.data : undefined, t, format)} />
          </Surface>
          <MessageCharts analytics={analytics.data} />
          <ProGate feature={t(messages.deep)} locked={!unlocked} about={<p>{t(messages.deepAbout)}</p>}>
            <DeepCharts revenue={revenue.data} conversion={conversion.data} />
          </ProGate>
        </Flex>
      ) : analytics.isError ? null : (
        <ContentSkeleton label={t(common.loading)} />
      )}
    </section>
  );
}

function kpisOf(analytics: Analytics, conversion: ConversionInsight | undefined, revenue: Revenue | undefined, t: ReturnType<typeof useTranslate>, format: Formats): Kpi[] {
  const { current, previous } = analytics;
  // An account newer than the previous period has nothing to compare with: no figure, rather than a 0.
  const before = (available: boolean, value: number) => (available ? value : null);
  const had = analytics.previousAvailable;
  const kpis: Kpi[] = [
    { key: 'sent', label: t(messages.kpiSent), current: current.sent, previous: before(had, previous.sent), format: format.count },
    { key: 'readRate', label: t(messages.kpiReadRate), current: share(current.read, current.sent), previous: before(had, share(previous.read, previous.sent)), format: (value) => format.rate(value, 1) },
    { key: 'replyRate', label: t(messages.kpiReplyRate), current: share(current.replied, current.sent), previous: before(had, share(previous.replied, previous.sent)), format: (value) => format.rate(value, 1) },
    { key: 'failed', label: t(messages.kpiFailed), current: current.failed, previous: before(had, previous.failed), format: format.count, lowerIsBetter: true },
  ];
  if (conversion) {
    kpis.push({
      key: 'conversion',
      label: t(messages.kpiConversion, { days: conversion.windowDays }),
      current: share(conversion.totals.converted, conversion.totals.sent),
      previous: before(conversion.previousAvailable, share(conversion.previousTotals.converted, conversion.previousTotals.sent)),
      format: (value) => format.rate(value, 1),
    });
  }
  if (revenue) kpis.push({ key: 'revenue', label: t(messages.kpiRevenue), current: revenue.current.total, previous: before(revenue.previousAvailable, revenue.previous.total), format: format.money });
  return kpis;
}

function MessageCharts({ analytics }: { analytics: Analytics }) {
  const t = useTranslate();
  const format = useFormats();
  const { current } = analytics;
  return (
    <>
      <Surface>
        <BarChart
          title={t(messages.overTime)}
          summary={t(messages.overTimeSummary, { sent: format.count(current.sent), read: format.count(current.read), replied: format.count(current.replied) })}
          categoryLabel={t(messages.date)}
          series={[
            { key: 'sent', label: t(messages.sent) },
            { key: 'read', label: t(messages.read) },
            { key: 'replied', label: t(messages.replied) },
          ]}
          rows={analytics.series.map((point) => ({ label: format.bucket(point.start, analytics.period), values: { sent: point.sent, read: point.read, replied: point.replied } }))}
          format={format.count}
        />
      </Surface>
      <Flex gap={16} wrap>
        <Surface style={{ flex: '1 1 320px' }}>
          <BarChart
            layout="horizontal"
            title={t(messages.byStatus)}
            summary={t(messages.byStatusSummary, { total: format.count(current.total) })}
            categoryLabel={t(messages.status)}
            series={[{ key: 'count', label: t(messages.count) }]}
            rows={analytics.byStatus.map((row) => ({ label: t(STATUS_LABELS[row.status]), values: { count: row.count } }))}
            format={format.count}
          />
        </Surface>
        <Surface style={{ flex: '1 1 320px' }}>
          <BarChart
            title={t(messages.byChannel)}
            summary={t(messages.byChannelSummary)}
            categoryLabel={t(messages.channel)}
            series={[
              { key: 'sent', label: t(messages.sent) },
              { key: 'read', label: t(messages.read) },
              { key: 'failed', label: t(messages.failed) },
            ]}
            rows={analytics.byChannel.map((row) => ({ label: t(CHANNEL_LABELS[row.channel]), values: { sent: row.sent, read: row.read, failed: row.failed } }))}
            format={format.count}
          />
        </Surface>
      </Flex>
    </>
  );
}

function DeepCharts({ revenue, conversion }: { revenue: Revenue | undefined; conversion: ConversionInsight | undefined }) {
  const t = useTranslate();
  const format = useFormats();
  return (
    <Flex vertical gap={16}>
      {revenue ? (
        <Surface>
          <BarChart
            title={t(messages.revenue)}
            summary={t(messages.revenueSummary, { total: format.money(revenue.current.total), days: revenue.windowDays })}
            categoryLabel={t(messages.date)}
            series={[{ key: 'total', label: t(messages.revenueColumn) }]}
            rows={revenue.series.map((point) => ({ label: format.bucket(point.start, revenue.period), values: { total: point.total } }))}
            format={format.money}
          />
        </Surface>
      ) : null}
      {conversion && conversion.byFlow.length > 0 ? (
        <Surface>
          <BarChart
            layout="horizontal"
            title={t(messages.flows)}
            summary={t(messages.flowsSummary, { days: conversion.windowDays })}
            categoryLabel={t(messages.flow)}
            series={[{ key: 'conversion', label: t(messages.conversionColumn) }]}
            rows={conversion.byFlow.map((row) => ({ label: row.title, values: { conversion: share(row.converted, row.sent) } }))}
            format={(value) => format.rate(value, 1)}
          />
        </Surface>
      ) : null}
    </Flex>
  );
}

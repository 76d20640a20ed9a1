import { useEffect, useId, useMemo } from 'react';
import { COHORT_MONTHS, RFM_DASHBOARD_NAME_MAX, RFM_PERIOD_MONTHS, RFM_SEGMENTS, type Cohorts, type RfmClient, type RfmReport, type RfmSegment } from '@cabinet/api/insights';
import { useLinks, useRemoteProps, useRoute } from '@cabinet/contracts';
import { Button, Empty, Flex, Grid as Breakpoints, NativeSelect, Surface, toast, useDescribeError, ContentSkeleton } from '@cabinet/design/core';
import { Form, Input, type RuleMessageOf } from '@cabinet/design/forms';
import { Segmented, type TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { checkBoundedText, textOf, useFieldRule, useFormFailure } from '@cabinet/toolkit/forms';
import { choiceParam, LoadFailedAlert, optionParam, PagedTable, usePagedList, useUrlParam } from '@cabinet/toolkit/list';
import { ProGatedPage } from '@cabinet/toolkit/pro-gate';
import { SideScroll, SmallTable, type SmallTableColumn } from '@cabinet/toolkit/small-table';
import { BookingStaffNotice } from '@cabinet/toolkit/staff-access';
import { useCohorts, useCreateRfmDashboard, useRfmClients, useRfmDashboards, useRfmReport } from '../../api/deep';
import { useFormats } from '../../shared/format';
import { common, SEGMENT_LABELS } from '../../shared/labels';

const messages = {
  locked: /*i18n*/ { id: 'insights.rfm.locked', message: 'RFM analysis and cohorts' },
  lockedAbout: /*i18n*/ { id: 'insights.rfm.lockedAbout', message: 'Score your clients by recency, frequency and money, see who is slipping away, and how each month’s new clients come back, with the analytics tariff.' },
  dashboard: /*i18n*/ { id: 'insights.rfm.dashboard', message: 'Dashboard' },
  startMailing: /*i18n*/ { id: 'insights.rfm.startMailing', message: 'Start a mailing to these clients' },
  audienceName: /*i18n*/ { id: 'insights.rfm.audienceName', message: 'RFM segment: {segment}' },
  newDashboard: /*i18n*/ { id: 'insights.rfm.newDashboard', message: 'New dashboard' },
  name: /*i18n*/ { id: 'insights.rfm.name', message: 'Name' },
  periodMonths: /*i18n*/ { id: 'insights.rfm.periodMonths', message: 'Period' },
  months: /*i18n*/ { id: 'insights.rfm.months', message: 'Last {months} months' },
  save: /*i18n*/ { id: 'insights.rfm.save', message: 'Save the dashboard' },
  nameRequired: /*i18n*/ { id: 'insights.rfm.nameRequired', message: 'The field cannot be empty' },
  nameTooLong: /*i18n*/ { id: 'insights.rfm.nameTooLong', message: 'The name is at most 100 characters' },
  saved: /*i18n*/ { id: 'insights.rfm.saved', message: 'The dashboard is saved' },
  noDashboards: /*i18n*/ { id: 'insights.rfm.noDashboards', message: 'No saved dashboards yet: name one and choose its period.' },
  summary: /*i18n*/ { id: 'insights.rfm.summary', message: '{clients} clients with visits from {from} to {to}, {revenue} in total' },
  segments: /*i18n*/ { id: 'insights.rfm.segments', message: 'Segments' },
  segment: /*i18n*/ { id: 'insights.rfm.segment', message: 'Segment' },
  clients: /*i18n*/ { id: 'insights.rfm.clients', message: 'Clients' },
  revenue: /*i18n*/ { id: 'insights.rfm.revenue', message: 'Revenue' },
  share: /*i18n*/ { id: 'insights.rfm.share', message: 'Share of clients' },
  showClients: /*i18n*/ { id: 'insights.rfm.showClients', message: 'Show the clients of {segment}' },
  grid: /*i18n*/ { id: 'insights.rfm.grid', message: 'Clients by recency (rows) and frequency (columns), 5 is best' },
  recency: /*i18n*/ { id: 'insights.rfm.recency', message: 'Recency {score}' },
  frequency: /*i18n*/ { id: 'insights.rfm.frequency', message: 'Frequency {score}' },
  segmentClients: /*i18n*/ { id: 'insights.rfm.segmentClients', message: 'Clients: {segment}' },
  name_column: /*i18n*/ { id: 'insights.rfm.column.name', message: 'Client' },
  phone: /*i18n*/ { id: 'insights.rfm.column.phone', message: 'Phone' },
  lastVisit: /*i18n*/ { id: 'insights.rfm.column.lastVisit', message: 'Last visit' },
  visits: /*i18n*/ { id: 'insights.rfm.column.visits', message: 'Visits' },
  scores: /*i18n*/ { id: 'insights.rfm.column.scores', message: 'R / F / M' },
  noClients: /*i18n*/ { id: 'insights.rfm.noClients', message: 'No clients in this segment' },
  total: /*i18n*/ { id: 'insights.rfm.total', message: 'Clients: {total}' },
  cohorts: /*i18n*/ { id: 'insights.rfm.cohorts', message: 'Cohorts: clients by month of first visit, and who came back' },
  cohortMonths: /*i18n*/ { id: 'insights.rfm.cohortMonths', message: 'Months' },
  view: /*i18n*/ { id: 'insights.rfm.view', message: 'Show' },
  percent: /*i18n*/ { id: 'insights.rfm.percent', message: 'Percent' },
  absolute: /*i18n*/ { id: 'insights.rfm.absolute', message: 'Clients' },
  cohortMonth: /*i18n*/ { id: 'insights.rfm.cohortMonth', message: 'First visit' },
  cohortSize: /*i18n*/ { id: 'insights.rfm.cohortSize', message: 'New clients' },
  monthOffset: /*i18n*/ { id: 'insights.rfm.monthOffset', message: 'Month {offset}' },
  noCohorts: /*i18n*/ { id: 'insights.rfm.noCohorts', message: 'No visits in these months yet' },
};

const CLIENT_FILTERS = { segment: optionParam(RFM_SEGMENTS) };

/** `/insights/rfm/{dashboardId}`: a saved dashboard's RFM segments, a segment's clients, and the cohorts (analytics tariff). */
export function RfmScreen() {
  const t = useTranslate();
  const route = useRoute();
  const links = useLinks();
  const dashboards = useRfmDashboards();
  const dashboardId = route.params.dashboardId ?? '';
  const items = dashboards.data?.items ?? [];
  const current = items.find((item) => item.id === dashboardId);

  // An unknown id (a link to "the RFM page") opens the first saved dashboard.
  const first = items[0];
  useEffect(() => {
    if (!current && first) links.navigate('insights.rfm', { dashboardId: first.id }, { replace: true, search: route.search });
  }, [current, first, links, route.search]);

  // The API says whether the account's tariff includes RFM; its teaser leads to the payment page as it is.
  return (
    <ProGatedPage feature={t(messages.locked)} locked={dashboards.data?.locked === true} plan={null} about={<p>{t(messages.lockedAbout)}</p>}>
      {dashboards.isError ? <LoadFailedAlert title={t(common.loadFailed)} onRetry={() => dashboards.refetch()} retrying={dashboards.isFetching} /> : null}
      {!dashboards.data ? (
        dashboards.isError ? null : <ContentSkeleton label={t(common.loading)} />
      ) : (
        <Flex vertical gap={16}>
          {/* The segments are the booking system's clients and visits: a user without the rights sees fewer. */}
          <BookingStaffNotice />
          <DashboardBar current={current?.id ?? null} items={items} />
          {items.length === 0 ? <p>{t(messages.noDashboards)}</p> : null}
          {current ? <DashboardReport id={current.id} /> : null}
          <CohortTable />
        </Flex>
      )}
    </ProGatedPage>
  );
}

/** The dashboard's name and period as the API checks them (createRfmDashboardRequestSchema), in the form's words. */
const checkName = checkBoundedText(RFM_DASHBOARD_NAME_MAX);
const dashboardMessageOf: RuleMessageOf = (code) => ({ descriptor: code === 'text.tooLong' ? messages.nameTooLong : messages.nameRequired });

function DashboardBar({ current, items }: { current: string | null; items: ReadonlyArray<{ id: string; name: string; periodMonths: number }> }) {
  const t = useTranslate();
  const links = useLinks();
  const [form] = Form.useForm<{ name: string; periodMonths: string }>();
  const screens = Breakpoints.useBreakpoint();
  const rule = useFieldRule(dashboardMessageOf);
  const failure = useFormFailure(form, useDescribeError({}), { messageOf: dashboardMessageOf });
  const create = useCreateRfmDashboard();

  const onSave = (values: { name: string; periodMonths: string }) => {
    failure.clear();
    create.mutate(
      { name: textOf(values.name).trim(), periodMonths: Number(values.periodMonths) },
      {
        onSuccess: (dashboard) => {
          toast.success(t(messages.saved));
          form.resetFields(['name']);
          links.navigate('insights.rfm', { dashboardId: dashboard.id });
        },
        onError: failure.show,
      },
    );
  };

  return (
    <Surface>
      {failure.alert}
      <Flex gap={16} wrap align="flex-end">
        {items.length > 0 ? (
          <NativeSelect
            label={t(messages.dashboard)}
            value={current ?? ''}
            options={items.map((item) => ({ value: item.id, label: `${item.name} · ${t(messages.months, { months: item.periodMonths })}` }))}
            onChange={(id) => links.navigate('insights.rfm', { dashboardId: id })}
          />
        ) : null}
        {/* In a row where it fits; on a phone the label goes above its field (no sideways scroll, issue 36). */}
        <Form form={form} layout={screens.md === false ? 'vertical' : 'inline'} noValidate aria-label={t(messages.newDashboard)} initialValues={{ periodMonths: '12' }} onFinish={onSave} style={{ alignItems: 'flex-end', rowGap: 8 }}>
          <Form.Item name="name" label={`${t(messages.newDashboard)}: ${t(messages.name)}`} rules={[rule(checkName)]}>
            <Input maxLength={RFM_DASHBOARD_NAME_MAX} autoComplete="off" />
          </Form.Item>
          <Form.Item name="periodMonths">
            <PeriodSelect label={t(messages.periodMonths)} options={RFM_PERIOD_MONTHS.map((months) => ({ value: String(months), label: t(messages.months, { months }) }))} />
          </Form.Item>
          <Button htmlType="submit" loading={create.isPending}>
            {t(messages.save)}
          </Button>
        </Form>
      </Flex>
    </Surface>
  );
}

/** The period as the browser's own select, bound to its form field (the field hands it value and onChange). */
function PeriodSelect({ label, options, value, onChange }: { label: string; options: ReadonlyArray<{ value: string; label: string }>; value?: string; onChange?: (value: string) => void }) {
  return <NativeSelect label={label} value={value ?? ''} options={options} onChange={(chosen) => onChange?.(chosen)} />;
}

function DashboardReport({ id }: { id: string }) {
  const t = useTranslate();
  const format = useFormats();
  const report = useRfmReport(id);
  const list = usePagedList({ sortFields: [], filters: CLIENT_FILTERS });
  const segment = list.filters.segment;
  if (report.isError) return <LoadFailedAlert title={t(common.loadFailed)} onRetry={() => report.refetch()} retrying={report.isFetching} />;
  if (!report.data) return <ContentSkeleton label={t(common.loading)} />;
  const data = report.data;
  return (
    <>
      <Surface>
        <p style={{ marginTop: 0 }}>
          {t(messages.summary, { clients: format.count(data.clients), from: format.date(data.range.from), to: format.date(data.range.to), revenue: format.money(data.revenue) })}
        </p>
        <SegmentTable report={data} onShow={(value) => list.setFilters({ segment: value })} />
      </Surface>
      <Surface>
        <Grid report={data} />
      </Surface>
      {segment ? (
        <Surface>
          <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
            <h2 style={{ fontSize: 18, margin: 0 }}>{t(messages.segmentClients, { segment: t(SEGMENT_LABELS[segment]) })}</h2>
            <StartMailing id={id} segment={segment} />
          </Flex>
          <SegmentClients id={id} segment={segment} list={list} />
        </Surface>
      ) : null}
    </>
  );
}

/**
 * One click from a segment to a mass mailing: the mailing wizard opens with the segment's clients as its
 * recipients (mf-distributions reads `rfmDashboard` and `segment`, segmentAudience.ts); hidden on a host
 * without mailings.
 */
function StartMailing({ id, segment }: { id: string; segment: RfmSegment }) {
  const t = useTranslate();
  const links = useLinks();
  const search = `?${new URLSearchParams({ rfmDashboard: id, segment, audienceName: t(messages.audienceName, { segment: t(SEGMENT_LABELS[segment]) }) })}`;
  const href = links.href('distributions.create', undefined, { search });
  if (href === null) return null;
  return (
    <Button
      type="primary"
      href={href}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        links.navigate('distributions.create', undefined, { search });
      }}
    >
      {t(messages.startMailing)}
    </Button>
  );
}

/** The segments as the toolkit's small table: a row each where the columns fit, a card each on a phone. */
function SegmentTable({ report, onShow }: { report: RfmReport; onShow: (segment: RfmSegment) => void }) {
  const t = useTranslate();
  const format = useFormats();
  const rows = report.segments.map((row) => ({ ...row, id: row.segment }));
  const columns: SmallTableColumn<(typeof rows)[number]>[] = [
    {
      key: 'segment',
      title: t(messages.segment),
      rowHeader: true,
      render: (row) =>
        row.clients > 0 ? (
          <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }} aria-label={t(messages.showClients, { segment: t(SEGMENT_LABELS[row.segment]) })} onClick={() => onShow(row.segment)}>
            {t(SEGMENT_LABELS[row.segment])}
          </Button>
        ) : (
          t(SEGMENT_LABELS[row.segment])
        ),
    },
    { key: 'clients', title: t(messages.clients), numeric: true, render: (row) => format.count(row.clients) },
    { key: 'share', title: t(messages.share), numeric: true, render: (row) => format.rate(row.clients, report.clients) },
    { key: 'revenue', title: t(messages.revenue), numeric: true, render: (row) => format.money(row.revenue) },
  ];
  return <SmallTable label={t(messages.segments)} captioned columns={columns} rows={rows} />;
}

/** The recency x frequency grid as a heat-map table: the number is the figure, the shade only helps. */
function Grid({ report }: { report: RfmReport }) {
  const t = useTranslate();
  const format = useFormats();
  const counts = new Map(report.grid.map((cellRow) => [`${cellRow.recency}:${cellRow.frequency}`, cellRow.clients]));
  const max = Math.max(1, ...report.grid.map((cellRow) => cellRow.clients));
  const scores = [5, 4, 3, 2, 1];
  return (
    <SideScroll label={t(messages.grid)}>
      <table style={{ borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'start', fontWeight: 600, marginBottom: 8 }}>{t(messages.grid)}</caption>
        <thead>
          <tr>
            <td />
            {[1, 2, 3, 4, 5].map((score) => (
              <th key={score} scope="col" style={{ ...cell, textAlign: 'center' }}>{t(messages.frequency, { score })}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {scores.map((recency) => (
            <tr key={recency}>
              <th scope="row" style={cell}>{t(messages.recency, { score: recency })}</th>
              {[1, 2, 3, 4, 5].map((frequency) => {
                const value = counts.get(`${recency}:${frequency}`) ?? 0;
                return (
                  <td key={frequency} style={{ ...cell, textAlign: 'center', background: shade(value / max) }}>
                    {format.count(value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </SideScroll>
  );
}

function SegmentClients({ id, segment, list }: { id: string; segment: RfmSegment; list: ReturnType<typeof usePagedList<never, { segment: RfmSegment | null }>> }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const format = useFormats();
  const clients = useRfmClients(id, { segment, page: list.params.page, pageSize: list.params.pageSize }, true);
  const columns = useMemo<TableColumnsType<RfmClient & { id: string }>>(
    () => [
      { key: 'name', title: t(messages.name_column), render: (_, item) => item.name },
      { key: 'phone', title: t(messages.phone), render: (_, item) => item.phone ?? '—', onCell: () => ({ style: { whiteSpace: 'nowrap' } }) },
      { key: 'lastVisit', title: t(messages.lastVisit), render: (_, item) => formatDate(item.lastVisitAt, locale, 'date') },
      { key: 'visits', title: t(messages.visits), align: 'end', render: (_, item) => format.count(item.visits) },
      { key: 'revenue', title: t(messages.revenue), align: 'end', render: (_, item) => format.money(item.revenue) },
      { key: 'scores', title: t(messages.scores), align: 'end', render: (_, item) => `${item.recency} / ${item.frequency} / ${item.monetary}` },
    ],
    [t, locale, format],
  );
  const data = clients.data ? { ...clients.data, items: clients.data.items.map((item) => ({ ...item, id: item.clientId })) } : undefined;
  return (
    <>
      {clients.isError ? <LoadFailedAlert title={t(common.loadFailed)} onRetry={() => clients.refetch()} retrying={clients.isFetching} /> : null}
      <PagedTable
        label={t(messages.segmentClients, { segment: t(SEGMENT_LABELS[segment]) })}
        columns={columns}
        data={data}
        list={list}
        loading={clients.isFetching}
        empty={<Empty description={t(messages.noClients)} />}
        totalText={(total) => t(messages.total, { total })}
      />
    </>
  );
}

const COHORT_MONTHS_PARAM = choiceParam(COHORT_MONTHS, 12);
const COHORT_VIEW_PARAM = choiceParam(['percent', 'absolute'], 'percent');

function CohortTable() {
  const t = useTranslate();
  const monthsLabel = useId();
  const viewLabel = useId();
  const [months, chooseMonths] = useUrlParam('cohortMonths', COHORT_MONTHS_PARAM);
  const [view, chooseView] = useUrlParam('cohortView', COHORT_VIEW_PARAM);
  const cohorts = useCohorts(months);
  return (
    <Surface>
      <h2 style={{ fontSize: 18, marginTop: 0 }}>{t(messages.cohorts)}</h2>
      <Flex gap={16} wrap style={{ marginBottom: 12 }}>
        <Flex gap={8} align="center">
          <span id={monthsLabel}>{t(messages.cohortMonths)}</span>
          <Segmented<number> aria-labelledby={monthsLabel} value={months} onChange={(value) => chooseMonths(value === 6 ? 6 : value === 24 ? 24 : 12)} options={COHORT_MONTHS.map((value) => ({ value, label: String(value) }))} />
        </Flex>
        <Flex gap={8} align="center">
          <span id={viewLabel}>{t(messages.view)}</span>
          <Segmented<'percent' | 'absolute'>
            aria-labelledby={viewLabel}
            value={view}
            onChange={chooseView}
            options={[
              { value: 'percent', label: t(messages.percent) },
              { value: 'absolute', label: t(messages.absolute) },
            ]}
          />
        </Flex>
      </Flex>
      {cohorts.isError ? <LoadFailedAlert title={t(common.loadFailed)} onRetry={() => cohorts.refetch()} retrying={cohorts.isFetching} /> : null}
      {cohorts.data ? <CohortHeatMap cohorts={cohorts.data} view={view} /> : cohorts.isError ? null : <ContentSkeleton label={t(common.loading)} />}
    </Surface>
  );
}

function CohortHeatMap({ cohorts, view }: { cohorts: Cohorts; view: 'percent' | 'absolute' }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const format = useFormats();
  if (cohorts.cohorts.length === 0) return <Empty description={t(messages.noCohorts)} />;
  const width = Math.max(...cohorts.cohorts.map((row) => row.retained.length));
  const month = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (
    <SideScroll label={t(messages.cohorts)}>
      <table style={{ borderCollapse: 'collapse' }}>
        <caption style={visuallyHidden}>{t(messages.cohorts)}</caption>
        <thead>
          <tr>
            <th scope="col" style={cell}>{t(messages.cohortMonth)}</th>
            <th scope="col" style={{ ...cell, textAlign: 'end' }}>{t(messages.cohortSize)}</th>
            {Array.from({ length: width - 1 }, (_, index) => (
              <th key={index} scope="col" style={{ ...cell, textAlign: 'end' }}>{t(messages.monthOffset, { offset: index + 1 })}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cohorts.cohorts.map((row) => (
            <tr key={row.month}>
              <th scope="row" style={{ ...cell, whiteSpace: 'nowrap' }}>{month.format(new Date(`${row.month}T00:00:00Z`))}</th>
              <td style={{ ...cell, textAlign: 'end' }}>{format.count(row.clients)}</td>
              {row.retained.slice(1).map((value, index) => {
                const share = row.clients > 0 ? value / row.clients : 0;
                return (
                  <td key={index} style={{ ...cell, textAlign: 'end', background: shade(share) }}>
                    {view === 'percent' ? format.rate(value, row.clients) : format.count(value)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </SideScroll>
  );
}

/** A heat-map shade: blue up to 60% over white, so dark text keeps 7:1 on the darkest cell. */
function shade(ratio: number): string {
  return `rgba(9, 88, 217, ${(Math.min(1, Math.max(0, ratio)) * 0.6).toFixed(3)})`;
}

const visuallyHidden = { position: 'absolute' as const, width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' as const };
const cell = { padding: '4px 8px', borderBottom: '1px solid #e4e4e7', textAlign: 'start' as const, color: '#18181b' };

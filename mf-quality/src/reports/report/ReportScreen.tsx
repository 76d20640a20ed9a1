import type { ItemAggregate, OperatorAggregate, ReportDetail, ReportState } from '@cabinet/api/quality';
import { RouteLink, useRoute } from '@cabinet/contracts';
import { Button, ContentSkeleton, PageHeading, StatusTag, Surface, Typography, type Tone } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor, type Translate } from '@cabinet/i18n';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { ReasonDetail } from '@cabinet/toolkit/reasons';
import { SmallTable, type SmallTableColumn } from '@cabinet/toolkit/small-table';
import { useReport } from '../../api/reports';
import { FailureText } from '../../shared/LazyFailureText';
import { useReportFormats } from '../../shared/format';

const messages = {
  loading: /*i18n*/ { id: 'quality.report.loading', message: 'Loading the report…' },
  loadFailed: /*i18n*/ { id: 'quality.report.loadFailed', message: 'The report could not be loaded' },
  back: /*i18n*/ { id: 'quality.report.back', message: 'Back to calls and reports' },
  summary: /*i18n*/ { id: 'quality.report.summary', message: 'Summary' },
  status: /*i18n*/ { id: 'quality.report.status', message: 'Status' },
  period: /*i18n*/ { id: 'quality.report.period', message: 'Period' },
  periodValue: /*i18n*/ { id: 'quality.report.periodValue', message: '{from} – {to}' },
  source: /*i18n*/ { id: 'quality.report.source', message: 'Source' },
  sourceCalls: /*i18n*/ { id: 'quality.report.source.calls', message: 'Calls' },
  sourceChats: /*i18n*/ { id: 'quality.report.source.chats', message: 'Chats' },
  callsCount: /*i18n*/ { id: 'quality.report.callsCount', message: 'Calls count' },
  chatsCount: /*i18n*/ { id: 'quality.report.chatsCount', message: 'Chats count' },
  checklist: /*i18n*/ { id: 'quality.report.checklist', message: 'Checklist' },
  checklistVersion: /*i18n*/ { id: 'quality.report.checklistVersion', message: 'Version {version}' },
  average: /*i18n*/ { id: 'quality.report.average', message: 'Average score' },
  outOf: /*i18n*/ { id: 'quality.report.outOf', message: '{score} of 100' },
  none: /*i18n*/ { id: 'quality.report.none', message: '—' },
  fatalCount: /*i18n*/ { id: 'quality.report.fatalCount', message: 'Failed on a fatal criterion' },
  progress: /*i18n*/ { id: 'quality.report.progress', message: 'Scoring progress' },
  progressText: /*i18n*/ { id: 'quality.report.progressText', message: '{processed} of {total} scored' },
  created: /*i18n*/ { id: 'quality.report.createdText', message: 'The report is queued; scoring starts in a moment. This page updates by itself.' },
  errorText: /*i18n*/ { id: 'quality.report.errorText', message: 'The report stopped with an error: {error}' },
  errorLead: /*i18n*/ { id: 'quality.report.errorLead', message: 'The report stopped with an error.' },
  byStandIn: /*i18n*/ {
    id: 'quality.report.byStandIn',
    message: 'Scored by the local stand-in of the language model: it finds a criterion’s words in the lines and understands nothing.',
  },
  byModel: /*i18n*/ { id: 'quality.report.byModel', message: 'Scored by the language model, criterion by criterion.' },
  notified: /*i18n*/ { id: 'quality.report.notified', message: 'WhatsApp notice to you: {status}' },
  operators: /*i18n*/ { id: 'quality.report.operators', message: 'By operator' },
  operator: /*i18n*/ { id: 'quality.report.operator', message: 'Operator' },
  unnamed: /*i18n*/ { id: 'quality.report.unnamed', message: 'Not named' },
  conversations: /*i18n*/ { id: 'quality.report.conversations', message: 'Conversations' },
  fatal: /*i18n*/ { id: 'quality.report.fatal', message: 'Fatal failures' },
  items: /*i18n*/ { id: 'quality.report.items', message: 'By checklist item' },
  item: /*i18n*/ { id: 'quality.report.item', message: 'Checklist item' },
  weight: /*i18n*/ { id: 'quality.report.weight', message: 'Weight' },
  fatalTag: /*i18n*/ { id: 'quality.report.fatalTag', message: 'Fatal' },
  passed: /*i18n*/ { id: 'quality.report.passed', message: 'Met' },
  failed: /*i18n*/ { id: 'quality.report.failed', message: 'Missed' },
  notApplicable: /*i18n*/ { id: 'quality.report.notApplicable', message: 'Does not apply' },
  passRate: /*i18n*/ { id: 'quality.report.passRate', message: 'Met, %' },
  percent: /*i18n*/ { id: 'quality.report.percent', message: '{value}%' },
  nothingYet: /*i18n*/ { id: 'quality.report.nothingYet', message: 'Nothing scored yet.' },
  export: /*i18n*/ { id: 'quality.report.export', message: 'Export CSV' },
} satisfies Record<string, MessageDescriptor>;

const STATES: Record<ReportState, { tone: Tone; label: MessageDescriptor }> = {
  Created: { tone: 'info', label: /*i18n*/ { id: 'quality.report.state.created', message: 'Created' } },
  InProgress: { tone: 'info', label: /*i18n*/ { id: 'quality.report.state.inProgress', message: 'In progress' } },
  Done: { tone: 'success', label: /*i18n*/ { id: 'quality.report.state.done', message: 'Done' } },
  Error: { tone: 'danger', label: /*i18n*/ { id: 'quality.report.state.error', message: 'Error' } },
};

const NOTICE_STATUSES: Partial<Record<string, MessageDescriptor>> = {
  queued: /*i18n*/ { id: 'quality.report.notice.queued', message: 'being sent' },
  waitingWindow: /*i18n*/ { id: 'quality.report.notice.queued', message: 'being sent' },
  sent: /*i18n*/ { id: 'quality.report.notice.sent', message: 'sent' },
  delivered: /*i18n*/ { id: 'quality.report.notice.delivered', message: 'delivered' },
  read: /*i18n*/ { id: 'quality.report.notice.read', message: 'read' },
  replied: /*i18n*/ { id: 'quality.report.notice.read', message: 'read' },
  failed: /*i18n*/ { id: 'quality.report.notice.failed', message: 'not sent (see the message log)' },
  skipped: /*i18n*/ { id: 'quality.report.notice.failed', message: 'not sent (see the message log)' },
};

/** /reports/{reportId}: a quality report (spec sections 3 and 4) with its progress while it runs, its summary and tables (issue 34). */
export function ReportScreen() {
  const route = useRoute();
  const t = useTranslate();
  const id = route.params.reportId ?? '';
  const report = useReport(id);
  return (
    <section>
      <PageHeading title={route.title} />
      <p>
        <RouteLink to="calls">{t(messages.back)}</RouteLink>
      </p>
      {report.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => report.refetch()} retrying={report.isFetching} /> : null}
      {report.data ? <Report report={report.data} /> : report.isError ? null : <ContentSkeleton label={t(messages.loading)} />}
    </section>
  );
}

type Formats = ReturnType<typeof useReportFormats>;
const score = (t: Translate, format: Formats, value: number | null) => (value === null ? t(messages.none) : t(messages.outOf, { score: format.score(value) }));

function Report({ report }: { report: ReportDetail }) {
  const t = useTranslate();
  const format = useReportFormats();
  const state = STATES[report.state];
  const running = report.state === 'Created' || report.state === 'InProgress';
  const notice = report.notification ? NOTICE_STATUSES[report.notification.status] : undefined;
  const facts: Array<[MessageDescriptor, string]> = [
    [messages.period, t(messages.periodValue, { from: format.day(report.from), to: format.day(report.to) })],
    [messages.source, t(report.source === 'calls' ? messages.sourceCalls : messages.sourceChats)],
    [report.source === 'calls' ? messages.callsCount : messages.chatsCount, String(report.conversationsCount)],
    [messages.checklist, t(messages.checklistVersion, { version: report.checklistVersion })],
    [messages.average, score(t, format, report.averageScore)],
    [messages.fatalCount, String(report.fatalFailedCount)],
  ];
  return (
    <>
      <Surface>
        <Typography.Title level={2} style={{ fontSize: 20 }}>
          {t(messages.summary)}
        </Typography.Title>
        <p style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{t(messages.status)}:</span>
          <StatusTag tone={state.tone}>{t(state.label)}</StatusTag>
        </p>
        {report.state === 'Created' ? <p role="status">{t(messages.created)}</p> : null}
        {report.state === 'InProgress' ? (
          <p role="status" style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
            <progress aria-label={t(messages.progress)} max={Math.max(report.conversationsCount, 1)} value={report.processedCount} />
            <span>{t(messages.progressText, { processed: report.processedCount, total: report.conversationsCount })}</span>
          </p>
        ) : null}
        {report.state === 'Error' ? (
          <FailureText kind={report.errorKind} detail={report.error} lead={messages.errorLead} legacy={t(messages.errorText, { error: report.error ?? '' })} />
        ) : null}
        <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(10em, max-content) 1fr', gap: '6px 16px', margin: '0 0 12px' }}>
          {facts.map(([label, value]) => [
            <dt key={`${label.id}t`}>{t(label)}</dt>,
            <dd key={label.id} style={{ margin: 0 }}>
              {value}
            </dd>,
          ])}
        </dl>
        {report.scoredBy ? <Typography.Paragraph type="secondary">{t(report.scoredBy === 'openAiCompatible' ? messages.byModel : messages.byStandIn)}</Typography.Paragraph> : null}
        {notice ? <p>{t(messages.notified, { status: t(notice) })}</p> : null}
        {report.notification ? (
          <div style={{ marginBottom: 12 }}>
            <ReasonDetail source={{ reasonParams: report.notification.reasonParams, reasonDetail: report.notification.detail }} />
          </div>
        ) : null}
        {running ? null : (
          <Button onClick={() => exportCsv(t, report)} disabled={report.processedCount === 0}>
            {t(messages.export)}
          </Button>
        )}
      </Surface>
      <Operators report={report} />
      <Items report={report} />
    </>
  );
}

/** A share as a bar beside its figure (decoration: the figure is the content). */
function Bar({ value, tone }: { value: number | null; tone: 'good' | 'bad' }) {
  if (value === null) return null;
  return (
    <span aria-hidden="true" style={{ display: 'inline-block', width: 80, height: 8, marginInlineStart: 8, background: '#e5e7eb', borderRadius: 4, verticalAlign: 'middle' }}>
      <span style={{ display: 'block', width: `${Math.max(0, Math.min(100, value))}%`, height: '100%', borderRadius: 4, background: tone === 'good' ? '#15803d' : '#b91c1c' }} />
    </span>
  );
}

function Operators({ report }: { report: ReportDetail }) {
  const t = useTranslate();
  const format = useReportFormats();
  const columns: SmallTableColumn<OperatorAggregate & { id: string }>[] = [
    { key: 'operator', title: t(messages.operator), render: (row) => row.operator ?? t(messages.unnamed) },
    { key: 'conversations', title: t(messages.conversations), numeric: true, render: (row) => row.conversations },
    {
      key: 'average',
      title: t(messages.average),
      numeric: true,
      render: (row) => (
        <>
          {score(t, format, row.averageScore)}
          <Bar value={row.averageScore} tone="good" />
        </>
      ),
    },
    { key: 'fatal', title: t(messages.fatal), numeric: true, render: (row) => row.fatalFailed },
  ];
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {t(messages.operators)}
      </Typography.Title>
      {report.operators.length === 0 ? (
        <p>{t(messages.nothingYet)}</p>
      ) : (
        <SmallTable label={t(messages.operators)} columns={columns} rows={report.operators.map((row) => ({ ...row, id: row.operator ?? '' }))} />
      )}
    </Surface>
  );
}

function Items({ report }: { report: ReportDetail }) {
  const t = useTranslate();
  const columns: SmallTableColumn<ItemAggregate & { id: string }>[] = [
    {
      key: 'item',
      title: t(messages.item),
      render: (row) => (
        <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          {row.title}
          {row.fatal ? <StatusTag tone="warning">{t(messages.fatalTag)}</StatusTag> : null}
        </span>
      ),
    },
    { key: 'weight', title: t(messages.weight), numeric: true, render: (row) => row.weight },
    { key: 'passed', title: t(messages.passed), numeric: true, render: (row) => row.passed },
    { key: 'failed', title: t(messages.failed), numeric: true, render: (row) => row.failed },
    { key: 'notApplicable', title: t(messages.notApplicable), numeric: true, render: (row) => row.notApplicable },
    {
      key: 'passRate',
      title: t(messages.passRate),
      numeric: true,
      render: (row) => (
        <>
          {row.passRate === null ? t(messages.none) : t(messages.percent, { value: row.passRate })}
          <Bar value={row.passRate} tone={row.passRate !== null && row.passRate < 50 ? 'bad' : 'good'} />
        </>
      ),
    },
  ];
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {t(messages.items)}
      </Typography.Title>
      <SmallTable label={t(messages.items)} columns={columns} rows={report.items.map((row) => ({ ...row, id: row.itemId }))} />
    </Surface>
  );
}

/** The report's tables as one CSV (UTF-8 with a BOM, so spreadsheet programs read the letters), saved by the browser. */
function exportCsv(t: Translate, report: ReportDetail): void {
  const cell = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    return /[",\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const rows: Array<Array<string | number | null>> = [
    [t(messages.period), t(messages.periodValue, { from: report.from, to: report.to })],
    [t(messages.source), t(report.source === 'calls' ? messages.sourceCalls : messages.sourceChats)],
    [t(messages.average), report.averageScore],
    [],
    [t(messages.operator), t(messages.conversations), t(messages.average), t(messages.fatal)],
    ...report.operators.map((row) => [row.operator ?? t(messages.unnamed), row.conversations, row.averageScore, row.fatalFailed]),
    [],
    [t(messages.item), t(messages.weight), t(messages.passed), t(messages.failed), t(messages.notApplicable), t(messages.passRate)],
    ...report.items.map((row) => [row.title, row.weight, row.passed, row.failed, row.notApplicable, row.passRate]),
  ];
  const blob = new Blob([`\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `quality-report-${report.from}-${report.to}.csv`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

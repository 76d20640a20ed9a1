import type { ReactNode } from 'react';
import { OVERVIEW_WINDOW_DAYS, type OverviewReport, type QualityOverview } from '@cabinet/api/quality';
import { RouteLink, useLinks, type RouteId } from '@cabinet/contracts';
import { ContentSkeleton, Flex, StatusTag, Surface } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { useQualityOverview } from '../../api/quality';
import { useFormats } from '../../shared/format';
import { common } from '../../shared/labels';

const messages = {
  reports: /*i18n*/ { id: 'insights.quality.reports', message: 'Reports' },
  inProgress: /*i18n*/ { id: 'insights.quality.inProgress', message: 'In progress: {count}' },
  ready: /*i18n*/ { id: 'insights.quality.ready', message: 'Ready: {count}' },
  failed: /*i18n*/ { id: 'insights.quality.failed', message: 'Ended in error: {count}' },
  noneRunning: /*i18n*/ { id: 'insights.quality.noneRunning', message: 'No report is being built.' },
  noneReady: /*i18n*/ { id: 'insights.quality.noneReady', message: 'No report is ready yet. Build one on the calls page.' },
  reportName: /*i18n*/ { id: 'insights.quality.reportName', message: '{source} from {from} to {to}' },
  calls: /*i18n*/ { id: 'insights.quality.calls', message: 'Calls' },
  chats: /*i18n*/ { id: 'insights.quality.chats', message: 'Chats' },
  queued: /*i18n*/ { id: 'insights.quality.queued', message: 'Queued' },
  progress: /*i18n*/ { id: 'insights.quality.progress', message: '{done} of {total} scored' },
  reportScore: /*i18n*/ { id: 'insights.quality.reportScore', message: 'Average {score} of 100' },
  noScore: /*i18n*/ { id: 'insights.quality.noScore', message: 'No score' },
  average: /*i18n*/ { id: 'insights.quality.average', message: 'Average score' },
  averageNote: /*i18n*/ { id: 'insights.quality.averageNote', message: 'Of {count} conversations in the reports finished in the last {days} days' },
  noAverage: /*i18n*/ { id: 'insights.quality.noAverage', message: 'No report finished in the last {days} days.' },
  up: /*i18n*/ { id: 'insights.quality.up', message: 'Up {change} from {previous} in the {days} days before' },
  down: /*i18n*/ { id: 'insights.quality.down', message: 'Down {change} from {previous} in the {days} days before' },
  same: /*i18n*/ { id: 'insights.quality.same', message: 'The same as in the {days} days before' },
  noPrevious: /*i18n*/ { id: 'insights.quality.noPrevious', message: 'No report finished in the {days} days before to compare with' },
  outOf: /*i18n*/ { id: 'insights.quality.outOf', message: '{score} of 100' },
  worst: /*i18n*/ { id: 'insights.quality.worst', message: 'Criteria missed most' },
  noWorst: /*i18n*/ { id: 'insights.quality.noWorst', message: 'No criterion was missed in the last {days} days.' },
  passRate: /*i18n*/ { id: 'insights.quality.passRate', message: 'Met in {rate}% ({passed} of {total})' },
  fatal: /*i18n*/ { id: 'insights.quality.fatal', message: 'Fatal' },
  nextSteps: /*i18n*/ { id: 'insights.quality.nextSteps', message: 'Next steps' },
  connectSource: /*i18n*/ { id: 'insights.quality.connectSource', message: 'Connect a source of chats (WhatsApp, Telegram, WABA, MAX)' },
  uploadCalls: /*i18n*/ { id: 'insights.quality.uploadCalls', message: 'Upload call recordings' },
  defineChecklist: /*i18n*/ { id: 'insights.quality.defineChecklist', message: 'Define the checklist conversations are scored on' },
  done: /*i18n*/ { id: 'insights.quality.done', message: 'Done' },
  toDo: /*i18n*/ { id: 'insights.quality.toDo', message: 'To do' },
};

type Step = { id: string; label: MessageDescriptor; route: RouteId; done: boolean };

/**
 * The quality-control host's home (issue 34): the reports being built and ready, the average score of the
 * last 30 days with its trend, the criteria missed most and what is left to set up; every figure the API's.
 */
export default function QualityHome() {
  const t = useTranslate();
  const overview = useQualityOverview();
  if (overview.isError) return <LoadFailedAlert title={t(common.loadFailed)} onRetry={() => overview.refetch()} retrying={overview.isFetching} />;
  if (!overview.data) return <ContentSkeleton label={t(common.loading)} />;
  return <Overview data={overview.data} />;
}

function Overview({ data }: { data: QualityOverview }) {
  const t = useTranslate();
  const format = useFormats();
  const links = useLinks();
  const days = OVERVIEW_WINDOW_DAYS;
  const steps: Step[] = [
    { id: 'checklist', label: messages.defineChecklist, route: 'checklist', done: data.setup.checklistItems > 0 },
    { id: 'source', label: messages.connectSource, route: 'accounts', done: data.setup.channelAccounts > 0 },
    { id: 'calls', label: messages.uploadCalls, route: 'calls', done: data.setup.calls > 0 },
  ];
  const trend = () => {
    if (data.averageScore === null) return null;
    if (data.previousAverageScore === null) return t(messages.noPrevious, { days });
    const change = Math.round((data.averageScore - data.previousAverageScore) * 10) / 10;
    const previous = format.decimal(data.previousAverageScore);
    if (change === 0) return t(messages.same, { days });
    return t(change > 0 ? messages.up : messages.down, { change: format.decimal(Math.abs(change)), previous, days });
  };

  return (
    <Flex vertical gap={16} style={{ marginBottom: 24 }}>
      <Section heading={t(messages.average)}>
        {data.averageScore === null ? (
          <p style={{ margin: 0 }}>{t(messages.noAverage, { days })}</p>
        ) : (
          <>
            <p style={{ margin: 0, fontSize: 26, fontWeight: 600 }}>{t(messages.outOf, { score: format.decimal(data.averageScore) })}</p>
            <p style={{ margin: 0 }}>{trend()}</p>
            <p style={{ margin: 0, color: '#52525b' }}>{t(messages.averageNote, { count: format.count(data.scoredConversations), days })}</p>
          </>
        )}
      </Section>
      <Section heading={t(messages.reports)}>
        <h3 style={{ fontSize: 16, margin: '0 0 8px' }}>{t(messages.inProgress, { count: data.inProgressCount })}</h3>
        {data.inProgress.length === 0 ? <p>{t(messages.noneRunning)}</p> : <ReportList reports={data.inProgress} />}
        <h3 style={{ fontSize: 16, margin: '0 0 8px' }}>{t(messages.ready, { count: data.readyCount })}</h3>
        {data.ready.length === 0 ? <p>{t(messages.noneReady)}</p> : <ReportList reports={data.ready} />}
        {data.failedCount > 0 ? <p style={{ margin: 0, color: '#52525b' }}>{t(messages.failed, { count: data.failedCount })}</p> : null}
      </Section>
      <Section heading={t(messages.worst)}>
        {data.worstItems.length === 0 ? (
          <p style={{ margin: 0 }}>{t(messages.noWorst, { days })}</p>
        ) : (
          <ol style={{ paddingLeft: 20, margin: 0 }}>
            {data.worstItems.map((item) => (
              <li key={item.itemId} style={{ marginBottom: 8 }}>
                <Flex gap={8} align="center" wrap>
                  <span>{item.title}</span>
                  {item.fatal ? <StatusTag tone="warning">{t(messages.fatal)}</StatusTag> : null}
                  <span style={{ color: '#52525b' }}>{t(messages.passRate, { rate: item.passRate, passed: item.passed, total: item.passed + item.failed })}</span>
                </Flex>
              </li>
            ))}
          </ol>
        )}
      </Section>
      <Section heading={t(messages.nextSteps)}>
        <ol style={{ paddingLeft: 20, margin: 0 }}>
          {steps
            .filter((step) => links.href(step.route) !== null)
            .map((step) => (
              <li key={step.id} style={{ marginBottom: 8 }}>
                <Flex gap={8} align="center" wrap>
                  <RouteLink to={step.route}>{t(step.label)}</RouteLink>
                  <StatusTag tone={step.done ? 'success' : 'neutral'}>{t(step.done ? messages.done : messages.toDo)}</StatusTag>
                </Flex>
              </li>
            ))}
        </ol>
      </Section>
    </Flex>
  );
}

function ReportList({ reports }: { reports: OverviewReport[] }) {
  const t = useTranslate();
  const format = useFormats();
  return (
    <ul style={{ paddingLeft: 20, margin: '0 0 12px' }}>
      {reports.map((report) => {
        const name = t(messages.reportName, { source: t(report.source === 'calls' ? messages.calls : messages.chats), from: format.day(report.from), to: format.day(report.to) });
        const running = report.state === 'Created' || report.state === 'InProgress';
        const progress = t(messages.progress, { done: report.processedCount, total: report.conversationsCount });
        return (
          <li key={report.id} style={{ marginBottom: 8 }}>
            <Flex gap={8} align="center" wrap>
              <RouteLink to="reports.report" params={{ reportId: report.id }}>
                {name}
              </RouteLink>
              {running ? (
                report.state === 'Created' ? (
                  <span>{t(messages.queued)}</span>
                ) : (
                  <>
                    <progress max={Math.max(report.conversationsCount, 1)} value={report.processedCount} aria-label={`${name}: ${progress}`} />
                    <span>{progress}</span>
                  </>
                )
              ) : (
                <span>{report.averageScore === null ? t(messages.noScore) : t(messages.reportScore, { score: format.decimal(report.averageScore) })}</span>
              )}
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Surface>
      <h2 style={{ fontSize: 18, margin: '0 0 12px' }}>{heading}</h2>
      {children}
    </Surface>
  );
}

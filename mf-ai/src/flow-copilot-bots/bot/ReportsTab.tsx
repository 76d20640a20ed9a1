import { AI_REPORTS_LIMIT, type ClientMessageOutcome, type DialogueMessage, type DialogueReport } from '@cabinet/api/ai';
import { Alert, ContentSkeleton, Empty, Flex, StatusTag, Surface, Typography, type Tone } from '@cabinet/design/core';
import { i18n, isLocale, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { useReports } from '../../api/dialogues';
import { topUpMinimum } from '../../shared/money';

const messages = {
  loading: /*i18n*/ { id: 'ai.reports.loading', message: 'Loading the reports…' },
  loadFailed: /*i18n*/ { id: 'ai.reports.loadFailed', message: 'The reports could not be loaded' },
  about: /*i18n*/ {
    id: 'ai.reports.about',
    message: 'The dialogues on the messenger, newest first: what clients asked, what the assistant answered and from which sources, and what it handed over to a person.',
  },
  newestOnly: /*i18n*/ { id: 'ai.reports.newestOnly', message: 'Only the newest {count} dialogues are shown here; the Usage tab counts every one.' },
  empty: /*i18n*/ { id: 'ai.reports.empty', message: 'No dialogues yet: they appear here when clients write on the assistant’s channel.' },
  dialogue: /*i18n*/ { id: 'ai.reports.dialogue', message: 'Dialogue with {phone}, {date}' },
  handedOver: /*i18n*/ { id: 'ai.reports.handedOver', message: 'Handed over to a person' },
  client: /*i18n*/ { id: 'ai.reports.client', message: 'Client' },
  assistant: /*i18n*/ { id: 'ai.reports.assistant', message: 'Assistant' },
  operator: /*i18n*/ { id: 'ai.reports.operator', message: 'Person' },
  sources: /*i18n*/ { id: 'ai.reports.sources', message: 'Sources: {names}' },
  tokens: /*i18n*/ { id: 'ai.reports.tokens', message: 'Tokens: {input} in, {output} out' },
};

const STATES: Record<DialogueReport['state'], { tone: Tone; label: MessageDescriptor }> = {
  pending: { tone: 'info', label: /*i18n*/ { id: 'ai.reports.state.pending', message: 'Pending' } },
  error: { tone: 'danger', label: /*i18n*/ { id: 'ai.reports.state.error', message: 'Error' } },
  ready: { tone: 'success', label: /*i18n*/ { id: 'ai.reports.state.ready', message: 'Ready' } },
};

const OUTCOMES: Record<ClientMessageOutcome, MessageDescriptor> = {
  pending: /*i18n*/ { id: 'ai.reports.outcome.pending', message: 'Waiting for the answer' },
  answered: /*i18n*/ { id: 'ai.reports.outcome.answered', message: 'Answered' },
  outsideHours: /*i18n*/ { id: 'ai.reports.outcome.outsideHours', message: 'Not answered: outside work hours' },
  notStarted: /*i18n*/ { id: 'ai.reports.outcome.notStarted', message: 'Not answered: no start phrase yet' },
  stopped: /*i18n*/ { id: 'ai.reports.outcome.stopped', message: 'Stop phrase: the assistant stopped' },
  paused: /*i18n*/ { id: 'ai.reports.outcome.paused', message: 'Not answered: paused after a person answered' },
  noBalance: /*i18n*/ { id: 'ai.reports.outcome.noBalance', message: 'Not answered: the balance is exhausted, top it up with at least {minimum}' },
  handedOver: /*i18n*/ { id: 'ai.reports.outcome.handedOver', message: 'Handed over to a person' },
  failed: /*i18n*/ { id: 'ai.reports.outcome.failed', message: 'Not answered: the language model failed' },
};

/** The Reports tab: the dialogues on the messenger with each message's outcome, sources and tokens; live while one is pending. */
export function ReportsTab({ botId }: { botId: string }) {
  const t = useTranslate();
  const reports = useReports(botId);
  if (reports.isError) return <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => reports.refetch()} retrying={reports.isFetching} />;
  if (!reports.data) return <ContentSkeleton label={t(messages.loading)} />;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 860 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(messages.about)}
      </Typography.Paragraph>
      {/* The answer stops at the newest ones: said, so nobody reads the page as every dialogue. */}
      {reports.data.length >= AI_REPORTS_LIMIT ? <Alert type="info" showIcon title={t(messages.newestOnly, { count: AI_REPORTS_LIMIT })} /> : null}
      {reports.data.length === 0 ? <Empty description={t(messages.empty)} /> : reports.data.map((report) => <Report key={report.id} report={report} />)}
    </Flex>
  );
}

function Report({ report }: { report: DialogueReport }) {
  const t = useTranslate();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const headingId = `ai-report-${report.id}`;
  return (
    <Surface>
      <section aria-labelledby={headingId}>
        <Flex gap={8} wrap align="center" style={{ marginBottom: 8 }}>
          <Typography.Title level={2} id={headingId} style={{ fontSize: 16, margin: 0 }}>
            {t(messages.dialogue, { phone: report.clientPhone, date: when.format(new Date(report.startedAt)) })}
          </Typography.Title>
          <StatusTag tone={STATES[report.state].tone}>{t(STATES[report.state].label)}</StatusTag>
          {report.handedOver ? <StatusTag tone="warning">{t(messages.handedOver)}</StatusTag> : null}
        </Flex>
        <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {report.messages.map((message) => (
            <Line key={message.id} message={message} />
          ))}
        </ol>
      </section>
    </Surface>
  );
}

function Line({ message }: { message: DialogueMessage }) {
  const t = useTranslate();
  const who = message.role === 'client' ? messages.client : message.role === 'assistant' ? messages.assistant : messages.operator;
  const sources = [...new Set(message.citations.map((citation) => citation.sourceName))];
  return (
    <li style={{ marginBottom: 8 }}>
      <Typography.Text strong>{t(who)}: </Typography.Text>
      <Typography.Text>{message.text}</Typography.Text>
      {message.outcome !== null && message.outcome !== 'answered' ? (
        <div>
          <Typography.Text type="secondary">{t(OUTCOMES[message.outcome], topUpMinimum())}</Typography.Text>
        </div>
      ) : null}
      {sources.length > 0 ? (
        <div>
          <Typography.Text type="secondary">{t(messages.sources, { names: sources.join(', ') })}</Typography.Text>
        </div>
      ) : null}
      {message.role === 'assistant' ? (
        <div>
          <Typography.Text type="secondary">{t(messages.tokens, { input: message.inputTokens, output: message.outputTokens })}</Typography.Text>
        </div>
      ) : null}
    </li>
  );
}

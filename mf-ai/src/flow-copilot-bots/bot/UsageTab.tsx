import type { UsageDay } from '@cabinet/api/ai';
import { ContentSkeleton, Flex, Surface, Typography } from '@cabinet/design/core';
import { i18n, isLocale, useTranslate } from '@cabinet/i18n';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { SmallTable, type SmallTableColumn } from '@cabinet/toolkit/small-table';
import { useUsage } from '../../api/dialogues';
import { formatUsd } from '../../shared/money';

const messages = {
  loading: /*i18n*/ { id: 'ai.usage.loading', message: 'Loading the usage…' },
  loadFailed: /*i18n*/ { id: 'ai.usage.loadFailed', message: 'The usage could not be loaded' },
  about: /*i18n*/ { id: 'ai.usage.about', message: 'The last 30 days, counted from the stored dialogues by the day each started (UTC).' },
  table: /*i18n*/ { id: 'ai.usage.table', message: 'Usage by day' },
  date: /*i18n*/ { id: 'ai.usage.date', message: 'Day' },
  dialogues: /*i18n*/ { id: 'ai.usage.dialogues', message: 'Dialogues' },
  messages: /*i18n*/ { id: 'ai.usage.messages', message: 'Messages' },
  inputTokens: /*i18n*/ { id: 'ai.usage.inputTokens', message: 'Input tokens' },
  outputTokens: /*i18n*/ { id: 'ai.usage.outputTokens', message: 'Output tokens' },
  spent: /*i18n*/ { id: 'ai.usage.spent', message: 'Spent' },
  totals: /*i18n*/ { id: 'ai.usage.totals', message: 'In 30 days' },
};

/** The Usage tab: dialogues, messages, input and output tokens by day, and the totals with what they cost. */
export function UsageTab({ botId }: { botId: string }) {
  const t = useTranslate();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const usage = useUsage(botId);
  if (usage.isError) return <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => usage.refetch()} retrying={usage.isFetching} />;
  if (!usage.data) return <ContentSkeleton label={t(messages.loading)} />;
  const number = new Intl.NumberFormat(locale);
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const { totals } = usage.data;
  const figures = [
    { label: t(messages.dialogues), value: number.format(totals.dialogues) },
    { label: t(messages.messages), value: number.format(totals.messages) },
    { label: t(messages.inputTokens), value: number.format(totals.inputTokens) },
    { label: t(messages.outputTokens), value: number.format(totals.outputTokens) },
    { label: t(messages.spent), value: formatUsd(totals.costCents / 100) },
  ];
  const columns: SmallTableColumn<UsageDay & { id: string }>[] = [
    { key: 'date', title: t(messages.date), render: (row) => day.format(new Date(`${row.date}T00:00:00Z`)) },
    { key: 'dialogues', title: t(messages.dialogues), numeric: true, render: (row) => number.format(row.dialogues) },
    { key: 'messages', title: t(messages.messages), numeric: true, render: (row) => number.format(row.messages) },
    { key: 'inputTokens', title: t(messages.inputTokens), numeric: true, render: (row) => number.format(row.inputTokens) },
    { key: 'outputTokens', title: t(messages.outputTokens), numeric: true, render: (row) => number.format(row.outputTokens) },
  ];
  return (
    <Flex vertical gap={16} style={{ maxWidth: 860 }}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(messages.about)}
      </Typography.Paragraph>
      <Surface>
        <section aria-labelledby="ai-usage-totals">
          <Typography.Title level={2} id="ai-usage-totals" style={{ fontSize: 18, marginTop: 0 }}>
            {t(messages.totals)}
          </Typography.Title>
          <dl style={{ display: 'flex', flexWrap: 'wrap', gap: 24, margin: 0 }}>
            {figures.map((figure) => (
              <div key={figure.label}>
                <dt>
                  <Typography.Text type="secondary">{figure.label}</Typography.Text>
                </dt>
                <dd style={{ margin: 0, fontSize: 20, fontWeight: 600 }}>{figure.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </Surface>
      <SmallTable label={t(messages.table)} columns={columns} rows={[...usage.data.days].reverse().map((row) => ({ ...row, id: row.date }))} />
    </Flex>
  );
}

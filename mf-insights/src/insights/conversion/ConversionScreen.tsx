import { useEffect, useId, useState } from 'react';
import { CONVERSION_WINDOWS, type ConversionWindow } from '@cabinet/api/flows';
import { useRoute } from '@cabinet/contracts';
import { Button, Empty, Flex, PageHeading, Surface, ContentSkeleton } from '@cabinet/design/core';
import { Segmented, type TableColumnsType } from '@cabinet/design/table';
import { useTranslate } from '@cabinet/i18n';
import { choiceParam, ListTable, LoadFailedAlert, useUrlParam } from '@cabinet/toolkit/list';
import type { ConversionInsight } from '@cabinet/api/insights';
import { useConversion } from '../../api/deep';
import { BarChart } from '../../shared/charts/BarChart';
import { useFormats } from '../../shared/format';
import { common } from '../../shared/labels';
import { PeriodPicker, usePeriod } from '../../shared/PeriodPicker';

const messages = {
  intro: /*i18n*/ { id: 'insights.conversion.intro', message: 'A message converted when its client made a booking within the window after it.' },
  window: /*i18n*/ { id: 'insights.conversion.window', message: 'Conversion window' },
  windowOption: /*i18n*/ { id: 'insights.conversion.windowOption', message: '{days} days' },
  totals: /*i18n*/ { id: 'insights.conversion.totals', message: 'Sent {sent}, read {read}, converted {converted} ({rate})' },
  previous: /*i18n*/ { id: 'insights.conversion.previous', message: 'Previous period: {rate}' },
  noPrevious: /*i18n*/ { id: 'insights.conversion.noPrevious', message: 'Previous period: no data, the account is newer than it' },
  byFlow: /*i18n*/ { id: 'insights.conversion.byFlow', message: 'Conversion by flow' },
  byPeriod: /*i18n*/ { id: 'insights.conversion.byPeriod', message: 'Conversion over the period' },
  byPeriodSummary: /*i18n*/ { id: 'insights.conversion.byPeriodSummary', message: '{converted} of {sent} messages converted within {days} days' },
  flow: /*i18n*/ { id: 'insights.conversion.flow', message: 'Flow' },
  date: /*i18n*/ { id: 'insights.conversion.date', message: 'Period' },
  sent: /*i18n*/ { id: 'insights.conversion.sent', message: 'Sent' },
  read: /*i18n*/ { id: 'insights.conversion.read', message: 'Read' },
  converted: /*i18n*/ { id: 'insights.conversion.converted', message: 'Converted' },
  rate: /*i18n*/ { id: 'insights.conversion.rate', message: 'Conversion' },
  empty: /*i18n*/ { id: 'insights.conversion.empty', message: 'No flow sent messages in this period' },
  toTop: /*i18n*/ { id: 'insights.conversion.toTop', message: 'Scroll to top' },
};

type FlowRow = ConversionInsight['byFlow'][number];

const WINDOW_PARAM = choiceParam(CONVERSION_WINDOWS, 7);

/** `/insights/conversion` and the dashboard host's `/conversion`: flows' conversion over the windows of spec section 9, by flow and by period. */
export function ConversionScreen() {
  const t = useTranslate();
  const route = useRoute();
  const format = useFormats();
  const windowLabel = useId();
  const [period, choosePeriod] = usePeriod();
  const [windowDays, chooseWindow] = useUrlParam('window', WINDOW_PARAM);
  const conversion = useConversion({ period, windowDays });
  const data = conversion.data;

  const columns: TableColumnsType<FlowRow> = [
    { key: 'title', title: t(messages.flow), render: (_, row) => row.title },
    { key: 'sent', title: t(messages.sent), align: 'end', render: (_, row) => format.count(row.sent) },
    { key: 'read', title: t(messages.read), align: 'end', render: (_, row) => format.count(row.read) },
    { key: 'converted', title: t(messages.converted), align: 'end', render: (_, row) => format.count(row.converted) },
    { key: 'rate', title: t(messages.rate), align: 'end', render: (_, row) => format.rate(row.converted, row.sent) },
  ];

  return (
    <section>
      <PageHeading title={route.title} extra={<PeriodPicker value={period} onChange={choosePeriod} />} />
      <p>{t(messages.intro)}</p>
      <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
        <span id={windowLabel}>{t(messages.window)}</span>
        <Segmented<ConversionWindow>
          aria-labelledby={windowLabel}
          value={windowDays}
          onChange={chooseWindow}
          options={CONVERSION_WINDOWS.map((days) => ({ value: days, label: t(messages.windowOption, { days }) }))}
        />
      </Flex>
      {conversion.isError ? <LoadFailedAlert title={t(common.loadFailed)} onRetry={() => conversion.refetch()} retrying={conversion.isFetching} /> : null}
      {!data ? (
        conversion.isError ? null : <ContentSkeleton label={t(common.loading)} />
      ) : data.totals.sent === 0 ? (
        <Empty description={t(messages.empty)} />
      ) : (
        <Flex vertical gap={16}>
          <Surface>
            <p style={{ margin: 0, fontSize: 16 }}>
              {t(messages.totals, { sent: format.count(data.totals.sent), read: format.count(data.totals.read), converted: format.count(data.totals.converted), rate: format.rate(data.totals.converted, data.totals.sent) })}
            </p>
            <p style={{ margin: 0 }}>
              {data.previousAvailable ? t(messages.previous, { rate: format.rate(data.previousTotals.converted, data.previousTotals.sent) }) : t(messages.noPrevious)}
            </p>
          </Surface>
          <Surface>
            <h2 style={{ fontSize: 18, marginTop: 0 }}>{t(messages.byFlow)}</h2>
            <ListTable<FlowRow> rowKey="flowId" columns={columns} dataSource={data.byFlow} pagination={false} loading={conversion.isPlaceholderData} aria-label={t(messages.byFlow)} />
          </Surface>
          <Surface>
            <BarChart
              title={t(messages.byPeriod)}
              summary={t(messages.byPeriodSummary, { converted: format.count(data.totals.converted), sent: format.count(data.totals.sent), days: data.windowDays })}
              categoryLabel={t(messages.date)}
              series={[
                { key: 'sent', label: t(messages.sent) },
                { key: 'converted', label: t(messages.converted) },
              ]}
              rows={data.series.map((point) => ({ label: format.bucket(point.start, data.period), values: { sent: point.sent, converted: point.converted } }))}
              format={format.count}
            />
          </Surface>
        </Flex>
      )}
      <ScrollToTop label={t(messages.toTop)} />
    </section>
  );
}

/** Spec section 2: the floating scroll-to-top button of the Conversion page, shown once the page is scrolled. */
function ScrollToTop({ label }: { label: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > 300);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <Button
      type="primary"
      shape="circle"
      aria-label={label}
      title={label}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      style={{ position: 'fixed', insetInlineEnd: 24, bottom: 96, width: 48, height: 48, zIndex: 20 }}
    >
      <span aria-hidden="true">{"\u2191"}</span>
    </Button>
  );
}

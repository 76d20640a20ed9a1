import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { CONVERSION_WINDOWS, type ConversionWindow, type Flow, type FlowConversion } from '@cabinet/api/flows';
import { useRemoteProps } from '@cabinet/contracts';
import { Empty, Flex, Typography, ContentSkeleton } from '@cabinet/design/core';
import { Segmented, type TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate, type Locale } from '@cabinet/i18n';
import { ListTable, LoadFailedAlert } from '@cabinet/toolkit/list';
import { useFlowConversion } from '../../api/flows';
import { CONVERSION_PERIOD_DAYS, rateOf, resolveWindow } from './conversion';

const messages = {
  window: /*i18n*/ { id: 'flows.conversion.window', message: 'Conversion window' },
  windowOption: /*i18n*/ { id: 'flows.conversion.windowOption', message: '{days, plural, one {# day} other {# days}}' },
  period: /*i18n*/ { id: 'flows.conversion.period', message: 'Period: the last {days, plural, one {# day} other {# days}}, {from} – {to}' },
  meaning: /*i18n*/ {
    id: 'flows.conversion.meaning',
    message: 'Converted: the client made a booking within {days, plural, one {# day} other {# days}} of the message.',
  },
  sent: /*i18n*/ { id: 'flows.conversion.sent', message: 'Sent' },
  read: /*i18n*/ { id: 'flows.conversion.read', message: 'Read' },
  converted: /*i18n*/ { id: 'flows.conversion.converted', message: 'Converted' },
  readRate: /*i18n*/ { id: 'flows.conversion.readRate', message: 'Read rate' },
  conversionRate: /*i18n*/ { id: 'flows.conversion.conversionRate', message: 'Conversion rate' },
  date: /*i18n*/ { id: 'flows.conversion.date', message: 'Date' },
  byDay: /*i18n*/ { id: 'flows.conversion.byDay', message: 'Conversion by day' },
  loading: /*i18n*/ { id: 'flows.conversion.loading', message: 'Loading the conversion…' },
  loadFailed: /*i18n*/ { id: 'flows.conversion.loadFailed', message: 'The conversion could not be loaded' },
  empty: /*i18n*/ { id: 'flows.conversion.empty', message: 'This flow sent no messages in the last {days, plural, one {# day} other {# days}}' },
};

/** A rate of nothing sent. */
const NO_RATE = '–';

type ConversionDay = FlowConversion['days'][number];

/** The API's days are whole UTC days (YYYY-MM-DD): shown as that calendar day in any time zone. */
const dayOf = (date: string, locale: Locale) => formatDate(`${date}T00:00:00Z`, locale, 'date', 'UTC');

function useFormats(locale: Locale) {
  return useMemo(() => {
    const count = new Intl.NumberFormat(locale);
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    return {
      count: (value: number) => count.format(value),
      rate: (value: number, sent: number) => {
        const rate = rateOf(value, sent);
        return rate === null ? NO_RATE : percent.format(rate);
      },
    };
  }, [locale]);
}

/**
 * A window the URL names is the one shown; a choice shows at once and goes into the URL, so a link
 * reproduces the view (and the URL stays the truth when it changes under the tab: back, forward, a link).
 */
function useWindow(windowParam: string | null, onWindowChange: (window: ConversionWindow) => void) {
  const fromUrl = resolveWindow(windowParam);
  const [windowDays, setWindowDays] = useState(fromUrl);
  const [urlWindow, setUrlWindow] = useState(fromUrl);
  if (fromUrl !== urlWindow) {
    setUrlWindow(fromUrl);
    setWindowDays(fromUrl);
  }
  // An unknown window in the URL is the default one: the URL says so too.
  useEffect(() => {
    if (windowParam !== null && windowParam !== String(fromUrl)) onWindowChange(fromUrl);
  }, [windowParam, fromUrl, onWindowChange]);
  const choose = (next: ConversionWindow) => {
    setWindowDays(next);
    onWindowChange(next);
  };
  return [windowDays, choose] as const;
}

interface Props {
  flow: Flow;
  /** `?window=` of the URL while this tab is the open one, else null. */
  windowParam: string | null;
  onWindowChange: (window: ConversionWindow) => void;
}

/**
 * What the flow's messages led to (spec section 9: review conversion windows 7, 14, 21, 30 days): over
 * the last 30 days, the messages sent, read and converted, in total and by day. Read-only.
 */
export function ConversionTab({ flow, windowParam, onWindowChange }: Props) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const [windowDays, chooseWindow] = useWindow(windowParam, onWindowChange);
  const windowLabelId = useId();
  // The previous window's figures stay while the next ones load: the table says it is loading.
  const conversion = useFlowConversion(flow.id, { windowDays, days: CONVERSION_PERIOD_DAYS });
  const data = conversion.data;

  let body: ReactNode;
  if (data && data.totals.sent === 0) body = <Empty description={t(messages.empty, { days: CONVERSION_PERIOD_DAYS })} />;
  else if (data) body = <ConversionFigures conversion={data} loading={conversion.isPlaceholderData} />;
  else if (!conversion.isError) body = <ContentSkeleton label={t(messages.loading)} />;

  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={16} align="center" justify="space-between">
        <Flex wrap gap={8} align="center">
          <span id={windowLabelId}>{t(messages.window)}</span>
          <Segmented<ConversionWindow>
            aria-labelledby={windowLabelId}
            value={windowDays}
            onChange={chooseWindow}
            options={CONVERSION_WINDOWS.map((days) => ({ value: days, label: t(messages.windowOption, { days }) }))}
          />
        </Flex>
        {data ? (
          <Typography.Text>{t(messages.period, { days: CONVERSION_PERIOD_DAYS, from: dayOf(data.from, locale), to: dayOf(data.to, locale) })}</Typography.Text>
        ) : null}
      </Flex>
      {conversion.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => conversion.refetch()} retrying={conversion.isFetching} /> : null}
      {body}
    </Flex>
  );
}

function ConversionFigures({ conversion, loading }: { conversion: FlowConversion; loading: boolean }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const format = useFormats(locale);
  const { totals } = conversion;
  const figures = [
    { key: 'sent', label: t(messages.sent), value: format.count(totals.sent) },
    { key: 'read', label: t(messages.read), value: format.count(totals.read) },
    { key: 'converted', label: t(messages.converted), value: format.count(totals.converted) },
    { key: 'readRate', label: t(messages.readRate), value: format.rate(totals.read, totals.sent) },
    { key: 'conversionRate', label: t(messages.conversionRate), value: format.rate(totals.converted, totals.sent) },
  ];

  const columns: TableColumnsType<ConversionDay> = [
    { key: 'date', title: t(messages.date), render: (_, day) => dayOf(day.date, locale), onCell: () => ({ style: { whiteSpace: 'nowrap' } }) },
    { key: 'sent', title: t(messages.sent), align: 'end', render: (_, day) => format.count(day.sent) },
    { key: 'read', title: t(messages.read), align: 'end', render: (_, day) => format.count(day.read) },
    { key: 'converted', title: t(messages.converted), align: 'end', render: (_, day) => format.count(day.converted) },
    { key: 'conversionRate', title: t(messages.conversionRate), align: 'end', render: (_, day) => format.rate(day.converted, day.sent) },
  ];
  // Newest first: the days the owner asks about first are the recent ones.
  const days = [...conversion.days].reverse();

  return (
    <>
      <div>
        <dl style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 32px', margin: 0 }}>
          {figures.map((figure) => (
            <div key={figure.key}>
              <dt>
                <Typography.Text type="secondary">{figure.label}</Typography.Text>
              </dt>
              <dd style={{ margin: 0, fontSize: 24, fontWeight: 600 }}>{figure.value}</dd>
            </div>
          ))}
        </dl>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t(messages.meaning, { days: conversion.windowDays })}
        </Typography.Paragraph>
      </div>
      {/* Cards on a phone (issue 36): no column behind a sideways scroll. */}
      <ListTable<ConversionDay> aria-label={t(messages.byDay)} rowKey="date" columns={columns} dataSource={days} loading={loading} pagination={false} size="small" />
    </>
  );
}

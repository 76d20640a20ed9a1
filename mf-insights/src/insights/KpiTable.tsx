import { useRemoteProps } from '@cabinet/contracts';
import { useTranslate } from '@cabinet/i18n';
import { SmallTable, type SmallTableColumn } from '@cabinet/toolkit/small-table';

export interface Kpi {
  key: string;
  label: string;
  current: number;
  /** Null when the account is newer than the previous period: no figure to compare with, rather than a 0. */
  previous: number | null;
  format: (value: number) => string;
  /** Fewer is better (failures): a rise reads as worse. */
  lowerIsBetter?: boolean;
}

const messages = {
  caption: /*i18n*/ { id: 'insights.kpi.caption', message: 'Key figures against the previous period' },
  figure: /*i18n*/ { id: 'insights.kpi.figure', message: 'Figure' },
  current: /*i18n*/ { id: 'insights.kpi.current', message: 'This period' },
  previous: /*i18n*/ { id: 'insights.kpi.previous', message: 'Previous period' },
  change: /*i18n*/ { id: 'insights.kpi.change', message: 'Change' },
  better: /*i18n*/ { id: 'insights.kpi.better', message: 'better' },
  worse: /*i18n*/ { id: 'insights.kpi.worse', message: 'worse' },
  same: /*i18n*/ { id: 'insights.kpi.same', message: 'no change' },
  noPrevious: /*i18n*/ { id: 'insights.kpi.noPrevious', message: 'No data for the previous period' },
};

/** The relative change from previous to current, or null when there was nothing before. */
export function changeOf(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / previous;
}

/**
 * The KPI hot table (spec section 9: at least 3 items), each figure against the previous period. The
 * toolkit's small table: a row per figure where the columns fit, a card per figure on a phone (each title
 * beside its value), so no word is broken letter by letter to squeeze four columns into 390 px.
 */
export function KpiTable({ kpis }: { kpis: readonly Kpi[] }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const rows = kpis.map((kpi) => {
    const change = kpi.previous === null ? null : changeOf(kpi.current, kpi.previous);
    const direction = change === null || change === 0 ? 0 : Math.sign(change) * (kpi.lowerIsBetter ? -1 : 1);
    return { ...kpi, id: kpi.key, change, direction };
  });
  type Row = (typeof rows)[number];
  const columns: SmallTableColumn<Row>[] = [
    { key: 'figure', title: t(messages.figure), rowHeader: true, render: (kpi) => kpi.label },
    { key: 'current', title: t(messages.current), numeric: true, render: (kpi) => <strong>{kpi.format(kpi.current)}</strong> },
    {
      key: 'previous',
      title: t(messages.previous),
      numeric: true,
      render: (kpi) => (kpi.previous === null ? <span style={{ color: '#52525b' }}>{t(messages.noPrevious)}</span> : kpi.format(kpi.previous)),
    },
    {
      key: 'change',
      title: t(messages.change),
      numeric: true,
      render: (kpi) => (
        <span style={{ color: kpi.direction > 0 ? '#135200' : kpi.direction < 0 ? '#a8071a' : '#3f3f46' }}>
          {kpi.change === null ? '—' : `${percent.format(kpi.change)} (${t(kpi.direction > 0 ? messages.better : kpi.direction < 0 ? messages.worse : messages.same)})`}
        </span>
      ),
    },
  ];
  return <SmallTable label={t(messages.caption)} captioned columns={columns} rows={rows} />;
}

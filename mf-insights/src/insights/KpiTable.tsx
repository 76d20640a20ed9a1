import { useRemoteProps } from '@cabinet/contracts';
import { useTranslate } from '@cabinet/i18n';
import { SideScroll } from '@cabinet/toolkit/small-table';

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

/** The KPI hot table (spec section 9: at least 3 items), each figure against the previous period. */
export function KpiTable({ kpis }: { kpis: readonly Kpi[] }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  return (
    <SideScroll label={t(messages.caption)}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'start', fontWeight: 600, marginBottom: 8 }}>{t(messages.caption)}</caption>
        <thead>
          <tr>
            {[messages.figure, messages.current, messages.previous, messages.change].map((heading, index) => (
              <th key={heading.id} scope="col" style={{ ...cell, textAlign: index === 0 ? 'start' : 'end' }}>
                {t(heading)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {kpis.map((kpi) => {
            const change = kpi.previous === null ? null : changeOf(kpi.current, kpi.previous);
            const direction = change === null || change === 0 ? 0 : Math.sign(change) * (kpi.lowerIsBetter ? -1 : 1);
            const tone = direction > 0 ? '#135200' : direction < 0 ? '#a8071a' : '#3f3f46';
            return (
              <tr key={kpi.key}>
                <th scope="row" style={{ ...cell, fontWeight: 400 }}>{kpi.label}</th>
                <td style={{ ...cell, textAlign: 'end', fontWeight: 600 }}>{kpi.format(kpi.current)}</td>
                <td style={{ ...cell, textAlign: 'end', color: kpi.previous === null ? '#52525b' : undefined }}>{kpi.previous === null ? t(messages.noPrevious) : kpi.format(kpi.previous)}</td>
                <td style={{ ...cell, textAlign: 'end', color: tone }}>
                  {change === null ? '—' : `${percent.format(change)} (${t(direction > 0 ? messages.better : direction < 0 ? messages.worse : messages.same)})`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </SideScroll>
  );
}

// A long change ("+35.2% (better)") wraps inside its cell: on a 390 px phone the table never widens the page.
const cell = { padding: '6px 8px', borderBottom: '1px solid #e4e4e7', overflowWrap: 'anywhere' } as const;

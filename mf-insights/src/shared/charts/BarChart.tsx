import { useId } from 'react';
import { useTranslate } from '@cabinet/i18n';

/*
 * Our own SVG charts: measured against chart libraries (recharts 131.7 KB gzip, Chart.js 60.3 KB, uPlot
 * 23.0 KB, each before our code; docs/architecture.md), a few hundred lines of SVG cost about 2 KB and
 * stay in the DOM, where a screen reader and axe can read them; the canvas libraries draw pixels no
 * assistive technology sees. Each chart is a figure: the SVG names itself (role img with a summary) and
 * its data table follows under a disclosure, as the text alternative. Colours pass 3:1 against white
 * (WCAG 1.4.11) and every series is named in the legend, so colour is never the only cue.
 */

/** A palette that holds 3:1 or more against white, in the order series take it. */
export const CHART_COLORS = ['#0958d9', '#237804', '#ad4e00', '#a8071a', '#531dab', '#006d75'] as const;

const messages = {
  table: /*i18n*/ { id: 'insights.chart.table', message: 'Show the data as a table' },
};

export interface ChartSeries<K extends string> {
  key: K;
  label: string;
}

export interface BarChartProps<K extends string> {
  title: string;
  /** What the chart shows in a sentence: the figure's accessible name. */
  summary: string;
  categoryLabel: string;
  rows: ReadonlyArray<{ label: string; values: Readonly<Record<K, number>> }>;
  series: ReadonlyArray<ChartSeries<K>>;
  format: (value: number) => string;
  /** Bars side by side per category (default), or horizontal bars for long category names. */
  layout?: 'vertical' | 'horizontal';
}

const WIDTH = 640;

/** Grouped bars with their data table. */
export function BarChart<K extends string>({ title, summary, categoryLabel, rows, series, format, layout = 'vertical' }: BarChartProps<K>) {
  const t = useTranslate();
  const titleId = useId();
  const max = Math.max(1, ...rows.flatMap((row) => series.map((item) => row.values[item.key])));
  return (
    <figure style={{ margin: 0 }} aria-labelledby={titleId}>
      <figcaption id={titleId} style={{ fontWeight: 600, marginBottom: 8 }}>
        {title}
      </figcaption>
      <Legend series={series} />
      {layout === 'horizontal' ? <HorizontalBars rows={rows} series={series} max={max} format={format} summary={summary} /> : <VerticalBars rows={rows} series={series} max={max} summary={summary} />}
      <details>
        <summary>{t(messages.table)}</summary>
        <DataTable caption={title} categoryLabel={categoryLabel} rows={rows} series={series} format={format} />
      </details>
    </figure>
  );
}

function Legend<K extends string>({ series }: { series: ReadonlyArray<ChartSeries<K>> }) {
  if (series.length < 2) return null;
  return (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0, margin: '0 0 8px' }}>
      {series.map((item, index) => (
        <li key={item.key} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          <span aria-hidden="true" style={{ width: 12, height: 12, background: CHART_COLORS[index % CHART_COLORS.length], display: 'inline-block' }} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

function VerticalBars<K extends string>({ rows, series, max, summary }: { rows: BarChartProps<K>['rows']; series: ReadonlyArray<ChartSeries<K>>; max: number; summary: string }) {
  const height = 200;
  const slot = WIDTH / Math.max(1, rows.length);
  const barWidth = Math.max(1, (slot * 0.8) / series.length);
  const labelEvery = Math.ceil(rows.length / 12);
  return (
    <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${height + 24}`} style={{ width: '100%', height: 'auto', maxHeight: 260 }}>
      <line x1={0} x2={WIDTH} y1={height} y2={height} stroke="#71717a" />
      {rows.map((row, index) => (
        <g key={`${row.label}-${index}`}>
          {series.map((item, seriesIndex) => {
            const value = row.values[item.key];
            const barHeight = (value / max) * (height - 8);
            return <rect key={item.key} x={index * slot + slot * 0.1 + seriesIndex * barWidth} y={height - barHeight} width={barWidth} height={barHeight} fill={CHART_COLORS[seriesIndex % CHART_COLORS.length]} />;
          })}
          {index % labelEvery === 0 ? (
            <text x={index * slot + slot / 2} y={height + 16} fontSize={11} textAnchor="middle" fill="#3f3f46">
              {row.label}
            </text>
          ) : null}
        </g>
      ))}
    </svg>
  );
}

function HorizontalBars<K extends string>({ rows, series, max, format, summary }: { rows: BarChartProps<K>['rows']; series: ReadonlyArray<ChartSeries<K>>; max: number; format: (value: number) => string; summary: string }) {
  const rowHeight = 14 * series.length + 12;
  const labelWidth = 200;
  const height = rows.length * rowHeight;
  return (
    <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${Math.max(height, 1)}`} style={{ width: '100%', height: 'auto' }}>
      {rows.map((row, index) => (
        <g key={`${row.label}-${index}`} transform={`translate(0, ${index * rowHeight})`}>
          <text x={0} y={rowHeight / 2 + 4} fontSize={12} fill="#27272a">
            {row.label.length > 30 ? `${row.label.slice(0, 29)}…` : row.label}
          </text>
          {series.map((item, seriesIndex) => {
            const value = row.values[item.key];
            const width = (value / max) * (WIDTH - labelWidth - 70);
            return (
              <g key={item.key}>
                <rect x={labelWidth} y={6 + seriesIndex * 14} width={Math.max(width, 1)} height={12} fill={CHART_COLORS[seriesIndex % CHART_COLORS.length]} />
                <text x={labelWidth + width + 6} y={16 + seriesIndex * 14} fontSize={11} fill="#27272a">
                  {format(value)}
                </text>
              </g>
            );
          })}
        </g>
      ))}
    </svg>
  );
}

/** The chart's text alternative: every value of every series. */
export function DataTable<K extends string>({ caption, categoryLabel, rows, series, format }: { caption: string; categoryLabel: string; rows: BarChartProps<K>['rows']; series: ReadonlyArray<ChartSeries<K>>; format: (value: number) => string }) {
  return (
    <table style={{ borderCollapse: 'collapse', marginTop: 8 }}>
      <caption style={{ textAlign: 'start' }}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>{categoryLabel}</th>
          {series.map((item) => (
            <th key={item.key} scope="col" style={{ ...cell, textAlign: 'end' }}>
              {item.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.label}-${index}`}>
            <th scope="row" style={{ ...cell, fontWeight: 400 }}>{row.label}</th>
            {series.map((item) => (
              <td key={item.key} style={{ ...cell, textAlign: 'end' }}>
                {format(row.values[item.key])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const cell = { padding: '4px 8px', borderBottom: '1px solid #e4e4e7', textAlign: 'start' as const };

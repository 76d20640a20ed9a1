import { useId, useLayoutEffect, useState } from 'react';
import { useTranslate } from '@cabinet/i18n';
import { SideScroll } from '@cabinet/toolkit/small-table';

/*
 * Our own SVG charts: measured against chart libraries (recharts 131.7 KB gzip, Chart.js 60.3 KB, uPlot
 * 23.0 KB, each before our code; docs/architecture.md), a few hundred lines of SVG cost about 2 KB and
 * stay in the DOM, where a screen reader and axe can read them; the canvas libraries draw pixels no
 * assistive technology sees. Each chart is a figure: the SVG names itself (role img with a summary) and
 * its data table follows under a disclosure, as the text alternative. Colours pass 3:1 against white
 * (WCAG 1.4.11) and every series is named in the legend, so colour is never the only cue. Drawn at the
 * figure's measured width, never scaled: text stays 12 px from a phone to a desktop, with a value axis
 * and as many category labels as fit; a bar's values show on hover (its title).
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

/** The width drawn before the figure is measured (and in tests, where nothing has a width). */
const DEFAULT_WIDTH = 640;
/** Every text of a chart, in CSS pixels at every width: the SVG is drawn at its real width, never scaled down. */
const FONT = 12;
const TEXT = '#3f3f46';
const GRID = '#e4e4e7';
const AXIS = '#71717a';

/** The figure's drawn width, following its box (a phone, a resized window). */
function useWidth(): [(element: HTMLElement | null) => void, number] {
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  const [element, setElement] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = (measured: number) => {
      if (measured > 0) setWidth(Math.round(measured));
    };
    measure(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width];
}

/**
 * About five round steps from 0 to at least max (1, 2 or 5 times a power of ten), for the value axis. Counts
 * (`integers`) step by 1 at least: a new account's empty chart read 0, 0, 0, 1, 1, 1 (0.2 to 1 drawn as counts).
 */
export function valueTicks(max: number, integers = false): number[] {
  const rough = Math.max(max, 1) / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const round = ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const step = integers ? Math.max(round, 1) : round;
  // Multiplied, not summed, and rounded to the step's digits: 3 × 0.2 is 0.6, not 0.6000000000000001.
  return Array.from({ length: Math.ceil(max / step) + 1 }, (_, index) => Number((index * step).toPrecision(12)));
}

/** A text's width in pixels, near enough to space labels (no layout is read). */
const textWidth = (text: string) => text.length * FONT * 0.6;


/** Grouped bars with their data table. */
export function BarChart<K extends string>({ title, summary, categoryLabel, rows, series, format, layout = 'vertical' }: BarChartProps<K>) {
  const t = useTranslate();
  const titleId = useId();
  const [measured, width] = useWidth();
  const max = Math.max(1, ...rows.flatMap((row) => series.map((item) => row.values[item.key])));
  const integers = rows.every((row) => series.every((item) => Number.isInteger(row.values[item.key])));
  return (
    <figure ref={measured} style={{ margin: 0, minWidth: 0 }} aria-labelledby={titleId}>
      <figcaption id={titleId} style={{ fontWeight: 600, marginBottom: 8 }}>
        {title}
      </figcaption>
      <Legend series={series} />
      {layout === 'horizontal' ? (
        <HorizontalBars rows={rows} series={series} max={max} format={format} summary={summary} width={width} />
      ) : (
        <VerticalBars rows={rows} series={series} max={max} integers={integers} format={format} summary={summary} width={width} />
      )}
      <details>
        <summary>{t(messages.table)}</summary>
        <SideScroll label={title}>
          <DataTable caption={title} categoryLabel={categoryLabel} rows={rows} series={series} format={format} />
        </SideScroll>
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

function VerticalBars<K extends string>({ rows, series, max, integers, format, summary, width }: { rows: BarChartProps<K>['rows']; series: ReadonlyArray<ChartSeries<K>>; max: number; integers: boolean; format: (value: number) => string; summary: string; width: number }) {
  const ticks = valueTicks(max, integers);
  const top = ticks[ticks.length - 1] ?? 1;
  const axisWidth = Math.ceil(Math.max(...ticks.map((tick) => textWidth(format(tick))))) + 8;
  const plotHeight = 200;
  const height = plotHeight + FONT + 16;
  const plotWidth = Math.max(1, width - axisWidth - 4);
  const slot = plotWidth / Math.max(1, rows.length);
  const barWidth = Math.max(1, (slot * 0.8) / series.length);
  // As many category labels as fit side by side, evenly spread.
  const widest = Math.max(1, ...rows.map((row) => textWidth(row.label)));
  const labelEvery = Math.max(1, Math.ceil((widest + 8) / slot));
  const y = (value: number) => plotHeight - (value / top) * (plotHeight - 4);
  return (
    <svg role="img" aria-label={summary} width={width} height={height} viewBox={`0 0 ${width} ${height}`} style={{ display: 'block', maxWidth: '100%' }}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={axisWidth} x2={width} y1={y(tick)} y2={y(tick)} stroke={tick === 0 ? AXIS : GRID} />
          <text x={axisWidth - 6} y={y(tick) + FONT / 3} fontSize={FONT} textAnchor="end" fill={TEXT}>
            {format(tick)}
          </text>
        </g>
      ))}
      {rows.map((row, index) => {
        const x = axisWidth + index * slot;
        return (
          <g key={`${row.label}-${index}`}>
            <title>{`${row.label}: ${series.map((item) => `${item.label} ${format(row.values[item.key])}`).join(', ')}`}</title>
            {series.map((item, seriesIndex) => {
              const value = row.values[item.key];
              return <rect key={item.key} x={x + slot * 0.1 + seriesIndex * barWidth} y={y(value)} width={barWidth} height={plotHeight - y(value)} fill={CHART_COLORS[seriesIndex % CHART_COLORS.length]} />;
            })}
            {index % labelEvery === 0 ? (
              <text x={Math.min(Math.max(x + slot / 2, axisWidth + textWidth(row.label) / 2), width - textWidth(row.label) / 2)} y={plotHeight + FONT + 6} fontSize={FONT} textAnchor="middle" fill={TEXT}>
                {row.label}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}

function HorizontalBars<K extends string>({ rows, series, max, format, summary, width }: { rows: BarChartProps<K>['rows']; series: ReadonlyArray<ChartSeries<K>>; max: number; format: (value: number) => string; summary: string; width: number }) {
  // Labels beside the bars where there is room, above them on a phone.
  const beside = width >= 480;
  const labelWidth = beside ? Math.min(200, width * 0.35) : 0;
  const labelHeight = beside ? 0 : FONT + 6;
  const valueWidth = Math.ceil(textWidth(format(max))) + 8;
  const barsHeight = 14 * series.length + 8;
  const rowHeight = labelHeight + barsHeight;
  const height = rows.length * rowHeight;
  const maxChars = Math.max(4, Math.floor((beside ? labelWidth - 8 : width) / (FONT * 0.6)));
  const barSpace = Math.max(1, width - labelWidth - valueWidth);
  return (
    <svg role="img" aria-label={summary} width={width} height={Math.max(height, 1)} viewBox={`0 0 ${width} ${Math.max(height, 1)}`} style={{ display: 'block', maxWidth: '100%' }}>
      {rows.map((row, index) => (
        <g key={`${row.label}-${index}`} transform={`translate(0, ${index * rowHeight})`}>
          <title>{`${row.label}: ${series.map((item) => `${item.label} ${format(row.values[item.key])}`).join(', ')}`}</title>
          <text x={0} y={beside ? barsHeight / 2 + FONT / 3 : FONT} fontSize={FONT} fill={TEXT}>
            {row.label.length > maxChars ? `${row.label.slice(0, maxChars - 1)}…` : row.label}
          </text>
          {series.map((item, seriesIndex) => {
            const value = row.values[item.key];
            const barLength = (value / max) * barSpace;
            const top = labelHeight + 4 + seriesIndex * 14;
            return (
              <g key={item.key}>
                <rect x={labelWidth} y={top} width={Math.max(barLength, 1)} height={12} fill={CHART_COLORS[seriesIndex % CHART_COLORS.length]} />
                <text x={labelWidth + barLength + 6} y={top + 10} fontSize={FONT} fill={TEXT}>
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

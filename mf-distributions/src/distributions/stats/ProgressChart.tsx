import { useLayoutEffect, useState } from 'react';
import type { DistributionStats } from '@cabinet/api/distributions';
import { useDesignToken } from '@cabinet/design/core';
import { useTranslate } from '@cabinet/i18n';
import { useAccountDate } from '../../shared/formatIn';

const messages = {
  chart: /*i18n*/ { id: 'distributions.stats.chart', message: 'Messages sent, delivered, read and replied, by hour (cumulative)' },
  sent: /*i18n*/ { id: 'distributions.stats.series.sent', message: 'Sent' },
  delivered: /*i18n*/ { id: 'distributions.stats.series.delivered', message: 'Delivered' },
  read: /*i18n*/ { id: 'distributions.stats.series.read', message: 'Read' },
  replied: /*i18n*/ { id: 'distributions.stats.series.replied', message: 'Replied' },
  empty: /*i18n*/ { id: 'distributions.stats.chartEmpty', message: 'Nothing sent yet' },
};

const SERIES = ['sent', 'delivered', 'read', 'replied'] as const;
type Series = (typeof SERIES)[number];

/** The width drawn before the figure is measured (and in tests, where nothing has a width). */
const DEFAULT_WIDTH = 640;
const HEIGHT = 220;
/** The labels' size in CSS pixels at every width: the SVG is drawn at its real width, never scaled down. */
const FONT = 12;
const PAD = { left: 40, right: 12, top: 12, bottom: 28 };

/**
 * The figure's drawn width, following its box: a viewBox scaled to a 390 px phone shrank the labels to
 * 5 px (issue 36, item 16), as mf-insights' charts once did.
 */
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
 * Progress over time: the running totals of each step of the funnel, hour by hour, as lines. Drawn in
 * SVG here rather than with a chart library: four lines and two axes do not need one, and the stats
 * screen (loaded only when opened) stays small. The legend gives each line's total in words. Drawn at the
 * figure's measured width, so its text keeps 12 px from a phone to a desktop.
 */
export function ProgressChart({ timeline }: { timeline: DistributionStats['timeline'] }) {
  const t = useTranslate();
  const token = useDesignToken();
  const label = useAccountDate();
  const [measured, width] = useWidth();
  const colors: Record<Series, string> = { sent: token.colorPrimary, delivered: token.colorInfo, read: token.colorSuccess, replied: token.colorWarning };
  if (timeline.length === 0) return <p ref={measured}>{t(messages.empty)}</p>;

  const totals: Record<Series, number[]> = { sent: [], delivered: [], read: [], replied: [] };
  const running: Record<Series, number> = { sent: 0, delivered: 0, read: 0, replied: 0 };
  for (const hour of timeline) {
    for (const series of SERIES) {
      running[series] += hour[series];
      totals[series].push(running[series]);
    }
  }
  const max = Math.max(1, ...totals.sent);
  const x = (index: number) => PAD.left + (timeline.length === 1 ? 0 : (index / (timeline.length - 1)) * (width - PAD.left - PAD.right));
  const y = (value: number) => HEIGHT - PAD.bottom - (value / max) * (HEIGHT - PAD.top - PAD.bottom);

  return (
    <figure ref={measured} style={{ margin: 0, minWidth: 0 }}>
      <svg viewBox={`0 0 ${width} ${HEIGHT}`} width={width} height={HEIGHT} role="img" aria-label={t(messages.chart)} style={{ display: 'block', maxWidth: '100%' }}>
        <line x1={PAD.left} y1={HEIGHT - PAD.bottom} x2={width - PAD.right} y2={HEIGHT - PAD.bottom} stroke={token.colorBorder} />
        <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={HEIGHT - PAD.bottom} stroke={token.colorBorder} />
        <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" fontSize={FONT} fill={token.colorTextSecondary}>
          {max}
        </text>
        <text x={PAD.left - 6} y={HEIGHT - PAD.bottom} textAnchor="end" fontSize={FONT} fill={token.colorTextSecondary}>
          {0}
        </text>
        <text x={PAD.left} y={HEIGHT - 8} fontSize={FONT} fill={token.colorTextSecondary}>
          {label(timeline[0]?.at ?? '')}
        </text>
        <text x={width - PAD.right} y={HEIGHT - 8} textAnchor="end" fontSize={FONT} fill={token.colorTextSecondary}>
          {label(timeline.at(-1)?.at ?? '')}
        </text>
        {SERIES.map((series) => (
          <polyline
            key={series}
            fill="none"
            stroke={colors[series]}
            strokeWidth={2}
            points={totals[series].map((value, index) => `${x(index)},${y(value)}`).join(' ')}
          />
        ))}
      </svg>
      <figcaption>
        <ul style={{ display: 'flex', gap: 16, listStyle: 'none', padding: 0, margin: '8px 0 0', flexWrap: 'wrap' }}>
          {SERIES.map((series) => (
            <li key={series} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
              <span aria-hidden style={{ width: 12, height: 3, background: colors[series], display: 'inline-block' }} />
              {t(messages[series])}: {running[series]}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

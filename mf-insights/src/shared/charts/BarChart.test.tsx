import { screen, within } from '@testing-library/react';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { BarChart, valueTicks } from './BarChart';

const rows = Array.from({ length: 30 }, (_, index) => ({ label: `Nov ${index + 1}`, values: { sent: index * 7 } }));

function Chart({ layout }: { layout?: 'vertical' | 'horizontal' }) {
  return <BarChart title="Messages by day" summary="Messages sent each day" categoryLabel="Day" rows={rows} series={[{ key: 'sent', label: 'Sent' }]} format={(value) => String(value)} layout={layout} />;
}

const boxWidth = (px: number) => jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: px, height: 300 }));
afterEach(() => jest.restoreAllMocks());

/** The size a text is drawn at on screen: its font size times the SVG's scale (drawn width / viewBox width). */
function drawnFontSizes(svg: Element): number[] {
  const [, , viewBoxWidth] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
  const scale = Number(svg.getAttribute('width')) / (viewBoxWidth ?? NaN);
  return [...svg.querySelectorAll('text')].map((text) => Number(text.getAttribute('font-size')) * scale);
}

describe('BarChart', () => {
  for (const width of [358, 1000]) {
    it(`keeps its text at 11 px or more at ${width} px, with a value axis and labels that do not collide`, async () => {
      boxWidth(width);
      await renderScreen(<Chart />, { route: 'insights' });
      const svg = screen.getByRole('img', { name: 'Messages sent each day' });
      expect(Number(svg.getAttribute('width'))).toBe(width);
      const sizes = drawnFontSizes(svg);
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
      // The value axis: round steps from 0 past the largest value (203).
      const texts = [...svg.querySelectorAll('text')].map((text) => text.textContent);
      expect(texts.slice(0, 6)).toEqual(['0', '50', '100', '150', '200', '250']);
      // Category labels: as many as fit, each about 12 px × 0.6 a character wide with a gap.
      const labels = texts.filter((text) => text?.startsWith('Nov'));
      expect(labels.length * 6 * 7.2).toBeLessThanOrEqual(width);
      expect(labels.length).toBeGreaterThanOrEqual(width > 500 ? 10 : 4);
      expect(within(svg).getAllByText((_, element) => element?.tagName === 'title' && element.textContent === 'Nov 30: Sent 203')).toHaveLength(1);
    });
  }

  it('puts long labels above the bars on a phone, at a legible size', async () => {
    boxWidth(358);
    await renderScreen(<Chart layout="horizontal" />, { route: 'insights' });
    const svg = screen.getByRole('img', { name: 'Messages sent each day' });
    expect(Math.min(...drawnFontSizes(svg))).toBeGreaterThanOrEqual(11);
    expect(Number(svg.getAttribute('width'))).toBe(358);
  });
});

describe('valueTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten from 0 past the largest value', () => {
    expect(valueTicks(203)).toEqual([0, 50, 100, 150, 200, 250]);
    expect(valueTicks(9)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(valueTicks(1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(valueTicks(200)).toEqual([0, 50, 100, 150, 200]);
  });

  it('steps counts by whole numbers, so an empty or small chart repeats no label (issue 36 walk)', () => {
    expect(valueTicks(1, true)).toEqual([0, 1]);
    expect(valueTicks(3, true)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(9, true)).toEqual([0, 2, 4, 6, 8, 10]);
  });

  it('draws an empty chart of counts with distinct value labels', async () => {
    boxWidth(600);
    const empty = rows.map((row) => ({ ...row, values: { sent: 0 } }));
    await renderScreen(<BarChart title="Messages by day" summary="Messages sent each day" categoryLabel="Day" rows={empty} series={[{ key: 'sent', label: 'Sent' }]} format={(value) => String(Math.round(value))} />, { route: 'insights' });
    const svg = screen.getByRole('img', { name: 'Messages sent each day' });
    const labels = [...svg.querySelectorAll('text')].map((text) => text.textContent).filter((text) => /^\d+$/.test(text ?? ''));
    expect(labels).toEqual(['0', '1']);
  });
});

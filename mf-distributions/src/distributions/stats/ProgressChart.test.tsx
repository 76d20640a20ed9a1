import { screen } from '@testing-library/react';
import { DISTRIBUTIONS_PATHS } from '@cabinet/api/distributions';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { ProgressChart } from './ProgressChart';

jest.setTimeout(60_000);

const timeline = [
  { at: '2099-06-01T01:00:00.000Z', sent: 120, delivered: 100, read: 80, replied: 10 },
  { at: '2099-06-01T02:00:00.000Z', sent: 279, delivered: 285, read: 197, replied: 56 },
];

describe('the mailing’s progress chart on a phone (issue 36, item 16)', () => {
  const rect = HTMLElement.prototype.getBoundingClientRect;
  afterEach(() => {
    HTMLElement.prototype.getBoundingClientRect = rect;
  });

  it('is drawn at the width it is given, so its labels keep their size on a 390 px screen', async () => {
    // The card's inside on a 390 px phone (jsdom lays nothing out).
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      return this.tagName === 'FIGURE' ? DOMRect.fromRect({ width: 308, height: 260 }) : rect.call(this);
    };
    const api = async (request: Request, path: string) => {
      if (request.method === 'GET' && path === DISTRIBUTIONS_PATHS.options) {
        return Response.json({ channels: ['whatsapp'], isTestUser: false, timeZone: 'Europe/Moscow', dailyLimit: 300, usedToday: 0, previousStartAt: null, assistants: [], clientCategories: [] });
      }
      return undefined;
    };
    await renderScreen(<ProgressChart timeline={timeline} />, { route: 'distributions.stats', params: { distributionId: 'x' }, api });
    const chart = await screen.findByRole('img', { name: 'Messages sent, delivered, read and replied, by hour (cumulative)' });
    // Not a 640-wide drawing scaled into 308 px (its 11 px labels read 5 px): one user unit is one pixel.
    expect(chart).toHaveAttribute('width', '308');
    expect(chart.getAttribute('viewBox')).toBe(`0 0 308 ${chart.getAttribute('height')}`);
    const labels = Array.from(chart.querySelectorAll('text'));
    expect(labels.length).toBeGreaterThanOrEqual(4);
    for (const label of labels) expect(Number(label.getAttribute('font-size'))).toBeGreaterThanOrEqual(11);
    // The last hour's label ends inside the drawing.
    expect(Number(labels.at(-1)?.getAttribute('x'))).toBeLessThanOrEqual(308);
  });
});

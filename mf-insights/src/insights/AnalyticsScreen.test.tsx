import { configure, screen, within } from '@testing-library/react';
import { INSIGHTS_PATHS } from '@cabinet/api/insights';
import type { Analytics, ConversionInsight, Revenue } from '@cabinet/api/insights';
import { fakeApi } from '@cabinet/api/testing';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../catalog';
import { AnalyticsScreen } from './AnalyticsScreen';
import { changeOf } from './KpiTable';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const start = (day: number) => `2026-11-${String(day).padStart(2, '0')}T00:00:00.000Z`;

function analytics(deepUnlocked: boolean, previousAvailable = true): Analytics {
  return {
    period: 'week',
    range: { from: start(19), to: '2026-11-25T12:00:00.000Z' },
    previousRange: { from: start(12), to: start(19) },
    current: { total: 220, sent: 200, delivered: 180, read: 150, replied: 40, failed: 10, skipped: 10 },
    previous: previousAvailable ? { total: 110, sent: 100, delivered: 90, read: 60, replied: 20, failed: 5, skipped: 5 } : { total: 0, sent: 0, delivered: 0, read: 0, replied: 0, failed: 0, skipped: 0 },
    previousAvailable,
    byStatus: [
      { status: 'queued', count: 0 },
      { status: 'waitingWindow', count: 0 },
      { status: 'sent', count: 20 },
      { status: 'delivered', count: 30 },
      { status: 'read', count: 110 },
      { status: 'replied', count: 40 },
      { status: 'failed', count: 10 },
      { status: 'skipped', count: 10 },
    ],
    byChannel: [{ channel: 'whatsapp', sent: 180, read: 140, failed: 8 }, { channel: 'sms', sent: 20, read: 10, failed: 2 }, { channel: 'telegram', sent: 0, read: 0, failed: 0 }, { channel: 'max', sent: 0, read: 0, failed: 0 }, { channel: 'waba', sent: 0, read: 0, failed: 0 }],
    series: [19, 20, 21, 22, 23, 24, 25].map((day) => ({ start: start(day), sent: day, delivered: 0, read: 1, replied: 0, failed: 0 })),
    deepUnlocked,
  };
}

const conversion: ConversionInsight = {
  period: 'week',
  windowDays: 7,
  range: { from: start(19), to: '2026-11-25T12:00:00.000Z' },
  totals: { sent: 200, read: 150, converted: 30 },
  previousTotals: { sent: 100, read: 60, converted: 20 },
  previousAvailable: true,
  byFlow: [{ flowId: 'f1', title: 'Return visit', type: 'returnVisit', sent: 50, read: 40, converted: 20 }],
  series: [],
};

const revenue: Revenue = {
  period: 'week',
  windowDays: 7,
  range: conversion.range,
  current: { visits: 12, visitsRevenue: 36_000, orders: 0, ordersRevenue: 0, total: 36_000 },
  previous: { visits: 8, visitsRevenue: 24_000, orders: 0, ordersRevenue: 0, total: 24_000 },
  previousAvailable: true,
  series: [19, 20, 21, 22, 23, 24, 25].map((day) => ({ start: start(day), total: day === 25 ? 36_000 : 0 })),
  byFlow: [],
};

function api(deepUnlocked: boolean, previousAvailable = true) {
  return fakeApi()
    .on('GET', INSIGHTS_PATHS.analytics, () => analytics(deepUnlocked, previousAvailable))
    .on('GET', INSIGHTS_PATHS.conversion, () => ({ ...conversion, previousAvailable }))
    .on('GET', INSIGHTS_PATHS.revenue, () => ({ ...revenue, previousAvailable }));
}

const session = { status: 'authenticated' as const, user: TEST_USER, roles: [] };

describe('AnalyticsScreen', () => {
  it('puts each KPI against the previous period, and every chart has its data table', async () => {
    const fake = api(true);
    await renderScreen(<AnalyticsScreen />, { route: 'insights', title: 'Analytics', api: fake.handler, search: '?period=week', session });
    const kpis = await screen.findByRole('table', { name: 'Key figures against the previous period' });
    const row = (name: string) => within(kpis).getByRole('rowheader', { name }).closest('tr');
    expect(within(row('Messages sent') as HTMLElement).getByText('+100% (better)')).toBeInTheDocument();
    expect(within(row('Failed messages') as HTMLElement).getByText('+100% (worse)')).toBeInTheDocument();
    expect(within(row('Read rate') as HTMLElement).getByText('75%')).toBeInTheDocument();
    expect(within(row('Conversion to a booking (7 days)') as HTMLElement).getByText('15%')).toBeInTheDocument();
    expect(await within(kpis).findByRole('rowheader', { name: 'Revenue attributed to messages' })).toBeInTheDocument();
    expect(within(kpis).getAllByRole('row').length).toBeGreaterThanOrEqual(4);

    expect(screen.getByRole('img', { name: '200 messages sent, 150 read and 40 replied over the period' })).toBeInTheDocument();
    const byChannel = screen.getByRole('table', { name: 'Messages by channel' });
    expect(within(within(byChannel).getByRole('rowheader', { name: 'SMS' }).closest('tr') as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['20', '10', '2']);
    expect(await screen.findByRole('figure', { name: 'Revenue attributed to messages' })).toBeInTheDocument();
    expect(fake.lastQuery(INSIGHTS_PATHS.analytics)).toEqual({ period: 'week' });
  });

  it('says there is no data for the previous period, rather than 0, when the account is newer than it', async () => {
    await renderScreen(<AnalyticsScreen />, { route: 'insights', api: api(true, false).handler, search: '?period=week', session });
    const kpis = await screen.findByRole('table', { name: 'Key figures against the previous period' });
    await within(kpis).findByRole('rowheader', { name: 'Revenue attributed to messages' });
    for (const name of ['Messages sent', 'Read rate', 'Failed messages', 'Conversion to a booking (7 days)', 'Revenue attributed to messages']) {
      const cells = within(within(kpis).getByRole('rowheader', { name }).closest('tr') as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
      expect([name, cells[1], cells[2]]).toEqual([name, 'No data for the previous period', '—']);
    }
  });

  it('shows the locked-feature teaser instead of the deep dashboards without the analytics tariff, and never asks for them', async () => {
    const fake = api(false);
    await renderScreen(<AnalyticsScreen />, { route: 'insights', api: fake.handler, session });
    expect(await screen.findByText(/Revenue and conversion dashboards/)).toBeInTheDocument();
    expect(screen.queryByRole('figure', { name: 'Revenue attributed to messages' })).not.toBeInTheDocument();
    expect(fake.callsTo(INSIGHTS_PATHS.revenue)).toHaveLength(0);
  });
});

describe('changeOf', () => {
  it('is the relative change, zero for nothing to nothing, none from nothing', () => {
    expect(changeOf(150, 100)).toBe(0.5);
    expect(changeOf(0, 0)).toBe(0);
    expect(changeOf(5, 0)).toBeNull();
  });
});

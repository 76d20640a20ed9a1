import { configure, screen } from '@testing-library/react';
import { INSIGHTS_PATHS, type ConversionInsight } from '@cabinet/api/insights';
import { fakeApi } from '@cabinet/api/testing';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../../catalog';
import { ConversionScreen } from './ConversionScreen';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const conversion = (previousAvailable: boolean): ConversionInsight => ({
  period: 'month',
  windowDays: 7,
  range: { from: '2026-11-01T00:00:00.000Z', to: '2026-11-25T12:00:00.000Z' },
  totals: { sent: 200, read: 150, converted: 30 },
  previousTotals: previousAvailable ? { sent: 100, read: 60, converted: 20 } : { sent: 0, read: 0, converted: 0 },
  previousAvailable,
  byFlow: [{ flowId: 'f1', title: 'Return visit', type: 'returnVisit', sent: 200, read: 150, converted: 30 }],
  series: [],
});

const session = { status: 'authenticated' as const, user: TEST_USER, roles: [] };

describe('ConversionScreen', () => {
  it('compares with the previous period, or says it has no data when the account is newer than it', async () => {
    const before = await renderScreen(<ConversionScreen />, { route: 'insights.conversion', title: 'Conversion', api: fakeApi().on('GET', INSIGHTS_PATHS.conversion, () => conversion(true)).handler, session });
    expect(await screen.findByText('Previous period: 20%')).toBeInTheDocument();
    before.unmount();
    await renderScreen(<ConversionScreen />, { route: 'insights.conversion', title: 'Conversion', api: fakeApi().on('GET', INSIGHTS_PATHS.conversion, () => conversion(false)).handler, session });
    expect(await screen.findByText('Previous period: no data, the account is newer than it')).toBeInTheDocument();
    expect(screen.queryByText('Previous period: 0%')).not.toBeInTheDocument();
  });
});

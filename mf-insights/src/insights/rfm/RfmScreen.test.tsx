import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INSIGHTS_PATHS, RFM_SEGMENTS, type RfmReport } from '@cabinet/api/insights';
import { SYSTEM_ACCOUNT_PATHS } from '@cabinet/api/systemAccounts';
import { apiError, fakeApi, LIMITED_STAFF_ACCESS, makePage } from '@cabinet/api/testing';
import { renderWithHistory } from '@cabinet/toolkit/testing';
import '../../catalog';
import { RfmScreen } from './RfmScreen';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

const dashboard = { id: '11111111-1111-4111-8111-111111111111', name: 'Year', periodMonths: 12, createdAt: '2026-11-01T00:00:00.000Z' };
const report: RfmReport = {
  dashboard,
  range: { from: '2025-11-25T00:00:00.000Z', to: '2026-11-25T00:00:00.000Z' },
  clients: 10,
  revenue: 55_000,
  segments: RFM_SEGMENTS.map((segment) => ({ segment, clients: segment === 'champions' ? 2 : segment === 'hibernating' ? 8 : 0, revenue: segment === 'champions' ? 19_000 : segment === 'hibernating' ? 36_000 : 0 })),
  grid: [{ recency: 5, frequency: 5, clients: 2 }, { recency: 1, frequency: 1, clients: 8 }],
};

function rfmApi() {
  return fakeApi()
    .on('GET', INSIGHTS_PATHS.rfmDashboards, () => ({ items: [dashboard] }))
    .on('GET', INSIGHTS_PATHS.rfmDashboard, () => report)
    .on('GET', INSIGHTS_PATHS.rfmClients, () => ({
      ...makePage([{ clientId: 'c10', name: 'Client 10', phone: '+79160000010', lastVisitAt: '2026-11-20T10:00:00.000Z', visits: 10, revenue: 10_000, recency: 5, frequency: 5, monetary: 5 }]),
    }))
    .on('GET', INSIGHTS_PATHS.cohorts, () => ({ cohorts: [{ month: '2026-09-01', clients: 10, retained: [10, 5, 2] }] }));
}

describe('RfmScreen', () => {
  it('shows the segments and the grid, opens a segment’s clients, and toggles the cohorts between percent and clients', async () => {
    const api = rfmApi();
    const rendered = await renderWithHistory(<RfmScreen />, { route: 'insights.rfm', params: { dashboardId: dashboard.id }, title: 'RFM analysis', api: api.handler });
    const segments = await screen.findByRole('table', { name: 'Segments' });
    const champions = within(segments).getByRole('rowheader', { name: 'Champions' }).closest('tr');
    expect(within(champions as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['2', '20%', '19,000\u00a0₽']);
    expect(within(screen.getByRole('table', { name: /Clients by recency/ })).getAllByText('8')).toHaveLength(1);

    await userEvent.setup({ delay: null }).click(within(segments).getByRole('button', { name: 'Show the clients of Champions' }));
    await waitFor(() => expect(rendered.history.current()).toBe('?segment=champions'));
    const clients = await screen.findByRole('table', { name: 'Clients: Champions' });
    expect(await within(clients).findByText('Client 10')).toBeInTheDocument();
    expect(api.lastQuery(INSIGHTS_PATHS.rfmClients)).toMatchObject({ segment: 'champions', page: '1' });
    // One click to a mailing whose recipients are the segment's clients.
    await userEvent.setup({ delay: null }).click(screen.getByRole('link', { name: 'Start a mailing to these clients' }));
    const started = rendered.navigations.at(-1);
    expect(started?.id).toBe('distributions.create');
    expect(Object.fromEntries(new URLSearchParams(started?.options?.search))).toEqual({ rfmDashboard: dashboard.id, segment: 'champions', audienceName: 'RFM segment: Champions' });

    const cohorts = await screen.findByRole('table', { name: /Cohorts/ });
    expect(within(cohorts).getByText('50%')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByText('Clients', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(rendered.history.current()).toContain('cohortView=absolute'));
    expect(await within(cohorts).findByText('5')).toBeInTheDocument();
  });

  it('shows each segment as a card on a 390 px phone, with its figures and its clients’ button (issue 36, item 17)', async () => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 358, height: 600 }));
    try {
      await renderWithHistory(<RfmScreen />, { route: 'insights.rfm', params: { dashboardId: dashboard.id }, title: 'RFM analysis', api: rfmApi().handler });
      const segments = await screen.findByRole('list', { name: 'Segments' });
      expect(screen.queryByRole('table', { name: 'Segments' })).not.toBeInTheDocument();
      const champions = within(segments).getByRole('button', { name: 'Show the clients of Champions' }).closest('li');
      if (!champions) throw new Error('No card');
      expect(within(champions).getAllByRole('definition').map((value) => value.textContent)).toEqual(['Champions', '2', '20%', '19,000\u00a0₽']);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('tells a booking-system user without the rights the segments are read with what that stops (spec section 2, issue 36 item 20)', async () => {
    const api = rfmApi().on('GET', SYSTEM_ACCOUNT_PATHS.staffAccess, () => LIMITED_STAFF_ACCESS);
    await renderWithHistory(<RfmScreen />, { route: 'insights.rfm', params: { dashboardId: dashboard.id }, title: 'RFM analysis', api: api.handler });
    expect(await screen.findByText('Lotus, Nevsky: your rights in YCLIENTS are not enough')).toBeInTheDocument();
    expect(screen.getByText('No access to phones')).toBeInTheDocument();
  });

  it('shows the locked-feature teaser without the analytics tariff', async () => {
    const api = fakeApi().on('GET', INSIGHTS_PATHS.rfmDashboards, () => apiError(403, 'FEATURE_REQUIRES_ANALYTICS', 'This dashboard is available with the analytics tariff'));
    await renderWithHistory(<RfmScreen />, { route: 'insights.rfm', params: { dashboardId: 'default' }, api: api.handler });
    expect(await screen.findByText(/RFM analysis and cohorts/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Segments' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the Pro plan' })).toHaveAttribute('href', '/payments');
  });

  it('refuses an empty dashboard name at the field, keeping the form', async () => {
    const api = fakeApi().on('GET', INSIGHTS_PATHS.rfmDashboards, () => ({ items: [] })).on('GET', INSIGHTS_PATHS.cohorts, () => ({ cohorts: [] }));
    await renderWithHistory(<RfmScreen />, { route: 'insights.rfm', params: { dashboardId: 'default' }, api: api.handler });
    expect(await screen.findByText('No saved dashboards yet: name one and choose its period.')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Save the dashboard' }));
    expect(await screen.findByText('The field cannot be empty')).toBeInTheDocument();
    expect(screen.getByLabelText('New dashboard: Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(INSIGHTS_PATHS.rfmDashboards, 'POST')).toHaveLength(0);
  });

  it('says the API’s refusal of the name at the field, keeping what was typed and the period', async () => {
    const api = fakeApi()
      .on('GET', INSIGHTS_PATHS.rfmDashboards, () => ({ items: [] }))
      .on('GET', INSIGHTS_PATHS.cohorts, () => ({ cohorts: [] }))
      .on('POST', INSIGHTS_PATHS.rfmDashboards, () => apiError(400, 'VALIDATION_FAILED', 'Invalid', { name: 'text.tooLong' }));
    await renderWithHistory(<RfmScreen />, { route: 'insights.rfm', params: { dashboardId: 'default' }, api: api.handler });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('New dashboard: Name'), 'Regulars');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), '6');
    await user.click(screen.getByRole('button', { name: 'Save the dashboard' }));
    expect(await screen.findByText('The name is at most 100 characters')).toBeInTheDocument();
    expect(api.callsTo(INSIGHTS_PATHS.rfmDashboards, 'POST')).toEqual([expect.objectContaining({ body: { name: 'Regulars', periodMonths: 6 } })]);
    expect(screen.getByLabelText('New dashboard: Name')).toHaveValue('Regulars');
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveValue('6');
  });
});

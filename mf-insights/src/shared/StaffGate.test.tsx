import { configure, screen } from '@testing-library/react';
import { INSIGHTS_PATHS } from '@cabinet/api/insights';
import { fakeApi } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import '../catalog';
import { withStaffArea } from './StaffGate';

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

function Figures() {
  return <p>The figures</p>;
}

describe('withStaffArea', () => {
  it('shows the spec’s access-denied message, not the screen, for an area the booking-system rights deny', async () => {
    const Gated = withStaffArea('reviews', Figures);
    await renderScreen(<Gated />, { route: 'reviews', title: 'Reviews', api: fakeApi().on('GET', INSIGHTS_PATHS.access, () => ({ denied: ['reviews', 'analytics'] })).handler });
    expect(await screen.findByRole('heading', { level: 2, name: 'No access to reviews' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    expect(screen.getByText('Your rights in the booking system do not include this section. Ask the business owner to grant them.')).toBeInTheDocument();
    expect(screen.queryByText('The figures')).not.toBeInTheDocument();
  });

  it('shows the screen when the area is allowed', async () => {
    const Gated = withStaffArea('dashboard', Figures);
    await renderScreen(<Gated />, { route: 'home', title: 'Home', api: fakeApi().on('GET', INSIGHTS_PATHS.access, () => ({ denied: ['reviews'] })).handler });
    expect(await screen.findByText('The figures')).toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    const Gated = withStaffArea('dashboard', Figures);
    await renderScreen(<Gated />, { route: 'home', title: 'Главная', locale: 'ru', api: fakeApi().on('GET', INSIGHTS_PATHS.access, () => ({ denied: ['dashboard'] })).handler });
    expect(await screen.findByRole('heading', { level: 2, name: 'Нет доступа к дашборду' })).toBeInTheDocument();
  });
});

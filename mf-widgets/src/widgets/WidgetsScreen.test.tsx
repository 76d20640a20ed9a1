import { fireEvent, screen, within } from '@testing-library/react';
import { WIDGET_PRO_FEATURE_KEYS, WIDGETS_PATHS, type WidgetSummary } from '@cabinet/api/widgets';
import { fakeApi } from '@cabinet/api/testing';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../catalog';
import { WidgetsScreen } from './WidgetsScreen';

const pro = { status: 'authenticated' as const, user: { ...TEST_USER, majorTariff: 1 }, roles: [] };
const basic = { status: 'authenticated' as const, user: { ...TEST_USER, majorTariff: 0, lockedFeatures: [...WIDGET_PRO_FEATURE_KEYS] }, roles: [] };

const widgets: WidgetSummary[] = [
  { kind: 'review', id: 'w1', name: 'Aurora, Tverskaya', state: 'active', transitionsCount: 12, ratingsCount: 40, bookingsCount: 0 },
  { kind: 'review', id: 'w2', name: 'Aurora, Yekaterinburg', state: 'noMapLinks', transitionsCount: 0, ratingsCount: 3, bookingsCount: 0 },
  { kind: 'booking', id: 'b1', name: 'Online booking, Tverskaya', state: 'active', transitionsCount: 0, ratingsCount: 0, bookingsCount: 7 },
  { kind: 'confirm', id: 'confirm', name: 'Visit confirmation', state: 'active', transitionsCount: 0, ratingsCount: 0, bookingsCount: 0 },
];

it('lists each widget with its state, transitions and ratings, linking to its editor and its ratings', async () => {
  const rendered = await renderScreen(<WidgetsScreen />, { route: 'widgets', title: 'Widgets', session: pro, api: fakeApi().on('GET', WIDGETS_PATHS.list, () => widgets).handler });

  const table = await screen.findByRole('table', { name: 'Your widgets' });
  const rowOf = (name: string) => {
    const row = within(table).getByRole('link', { name }).closest('tr');
    if (!row) throw new Error(`no row for ${name}`);
    return within(row);
  };
  expect(rowOf('Aurora, Tverskaya').getByText('Active')).toBeInTheDocument();
  expect(rowOf('Aurora, Tverskaya').getByText('12')).toBeInTheDocument();
  expect(rowOf('Aurora, Tverskaya').getByText('40')).toBeInTheDocument();
  expect(rowOf('Aurora, Yekaterinburg').getByText('No map links: clients cannot be sent to a map')).toBeInTheDocument();
  expect(rowOf('Visit confirmation').getAllByLabelText('Not counted for this widget')).toHaveLength(3);
  expect(rowOf('Online booking, Tverskaya').getByText('Online booking')).toBeInTheDocument();
  expect(rowOf('Online booking, Tverskaya').getByText('7')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'New review widget' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'New booking widget' })).toBeInTheDocument();

  fireEvent.click(within(table).getByRole('link', { name: 'Aurora, Tverskaya' }));
  fireEvent.click(rowOf('Aurora, Tverskaya').getByRole('link', { name: '40' }));
  fireEvent.click(within(table).getByRole('link', { name: 'Online booking, Tverskaya' }));
  expect(rendered.navigations).toEqual([
    { id: 'widgets.review', params: undefined, options: { search: '?id=w1' } },
    { id: 'widgets.reviews.rating', params: { id: 'w1' }, options: { search: undefined } },
    { id: 'widgets.booking', params: undefined, options: { search: '?id=b1' } },
  ]);
});

it('shows the Pro teaser below the Pro plan and asks the API nothing', async () => {
  const api = fakeApi();
  await renderScreen(<WidgetsScreen />, { route: 'widgets', title: 'Widgets', session: basic, api: api.handler });

  expect(await screen.findByRole('heading', { level: 2, name: /^Review catcher\b.*\bPro plan$/ })).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(api.calls).toEqual([]);
});

it('says so when the list cannot be read', async () => {
  await renderScreen(<WidgetsScreen />, { route: 'widgets', title: 'Widgets', session: pro, api: fakeApi().on('GET', WIDGETS_PATHS.list, () => new Response('', { status: 500 })).handler });
  expect(await screen.findByText('The widgets could not be loaded')).toBeInTheDocument();
});

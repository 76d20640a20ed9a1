import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WIDGET_PRO_FEATURE_KEYS, WIDGETS_PATHS, type WidgetRating, type WidgetRatingPage } from '@cabinet/api/widgets';
import { apiError, fakeApi, type FakeApi } from '@cabinet/api/testing';
import { renderScreen, TEST_USER } from '@cabinet/contracts/testing';
import '../../../catalog';
import { makeReviewWidget } from '../../../testing/widgets';
import { RatingsScreen } from './RatingsScreen';

const pro = { status: 'authenticated' as const, user: { ...TEST_USER, majorTariff: 1 }, roles: [] };
const basic = { status: 'authenticated' as const, user: { ...TEST_USER, majorTariff: 0, lockedFeatures: [...WIDGET_PRO_FEATURE_KEYS] }, roles: [] };
const widget = makeReviewWidget();

const rating = (overrides: Partial<WidgetRating>): WidgetRating => ({
  id: 'r1',
  rating: 5,
  text: 'Lovely haircut',
  clientName: 'Anna Petrova',
  clientPhone: '+79161234567',
  visitAt: '2026-11-20T09:00:00.000Z',
  masterName: 'Olga Smirnova',
  services: ['Haircut'],
  transitions: ['yandex'],
  answer: { text: 'Thank you, see you soon!', answeredAt: '2026-11-20T15:00:00.000Z' },
  answerState: 'answered',
  createdAt: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

const page = (items: WidgetRating[]): WidgetRatingPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  stats: {
    count: 1240,
    averageRating: 4.37,
    byRating: [5, 4, 3, 2, 1].map((stars) => ({ rating: stars, count: 10 })),
    unanswered: 312,
    transitions: 655,
  },
});

function ratingsApi(items: WidgetRating[]): FakeApi {
  return fakeApi()
    .on('GET', WIDGETS_PATHS.reviewWidget, () => widget)
    .on('GET', WIDGETS_PATHS.reviewWidgetRatings, ({ query }) => page(items.filter((item) => query.get('rating') !== 'negative' || item.rating <= 2)));
}

const open = (api: FakeApi, session = pro) =>
  renderScreen(<RatingsScreen />, { route: 'widgets.reviews.rating', params: { id: widget.id }, title: 'Review ratings', session, api: api.handler });

it('shows the period’s figures and each rating with its client, visit, maps and answer state', async () => {
  const api = ratingsApi([rating({}), rating({ id: 'r2', rating: 2, text: '', clientName: 'Ivan Orlov', transitions: [], answer: null, answerState: 'unanswered', visitAt: null, masterName: null, services: [] }),
    rating({ id: 'r3', rating: 3, text: 'Fine', clientName: 'Maria Lebedeva', answer: null, answerState: 'drafted' }),
  ]);
  await open(api);

  expect(await screen.findByRole('heading', { level: 1, name: 'Review ratings: Aurora, Tverskaya' })).toBeInTheDocument();
  const figures = screen.getByRole('heading', { level: 2, name: 'This period' }).parentElement;
  if (!figures) throw new Error('no figures');
  expect(within(figures).getByText('1,240')).toBeInTheDocument();
  expect(within(figures).getByText('4.37')).toBeInTheDocument();
  expect(within(figures).getByText('312')).toBeInTheDocument();
  expect(within(figures).getByText('655')).toBeInTheDocument();

  const table = await screen.findByRole('table', { name: 'Ratings' });
  const rowOf = (name: string) => {
    const row = within(table).getByText(name).closest('tr');
    if (!row) throw new Error(`no row for ${name}`);
    return within(row);
  };
  expect(rowOf('Anna Petrova').getByRole('img', { name: '5 stars' })).toBeInTheDocument();
  expect(rowOf('Anna Petrova').getByText('+79161234567')).toBeInTheDocument();
  expect(rowOf('Anna Petrova').getByText('Master: Olga Smirnova')).toBeInTheDocument();
  expect(rowOf('Anna Petrova').getByText('Yandex Maps')).toBeInTheDocument();
  expect(rowOf('Anna Petrova').getByText('Answered')).toBeInTheDocument();
  expect(rowOf('Ivan Orlov').getByRole('img', { name: '2 stars' })).toBeInTheDocument();
  expect(rowOf('Ivan Orlov').getByText('No comment')).toBeInTheDocument();
  expect(rowOf('Ivan Orlov').getByText('No visit on record')).toBeInTheDocument();
  expect(rowOf('Ivan Orlov').getByText('Not answered')).toBeInTheDocument();
  expect(rowOf('Maria Lebedeva').getByText('AI draft to approve')).toBeInTheDocument();
  expect(api.lastQuery(WIDGETS_PATHS.reviewWidgetRatings)).toMatchObject({ rating: 'all', period: 'year' });
});

it('asks the API for the chosen rating filter and period, and exports what is shown', async () => {
  const saved: string[] = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:ratings' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  try {
    const api = ratingsApi([rating({}), rating({ id: 'r2', rating: 1, clientName: 'Ivan Orlov' })]).on(
      'GET',
      WIDGETS_PATHS.reviewWidgetRatingsExport,
      () => new Response('createdAt,rating\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="ratings-7d1f3c6e.csv"' } }),
    );
    await open(api);
    await screen.findByRole('table', { name: 'Ratings' });

    // antd's segmented switch: its radio input takes no pointer, its label does.
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(screen.getByText('Negative'));
    await waitFor(() => expect(api.lastQuery(WIDGETS_PATHS.reviewWidgetRatings)).toMatchObject({ rating: 'negative' }));
    await waitFor(() => expect(screen.queryByText('Anna Petrova')).not.toBeInTheDocument());
    await userEvent.click(screen.getByText('All time'));
    await waitFor(() => expect(api.lastQuery(WIDGETS_PATHS.reviewWidgetRatings)).toMatchObject({ rating: 'negative', period: 'all' }));

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['ratings-7d1f3c6e.csv']));
    expect(api.lastQuery(WIDGETS_PATHS.reviewWidgetRatingsExport)).toEqual({ rating: 'negative', period: 'all' });
  } finally {
    click.mockRestore();
  }
});

it('says so when the export fails, and keeps the list', async () => {
  const api = ratingsApi([rating({})]).on('GET', WIDGETS_PATHS.reviewWidgetRatingsExport, () => apiError(500, 'INTERNAL', 'Something went wrong'));
  await open(api);
  await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText('The ratings could not be exported')).toBeInTheDocument();
  expect(screen.getByText('Anna Petrova')).toBeInTheDocument();
});

it('shows the Pro teaser below the Pro plan and asks for no rating', async () => {
  const api = ratingsApi([rating({})]);
  await open(api, basic);
  expect(await screen.findByRole('heading', { level: 2, name: /^Review catcher\b.*\bPro plan$/ })).toBeInTheDocument();
  expect(api.callsTo(WIDGETS_PATHS.reviewWidgetRatings)).toEqual([]);
});

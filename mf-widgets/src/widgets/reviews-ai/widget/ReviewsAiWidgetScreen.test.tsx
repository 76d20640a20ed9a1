import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WIDGETS_PATHS, type AiReviewRating, type AiReviewRatingPage, type AiReviewsOverview } from '@cabinet/api/widgets';
import { apiError, fakeApi, type FakeApi } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../../catalog';
import { ReviewsAiScreen } from '../ReviewsAiScreen';
import { ReviewsAiWidgetScreen } from './ReviewsAiWidgetScreen';

const WIDGET_ID = '7d1f3c6e-2f0a-4a55-9d1e-6f0d3f2b8a01';

const overview = (overrides: Partial<AiReviewsOverview> = {}): AiReviewsOverview => ({
  locked: false,
  paidUpTo: '2027-01-27T10:00:00.000Z',
  answersLeft: 100,
  minimumPackage: 100,
  model: 'standIn',
  widgets: [{ id: WIDGET_ID, name: 'Aurora, Tverskaya', unanswered: 40, drafted: 2, answered: 300 }],
  ...overrides,
});

const rating = (overrides: Partial<AiReviewRating> = {}): AiReviewRating => ({
  id: 'r1',
  rating: 2,
  text: 'Waited forty minutes',
  clientName: 'Ivan Orlov',
  masterName: 'Olga Smirnova',
  services: ['Haircut'],
  createdAt: '2026-11-20T12:00:00.000Z',
  state: 'unanswered',
  draft: null,
  answer: null,
  ...overrides,
});

const page = (items: AiReviewRating[], answersLeft = 100): AiReviewRatingPage => ({ items, total: items.length, page: 1, pageSize: 20, widget: { id: WIDGET_ID, name: 'Aurora, Tverskaya' }, answersLeft });

/** The API as the server keeps it: a draft and an approval change the rating it answers next. */
function aiApi(initial: AiReviewRating, left = 100): FakeApi {
  let current = initial;
  return fakeApi()
    .on('GET', WIDGETS_PATHS.reviewsAi, () => overview({ answersLeft: left }))
    .on('GET', WIDGETS_PATHS.reviewsAiRatings, () => page([current], left))
    .on('POST', WIDGETS_PATHS.reviewsAiDraft, () => {
      current = { ...current, state: 'drafted', draft: { text: 'We are sorry for the wait, Ivan.', model: 'standIn', draftedAt: '2026-11-28T10:00:00.000Z' } };
      return current;
    })
    .on('PUT', WIDGETS_PATHS.reviewsAiAnswer, ({ body }) => {
      const text = typeof body === 'object' && body !== null && 'text' in body && typeof body.text === 'string' ? body.text : '';
      current = { ...current, state: 'answered', answer: { text, answeredAt: '2026-11-28T10:05:00.000Z' } };
      return current;
    });
}

const openWidget = (api: FakeApi) =>
  renderScreen(<ReviewsAiWidgetScreen />, { route: 'widgets.reviewsAi.widget', params: { widgetId: WIDGET_ID }, title: 'AI review widget', api: api.handler });

it('lists the package and the widgets by answer state, and says which model drafts', async () => {
  await renderScreen(<ReviewsAiScreen />, { route: 'widgets.reviewsAi', title: 'AI review replies', api: aiApi(rating()).handler });
  const table = await screen.findByRole('table', { name: 'Review widgets' });
  const row = within(table).getByRole('link', { name: 'Aurora, Tverskaya' }).closest('tr');
  if (!row) throw new Error('no row');
  expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Aurora, Tverskaya', '40', '2', '300']);
  expect(screen.getByText('Drafts come from the development stand-in: it matches words and understands nothing.')).toBeInTheDocument();
  expect(screen.getByText('100')).toBeInTheDocument();
});

it('shows the teaser without the feedback tariff, leading to its payment, and lists nothing', async () => {
  const api = fakeApi().on('GET', WIDGETS_PATHS.reviewsAi, () => overview({ locked: true, widgets: [], answersLeft: 0 }));
  await renderScreen(<ReviewsAiScreen />, { route: 'widgets.reviewsAi', title: 'AI review replies', api: api.handler });
  expect(await screen.findByRole('heading', { level: 2, name: /^AI answers to reviews/ })).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  await openWidget(api);
  expect(api.callsTo(WIDGETS_PATHS.reviewsAiRatings)).toEqual([]);
});

it('drafts an answer, lets the owner edit it, and approves the edited text', async () => {
  const api = aiApi(rating());
  await openWidget(api);
  await userEvent.click(await screen.findByRole('button', { name: 'Draft an answer' }));
  const editor = await screen.findByLabelText('Answer to Ivan Orlov');
  expect(editor).toHaveValue('We are sorry for the wait, Ivan.');
  await userEvent.clear(editor);
  await userEvent.type(editor, 'Ivan, we are sorry: the manager will call you today.');
  await userEvent.click(screen.getByRole('button', { name: 'Approve the answer' }));
  expect(await screen.findByText('Ivan, we are sorry: the manager will call you today.')).toBeInTheDocument();
  expect(api.callsTo(WIDGETS_PATHS.reviewsAiAnswer, 'PUT').map((call) => call.body)).toEqual([{ text: 'Ivan, we are sorry: the manager will call you today.' }]);
});

it('refuses an empty answer on the spot', async () => {
  const api = aiApi(rating({ state: 'drafted', draft: { text: 'Draft', model: 'standIn', draftedAt: '2026-11-28T10:00:00.000Z' } }));
  await openWidget(api);
  await userEvent.clear(await screen.findByLabelText('Answer to Ivan Orlov'));
  await userEvent.click(screen.getByRole('button', { name: 'Approve the answer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Write the answer before approving it');
  expect(api.callsTo(WIDGETS_PATHS.reviewsAiAnswer)).toEqual([]);
});

it('says when the package is used up, and leads nowhere it cannot', async () => {
  const api = aiApi(rating(), 0).on('POST', WIDGETS_PATHS.reviewsAiDraft, () => apiError(409, 'AI_REVIEWS_EXHAUSTED', 'No AI answers are left'));
  await openWidget(api);
  expect(await screen.findByText('Answers left in the package: 0')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Draft an answer' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No answers are left in your package'));
});

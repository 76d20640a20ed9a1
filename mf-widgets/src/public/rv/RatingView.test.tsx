import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillPath } from '@cabinet/api/core';
import { WIDGETS_PATHS, type PublicRatingPage } from '@cabinet/api/widgets';
import { apiError, fakeApi } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { RatingView } from './RatingView';

const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA';
const path = fillPath(WIDGETS_PATHS.publicRating, { token: TOKEN });
const transitions = fillPath(WIDGETS_PATHS.publicTransition, { token: TOKEN });

/** The account's Review widget as the page gets it: maps from 4 stars, two map links. */
const WIDGET: NonNullable<PublicRatingPage['widget']> = {
  footerText: 'Aurora, 1 Main St',
  answerPhone: null,
  minimalRating: 4,
  routingMode: 'minimalRating',
  positiveText: 'Thank you! Tell others on a map.',
  negativeText: 'We are sorry: the manager will call you today.',
  yandexMapLink: null,
  twoGisMapLink: 'https://2gis.ru/firm/42',
  googleMapLink: 'https://maps.google.com/?cid=42',
};

function reviewApi(initial: Partial<PublicRatingPage> = {}) {
  const state: PublicRatingPage = {
    businessName: 'Aurora',
    masterName: 'Olga',
    services: ['Haircut'],
    visitAt: '2026-11-20T10:00:00.000Z',
    timeZone: 'Europe/Lisbon',
    rating: null,
    text: '',
    language: 'en',
    widget: null,
    ...initial,
  };
  const fake = fakeApi()
    .on('GET', WIDGETS_PATHS.publicRating, () => state)
    .on('POST', WIDGETS_PATHS.publicRating, ({ body }) => {
      state.rating = body.rating;
      state.text = (body.text ?? '').trim();
      return state;
    })
    .on('POST', WIDGETS_PATHS.publicTransition, () => undefined);
  return { handler: fake.handler, state };
}

configure({ asyncUtilTimeout: 10_000 });
jest.setTimeout(60_000);

describe('RatingView', () => {
  it('asks for a rating before sending, then sends the rating and the comment', async () => {
    const api = reviewApi();
    const rendered = await renderScreen(<RatingView token={TOKEN} brandName="SalonNotify" />, { route: 'ratingWidget', api: api.handler });
    expect(screen.getByRole('heading', { level: 1, name: 'Rate your visit' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Send the review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a rating from 1 to 5');
    expect(rendered.requests.filter((request) => request.body !== undefined)).toEqual([]);

    await user.click(screen.getByRole('radio', { name: '4 of 5' }));
    await user.type(screen.getByLabelText('What did you like, and what could be better? (optional)'), 'Lovely');
    await user.click(screen.getByRole('button', { name: 'Send the review' }));
    expect(await screen.findByText('Thank you for your review!')).toBeInTheDocument();
    expect(rendered.requests).toContainEqual({ path, body: { rating: 4, text: 'Lovely' } });
    expect(screen.getByRole('radio', { name: '4 of 5' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Update the review' })).toBeInTheDocument();
  });

  it('below the widget’s minimal rating says sorry and offers no map; at or above it offers the maps and reports a click', async () => {
    const api = reviewApi({ widget: WIDGET });
    const rendered = await renderScreen(<RatingView token={TOKEN} brandName="SalonNotify" />, { route: 'ratingWidget', api: api.handler });
    const user = userEvent.setup({ delay: null });
    // Before a rating the page offers neither text nor maps, only the footer.
    expect(await screen.findByText('Aurora, 1 Main St')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review on Google Maps' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '2 of 5' }));
    await user.type(screen.getByLabelText('What did you like, and what could be better? (optional)'), 'Waited 40 minutes');
    await user.click(screen.getByRole('button', { name: 'Send the review' }));
    expect(await screen.findByText('We are sorry: the manager will call you today.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review on Google Maps' })).not.toBeInTheDocument();
    expect(rendered.requests).toContainEqual({ path, body: { rating: 2, text: 'Waited 40 minutes' } });

    await user.click(screen.getByRole('radio', { name: '5 of 5' }));
    await user.click(screen.getByRole('button', { name: 'Update the review' }));
    expect(await screen.findByText('Thank you! Tell others on a map.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review on 2GIS' })).toHaveAttribute('href', 'https://2gis.ru/firm/42');
    const google = screen.getByRole('link', { name: 'Review on Google Maps' });
    expect(google).toHaveAttribute('href', 'https://maps.google.com/?cid=42');
    // jsdom does not navigate; the click is what the page reports.
    google.addEventListener('click', (event) => event.preventDefault());
    await user.click(google);
    await waitFor(() => expect(rendered.requests).toContainEqual({ path: transitions, body: { map: 'google' } }));
  });

  it('says the token is not valid for a link the API does not know', async () => {
    await renderScreen(<RatingView token={TOKEN} brandName="SalonNotify" />, {
      route: 'ratingWidget',
      api: fakeApi().on('GET', WIDGETS_PATHS.publicRating, () => apiError(404, 'REVIEW_LINK_INVALID', 'This link is not valid')).handler,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Token not valid' })).toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    await renderScreen(<RatingView token={TOKEN} brandName="SalonNotify" />, { route: 'ratingWidget', locale: 'ru', api: reviewApi({ language: 'ru' }).handler });
    expect(await screen.findByRole('button', { name: 'Отправить отзыв' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 из 5' })).toBeInTheDocument();
  });
});

import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillPath } from '@cabinet/api/core';
import { MESSAGES_PATHS } from '@cabinet/api/messaging';
import type { PublicReview } from '@cabinet/api/messaging';
import { apiError, fakeApi } from '@cabinet/api/testing';
import { renderScreen } from '@cabinet/contracts/testing';
import '../../catalog';
import { RatingView } from './RatingView';

const TOKEN = 'AAAAAAAAAAAAAAAAAAAAAA';
const path = fillPath(MESSAGES_PATHS.publicReview, { token: TOKEN });

function reviewApi(initial: Partial<PublicReview> = {}) {
  const state: PublicReview = {
    businessName: 'Aurora',
    masterName: 'Olga',
    services: ['Haircut'],
    visitAt: '2026-11-20T10:00:00.000Z',
    timeZone: 'Europe/Lisbon',
    rating: null,
    text: '',
    language: 'en',
    ...initial,
  };
  const fake = fakeApi()
    .on('GET', MESSAGES_PATHS.publicReview, () => state)
    .on('POST', MESSAGES_PATHS.publicReview, ({ body }) => {
      state.rating = body.rating;
      state.text = (body.text ?? '').trim();
      return state;
    });
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

  it('says the token is not valid for a link the API does not know', async () => {
    await renderScreen(<RatingView token={TOKEN} brandName="SalonNotify" />, {
      route: 'ratingWidget',
      api: fakeApi().on('GET', MESSAGES_PATHS.publicReview, () => apiError(404, 'REVIEW_LINK_INVALID', 'This link is not valid')).handler,
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Token not valid' })).toBeInTheDocument();
  });

  it('speaks Russian', async () => {
    await renderScreen(<RatingView token={TOKEN} brandName="SalonNotify" />, { route: 'ratingWidget', locale: 'ru', api: reviewApi({ language: 'ru' }).handler });
    expect(await screen.findByRole('button', { name: 'Отправить отзыв' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 из 5' })).toBeInTheDocument();
  });
});

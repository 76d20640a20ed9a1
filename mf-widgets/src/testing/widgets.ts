import type { ReviewWidget } from '@cabinet/api/widgets';

/** A stored Review widget as the API answers it; tests override what they look at. */
export function makeReviewWidget(overrides: Partial<ReviewWidget> = {}): ReviewWidget {
  return {
    id: '7d1f3c6e-2f0a-4a55-9d1e-6f0d3f2b8a01',
    name: 'Aurora, Tverskaya',
    footerText: 'Aurora salon, 12 Tverskaya St.',
    language: 'en',
    answerPhone: '+74951234567',
    notifyPhone: '+79001234567',
    notifyEmail: 'owner@example.com',
    yandexMapLink: 'https://yandex.ru/maps/org/aurora/1010101010/',
    twoGisMapLink: null,
    googleMapLink: 'https://maps.google.com/?cid=1010',
    minimalRating: 4,
    routingMode: 'minimalRating',
    positiveText: 'Thank you! Tell others on the map.',
    negativeText: 'We are sorry: the manager will call you today.',
    allowedOrigins: [],
    transitionsCount: 12,
    ratingsCount: 40,
    version: 3,
    createdAt: '2026-01-10T10:00:00.000Z',
    updatedAt: '2026-10-10T10:00:00.000Z',
    ...overrides,
  };
}

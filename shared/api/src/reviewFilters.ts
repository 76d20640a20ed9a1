/**
 * Spec section 2, the ratings filter of the reviews dashboard and of a Review widget's ratings: negative 1-2,
 * neutral 3, positive 4-5. One rule for insights and widgets, client and API.
 */
export const REVIEW_FILTERS = ['all', 'negative', 'neutral', 'positive'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** The lowest and highest rating each filter takes. */
export const REVIEW_FILTER_RATINGS: Readonly<Record<ReviewFilter, readonly [number, number]>> = {
  all: [1, 5],
  negative: [1, 2],
  neutral: [3, 3],
  positive: [4, 5],
};

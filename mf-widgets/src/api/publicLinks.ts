import { queryOptions, useQuery } from '@tanstack/react-query';
import { fillPath, useApiClient, type ApiClient } from '@cabinet/api/core';
import { publicVisitSchema, type PublicReviewRequest, type PublicVisit, type VisitAction, MESSAGES_PATHS } from '@cabinet/api/messaging';
import { publicRatingPageSchema, WIDGETS_PATHS, type MapKind, type PublicRatingPage } from '@cabinet/api/widgets';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/*
 * The pages of a message's links: the visit (MESSAGES_PATHS.publicVisit) and the rating page on the account's
 * Review widget (WIDGETS_PATHS.publicRating, publicTransition). No sign-in: the token is the credential.
 */

export async function getPublicVisit(api: ApiClient, token: string): Promise<PublicVisit> {
  return publicVisitSchema.parse(await api.get(fillPath(MESSAGES_PATHS.publicVisit, { token })).json());
}

export async function answerPublicVisit(api: ApiClient, token: string, action: VisitAction): Promise<PublicVisit> {
  return publicVisitSchema.parse(await api.post(fillPath(MESSAGES_PATHS.publicVisit, { token }), { json: { action } }).json());
}

export async function getPublicReview(api: ApiClient, token: string): Promise<PublicRatingPage> {
  return publicRatingPageSchema.parse(await api.get(fillPath(WIDGETS_PATHS.publicRating, { token })).json());
}

export async function savePublicReview(api: ApiClient, token: string, body: PublicReviewRequest): Promise<PublicRatingPage> {
  return publicRatingPageSchema.parse(await api.post(fillPath(WIDGETS_PATHS.publicRating, { token }), { json: body }).json());
}

/** A click on one of the page's map links: the API counts one transition per rating and map. */
export async function countTransition(api: ApiClient, token: string, map: MapKind): Promise<void> {
  await api.post(fillPath(WIDGETS_PATHS.publicTransition, { token }), { json: { map } });
}

export const publicLinkKeys = {
  visit: (token: string) => ['publicLinks', 'visit', token] as const,
  review: (token: string) => ['publicLinks', 'review', token] as const,
};

/** Not retried: a 404 means the link is broken or out of date, and asking again will not mend it. */
export const publicVisitQuery = (api: ApiClient, token: string) =>
  queryOptions({ queryKey: publicLinkKeys.visit(token), queryFn: () => getPublicVisit(api, token), retry: false });

export const publicReviewQuery = (api: ApiClient, token: string) =>
  queryOptions({ queryKey: publicLinkKeys.review(token), queryFn: () => getPublicReview(api, token), retry: false });

export function usePublicVisit(token: string) {
  return useQuery(publicVisitQuery(useApiClient(), token));
}

export function usePublicReview(token: string) {
  return useQuery(publicReviewQuery(useApiClient(), token));
}

/** The client's confirm or cancel: the page shows the visit as the API now has it. */
export function useAnswerPublicVisitMutation(token: string, options?: ApiMutationOptions<PublicVisit, VisitAction>) {
  return useApiMutation(
    (api, action: VisitAction) => answerPublicVisit(api, token, action),
    (queryClient, saved) => {
      if (saved) queryClient.setQueryData(publicLinkKeys.visit(token), saved);
      return undefined;
    },
    options,
  );
}

/** The client's rating: the page shows it as stored, with what it leads to. */
export function useSavePublicReviewMutation(token: string, options?: ApiMutationOptions<PublicRatingPage, PublicReviewRequest>) {
  return useApiMutation(
    (api, body: PublicReviewRequest) => savePublicReview(api, token, body),
    (queryClient, saved) => {
      if (saved) queryClient.setQueryData(publicLinkKeys.review(token), saved);
      return undefined;
    },
    options,
  );
}

/** The map click, sent as the link opens the map in a new tab. */
export function useCountTransitionMutation(token: string) {
  return useApiMutation(
    (api, map: MapKind) => countTransition(api, token, map),
    () => undefined,
  );
}

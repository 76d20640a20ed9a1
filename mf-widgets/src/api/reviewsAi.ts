import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import {
  aiReviewRatingPageSchema,
  aiReviewRatingSchema,
  aiReviewsOverviewSchema,
  WIDGETS_PATHS,
  type AiReviewRating,
  type AiReviewRatingPage,
  type AiReviewRatingsParams,
  type AiReviewsOverview,
  type ApproveAiAnswerRequest,
} from '@cabinet/api/widgets';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';
import { widgetKeys } from './keys';

/* The AI answers to reviews (WIDGETS_PATHS.reviewsAi*): fetchers, the query factories that own their keys, and hooks. */

export async function getAiReviewsOverview(api: ApiClient): Promise<AiReviewsOverview> {
  return aiReviewsOverviewSchema.parse(await api.get(WIDGETS_PATHS.reviewsAi).json());
}

export async function getAiReviewRatings(api: ApiClient, id: string, params: AiReviewRatingsParams): Promise<AiReviewRatingPage> {
  return aiReviewRatingPageSchema.parse(await api.get(fillPath(WIDGETS_PATHS.reviewsAiRatings, { id }), { searchParams: searchParamsOf({ ...params }) }).json());
}

export async function draftAiAnswer(api: ApiClient, id: string, ratingId: string): Promise<AiReviewRating> {
  return aiReviewRatingSchema.parse(await api.post(fillPath(WIDGETS_PATHS.reviewsAiDraft, { id, ratingId })).json());
}

export async function approveAiAnswer(api: ApiClient, id: string, ratingId: string, body: ApproveAiAnswerRequest): Promise<AiReviewRating> {
  return aiReviewRatingSchema.parse(await api.put(fillPath(WIDGETS_PATHS.reviewsAiAnswer, { id, ratingId }), { json: body }).json());
}

export const aiReviewKeys = {
  all: [...widgetKeys.all, 'reviewsAi'] as const,
  overview: () => [...aiReviewKeys.all, 'overview'] as const,
  ratings: (id: string, params: AiReviewRatingsParams) => [...aiReviewKeys.all, 'ratings', id, params] as const,
};

export const aiReviewsOverviewQuery = (api: ApiClient) => queryOptions({ queryKey: aiReviewKeys.overview(), queryFn: () => getAiReviewsOverview(api) });
export const aiReviewRatingsQuery = (api: ApiClient, id: string, params: AiReviewRatingsParams) =>
  queryOptions({ queryKey: aiReviewKeys.ratings(id, params), queryFn: () => getAiReviewRatings(api, id, params), placeholderData: keepPreviousData });

export function useAiReviewsOverview() {
  return useQuery(aiReviewsOverviewQuery(useApiClient()));
}

/** A page of one widget's ratings by answer state; nothing is asked while `enabled` is false (the tariff locks it). */
export function useAiReviewRatings(id: string, params: AiReviewRatingsParams, enabled: boolean) {
  return useQuery({ ...aiReviewRatingsQuery(useApiClient(), id, params), enabled });
}

/** The widgets' ratings and figures move with a draft or an answer: the ratings page and the list read them too. */
const refreshAnswers = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: widgetKeys.all });

export function useDraftAiAnswerMutation(id: string, options?: ApiMutationOptions<AiReviewRating, string>) {
  return useApiMutation((api, ratingId: string) => draftAiAnswer(api, id, ratingId), refreshAnswers, options);
}

export function useApproveAiAnswerMutation(id: string, options?: ApiMutationOptions<AiReviewRating, { ratingId: string; text: string }>) {
  return useApiMutation((api, { ratingId, text }: { ratingId: string; text: string }) => approveAiAnswer(api, id, ratingId, { text }), refreshAnswers, options);
}

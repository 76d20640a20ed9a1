import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import { subscriberPageSchema, type SubscriberListParams, type SubscriberPage, SUBSCRIBERS_PATHS } from '@cabinet/api/flows';

/* The subscribers API (SUBSCRIBERS_PATHS): read-only here, the channels write it. */

export async function getSubscribers(api: ApiClient, params: SubscriberListParams = {}): Promise<SubscriberPage> {
  return subscriberPageSchema.parse(await api.get(SUBSCRIBERS_PATHS.list, { searchParams: searchParamsOf({ ...params }) }).json());
}

export const subscriberKeys = {
  all: ['subscribers'] as const,
  list: (params: SubscriberListParams) => [...subscriberKeys.all, 'list', params] as const,
};

export const subscribersQuery = (api: ApiClient, params: SubscriberListParams = {}) =>
  queryOptions({ queryKey: subscriberKeys.list(params), queryFn: () => getSubscribers(api, params), placeholderData: keepPreviousData });

export function useSubscribers(params: SubscriberListParams) {
  return useQuery(subscribersQuery(useApiClient(), params));
}

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { searchParamsOf } from '../paging';
import { PATHS } from '../paths';
import { subscriberPageSchema, type SubscriberListParams, type SubscriberPage } from './schemas';

export async function getSubscribers(client: ApiClient, params: SubscriberListParams = {}): Promise<SubscriberPage> {
  return subscriberPageSchema.parse(await client.get(PATHS.subscribers.list, { searchParams: searchParamsOf({ ...params }) }).json());
}

export const subscriberKeys = {
  all: ['subscribers'] as const,
  list: (params: SubscriberListParams) => [...subscriberKeys.all, 'list', params] as const,
};

export const subscribersQuery = (client: ApiClient, params: SubscriberListParams = {}) =>
  queryOptions({ queryKey: subscriberKeys.list(params), queryFn: () => getSubscribers(client, params), placeholderData: keepPreviousData });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@cabinet/api/core';
import { CHANNEL_ACCOUNTS_PATHS, channelAccountListSchema, type ChannelAccountList } from '@cabinet/api/messaging';
import { aiKeys } from './ai';

/*
 * The channel accounts an assistant may answer on (the messaging domain's list), apart from ai.ts: only the
 * settings and the night bot wizard read them, and the messaging schemas stay out of the assistants list's chunk.
 */

export async function getChannelAccounts(api: ApiClient): Promise<ChannelAccountList> {
  return channelAccountListSchema.parse(await api.get(CHANNEL_ACCOUNTS_PATHS.list).json());
}

export const channelAccountsQuery = (api: ApiClient) => queryOptions({ queryKey: aiKeys.channels(), queryFn: () => getChannelAccounts(api) });

export function useChannelAccounts() {
  return useQuery(channelAccountsQuery(useApiClient()));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import { chatListSchema, QUALITY_PATHS, type ChatList, type ChatListQuery } from '@cabinet/api/quality';

/* The chats of /chats (QUALITY_PATHS.chats): a page of a period's conversations. One conversation is chat.ts. */

export async function getChats(api: ApiClient, params: ChatListQuery): Promise<ChatList> {
  return chatListSchema.parse(await api.get(QUALITY_PATHS.chats, { searchParams: searchParamsOf({ ...params }) }).json());
}

export const chatKeys = {
  all: ['quality', 'chats'] as const,
  list: (params: ChatListQuery) => [...chatKeys.all, 'list', params] as const,
  one: (id: string) => [...chatKeys.all, 'one', id] as const,
};

export const chatsQuery = (api: ApiClient, params: ChatListQuery) =>
  queryOptions({ queryKey: chatKeys.list(params), queryFn: () => getChats(api, params), placeholderData: keepPreviousData });

export function useChats(params: ChatListQuery) {
  return useQuery(chatsQuery(useApiClient(), params));
}

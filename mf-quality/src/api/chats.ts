import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import { chatDetailSchema, chatListSchema, QUALITY_PATHS, type ChatDetail, type ChatList, type ChatListQuery } from '@cabinet/api/quality';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/* The chats of /chats (QUALITY_PATHS.chats): a page of a period's conversations, one conversation, and scoring it. */

export async function getChats(api: ApiClient, params: ChatListQuery): Promise<ChatList> {
  return chatListSchema.parse(await api.get(QUALITY_PATHS.chats, { searchParams: searchParamsOf({ ...params }) }).json());
}

export async function getChat(api: ApiClient, id: string): Promise<ChatDetail> {
  return chatDetailSchema.parse(await api.get(fillPath(QUALITY_PATHS.chat, { id })).json());
}

export async function scoreChat(api: ApiClient, id: string): Promise<ChatDetail> {
  return chatDetailSchema.parse(await api.post(fillPath(QUALITY_PATHS.chatScore, { id })).json());
}

export const chatKeys = {
  all: ['quality', 'chats'] as const,
  list: (params: ChatListQuery) => [...chatKeys.all, 'list', params] as const,
  one: (id: string) => [...chatKeys.all, 'one', id] as const,
};

export const chatsQuery = (api: ApiClient, params: ChatListQuery) =>
  queryOptions({ queryKey: chatKeys.list(params), queryFn: () => getChats(api, params), placeholderData: keepPreviousData });
export const chatQuery = (api: ApiClient, id: string) => queryOptions({ queryKey: chatKeys.one(id), queryFn: () => getChat(api, id) });

export function useChats(params: ChatListQuery) {
  return useQuery(chatsQuery(useApiClient(), params));
}

export function useChat(id: string) {
  return useQuery(chatQuery(useApiClient(), id));
}

/** The scored conversation replaces the one shown; the lists read the stored score again. */
const refreshChats = (queryClient: QueryClient, chat: ChatDetail | undefined) => {
  if (chat) queryClient.setQueryData(chatKeys.one(chat.id), chat);
  return queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'list'] });
};

export function useScoreChatMutation(options?: ApiMutationOptions<ChatDetail, string>) {
  return useApiMutation(scoreChat, refreshChats, options);
}

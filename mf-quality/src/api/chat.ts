import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, useApiClient, type ApiClient } from '@cabinet/api/core';
import { chatDetailSchema, QUALITY_PATHS, type ChatDetail } from '@cabinet/api/quality';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';
import { chatKeys } from './chats';

/* One conversation of /chats, opened (QUALITY_PATHS.chat), and scoring it: loaded with the chat's view, not the list. */

export async function getChat(api: ApiClient, id: string): Promise<ChatDetail> {
  return chatDetailSchema.parse(await api.get(fillPath(QUALITY_PATHS.chat, { id })).json());
}

export async function scoreChat(api: ApiClient, id: string): Promise<ChatDetail> {
  return chatDetailSchema.parse(await api.post(fillPath(QUALITY_PATHS.chatScore, { id })).json());
}

export const chatQuery = (api: ApiClient, id: string) => queryOptions({ queryKey: chatKeys.one(id), queryFn: () => getChat(api, id) });

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

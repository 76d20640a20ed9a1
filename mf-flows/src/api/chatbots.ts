import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, useApiClient, type ApiClient } from '@cabinet/api/core';
import { chatbotListSchema, chatbotSchema, type Chatbot, type CreateChatbotRequest, type UpdateChatbotRequest, CHATBOTS_PATHS } from '@cabinet/api/flows';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/* The confirm/cancel chatbots API (CHATBOTS_PATHS): a handful per account, so no paging. */

export async function getChatbots(api: ApiClient): Promise<Chatbot[]> {
  return chatbotListSchema.parse(await api.get(CHATBOTS_PATHS.list).json());
}

export async function createChatbot(api: ApiClient, body: CreateChatbotRequest): Promise<Chatbot> {
  return chatbotSchema.parse(await api.post(CHATBOTS_PATHS.list, { json: body }).json());
}

export async function updateChatbot(api: ApiClient, id: string, body: UpdateChatbotRequest): Promise<Chatbot> {
  return chatbotSchema.parse(await api.patch(fillPath(CHATBOTS_PATHS.one, { id }), { json: body }).json());
}

export async function deleteChatbot(api: ApiClient, id: string): Promise<void> {
  await api.delete(fillPath(CHATBOTS_PATHS.one, { id }));
}

export const chatbotKeys = { all: ['chatbots'] as const, list: () => [...chatbotKeys.all, 'list'] as const };

export const chatbotsQuery = (api: ApiClient) => queryOptions({ queryKey: chatbotKeys.list(), queryFn: () => getChatbots(api) });

export function useChatbots() {
  return useQuery(chatbotsQuery(useApiClient()));
}

const refreshChatbots = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: chatbotKeys.all });

/** Creates a chatbot (`chatbot` null) or saves every field of one. */
export function useSaveChatbotMutation(chatbot: Pick<Chatbot, 'id'> | null, options?: ApiMutationOptions<Chatbot, CreateChatbotRequest>) {
  return useApiMutation((api, body: CreateChatbotRequest) => (chatbot ? updateChatbot(api, chatbot.id, body) : createChatbot(api, body)), refreshChatbots, options);
}

/** Switches a chatbot on or off. */
export function useSwitchChatbotMutation(options?: ApiMutationOptions<Chatbot, { id: string; enabled: boolean }>) {
  return useApiMutation((api, { id, enabled }: { id: string; enabled: boolean }) => updateChatbot(api, id, { enabled }), refreshChatbots, options);
}

export function useDeleteChatbotMutation(options?: ApiMutationOptions<void, Chatbot>) {
  return useApiMutation((api, chatbot: Chatbot) => deleteChatbot(api, chatbot.id), refreshChatbots, options);
}

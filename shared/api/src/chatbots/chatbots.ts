import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { fillPath, PATHS } from '../paths';
import { chatbotListSchema, chatbotSchema, type Chatbot } from './schemas';
// Type-only: the request schemas check phones, which `@cabinet/api/phone` loads with the forms.
import type { CreateChatbotRequest, UpdateChatbotRequest } from './requests';

export async function getChatbots(client: ApiClient): Promise<Chatbot[]> {
  return chatbotListSchema.parse(await client.get(PATHS.chatbots.list).json());
}

export async function createChatbot(client: ApiClient, body: CreateChatbotRequest): Promise<Chatbot> {
  return chatbotSchema.parse(await client.post(PATHS.chatbots.list, { json: body }).json());
}

export async function updateChatbot(client: ApiClient, id: string, body: UpdateChatbotRequest): Promise<Chatbot> {
  return chatbotSchema.parse(await client.patch(fillPath(PATHS.chatbots.one, { id }), { json: body }).json());
}

export async function deleteChatbot(client: ApiClient, id: string): Promise<void> {
  await client.delete(fillPath(PATHS.chatbots.one, { id }));
}

export const chatbotKeys = { all: ['chatbots'] as const, list: () => [...chatbotKeys.all, 'list'] as const };

export const chatbotsQuery = (client: ApiClient) => queryOptions({ queryKey: chatbotKeys.list(), queryFn: () => getChatbots(client) });

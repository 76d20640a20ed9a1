import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, useApiClient, type ApiClient } from '@cabinet/api/core';
import {
  AI_PATHS,
  copilotBotListSchema,
  copilotBotSchema,
  type CopilotBot,
  type CopilotBotSummary,
  type CreateCopilotBotRequest,
  type SaveCopilotBotRequest,
} from '@cabinet/api/ai';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/* The AI assistants' API (AI_PATHS): fetchers, the query factories that own their keys, and hooks. A handful per account: no paging. */

export async function getBots(api: ApiClient): Promise<CopilotBotSummary[]> {
  return copilotBotListSchema.parse(await api.get(AI_PATHS.bots).json());
}

export async function getBot(api: ApiClient, id: string): Promise<CopilotBot> {
  return copilotBotSchema.parse(await api.get(fillPath(AI_PATHS.bot, { id })).json());
}

export async function createBot(api: ApiClient, body: CreateCopilotBotRequest): Promise<CopilotBot> {
  return copilotBotSchema.parse(await api.post(AI_PATHS.bots, { json: body }).json());
}

export async function saveBot(api: ApiClient, id: string, body: SaveCopilotBotRequest): Promise<CopilotBot> {
  return copilotBotSchema.parse(await api.put(fillPath(AI_PATHS.bot, { id }), { json: body }).json());
}

export const aiKeys = {
  all: ['ai'] as const,
  list: () => [...aiKeys.all, 'list'] as const,
  bot: (id: string) => [...aiKeys.all, 'bot', id] as const,
  channels: () => [...aiKeys.all, 'channels'] as const,
};

export const botsQuery = (api: ApiClient) => queryOptions({ queryKey: aiKeys.list(), queryFn: () => getBots(api) });
export const botQuery = (api: ApiClient, id: string) => queryOptions({ queryKey: aiKeys.bot(id), queryFn: () => getBot(api, id) });

export function useBots() {
  return useQuery(botsQuery(useApiClient()));
}

export function useBot(id: string) {
  return useQuery(botQuery(useApiClient(), id));
}

const refreshBots = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: aiKeys.all });

export function useCreateBotMutation(options?: ApiMutationOptions<CopilotBot, CreateCopilotBotRequest>) {
  return useApiMutation(createBot, refreshBots, options);
}

/** Saves the whole settings, with the version they were based on. */
export function useSaveBotMutation(id: string, options?: ApiMutationOptions<CopilotBot, SaveCopilotBotRequest>) {
  return useApiMutation((api, body: SaveCopilotBotRequest) => saveBot(api, id, body), refreshBots, options);
}

export async function deleteBot(api: ApiClient, id: string): Promise<void> {
  await api.delete(fillPath(AI_PATHS.bot, { id }));
}

/** Deletes an assistant: its own queries are dropped (a refetch would only hear 404), the list refreshed. */
export function useDeleteBotMutation(options?: ApiMutationOptions<void, CopilotBot>) {
  return useApiMutation(
    (api, bot: CopilotBot) => deleteBot(api, bot.id),
    (queryClient, _data, bot) => {
      queryClient.removeQueries({ queryKey: aiKeys.bot(bot.id) });
      return queryClient.invalidateQueries({ queryKey: aiKeys.list() });
    },
    options,
  );
}

import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, useApiClient, type ApiClient } from '@cabinet/api/core';
import {
  AI_PATHS,
  companyProfileSchema,
  KNOWLEDGE_STATES_IN_PROGRESS,
  knowledgeBaseSchema,
  knowledgeSourceSchema,
  type AddPageRequest,
  type CompanyProfile,
  type KnowledgeBase,
  type KnowledgeSource,
  type SaveCompanyProfileRequest,
  type SaveQaRequest,
} from '@cabinet/api/ai';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';
import { aiKeys } from './ai';

/* An assistant's knowledge base (AI_PATHS.knowledge*): its sources with their indexing state, Q&A pairs, files, web pages, the company profile. */

export async function getKnowledge(api: ApiClient, botId: string): Promise<KnowledgeBase> {
  return knowledgeBaseSchema.parse(await api.get(fillPath(AI_PATHS.knowledge, { id: botId })).json());
}

export async function addQa(api: ApiClient, botId: string, body: SaveQaRequest): Promise<KnowledgeSource> {
  return knowledgeSourceSchema.parse(await api.post(fillPath(AI_PATHS.knowledgeQa, { id: botId }), { json: body }).json());
}

export async function saveQa(api: ApiClient, botId: string, sourceId: string, body: SaveQaRequest): Promise<KnowledgeSource> {
  return knowledgeSourceSchema.parse(await api.put(fillPath(AI_PATHS.knowledgeQaPair, { id: botId, sourceId }), { json: body }).json());
}

/** Files can be large: the upload waits longer than the client's default. */
const UPLOAD_TIMEOUT_MS = 120_000;

/** The file's bytes as the body, its name in the query (read first: at most the size limit, 10 MB). */
export async function uploadFile(api: ApiClient, botId: string, file: File): Promise<KnowledgeSource> {
  const response = await api.post(fillPath(AI_PATHS.knowledgeFiles, { id: botId }), {
    body: new Uint8Array(await file.arrayBuffer()),
    searchParams: { name: file.name },
    headers: { 'content-type': 'application/octet-stream' },
    timeout: UPLOAD_TIMEOUT_MS,
  });
  return knowledgeSourceSchema.parse(await response.json());
}

export async function deleteSource(api: ApiClient, botId: string, sourceId: string): Promise<void> {
  await api.delete(fillPath(AI_PATHS.knowledgeSource, { id: botId, sourceId }));
}

export async function retrySource(api: ApiClient, botId: string, sourceId: string): Promise<KnowledgeSource> {
  return knowledgeSourceSchema.parse(await api.post(fillPath(AI_PATHS.knowledgeRetry, { id: botId, sourceId })).json());
}

export async function addPage(api: ApiClient, botId: string, body: AddPageRequest): Promise<KnowledgeSource> {
  return knowledgeSourceSchema.parse(await api.post(fillPath(AI_PATHS.knowledgeUrls, { id: botId }), { json: body }).json());
}

export async function refetchPage(api: ApiClient, botId: string, sourceId: string): Promise<KnowledgeSource> {
  return knowledgeSourceSchema.parse(await api.post(fillPath(AI_PATHS.knowledgeRefetch, { id: botId, sourceId })).json());
}

export async function getProfile(api: ApiClient, botId: string): Promise<CompanyProfile> {
  return companyProfileSchema.parse(await api.get(fillPath(AI_PATHS.knowledgeProfile, { id: botId })).json());
}

export async function saveProfile(api: ApiClient, botId: string, body: SaveCompanyProfileRequest): Promise<CompanyProfile> {
  return companyProfileSchema.parse(await api.put(fillPath(AI_PATHS.knowledgeProfile, { id: botId }), { json: body }).json());
}

export const knowledgeKey = (botId: string) => [...aiKeys.bot(botId), 'knowledge'] as const;

/** While the job queue still works on a source, the list asks again every second: its states show live. */
export const KNOWLEDGE_POLL_MS = 1000;

export const knowledgeQuery = (api: ApiClient, botId: string) =>
  queryOptions({
    queryKey: knowledgeKey(botId),
    queryFn: () => getKnowledge(api, botId),
    refetchInterval: (query) => (query.state.data?.sources.some((source) => KNOWLEDGE_STATES_IN_PROGRESS.includes(source.state)) ? KNOWLEDGE_POLL_MS : false),
  });

export function useKnowledge(botId: string) {
  return useQuery(knowledgeQuery(useApiClient(), botId));
}

const refresh = (botId: string) => (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: knowledgeKey(botId) });

export function useAddQaMutation(botId: string, options?: ApiMutationOptions<KnowledgeSource, SaveQaRequest>) {
  return useApiMutation((api, body: SaveQaRequest) => addQa(api, botId, body), refresh(botId), options);
}

export function useSaveQaMutation(botId: string, options?: ApiMutationOptions<KnowledgeSource, { sourceId: string; body: SaveQaRequest }>) {
  return useApiMutation((api, { sourceId, body }: { sourceId: string; body: SaveQaRequest }) => saveQa(api, botId, sourceId, body), refresh(botId), options);
}

export function useUploadFileMutation(botId: string, options?: ApiMutationOptions<KnowledgeSource, File>) {
  return useApiMutation((api, file: File) => uploadFile(api, botId, file), refresh(botId), options);
}

export function useDeleteSourceMutation(botId: string, options?: ApiMutationOptions<void, KnowledgeSource>) {
  return useApiMutation((api, source: KnowledgeSource) => deleteSource(api, botId, source.id), refresh(botId), options);
}

export function useRetrySourceMutation(botId: string, options?: ApiMutationOptions<KnowledgeSource, string>) {
  return useApiMutation((api, sourceId: string) => retrySource(api, botId, sourceId), refresh(botId), options);
}

export function useAddPageMutation(botId: string, options?: ApiMutationOptions<KnowledgeSource, AddPageRequest>) {
  return useApiMutation((api, body: AddPageRequest) => addPage(api, botId, body), refresh(botId), options);
}

export function useRefetchPageMutation(botId: string, options?: ApiMutationOptions<KnowledgeSource, string>) {
  return useApiMutation((api, sourceId: string) => refetchPage(api, botId, sourceId), refresh(botId), options);
}

/** The company profile: under the knowledge base's key, so saving it refreshes the sources too. */
export const profileQuery = (api: ApiClient, botId: string) => queryOptions({ queryKey: [...knowledgeKey(botId), 'profile'] as const, queryFn: () => getProfile(api, botId) });

export function useProfile(botId: string) {
  return useQuery(profileQuery(useApiClient(), botId));
}

export function useSaveProfileMutation(botId: string, options?: ApiMutationOptions<CompanyProfile, SaveCompanyProfileRequest>) {
  return useApiMutation((api, body: SaveCompanyProfileRequest) => saveProfile(api, botId, body), refresh(botId), options);
}

import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import {
  blacklistEntrySchema,
  blacklistPageSchema,
  ignoreLinkSchema,
  publicIgnoreEntrySchema,
  type BlacklistEntry,
  type BlacklistListParams,
  type BlacklistPage,
  type CreateBlacklistEntryRequest,
  type IgnoreLink,
  type PublicIgnoreEntry,
  type PublicIgnoreUpdateRequest,
  type UpdateBlacklistEntryRequest,
  BLACKLIST_PATHS,
} from '@cabinet/api/flows';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/* The blacklist API (BLACKLIST_PATHS): the owner's list, and the public opt-out page of a client's link. */

export async function getBlacklist(api: ApiClient, params: BlacklistListParams = {}): Promise<BlacklistPage> {
  return blacklistPageSchema.parse(await api.get(BLACKLIST_PATHS.list, { searchParams: searchParamsOf({ ...params }) }).json());
}

export async function createBlacklistEntry(api: ApiClient, body: CreateBlacklistEntryRequest): Promise<BlacklistEntry> {
  return blacklistEntrySchema.parse(await api.post(BLACKLIST_PATHS.list, { json: body }).json());
}

export async function updateBlacklistEntry(api: ApiClient, id: string, body: UpdateBlacklistEntryRequest): Promise<BlacklistEntry> {
  return blacklistEntrySchema.parse(await api.patch(fillPath(BLACKLIST_PATHS.one, { id }), { json: body }).json());
}

export async function deleteBlacklistEntry(api: ApiClient, id: string): Promise<void> {
  await api.delete(fillPath(BLACKLIST_PATHS.one, { id }));
}

export async function createIgnoreLink(api: ApiClient, phone: string): Promise<IgnoreLink> {
  return ignoreLinkSchema.parse(await api.post(BLACKLIST_PATHS.link, { json: { phone } }).json());
}

/** The public opt-out page's own entry (no sign-in needed). */
export async function getPublicIgnoreEntry(api: ApiClient, token: string): Promise<PublicIgnoreEntry> {
  return publicIgnoreEntrySchema.parse(await api.get(fillPath(BLACKLIST_PATHS.public, { token })).json());
}

export async function savePublicIgnoreEntry(api: ApiClient, token: string, body: PublicIgnoreUpdateRequest): Promise<PublicIgnoreEntry> {
  return publicIgnoreEntrySchema.parse(await api.put(fillPath(BLACKLIST_PATHS.public, { token }), { json: body }).json());
}

export const blacklistKeys = {
  all: ['blacklist'] as const,
  lists: () => [...blacklistKeys.all, 'list'] as const,
  list: (params: BlacklistListParams) => [...blacklistKeys.lists(), params] as const,
  publicEntry: (token: string) => [...blacklistKeys.all, 'public', token] as const,
};

export const blacklistQuery = (api: ApiClient, params: BlacklistListParams = {}) =>
  queryOptions({ queryKey: blacklistKeys.list(params), queryFn: () => getBlacklist(api, params), placeholderData: keepPreviousData });

/** Not retried: a 404 means the link is broken, and asking again will not mend it. */
export const publicIgnoreEntryQuery = (api: ApiClient, token: string) =>
  queryOptions({ queryKey: blacklistKeys.publicEntry(token), queryFn: () => getPublicIgnoreEntry(api, token), retry: false });

export function useBlacklist(params: BlacklistListParams) {
  return useQuery(blacklistQuery(useApiClient(), params));
}

export function usePublicIgnoreEntry(token: string) {
  return useQuery(publicIgnoreEntryQuery(useApiClient(), token));
}

const refreshBlacklist = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: blacklistKeys.lists() });

/** Adds an entry (`entry` null) or saves one; the list is refreshed either way. */
export function useSaveBlacklistEntryMutation(entry: Pick<BlacklistEntry, 'id'> | null, options?: ApiMutationOptions<BlacklistEntry, CreateBlacklistEntryRequest>) {
  return useApiMutation((api, body: CreateBlacklistEntryRequest) => (entry ? updateBlacklistEntry(api, entry.id, body) : createBlacklistEntry(api, body)), refreshBlacklist, options);
}

/** Removes an entry; the list is refreshed either way, so it shows neither what is gone nor less than what stayed. */
export function useDeleteBlacklistEntryMutation(options?: ApiMutationOptions<void, BlacklistEntry>) {
  return useApiMutation((api, entry: BlacklistEntry) => deleteBlacklistEntry(api, entry.id), refreshBlacklist, options);
}

/** Makes a client's personal opt-out link; it changes no list. */
export function useCreateIgnoreLinkMutation(options?: ApiMutationOptions<IgnoreLink, string>) {
  return useApiMutation(createIgnoreLink, () => undefined, options);
}

/** The client's own choice on the public page: the page shows the saved entry at once. */
export function useSavePublicIgnoreEntryMutation(token: string, options?: ApiMutationOptions<PublicIgnoreEntry, PublicIgnoreUpdateRequest>) {
  return useApiMutation(
    (api, body: PublicIgnoreUpdateRequest) => savePublicIgnoreEntry(api, token, body),
    (queryClient, saved) => {
      if (saved) queryClient.setQueryData(blacklistKeys.publicEntry(token), saved);
      return undefined;
    },
    options,
  );
}

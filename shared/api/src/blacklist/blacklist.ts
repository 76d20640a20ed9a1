import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { searchParamsOf } from '../paging';
import { fillPath, PATHS } from '../paths';
import {
  blacklistEntrySchema,
  blacklistPageSchema,
  ignoreLinkSchema,
  publicIgnoreEntrySchema,
  type BlacklistEntry,
  type BlacklistListParams,
  type BlacklistPage,
  type IgnoreLink,
  type PublicIgnoreEntry,
  type PublicIgnoreUpdateRequest,
} from './schemas';
// Type-only: the request schemas check phones, which `@cabinet/api/phone` loads with the forms.
import type { CreateBlacklistEntryRequest, UpdateBlacklistEntryRequest } from './requests';

export async function getBlacklist(client: ApiClient, params: BlacklistListParams = {}): Promise<BlacklistPage> {
  return blacklistPageSchema.parse(await client.get(PATHS.blacklist.list, { searchParams: searchParamsOf({ ...params }) }).json());
}

export async function createBlacklistEntry(client: ApiClient, body: CreateBlacklistEntryRequest): Promise<BlacklistEntry> {
  return blacklistEntrySchema.parse(await client.post(PATHS.blacklist.list, { json: body }).json());
}

export async function updateBlacklistEntry(client: ApiClient, id: string, body: UpdateBlacklistEntryRequest): Promise<BlacklistEntry> {
  return blacklistEntrySchema.parse(await client.patch(fillPath(PATHS.blacklist.one, { id }), { json: body }).json());
}

export async function deleteBlacklistEntry(client: ApiClient, id: string): Promise<void> {
  await client.delete(fillPath(PATHS.blacklist.one, { id }));
}

export async function createIgnoreLink(client: ApiClient, phone: string): Promise<IgnoreLink> {
  return ignoreLinkSchema.parse(await client.post(PATHS.blacklist.link, { json: { phone } }).json());
}

/** The public opt-out page's own entry (no sign-in needed). */
export async function getPublicIgnoreEntry(client: ApiClient, token: string): Promise<PublicIgnoreEntry> {
  return publicIgnoreEntrySchema.parse(await client.get(fillPath(PATHS.blacklist.public, { token })).json());
}

export async function savePublicIgnoreEntry(client: ApiClient, token: string, body: PublicIgnoreUpdateRequest): Promise<PublicIgnoreEntry> {
  return publicIgnoreEntrySchema.parse(await client.put(fillPath(PATHS.blacklist.public, { token }), { json: body }).json());
}

export const blacklistKeys = {
  all: ['blacklist'] as const,
  lists: () => [...blacklistKeys.all, 'list'] as const,
  list: (params: BlacklistListParams) => [...blacklistKeys.lists(), params] as const,
  publicEntry: (token: string) => [...blacklistKeys.all, 'public', token] as const,
};

export const blacklistQuery = (client: ApiClient, params: BlacklistListParams = {}) =>
  queryOptions({ queryKey: blacklistKeys.list(params), queryFn: () => getBlacklist(client, params), placeholderData: keepPreviousData });

export const publicIgnoreEntryQuery = (client: ApiClient, token: string) =>
  queryOptions({ queryKey: blacklistKeys.publicEntry(token), queryFn: () => getPublicIgnoreEntry(client, token) });

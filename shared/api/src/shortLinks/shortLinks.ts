import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { searchParamsOf } from '../paging';
import { fillPath, PATHS } from '../paths';
import {
  shortLinkClickSchema,
  shortLinkPageSchema,
  shortLinkSchema,
  type CreateShortLinkRequest,
  type ShortLink,
  type ShortLinkListParams,
  type ShortLinkPage,
  type UpdateShortLinkRequest,
} from './schemas';

export async function getShortLinks(client: ApiClient, params: ShortLinkListParams = {}): Promise<ShortLinkPage> {
  return shortLinkPageSchema.parse(await client.get(PATHS.shortLinks.list, { searchParams: searchParamsOf({ ...params }) }).json());
}

export async function createShortLink(client: ApiClient, body: CreateShortLinkRequest): Promise<ShortLink> {
  return shortLinkSchema.parse(await client.post(PATHS.shortLinks.list, { json: body }).json());
}

export async function updateShortLink(client: ApiClient, id: string, body: UpdateShortLinkRequest): Promise<ShortLink> {
  return shortLinkSchema.parse(await client.patch(fillPath(PATHS.shortLinks.one, { id }), { json: body }).json());
}

export async function deleteShortLink(client: ApiClient, id: string): Promise<void> {
  await client.delete(fillPath(PATHS.shortLinks.one, { id }));
}

/** The redirect page's call: counts the click, answers where to go. */
export async function clickShortLink(client: ApiClient, encodedId: string): Promise<string> {
  return shortLinkClickSchema.parse(await client.post(fillPath(PATHS.shortLinks.click, { encodedId })).json()).url;
}

export const shortLinkKeys = {
  all: ['shortLinks'] as const,
  lists: () => [...shortLinkKeys.all, 'list'] as const,
  list: (params: ShortLinkListParams) => [...shortLinkKeys.lists(), params] as const,
};

export const shortLinksQuery = (client: ApiClient, params: ShortLinkListParams = {}) =>
  queryOptions({ queryKey: shortLinkKeys.list(params), queryFn: () => getShortLinks(client, params), placeholderData: keepPreviousData });

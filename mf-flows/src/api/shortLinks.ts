import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import {
  shortLinkClickSchema,
  shortLinkPageSchema,
  shortLinkSchema,
  type CreateShortLinkRequest,
  type ShortLink,
  type ShortLinkListParams,
  type ShortLinkPage,
  type UpdateShortLinkRequest,
  SHORT_LINKS_PATHS,
} from '@cabinet/api/flows';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/* The short links API (SHORT_LINKS_PATHS): the owner's links, and the public redirect's click. */

export async function getShortLinks(api: ApiClient, params: ShortLinkListParams = {}): Promise<ShortLinkPage> {
  return shortLinkPageSchema.parse(await api.get(SHORT_LINKS_PATHS.list, { searchParams: searchParamsOf({ ...params }) }).json());
}

export async function createShortLink(api: ApiClient, body: CreateShortLinkRequest): Promise<ShortLink> {
  return shortLinkSchema.parse(await api.post(SHORT_LINKS_PATHS.list, { json: body }).json());
}

export async function updateShortLink(api: ApiClient, id: string, body: UpdateShortLinkRequest): Promise<ShortLink> {
  return shortLinkSchema.parse(await api.patch(fillPath(SHORT_LINKS_PATHS.one, { id }), { json: body }).json());
}

export async function deleteShortLink(api: ApiClient, id: string): Promise<void> {
  await api.delete(fillPath(SHORT_LINKS_PATHS.one, { id }));
}

/** The redirect page's call: counts the click, answers where to go. */
export async function clickShortLink(api: ApiClient, encodedId: string): Promise<string> {
  return shortLinkClickSchema.parse(await api.post(fillPath(SHORT_LINKS_PATHS.click, { encodedId })).json()).url;
}

export const shortLinkKeys = {
  all: ['shortLinks'] as const,
  lists: () => [...shortLinkKeys.all, 'list'] as const,
  list: (params: ShortLinkListParams) => [...shortLinkKeys.lists(), params] as const,
};

export const shortLinksQuery = (api: ApiClient, params: ShortLinkListParams = {}) =>
  queryOptions({ queryKey: shortLinkKeys.list(params), queryFn: () => getShortLinks(api, params), placeholderData: keepPreviousData });

export function useShortLinks(params: ShortLinkListParams) {
  return useQuery(shortLinksQuery(useApiClient(), params));
}

const refreshShortLinks = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: shortLinkKeys.lists() });

/** Creates a link (`link` null) or changes where one leads; the list is refreshed either way. */
export function useSaveShortLinkMutation(link: Pick<ShortLink, 'id'> | null, options?: ApiMutationOptions<ShortLink, CreateShortLinkRequest>) {
  return useApiMutation((api, body: CreateShortLinkRequest) => (link ? updateShortLink(api, link.id, body) : createShortLink(api, body)), refreshShortLinks, options);
}

export function useDeleteShortLinkMutation(options?: ApiMutationOptions<void, ShortLink>) {
  return useApiMutation((api, link: ShortLink) => deleteShortLink(api, link.id), refreshShortLinks, options);
}

/** Counts a click on the public redirect page and answers the address; it changes no list of this page. */
export function useClickShortLinkMutation(options?: ApiMutationOptions<string, string>) {
  return useApiMutation(clickShortLink, () => undefined, options);
}

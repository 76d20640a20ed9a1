import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fillPath, useApiClient, type ApiClient } from '@cabinet/api/core';
import { BACK_OFFICE_PATHS, supportViewSchema, userDialoguesSchema, type SupportView, type UserDialogues } from '@cabinet/api/admin';
import { adminUserKeys } from './users';

/* A user's AI-assistant dialogues (BACK_OFFICE_PATHS.userDialogues, spec's POST {count, date}): the newest `count`. */

export async function getUserDialogues(api: ApiClient, id: string, count: number): Promise<UserDialogues> {
  return userDialoguesSchema.parse(await api.post(fillPath(BACK_OFFICE_PATHS.userDialogues, { id }), { json: { count } }).json());
}

export const userDialoguesQuery = (api: ApiClient, id: string, count: number) =>
  queryOptions({ queryKey: [...adminUserKeys.all, 'dialogues', id, count] as const, queryFn: () => getUserDialogues(api, id, count), placeholderData: keepPreviousData });

export function useUserDialogues(id: string, count: number) {
  return useQuery(userDialoguesQuery(useApiClient(), id, count));
}

/* Act as support (BACK_OFFICE_PATHS.userSupportView): the user's flows and mailings, read only. */

export async function getSupportView(api: ApiClient, id: string): Promise<SupportView> {
  return supportViewSchema.parse(await api.get(fillPath(BACK_OFFICE_PATHS.userSupportView, { id })).json());
}

export const supportViewQuery = (api: ApiClient, id: string) => queryOptions({ queryKey: [...adminUserKeys.all, 'supportView', id] as const, queryFn: () => getSupportView(api, id) });

export function useSupportView(id: string, enabled: boolean) {
  return useQuery({ ...supportViewQuery(useApiClient(), id), enabled });
}

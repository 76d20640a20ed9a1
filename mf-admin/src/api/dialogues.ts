import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fillPath, useApiClient, type ApiClient } from '@cabinet/api/core';
import { BACK_OFFICE_PATHS, userDialoguesSchema, type UserDialogues } from '@cabinet/api/admin';
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

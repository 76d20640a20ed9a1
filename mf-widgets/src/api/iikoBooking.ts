import { useQuery } from '@tanstack/react-query';
import { fillPath, searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import { WIDGETS_PATHS, type PublicIikoBookingPage, type PublicIikoReserveResult } from '@cabinet/api/widgets';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';
import { usePublicWidgetPage } from './publicWidgetPage';

/*
 * The iiko table booking widget's public calls (WIDGETS_PATHS.publicIiko*): no sign-in. The answers are read as
 * the API's contract types without validating them here: the view loads on a guest's phone, on a partner's
 * site, and the schemas' zod would be most of its script (the API validates what it answers and what it takes).
 */

export async function getPublicIikoBooking(api: ApiClient, id: string): Promise<PublicIikoBookingPage> {
  return api.get(fillPath(WIDGETS_PATHS.publicIikoBooking, { id })).json<PublicIikoBookingPage>();
}

export async function getPublicIikoTimes(api: ApiClient, id: string, query: { date: string; guests: number }): Promise<string[]> {
  return api.get(fillPath(WIDGETS_PATHS.publicIikoTimes, { id }), { searchParams: searchParamsOf({ date: query.date, guests: String(query.guests) }) }).json<string[]>();
}

export interface PublicIikoReserveBody {
  date: string;
  time: string;
  guests: number;
  name: string;
  phone: string;
}

export async function reservePublicTable(api: ApiClient, id: string, body: PublicIikoReserveBody): Promise<PublicIikoReserveResult> {
  return api.post(fillPath(WIDGETS_PATHS.publicIikoReserves, { id }), { json: body }).json<PublicIikoReserveResult>();
}

export function usePublicIikoBooking(id: string) {
  const api = useApiClient();
  return usePublicWidgetPage(['publicIikoBooking', id], () => getPublicIikoBooking(api, id));
}

/** The day's times with a free table for the party; nothing is asked until a day is chosen. */
export function usePublicIikoTimes(id: string, query: { date: string; guests: number } | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['publicIikoBooking', id, 'times', query],
    queryFn: () => getPublicIikoTimes(api, id, query ?? { date: '', guests: 1 }),
    enabled: query !== null,
  });
}

export function useReservePublicTableMutation(id: string, options?: ApiMutationOptions<PublicIikoReserveResult, PublicIikoReserveBody>) {
  return useApiMutation((api, body: PublicIikoReserveBody) => reservePublicTable(api, id, body), (queryClient) => queryClient.invalidateQueries({ queryKey: ['publicIikoBooking', id] }), options);
}

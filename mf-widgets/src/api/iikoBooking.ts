import { useQuery } from '@tanstack/react-query';
import { fillPath, searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import {
  publicIikoBookingPageSchema,
  publicIikoReserveResultSchema,
  publicIikoTimesSchema,
  WIDGETS_PATHS,
  type PublicIikoBookingPage,
  type PublicIikoReserveResult,
} from '@cabinet/api/widgets';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/* The iiko table booking widget's public calls (WIDGETS_PATHS.publicIiko*): no sign-in. */

export async function getPublicIikoBooking(api: ApiClient, id: string): Promise<PublicIikoBookingPage> {
  return publicIikoBookingPageSchema.parse(await api.get(fillPath(WIDGETS_PATHS.publicIikoBooking, { id })).json());
}

export async function getPublicIikoTimes(api: ApiClient, id: string, query: { date: string; guests: number }): Promise<string[]> {
  return publicIikoTimesSchema.parse(await api.get(fillPath(WIDGETS_PATHS.publicIikoTimes, { id }), { searchParams: searchParamsOf({ date: query.date, guests: String(query.guests) }) }).json());
}

export interface PublicIikoReserveBody {
  date: string;
  time: string;
  guests: number;
  name: string;
  phone: string;
}

export async function reservePublicTable(api: ApiClient, id: string, body: PublicIikoReserveBody): Promise<PublicIikoReserveResult> {
  return publicIikoReserveResultSchema.parse(await api.post(fillPath(WIDGETS_PATHS.publicIikoReserves, { id }), { json: body }).json());
}

/** Not retried: a refusal (another site, no such widget) will not mend itself. */
export function usePublicIikoBooking(id: string) {
  const api = useApiClient();
  return useQuery({ queryKey: ['publicIikoBooking', id], queryFn: () => getPublicIikoBooking(api, id), retry: false });
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

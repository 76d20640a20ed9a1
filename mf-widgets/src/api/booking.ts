import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, useApiClient, type ApiClient } from '@cabinet/api/core';
import {
  bookingCompaniesSchema,
  bookingWidgetSchema,
  WIDGETS_PATHS,
  type BookingCompany,
  type BookingWidget,
  type SaveBookingWidgetRequest,
} from '@cabinet/api/widgets';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';
import { widgetKeys } from './keys';

/* The booking widget (WIDGETS_PATHS.booking*): the owner's calls; the client's public ones are in publicBooking.ts. */

export async function getBookingWidget(api: ApiClient, id: string): Promise<BookingWidget> {
  return bookingWidgetSchema.parse(await api.get(fillPath(WIDGETS_PATHS.bookingWidget, { id })).json());
}

export async function getBookingCompanies(api: ApiClient): Promise<BookingCompany[]> {
  return bookingCompaniesSchema.parse(await api.get(WIDGETS_PATHS.bookingCompanies).json());
}

export async function saveBookingWidget(api: ApiClient, id: string | null, body: SaveBookingWidgetRequest): Promise<BookingWidget> {
  const answer = id ? api.put(fillPath(WIDGETS_PATHS.bookingWidget, { id }), { json: body }) : api.post(WIDGETS_PATHS.bookingWidgets, { json: body });
  return bookingWidgetSchema.parse(await answer.json());
}

export const bookingKeys = {
  widget: (id: string) => [...widgetKeys.all, 'booking', id] as const,
  companies: () => [...widgetKeys.all, 'bookingCompanies'] as const,
};

export const bookingWidgetQuery = (api: ApiClient, id: string) => queryOptions({ queryKey: bookingKeys.widget(id), queryFn: () => getBookingWidget(api, id) });
export const bookingCompaniesQuery = (api: ApiClient) => queryOptions({ queryKey: bookingKeys.companies(), queryFn: () => getBookingCompanies(api) });

/** One booking widget; nothing is asked while `id` is null (a new widget). */
export function useBookingWidget(id: string | null) {
  const api = useApiClient();
  return useQuery({ ...bookingWidgetQuery(api, id ?? ''), enabled: id !== null });
}

export function useBookingCompanies() {
  return useQuery(bookingCompaniesQuery(useApiClient()));
}

const refreshWidgets = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: widgetKeys.all });

/** Creates a booking widget (`id` null) or saves the whole of one, with the version it was based on. */
export function useSaveBookingWidgetMutation(id: string | null, options?: ApiMutationOptions<BookingWidget, SaveBookingWidgetRequest>) {
  return useApiMutation((api, body: SaveBookingWidgetRequest) => saveBookingWidget(api, id, body), refreshWidgets, options);
}

import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fillPath, searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import {
  bookingCompaniesSchema,
  bookingWidgetSchema,
  publicBookingPageSchema,
  publicBookingResultSchema,
  publicBookingSlotsSchema,
  WIDGETS_PATHS,
  type BookingCompany,
  type BookingWidget,
  type PublicBookingPage,
  type PublicBookingResult,
  type PublicBookingSlot,
  type PublicBookingSlotsQuery,
  type SaveBookingWidgetRequest,
} from '@cabinet/api/widgets';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';
import { widgetKeys } from './widgets';
import { usePublicWidgetPage } from './publicWidgetPage';

/* The booking widget (WIDGETS_PATHS.booking*): the owner's calls, and the client's public ones (no sign-in). */

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

// The client's side (the public view).

export async function getPublicBooking(api: ApiClient, id: string): Promise<PublicBookingPage> {
  return publicBookingPageSchema.parse(await api.get(fillPath(WIDGETS_PATHS.publicBooking, { id })).json());
}

export async function getPublicSlots(api: ApiClient, id: string, query: PublicBookingSlotsQuery): Promise<PublicBookingSlot[]> {
  return publicBookingSlotsSchema.parse(await api.get(fillPath(WIDGETS_PATHS.publicBookingSlots, { id }), { searchParams: searchParamsOf({ ...query }) }).json());
}

export interface PublicBookingBody {
  serviceId: string;
  masterId: string;
  startsAt: string;
  name: string;
  phone: string;
}

export async function bookPublicVisit(api: ApiClient, id: string, body: PublicBookingBody): Promise<PublicBookingResult> {
  return publicBookingResultSchema.parse(await api.post(fillPath(WIDGETS_PATHS.publicBookingRecords, { id }), { json: body }).json());
}

const publicKeys = {
  page: (id: string) => ['publicBooking', id] as const,
  slots: (id: string, query: PublicBookingSlotsQuery) => ['publicBooking', id, 'slots', query] as const,
};

export function usePublicBooking(id: string) {
  const api = useApiClient();
  return usePublicWidgetPage(publicKeys.page(id), () => getPublicBooking(api, id));
}

/** The free slots; nothing is asked until service, master and day are chosen. */
export function usePublicSlots(id: string, query: PublicBookingSlotsQuery | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: publicKeys.slots(id, query ?? { serviceId: '', masterId: '', date: '' }),
    queryFn: () => getPublicSlots(api, id, query ?? { serviceId: '', masterId: '', date: '' }),
    enabled: query !== null,
  });
}

export function useBookPublicVisitMutation(id: string, options?: ApiMutationOptions<PublicBookingResult, PublicBookingBody>) {
  return useApiMutation((api, body: PublicBookingBody) => bookPublicVisit(api, id, body), (queryClient) => queryClient.invalidateQueries({ queryKey: ['publicBooking', id] }), options);
}

import { useQuery } from '@tanstack/react-query';
import { fillPath, searchParamsOf, useApiClient, type ApiClient } from '@cabinet/api/core';
import { WIDGETS_PATHS, type PublicBookingPage, type PublicBookingResult, type PublicBookingSlot, type PublicBookingSlotsQuery } from '@cabinet/api/widgets';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';
import { usePublicWidgetPage } from './publicWidgetPage';

/*
 * The booking widget's public calls (WIDGETS_PATHS.publicBooking*, the client's side of /bw): no sign-in. As the
 * iiko widget's, the answers are read as the API's contract types without validating them here: the view loads on
 * a client's phone, on a partner's site, and the schemas' zod would be most of its script (the API validates what
 * it answers and what it takes).
 */

export async function getPublicBooking(api: ApiClient, id: string): Promise<PublicBookingPage> {
  return api.get(fillPath(WIDGETS_PATHS.publicBooking, { id })).json<PublicBookingPage>();
}

export async function getPublicSlots(api: ApiClient, id: string, query: PublicBookingSlotsQuery): Promise<PublicBookingSlot[]> {
  return api.get(fillPath(WIDGETS_PATHS.publicBookingSlots, { id }), { searchParams: searchParamsOf({ ...query }) }).json<PublicBookingSlot[]>();
}

export interface PublicBookingBody {
  serviceId: string;
  masterId: string;
  startsAt: string;
  name: string;
  phone: string;
}

export async function bookPublicVisit(api: ApiClient, id: string, body: PublicBookingBody): Promise<PublicBookingResult> {
  return api.post(fillPath(WIDGETS_PATHS.publicBookingRecords, { id }), { json: body }).json<PublicBookingResult>();
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
  return useApiMutation((api, body: PublicBookingBody) => bookPublicVisit(api, id, body), (queryClient) => queryClient.invalidateQueries({ queryKey: publicKeys.page(id) }), options);
}

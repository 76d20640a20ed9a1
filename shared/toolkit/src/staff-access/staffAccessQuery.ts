import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@cabinet/api/core';
import { bookingStaffAccessSchema, SYSTEM_ACCOUNT_PATHS, type BookingStaffAccess } from '@cabinet/api/systemAccounts';

export async function getBookingStaffAccess(api: ApiClient): Promise<BookingStaffAccess> {
  return bookingStaffAccessSchema.parse(await api.get(SYSTEM_ACCOUNT_PATHS.staffAccess).json());
}

/** One key for every screen that reads it: home, the flows, the accounts and the mailings share one answer. */
export const bookingStaffAccessKey = ['systemAccounts', 'staffAccess'] as const;

export const bookingStaffAccessQuery = (api: ApiClient) => queryOptions({ queryKey: bookingStaffAccessKey, queryFn: () => getBookingStaffAccess(api), staleTime: 60_000 });

/** The connected booking-system companies whose user's rights exclude areas (GET api/v1/SystemAccounts/StaffAccess). */
export function useBookingStaffAccess() {
  return useQuery(bookingStaffAccessQuery(useApiClient()));
}

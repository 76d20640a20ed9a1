import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@cabinet/api/core';
import { SYSTEM_ACCOUNT_PATHS } from '@cabinet/api/systemAccounts';
import * as z from '@cabinet/api/zod';

/**
 * What the screens keep of GET api/v1/SystemAccounts/StaffAccess: its list of companies, each read whole
 * (bookingStaffAccessSchema) by the notice's lazily loaded code when there is one. Every account asks on
 * every screen that reads the booking system's data, few are limited: home carries only this.
 */
const staffAccessAnswerSchema = z.object({ companies: z.array(z.unknown()) });
export type BookingStaffAccessAnswer = z.infer<typeof staffAccessAnswerSchema>;

export async function getBookingStaffAccess(api: ApiClient): Promise<BookingStaffAccessAnswer> {
  return staffAccessAnswerSchema.parse(await api.get(SYSTEM_ACCOUNT_PATHS.staffAccess).json());
}

/** One key for every screen that reads it: home, the flows, the accounts and the mailings share one answer. */
export const bookingStaffAccessKey = ['systemAccounts', 'staffAccess'] as const;

export const bookingStaffAccessQuery = (api: ApiClient) => queryOptions({ queryKey: bookingStaffAccessKey, queryFn: () => getBookingStaffAccess(api), staleTime: 60_000 });

/** The connected booking-system companies whose user's rights exclude areas (GET api/v1/SystemAccounts/StaffAccess), unread. */
export function useBookingStaffAccess() {
  return useQuery(bookingStaffAccessQuery(useApiClient()));
}

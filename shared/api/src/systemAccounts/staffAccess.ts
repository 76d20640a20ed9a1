import * as z from '@cabinet/api/zod';

/*
 * The booking systems and their staff's access-denied areas, apart from the accounts' schemas (schemas.ts):
 * every screen that reads the booking system's data asks for the staff notice, so home bundles only this.
 */

export const BOOKING_SYSTEMS = ['yclients', 'altegio'] as const;
export type BookingSystem = (typeof BOOKING_SYSTEMS)[number];

/**
 * The staff access-denied areas of spec section 2: a booking system's user (an administrator, not the owner)
 * may lack rights to any of them, and the cabinet then says so where it acts. Decision on where each shows
 * in the built domains: the feed reads the masters under `settings`, the records under `timetable`, and a
 * client's phone under `phones` (the system masks it); each refusal is recorded on the company and shown,
 * with what it stops, on its account's page and on every screen that reads the system's data (home, the
 * flows, the accounts, the mailing wizard, RFM, the booking widget, the AI salon plugin:
 * `@cabinet/toolkit/staff-access`). The insights areas (dashboard, summary, reviews, analytics) gate
 * their screens (`@cabinet/api/insights` STAFF_AREAS). The record form, records, clients base, loyalty and
 * webhook settings belong to the booking and AI screens that write to the system (issues 32, 33).
 */
export const BOOKING_STAFF_AREAS = [
  'timetable',
  'phones',
  'recordForm',
  'records',
  'clientsBase',
  'dashboard',
  'summary',
  'reviews',
  'loyalty',
  'settings',
  'webhookSettings',
  'analytics',
] as const;
export type BookingStaffArea = (typeof BOOKING_STAFF_AREAS)[number];

/**
 * GET api/v1/SystemAccounts/StaffAccess: each connected company of the caller's booking-system accounts whose
 * connecting user lacks rights, with the areas, as its last pull found them (empty when nothing is missing).
 * Read by home, the flows, the accounts and the mailings, which say so where the user acts.
 */
export const bookingStaffAccessSchema = z.object({
  companies: z.array(
    z.object({
      system: z.enum(BOOKING_SYSTEMS),
      /** The cabinet's system account the company is connected through. */
      systemAccountId: z.string(),
      /** The company's id in the booking system. */
      accountId: z.string(),
      name: z.string(),
      deniedAreas: z.array(z.enum(BOOKING_STAFF_AREAS)).check(z.minLength(1)),
    }),
  ),
});
export type BookingStaffAccess = z.infer<typeof bookingStaffAccessSchema>;

import * as z from '@cabinet/api/zod';
import { boundedText, requiredBoundedText } from '../text-helpers';
import { allowedOriginsSchema, ORIGIN_RULE_CODES } from './embedding';

/*
 * The spec's BookingWidget (issue 32): a client books a visit at a branch of a connected YCLIENTS or
 * Altegio company (service, master, free slot, name and phone); the booking is created in the booking
 * system through its adapter. The owner lists the sites that may embed it (`allowedOrigins`): the public
 * API answers only those origins and the widget's own (the cabinet's), so a copied snippet on another site
 * shows a refusal instead of taking bookings.
 *
 * CORS, for the snippet's script running on the business's own page (decided in issue 32): the API's other
 * paths answer the cabinet's origins only; the public widget's reads (publicBooking, publicBookingSlots)
 * answer any origin, without credentials, because what they return is the branch's public price list and
 * free times, or to an unlisted site a 403 BOOKING_ORIGIN_REFUSED the copied widget shows; the booking
 * (publicBookingRecords) answers only the listed origins, so a browser on any other site never sends it.
 */

const timestamp = z.iso.datetime({ offset: true });

export const BOOKING_WIDGET_NAME_MAX = 100;
/** The systems a booking widget books into: a YCLIENTS or Altegio branch (a visit), an iiko organisation (a table). */
export const BOOKING_SYSTEMS = ['yclients', 'altegio', 'iiko'] as const;
export type BookingWidgetSystem = (typeof BOOKING_SYSTEMS)[number];

/** The rule codes of a booking widget's fields beside the shared ones (required, text.tooLong). */
export const BOOKING_RULE_CODES = [...ORIGIN_RULE_CODES, 'booking.companyNotConnected'] as const;
export type BookingRuleCode = (typeof BOOKING_RULE_CODES)[number];

/** The owner's booking widget: which branch it books into and where it may be embedded. */
export const bookingWidgetSchema = z.object({
  id: z.string(),
  name: z.string(),
  system: z.enum(BOOKING_SYSTEMS),
  /** The cabinet's company (a connected branch). */
  companyId: z.string(),
  companyName: z.string(),
  /** Sites allowed to embed the widget, as origins (https://salon.example). */
  allowedOrigins: z.array(z.string()),
  /** The API the embedding snippet names (its data-api): the one public calls go to. */
  apiUrl: z.string(),
  /** Bookings made through it (stored rows). */
  bookingsCount: z.int().check(z.gte(0)),
  version: z.int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type BookingWidget = z.infer<typeof bookingWidgetSchema>;

/** POST api/v1/Widgets/Booking (201), PUT api/v1/Widgets/Booking/{id} (200, with the version it was based on). */
export const saveBookingWidgetRequestSchema = z.object({
  name: requiredBoundedText(BOOKING_WIDGET_NAME_MAX),
  companyId: requiredBoundedText(100),
  allowedOrigins: allowedOriginsSchema,
  version: z.optional(z.int()),
});
export type SaveBookingWidgetRequest = z.input<typeof saveBookingWidgetRequestSchema>;
export type SavedBookingWidgetFields = z.output<typeof saveBookingWidgetRequestSchema>;

/** A branch the owner may book into: a connected company of a YCLIENTS or Altegio account, or an iiko organisation. */
export const bookingCompanySchema = z.object({ id: z.string(), name: z.string(), system: z.enum(BOOKING_SYSTEMS) });
export type BookingCompany = z.infer<typeof bookingCompanySchema>;
export const bookingCompaniesSchema = z.array(bookingCompanySchema);

/** GET api/v1/Widgets/Public/Booking/{id}: what the client picks from. */
export const publicBookingPageSchema = z.object({
  businessName: z.string(),
  timeZone: z.string(),
  services: z.array(z.object({ id: z.string(), title: z.string(), price: z.number(), durationMinutes: z.int() })),
  masters: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type PublicBookingPage = z.infer<typeof publicBookingPageSchema>;

/** A day as the branch names it (its own calendar), e.g. 2026-11-29. */
export const BOOKING_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** GET api/v1/Widgets/Public/Booking/{id}/Slots?serviceId&masterId&date: the master's free starts that day. */
export const publicBookingSlotsQuerySchema = z.object({
  serviceId: requiredBoundedText(40),
  masterId: requiredBoundedText(40),
  date: z.iso.date(),
});
export type PublicBookingSlotsQuery = z.input<typeof publicBookingSlotsQuerySchema>;
/** Each slot: the branch's local time (12:00) and the instant it starts. */
export const publicBookingSlotsSchema = z.array(z.object({ time: z.string(), startsAt: timestamp }));
export type PublicBookingSlot = z.infer<typeof publicBookingSlotsSchema>[number];

/** POST api/v1/Widgets/Public/Booking/{id}/Records (201): the visit as the booking system took it. */
export const publicBookingResultSchema = z.object({
  recordId: z.string(),
  startsAt: timestamp,
  serviceTitle: z.string(),
  masterName: z.string(),
});
export type PublicBookingResult = z.infer<typeof publicBookingResultSchema>;

export const BOOKING_CLIENT_NAME_MAX = 100;
export const bookingClientNameSchema = requiredBoundedText(BOOKING_CLIENT_NAME_MAX);
export const bookingCommentSchema = boundedText(500);

/*
 * The IikoBookingWidget (issue 32): a booking widget of an iiko organisation reserves a table through
 * iikoCloud's reserve API. The guest gives the party's size, a day and a time; the API picks the smallest
 * free table that seats them for IIKO_RESERVE_MINUTES. Times are the restaurant's wall clock (iiko's own).
 */

/** How long a reserve holds its table. */
export const IIKO_RESERVE_MINUTES = 120;
export const IIKO_GUESTS_MAX = 12;

/** GET api/v1/Widgets/Public/IikoBooking/{id}: the restaurant and the largest party one table seats. */
export const publicIikoBookingPageSchema = z.object({ restaurantName: z.string(), maxGuests: z.int().check(z.gte(1)) });
export type PublicIikoBookingPage = z.infer<typeof publicIikoBookingPageSchema>;

/** GET api/v1/Widgets/Public/IikoBooking/{id}/Times?date&guests: the day's starts with a free table for the party. */
export const publicIikoTimesQuerySchema = z.object({ date: z.iso.date(), guests: z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(IIKO_GUESTS_MAX))) });
export type PublicIikoTimesQuery = z.input<typeof publicIikoTimesQuerySchema>;
/** Each start as the restaurant's wall clock (19:30). */
export const publicIikoTimesSchema = z.array(z.string());

/** POST api/v1/Widgets/Public/IikoBooking/{id}/Reserves (201): the table iiko took. */
export const publicIikoReserveResultSchema = z.object({
  reserveId: z.string(),
  date: z.iso.date(),
  time: z.string(),
  guests: z.int(),
  tableName: z.string(),
  sectionName: z.string(),
});
export type PublicIikoReserveResult = z.infer<typeof publicIikoReserveResultSchema>;

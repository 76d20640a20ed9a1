import * as z from '@cabinet/api/zod';
import { checkPhone, normalizePhone, phoneSchema } from '../phoneRules';
import { allowedOriginsSchema } from './embedding';
import { bookingClientNameSchema, bookingCommentSchema, IIKO_GUESTS_MAX } from './booking';
import { checkEmail } from '../rules';
import { byRule } from '../schema-helpers';
import { boundedText, requiredBoundedText } from '../text-helpers';
import { checkMapLink, MAP_LINK_MAX, REVIEW_WIDGET_FOOTER_MAX, REVIEW_WIDGET_NAME_MAX, REVIEW_WIDGET_TEXT_MAX } from './rules';
import { ratingSchema, reviewRoutingModeSchema, widgetLanguageSchema } from './ratingFields';

// The Review widget's save, part of `@cabinet/api/phone`: its body carries the answer and notify phones.

const blank = (value: string | null | undefined): value is null | undefined | '' => value == null || value.trim() === '';

/** An optional phone: blank is none (null); else valid in international form, stored E.164. */
export const optionalPhoneSchema = z.pipe(
  z.nullish(z.string()).check(z.superRefine(byRule((value: string | null | undefined) => (blank(value) ? null : checkPhone(value))))),
  z.transform((value: string | null | undefined) => (blank(value) ? null : (normalizePhone(value) ?? value.trim()))),
);

/** An optional e-mail: blank is none (null); else valid, stored in lower case. */
export const optionalEmailSchema = z.pipe(
  z.nullish(z.string()).check(z.superRefine(byRule((value: string | null | undefined) => (blank(value) ? null : checkEmail(value))))),
  z.transform((value: string | null | undefined) => (blank(value) ? null : value.trim().toLowerCase())),
);

/** A map link: optional, empty if blank (spec section 5), else a valid http(s) address. */
export const mapLinkSchema = z.pipe(
  z.nullish(z.string()).check(z.superRefine(byRule(checkMapLink))),
  z.transform((value: string | null | undefined) => (blank(value) ? null : value.trim().slice(0, MAP_LINK_MAX))),
);

/**
 * POST api/v1/Widgets/Review (201) and PUT api/v1/Widgets/Review/{id} (200): the whole widget. A PUT carries
 * the version it was based on (409 VERSION_CONFLICT with the widget as stored when stale). Field refusals are
 * rule codes: required, text.tooLong, phone.invalid, email.invalid, url.invalid, rating.range, and the
 * allowedOrigins' origin.invalid, origin.tooMany, list.duplicate (embedding.ts; none when left out).
 */
export const saveReviewWidgetRequestSchema = z.object({
  name: requiredBoundedText(REVIEW_WIDGET_NAME_MAX),
  footerText: z._default(boundedText(REVIEW_WIDGET_FOOTER_MAX), ''),
  language: widgetLanguageSchema,
  answerPhone: optionalPhoneSchema,
  notifyPhone: optionalPhoneSchema,
  notifyEmail: optionalEmailSchema,
  yandexMapLink: mapLinkSchema,
  twoGisMapLink: mapLinkSchema,
  googleMapLink: mapLinkSchema,
  minimalRating: ratingSchema,
  routingMode: reviewRoutingModeSchema,
  positiveText: requiredBoundedText(REVIEW_WIDGET_TEXT_MAX),
  negativeText: requiredBoundedText(REVIEW_WIDGET_TEXT_MAX),
  allowedOrigins: allowedOriginsSchema,
  version: z.optional(z.int()),
});
export type SaveReviewWidgetRequest = z.input<typeof saveReviewWidgetRequestSchema>;
export type SavedReviewWidgetFields = z.output<typeof saveReviewWidgetRequestSchema>;

/**
 * POST api/v1/Widgets/Public/Booking/{id}/Records: the client's booking (issue 32, BookingWidget). The phone
 * is the client's, stored E.164; the slot is one the Slots call offered (a taken one answers 409
 * BOOKING_SLOT_TAKEN).
 */
export const publicBookingRequestSchema = z.object({
  serviceId: requiredBoundedText(40),
  masterId: requiredBoundedText(40),
  startsAt: z.iso.datetime({ offset: true }),
  name: bookingClientNameSchema,
  phone: phoneSchema,
  comment: z._default(bookingCommentSchema, ''),
});
export type PublicBookingRequest = z.input<typeof publicBookingRequestSchema>;

/** POST api/v1/Widgets/Public/IikoBooking/{id}/Reserves: a table for the party at a time of the day. */
export const publicIikoReserveRequestSchema = z.object({
  date: z.iso.date(),
  time: z.string().check(z.refine((value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value), { error: 'required' })),
  guests: z.int().check(z.gte(1), z.lte(IIKO_GUESTS_MAX)),
  name: bookingClientNameSchema,
  phone: phoneSchema,
  comment: z._default(bookingCommentSchema, ''),
});
export type PublicIikoReserveRequest = z.input<typeof publicIikoReserveRequestSchema>;

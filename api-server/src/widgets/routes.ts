import { z } from 'zod';
import { saveReviewWidgetRequestSchema } from '@cabinet/api/phone';
import { confirmWidgetSchema, reviewWidgetSchema, saveConfirmWidgetRequestSchema, widgetListSchema, widgetRatingPageSchema, widgetRatingsQuerySchema, WIDGETS_PATHS } from '@cabinet/api/widgets';
import { CSV_FORMAT_DESCRIPTION, csvExport } from '../messaging/csv';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import { bookingWidgetRoutes } from './booking';
import { widgetFrameRoutes } from './frameOrigins';
import { iikoBookingRoutes } from './iikoBooking';
import { widgetPublicRoutes } from './publicRoutes';
import { reviewsAiRoutes } from './reviewsAi';
import { widgetsService } from './service';

const idParamsSchema = z.object({ id: z.string() });
const PRO = { 403: 'FEATURE_REQUIRES_PRO: the review catcher and the visit confirmation widget are on the Pro plan' };
const INVALID = 'VALIDATION_FAILED with rule codes at the fields: required, text.tooLong, phone.invalid, email.invalid, url.invalid, rating.range';

/** The widgets domain's routes (spec sections 2-4): each declares its path, access, schemas and errors, and delegates. */
export function widgetsRoutes(ctx: AppContext): Route[] {
  const service = widgetsService(ctx);
  return [
    route({
      method: 'GET',
      path: WIDGETS_PATHS.list,
      access: 'user',
      summary: "The caller's widgets with their state, transitions and ratings",
      responses: { 200: { description: 'Review widgets oldest first, then the Confirm widget', schema: widgetListSchema } },
      errors: PRO,
      handler: ({ caller }) => service.list(caller.userId),
    }),
    route({
      method: 'POST',
      path: WIDGETS_PATHS.reviewWidgets,
      access: 'user',
      summary: 'Create a Review widget',
      body: saveReviewWidgetRequestSchema,
      responses: { 201: { description: 'The widget as stored', schema: reviewWidgetSchema } },
      errors: { ...PRO, 400: INVALID },
      async handler({ caller, reply, body }) {
        return reply.code(201).send(await service.createReview(caller.userId, body()));
      },
    }),
    route({
      method: 'GET',
      path: WIDGETS_PATHS.reviewWidget,
      access: 'user',
      summary: 'One of the caller’s Review widgets',
      params: idParamsSchema,
      responses: { 200: { description: 'The widget', schema: reviewWidgetSchema } },
      errors: { ...PRO, 404: 'WIDGET_NOT_FOUND' },
      handler: ({ caller, params }) => service.getReview(caller.userId, params().id),
    }),
    route({
      method: 'PUT',
      path: WIDGETS_PATHS.reviewWidget,
      access: 'user',
      summary: 'Save a Review widget',
      description: 'The whole widget, with the version it was based on: a stale one answers 409 VERSION_CONFLICT with the widget as stored.',
      params: idParamsSchema,
      body: saveReviewWidgetRequestSchema,
      responses: { 200: { description: 'The widget as stored', schema: reviewWidgetSchema } },
      errors: { ...PRO, 400: INVALID, 404: 'WIDGET_NOT_FOUND', 409: 'VERSION_CONFLICT' },
      handler: ({ caller, params, body }) => service.saveReview(caller.userId, params().id, body()),
    }),
    route({
      method: 'GET',
      path: WIDGETS_PATHS.reviewWidgetRatings,
      access: 'user',
      summary: 'The ratings one of the caller’s Review widgets collected',
      description: 'Newest first. rating: all, negative (1-2), neutral (3), positive (4-5); period: the last 30, 90 or 365 days, or all; search: client name, phone digits or comment. The stats cover the period whatever the filter and search.',
      params: idParamsSchema,
      query: widgetRatingsQuerySchema,
      responses: { 200: { description: 'A page of ratings with the period’s figures', schema: widgetRatingPageSchema } },
      errors: { ...PRO, 400: 'VALIDATION_FAILED', 404: 'WIDGET_NOT_FOUND' },
      handler: ({ caller, params, query }) => service.ratings(caller.userId, params().id, query()),
    }),
    route({
      method: 'GET',
      path: WIDGETS_PATHS.reviewWidgetRatingsExport,
      access: 'user',
      summary: 'The same ratings as CSV',
      description:
        `${CSV_FORMAT_DESCRIPTION} Columns: createdAt, rating, clientName, clientPhone, visitAt, masterName, services, comment, maps, answered, answer. The filters apply; no paging.`,
      params: idParamsSchema,
      query: widgetRatingsQuerySchema,
      responses: { 200: { description: 'The CSV file', contentType: 'text/csv' } },
      errors: { ...PRO, 400: 'VALIDATION_FAILED', 404: 'WIDGET_NOT_FOUND' },
      async handler({ caller, params, query, request, reply }) {
        const { widget, rows } = await service.ratingsExport(caller.userId, params().id, query());
        const header = ['createdAt', 'rating', 'clientName', 'clientPhone', 'visitAt', 'masterName', 'services', 'comment', 'maps', 'answered', 'answer'];
        const csv = csvExport(request);
        const lines = rows.map((row) =>
          csv.line([row.createdAt, row.rating, row.clientName, row.clientPhone, row.visitAt, row.masterName, row.services.join('; '), row.text, row.transitions.join('; '), row.answer !== null, row.answer?.text ?? null]),
        );
        return csv.send(reply, `ratings-${widget.id.slice(0, 8)}.csv`, header, [lines.join('')]);
      },
    }),
    route({
      method: 'GET',
      path: WIDGETS_PATHS.confirmWidget,
      access: 'user',
      summary: 'The caller’s Confirm widget (every part shown, version 0, until first saved)',
      responses: { 200: { description: 'The widget', schema: confirmWidgetSchema } },
      errors: PRO,
      handler: ({ caller }) => service.getConfirm(caller.userId),
    }),
    route({
      method: 'PUT',
      path: WIDGETS_PATHS.confirmWidget,
      access: 'user',
      summary: 'Save the Confirm widget',
      description: 'With the version it was based on: a stale one answers 409 VERSION_CONFLICT with the widget as stored.',
      body: saveConfirmWidgetRequestSchema,
      responses: { 200: { description: 'The widget as stored', schema: confirmWidgetSchema } },
      errors: { ...PRO, 400: 'VALIDATION_FAILED; confirm.noButton at showCancelButton when neither button is shown', 409: 'VERSION_CONFLICT' },
      handler: ({ caller, body }) => service.saveConfirm(caller.userId, body()),
    }),
    ...bookingWidgetRoutes(ctx),
    ...iikoBookingRoutes(ctx),
    ...reviewsAiRoutes(ctx),
    ...widgetPublicRoutes(ctx),
    ...widgetFrameRoutes(ctx),
  ];
}

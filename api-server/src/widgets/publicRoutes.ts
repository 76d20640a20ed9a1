import { z } from 'zod';
import { MESSAGES_PATHS, publicReviewRequestSchema } from '@cabinet/api/messaging';
import {
  MAP_LINK_FIELDS,
  publicRatingPageSchema,
  publicTransitionRequestSchema,
  ratingOutcome,
  WIDGET_LANGUAGES,
  WIDGETS_PATHS,
  type PublicRatingPage,
  type ReviewWidget,
  type WidgetLanguage,
} from '@cabinet/api/widgets';
import { sendMail } from '../account/mail';
import { sendPhoneMessage } from '../account/phoneCodes';
import { createReviewTokens } from '../messaging/links';
import { loadReviewMessage, pageLanguage, reviewView, type ReviewMessageRow } from '../messaging/publicRoutes';
import type { AppContext } from '../platform/AppContext';
import type { Queryable } from '../platform/db/Db';
import { ApiError } from '../platform/http/ApiError';
import { textLanguage, textsIn } from '../platform/texts/texts';
import { route, type Route } from '../platform/http/route';
import { listReviewWidgets } from './data';

const tokenParamsSchema = z.object({ token: z.string() });
const LINK_INVALID = 'REVIEW_LINK_INVALID: not a sealed review link of ours, not a sent review request, or older than REVIEW_LINK_TTL_DAYS';

/** The account's Review widget that answers its review requests: the oldest (public.ts says why). */
async function widgetOf(q: Queryable, userId: string): Promise<ReviewWidget | null> {
  return (await listReviewWidgets(q, userId))[0] ?? null;
}

const isWidgetLanguage = (value: string): value is WidgetLanguage => WIDGET_LANGUAGES.some((language) => language === value);

function pageOf(row: ReviewMessageRow, widget: ReviewWidget | null): PublicRatingPage {
  const review = reviewView(row);
  const accountLanguage = pageLanguage(row.language);
  return publicRatingPageSchema.parse({
    ...review,
    language: widget?.language ?? (isWidgetLanguage(accountLanguage) ? accountLanguage : 'ru'),
    widget: widget && {
      footerText: widget.footerText,
      answerPhone: widget.answerPhone,
      minimalRating: widget.minimalRating,
      routingMode: widget.routingMode,
      positiveText: widget.positiveText,
      negativeText: widget.negativeText,
      yandexMapLink: widget.yandexMapLink,
      twoGisMapLink: widget.twoGisMapLink,
      googleMapLink: widget.googleMapLink,
    },
  });
}

const alertMessages = {
  subject: /*i18n*/ { id: 'api.widgets.lowRating.subject', message: 'Low rating {rating}/5: {widget}' },
  body: /*i18n*/ { id: 'api.widgets.lowRating.body', message: 'Low rating {rating}/5 from {client} ({phone}).' },
  bodyVisit: /*i18n*/ { id: 'api.widgets.lowRating.bodyVisit', message: 'Low rating {rating}/5 from {client} ({phone}) for {visit}.' },
  aClient: /*i18n*/ { id: 'api.widgets.lowRating.aClient', message: 'a client' },
};

/**
 * The owner's alert of a low rating (spec section 1: "bad ones to the owner"), at once, through the outboxes
 * the service channel and the mailer drain: the rating, the comment, the visit (on the branch's clock) and the
 * client's contact, in the owner's language.
 */
async function alertOwner(tx: Queryable, widget: ReviewWidget, row: ReviewMessageRow, rating: number, text: string): Promise<void> {
  const t = textsIn(row.language);
  const visitAt = row.visit_at
    ? new Intl.DateTimeFormat(textLanguage(row.language), { dateStyle: 'medium', timeStyle: 'short', timeZone: row.time_zone ?? 'UTC' }).format(row.visit_at)
    : null;
  const visit = [row.business_name, row.master_name, visitAt].filter(Boolean).join(', ');
  const values = { rating, client: row.client_name || t(alertMessages.aClient), phone: row.phone, visit };
  const body = `${t(visit ? alertMessages.bodyVisit : alertMessages.body, values)}${text ? ` “${text}”` : ''}`;
  if (widget.notifyEmail) await sendMail(tx, { to: widget.notifyEmail, subject: t(alertMessages.subject, { rating, widget: widget.name }), text: body, link: null });
  if (widget.notifyPhone) await sendPhoneMessage(tx, widget.notifyPhone, body);
}

/**
 * The public rating page (the spec's RatingWidget, issue 32) on the account's Review widget: a rating below
 * its minimal one alerts the owner once (a rating changed from good to low alerts again; a low one changed to
 * another low one does not), and each map click of a rating counts one transition per map.
 */
export function widgetPublicRoutes(ctx: AppContext): Route[] {
  const { db } = ctx;
  const reviewTokens = createReviewTokens(ctx.config.jwtSecret);

  return [
    route({
      method: 'GET',
      path: WIDGETS_PATHS.publicRating,
      access: 'guest',
      summary: 'What a review link asks the client to rate, with the account’s Review widget',
      params: tokenParamsSchema,
      responses: { 200: { description: 'The visit, the rating given so far and the widget', schema: publicRatingPageSchema } },
      errors: { 404: LINK_INVALID },
      async handler({ request, params }): Promise<PublicRatingPage> {
        await ctx.limits.hit(request, 'publicAddress');
        const row = await loadReviewMessage(db, reviewTokens, params().token, ctx.clock.now());
        return pageOf(row, await widgetOf(db, row.user_id));
      },
    }),

    route({
      method: 'POST',
      path: WIDGETS_PATHS.publicRating,
      access: 'guest',
      summary: 'Rate the visit of a review request',
      description: `One rating per message; sending again replaces it. Below the widget's minimal rating the owner is alerted (notify e-mail and phone). The same call as ${MESSAGES_PATHS.publicReview}, which it replaces, with the widget's routing.`,
      params: tokenParamsSchema,
      body: publicReviewRequestSchema,
      responses: { 200: { description: 'The page after the rating: its outcome follows from the widget (ratingOutcome)', schema: publicRatingPageSchema } },
      errors: { 404: LINK_INVALID },
      async handler({ request, params, body }): Promise<PublicRatingPage> {
        await ctx.limits.hit(request, 'publicAddress');
        const review = body();
        const now = ctx.clock.now();
        return db.transaction(async (tx) => {
          const row = await loadReviewMessage(tx, reviewTokens, params().token, now, true);
          const widget = await widgetOf(tx, row.user_id);
          const updated = await tx.query<{ id: string }>(`update reviews set rating = $2, text = $3, created_at = $4, widget_id = $5 where message_id = $1 returning id`, [
            row.id,
            review.rating,
            review.text,
            now.toISOString(),
            widget?.id ?? null,
          ]);
          if (updated.length === 0) {
            await tx.query(
              `insert into reviews (user_id, company_id, client_id, message_id, rating, text, client_name, created_at, widget_id) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
              [row.user_id, row.company_id, row.client_id, row.id, review.rating, review.text, row.client_name, now.toISOString(), widget?.id ?? null],
            );
          }
          const wasLow = widget !== null && row.rating !== null && ratingOutcome(widget, row.rating).notifyOwner;
          if (widget && ratingOutcome(widget, review.rating).notifyOwner && !wasLow) await alertOwner(tx, widget, row, review.rating, review.text);
          return pageOf({ ...row, rating: review.rating, text: review.text }, widget);
        });
      },
    }),

    route({
      method: 'POST',
      path: WIDGETS_PATHS.publicTransition,
      access: 'guest',
      summary: 'Count a click on one of the rating page’s map links',
      description: 'Counted once per rating and map: clicking the same map again adds nothing. Only a map the page offered for the stored rating counts.',
      params: tokenParamsSchema,
      body: publicTransitionRequestSchema,
      responses: { 204: { description: 'Counted (or counted before)' } },
      errors: { 404: `${LINK_INVALID}; WIDGET_NOT_FOUND: no widget, or no link to that map`, 409: 'WIDGET_NOT_RATED: the client has not rated yet' },
      async handler({ request, params, body, reply }) {
        await ctx.limits.hit(request, 'publicAddress');
        const { map } = body();
        const row = await loadReviewMessage(db, reviewTokens, params().token, ctx.clock.now());
        const widget = await widgetOf(db, row.user_id);
        if (!widget || widget[MAP_LINK_FIELDS[map]] === null) throw new ApiError(404, 'WIDGET_NOT_FOUND', 'This page offers no link to that map');
        const [review] = await db.query<{ id: string; rating: number }>('select id, rating from reviews where message_id = $1', [row.id]);
        if (!review) throw new ApiError(409, 'WIDGET_NOT_RATED', 'Rate the visit first');
        if (!ratingOutcome(widget, review.rating).showMaps) throw new ApiError(404, 'WIDGET_NOT_FOUND', 'This page offers no link to that map');
        await db.query(`insert into review_widget_transitions (widget_id, review_id, map) values ($1, $2, $3) on conflict (review_id, map) do nothing`, [widget.id, review.id, map]);
        return reply.code(204).send();
      },
    }),
  ];
}

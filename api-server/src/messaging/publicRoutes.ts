import { z } from 'zod';
import { publicReviewRequestSchema, publicReviewSchema, publicVisitActionRequestSchema, publicVisitSchema, REVIEW_LINK_TTL_DAYS, type PublicReview, type PublicVisit, type VisitAction, MESSAGES_PATHS } from '@cabinet/api/messaging';
import { cancelVisit, setVisitStatus } from '../business/store';
import { branchChatbot } from '../chatbots/replies';
import type { AppContext } from '../platform/AppContext';
import type { Queryable } from '../platform/db/Db';
import { priceCurrency } from '../business/currency';
import { ApiError } from '../platform/http/ApiError';
import { textLanguage } from '../platform/texts/texts';
import { route, type Route } from '../platform/http/route';
import { QUEUES } from '../platform/jobs/queues';
import { createReviewTokens, createVisitTokens, type ReviewTokens } from './links';

const tokenParamsSchema = z.object({ token: z.string() });
const DAY_MS = 24 * 3_600_000;

const visitLinkInvalid = () => new ApiError(404, 'VISIT_LINK_INVALID', 'This link is not valid or out of date');
const reviewLinkInvalid = () => new ApiError(404, 'REVIEW_LINK_INVALID', 'This link is not valid or out of date');

/** The account's language as the pages name it (the cabinet's four); Russian, the market's, by default. */
export function pageLanguage(language: string | null): string {
  return textLanguage(language);
}

type VisitRow = {
  id: string;
  user_id: string;
  status: string;
  starts_at: Date;
  canceled_at: Date | null;
  removed_at: Date | null;
  company_id: string;
  company_source_id: string;
  company_name: string;
  company_address: string;
  time_zone: string;
  master_name: string | null;
  services: string[];
  language: string | null;
  price: string;
  country_id: number | null;
  show_price: boolean;
  show_master_name: boolean;
  show_confirm_button: boolean;
  show_cancel_button: boolean;
};

// The account's Confirm widget (widgets domain, issue 32) decides what the page shows and which answers it
// takes; until the owner saves it, everything is shown (its defaults).
const VISIT_SELECT = `select v.id, v.user_id, v.status, v.starts_at, v.canceled_at, v.removed_at,
    c.id as company_id, c.source_id as company_source_id, c.name as company_name, c.address as company_address,
    c.timezone as time_zone, s.name as master_name, u.language, v.price::text as price, u.country_id,
    coalesce(cw.show_price, true) as show_price, coalesce(cw.show_master_name, true) as show_master_name,
    coalesce(cw.show_confirm_button, true) as show_confirm_button, coalesce(cw.show_cancel_button, true) as show_cancel_button,
    coalesce((select array_agg(sv.title order by sv.title) from services sv where sv.company_id = v.company_id and sv.source_id = any(v.service_ids)), '{}') as services
  from visits v
  join companies c on c.id = v.company_id
  join users u on u.id = v.user_id
  left join staff s on s.id = v.staff_id
  left join confirm_widgets cw on cw.user_id = v.user_id`;

async function loadVisit(q: Queryable, visitId: string, lock = false): Promise<VisitRow | null> {
  const [row] = await q.query<VisitRow>(`${VISIT_SELECT} where v.id = $1${lock ? ' for update of v' : ''}`, [visitId]);
  return row ?? null;
}

function visitView(row: VisitRow, now: Date): PublicVisit {
  const state = row.canceled_at !== null ? 'canceled' : row.starts_at.getTime() <= now.getTime() ? 'past' : row.status === 'confirmed' ? 'confirmed' : 'waiting';
  return publicVisitSchema.parse({
    businessName: row.company_name,
    address: row.company_address,
    startsAt: row.starts_at.toISOString(),
    timeZone: row.time_zone,
    masterName: row.show_master_name ? (row.master_name ?? '') : '',
    services: row.services,
    price: row.show_price && Number(row.price) > 0 ? { amount: Number(row.price), currency: priceCurrency(row.country_id) } : null,
    state,
    actions: { confirm: row.show_confirm_button, cancel: row.show_cancel_button },
    language: pageLanguage(row.language),
  });
}

/**
 * The client's answer from the page, as the booking chatbot applies a "confirm" or "cancel" reply
 * (chatbots/replies.ts): confirmed; or cancelled, and removed when the branch's enabled chatbot has
 * removeOnCancel. Idempotent: the same answer twice changes nothing the second time. True when it changed.
 */
export async function answerVisit(tx: Queryable, row: VisitRow, action: VisitAction, now: Date): Promise<boolean> {
  // The page offers only the Confirm widget's buttons: an answer it hides is not taken from a link either.
  if (!(action === 'confirm' ? row.show_confirm_button : row.show_cancel_button)) {
    throw new ApiError(409, 'VISIT_ACTION_OFF', action === 'confirm' ? 'This business does not take confirmations on this page' : 'This business does not take cancellations on this page');
  }
  if (action === 'cancel') {
    if (row.canceled_at !== null) return false;
    if (row.starts_at.getTime() <= now.getTime()) throw new ApiError(409, 'VISIT_ALREADY_STARTED', 'The visit has begun: it can no longer be answered');
    const bot = await branchChatbot(tx, row.user_id, { id: row.company_id, sourceId: row.company_source_id }, null);
    return cancelVisit(tx, row.user_id, row.id, { remove: bot?.remove_on_cancel ?? false });
  }
  if (row.canceled_at !== null) throw new ApiError(409, 'VISIT_CANCELED', 'The visit was cancelled: book again to come');
  if (row.status === 'confirmed') return false;
  if (row.starts_at.getTime() <= now.getTime()) throw new ApiError(409, 'VISIT_ALREADY_STARTED', 'The visit has begun: it can no longer be answered');
  return setVisitStatus(tx, row.user_id, row.id, 'confirmed');
}

export type ReviewMessageRow = {
  id: string;
  user_id: string;
  phone: string;
  company_id: string | null;
  client_id: string | null;
  client_name: string;
  created_at: Date;
  business_name: string | null;
  time_zone: string | null;
  master_name: string | null;
  visit_at: Date | null;
  services: string[];
  language: string | null;
  rating: number | null;
  text: string | null;
};

const REVIEW_SELECT = `select m.id, m.user_id, m.phone, m.company_id, m.client_id, m.client_name, m.created_at,
    c.name as business_name, c.timezone as time_zone, s.name as master_name, v.starts_at as visit_at, u.language,
    coalesce((select array_agg(sv.title order by sv.title) from services sv where sv.company_id = v.company_id and sv.source_id = any(v.service_ids)), '{}') as services,
    r.rating, r.text
  from messages m
  join users u on u.id = m.user_id
  left join companies c on c.id = m.company_id
  left join visits v on v.id = m.visit_id
  left join staff s on s.id = v.staff_id
  left join lateral (select rating, text from reviews where message_id = m.id order by created_at desc limit 1) r on true`;

/** A message that reached its channel: a queued, skipped or failed one was never a client's to answer. */
const SENT_STATUSES = ['sent', 'delivered', 'read', 'replied'];

/**
 * The review request a token names (issue 32, "fix on the way"): the token is sealed (a message id alone is
 * no credential), and only a message that was sent and carries this very link takes a review; anything
 * else, like a link past REVIEW_LINK_TTL_DAYS, answers 404 REVIEW_LINK_INVALID.
 */
export async function loadReviewMessage(q: Queryable, reviewTokens: ReviewTokens, token: string, now: Date, lock = false): Promise<ReviewMessageRow> {
  const messageId = reviewTokens.open(token);
  if (!messageId) throw reviewLinkInvalid();
  const [row] = await q.query<ReviewMessageRow>(
    `${REVIEW_SELECT} where m.id = $1 and m.status = any($2::text[]) and strpos(m.text, '/rv/' || $3::text) > 0${lock ? ' for update of m' : ''}`,
    [messageId, SENT_STATUSES, token],
  );
  if (!row || now.getTime() - row.created_at.getTime() > REVIEW_LINK_TTL_DAYS * DAY_MS) throw reviewLinkInvalid();
  return row;
}

export function reviewView(row: ReviewMessageRow): PublicReview {
  return publicReviewSchema.parse({
    businessName: row.business_name ?? '',
    masterName: row.master_name ?? '',
    services: row.services,
    visitAt: row.visit_at ? row.visit_at.toISOString() : null,
    timeZone: row.time_zone ?? 'UTC',
    rating: row.rating,
    text: row.text ?? '',
    language: pageLanguage(row.language),
  });
}

/** The pages a message's links open (shared schema: messaging/publicLinks.ts). No sign-in: the token is the credential. */
export function publicLinkRoutes(ctx: AppContext): Route[] {
  const { db } = ctx;
  const visits = createVisitTokens(ctx.config.jwtSecret);
  const reviewTokens = createReviewTokens(ctx.config.jwtSecret);
  const visitIdOf = (token: string): string => {
    const id = visits.open(token, ctx.clock.now());
    if (!id) throw visitLinkInvalid();
    return id;
  };
  const LINK_INVALID = { 404: 'VISIT_LINK_INVALID: not a link of ours, altered, expired (the visit began), or the visit is gone' };

  return [
    route({
      method: 'GET',
      path: MESSAGES_PATHS.publicVisit,
      access: 'guest',
      summary: "A visit, by its message's confirm or cancel link",
      description: 'Business, address, date and time (in the branch time zone), master, services and price as the account’s Confirm widget shows them, whether it is confirmed or cancelled, and the answers the page offers.',
      params: tokenParamsSchema,
      responses: { 200: { description: 'The visit', schema: publicVisitSchema } },
      errors: LINK_INVALID,
      async handler({ request, params }): Promise<PublicVisit> {
        await ctx.limits.hit(request, 'publicAddress');
        const row = await loadVisit(db, visitIdOf(params().token));
        if (!row || row.removed_at !== null && row.canceled_at === null) throw visitLinkInvalid();
        return visitView(row, ctx.clock.now());
      },
    }),

    route({
      method: 'POST',
      path: MESSAGES_PATHS.publicVisit,
      access: 'guest',
      summary: 'Confirm or cancel a visit from its link',
      description:
        "As the booking chatbot's confirm and cancel replies: confirmed; or cancelled, and removed when the branch's chatbot has removeOnCancel. The same answer again changes nothing.",
      params: tokenParamsSchema,
      body: publicVisitActionRequestSchema,
      responses: { 200: { description: 'The visit as it now is', schema: publicVisitSchema } },
      errors: { ...LINK_INVALID, 409: 'VISIT_CANCELED: a cancelled visit cannot be confirmed; VISIT_ALREADY_STARTED: the visit began; VISIT_ACTION_OFF: the account’s Confirm widget hides that button' },
      async handler({ request, params, body }): Promise<PublicVisit> {
        await ctx.limits.hit(request, 'publicAddress');
        const visitId = visitIdOf(params().token);
        const { action } = body();
        const now = ctx.clock.now();
        const { view, changed } = await db.transaction(async (tx) => {
          const row = await loadVisit(tx, visitId, true);
          if (!row || (row.removed_at !== null && row.canceled_at === null)) throw visitLinkInvalid();
          const acted = await answerVisit(tx, row, action, now);
          const after = acted ? await loadVisit(tx, visitId) : row;
          return { view: visitView(after ?? row, now), changed: acted };
        });
        // After the commit, as the chatbot does: the engine sees the visit's event now, not on its next tick.
        if (changed) await ctx.jobs.send(QUEUES.businessEvents, {});
        return view;
      },
    }),

    route({
      method: 'GET',
      path: MESSAGES_PATHS.publicReview,
      access: 'guest',
      summary: 'What a review link asks the client to rate',
      params: tokenParamsSchema,
      responses: { 200: { description: 'The business, visit, and the rating given so far', schema: publicReviewSchema } },
      errors: { 404: 'REVIEW_LINK_INVALID: not a sealed link of ours, not a sent message carrying it, or older than REVIEW_LINK_TTL_DAYS' },
      async handler({ request, params }): Promise<PublicReview> {
        await ctx.limits.hit(request, 'publicAddress');
        return reviewView(await loadReviewMessage(db, reviewTokens, params().token, ctx.clock.now()));
      },
    }),

    route({
      method: 'POST',
      path: MESSAGES_PATHS.publicReview,
      access: 'guest',
      summary: 'Rate the visit of a review request',
      description: "The rating lands in the account's reviews (api/v1/Insights/Reviews); sending again replaces it (one review per message).",
      params: tokenParamsSchema,
      body: publicReviewRequestSchema,
      responses: { 200: { description: 'The review as stored', schema: publicReviewSchema } },
      errors: { 404: 'REVIEW_LINK_INVALID: not a sealed link of ours, not a sent message carrying it, or older than REVIEW_LINK_TTL_DAYS' },
      async handler({ request, params, body }): Promise<PublicReview> {
        await ctx.limits.hit(request, 'publicAddress');
        const review = body();
        const now = ctx.clock.now();
        return db.transaction(async (tx) => {
          const message = await loadReviewMessage(tx, reviewTokens, params().token, now, true);
          const updated = await tx.query<{ id: string }>(`update reviews set rating = $2, text = $3, created_at = $4 where message_id = $1 returning id`, [
            message.id,
            review.rating,
            review.text,
            now.toISOString(),
          ]);
          if (updated.length === 0) {
            await tx.query(
              `insert into reviews (user_id, company_id, client_id, message_id, rating, text, client_name, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8)`,
              [message.user_id, message.company_id, message.client_id, message.id, review.rating, review.text, message.client_name, now.toISOString()],
            );
          }
          return reviewView({ ...message, rating: review.rating, text: review.text });
        });
      },
    }),
  ];
}

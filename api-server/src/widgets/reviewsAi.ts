import { z } from 'zod';
import {
  AI_REVIEWS_MIN_PACKAGE,
  AI_REVIEWS_TARIFF,
  aiReviewRatingPageSchema,
  aiReviewRatingSchema,
  aiReviewRatingsQuerySchema,
  aiReviewsOverviewSchema,
  approveAiAnswerRequestSchema,
  WIDGETS_PATHS,
  type AiReviewFilter,
  type AiReviewRating,
  type AiReviewRatingPage,
  type AiReviewsOverview,
  type WidgetLanguage,
} from '@cabinet/api/widgets';
import type { AppContext } from '../platform/AppContext';
import type { Queryable } from '../platform/db/Db';
import { pagedList } from '../platform/db/pagedList';
import { isUuid, type SqlParams } from '../platform/db/sql';
import { ApiError } from '../platform/http/ApiError';
import { route, type Route } from '../platform/http/route';
import { LanguageModelError, type ChatMessage, type LanguageModel } from '../platform/languageModel/LanguageModel';
import { languageModelOf } from '../platform/languageModel/languageModelOf';
import { widgetNotFound } from './service';

/*
 * AI-drafted answers to reviews (issue 32, `/widgets/reviews-ai`): the owner asks the language model for a
 * draft answer to a rating, edits it and approves it; the approved text is the rating's answer. Open while the
 * feedback/reputation tariff (17) is paid for one of the account's companies (or the account); the first draft
 * of a rating takes one answer of the account's package (users.available_ai_reviews_count, bought with the
 * tariff in packages of at least 100), a draft made again of the same rating takes none.
 */

const tariffRequired = () => new ApiError(403, 'AI_REVIEWS_TARIFF_REQUIRED', 'AI answers to reviews need the feedback tariff: pay for it on the payment page');
const ratingNotFound = () => new ApiError(404, 'RATING_NOT_FOUND', 'This rating does not exist or is not of this widget');

/** The provider's failure in the owner's terms, as the AI assistants say it. */
function languageModelFailure(error: LanguageModelError): ApiError {
  if (error.reason === 'notConfigured') return new ApiError(503, 'LANGUAGE_MODEL_NOT_CONFIGURED', 'No language model is configured for this cabinet');
  if (error.reason === 'timeout') return new ApiError(504, 'LANGUAGE_MODEL_TIMEOUT', error.message);
  return new ApiError(502, 'LANGUAGE_MODEL_FAILED', error.message);
}

const LANGUAGE_NAMES: Readonly<Record<WidgetLanguage, string>> = { ru: 'Russian', en: 'English', 'pt-BR': 'Brazilian Portuguese', 'uk-UA': 'Ukrainian' };

/** Until when the feedback tariff is paid on the account (its latest unit), or null. */
async function feedbackPaidUpTo(q: Queryable, userId: string): Promise<Date | null> {
  const [row] = await q.query<{ paid_up_to: Date | null }>('select max(paid_up_to) as paid_up_to from paid_coverage where user_id = $1 and tariff = $2', [userId, AI_REVIEWS_TARIFF]);
  return row?.paid_up_to ?? null;
}

async function answersLeft(q: Queryable, userId: string): Promise<number> {
  const [row] = await q.query<{ count: number }>('select available_ai_reviews_count as count from users where id = $1', [userId]);
  return row?.count ?? 0;
}

type AiRatingRow = {
  id: string;
  rating: number;
  text: string;
  client_name: string;
  master_name: string | null;
  services: string[];
  created_at: Date;
  answer_text: string | null;
  answered_at: Date | null;
  draft_text: string | null;
  model_kind: string | null;
  drafted_at: Date | null;
};

const AI_RATING_COLUMNS = `r.id, r.rating, r.text, r.client_name, s.name as master_name,
  coalesce((select array_agg(sv.title order by sv.title) from services sv where sv.company_id = v.company_id and sv.source_id = any(v.service_ids)), '{}') as services,
  r.created_at, r.answer_text, r.answered_at, d.text as draft_text, d.model_kind, d.drafted_at`;

const AI_RATING_FROM = `reviews r
  left join messages m on m.id = r.message_id
  left join visits v on v.id = m.visit_id
  left join staff s on s.id = v.staff_id
  left join review_answer_drafts d on d.review_id = r.id`;

const STATE_SCOPES: Readonly<Record<AiReviewFilter, string>> = {
  toDo: 'r.answer_text is null',
  unanswered: 'r.answer_text is null and d.review_id is null',
  drafted: 'r.answer_text is null and d.review_id is not null',
  answered: 'r.answer_text is not null',
};

const toAiRating = (row: AiRatingRow): AiReviewRating =>
  aiReviewRatingSchema.parse({
    id: row.id,
    rating: row.rating,
    text: row.text,
    clientName: row.client_name,
    masterName: row.master_name,
    services: row.services,
    createdAt: row.created_at.toISOString(),
    state: row.answer_text !== null ? 'answered' : row.draft_text !== null ? 'drafted' : 'unanswered',
    draft: row.draft_text !== null && row.drafted_at !== null ? { text: row.draft_text, model: row.model_kind, draftedAt: row.drafted_at.toISOString() } : null,
    answer: row.answer_text !== null && row.answered_at !== null ? { text: row.answer_text, answeredAt: row.answered_at.toISOString() } : null,
  });

async function findAiRating(q: Queryable, widgetId: string, ratingId: string): Promise<AiReviewRating | null> {
  if (!isUuid(ratingId)) return null;
  const [row] = await q.query<AiRatingRow>(`select ${AI_RATING_COLUMNS} from ${AI_RATING_FROM} where r.id = $1 and r.widget_id = $2`, [ratingId, widgetId]);
  return row ? toAiRating(row) : null;
}

/**
 * What the model is asked: the instruction, then the review. The local stand-in answers by quoting the
 * instruction's line sharing most words with the review (it understands nothing and says so), so each line
 * is a complete answer's guidance on its own.
 */
export function draftPrompt(review: { rating: number; text: string; clientName: string; masterName: string | null; services: string[] }, business: string, language: WidgetLanguage): ChatMessage[] {
  const instruction = [
    `You write the public answer of ${business} to a client's review of their visit, in ${LANGUAGE_NAMES[language]}, at most four sentences, warm and specific, signed by nobody.`,
    'A rating of 4 or 5 stars: thank the client by name for the good words and the visit, and invite them back.',
    'A rating of 1 or 2 stars: apologise for the disappointing visit, do not argue, and say that the manager will contact the client to put it right.',
    'A rating of 3 stars: thank the client for the honest feedback and say what the business will improve.',
    'Never promise discounts, refunds or gifts, never disclose other clients, and never repeat the client’s phone.',
  ].join('\n');
  const about = [
    `Rating: ${review.rating} of 5 stars.`,
    `Client: ${review.clientName || 'a client'}.`,
    review.masterName ? `Master: ${review.masterName}.` : null,
    review.services.length > 0 ? `Services: ${review.services.join(', ')}.` : null,
    `Review: ${review.text.trim() || '(no comment)'}`,
  ].filter((line): line is string => line !== null);
  return [
    { role: 'system', content: instruction },
    { role: 'user', content: about.join('\n') },
  ];
}

/**
 * The AI answers' rules (tests call it without HTTP). Every call is the owner's, on their own Review widgets;
 * `model` is the environment's language model unless a test gives its own.
 */
export function reviewsAiService({ db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>, model: LanguageModel = languageModelOf(config)) {
  async function requireTariff(userId: string): Promise<void> {
    const paidUpTo = await feedbackPaidUpTo(db, userId);
    if (paidUpTo === null || paidUpTo <= clock.now()) throw tariffRequired();
  }

  async function ownWidget(q: Queryable, userId: string, id: string): Promise<{ id: string; name: string; language: WidgetLanguage }> {
    const [row] = isUuid(id) ? await q.query<{ id: string; name: string; language: WidgetLanguage }>('select id, name, language from review_widgets where id = $1 and user_id = $2', [id, userId]) : [];
    if (!row) throw widgetNotFound();
    return row;
  }

  return {
    /** The overview: locked without the tariff (no widget listed then), else the widgets' ratings by answer state. */
    async overview(userId: string): Promise<AiReviewsOverview> {
      const paidUpTo = await feedbackPaidUpTo(db, userId);
      const locked = paidUpTo === null || paidUpTo <= clock.now();
      const widgets = locked
        ? []
        : await db.query<{ id: string; name: string; unanswered: number; drafted: number; answered: number }>(
            `select w.id, w.name,
               count(r.id) filter (where r.answer_text is null and d.review_id is null)::int as unanswered,
               count(r.id) filter (where r.answer_text is null and d.review_id is not null)::int as drafted,
               count(r.id) filter (where r.answer_text is not null)::int as answered
             from review_widgets w
             left join reviews r on r.widget_id = w.id
             left join review_answer_drafts d on d.review_id = r.id
             where w.user_id = $1 group by w.id order by w.created_at, w.id`,
            [userId],
          );
      return aiReviewsOverviewSchema.parse({
        locked,
        paidUpTo: paidUpTo ? paidUpTo.toISOString() : null,
        answersLeft: await answersLeft(db, userId),
        minimumPackage: AI_REVIEWS_MIN_PACKAGE,
        model: model.kind,
        widgets,
      });
    },

    /** A page of one widget's ratings by answer state, newest first. */
    async ratings(userId: string, widgetId: string, query: { state: AiReviewFilter; page: number; pageSize: number }): Promise<AiReviewRatingPage> {
      await requireTariff(userId);
      const widget = await ownWidget(db, userId, widgetId);
      const page = await pagedList<AiRatingRow>(
        db,
        {
          from: AI_RATING_FROM,
          columns: AI_RATING_COLUMNS,
          scope: [(params: SqlParams) => `r.widget_id = ${params.add(widget.id)}`, STATE_SCOPES[query.state]],
          sorts: { createdAt: 'r.created_at' },
          defaultSort: 'createdAt',
          tieBreaker: 'r.id',
        },
        { page: query.page, pageSize: query.pageSize },
      );
      return aiReviewRatingPageSchema.parse({ ...page, items: page.items.map(toAiRating), widget: { id: widget.id, name: widget.name }, answersLeft: await answersLeft(db, userId) });
    },

    /**
     * The model drafts the answer to a rating not yet answered. A rating drafted for the first time takes one
     * answer of the package (409 AI_REVIEWS_EXHAUSTED at none left, nothing kept); drafting it again is free.
     */
    async draft(userId: string, widgetId: string, ratingId: string): Promise<AiReviewRating> {
      await requireTariff(userId);
      const widget = await ownWidget(db, userId, widgetId);
      const rating = await findAiRating(db, widget.id, ratingId);
      if (!rating) throw ratingNotFound();
      if (rating.answer) throw new ApiError(409, 'RATING_ALREADY_ANSWERED', 'This rating is answered already');
      if (!rating.draft && (await answersLeft(db, userId)) <= 0) throw exhausted();
      const [company] = await db.query<{ name: string | null }>('select co.name from reviews r left join companies co on co.id = r.company_id where r.id = $1', [rating.id]);
      let completion;
      try {
        completion = await model.complete({ messages: draftPrompt(rating, company?.name ?? widget.name, widget.language), temperature: 0.4, maxOutputTokens: 400 });
      } catch (error) {
        if (error instanceof LanguageModelError) throw languageModelFailure(error);
        throw error;
      }
      const text = completion.text.trim().slice(0, 4000);
      await db.transaction(async (tx) => {
        const [locked] = await tx.query<{ answer_text: string | null; drafted: boolean }>(
          'select r.answer_text, exists (select 1 from review_answer_drafts d where d.review_id = r.id) as drafted from reviews r where r.id = $1 for update of r',
          [rating.id],
        );
        if (!locked) throw ratingNotFound();
        if (locked.answer_text !== null) throw new ApiError(409, 'RATING_ALREADY_ANSWERED', 'This rating is answered already');
        if (!locked.drafted) {
          const charged = await tx.query('update users set available_ai_reviews_count = available_ai_reviews_count - 1 where id = $1 and available_ai_reviews_count > 0 returning id', [userId]);
          if (charged.length === 0) throw exhausted();
        }
        await tx.query(
          `insert into review_answer_drafts (review_id, widget_id, text, model_kind, model, input_tokens, output_tokens)
           values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (review_id) do update set text = $3, model_kind = $4, model = $5, input_tokens = $6, output_tokens = $7, drafted_at = clock_timestamp(), approved_at = null`,
          [rating.id, widget.id, text, model.kind, completion.model, completion.usage.inputTokens, completion.usage.outputTokens],
        );
      });
      const drafted = await findAiRating(db, widget.id, rating.id);
      if (!drafted) throw ratingNotFound();
      return drafted;
    },

    /** The owner's text (the draft as edited) approved: stored as the rating's answer. Only a drafted rating is approved here. */
    async approve(userId: string, widgetId: string, ratingId: string, text: string): Promise<AiReviewRating> {
      await requireTariff(userId);
      const widget = await ownWidget(db, userId, widgetId);
      if (!(await findAiRating(db, widget.id, ratingId))) throw ratingNotFound();
      await db.transaction(async (tx) => {
        const [row] = await tx.query<{ answer_text: string | null; drafted: boolean }>(
          'select r.answer_text, exists (select 1 from review_answer_drafts d where d.review_id = r.id) as drafted from reviews r where r.id = $1 for update of r',
          [ratingId],
        );
        if (!row) throw ratingNotFound();
        if (row.answer_text !== null) throw new ApiError(409, 'RATING_ALREADY_ANSWERED', 'This rating is answered already');
        if (!row.drafted) throw new ApiError(409, 'AI_DRAFT_MISSING', 'Draft an answer first, then approve it');
        await tx.query('update reviews set answer_text = $2, answered_at = clock_timestamp() where id = $1', [ratingId, text]);
        await tx.query('update review_answer_drafts set approved_at = clock_timestamp() where review_id = $1', [ratingId]);
      });
      const approved = await findAiRating(db, widget.id, ratingId);
      if (!approved) throw ratingNotFound();
      return approved;
    },
  };
}

const exhausted = () => new ApiError(409, 'AI_REVIEWS_EXHAUSTED', `No AI answers are left in the package: buy a package (at least ${AI_REVIEWS_MIN_PACKAGE} ratings) on the payment page`);

const widgetParams = z.object({ id: z.string() });
const ratingParams = z.object({ id: z.string(), ratingId: z.string() });
const TARIFF = { 403: 'AI_REVIEWS_TARIFF_REQUIRED: the feedback tariff (17) is not running on the account' };

/** The AI answers' routes (the widgets domain's). */
export function reviewsAiRoutes(ctx: AppContext, model?: LanguageModel): Route[] {
  const service = reviewsAiService(ctx, model);
  return [
    route({
      method: 'GET',
      path: WIDGETS_PATHS.reviewsAi,
      access: 'user',
      summary: 'The AI answers: the feedback tariff, the package balance and the Review widgets by answer state',
      description: 'Answers locked: true (and no widget) while the feedback tariff is not running; model says which implementation drafts.',
      responses: { 200: { description: 'The overview', schema: aiReviewsOverviewSchema } },
      handler: ({ caller }) => service.overview(caller.userId),
    }),
    route({
      method: 'GET',
      path: WIDGETS_PATHS.reviewsAiRatings,
      access: 'user',
      summary: 'One Review widget’s ratings by answer state, for AI answers',
      description: 'state: toDo (not answered: unanswered and drafted, the default), unanswered, drafted, answered. Newest first.',
      params: widgetParams,
      query: aiReviewRatingsQuerySchema,
      responses: { 200: { description: 'A page of ratings', schema: aiReviewRatingPageSchema } },
      errors: { ...TARIFF, 400: 'VALIDATION_FAILED', 404: 'WIDGET_NOT_FOUND' },
      handler: ({ caller, params, query }) => service.ratings(caller.userId, params().id, query()),
    }),
    route({
      method: 'POST',
      path: WIDGETS_PATHS.reviewsAiDraft,
      access: 'user',
      summary: 'The language model drafts the answer to a rating',
      description: 'A rating drafted for the first time takes one answer of the package; drafting it again replaces the draft and takes none.',
      params: ratingParams,
      responses: { 200: { description: 'The rating with its draft', schema: aiReviewRatingSchema } },
      errors: {
        ...TARIFF,
        404: 'WIDGET_NOT_FOUND, RATING_NOT_FOUND',
        409: 'AI_REVIEWS_EXHAUSTED (no answer left in the package), RATING_ALREADY_ANSWERED',
        502: 'LANGUAGE_MODEL_FAILED',
        503: 'LANGUAGE_MODEL_NOT_CONFIGURED',
        504: 'LANGUAGE_MODEL_TIMEOUT',
      },
      handler: ({ caller, params }) => service.draft(caller.userId, params().id, params().ratingId),
    }),
    route({
      method: 'PUT',
      path: WIDGETS_PATHS.reviewsAiAnswer,
      access: 'user',
      summary: 'Approve the answer to a drafted rating: the owner’s text, stored as the rating’s answer',
      params: ratingParams,
      body: approveAiAnswerRequestSchema,
      responses: { 200: { description: 'The rating, answered', schema: aiReviewRatingSchema } },
      errors: { ...TARIFF, 400: 'VALIDATION_FAILED: required, text.tooLong at text', 404: 'WIDGET_NOT_FOUND, RATING_NOT_FOUND', 409: 'AI_DRAFT_MISSING, RATING_ALREADY_ANSWERED' },
      handler: ({ caller, params, body }) => service.approve(caller.userId, params().id, params().ratingId, body().text),
    }),
  ];
}

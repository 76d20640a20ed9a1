import { RATING_PERIOD_DAYS, REVIEW_FILTER_RATINGS, widgetRatingPageSchema, type RatingPeriod, type ReviewFilter, type WidgetRating, type WidgetRatingPage } from '@cabinet/api/widgets';
import type { Queryable } from '../platform/db/Db';
import { pagedList, type PagedListDefinition } from '../platform/db/pagedList';
import { containsPattern, type SqlParams } from '../platform/db/sql';

/** What a widget's ratings are asked for: its filter, period and search (the list and the export alike). */
export interface RatingsFilter {
  rating: ReviewFilter;
  period: RatingPeriod;
  search?: string;
}

type RatingRow = {
  id: string;
  rating: number;
  text: string;
  client_name: string;
  phone: string | null;
  visit_at: Date | null;
  master_name: string | null;
  services: string[];
  transitions: string[];
  answer_text: string | null;
  answered_at: Date | null;
  drafted: boolean;
  created_at: Date;
};

const DAY_MS = 86_400_000;

/** The start of the period, or null for everything the widget collected. */
export function periodStart(period: RatingPeriod, now: Date): Date | null {
  const days = RATING_PERIOD_DAYS[period];
  return days === null ? null : new Date(now.getTime() - days * DAY_MS);
}

const RATING_COLUMNS = `r.id, r.rating, r.text, r.client_name, m.phone, v.starts_at as visit_at, s.name as master_name,
  coalesce((select array_agg(sv.title order by sv.title) from services sv where sv.company_id = v.company_id and sv.source_id = any(v.service_ids)), '{}') as services,
  coalesce((select array_agg(t.map order by t.map) from review_widget_transitions t where t.review_id = r.id), '{}') as transitions,
  r.answer_text, r.answered_at, exists (select 1 from review_answer_drafts d where d.review_id = r.id) as drafted, r.created_at`;

const RATING_FROM = `reviews r
  left join messages m on m.id = r.message_id
  left join visits v on v.id = m.visit_id
  left join staff s on s.id = v.staff_id`;

function scopeOf(widgetId: string, filter: RatingsFilter, now: Date) {
  const [low, high] = REVIEW_FILTER_RATINGS[filter.rating];
  const from = periodStart(filter.period, now);
  return [
    (params: SqlParams) => `r.widget_id = ${params.add(widgetId)}`,
    `r.rating between ${low} and ${high}`,
    ...(from ? [(params: SqlParams) => `r.created_at >= ${params.add(from.toISOString())}`] : []),
  ];
}

function ratingsList(widgetId: string, filter: RatingsFilter, now: Date): PagedListDefinition {
  return {
    from: RATING_FROM,
    columns: RATING_COLUMNS,
    scope: scopeOf(widgetId, filter, now),
    sorts: { createdAt: 'r.created_at' },
    defaultSort: 'createdAt',
    tieBreaker: 'r.id',
    // A phone is searched by its digits, as it is typed: "+7 900 123" finds +7900123….
    search: (term, params) => {
      const pattern = params.add(containsPattern(term));
      const digits = term.replace(/\D/g, '');
      const phone = digits.length >= 3 ? ` or m.phone like ${params.add(`%${digits}%`)}` : '';
      return `r.client_name ilike ${pattern} or r.text ilike ${pattern}${phone}`;
    },
  };
}

const toRating = (row: RatingRow): WidgetRating => ({
  id: row.id,
  rating: row.rating,
  text: row.text,
  clientName: row.client_name,
  clientPhone: row.phone,
  visitAt: row.visit_at ? row.visit_at.toISOString() : null,
  masterName: row.master_name,
  services: row.services,
  transitions: row.transitions.filter((map): map is WidgetRating['transitions'][number] => map === 'yandex' || map === 'twoGis' || map === 'google'),
  answer: row.answer_text !== null && row.answered_at !== null ? { text: row.answer_text, answeredAt: row.answered_at.toISOString() } : null,
  answerState: row.answer_text !== null ? 'answered' : row.drafted ? 'drafted' : 'unanswered',
  createdAt: row.created_at.toISOString(),
});

/** One page of a widget's ratings with the period's figures (counted from stored rows, whatever the filter). */
export async function ratingsPage(q: Queryable, widgetId: string, query: RatingsFilter & { page: number; pageSize: number }, now: Date): Promise<WidgetRatingPage> {
  const page = await pagedList<RatingRow>(q, ratingsList(widgetId, query, now), { page: query.page, pageSize: query.pageSize, search: query.search });
  const from = periodStart(query.period, now);
  const params = [widgetId, from ? from.toISOString() : null];
  const byRating = await q.query<{ rating: number; count: number; unanswered: number }>(
    `select rating, count(*)::int as count, count(*) filter (where answered_at is null)::int as unanswered
     from reviews where widget_id = $1 and ($2::timestamptz is null or created_at >= $2) group by rating`,
    params,
  );
  const [transitions] = await q.query<{ count: number }>(
    `select count(*)::int as count from review_widget_transitions t join reviews r on r.id = t.review_id
     where t.widget_id = $1 and ($2::timestamptz is null or r.created_at >= $2)`,
    params,
  );
  const countOf = new Map(byRating.map((row) => [row.rating, row.count]));
  const total = byRating.reduce((sum, row) => sum + row.count, 0);
  const sum = byRating.reduce((acc, row) => acc + row.rating * row.count, 0);
  return widgetRatingPageSchema.parse({
    ...page,
    items: page.items.map(toRating),
    stats: {
      count: total,
      averageRating: total > 0 ? Math.round((sum / total) * 100) / 100 : null,
      byRating: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: countOf.get(rating) ?? 0 })),
      unanswered: byRating.reduce((acc, row) => acc + row.unanswered, 0),
      transitions: transitions?.count ?? 0,
    },
  });
}

/** Rows of the export, at most this many: a year of a busy salon's ratings fits many times over. */
export const RATINGS_EXPORT_MAX = 50_000;

/** Every rating the filters match, newest first, for the CSV export. */
export async function ratingsForExport(q: Queryable, widgetId: string, filter: RatingsFilter, now: Date): Promise<WidgetRating[]> {
  const page = await pagedList<RatingRow>(q, ratingsList(widgetId, filter, now), { page: 1, pageSize: RATINGS_EXPORT_MAX, search: filter.search });
  return page.items.map(toRating);
}

import { useMemo } from 'react';
import { RATING_PERIODS, REVIEW_FILTERS, type MapKind, type RatingPeriod, type ReviewFilter, type WidgetRating } from '@cabinet/api/widgets';
import { RouteLink, useRemoteProps, useRoute } from '@cabinet/contracts';
import { Button, ContentSkeleton, Empty, Flex, PageHeading, StatusTag, Surface, toast } from '@cabinet/design/core';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { ChoiceFilter, choiceParam, ListFilterBar, LoadFailedAlert, PagedTable, saveDownload, usePagedList } from '@cabinet/toolkit/list';
import { ProGate } from '@cabinet/toolkit/pro-gate';
import { useReviewWidget } from '../../../api/reviewWidget';
import { useExportWidgetRatingsMutation, useWidgetRatings } from '../../../api/widgetRatings';
import { useDescribeWidgetError } from '../../../shared/errors';
import { PRO_ABOUT, PRO_FEATURES } from '../../../shared/proFeatures';

const FILTERS = { rating: choiceParam(REVIEW_FILTERS, 'all'), period: choiceParam(RATING_PERIODS, 'year') };

const messages = {
  back: /*i18n*/ { id: 'widgets.ratings.back', message: 'All widgets' },
  settings: /*i18n*/ { id: 'widgets.ratings.settings', message: 'Widget settings' },
  loading: /*i18n*/ { id: 'widgets.ratings.loading', message: 'Loading the ratings…' },
  loadFailed: /*i18n*/ { id: 'widgets.ratings.loadFailed', message: 'The ratings could not be loaded' },
  stats: /*i18n*/ { id: 'widgets.ratings.stats', message: 'This period' },
  count: /*i18n*/ { id: 'widgets.ratings.count', message: 'Ratings' },
  average: /*i18n*/ { id: 'widgets.ratings.average', message: 'Average rating' },
  unanswered: /*i18n*/ { id: 'widgets.ratings.unanswered', message: 'Not answered' },
  transitions: /*i18n*/ { id: 'widgets.ratings.transitions', message: 'Transitions to maps' },
  filter: /*i18n*/ { id: 'widgets.ratings.filter', message: 'Rating' },
  all: /*i18n*/ { id: 'widgets.ratings.filter.all', message: 'All' },
  negative: /*i18n*/ { id: 'widgets.ratings.filter.negative', message: 'Negative' },
  neutral: /*i18n*/ { id: 'widgets.ratings.filter.neutral', message: 'Neutral' },
  positive: /*i18n*/ { id: 'widgets.ratings.filter.positive', message: 'Positive' },
  period: /*i18n*/ { id: 'widgets.ratings.period', message: 'Period' },
  month: /*i18n*/ { id: 'widgets.ratings.period.month', message: '30 days' },
  quarter: /*i18n*/ { id: 'widgets.ratings.period.quarter', message: '90 days' },
  year: /*i18n*/ { id: 'widgets.ratings.period.year', message: 'Year' },
  allTime: /*i18n*/ { id: 'widgets.ratings.period.all', message: 'All time' },
  search: /*i18n*/ { id: 'widgets.ratings.search', message: 'Search ratings' },
  searchPlaceholder: /*i18n*/ { id: 'widgets.ratings.searchPlaceholder', message: 'Client, phone or comment' },
  export: /*i18n*/ { id: 'widgets.ratings.export', message: 'Export CSV' },
  exportFailed: /*i18n*/ { id: 'widgets.ratings.exportFailed', message: 'The ratings could not be exported' },
  table: /*i18n*/ { id: 'widgets.ratings.table', message: 'Ratings' },
  total: /*i18n*/ { id: 'widgets.ratings.total', message: 'Ratings: {total}' },
  empty: /*i18n*/ { id: 'widgets.ratings.empty', message: 'No ratings in this period yet. They come from the review links your review requests send.' },
  noMatch: /*i18n*/ { id: 'widgets.ratings.noMatch', message: 'No ratings match' },
  date: /*i18n*/ { id: 'widgets.ratings.column.date', message: 'Rated' },
  rating: /*i18n*/ { id: 'widgets.ratings.column.rating', message: 'Rating' },
  client: /*i18n*/ { id: 'widgets.ratings.column.client', message: 'Client' },
  visit: /*i18n*/ { id: 'widgets.ratings.column.visit', message: 'Visit' },
  comment: /*i18n*/ { id: 'widgets.ratings.column.comment', message: 'Comment' },
  maps: /*i18n*/ { id: 'widgets.ratings.column.maps', message: 'Went to' },
  answer: /*i18n*/ { id: 'widgets.ratings.column.answer', message: 'Answer' },
  stars: /*i18n*/ { id: 'widgets.ratings.stars', message: '{rating, plural, one {# star} other {# stars}}' },
  noComment: /*i18n*/ { id: 'widgets.ratings.noComment', message: 'No comment' },
  noVisit: /*i18n*/ { id: 'widgets.ratings.noVisit', message: 'No visit on record' },
  master: /*i18n*/ { id: 'widgets.ratings.master', message: 'Master: {name}' },
  noMaps: /*i18n*/ { id: 'widgets.ratings.noMaps', message: 'No map' },
  answered: /*i18n*/ { id: 'widgets.ratings.answered', message: 'Answered' },
  notAnswered: /*i18n*/ { id: 'widgets.ratings.notAnswered', message: 'Not answered' },
  drafted: /*i18n*/ { id: 'widgets.ratings.drafted', message: 'AI draft to approve' },
};

const MAP_NAMES: Record<MapKind, string> = { yandex: 'Yandex Maps', twoGis: '2GIS', google: 'Google Maps' };
const PERIOD_LABELS: Record<RatingPeriod, (typeof messages)[keyof typeof messages]> = { month: messages.month, quarter: messages.quarter, year: messages.year, all: messages.allTime };
const FILTER_LABELS: Record<ReviewFilter, (typeof messages)[keyof typeof messages]> = { all: messages.all, negative: messages.negative, neutral: messages.neutral, positive: messages.positive };

/** /widgets/reviews/rating/{id}: the ratings one Review widget collected. Pro-locked (spec section 4). */
export function RatingsScreen() {
  const t = useTranslate();
  const route = useRoute();
  const id = route.params.id ?? '';
  const widget = useReviewWidget(id);
  return (
    <section>
      <PageHeading
        title={widget.data ? `${route.title}: ${widget.data.name}` : route.title}
        extra={
          <Flex gap={16} wrap>
            <RouteLink to="widgets">{t(messages.back)}</RouteLink>
            <RouteLink to="widgets.review" search={`?id=${encodeURIComponent(id)}`}>
              {t(messages.settings)}
            </RouteLink>
          </Flex>
        }
      />
      <ProGate feature={t(PRO_FEATURES.reviewWidget)} lock="reviewWidget" about={t(PRO_ABOUT.reviewWidget)}>
        {widget.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => widget.refetch()} retrying={widget.isFetching} /> : <Ratings id={id} />}
      </ProGate>
    </section>
  );
}

function Ratings({ id }: { id: string }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const describe = useDescribeWidgetError();
  const list = usePagedList({ sortFields: [], filters: FILTERS });
  const params = { page: list.params.page, pageSize: list.params.pageSize, search: list.params.search, rating: list.filters.rating, period: list.filters.period };
  const ratings = useWidgetRatings(id, params);
  const stats = ratings.data?.stats;
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const decimal = useMemo(() => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 }), [locale]);
  const exporter = useExportWidgetRatingsMutation(id, {
    onSuccess: ({ blob, fileName }) => saveDownload(blob, fileName),
    onError: async (error) => toast.error(t(messages.exportFailed), (await describe(error)).message),
  });

  const columns = useMemo<TableColumnsType<WidgetRating>>(
    () => [
      { key: 'date', title: t(messages.date), render: (_, item) => formatDate(item.createdAt, locale, 'compact'), onCell: () => ({ style: { whiteSpace: 'nowrap' } }) },
      {
        key: 'rating',
        title: t(messages.rating),
        render: (_, item) => (
          <span role="img" aria-label={t(messages.stars, { rating: item.rating })} style={{ whiteSpace: 'nowrap' }}>
            {'★'.repeat(item.rating)}
            {'☆'.repeat(5 - item.rating)}
          </span>
        ),
      },
      {
        key: 'client',
        title: t(messages.client),
        render: (_, item) => (
          <>
            <div>{item.clientName}</div>
            {item.clientPhone ? <div style={{ whiteSpace: 'nowrap' }}>{item.clientPhone}</div> : null}
          </>
        ),
      },
      {
        key: 'visit',
        title: t(messages.visit),
        render: (_, item) =>
          item.visitAt ? (
            <>
              <div style={{ whiteSpace: 'nowrap' }}>{formatDate(item.visitAt, locale, 'compact')}</div>
              {item.masterName ? <div>{t(messages.master, { name: item.masterName })}</div> : null}
              {item.services.length > 0 ? <div>{item.services.join(', ')}</div> : null}
            </>
          ) : (
            t(messages.noVisit)
          ),
      },
      { key: 'comment', title: t(messages.comment), render: (_, item) => item.text || t(messages.noComment) },
      { key: 'maps', title: t(messages.maps), render: (_, item) => (item.transitions.length > 0 ? item.transitions.map((map) => MAP_NAMES[map]).join(', ') : t(messages.noMaps)) },
      {
        key: 'answer',
        title: t(messages.answer),
        render: (_, item) =>
          item.answer ? (
            <>
              <StatusTag tone="success">{t(messages.answered)}</StatusTag>
              <div>{item.answer.text}</div>
            </>
          ) : item.answerState === 'drafted' ? (
            <StatusTag tone="info">{t(messages.drafted)}</StatusTag>
          ) : (
            <StatusTag tone="warning">{t(messages.notAnswered)}</StatusTag>
          ),
      },
    ],
    [t, locale],
  );

  return (
    <>
      {ratings.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => ratings.refetch()} retrying={ratings.isFetching} /> : null}
      {stats ? (
        <Surface style={{ marginBottom: 16 }}>
          <h2 style={{ fontSize: 18, marginTop: 0 }}>{t(messages.stats)}</h2>
          <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 12, margin: 0 }}>
            <div>
              <dt>{t(messages.count)}</dt>
              <dd style={figure}>{number.format(stats.count)}</dd>
            </div>
            <div>
              <dt>{t(messages.average)}</dt>
              <dd style={figure}>{stats.averageRating === null ? '—' : decimal.format(stats.averageRating)}</dd>
            </div>
            <div>
              <dt>{t(messages.unanswered)}</dt>
              <dd style={figure}>{number.format(stats.unanswered)}</dd>
            </div>
            <div>
              <dt>{t(messages.transitions)}</dt>
              <dd style={figure}>{number.format(stats.transitions)}</dd>
            </div>
          </dl>
        </Surface>
      ) : ratings.data === undefined && !ratings.isError ? (
        <ContentSkeleton label={t(messages.loading)} />
      ) : null}
      <ListFilterBar list={list} searchLabel={t(messages.search)} searchPlaceholder={t(messages.searchPlaceholder)}>
        <ChoiceFilter filter={list.filter('rating')} label={t(messages.filter)} options={REVIEW_FILTERS.map((value) => ({ value, label: t(FILTER_LABELS[value]) }))} />
        <ChoiceFilter filter={list.filter('period')} label={t(messages.period)} options={RATING_PERIODS.map((value) => ({ value, label: t(PERIOD_LABELS[value]) }))} />
        <Button onClick={() => exporter.mutate(params)} loading={exporter.isPending} disabled={!ratings.data || ratings.data.total === 0}>
          {t(messages.export)}
        </Button>
      </ListFilterBar>
      <PagedTable
        label={t(messages.table)}
        columns={columns}
        data={ratings.data}
        list={list}
        loading={ratings.isFetching}
        empty={<Empty description={t(list.filtered ? messages.noMatch : messages.empty)} />}
        totalText={(total) => t(messages.total, { total })}
      />
    </>
  );
}

const figure = { margin: 0, fontSize: 24, fontWeight: 600 };

import { useMemo } from 'react';
import { REVIEW_FILTERS, type Review, type ReviewFilter } from '@cabinet/api/insights';
import { useRemoteProps, useRoute } from '@cabinet/contracts';
import { Empty, Flex, PageHeading, Surface } from '@cabinet/design/core';
import { Segmented, type TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { choiceParam, LoadFailedAlert, optionParam, PagedTable, usePagedList } from '@cabinet/toolkit/list';
import { INSIGHT_PERIODS } from '@cabinet/api/insights';
import { useReviews } from '../api/deep';
import { BarChart } from '../shared/charts/BarChart';
import { useFormats } from '../shared/format';
import { PeriodPicker } from '../shared/PeriodPicker';

const REVIEW_LIST_FILTERS = { rating: choiceParam(REVIEW_FILTERS, 'all'), period: optionParam(INSIGHT_PERIODS) };

const messages = {
  intro: /*i18n*/ { id: 'insights.reviews.intro', message: 'The ratings clients left in answer to your review requests.' },
  filter: /*i18n*/ { id: 'insights.reviews.filter', message: 'Rating' },
  all: /*i18n*/ { id: 'insights.reviews.all', message: 'All' },
  negative: /*i18n*/ { id: 'insights.reviews.negative', message: 'Negative' },
  neutral: /*i18n*/ { id: 'insights.reviews.neutral', message: 'Neutral' },
  positive: /*i18n*/ { id: 'insights.reviews.positive', message: 'Positive' },
  stats: /*i18n*/ { id: 'insights.reviews.stats', message: 'Review statistics' },
  count: /*i18n*/ { id: 'insights.reviews.count', message: 'Ratings' },
  average: /*i18n*/ { id: 'insights.reviews.average', message: 'Average rating' },
  requests: /*i18n*/ { id: 'insights.reviews.requests', message: 'Review requests sent' },
  responseRate: /*i18n*/ { id: 'insights.reviews.responseRate', message: 'Answered' },
  distribution: /*i18n*/ { id: 'insights.reviews.distribution', message: 'Ratings by stars' },
  distributionSummary: /*i18n*/ { id: 'insights.reviews.distributionSummary', message: '{count} ratings, {average} on average' },
  stars: /*i18n*/ { id: 'insights.reviews.stars', message: '{rating, plural, one {# star} other {# stars}}' },
  table: /*i18n*/ { id: 'insights.reviews.table', message: 'Reviews' },
  rating: /*i18n*/ { id: 'insights.reviews.column.rating', message: 'Rating' },
  client: /*i18n*/ { id: 'insights.reviews.column.client', message: 'Client' },
  text: /*i18n*/ { id: 'insights.reviews.column.text', message: 'Review' },
  date: /*i18n*/ { id: 'insights.reviews.column.date', message: 'Date' },
  noText: /*i18n*/ { id: 'insights.reviews.noText', message: 'No comment' },
  loadFailed: /*i18n*/ { id: 'insights.reviews.loadFailed', message: 'The reviews could not be loaded' },
  empty: /*i18n*/ { id: 'insights.reviews.empty', message: 'No reviews in this period yet. They come in answer to your review requests.' },
  total: /*i18n*/ { id: 'insights.reviews.total', message: 'Reviews: {total}' },
};

/** `/reviews` (the dashboard host): the review requests' ratings with their statistics, filtered All / Negative / Neutral / Positive. */
export function ReviewsScreen() {
  const t = useTranslate();
  const route = useRoute();
  const { locale } = useRemoteProps();
  const format = useFormats();
  const list = usePagedList({ sortFields: [], filters: REVIEW_LIST_FILTERS });
  const period = list.filters.period ?? 'month';
  const reviews = useReviews({ page: list.params.page, pageSize: list.params.pageSize, rating: list.filters.rating, period });
  const stats = reviews.data?.stats;

  const columns = useMemo<TableColumnsType<Review>>(
    () => [
      { key: 'rating', title: t(messages.rating), render: (_, item) => <span aria-label={t(messages.stars, { rating: item.rating })}>{'★'.repeat(item.rating)}{'☆'.repeat(5 - item.rating)}</span> },
      { key: 'client', title: t(messages.client), render: (_, item) => item.clientName },
      { key: 'text', title: t(messages.text), render: (_, item) => item.text || t(messages.noText) },
      { key: 'date', title: t(messages.date), render: (_, item) => formatDate(item.createdAt, locale, 'compact'), onCell: () => ({ style: { whiteSpace: 'nowrap' } }) },
    ],
    [t, locale],
  );

  return (
    <section>
      <PageHeading title={route.title} extra={<PeriodPicker value={period} onChange={(value) => list.setFilters({ period: value === 'month' ? null : value })} />} />
      <p>{t(messages.intro)}</p>
      {reviews.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => reviews.refetch()} retrying={reviews.isFetching} /> : null}
      {stats ? (
        <Flex gap={16} wrap style={{ marginBottom: 16 }}>
          <Surface style={{ flex: '1 1 260px' }}>
            <h2 style={{ fontSize: 18, marginTop: 0 }}>{t(messages.stats)}</h2>
            <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 12, margin: 0 }}>
              <div><dt>{t(messages.count)}</dt><dd style={figure}>{format.count(stats.count)}</dd></div>
              <div><dt>{t(messages.average)}</dt><dd style={figure}>{stats.averageRating === null ? '—' : format.decimal(stats.averageRating)}</dd></div>
              <div><dt>{t(messages.requests)}</dt><dd style={figure}>{format.count(stats.requestsSent)}</dd></div>
              <div><dt>{t(messages.responseRate)}</dt><dd style={figure}>{format.rate(stats.count, stats.requestsSent)}</dd></div>
            </dl>
          </Surface>
          <Surface style={{ flex: '2 1 360px' }}>
            <BarChart
              layout="horizontal"
              title={t(messages.distribution)}
              summary={t(messages.distributionSummary, { count: format.count(stats.count), average: stats.averageRating === null ? '—' : format.decimal(stats.averageRating) })}
              categoryLabel={t(messages.rating)}
              series={[{ key: 'count', label: t(messages.count) }]}
              rows={stats.byRating.map((row) => ({ label: t(messages.stars, { rating: row.rating }), values: { count: row.count } }))}
              format={format.count}
            />
          </Surface>
        </Flex>
      ) : null}
      <Segmented<ReviewFilter>
        aria-label={t(messages.filter)}
        value={list.filters.rating}
        onChange={(rating) => list.setFilters({ rating })}
        options={REVIEW_FILTERS.map((value) => ({ value, label: t(messages[value]) }))}
        style={{ marginBottom: 12 }}
      />
      <PagedTable
        label={t(messages.table)}
        columns={columns}
        data={reviews.data}
        list={list}
        loading={reviews.isFetching}
        empty={<Empty description={t(messages.empty)} />}
        totalText={(total) => t(messages.total, { total })}
      />
    </section>
  );
}

const figure = { margin: 0, fontSize: 24, fontWeight: 600 };

import { useMemo } from 'react';
import { AI_REVIEWS_TARIFF, type AiReviewsOverview } from '@cabinet/api/widgets';
import { RouteLink, useRemoteProps, useRoute } from '@cabinet/contracts';
import { Alert, ContentSkeleton, Empty, PageHeading, Surface } from '@cabinet/design/core';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { ProGate } from '@cabinet/toolkit/pro-gate';
import { SideScroll } from '@cabinet/toolkit/small-table';
import { useAiReviewsOverview } from '../../api/reviewsAi';
import { AI_ANSWERS, MODEL_NAMES } from './aiAnswers';

const messages = {
  back: /*i18n*/ { id: 'widgets.reviewsAi.back', message: 'All widgets' },
  loading: /*i18n*/ { id: 'widgets.reviewsAi.loading', message: 'Loading the AI answers…' },
  loadFailed: /*i18n*/ { id: 'widgets.reviewsAi.loadFailed', message: 'The AI answers could not be loaded' },
  package: /*i18n*/ { id: 'widgets.reviewsAi.package', message: 'Your package' },
  answersLeft: /*i18n*/ { id: 'widgets.reviewsAi.answersLeft', message: 'Answers left' },
  paidUpTo: /*i18n*/ { id: 'widgets.reviewsAi.paidUpTo', message: 'Feedback tariff paid up to' },
  exhausted: /*i18n*/ {
    id: 'widgets.reviewsAi.exhausted',
    message: 'No answers are left in your package. A package holds at least {minimum} ratings; each rating drafted for the first time takes one answer.',
  },
  buy: /*i18n*/ { id: 'widgets.reviewsAi.buy', message: 'Buy a package' },
  charge: /*i18n*/ { id: 'widgets.reviewsAi.charge', message: 'Each rating drafted for the first time takes one answer of the package; drafting it again is free.' },
  table: /*i18n*/ { id: 'widgets.reviewsAi.table', message: 'Review widgets' },
  widget: /*i18n*/ { id: 'widgets.reviewsAi.column.widget', message: 'Widget' },
  unanswered: /*i18n*/ { id: 'widgets.reviewsAi.column.unanswered', message: 'Not answered' },
  drafted: /*i18n*/ { id: 'widgets.reviewsAi.column.drafted', message: 'Drafts to approve' },
  answered: /*i18n*/ { id: 'widgets.reviewsAi.column.answered', message: 'Answered' },
  none: /*i18n*/ { id: 'widgets.reviewsAi.none', message: 'No review widget yet: create one, and the ratings it collects can be answered here.' },
  create: /*i18n*/ { id: 'widgets.reviewsAi.create', message: 'New review widget' },
};

/** /widgets/reviews-ai: the AI answers' package and the Review widgets by answer state. Locked without the feedback tariff (17). */
export function ReviewsAiScreen() {
  const t = useTranslate();
  const route = useRoute();
  const overview = useAiReviewsOverview();
  let body;
  if (overview.isError) body = <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => overview.refetch()} retrying={overview.isFetching} />;
  else if (!overview.data) body = <ContentSkeleton label={t(messages.loading)} />;
  else
    body = (
      <ProGate feature={t(AI_ANSWERS.feature)} locked={overview.data.locked} plan={AI_REVIEWS_TARIFF} about={t(AI_ANSWERS.about)}>
        <Overview data={overview.data} />
      </ProGate>
    );
  return (
    <section>
      <PageHeading title={route.title} extra={<RouteLink to="widgets">{t(messages.back)}</RouteLink>} />
      {body}
    </section>
  );
}

function Overview({ data }: { data: AiReviewsOverview }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  return (
    <>
      <Surface style={{ marginBottom: 16 }}>
        <h2 style={{ fontSize: 18, marginTop: 0 }}>{t(messages.package)}</h2>
        <dl style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 12, margin: 0 }}>
          <div>
            <dt>{t(messages.answersLeft)}</dt>
            <dd style={figure}>{number.format(data.answersLeft)}</dd>
          </div>
          <div>
            <dt>{t(messages.paidUpTo)}</dt>
            <dd style={figure}>{data.paidUpTo ? formatDate(data.paidUpTo, locale, 'date') : '—'}</dd>
          </div>
        </dl>
        <p style={{ marginBottom: 0 }}>{t(messages.charge)}</p>
        <p style={{ marginBottom: 0 }}>{t(MODEL_NAMES[data.model])}</p>
      </Surface>
      {data.answersLeft === 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t(messages.exhausted, { minimum: data.minimumPackage })}
          action={
            <RouteLink to="payments" search={`?tariff=${AI_REVIEWS_TARIFF}`}>
              {t(messages.buy)}
            </RouteLink>
          }
        />
      ) : null}
      {data.widgets.length === 0 ? (
        <Empty description={t(messages.none)}>
          <RouteLink to="widgets.review">{t(messages.create)}</RouteLink>
        </Empty>
      ) : (
        <Surface>
          <SideScroll label={t(messages.table)}>
            <table style={{ width: '100%', borderCollapse: 'collapse' }} aria-label={t(messages.table)}>
              <thead>
                <tr>
                  <th scope="col" style={cell}>
                    {t(messages.widget)}
                  </th>
                  <th scope="col" style={numberCell}>
                    {t(messages.unanswered)}
                  </th>
                  <th scope="col" style={numberCell}>
                    {t(messages.drafted)}
                  </th>
                  <th scope="col" style={numberCell}>
                    {t(messages.answered)}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.widgets.map((widget) => (
                  <tr key={widget.id}>
                    <td style={cell}>
                      <RouteLink to="widgets.reviewsAi.widget" params={{ widgetId: widget.id }}>
                        {widget.name}
                      </RouteLink>
                    </td>
                    <td style={numberCell}>{number.format(widget.unanswered)}</td>
                    <td style={numberCell}>{number.format(widget.drafted)}</td>
                    <td style={numberCell}>{number.format(widget.answered)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </SideScroll>
        </Surface>
      )}
    </>
  );
}

const figure = { margin: 0, fontSize: 24, fontWeight: 600 };
const cell = { textAlign: 'start' as const, padding: '8px 4px', borderBottom: '1px solid #e4e4e7' };
const numberCell = { ...cell, textAlign: 'end' as const };

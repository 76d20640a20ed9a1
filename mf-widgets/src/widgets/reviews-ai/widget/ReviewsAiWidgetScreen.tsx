import { useMemo, useState } from 'react';
import { readApiError } from '@cabinet/api/core';
import { AI_ANSWER_MAX, AI_REVIEW_FILTERS, AI_REVIEWS_TARIFF, type AiReviewFilter, type AiReviewRating, type AnswerState } from '@cabinet/api/widgets';
import { RouteLink, useRemoteProps, useRoute } from '@cabinet/contracts';
import { Alert, Button, ContentSkeleton, Empty, Flex, PageHeading, StatusTag, toast, type Tone } from '@cabinet/design/core';
import { TextArea } from '@cabinet/design/forms';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { ChoiceFilter, choiceParam, LoadFailedAlert, PagedTable, usePagedList } from '@cabinet/toolkit/list';
import { ProGate } from '@cabinet/toolkit/pro-gate';
import { useAiReviewRatings, useAiReviewsOverview, useApproveAiAnswerMutation, useDraftAiAnswerMutation } from '../../../api/reviewsAi';
import { useDescribeWidgetError } from '../../../shared/errors';
import { AI_ANSWERS, MODEL_NAMES } from '../aiAnswers';

const FILTERS = { state: choiceParam(AI_REVIEW_FILTERS, 'toDo') };

const messages = {
  back: /*i18n*/ { id: 'widgets.reviewsAiWidget.back', message: 'All AI answers' },
  loading: /*i18n*/ { id: 'widgets.reviewsAiWidget.loading', message: 'Loading the ratings…' },
  loadFailed: /*i18n*/ { id: 'widgets.reviewsAiWidget.loadFailed', message: 'The ratings could not be loaded' },
  answersLeft: /*i18n*/ { id: 'widgets.reviewsAiWidget.answersLeft', message: 'Answers left in the package: {count}' },
  filter: /*i18n*/ { id: 'widgets.reviewsAiWidget.filter', message: 'Show' },
  toDo: /*i18n*/ { id: 'widgets.reviewsAiWidget.filter.toDo', message: 'To answer' },
  unanswered: /*i18n*/ { id: 'widgets.reviewsAiWidget.filter.unanswered', message: 'Not drafted' },
  drafted: /*i18n*/ { id: 'widgets.reviewsAiWidget.filter.drafted', message: 'Drafts to approve' },
  answered: /*i18n*/ { id: 'widgets.reviewsAiWidget.filter.answered', message: 'Answered' },
  table: /*i18n*/ { id: 'widgets.reviewsAiWidget.table', message: 'Ratings to answer' },
  total: /*i18n*/ { id: 'widgets.reviewsAiWidget.total', message: 'Ratings: {total}' },
  empty: /*i18n*/ { id: 'widgets.reviewsAiWidget.empty', message: 'Nothing here: every rating of this kind is answered.' },
  review: /*i18n*/ { id: 'widgets.reviewsAiWidget.column.review', message: 'Review' },
  answer: /*i18n*/ { id: 'widgets.reviewsAiWidget.column.answer', message: 'Answer' },
  stars: /*i18n*/ { id: 'widgets.reviewsAiWidget.stars', message: '{rating, plural, one {# star} other {# stars}}' },
  noComment: /*i18n*/ { id: 'widgets.reviewsAiWidget.noComment', message: 'No comment' },
  master: /*i18n*/ { id: 'widgets.reviewsAiWidget.master', message: 'Master: {name}' },
  stateUnanswered: /*i18n*/ { id: 'widgets.reviewsAiWidget.state.unanswered', message: 'Not answered' },
  stateDrafted: /*i18n*/ { id: 'widgets.reviewsAiWidget.state.drafted', message: 'Draft to approve' },
  stateAnswered: /*i18n*/ { id: 'widgets.reviewsAiWidget.state.answered', message: 'Answered' },
  draft: /*i18n*/ { id: 'widgets.reviewsAiWidget.draft', message: 'Draft an answer' },
  redraft: /*i18n*/ { id: 'widgets.reviewsAiWidget.redraft', message: 'Draft again' },
  approve: /*i18n*/ { id: 'widgets.reviewsAiWidget.approve', message: 'Approve the answer' },
  answerLabel: /*i18n*/ { id: 'widgets.reviewsAiWidget.answerLabel', message: 'Answer to {client}' },
  required: /*i18n*/ { id: 'widgets.reviewsAiWidget.required', message: 'Write the answer before approving it' },
  approved: /*i18n*/ { id: 'widgets.reviewsAiWidget.approved', message: 'Answered {date}' },
  approvedToast: /*i18n*/ { id: 'widgets.reviewsAiWidget.approvedToast', message: 'The answer to {client} is approved' },
  exhausted: /*i18n*/ { id: 'widgets.reviewsAiWidget.exhausted', message: 'No answers are left in your package: buy a package of at least 100 ratings on the payment page.' },
};

const FILTER_LABELS: Record<AiReviewFilter, MessageDescriptor> = { toDo: messages.toDo, unanswered: messages.unanswered, drafted: messages.drafted, answered: messages.answered };
const STATES: Record<AnswerState, { label: MessageDescriptor; tone: Tone }> = {
  unanswered: { label: messages.stateUnanswered, tone: 'warning' },
  drafted: { label: messages.stateDrafted, tone: 'info' },
  answered: { label: messages.stateAnswered, tone: 'success' },
};

/** /widgets/reviews-ai/{widgetId}: one Review widget's ratings; the model drafts each answer, the owner edits and approves it. */
export function ReviewsAiWidgetScreen() {
  const t = useTranslate();
  const route = useRoute();
  const id = route.params.widgetId ?? '';
  const overview = useAiReviewsOverview();
  const locked = overview.data?.locked ?? true;
  const name = overview.data?.widgets.find((widget) => widget.id === id)?.name;
  let body;
  if (overview.isError) body = <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => overview.refetch()} retrying={overview.isFetching} />;
  else if (!overview.data) body = <ContentSkeleton label={t(messages.loading)} />;
  else
    body = (
      <ProGate feature={t(AI_ANSWERS.feature)} locked={locked} plan={AI_REVIEWS_TARIFF} about={t(AI_ANSWERS.about)}>
        <p>{t(MODEL_NAMES[overview.data.model])}</p>
        <Ratings id={id} />
      </ProGate>
    );
  return (
    <section>
      <PageHeading title={name ? `${route.title}: ${name}` : route.title} extra={<RouteLink to="widgets.reviewsAi">{t(messages.back)}</RouteLink>} />
      {body}
    </section>
  );
}

function Ratings({ id }: { id: string }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const list = usePagedList({ sortFields: [], filters: FILTERS });
  const params = { page: list.params.page, pageSize: list.params.pageSize, state: list.filters.state };
  const ratings = useAiReviewRatings(id, params, true);
  const columns = useMemo<TableColumnsType<AiReviewRating>>(
    () => [
      {
        key: 'review',
        title: t(messages.review),
        render: (_, item) => (
          <Flex vertical gap={4}>
            <span role="img" aria-label={t(messages.stars, { rating: item.rating })} style={{ whiteSpace: 'nowrap' }}>
              {'★'.repeat(item.rating)}
              {'☆'.repeat(5 - item.rating)}
            </span>
            <strong>{item.clientName}</strong>
            <span>{formatDate(item.createdAt, locale, 'compact')}</span>
            {item.masterName ? <span>{t(messages.master, { name: item.masterName })}</span> : null}
            <span>{item.text || t(messages.noComment)}</span>
          </Flex>
        ),
      },
      { key: 'answer', title: t(messages.answer), render: (_, item) => <AnswerCell widgetId={id} rating={item} /> },
    ],
    [t, locale, id],
  );
  return (
    <>
      {ratings.data ? <p>{t(messages.answersLeft, { count: ratings.data.answersLeft })}</p> : null}
      {ratings.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => ratings.refetch()} retrying={ratings.isFetching} /> : null}
      <Flex wrap gap={12} style={{ marginBottom: 16 }}>
        <ChoiceFilter filter={list.filter('state')} label={t(messages.filter)} options={AI_REVIEW_FILTERS.map((value) => ({ value, label: t(FILTER_LABELS[value]) }))} />
      </Flex>
      <PagedTable
        label={t(messages.table)}
        columns={columns}
        data={ratings.data}
        list={list}
        loading={ratings.isFetching}
        empty={<Empty description={t(messages.empty)} />}
        totalText={(total) => t(messages.total, { total })}
      />
    </>
  );
}

/** A rating's answer: its state, the draft in an editor with its actions, or the approved answer. */
function AnswerCell({ widgetId, rating }: { widgetId: string; rating: AiReviewRating }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const describe = useDescribeWidgetError();
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onError = async (error: Error) => {
    const body = await readApiError(error);
    setProblem(body?.code === 'AI_REVIEWS_EXHAUSTED' ? t(messages.exhausted) : (await describe(error)).message);
  };
  const draft = useDraftAiAnswerMutation(widgetId, {
    onMutate: () => setProblem(null),
    onSuccess: (drafted) => setText(drafted.draft?.text ?? ''),
    onError,
  });
  const approve = useApproveAiAnswerMutation(widgetId, {
    onMutate: () => setProblem(null),
    onSuccess: (answered) => toast.success(t(messages.approvedToast, { client: answered.clientName })),
    onError,
  });
  const state = STATES[rating.state];
  const value = text ?? rating.draft?.text ?? '';
  const editorId = `answer-${rating.id}`;
  return (
    <Flex vertical gap={8} style={{ minWidth: 240 }}>
      <span>
        <StatusTag tone={state.tone}>{t(state.label)}</StatusTag>
      </span>
      {rating.answer ? (
        <>
          <span>{rating.answer.text}</span>
          <span>{t(messages.approved, { date: formatDate(rating.answer.answeredAt, locale, 'compact') })}</span>
        </>
      ) : rating.draft ? (
        <>
          <label htmlFor={editorId}>{t(messages.answerLabel, { client: rating.clientName })}</label>
          <TextArea id={editorId} value={value} maxLength={AI_ANSWER_MAX} autoSize={{ minRows: 3, maxRows: 10 }} onChange={(event) => setText(event.target.value)} />
          <Flex gap={8} wrap>
            <Button
              type="primary"
              loading={approve.isPending}
              onClick={() => {
                if (value.trim() === '') setProblem(t(messages.required));
                else approve.mutate({ ratingId: rating.id, text: value });
              }}
            >
              {t(messages.approve)}
            </Button>
            <Button loading={draft.isPending} onClick={() => draft.mutate(rating.id)}>
              {t(messages.redraft)}
            </Button>
          </Flex>
        </>
      ) : (
        <span>
          <Button loading={draft.isPending} onClick={() => draft.mutate(rating.id)}>
            {t(messages.draft)}
          </Button>
        </span>
      )}
      {problem ? <Alert type="error" showIcon role="alert" title={problem} /> : null}
    </Flex>
  );
}

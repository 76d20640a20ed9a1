import { useEffect, useState, type FormEvent } from 'react';
import { readApiError } from '@cabinet/api/core';
import { REVIEW_COMMENT_MAX } from '@cabinet/api/messaging';
import { useRemoteProps } from '@cabinet/contracts';
import { AuthPage, PlainAlert, PlainButton, Stack, TextAreaField } from '@cabinet/design/plain';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { isLinkInvalid, useAccountLanguage } from '@cabinet/toolkit/public-link';
import { useCountTransitionMutation, usePublicReview, useSavePublicReviewMutation } from '../../api/publicLinks';
import { RatingOutcome } from '../../rating/RatingOutcome';
import { plainLinkStatus } from '../plainLinkStatus';

const messages = {
  title: /*i18n*/ { id: 'widgets.rating.title', message: 'Rate your visit' },
  tabTitle: /*i18n*/ { id: 'widgets.rating.tabTitle', message: 'Rate {business}' },
  loading: /*i18n*/ { id: 'widgets.rating.loading', message: 'Opening the review form…' },
  visit: /*i18n*/ { id: 'widgets.rating.visit', message: 'Your visit on {date}' },
  with: /*i18n*/ { id: 'widgets.rating.with', message: 'Specialist: {name}' },
  rating: /*i18n*/ { id: 'widgets.rating.rating', message: 'Your rating' },
  star: /*i18n*/ { id: 'widgets.rating.star', message: '{rating} of 5' },
  comment: /*i18n*/ { id: 'widgets.rating.comment', message: 'What did you like, and what could be better? (optional)' },
  send: /*i18n*/ { id: 'widgets.rating.send', message: 'Send the review' },
  update: /*i18n*/ { id: 'widgets.rating.update', message: 'Update the review' },
  needRating: /*i18n*/ { id: 'widgets.rating.needRating', message: 'Choose a rating from 1 to 5' },
  thanks: /*i18n*/ { id: 'widgets.rating.thanks', message: 'Thank you for your review!' },
  saveFailed: /*i18n*/ { id: 'widgets.rating.saveFailed', message: 'Your review could not be sent. Try again.' },
  tokenInvalid: /*i18n*/ { id: 'widgets.rating.tokenInvalid', message: 'Token not valid' },
  tokenInvalidBody: /*i18n*/ { id: 'widgets.rating.tokenInvalidBody', message: 'This link is broken or out of date.' },
  loadFailed: /*i18n*/ { id: 'widgets.rating.loadFailed', message: 'Something went wrong. Try again.' },
  retry: /*i18n*/ { id: 'widgets.rating.retry', message: 'Try again' },
};

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The public /rv/{token} page of a review request (the spec's RatingWidget): the client rates the visit 1 to 5
 * and may comment; the review lands in the business's reviews. Once rated, the page shows what the account's
 * Review widget says for that rating: at or above its minimal rating (or for everyone, in its compliant mode)
 * the map links, each click counted as a transition; below it the apology, while the API alerts the owner
 * with the comment. Opening it again shows the rating given, which may change.
 */
export function RatingView({ token, brandName }: { token: string; brandName: string }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const review = usePublicReview(token);
  useAccountLanguage(review.data?.language);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [sent, setSent] = useState(false);
  const [failed, setFailed] = useState(false);
  const [invalidOnSave, setInvalidOnSave] = useState(false);
  const transition = useCountTransitionMutation(token);
  const save = useSavePublicReviewMutation(token, {
    onMutate: () => {
      setSent(false);
      setFailed(false);
    },
    onSuccess: () => setSent(true),
    onError: async (error) => {
      if ((await readApiError(error))?.code === 'REVIEW_LINK_INVALID') setInvalidOnSave(true);
      else setFailed(true);
    },
  });

  const business = review.data?.businessName || brandName;
  const tabTitle = t(messages.tabTitle, { business });
  useEffect(() => {
    document.title = tabTitle;
  }, [tabTitle]);

  let body = plainLinkStatus(
    { invalid: invalidOnSave || (review.isError && isLinkInvalid(review.error)), isError: review.isError, hasData: Boolean(review.data), isFetching: review.isFetching, refetch: () => review.refetch() },
    { tokenInvalid: t(messages.tokenInvalid), tokenInvalidBody: t(messages.tokenInvalidBody), loadFailed: t(messages.loadFailed), retry: t(messages.retry), loading: t(messages.loading) },
  );
  if (body === null && review.data) {
    const current = review.data;
    const chosen = rating ?? current.rating;
    const comment = text ?? current.text;
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (chosen === null) {
        setMissing(true);
        return;
      }
      save.mutate({ rating: chosen, text: comment });
    };
    body = (
      <form onSubmit={submit} noValidate>
        <Stack style={{ gap: 16 }}>
          {current.visitAt ? <p style={{ margin: 0 }}>{t(messages.visit, { date: formatDate(current.visitAt, locale, 'dateTime', current.timeZone) })}</p> : null}
          {current.masterName || current.services.length > 0 ? (
            <p style={{ margin: 0, color: 'rgba(0,0,0,.65)' }}>{[current.masterName ? t(messages.with, { name: current.masterName }) : '', current.services.join(', ')].filter(Boolean).join(' · ')}</p>
          ) : null}
          <fieldset style={{ border: 0, margin: 0, padding: 0 }} aria-describedby={missing && chosen === null ? 'rating-missing' : undefined}>
            <legend style={{ fontSize: 'inherit', fontWeight: 600, marginBottom: 8 }}>{t(messages.rating)}</legend>
            {/* The radios are hidden behind their stars: the star of the focused one shows the focus. */}
            <style>{'.cabinet-rating-input:focus-visible + .cabinet-rating-star { outline: 3px solid #1677ff; outline-offset: 2px; }'}</style>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              {RATINGS.map((value) => (
                <label key={value} style={{ cursor: 'pointer' }}>
                  <input
                    type="radio"
                    className="cabinet-rating-input"
                    name="rating"
                    value={value}
                    checked={chosen === value}
                    onChange={() => {
                      setRating(value);
                      setMissing(false);
                    }}
                    style={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
                  />
                  <span
                    aria-hidden="true"
                    className="cabinet-rating-star"
                    style={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      width: 48,
                      height: 48,
                      fontSize: 28,
                      borderRadius: 8,
                      border: `2px solid ${chosen !== null && value <= chosen ? '#ad6800' : '#8c8c8c'}`,
                      color: chosen !== null && value <= chosen ? '#ad6800' : '#595959',
                      background: chosen === value ? '#fff7e6' : '#fff',
                    }}
                  >
                    {chosen !== null && value <= chosen ? '★' : '☆'}
                  </span>
                  <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>{t(messages.star, { rating: value })}</span>
                </label>
              ))}
            </div>
            {missing && chosen === null ? (
              <div id="rating-missing" className="cab-error" role="alert" style={{ marginTop: 8 }}>
                {t(messages.needRating)}
              </div>
            ) : null}
          </fieldset>
          <TextAreaField id="rating-comment" label={t(messages.comment)} value={comment} maxLength={REVIEW_COMMENT_MAX} rows={4} onChange={(event) => setText(event.currentTarget.value)} />
          {sent ? <PlainAlert tone="success" role="status" title={t(messages.thanks)} /> : null}
          {failed ? <PlainAlert tone="error" role="alert" title={t(messages.saveFailed)} /> : null}
          <PlainButton primary type="submit" block loading={save.isPending}>
            {t(current.rating === null ? messages.send : messages.update)}
          </PlainButton>
          {current.widget ? <RatingOutcome widget={current.widget} rating={current.rating} onMapClick={(map) => transition.mutate(map)} /> : null}
        </Stack>
      </form>
    );
  }

  return (
    <AuthPage title={t(messages.title)} brandName={business}>
      {body}
    </AuthPage>
  );
}

import { useEffect, useState } from 'react';
import { readApiError } from '@cabinet/api/core';
import type { PublicVisit, VisitAction } from '@cabinet/api/messaging';
import { useRemoteProps } from '@cabinet/contracts';
import { AuthPage, PlainAlert, PlainButton, Stack } from '@cabinet/design/plain';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { isLinkInvalid, useAccountLanguage } from '@cabinet/toolkit/public-link';
import { useAnswerPublicVisitMutation, usePublicVisit } from '../../api/publicLinks';
import { plainLinkStatus } from '../plainLinkStatus';

const messages = {
  title: /*i18n*/ { id: 'widgets.visit.title', message: 'Your visit' },
  tabTitle: /*i18n*/ { id: 'widgets.visit.tabTitle', message: 'Your visit to {business}' },
  loading: /*i18n*/ { id: 'widgets.visit.loading', message: 'Opening your visit…' },
  business: /*i18n*/ { id: 'widgets.visit.business', message: 'Where' },
  date: /*i18n*/ { id: 'widgets.visit.date', message: 'Date' },
  time: /*i18n*/ { id: 'widgets.visit.time', message: 'Time' },
  master: /*i18n*/ { id: 'widgets.visit.master', message: 'Specialist' },
  services: /*i18n*/ { id: 'widgets.visit.services', message: 'Services' },
  price: /*i18n*/ { id: 'widgets.visit.price', message: 'Price' },
  confirm: /*i18n*/ { id: 'widgets.visit.confirm', message: 'Confirm the visit' },
  cancel: /*i18n*/ { id: 'widgets.visit.cancel', message: 'Cancel the visit' },
  cancelQuestion: /*i18n*/ { id: 'widgets.visit.cancelQuestion', message: 'Cancel this visit? The time will be offered to other clients.' },
  cancelYes: /*i18n*/ { id: 'widgets.visit.cancelYes', message: 'Yes, cancel it' },
  cancelNo: /*i18n*/ { id: 'widgets.visit.cancelNo', message: 'Keep the visit' },
  doneConfirmed: /*i18n*/ { id: 'widgets.visit.doneConfirmed', message: 'Thank you! Your visit is confirmed. See you then.' },
  doneCanceled: /*i18n*/ { id: 'widgets.visit.doneCanceled', message: 'Your visit is cancelled. You are welcome to book again any time.' },
  alreadyCanceled: /*i18n*/ { id: 'widgets.visit.alreadyCanceled', message: 'This visit was cancelled. To come, book again.' },
  started: /*i18n*/ { id: 'widgets.visit.started', message: 'This visit has already begun: it can no longer be confirmed or cancelled here.' },
  saveFailed: /*i18n*/ { id: 'widgets.visit.saveFailed', message: 'Something went wrong. Try again.' },
  tokenInvalid: /*i18n*/ { id: 'widgets.visit.tokenInvalid', message: 'Token not valid' },
  tokenInvalidBody: /*i18n*/ { id: 'widgets.visit.tokenInvalidBody', message: 'This link is broken or out of date. Contact the business to change your visit.' },
  loadFailed: /*i18n*/ { id: 'widgets.visit.loadFailed', message: 'Something went wrong. Try again.' },
  retry: /*i18n*/ { id: 'widgets.visit.retry', message: 'Try again' },
};

/** A state's tag colours, as antd's `StatusTag` tones (text, background, border). */
const TONES = {
  info: ['#0958d9', '#e6f4ff', '#91caff'],
  success: ['#389e0d', '#f6ffed', '#b7eb8f'],
  warning: ['#ad4e00', '#fff7e6', '#ffd591'],
  neutral: ['rgba(0,0,0,.88)', '#fafafa', '#d9d9d9'],
} as const;

const STATES: Record<PublicVisit['state'], { label: MessageDescriptor; tone: keyof typeof TONES }> = {
  waiting: { label: /*i18n*/ { id: 'widgets.visit.state.waiting', message: 'Waiting for your answer' }, tone: 'info' },
  confirmed: { label: /*i18n*/ { id: 'widgets.visit.state.confirmed', message: 'Confirmed' }, tone: 'success' },
  canceled: { label: /*i18n*/ { id: 'widgets.visit.state.canceled', message: 'Cancelled' }, tone: 'warning' },
  past: { label: /*i18n*/ { id: 'widgets.visit.state.past', message: 'Already took place' }, tone: 'neutral' },
};

type Problem = 'invalid' | 'canceled' | 'started' | 'failed';

/** The price in the business's currency, or the amount alone where none is known. */
function formatPrice(price: NonNullable<PublicVisit['price']>, locale: string): string {
  return new Intl.NumberFormat(locale, price.currency ? { style: 'currency', currency: price.currency } : { maximumFractionDigits: 2 }).format(price.amount);
}

/**
 * The public /vn/{token} page of a message's confirm and cancel links: the client sees their visit
 * (business, date and time on the branch's clock, specialist, services, price) and confirms or cancels it,
 * as the business's Confirm widget sets the page up (which of those it shows, which buttons). The link's
 * own answer (`preferred`) is the prominent button; cancelling asks once more.
 */
export function VisitNotifyView({ token, preferred, brandName }: { token: string; preferred: VisitAction; brandName: string }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const visit = usePublicVisit(token);
  useAccountLanguage(visit.data?.language);
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<VisitAction | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const answer = useAnswerPublicVisitMutation(token, {
    onMutate: () => {
      setDone(null);
      setProblem(null);
    },
    onSuccess: (_visit, action) => {
      setAsking(false);
      setDone(action);
    },
    onError: async (error) => {
      const code = (await readApiError(error))?.code;
      setAsking(false);
      setProblem(code === 'VISIT_LINK_INVALID' ? 'invalid' : code === 'VISIT_CANCELED' ? 'canceled' : code === 'VISIT_ALREADY_STARTED' ? 'started' : 'failed');
      // The business changed its page meanwhile (VISIT_ACTION_OFF): show the buttons it offers now.
      if (code === 'VISIT_ACTION_OFF') void visit.refetch();
    },
  });

  const business = visit.data?.businessName || brandName;
  const tabTitle = t(messages.tabTitle, { business });
  useEffect(() => {
    document.title = tabTitle;
  }, [tabTitle]);

  let body = plainLinkStatus(
    { invalid: problem === 'invalid' || (visit.isError && isLinkInvalid(visit.error)), isError: visit.isError, hasData: Boolean(visit.data), isFetching: visit.isFetching, refetch: () => visit.refetch() },
    { tokenInvalid: t(messages.tokenInvalid), tokenInvalidBody: t(messages.tokenInvalidBody), loadFailed: t(messages.loadFailed), retry: t(messages.retry), loading: t(messages.loading) },
  );
  if (body === null && visit.data) {
    const current = visit.data;
    const state = STATES[current.state];
    const open = current.state === 'waiting' || current.state === 'confirmed';
    // Only the answers the business's Confirm widget offers; the link's own answer first.
    const buttons = (current.state === 'waiting' ? (preferred === 'cancel' ? ['cancel', 'confirm'] : ['confirm', 'cancel']) : ['cancel']).filter((action): action is VisitAction =>
      action === 'confirm' ? current.actions.confirm : action === 'cancel' && current.actions.cancel,
    );
    const confirmButton = (
      <PlainButton primary={preferred === 'confirm'} block loading={answer.isPending && answer.variables === 'confirm'} onClick={() => answer.mutate('confirm')}>
        {t(messages.confirm)}
      </PlainButton>
    );
    const cancelButton = (
      <PlainButton danger primary={preferred === 'cancel'} block onClick={() => setAsking(true)}>
        {t(messages.cancel)}
      </PlainButton>
    );
    body = (
      <Stack style={{ gap: 16 }}>
        <div>
          <span
            style={{
              display: 'inline-block',
              padding: '0 7px',
              fontSize: 12,
              lineHeight: '20px',
              borderRadius: 4,
              color: TONES[state.tone][0],
              background: TONES[state.tone][1],
              border: `1px solid ${TONES[state.tone][2]}`,
            }}
          >
            {t(state.label)}
          </span>
        </div>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: 0 }}>
          <dt>{t(messages.business)}</dt>
          <dd style={{ margin: 0 }}>
            {current.businessName}
            {current.address ? <div>{current.address}</div> : null}
          </dd>
          <dt>{t(messages.date)}</dt>
          <dd style={{ margin: 0 }}>{formatDate(current.startsAt, locale, 'date', current.timeZone)}</dd>
          <dt>{t(messages.time)}</dt>
          <dd style={{ margin: 0 }}>{formatDate(current.startsAt, locale, 'time', current.timeZone)}</dd>
          {current.masterName ? (
            <>
              <dt>{t(messages.master)}</dt>
              <dd style={{ margin: 0 }}>{current.masterName}</dd>
            </>
          ) : null}
          {current.services.length > 0 ? (
            <>
              <dt>{t(messages.services)}</dt>
              <dd style={{ margin: 0 }}>{current.services.join(', ')}</dd>
            </>
          ) : null}
          {current.price ? (
            <>
              <dt>{t(messages.price)}</dt>
              <dd style={{ margin: 0 }}>{formatPrice(current.price, locale)}</dd>
            </>
          ) : null}
        </dl>
        {done ? <PlainAlert tone="success" role="status" title={t(done === 'confirm' ? messages.doneConfirmed : messages.doneCanceled)} /> : null}
        {problem === 'canceled' || (current.state === 'canceled' && !done) ? <PlainAlert tone="warning" role="status" title={t(messages.alreadyCanceled)} /> : null}
        {problem === 'started' || current.state === 'past' ? <PlainAlert tone="info" role="status" title={t(messages.started)} /> : null}
        {problem === 'failed' ? <PlainAlert tone="error" role="alert" title={t(messages.saveFailed)} /> : null}
        {open && asking ? (
          <div className="cab-stack" role="group" aria-label={t(messages.cancelQuestion)}>
            <p style={{ margin: 0 }}>{t(messages.cancelQuestion)}</p>
            <PlainButton danger primary block loading={answer.isPending} onClick={() => answer.mutate('cancel')}>
              {t(messages.cancelYes)}
            </PlainButton>
            <PlainButton block onClick={() => setAsking(false)}>
              {t(messages.cancelNo)}
            </PlainButton>
          </div>
        ) : open && buttons.length > 0 ? (
          <Stack>
            {buttons.map((action) => (
              <div key={action}>{action === 'confirm' ? confirmButton : cancelButton}</div>
            ))}
          </Stack>
        ) : null}
      </Stack>
    );
  }

  return (
    <AuthPage title={t(messages.title)} brandName={business}>
      {body}
    </AuthPage>
  );
}

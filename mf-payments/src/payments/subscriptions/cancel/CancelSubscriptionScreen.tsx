import { useReducer } from 'react';
import { ALTERNATIVE_SERVICES, CANCEL_REASONS, RETENTION_DISCOUNT_PERCENT, RETENTION_GIFT_DAYS, type RetentionOffer } from '@cabinet/api/payments';
import { RouteLink, useRemoteProps, useRoute, useSession } from '@cabinet/contracts';
import { Alert, Button, Flex, PageHeading, Surface, Typography, ContentSkeleton, useDescribeError } from '@cabinet/design/core';
import { Radio } from '@cabinet/design/choices';
import { Form, TextArea } from '@cabinet/design/forms';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useInlineFailure } from '@cabinet/toolkit/forms';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { useAcceptOfferMutation, useCancelSubscriptionMutation, useSaveCancelReasonMutation, useSubscriptions } from '../../../api/payments';
import { ALTERNATIVE_LABELS, CANCEL_REASON_LABELS, PAYMENT_ERRORS, TARIFF_LABELS, unknownTariff } from '../../../shared/labels';
import { asksAlternative, cancelFlow, initialCancelFlow, offersFor, type CancelOutcome } from './cancelFlow';

const messages = {
  loading: /*i18n*/ { id: 'payments.cancel.loading', message: 'Loading the subscription…' },
  loadFailed: /*i18n*/ { id: 'payments.cancel.loadFailed', message: 'The subscription could not be loaded' },
  notFound: /*i18n*/ { id: 'payments.cancel.notFound', message: 'Subscription not found' },
  notActive: /*i18n*/ { id: 'payments.cancel.notActive', message: 'This subscription is not active: there is nothing to cancel.' },
  back: /*i18n*/ { id: 'payments.cancel.backToSubscriptions', message: 'Back to subscriptions' },
  intro: /*i18n*/ { id: 'payments.cancel.intro', message: '{tariff}, paid up to {date}.' },
  reason: /*i18n*/ { id: 'payments.cancel.reason', message: 'Why do you want to cancel?' },
  reasonRequired: /*i18n*/ { id: 'payments.cancel.reasonRequired', message: 'Choose a reason' },
  alternative: /*i18n*/ { id: 'payments.cancel.alternative', message: 'Which service are you moving to?' },
  comment: /*i18n*/ { id: 'payments.cancel.comment', message: 'Anything else we should know? (optional)' },
  next: /*i18n*/ { id: 'payments.cancel.next', message: 'Continue' },
  offersTitle: /*i18n*/ { id: 'payments.cancel.offers', message: 'Before you go' },
  offerDiscount: /*i18n*/ { id: 'payments.cancel.offer.discount', message: 'Take {percent}% off your next month' },
  offerGift: /*i18n*/ { id: 'payments.cancel.offer.gift', message: 'Take {days} days free as a gift' },
  offerKeep: /*i18n*/ { id: 'payments.cancel.offer.keep', message: 'Keep my subscription' },
  offerCancelAutoPay: /*i18n*/ { id: 'payments.cancel.offer.cancelAutoPay', message: 'Cancel auto-pay only' },
  cancelAnyway: /*i18n*/ { id: 'payments.cancel.anyway', message: 'Cancel the subscription' },
  previous: /*i18n*/ { id: 'payments.cancel.previous', message: 'Back' },
  resultDiscount: /*i18n*/ { id: 'payments.cancel.result.discount', message: 'You stay with us. Your promo code {code} takes {percent}% off the next month until {date}.' },
  resultGift: /*i18n*/ { id: 'payments.cancel.result.gift', message: 'You stay with us. Your gift is added: paid up to {date}.' },
  resultKeep: /*i18n*/ { id: 'payments.cancel.result.keep', message: 'Your subscription stays as it is.' },
  resultCancelAutoPay: /*i18n*/ { id: 'payments.cancel.result.cancelAutoPay', message: 'Auto-pay is off. The subscription runs until {date}; the next period is not charged.' },
  resultCancelled: /*i18n*/ { id: 'payments.cancel.result.cancelled', message: 'The subscription is cancelled. What you paid for runs until {date}.' },
  toPayment: /*i18n*/ { id: 'payments.cancel.toPayment', message: 'Go to payment' },
};

const OFFER_LABELS: Record<RetentionOffer, MessageDescriptor> = {
  discount: messages.offerDiscount,
  gift: messages.offerGift,
  keep: messages.offerKeep,
  cancelAutoPay: messages.offerCancelAutoPay,
};

/** /payments/subscriptions/cancel/{subscriptionId}: the reason, the retention offers, then the result. */
export function CancelSubscriptionScreen() {
  const t = useTranslate();
  const route = useRoute();
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : '';
  const subscriptions = useSubscriptions(userId);
  const subscriptionId = route.params.subscriptionId ?? '';
  const subscription = subscriptions.data?.find((item) => item.id === subscriptionId);
  const back = <RouteLink to="payments.subscriptions">{t(messages.back)}</RouteLink>;

  return (
    <section>
      <PageHeading title={route.title} extra={back} />
      {subscriptions.isPending ? <ContentSkeleton label={t(messages.loading)} /> : null}
      {subscriptions.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => subscriptions.refetch()} retrying={subscriptions.isFetching} /> : null}
      {subscriptions.data && !subscription ? <Alert type="warning" showIcon title={t(messages.notFound)} /> : null}
      {subscription ? <CancelFlow key={subscription.id} userId={userId} subscriptionId={subscription.id} /> : null}
    </section>
  );
}

function CancelFlow({ userId, subscriptionId }: { userId: string; subscriptionId: string }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const subscriptions = useSubscriptions(userId);
  const subscription = subscriptions.data?.find((item) => item.id === subscriptionId);
  const [state, dispatch] = useReducer(cancelFlow, initialCancelFlow);
  // A refused step is said above the form until the next try; the choices stay.
  const failure = useInlineFailure(useDescribeError(PAYMENT_ERRORS));
  const saveReason = useSaveCancelReasonMutation(userId, subscriptionId);
  const accept = useAcceptOfferMutation(userId, subscriptionId);
  const cancel = useCancelSubscriptionMutation(userId, subscriptionId);
  if (!subscription) return null;
  const date = (value: string | null) => (value ? formatDate(value, locale) : '—');
  const tariffLabel = TARIFF_LABELS[subscription.tariff];
  const tariff = tariffLabel ? t(tariffLabel) : t(unknownTariff, { code: subscription.tariff });

  if (state.step === 'result') return <CancelResult outcome={state.outcome} />;
  if (subscription.status !== 'active') return <Alert type="info" showIcon title={t(messages.notActive)} />;

  const fail = failure.onError;

  const submitReason = async () => {
    failure.clear();
    if (state.step !== 'reason') return;
    if (state.reason === null) return dispatch({ type: 'submitReason' });
    try {
      await saveReason.mutateAsync({ reason: state.reason, alternativeService: state.alternative, comment: state.comment });
      dispatch({ type: 'submitReason' });
    } catch (error) {
      await fail(error);
    }
  };

  const takeOffer = async (offer: RetentionOffer) => {
    failure.clear();
    try {
      const result = await accept.mutateAsync({ offer });
      dispatch({ type: 'settled', outcome: { kind: offer, result } });
    } catch (error) {
      await fail(error);
    }
  };

  const cancelAll = async () => {
    failure.clear();
    try {
      dispatch({ type: 'settled', outcome: { kind: 'cancelled', subscription: await cancel.mutateAsync(false) } });
    } catch (error) {
      await fail(error);
    }
  };

  return (
    <Surface style={{ maxWidth: 640 }}>
      <p>{t(messages.intro, { tariff, date: date(subscription.paidUpTo) })}</p>
      {failure.alert}
      {state.step === 'reason' ? (
        <Form layout="vertical" onFinish={() => void submitReason()}>
          <Form.Item label={t(messages.reason)} required validateStatus={state.error ? 'error' : undefined} help={state.error ? t(messages.reasonRequired) : undefined}>
            <Radio.Group
              aria-label={t(messages.reason)}
              value={state.reason}
              onChange={(event) => dispatch({ type: 'chooseReason', reason: CANCEL_REASONS.find((reason) => reason === event.target.value) ?? 'Other' })}
            >
              <Flex vertical gap={8}>
                {CANCEL_REASONS.map((reason) => (
                  <Radio key={reason} value={reason}>
                    {t(CANCEL_REASON_LABELS[reason])}
                  </Radio>
                ))}
              </Flex>
            </Radio.Group>
          </Form.Item>
          {asksAlternative(state.reason) ? (
            <Form.Item label={t(messages.alternative)}>
              <Radio.Group
                aria-label={t(messages.alternative)}
                value={state.alternative}
                onChange={(event) => dispatch({ type: 'chooseAlternative', alternative: ALTERNATIVE_SERVICES.find((service) => service === event.target.value) ?? null })}
                options={ALTERNATIVE_SERVICES.map((service) => ({ value: service, label: t(ALTERNATIVE_LABELS[service]) }))}
              />
            </Form.Item>
          ) : null}
          <Form.Item label={t(messages.comment)} htmlFor="cancel-comment">
            <TextArea id="cancel-comment" value={state.comment} maxLength={1000} onChange={(event) => dispatch({ type: 'comment', comment: event.target.value })} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saveReason.isPending}>
            {t(messages.next)}
          </Button>
        </Form>
      ) : (
        <>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            {t(messages.offersTitle)}
          </Typography.Title>
          <Flex vertical gap={12} align="flex-start">
            {offersFor(state.reason, subscription).map((offer, index) => (
              <Button key={offer} type={index === 0 ? 'primary' : 'default'} loading={accept.isPending && accept.variables.offer === offer} disabled={accept.isPending || cancel.isPending} onClick={() => void takeOffer(offer)}>
                {t(OFFER_LABELS[offer], { percent: RETENTION_DISCOUNT_PERCENT, days: RETENTION_GIFT_DAYS })}
              </Button>
            ))}
            <Flex gap={12}>
              <Button danger loading={cancel.isPending} disabled={accept.isPending} onClick={() => void cancelAll()}>
                {t(messages.cancelAnyway)}
              </Button>
              <Button type="link" onClick={() => dispatch({ type: 'back' })}>
                {t(messages.previous)}
              </Button>
            </Flex>
          </Flex>
        </>
      )}
    </Surface>
  );
}

function CancelResult({ outcome }: { outcome: CancelOutcome }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const date = (value: string | null) => (value ? formatDate(value, locale) : '—');
  let text: string;
  if (outcome.kind === 'cancelled') text = t(messages.resultCancelled, { date: date(outcome.subscription.paidUpTo) });
  else if (outcome.kind === 'discount' && outcome.result.promocode)
    text = t(messages.resultDiscount, { code: outcome.result.promocode.code, percent: outcome.result.promocode.discountPercent, date: date(outcome.result.promocode.expireDate) });
  else if (outcome.kind === 'gift') text = t(messages.resultGift, { date: date(outcome.result.subscription.paidUpTo) });
  else if (outcome.kind === 'cancelAutoPay') text = t(messages.resultCancelAutoPay, { date: date(outcome.result.subscription.paidUpTo) });
  else text = t(messages.resultKeep);
  return (
    <Alert
      type={outcome.kind === 'cancelled' ? 'info' : 'success'}
      showIcon
      role="status"
      title={text}
      action={
        <Flex gap={12}>
          <RouteLink to="payments.subscriptions">{t(messages.back)}</RouteLink>
          {outcome.kind === 'discount' ? <RouteLink to="payments">{t(messages.toPayment)}</RouteLink> : null}
        </Flex>
      }
    />
  );
}

import { useCallback, useState } from 'react';
import { TRIAL_OFFER } from '@cabinet/api/payments';
import { useLinks } from '@cabinet/contracts';
import { Button, Flex, Surface, Typography, useDescribeError } from '@cabinet/design/core';
import { useInlineFailure } from '@cabinet/toolkit/forms';
import { useTranslate, type Locale } from '@cabinet/i18n';
import { useStartTrialMutation } from '../api/payments';
import { PAYMENT_ERRORS } from '../shared/labels';
import { money } from '../shared/money';
import { WidgetModal } from './WidgetModal';

const messages = {
  title: /*i18n*/ { id: 'payments.trial.title', message: 'Pro plan: {days} days free' },
  body: /*i18n*/ {
    id: 'payments.trial.body',
    message: 'The widget checks your card with {check}. When the trial ends, auto-pay charges {price} a month. You can turn auto-pay off in Subscriptions at any time.',
  },
  start: /*i18n*/ { id: 'payments.trial.start', message: 'Start the free trial' },
};

/**
 * /payments?trial=1, where the quick start's subscription offer leads: the trial is started by the
 * embedded widget (OnBoarding/AddMiniPayForAutoPay), then the page reads the order as after any payment.
 */
export function TrialPanel({ userId, locale }: { userId: string; locale: Locale }) {
  const t = useTranslate();
  const links = useLinks();
  const failure = useInlineFailure(useDescribeError(PAYMENT_ERRORS));
  const [widget, setWidget] = useState<{ orderId: string; widgetUrl: string } | null>(null);
  const start = useStartTrialMutation(userId);

  const begin = async () => {
    failure.clear();
    try {
      setWidget(await start.mutateAsync());
    } catch (error) {
      await failure.onError(error);
    }
  };
  // Whatever the widget reports, the order says what happened.
  const onWidgetEvent = useCallback(() => {
    const started = widget;
    setWidget(null);
    if (started) links.navigate('payments', undefined, { replace: true, search: `?trial=1&order=${started.orderId}` });
  }, [widget, links]);

  return (
    <Surface style={{ marginBottom: 24 }}>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.title, { days: TRIAL_OFFER.trialDays })}
      </Typography.Title>
      <Typography.Paragraph>
        {t(messages.body, { check: money(TRIAL_OFFER.cardCheck, 'RUB', locale), price: money(TRIAL_OFFER.price * 100, 'RUB', locale) })}
      </Typography.Paragraph>
      {failure.alert}
      <Flex>
        <Button type="primary" loading={start.isPending} onClick={() => void begin()}>
          {t(messages.start)}
        </Button>
      </Flex>
      {widget ? <WidgetModal url={widget.widgetUrl} onEvent={onWidgetEvent} /> : null}
    </Surface>
  );
}

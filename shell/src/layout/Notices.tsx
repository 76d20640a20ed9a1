import { Alert, Flex } from '@cabinet/design/core';
import { useNearestPaymentEndDate } from '@cabinet/api/core';
import { RouteLink } from '@cabinet/contracts';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { useSessionSnapshot, useShell } from '../ShellContext';

/** Spec section 8: warn under 100 messages left, say so when none are left. */
export const QUOTA_WARNING_THRESHOLD = 100;
/**
 * Not shown in the spec: how early the payment-ending notice appears. A week
 * leaves time to pay before reminders stop.
 */
export const PAYMENT_NOTICE_DAYS = 7;

const messages = {
  quotaLow: /*i18n*/ { id: 'shell.quota.low', message: 'Fewer than 100 messages left ({count}). Top up so your reminders keep going.' },
  quotaEmpty: /*i18n*/ { id: 'shell.quota.empty', message: 'Your message limit is exhausted: no messages are being sent.' },
  topUp: /*i18n*/ { id: 'shell.quota.topUp', message: 'Top up' },
  paymentEnds: /*i18n*/ { id: 'shell.payment.ends', message: 'Your subscription ends on {date}.' },
  pay: /*i18n*/ { id: 'shell.payment.pay', message: 'Extend' },
};

/** The quota matters while something would send (CurrentUser.isSending); a new account is not warned. */
export function quotaState(count: number, sending = true): 'ok' | 'low' | 'empty' {
  if (!sending) return 'ok';
  if (count <= 0) return 'empty';
  return count < QUOTA_WARNING_THRESHOLD ? 'low' : 'ok';
}

export function paymentEndsSoon(endDate: string | null | undefined, now: Date = new Date()): boolean {
  if (!endDate) return false;
  const left = new Date(endDate).getTime() - now.getTime();
  return left > 0 && left <= PAYMENT_NOTICE_DAYS * 24 * 60 * 60 * 1000;
}

/** The notices above every page of the layout: message quota and, where the host has them, payment ending. */
export function Notices() {
  const { host, locale } = useShell();
  const snapshot = useSessionSnapshot();
  const t = useTranslate();
  const signedIn = snapshot.status === 'authenticated';
  const payment = useNearestPaymentEndDate({ enabled: signedIn && host.features.payNotifications });
  if (!signedIn) return null;
  const quota = quotaState(snapshot.user.availableNotificationsCount, snapshot.user.isSending);
  const endDate = payment.data;
  const showPayment = host.features.payNotifications && paymentEndsSoon(endDate);
  if (quota === 'ok' && !showPayment) return null;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      {quota === 'empty' ? (
        <Alert type="error" showIcon title={t(messages.quotaEmpty)} action={<RouteLink to="payments">{t(messages.topUp)}</RouteLink>} />
      ) : null}
      {quota === 'low' ? (
        <Alert
          type="warning"
          showIcon
          title={t(messages.quotaLow, { count: snapshot.user.availableNotificationsCount })}
          action={<RouteLink to="payments">{t(messages.topUp)}</RouteLink>}
        />
      ) : null}
      {showPayment && endDate ? (
        <Alert
          type="info"
          showIcon
          title={t(messages.paymentEnds, { date: formatDate(endDate, locale) })}
          action={<RouteLink to="payments">{t(messages.pay)}</RouteLink>}
        />
      ) : null}
    </Flex>
  );
}

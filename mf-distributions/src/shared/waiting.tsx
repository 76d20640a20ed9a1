import { useEffect, useState } from 'react';
import { nextSending, sameLocalDay, type DistributionSummary } from '@cabinet/api/distributions';
import { useRemoteProps } from '@cabinet/contracts';
import { Typography } from '@cabinet/design/core';
import { useTranslate, type Locale, type MessageDescriptor } from '@cabinet/i18n';
import { useDistributionOptions } from '../api/distributions';
import { formatIn } from './formatIn';

const messages = {
  window: /*i18n*/ { id: 'distributions.waiting.window', message: 'Until {time} ({zone}): the sending window opens then' },
  start: /*i18n*/ { id: 'distributions.waiting.start', message: 'Until {time} ({zone}): the start you set' },
  now: /*i18n*/ { id: 'distributions.waiting.now', message: 'Starts sending within a minute' },
  resumes: /*i18n*/ { id: 'distributions.waiting.resumes', message: 'Outside the sending hours: sends again at {time} ({zone})' },
  never: /*i18n*/ { id: 'distributions.waiting.never', message: 'Nothing more can be sent: the mailing ends before its days and hours come again' },
};

type Window = Pick<DistributionSummary, 'status' | 'startAt' | 'endAt' | 'daysOfWeek' | 'beginHour' | 'endHour'>;

/**
 * Why a started mailing sends nothing now, and when it will, in the account's zone: a waiting one until
 * its window opens or its start comes; a sending one outside its hours until they come back. Null when it
 * is sending or not started (its status says enough).
 */
export function waitingReason(mailing: Window, timeZone: string, now: Date, locale: Locale): { descriptor: MessageDescriptor; values?: Record<string, string> } | null {
  if (mailing.status !== 'waiting' && mailing.status !== 'working') return null;
  const next = nextSending(
    { beginHour: mailing.beginHour, endHour: mailing.endHour, daysOfWeek: mailing.daysOfWeek, timeZone, startAt: new Date(mailing.startAt), endAt: mailing.endAt ? new Date(mailing.endAt) : null },
    now,
  );
  if (next === null) return { descriptor: messages.never };
  if (next.reason === 'now') return mailing.status === 'waiting' ? { descriptor: messages.now } : null;
  const time = whenText(next.at, now, timeZone, locale);
  if (mailing.status === 'working') return next.reason === 'window' ? { descriptor: messages.resumes, values: { time, zone: timeZone } } : null;
  return { descriptor: next.reason === 'window' ? messages.window : messages.start, values: { time, zone: timeZone } };
}

/** 10:00 today; Tue 10:00 within the week; Tue, 3 Dec, 10:00 further. */
function whenText(at: Date, now: Date, timeZone: string, locale: Locale): string {
  const clock: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
  if (sameLocalDay(at, now, timeZone)) return formatIn(at, timeZone, locale, clock);
  const far = at.getTime() - now.getTime() > 6 * 86_400_000;
  return formatIn(at, timeZone, locale, { weekday: 'short', ...(far ? { day: 'numeric', month: 'short' } : {}), ...clock });
}

/** The time now, moved on every minute, so a reason's "until" stays true while the page is open. */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The reason beside a started mailing's status, in the account's zone (from the mailing options). */
export function WaitingReason({ mailing }: { mailing: Window }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const options = useDistributionOptions();
  const now = useMinute();
  if (!options.data) return null;
  const reason = waitingReason(mailing, options.data.timeZone, now, locale);
  return reason ? <Typography.Text type="secondary">{t(reason.descriptor, reason.values)}</Typography.Text> : null;
}

import { useState } from 'react';
import { intervalWarning, DISTRIBUTION_RECOMMENDED_INTERVAL_HOURS } from '@cabinet/api/distributions';
import { useLinks, useRemoteProps } from '@cabinet/contracts';
import { Alert, Button, Flex, Surface, toast, Typography } from '@cabinet/design/core';
import { useTranslate } from '@cabinet/i18n';
import { useCreateDistributionMutation } from '../../api/distributions';
import { useDescribeDistributionError } from '../../shared/errors';
import { formatIn } from '../../shared/formatIn';
import { hourText, MODE_LABELS, TYPE_LABELS, weekdayShort } from '../../shared/labels';
import type { StepProps } from './DistributionWizard';
import { newDraft, type ListAudience } from './draft';
import { splitRequests } from './split';

const messages = {
  summary: /*i18n*/ { id: 'distributions.split.summary', message: 'The list is split into {count, number} mailings' },
  partTitle: /*i18n*/ { id: 'distributions.split.partTitle', message: '{title} — {number} of {count}' },
  part: /*i18n*/ { id: 'distributions.split.part', message: '{recipients, number} recipients, starts {start}' },
  parts: /*i18n*/ { id: 'distributions.split.parts', message: 'The mailings' },
  channel: /*i18n*/ { id: 'distributions.review.channel', message: 'Channel' },
  schedule: /*i18n*/ { id: 'distributions.review.schedule', message: 'When' },
  mode: /*i18n*/ { id: 'distributions.review.mode', message: 'Mode' },
  blacklisted: /*i18n*/ { id: 'distributions.split.blacklisted', message: '{count, number} blacklisted numbers in the list will be skipped' },
  interval: /*i18n*/ {
    id: 'distributions.split.interval',
    message: 'Each starts at least {hours} hours after the previous one begins sending, as recommended; together they share your {limit, number} messages a day.',
  },
  previous: /*i18n*/ {
    id: 'distributions.review.interval',
    message: 'Your previous mailing started at {time}. We recommend at least {hours} hours between mailings, so that WhatsApp does not take your number for spam.',
  },
  testMode: /*i18n*/ { id: 'distributions.review.testMode', message: 'Test mode: every message goes to your own phone. Switch to combat in the schedule to send to the clients.' },
  create: /*i18n*/ { id: 'distributions.split.create', message: 'Create {count, number} mailings' },
  createRest: /*i18n*/ { id: 'distributions.split.createRest', message: 'Create the remaining {count, number}' },
  created: /*i18n*/ { id: 'distributions.split.created', message: '{count, number} mailings are created as drafts: start each from the list when you are ready' },
  failed: /*i18n*/ { id: 'distributions.split.failed', message: 'Mailing {number} of {count} could not be created' },
  createdSoFar: /*i18n*/ { id: 'distributions.split.createdSoFar', message: '{done, number} of {count, number} are created; trying again creates only the rest.' },
  back: /*i18n*/ { id: 'distributions.wizard.back', message: 'Back' },
};

/**
 * Step 4 for a new mailing whose list was split (split.ts): each part with its title, recipients and start,
 * then one button that creates them through the API one by one; a refusal names the part, and trying
 * again creates only the parts not yet created.
 */
export function SplitReview({ draft, update, options, go, replace, list }: StepProps & { list: ListAudience }) {
  const t = useTranslate();
  const links = useLinks();
  const { locale } = useRemoteProps();
  const describe = useDescribeDistributionError();
  const [now] = useState(() => new Date());
  const [failure, setFailure] = useState<{ number: number; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const create = useCreateDistributionMutation();
  const requests = splitRequests(draft, list, options, now, (title, number, count) => t(messages.partTitle, { title, number, count }));
  const created = draft.splitCreated ?? [];
  const zone = options.timeZone;
  const when = (at: string) => formatIn(new Date(at), zone, locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const firstStart = requests[0]?.startAt;
  const previous = firstStart ? intervalWarning(new Date(firstStart), options.previousStartAt ? new Date(options.previousStartAt) : null) : null;

  const createAll = async () => {
    setBusy(true);
    setFailure(null);
    let done = created;
    try {
      for (const [index, request] of requests.entries()) {
        if (index < done.length) continue;
        try {
          const mailing = await create.mutateAsync(request);
          done = [...done, mailing.id];
          update({ splitCreated: done });
        } catch (error) {
          const described = await describe(error);
          setFailure({ number: index + 1, message: described.message });
          toast.error(t(messages.failed, { number: index + 1, count: requests.length }), described.message);
          return;
        }
      }
      toast.success(t(messages.created, { count: requests.length }));
      replace(newDraft(new Date(), options.timeZone), false);
      links.navigate('distributions');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Surface>
        <Typography.Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
          {t(messages.summary, { count: requests.length })}
        </Typography.Title>
        <dl style={{ display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', gap: '4px 16px', margin: 0 }}>
          <dt>{t(messages.channel)}</dt>
          <dd style={{ margin: 0 }}>{draft.type ? t(TYPE_LABELS[draft.type]) : '—'}</dd>
          <dt>{t(messages.schedule)}</dt>
          <dd style={{ margin: 0 }}>{`${[...draft.daysOfWeek].sort().map((day) => t(weekdayShort(day))).join(', ')}, ${hourText(draft.beginHour)}–${hourText(draft.endHour)} (${zone})`}</dd>
          <dt>{t(messages.mode)}</dt>
          <dd style={{ margin: 0 }}>{t(MODE_LABELS[draft.mode])}</dd>
        </dl>
      </Surface>
      <Typography.Title level={3} style={{ fontSize: 16, margin: 0 }}>
        {t(messages.parts)}
      </Typography.Title>
      <ol aria-label={t(messages.parts)} style={{ margin: 0, paddingInlineStart: 20 }}>
        {requests.map((request) => (
          <li key={request.startAt}>
            <Typography.Text strong>{request.title}</Typography.Text>
            {': '}
            {t(messages.part, { recipients: request.audience.source === 'list' ? request.audience.rows.length : 0, start: `${when(request.startAt)} (${zone})` })}
          </li>
        ))}
      </ol>
      <Typography.Text>{t(messages.interval, { hours: DISTRIBUTION_RECOMMENDED_INTERVAL_HOURS, limit: options.dailyLimit })}</Typography.Text>
      {list.blacklisted > 0 ? <Typography.Text type="secondary">{t(messages.blacklisted, { count: list.blacklisted })}</Typography.Text> : null}
      {previous ? (
        <Alert
          type="warning"
          showIcon
          title={t(messages.previous, { time: formatIn(previous, zone, locale, { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }), hours: DISTRIBUTION_RECOMMENDED_INTERVAL_HOURS })}
        />
      ) : null}
      {draft.mode === 'test' ? <Alert type="info" showIcon title={t(messages.testMode)} /> : null}
      {failure ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t(messages.failed, { number: failure.number, count: requests.length })}
          description={`${failure.message} ${t(messages.createdSoFar, { done: created.length, count: requests.length })}`}
        />
      ) : null}
      <Flex gap={8} wrap>
        <Button onClick={() => go('schedule')} disabled={busy}>
          {t(messages.back)}
        </Button>
        <Button type="primary" loading={busy} onClick={() => void createAll()}>
          {created.length > 0 ? t(messages.createRest, { count: requests.length - created.length }) : t(messages.create, { count: requests.length })}
        </Button>
      </Flex>
    </Flex>
  );
}

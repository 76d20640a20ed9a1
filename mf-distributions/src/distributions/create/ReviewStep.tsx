import { useState } from 'react';
import type { ApiErrorBody } from '@cabinet/api/core';
import { distributionSchema, intervalWarning, planDistribution, DISTRIBUTION_RECOMMENDED_INTERVAL_HOURS } from '@cabinet/api/distributions';
import { useLinks, useRemoteProps } from '@cabinet/contracts';
import { Alert, Button, Flex, Surface, toast, Typography } from '@cabinet/design/core';
import { useTranslate } from '@cabinet/i18n';
import { useVersionConflict, VersionConflictAlert } from '@cabinet/toolkit/versioning';
import { useAudienceCount, useDistributionActionMutation, useSaveDistributionMutation, useSendTestMutation } from '../../api/distributions';
import { useDescribeDistributionError } from '../../shared/errors';
import { formatIn } from '../../shared/formatIn';
import { hourText, MODE_LABELS, TYPE_LABELS, weekdayShort } from '../../shared/labels';
import { distributionRuleMessage } from '../../shared/ruleMessages';
import { STEP_LABELS, type StepProps } from './DistributionWizard';
import { draftOf, isoOf, requestOf, type Step } from './draft';

const messages = {
  summary: /*i18n*/ { id: 'distributions.review.summary', message: 'The mailing' },
  title: /*i18n*/ { id: 'distributions.review.title', message: 'Title' },
  channel: /*i18n*/ { id: 'distributions.review.channel', message: 'Channel' },
  recipients: /*i18n*/ { id: 'distributions.review.recipients', message: 'Recipients' },
  blacklistedSkipped: /*i18n*/ { id: 'distributions.review.blacklistedSkipped', message: '{count} blacklisted will be skipped' },
  schedule: /*i18n*/ { id: 'distributions.review.schedule', message: 'When' },
  mode: /*i18n*/ { id: 'distributions.review.mode', message: 'Mode' },
  plan: /*i18n*/ { id: 'distributions.review.plan', message: '{recipients} recipients, {perDay} a day, finishes on {day} around {time}' },
  planFar: /*i18n*/ { id: 'distributions.review.planFar', message: '{recipients} recipients, {perDay} a day, finishes on {day}, {date} around {time}' },
  planNever: /*i18n*/ { id: 'distributions.review.planNever', message: 'With these days and hours nothing can be sent before the end.' },
  unreached: /*i18n*/ { id: 'distributions.review.unreached', message: '{count} recipients will not be reached before the end: move the end later or send more a day.' },
  interval: /*i18n*/ { id: 'distributions.review.interval', message: 'Your previous mailing started at {time}. We recommend at least {hours} hours between mailings, so that WhatsApp does not take your number for spam.' },
  testMode: /*i18n*/ { id: 'distributions.review.testMode', message: 'Test mode: every message goes to your own phone. Switch to combat in the schedule to send to the clients.' },
  save: /*i18n*/ { id: 'distributions.review.save', message: 'Save' },
  saved: /*i18n*/ { id: 'distributions.review.saved', message: 'The mailing is saved' },
  saveFailed: /*i18n*/ { id: 'distributions.review.saveFailed', message: 'The mailing could not be saved' },
  fix: /*i18n*/ { id: 'distributions.review.fix', message: 'Fix in “{step}”' },
  test: /*i18n*/ { id: 'distributions.review.test', message: 'Send a test' },
  testSent: /*i18n*/ { id: 'distributions.review.testSent', message: 'A test is on its way to {phone}' },
  testFailed: /*i18n*/ { id: 'distributions.review.testFailed', message: 'The test could not be sent' },
  start: /*i18n*/ { id: 'distributions.review.start', message: 'Start the mailing' },
  started: /*i18n*/ { id: 'distributions.review.started', message: 'The mailing is started' },
  startFailed: /*i18n*/ { id: 'distributions.review.startFailed', message: 'The mailing could not be started' },
  saveFirst: /*i18n*/ { id: 'distributions.review.saveFirst', message: 'Save the mailing to send a test and start it.' },
  stats: /*i18n*/ { id: 'distributions.review.stats', message: 'Open the statistics' },
  back: /*i18n*/ { id: 'distributions.wizard.back', message: 'Back' },
};

/** Which step a refused field is set on. */
function stepOfField(field: string): Step {
  if (field === 'title' || field === 'type' || field === 'text' || field.startsWith('image')) return 'message';
  if (field.startsWith('audience')) return 'audience';
  return 'schedule';
}

/**
 * Step 4: the mailing at a glance, the plan ("2,000 recipients, 300 a day, finishes on Thursday around
 * 14:00"), the 5-hour warning, then save; a saved draft can send a test to the owner's phone and start.
 */
export function ReviewStep({ draft, options, saved, go, replace, id }: StepProps & { id: string | null }) {
  const t = useTranslate();
  const links = useLinks();
  const { locale } = useRemoteProps();
  const describe = useDescribeDistributionError();
  const [refusal, setRefusal] = useState<ApiErrorBody | null>(null);
  // The plan is read from when the step opened: it does not drift while the user reads it.
  const [now] = useState(() => new Date());
  const clientCount = useAudienceCount(draft.audience?.source === 'clients' ? draft.audience.filter : null);

  // A save based on a version someone else has since replaced: what was typed stays, the user decides.
  const conflict = useVersionConflict(distributionSchema);
  const save = useSaveDistributionMutation({
    onSuccess: (mailing) => {
      setRefusal(null);
      conflict.clear();
      // The next save is based on this one.
      replace({ ...draft, version: mailing.version }, false);
      toast.success(t(messages.saved));
      if (id === null) links.navigate('distributions.edit', { distributionId: mailing.id, step: 'review' }, { replace: true });
    },
    onError: async (error) => {
      if (await conflict.detect(error)) return;
      const described = await describe(error);
      setRefusal(described.body);
      // A refused field is worded in the user's language, not the API's English.
      const [firstCode] = Object.values(described.body?.fields ?? {});
      const rule = firstCode ? distributionRuleMessage(firstCode) : null;
      toast.error(t(messages.saveFailed), rule ? t(rule.descriptor, rule.values) : described.message);
    },
  });
  const test = useSendTestMutation({
    onSuccess: (result) => toast.success(t(messages.testSent, { phone: result.recipient })),
    onError: async (error) => toast.error(t(messages.testFailed), (await describe(error)).message),
  });
  const action = useDistributionActionMutation({
    onSuccess: (mailing) => {
      toast.success(t(messages.started));
      if (mailing) links.navigate('distributions.stats', { distributionId: mailing.id });
    },
    onError: async (error) => toast.error(t(messages.startFailed), (await describe(error)).message),
  });

  const audience = draft.audience;
  const recipients =
    audience === null ? (saved?.recipients ?? 0) : audience.source === 'list' ? audience.rows.length - audience.blacklisted : (clientCount.data ?? 0);
  const startAt = new Date(isoOf(draft.startAt, options.timeZone) ?? now.getTime());
  const endIso = isoOf(draft.endAt, options.timeZone);
  const plan = planDistribution({
    recipients,
    perDay: draft.perDay,
    startAt,
    endAt: endIso ? new Date(endIso) : null,
    daysOfWeek: draft.daysOfWeek,
    beginHour: draft.beginHour,
    endHour: draft.endHour,
    timeZone: options.timeZone,
    now,
  });
  const previous = saved && saved.status !== 'inQueue' ? null : intervalWarning(startAt, options.previousStartAt ? new Date(options.previousStartAt) : null);
  const zone = options.timeZone;
  const planText = plan.finishesAt
    ? t(plan.finishesAt.getTime() - now.getTime() > 6 * 86_400_000 ? messages.planFar : messages.plan, {
        recipients: recipients.toLocaleString(locale),
        perDay: plan.perDay,
        day: formatIn(plan.finishesAt, zone, locale, { weekday: 'long' }),
        date: formatIn(plan.finishesAt, zone, locale, { day: 'numeric', month: 'long' }),
        time: formatIn(plan.finishesAt, zone, locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
      })
    : t(messages.planNever);
  const editable = saved === null || (saved.status !== 'done' && saved.status !== 'canceled');
  const fields = Object.entries(refusal?.fields ?? {});

  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Surface>
        <Typography.Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
          {t(messages.summary)}
        </Typography.Title>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
          <dt>{t(messages.title)}</dt>
          <dd style={{ margin: 0 }}>{draft.title}</dd>
          <dt>{t(messages.channel)}</dt>
          <dd style={{ margin: 0 }}>{draft.type ? t(TYPE_LABELS[draft.type]) : '—'}</dd>
          <dt>{t(messages.recipients)}</dt>
          <dd style={{ margin: 0 }}>
            {recipients}
            {audience?.source === 'list' && audience.blacklisted > 0 ? ` (${t(messages.blacklistedSkipped, { count: audience.blacklisted })})` : ''}
          </dd>
          <dt>{t(messages.schedule)}</dt>
          <dd style={{ margin: 0 }}>
            {`${[...draft.daysOfWeek].sort().map((day) => t(weekdayShort(day))).join(', ')}, ${hourText(draft.beginHour)}–${hourText(draft.endHour)} (${zone})`}
          </dd>
          <dt>{t(messages.mode)}</dt>
          <dd style={{ margin: 0 }}>{t(MODE_LABELS[draft.mode])}</dd>
        </dl>
      </Surface>
      <Typography.Paragraph strong style={{ fontSize: 16, margin: 0 }} aria-live="polite">
        {planText}
      </Typography.Paragraph>
      {plan.unreached > 0 && plan.finishesAt ? <Alert type="warning" showIcon title={t(messages.unreached, { count: plan.unreached })} /> : null}
      {previous ? (
        <Alert
          type="warning"
          showIcon
          title={t(messages.interval, { time: formatIn(previous, zone, locale, { weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }), hours: DISTRIBUTION_RECOMMENDED_INTERVAL_HOURS })}
        />
      ) : null}
      {draft.mode === 'test' ? <Alert type="info" showIcon title={t(messages.testMode)} /> : null}
      {fields.length > 0 ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={t(messages.saveFailed)}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {fields.map(([field, code]) => {
                const { descriptor, values } = distributionRuleMessage(code);
                const step = stepOfField(field);
                return (
                  <li key={field}>
                    {t(descriptor, values)}{' '}
                    <Button type="link" size="small" onClick={() => go(step)}>
                      {t(messages.fix, { step: t(STEP_LABELS[step]) })}
                    </Button>
                  </li>
                );
              })}
            </ul>
          }
        />
      ) : null}
      {conflict.current ? (
        <VersionConflictAlert
          busy={save.isPending}
          onReload={() => {
            if (!conflict.current) return;
            replace(draftOf(conflict.current, options.timeZone), false);
            conflict.clear();
          }}
          onOverwrite={() => {
            if (!conflict.current) return;
            save.mutate({ id, body: { ...requestOf(draft, options.timeZone), version: conflict.current.version } });
          }}
        />
      ) : null}
      <Flex gap={8} wrap>
        <Button onClick={() => go('schedule')}>{t(messages.back)}</Button>
        {editable ? (
          <Button type="primary" loading={save.isPending} onClick={() => save.mutate({ id, body: requestOf(draft, options.timeZone) })}>
            {t(messages.save)}
          </Button>
        ) : null}
        {saved ? (
          <Button loading={test.isPending} onClick={() => test.mutate(saved.id)}>
            {t(messages.test)}
          </Button>
        ) : null}
        {saved?.status === 'inQueue' ? (
          <Button type="primary" loading={action.isPending} onClick={() => action.mutate({ action: 'start', id: saved.id })}>
            {t(messages.start)}
          </Button>
        ) : null}
        {saved && saved.status !== 'inQueue' ? (
          <Button onClick={() => links.navigate('distributions.stats', { distributionId: saved.id })}>{t(messages.stats)}</Button>
        ) : null}
      </Flex>
      {saved === null ? <Typography.Text type="secondary">{t(messages.saveFirst)}</Typography.Text> : null}
    </Flex>
  );
}

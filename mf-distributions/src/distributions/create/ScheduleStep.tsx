import {
  checkDistributionHours,
  checkEndAfterStart,
  DISTRIBUTION_DAILY_LIMIT,
  DISTRIBUTION_MAX_RECIPIENTS,
  DISTRIBUTION_RECOMMENDED_INTERVAL_HOURS,
  intervalWarning,
  splitCount,
} from '@cabinet/api/distributions';
import { WEEKDAYS } from '@cabinet/api/flows';
import { useRemoteProps } from '@cabinet/contracts';
import { Button, Flex, NativeSelect, Surface, Typography } from '@cabinet/design/core';
import { InputNumber, Radio } from '@cabinet/design/choices';
import { Checkbox, Form, Input } from '@cabinet/design/forms';
import { Select } from '@cabinet/design/select';
import { useTranslate } from '@cabinet/i18n';
import { useFieldRule } from '@cabinet/toolkit/forms';
import { useAudienceCount } from '../../api/distributions';
import { formatIn } from '../../shared/formatIn';
import { distributionRuleMessage } from '../../shared/ruleMessages';
import { hourText, MODE_LABELS, WEEKDAY_SHORT } from '../../shared/labels';
import { isoOf, type Draft } from './draft';
import type { StepProps } from './DistributionWizard';

const messages = {
  startAt: /*i18n*/ { id: 'distributions.schedule.startAt', message: 'Start' },
  endAt: /*i18n*/ { id: 'distributions.schedule.endAt', message: 'End (optional)' },
  endHint: /*i18n*/ { id: 'distributions.schedule.endHint', message: 'Recipients not reached by then are not sent to.' },
  timeZone: /*i18n*/ { id: 'distributions.schedule.zone', message: 'The start, the end and the hours are your branch’s time: {zone}.' },
  days: /*i18n*/ { id: 'distributions.schedule.days', message: 'Days of the week' },
  from: /*i18n*/ { id: 'distributions.schedule.from', message: 'Send from' },
  to: /*i18n*/ { id: 'distributions.schedule.to', message: 'Send until' },
  perDay: /*i18n*/ { id: 'distributions.schedule.perDay', message: 'Messages a day' },
  limits: /*i18n*/ { id: 'distributions.schedule.limits', message: 'The limits your plan applies' },
  atOnce: /*i18n*/ { id: 'distributions.schedule.limits.atOnce', message: 'Recipients at once' },
  atOnceMax: /*i18n*/ { id: 'distributions.schedule.limits.atOnceMax', message: 'At most {max, number} in one mailing' },
  atOnceCount: /*i18n*/ { id: 'distributions.schedule.limits.atOnceCount', message: '{count, number} of at most {max, number} in one mailing' },
  atOnceSplit: /*i18n*/ {
    id: 'distributions.schedule.limits.atOnceSplit',
    message: '{count, number}, split into {parts, number} mailings of at most {max, number} each',
  },
  aDay: /*i18n*/ { id: 'distributions.schedule.limits.aDay', message: 'Messages a day' },
  aDayValue: /*i18n*/ {
    id: 'distributions.schedule.limits.aDayValue',
    message: 'At most {limit, number} per account across all mailings, spread over the sending hours; {used, number} used today',
  },
  interval: /*i18n*/ { id: 'distributions.schedule.limits.interval', message: 'Between mailings' },
  intervalNone: /*i18n*/ { id: 'distributions.schedule.limits.intervalNone', message: 'At least {hours} hours between the starts of two mailings (recommended)' },
  intervalPrevious: /*i18n*/ {
    id: 'distributions.schedule.limits.intervalPrevious',
    message: 'At least {hours} hours between the starts of two mailings (recommended); your previous one started {time}',
  },
  intervalTooClose: /*i18n*/ {
    id: 'distributions.schedule.limits.intervalTooClose',
    message: 'This one starts less than {hours} hours after your previous mailing ({time}): start it later so that WhatsApp does not take your number for spam',
  },
  intervalSplit: /*i18n*/ { id: 'distributions.schedule.limits.intervalSplit', message: 'The {parts, number} mailings start at least {hours} hours apart' },
  perDayHint: /*i18n*/ { id: 'distributions.schedule.perDayHint', message: 'At most {limit} a day per account across all mailings; they are spread across the hours above, not sent in a burst.' },
  mode: /*i18n*/ { id: 'distributions.schedule.mode', message: 'Mode' },
  modeHint: /*i18n*/ { id: 'distributions.schedule.modeHint', message: 'Test sends every message to your own phone; combat sends to the clients.' },
  ai: /*i18n*/ { id: 'distributions.schedule.ai', message: 'Hand the replies to an AI assistant' },
  aiNone: /*i18n*/ { id: 'distributions.schedule.aiNone', message: 'You have no AI assistants yet.' },
  aiHint: /*i18n*/ { id: 'distributions.schedule.aiHint', message: 'The text then needs at least 250 characters.' },
  noAi: /*i18n*/ { id: 'distributions.schedule.noAi', message: 'No AI follow-up' },
  back: /*i18n*/ { id: 'distributions.wizard.back', message: 'Back' },
  next: /*i18n*/ { id: 'distributions.wizard.next', message: 'Next' },
};

type Values = Pick<Draft, 'startAt' | 'endAt' | 'daysOfWeek' | 'beginHour' | 'endHour' | 'perDay' | 'mode' | 'aiAssistantId'>;

const FROM_HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const TO_HOURS = Array.from({ length: 24 }, (_, hour) => hour + 1);

/** Step 3: when and how fast: start and end, days, hours (FROM below TO), messages a day, mode, AI follow-up. */
export function ScheduleStep({ draft, update, options, saved, go }: StepProps) {
  const t = useTranslate();
  const [form] = Form.useForm<Values>();
  const rule = useFieldRule(distributionRuleMessage);
  const initial: Values = {
    startAt: draft.startAt,
    endAt: draft.endAt,
    daysOfWeek: draft.daysOfWeek,
    beginHour: draft.beginHour,
    endHour: draft.endHour,
    perDay: draft.perDay,
    mode: draft.mode,
    aiAssistantId: draft.aiAssistantId,
  };

  const save = (values: Partial<Values>) => update({ ...values, endAt: values.endAt ? values.endAt : null, aiAssistantId: values.aiAssistantId ?? null });
  const field = (name: keyof Values): unknown => form.getFieldValue(name);
  const beginHour = () => {
    const value = field('beginHour');
    return typeof value === 'number' ? value : -1;
  };
  const startAt = () => {
    const value = field('startAt');
    return isoOf(typeof value === 'string' ? value : null, options.timeZone);
  };
  const next = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    save(values);
    go('review');
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="distribution-schedule"
      style={{ maxWidth: 720 }}
      initialValues={initial}
      onValuesChange={(_changed, all) => save(all)}
      onFinish={next}
    >
      <Flex gap={16} wrap>
        <Form.Item name="startAt" label={t(messages.startAt)} rules={[rule((value) => (isoOf(typeof value === 'string' ? value : null, options.timeZone) ? null : 'required'), 'generic')]}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item
          name="endAt"
          label={t(messages.endAt)}
          extra={t(messages.endHint)}
          dependencies={['startAt']}
          rules={[
            rule((value) => {
              const end = isoOf(typeof value === 'string' ? value : null, options.timeZone);
              const start = startAt();
              return end && start ? checkEndAfterStart(start, end) : null;
            }),
          ]}
        >
          <Input type="datetime-local" />
        </Form.Item>
      </Flex>
      <p>{t(messages.timeZone, { zone: options.timeZone })}</p>
      <PlanLimits draft={draft} options={options} saved={saved} />
      <Form.Item name="daysOfWeek" label={t(messages.days)} rules={[rule((value) => (Array.isArray(value) && value.length > 0 ? null : 'distribution.days.required'))]}>
        <Checkbox.Group options={WEEKDAYS.map((day) => ({ value: day, label: t(WEEKDAY_SHORT[day]) }))} />
      </Form.Item>
      <Flex gap={16} wrap>
        <Form.Item name="beginHour" label={t(messages.from)}>
          <HourSelect label={t(messages.from)} hours={FROM_HOURS} />
        </Form.Item>
        <Form.Item
          name="endHour"
          label={t(messages.to)}
          dependencies={['beginHour']}
          rules={[rule((value) => (typeof value === 'number' ? checkDistributionHours(beginHour(), value) : 'required'))]}
        >
          <HourSelect label={t(messages.to)} hours={TO_HOURS} />
        </Form.Item>
      </Flex>
      <Form.Item
        name="perDay"
        label={t(messages.perDay)}
        extra={t(messages.perDayHint, { limit: options.dailyLimit })}
        rules={[rule((value) => (typeof value !== 'number' ? 'required' : value > DISTRIBUTION_DAILY_LIMIT ? 'distribution.perDay.tooMany' : value < 1 ? 'number.outOfRange' : null))]}
      >
        <InputNumber min={1} precision={0} />
      </Form.Item>
      <Form.Item name="mode" label={t(messages.mode)} extra={t(messages.modeHint)}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'test', label: t(MODE_LABELS.test) },
            { value: 'combat', label: t(MODE_LABELS.combat) },
          ]}
        />
      </Form.Item>
      <Form.Item name="aiAssistantId" label={t(messages.ai)} extra={options.assistants.length === 0 ? t(messages.aiNone) : t(messages.aiHint)}>
        <Select
          allowClear
          disabled={options.assistants.length === 0}
          placeholder={t(messages.noAi)}
          style={{ maxWidth: 320 }}
          options={options.assistants.map((assistant) => ({ value: assistant.id, label: assistant.name }))}
        />
      </Form.Item>
      <Flex gap={8}>
        <Button onClick={() => go('audience')}>{t(messages.back)}</Button>
        <Button type="primary" htmlType="submit">
          {t(messages.next)}
        </Button>
      </Flex>
    </Form>
  );
}

/**
 * The plan's limits (spec section 9) as they apply to this mailing: its recipients against the 2,000 at
 * once (or the parts a long list is split into), the account's 300 a day and what today used, and the
 * recommended 5 hours after the previous mailing's start, read from the start typed above.
 */
function PlanLimits({ draft, options, saved }: Pick<StepProps, 'draft' | 'options' | 'saved'>) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const audience = draft.audience;
  const clients = useAudienceCount(audience?.source === 'clients' ? audience.filter : null);
  const count = audience === null ? null : audience.source === 'list' ? audience.rows.length : (clients.data ?? null);
  const parts = count === null ? 1 : splitCount(count);
  const start = isoOf(draft.startAt, options.timeZone);
  // The account's latest start is this mailing's own once it was started: it is no previous mailing to keep away from.
  const ownStart = saved ? (saved.lastStart ?? saved.startAt) : null;
  const previousIso = options.previousStartAt && !(ownStart && Date.parse(ownStart) === Date.parse(options.previousStartAt)) ? options.previousStartAt : null;
  const tooClose = start && previousIso ? intervalWarning(new Date(start), new Date(previousIso)) : null;
  const previousTime = previousIso ? formatIn(previousIso, options.timeZone, locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }) : '';
  const hours = DISTRIBUTION_RECOMMENDED_INTERVAL_HOURS;
  const max = DISTRIBUTION_MAX_RECIPIENTS;
  const atOnce = count === null ? t(messages.atOnceMax, { max }) : parts > 1 ? t(messages.atOnceSplit, { count, parts, max }) : t(messages.atOnceCount, { count, max });
  const interval =
    parts > 1
      ? t(messages.intervalSplit, { parts, hours })
      : tooClose
        ? t(messages.intervalTooClose, { hours, time: previousTime })
        : previousIso
          ? t(messages.intervalPrevious, { hours, time: previousTime })
          : t(messages.intervalNone, { hours });
  return (
    <Surface style={{ marginBottom: 16 }}>
      <Typography.Title level={3} id="distribution-plan-limits" style={{ fontSize: 16, marginTop: 0 }}>
        {t(messages.limits)}
      </Typography.Title>
      <dl aria-labelledby="distribution-plan-limits" style={{ display: 'grid', gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)', gap: '4px 16px', margin: 0 }}>
        <dt>{t(messages.atOnce)}</dt>
        <dd style={{ margin: 0 }}>{atOnce}</dd>
        <dt>{t(messages.aDay)}</dt>
        <dd style={{ margin: 0 }}>{t(messages.aDayValue, { limit: options.dailyLimit, used: options.usedToday })}</dd>
        <dt>{t(messages.interval)}</dt>
        <dd style={{ margin: 0 }}>{tooClose ? <Typography.Text type="warning">{interval}</Typography.Text> : interval}</dd>
      </dl>
    </Surface>
  );
}

/** An hour of the day in the browser's own select (24 short options; a phone opens its native picker). */
function HourSelect({ label, hours, value, onChange }: { label: string; hours: readonly number[]; value?: number; onChange?: (hour: number) => void }) {
  return (
    <NativeSelect
      label={label}
      value={String(value ?? hours[0] ?? 0)}
      onChange={(next) => onChange?.(Number(next))}
      options={hours.map((hour) => ({ value: String(hour), label: hourText(hour) }))}
      style={{ width: 140 }}
    />
  );
}

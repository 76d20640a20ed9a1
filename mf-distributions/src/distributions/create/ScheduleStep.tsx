import { checkDistributionHours, checkEndAfterStart, DISTRIBUTION_DAILY_LIMIT } from '@cabinet/api/distributions';
import { WEEKDAYS } from '@cabinet/api/flows';
import { Button, Flex, NativeSelect } from '@cabinet/design/core';
import { InputNumber, Radio } from '@cabinet/design/data';
import { Checkbox, Form, Input } from '@cabinet/design/forms';
import { Select } from '@cabinet/design/select';
import { useTranslate } from '@cabinet/i18n';
import { useFieldRule } from '@cabinet/toolkit/forms';
import { distributionRuleMessage } from '../../shared/ruleMessages';
import { hourText, MODE_LABELS, WEEKDAY_SHORT } from '../../shared/labels';
import { isoOf, type Draft } from './draft';
import type { StepProps } from './DistributionWizard';

const messages = {
  startAt: /*i18n*/ { id: 'distributions.schedule.startAt', message: 'Start' },
  endAt: /*i18n*/ { id: 'distributions.schedule.endAt', message: 'End (optional)' },
  endHint: /*i18n*/ { id: 'distributions.schedule.endHint', message: 'Recipients not reached by then are not sent to.' },
  timeZone: /*i18n*/ { id: 'distributions.schedule.timeZone', message: 'Hours are your branch’s: {zone}.' },
  days: /*i18n*/ { id: 'distributions.schedule.days', message: 'Days of the week' },
  from: /*i18n*/ { id: 'distributions.schedule.from', message: 'Send from (FROM)' },
  to: /*i18n*/ { id: 'distributions.schedule.to', message: 'Send until (TO)' },
  perDay: /*i18n*/ { id: 'distributions.schedule.perDay', message: 'Messages a day' },
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
export function ScheduleStep({ draft, update, options, go }: StepProps) {
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
    return isoOf(typeof value === 'string' ? value : null);
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
        <Form.Item name="startAt" label={t(messages.startAt)} rules={[rule((value) => (isoOf(typeof value === 'string' ? value : null) ? null : 'required'), 'generic')]}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item
          name="endAt"
          label={t(messages.endAt)}
          extra={t(messages.endHint)}
          dependencies={['startAt']}
          rules={[
            rule((value) => {
              const end = isoOf(typeof value === 'string' ? value : null);
              const start = startAt();
              return end && start ? checkEndAfterStart(start, end) : null;
            }),
          ]}
        >
          <Input type="datetime-local" />
        </Form.Item>
      </Flex>
      <p>{t(messages.timeZone, { zone: options.timeZone })}</p>
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

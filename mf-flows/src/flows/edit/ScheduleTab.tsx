import { HOUR_NOT_SET, REMINDER_OPTIONS_MINUTES, RETRY_RANGE_MAX_DAYS, RETRY_RANGE_MAX_PER_DAY, RETRY_RANGE_MIN_DAYS, WEEKDAYS, type Flow, type FlowNumericSetting } from '@cabinet/api/flows';
import { Flex, Typography } from '@cabinet/design/core';
import { Checkbox, Form, Input } from '@cabinet/design/forms';
import { Select } from '@cabinet/design/select';
import { InputNumber } from '@cabinet/design/choices';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useMemo } from 'react';
import { scheduleAdapter, typeSettings } from './editorTabs';
import { TabForm, useTabEditor } from './useTabEditor';

const messages = {
  from: /*i18n*/ { id: 'flows.edit.hours.from', message: 'Send from' },
  to: /*i18n*/ { id: 'flows.edit.hours.to', message: 'Send until' },
  notSet: /*i18n*/ { id: 'flows.edit.hours.notSet', message: 'Not set' },
  hoursHint: /*i18n*/ { id: 'flows.edit.hours.hint', message: 'Messages go out only within these hours; leave both not set to send at any hour.' },
  days: /*i18n*/ { id: 'flows.edit.days', message: 'Days of the week' },
  endDate: /*i18n*/ { id: 'flows.edit.endDate', message: 'End date' },
  endDateHint: /*i18n*/ { id: 'flows.edit.endDateHint', message: 'Leave empty to run with no end. A flow works at least 1 day.' },
  reminderOption: /*i18n*/ { id: 'flows.edit.reminder.option', message: '{hours, plural, one {# hour} other {# hours}} before the visit' },
};

const SETTING_LABELS: Record<FlowNumericSetting, MessageDescriptor> = {
  intervalMinutes: /*i18n*/ { id: 'flows.edit.setting.intervalMinutes', message: 'When to remind' },
  reviewRangeMinutes: /*i18n*/ { id: 'flows.edit.setting.reviewRangeMinutes', message: 'Ask for a review, minutes after the visit' },
  birthdayDaysBefore: /*i18n*/ { id: 'flows.edit.setting.birthdayDaysBefore', message: 'Days before the birthday' },
  reminderDaysN: /*i18n*/ { id: 'flows.edit.setting.reminderDaysN', message: 'Days after the last visit' },
  retryDays: /*i18n*/ { id: 'flows.edit.setting.retryDays', message: 'Repeat after, days' },
  dayRange: /*i18n*/ { id: 'flows.edit.setting.dayRange', message: 'Period, days back' },
  notificationsPerDay: /*i18n*/ { id: 'flows.edit.setting.notificationsPerDay', message: 'Notifications a day' },
  delayMinutes: /*i18n*/ { id: 'flows.edit.setting.delayMinutes', message: 'Delay, minutes' },
};

const SETTING_HINTS: Partial<Record<FlowNumericSetting, MessageDescriptor>> = {
  dayRange: /*i18n*/ { id: 'flows.edit.setting.dayRange.hint', message: 'From {min} days to 5 years ({max} days).' },
  notificationsPerDay: /*i18n*/ { id: 'flows.edit.setting.notificationsPerDay.hint', message: 'At most {max} a day.' },
  reminderDaysN: /*i18n*/ { id: 'flows.edit.setting.reminderDaysN.hint', message: 'The return-visit reminder goes 30 days after the last visit.' },
};

const HINT_VALUES: Partial<Record<FlowNumericSetting, Record<string, number>>> = {
  dayRange: { min: RETRY_RANGE_MIN_DAYS, max: RETRY_RANGE_MAX_DAYS },
  notificationsPerDay: { max: RETRY_RANGE_MAX_PER_DAY },
};

export const WEEKDAY_LABELS: Record<(typeof WEEKDAYS)[number], MessageDescriptor> = {
  1: /*i18n*/ { id: 'flows.weekday.1', message: 'Monday' },
  2: /*i18n*/ { id: 'flows.weekday.2', message: 'Tuesday' },
  3: /*i18n*/ { id: 'flows.weekday.3', message: 'Wednesday' },
  4: /*i18n*/ { id: 'flows.weekday.4', message: 'Thursday' },
  5: /*i18n*/ { id: 'flows.weekday.5', message: 'Friday' },
  6: /*i18n*/ { id: 'flows.weekday.6', message: 'Saturday' },
  7: /*i18n*/ { id: 'flows.weekday.7', message: 'Sunday' },
};

const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const FROM_HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const TO_HOURS = Array.from({ length: 24 }, (_, hour) => hour + 1);

/** When the flow sends: its type's own settings, the dispatch hours, the weekdays and the end date. */
export function ScheduleTab({ flow, onDirtyChange }: { flow: Flow; onDirtyChange: (dirty: boolean) => void }) {
  const t = useTranslate();
  const adapter = useMemo(() => scheduleAdapter(flow.type), [flow.type]);
  const editor = useTabEditor(flow, adapter, onDirtyChange);
  const hourOptions = (hours: number[]) => [{ value: HOUR_NOT_SET, label: t(messages.notSet) }, ...hours.map((hour) => ({ value: hour, label: hourText(hour) }))];

  return (
    <TabForm editor={editor} name="flow-schedule">
      {typeSettings(flow.type).map((setting) => (
        <Form.Item
          key={setting}
          name={setting}
          label={t(SETTING_LABELS[setting])}
          extra={SETTING_HINTS[setting] ? t(SETTING_HINTS[setting], HINT_VALUES[setting]) : undefined}
          {...editor.fieldStatus(setting)}
        >
          {setting === 'intervalMinutes' ? (
            <Select
              allowClear
              style={{ maxWidth: 280 }}
              options={REMINDER_OPTIONS_MINUTES.map((minutes) => ({ value: minutes, label: t(messages.reminderOption, { hours: minutes / 60 }) }))}
            />
          ) : (
            <InputNumber style={{ width: 200 }} changeOnWheel={false} />
          )}
        </Form.Item>
      ))}
      {/* The hint follows the pair in the flow of the page, so a refusal under FROM or TO pushes it down
          instead of being drawn over it (issue 21, item 13); the fields name it as their description. */}
      <Flex gap={16} wrap>
        <Form.Item name="beginHour" label={t(messages.from)} style={{ marginBottom: 8 }} {...editor.fieldStatus('beginHour')}>
          <Select style={{ width: 160 }} showSearch={{ optionFilterProp: 'label' }} options={hourOptions(FROM_HOURS)} aria-describedby="flow-schedule-hours-hint" />
        </Form.Item>
        <Form.Item name="endHour" label={t(messages.to)} style={{ marginBottom: 8 }} {...editor.fieldStatus('endHour')}>
          <Select style={{ width: 160 }} showSearch={{ optionFilterProp: 'label' }} options={hourOptions(TO_HOURS)} aria-describedby="flow-schedule-hours-hint" />
        </Form.Item>
      </Flex>
      <Typography.Paragraph id="flow-schedule-hours-hint" type="secondary" data-testid="hours-hint">
        {t(messages.hoursHint)}
      </Typography.Paragraph>
      <Form.Item name="daysOfWeek" label={t(messages.days)} {...editor.fieldStatus('daysOfWeek')}>
        <Checkbox.Group options={WEEKDAYS.map((day) => ({ value: day, label: t(WEEKDAY_LABELS[day]) }))} />
      </Form.Item>
      <Form.Item name="endDate" label={t(messages.endDate)} extra={t(messages.endDateHint)} {...editor.fieldStatus('endDate')}>
        <Input type="datetime-local" style={{ width: 240 }} />
      </Form.Item>
    </TabForm>
  );
}

import { RULE_CODES, type RuleCode } from '@cabinet/api/core';
import { REPORT_PERIOD_MAX_DAYS, REPORT_SOURCES, type ReportSource, type ReportState } from '@cabinet/api/quality';
import { RouteLink, useRemoteProps } from '@cabinet/contracts';
import { Button, Flex, NativeSelect, ruleMessage, StatusTag, Surface, Typography, useDescribeError, type Tone } from '@cabinet/design/core';
import { Form, Input, type RuleMessageOf } from '@cabinet/design/forms';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useFormFailure } from '@cabinet/toolkit/forms';
import { useCreateReportMutation, useReports } from '../api/reports';
import { useReportFormats } from '../shared/format';

const messages = {
  title: /*i18n*/ { id: 'quality.reports.title', message: 'Quality reports' },
  intro: /*i18n*/ {
    id: 'quality.reports.intro',
    message: 'A report scores every call or chat of a period against your current checklist. You get a WhatsApp message when it is ready.',
  },
  source: /*i18n*/ { id: 'quality.reports.source', message: 'Source' },
  from: /*i18n*/ { id: 'quality.reports.from', message: 'Period from' },
  to: /*i18n*/ { id: 'quality.reports.to', message: 'Period to' },
  create: /*i18n*/ { id: 'quality.reports.create', message: 'Build the report' },
  recent: /*i18n*/ { id: 'quality.reports.recent', message: 'Recent reports' },
  row: /*i18n*/ { id: 'quality.reports.row', message: '{source}, {from} – {to}' },
} satisfies Record<string, MessageDescriptor>;

/** The refusals a report's creation can get, in the user's words; any other code shows the server's message. */
const REPORT_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  CHECKLIST_REQUIRED: /*i18n*/ { id: 'quality.reports.error.checklistRequired', message: 'Save a checklist first: a report scores conversations against it' },
  REPORT_EMPTY: /*i18n*/ { id: 'quality.reports.error.empty', message: 'Nothing to report on: no conversation of this source in the period' },
};
const RULES: Partial<Record<string, MessageDescriptor>> = {
  'report.periodOrder': /*i18n*/ { id: 'quality.reports.rule.periodOrder', message: 'The period ends before it starts' },
  'report.periodTooLong': /*i18n*/ { id: 'quality.reports.rule.periodTooLong', message: 'A report covers at most {max} days' },
};

const SOURCES: Record<ReportSource, MessageDescriptor> = {
  calls: /*i18n*/ { id: 'quality.reports.source.calls', message: 'Calls' },
  chats: /*i18n*/ { id: 'quality.reports.source.chats', message: 'Chats' },
};

const STATES: Record<ReportState, { tone: Tone; label: MessageDescriptor }> = {
  Created: { tone: 'info', label: /*i18n*/ { id: 'quality.reports.state.created', message: 'Created' } },
  InProgress: { tone: 'info', label: /*i18n*/ { id: 'quality.reports.state.inProgress', message: 'In progress' } },
  Done: { tone: 'success', label: /*i18n*/ { id: 'quality.reports.state.done', message: 'Done' } },
  Error: { tone: 'danger', label: /*i18n*/ { id: 'quality.reports.state.error', message: 'Error' } },
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

interface Values {
  source: ReportSource;
  from: string;
  to: string;
}

const isRuleCode = (code: string): code is RuleCode => RULE_CODES.some((known) => known === code);
const INVALID: MessageDescriptor = /*i18n*/ { id: 'quality.reports.rule.invalid', message: 'The value is not valid' };

/** The API's field codes of a report's creation in the user's words. */
const messageOf: RuleMessageOf = (code, field) => {
  const own = RULES[code];
  if (own) return { descriptor: own, values: { max: REPORT_PERIOD_MAX_DAYS } };
  return { descriptor: isRuleCode(code) ? ruleMessage(code, field) : INVALID };
};

const SOURCE_OPTIONS = REPORT_SOURCES.map((value) => ({ value, label: SOURCES[value] }));

/** The source as the browser's own select (two choices need no popup code). Form.Item gives value and onChange. */
function SourceSelect({ label, value, onChange }: { label: string; value?: ReportSource; onChange?: (value: ReportSource) => void }) {
  const t = useTranslate();
  return (
    <NativeSelect
      label={label}
      value={value ?? 'calls'}
      options={SOURCE_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
      onChange={(next) => onChange?.(REPORT_SOURCES.find((source) => source === next) ?? 'calls')}
    />
  );
}

/** Builds a quality report of a period and a source, and lists the recent ones (issue 34; spec section 3). */
export function NewReport() {
  const t = useTranslate();
  const { links } = useRemoteProps();
  const format = useReportFormats();
  const reports = useReports();
  const [form] = Form.useForm<Values>();
  const failure = useFormFailure(form, useDescribeError(REPORT_ERRORS), { messageOf });
  const create = useCreateReportMutation({
    onMutate: () => failure.clear(),
    onSuccess: (report) => links.navigate('reports.report', { reportId: report.id }),
    onError: (error) => failure.show(error),
  });
  const today = new Date();
  const initial: Values = { source: 'calls', from: isoDay(new Date(today.getTime() - 29 * 86_400_000)), to: isoDay(today) };
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {t(messages.title)}
      </Typography.Title>
      <p>{t(messages.intro)}</p>
      {failure.alert}
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={(values) => create.mutate(values)}>
        <Flex gap={16} wrap align="flex-end">
          <Form.Item name="source" label={t(messages.source)}>
            <SourceSelect label={t(messages.source)} />
          </Form.Item>
          <Form.Item name="from" label={t(messages.from)} rules={[{ required: true, message: t(messageOf('required', 'generic').descriptor) }]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item name="to" label={t(messages.to)} rules={[{ required: true, message: t(messageOf('required', 'generic').descriptor) }]}>
            <Input type="date" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              {t(messages.create)}
            </Button>
          </Form.Item>
        </Flex>
      </Form>
      {reports.data && reports.data.length > 0 ? (
        <>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            {t(messages.recent)}
          </Typography.Title>
          <ul style={{ paddingInlineStart: 20 }}>
            {reports.data.slice(0, 10).map((report) => (
              <li key={report.id} style={{ marginBottom: 6 }}>
                <RouteLink to="reports.report" params={{ reportId: report.id }}>
                  {t(messages.row, { source: t(SOURCES[report.source]), from: format.day(report.from), to: format.day(report.to) })}
                </RouteLink>{' '}
                <StatusTag tone={STATES[report.state].tone}>{t(STATES[report.state].label)}</StatusTag>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Surface>
  );
}

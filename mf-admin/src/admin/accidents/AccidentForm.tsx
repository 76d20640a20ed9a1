import { ACCIDENT_AFFECTED_MAX, ACCIDENT_KINDS, type AccidentKind, type CreateAccidentInput } from '@cabinet/api/admin';
import { Button, Flex, toast } from '@cabinet/design/core';
import { Form, Input, TextArea } from '@cabinet/design/forms';
import { Select } from '@cabinet/design/select';
import { useTranslate } from '@cabinet/i18n';
import { useFormFailure } from '@cabinet/toolkit/forms';
import { useRecordAccidentMutation } from '../../api/accidents';
import { adminRuleMessage, useDescribeAdminError } from '../users/user/adminMessages';
import { ACCIDENT_KIND_LABELS } from './accidentLabels';

const messages = {
  title: /*i18n*/ { id: 'admin.accidents.form.title', message: 'What happened' },
  kind: /*i18n*/ { id: 'admin.accidents.form.kind', message: 'Kind' },
  source: /*i18n*/ { id: 'admin.accidents.form.source', message: 'Provider or integration (optional)' },
  startedAt: /*i18n*/ { id: 'admin.accidents.form.startedAt', message: 'Started at (empty: now)' },
  description: /*i18n*/ { id: 'admin.accidents.form.description', message: 'Details' },
  affected: /*i18n*/ { id: 'admin.accidents.form.affected', message: 'Affected users’ e-mails' },
  affectedHint: /*i18n*/ { id: 'admin.accidents.form.affectedHint', message: 'One per line or separated by commas, at most {max}.' },
  required: /*i18n*/ { id: 'admin.accidents.form.required', message: 'Say what happened' },
  record: /*i18n*/ { id: 'admin.accidents.form.record', message: 'Record the accident' },
  cancel: /*i18n*/ { id: 'admin.accidents.form.cancel', message: 'Cancel' },
  recorded: /*i18n*/ { id: 'admin.accidents.form.recorded', message: 'The accident is recorded' },
  failed: /*i18n*/ { id: 'admin.accidents.form.failed', message: 'The accident could not be recorded' },
};

export interface AccidentDraft {
  title: string;
  kind: AccidentKind;
  source: string;
  startedAt: string;
  description: string;
  affectedEmails: string;
}

export const EMPTY_DRAFT: AccidentDraft = { title: '', kind: 'other', source: '', startedAt: '', description: '', affectedEmails: '' };

const emailsOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter((email) => email !== '');

/** Records an accident (an admin's, or one the platform raised, its fields filled in); the API's refusals show at their fields. */
export function AccidentForm({ draft, onDone }: { draft: AccidentDraft; onDone: () => void }) {
  const t = useTranslate();
  const [form] = Form.useForm<AccidentDraft>();
  const failure = useFormFailure(form, useDescribeAdminError(), { messageOf: adminRuleMessage, title: messages.failed });
  const record = useRecordAccidentMutation({
    onMutate: () => failure.clear(),
    onSuccess: () => {
      toast.success(t(messages.recorded));
      onDone();
    },
    onError: async (error) => {
      toast.error(t(messages.failed));
      await failure.show(error);
    },
  });
  const submit = (values: AccidentDraft) => {
    const body: CreateAccidentInput = {
      title: values.title.trim(),
      kind: values.kind,
      source: values.source.trim() || null,
      description: values.description.trim(),
      affectedEmails: emailsOf(values.affectedEmails),
      ...(values.startedAt ? { startedAt: new Date(values.startedAt).toISOString() } : {}),
    };
    record.mutate(body);
  };
  return (
    <>
      {failure.alert}
      <Form<AccidentDraft> form={form} name="accident" layout="vertical" requiredMark={false} initialValues={draft} noValidate onFinish={submit} style={{ maxWidth: 720 }}>
        <Form.Item name="title" label={t(messages.title)} rules={[{ required: true, whitespace: true, message: t(messages.required) }]}>
          <Input maxLength={200} autoComplete="off" />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item name="kind" label={t(messages.kind)} style={{ flex: '1 1 200px' }}>
            <Select options={ACCIDENT_KINDS.map((kind) => ({ value: kind, label: t(ACCIDENT_KIND_LABELS[kind]) }))} />
          </Form.Item>
          <Form.Item name="source" label={t(messages.source)} style={{ flex: '1 1 200px' }}>
            <Input maxLength={100} autoComplete="off" />
          </Form.Item>
          <Form.Item name="startedAt" label={t(messages.startedAt)} style={{ flex: '1 1 220px' }}>
            <Input type="datetime-local" />
          </Form.Item>
        </Flex>
        <Form.Item name="description" label={t(messages.description)}>
          <TextArea rows={3} maxLength={4000} />
        </Form.Item>
        <Form.Item name="affectedEmails" label={t(messages.affected)} extra={t(messages.affectedHint, { max: ACCIDENT_AFFECTED_MAX })}>
          <TextArea rows={3} />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={record.isPending}>
            {t(messages.record)}
          </Button>
          <Button onClick={onDone} disabled={record.isPending}>
            {t(messages.cancel)}
          </Button>
        </Flex>
      </Form>
    </>
  );
}

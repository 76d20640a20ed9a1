import { useState } from 'react';
import { readApiError } from '@cabinet/api/core';
import { FLOW_TYPES, type BlacklistEntry, type FlowType } from '@cabinet/api/flows';
import { Alert, toast } from '@cabinet/design/core';
import { Checkbox, Form, showServerFieldErrors, TextArea } from '@cabinet/design/forms';
import { Modal } from '@cabinet/design/overlays';
import { checkPhone } from '@cabinet/api/phone';
import { PhoneField } from '@cabinet/design/phone';
import { useTranslate } from '@cabinet/i18n';
import { useSaveBlacklistEntryMutation } from '../../api/blacklist';
import { TYPE_LABELS } from '../../flows/flowLabels';
import { ENTRY_EXISTS, useDescribeBlacklistError } from './blacklistErrors';

export const BLACKLIST_COMMENT_MAX_LENGTH = 500;

const messages = {
  addTitle: /*i18n*/ { id: 'flows.blacklist.form.addTitle', message: 'Add a phone to the blacklist' },
  editTitle: /*i18n*/ { id: 'flows.blacklist.form.editTitle', message: 'Edit {phone}' },
  comment: /*i18n*/ { id: 'flows.blacklist.form.comment', message: 'Comment' },
  commentHint: /*i18n*/ { id: 'flows.blacklist.form.commentHint', message: 'Only you see it, e.g. why the client asked not to be written to.' },
  allowedTasks: /*i18n*/ { id: 'flows.blacklist.form.allowedTasks', message: 'Messages the client still receives' },
  allowedTasksHint: /*i18n*/ { id: 'flows.blacklist.form.allowedTasksHint', message: 'Leave all unticked and the client gets no messages at all.' },
  save: /*i18n*/ { id: 'flows.blacklist.form.save', message: 'Save' },
  add: /*i18n*/ { id: 'flows.blacklist.form.add', message: 'Add' },
  cancel: /*i18n*/ { id: 'flows.blacklist.form.cancel', message: 'Cancel' },
  added: /*i18n*/ { id: 'flows.blacklist.form.added', message: '{phone} is added to the blacklist' },
  saved: /*i18n*/ { id: 'flows.blacklist.form.saved', message: 'The changes are saved' },
  addFailed: /*i18n*/ { id: 'flows.blacklist.form.addFailed', message: 'The phone could not be added to the blacklist' },
  saveFailed: /*i18n*/ { id: 'flows.blacklist.form.saveFailed', message: 'The changes could not be saved' },
};

interface Values {
  phone: string;
  comment: string;
  allowedTasks: FlowType[];
}

/**
 * Adds a phone to the blacklist, or edits an entry. The phone is checked with the shared phone rule before
 * sending; a refusal of the API is shown at its field (or above the form), and what was typed stays.
 */
export function BlacklistEntryModal({ entry, onClose }: { entry: BlacklistEntry | null; onClose: () => void }) {
  const t = useTranslate();
  const describe = useDescribeBlacklistError();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);

  const save = useSaveBlacklistEntryMutation(entry, {
    onSuccess: (saved) => {
      toast.success(entry ? t(messages.saved) : t(messages.added, { phone: saved.phone }));
      onClose();
    },
    onError: async (error) => {
      const body = await readApiError(error);
      if (showServerFieldErrors(form, body, t, { phone: 'phone' })) return;
      if (body?.code === 'BLACKLIST_ENTRY_EXISTS') {
        form.setFields([{ name: 'phone', errors: [t(ENTRY_EXISTS)] }]);
        return;
      }
      setFailure({ title: t(entry ? messages.saveFailed : messages.addFailed), message: (await describe(error)).message });
    },
  });

  return (
    <Modal
      open
      title={entry ? t(messages.editTitle, { phone: entry.phone }) : t(messages.addTitle)}
      okText={t(entry ? messages.save : messages.add)}
      cancelText={t(messages.cancel)}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {failure ? <Alert type="error" showIcon role="alert" title={failure.title} description={failure.message} style={{ marginBottom: 16 }} /> : null}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ phone: entry?.phone ?? '', comment: entry?.comment ?? '', allowedTasks: entry?.allowedTasks ?? [] }}
        onFinish={(values) => {
          setFailure(null);
          save.mutate({ phone: values.phone.trim(), comment: values.comment.trim(), allowedTasks: values.allowedTasks });
        }}
      >
        <PhoneField check={checkPhone} />
        <Form.Item name="comment" label={t(messages.comment)} extra={t(messages.commentHint)}>
          <TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={BLACKLIST_COMMENT_MAX_LENGTH} showCount />
        </Form.Item>
        <Form.Item name="allowedTasks" label={t(messages.allowedTasks)} extra={t(messages.allowedTasksHint)}>
          <Checkbox.Group<FlowType>
            role="group"
            aria-label={t(messages.allowedTasks)}
            options={FLOW_TYPES.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))}
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 8 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

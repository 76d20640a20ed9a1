import { useState } from 'react';
import type { FlowSummary } from '@cabinet/api/flows';
import { Alert } from '@cabinet/design/core';
import { Checkbox, Form, Input } from '@cabinet/design/forms';
import { Modal } from '@cabinet/design/overlays';
import { useTranslate } from '@cabinet/i18n';
import { useDescribeFlowError } from '../shared/errors';
import type { useFlowActions } from './useFlowActions';

const messages = {
  title: /*i18n*/ { id: 'flows.list.transfer.title', message: 'Transfer “{title}” to another user' },
  userId: /*i18n*/ { id: 'flows.list.transfer.userId', message: 'UserId of the other user' },
  userIdRequired: /*i18n*/ { id: 'flows.list.transfer.userIdRequired', message: 'Enter the UserId' },
  copy: /*i18n*/ { id: 'flows.list.transfer.copy', message: 'Keep a copy: the flow stays here and the other user gets a copy' },
  hint: /*i18n*/ { id: 'flows.list.transfer.hint', message: 'The other user receives it paused and in test mode.' },
  submit: /*i18n*/ { id: 'flows.list.transfer.submit', message: 'Send' },
  cancel: /*i18n*/ { id: 'flows.list.transfer.cancel', message: 'Cancel' },
  failedTransfer: /*i18n*/ { id: 'flows.error.transfer', message: 'The flow could not be transferred' },
  failedCopy: /*i18n*/ { id: 'flows.error.copy', message: 'The flow could not be copied' },
};

interface Values {
  targetUserId: string;
  copy: boolean;
}

/** Transfer or copy one flow to another account by its UserId; a refusal stays in the dialog beside what was typed. */
export function TransferFlowModal({
  flow,
  transfer,
  onClose,
}: {
  flow: FlowSummary;
  transfer: ReturnType<typeof useFlowActions>['transfer'];
  onClose: () => void;
}) {
  const t = useTranslate();
  const describe = useDescribeFlowError();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<{ title: string; message: string } | null>(null);

  const submit = (values: Values) => {
    setFailure(null);
    transfer.mutate(
      { ids: [flow.id], targetUserId: values.targetUserId.trim(), copy: values.copy },
      {
        onSuccess: onClose,
        onError: async (error) => setFailure({ title: t(values.copy ? messages.failedCopy : messages.failedTransfer), message: (await describe(error)).message }),
      },
    );
  };

  return (
    <Modal
      open
      title={t(messages.title, { title: flow.title })}
      okText={t(messages.submit)}
      cancelText={t(messages.cancel)}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={transfer.isPending}
      destroyOnHidden
    >
      {failure ? <Alert type="error" showIcon role="alert" title={failure.title} description={failure.message} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ targetUserId: '', copy: false }} onFinish={submit}>
        <Form.Item name="targetUserId" label={t(messages.userId)} rules={[{ required: true, whitespace: true, message: t(messages.userIdRequired) }]}>
          <Input autoFocus autoComplete="off" />
        </Form.Item>
        <Form.Item name="copy" valuePropName="checked" extra={t(messages.hint)}>
          <Checkbox>{t(messages.copy)}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

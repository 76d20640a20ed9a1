import { useState } from 'react';
import { checkTransferTarget, type FlowSummary } from '@cabinet/api/flows';
import { Alert } from '@cabinet/design/core';
import { Checkbox, Form, Input } from '@cabinet/design/forms';
import { Modal } from '@cabinet/design/overlays';
import { useTranslate } from '@cabinet/i18n';
import { textOf, useFieldRule, useShowFieldErrors } from '@cabinet/toolkit/forms';
import { useDescribeFlowError } from '../shared/errors';
import { flowRuleMessage } from '../shared/flowRuleMessages';
import type { useFlowActions } from './useFlowActions';

const messages = {
  title: /*i18n*/ { id: 'flows.list.transfer.title', message: 'Transfer “{title}” to another user' },
  target: /*i18n*/ { id: 'flows.list.transfer.target', message: 'The other user’s e-mail or user id' },
  targetHint: /*i18n*/ { id: 'flows.list.transfer.targetHint', message: 'The e-mail they sign in with, or the user id (UserId) they see in their profile.' },
  copy: /*i18n*/ { id: 'flows.list.transfer.copy', message: 'Keep a copy: the flow stays here and the other user gets a copy' },
  hint: /*i18n*/ { id: 'flows.list.transfer.consentHint', message: 'The other user accepts or declines it; until then the flow stays yours as it is. It arrives paused and in test mode.' },
  submit: /*i18n*/ { id: 'flows.list.transfer.submit', message: 'Send' },
  cancel: /*i18n*/ { id: 'flows.list.transfer.cancel', message: 'Cancel' },
  failedTransfer: /*i18n*/ { id: 'flows.error.transfer', message: 'The flow could not be transferred' },
  failedCopy: /*i18n*/ { id: 'flows.error.copy', message: 'The flow could not be copied' },
};

interface Values {
  targetUserId: string;
  copy: boolean;
}

/**
 * Transfer or copy one flow to another account, named by its e-mail or its UserId (checkTransferTarget, the
 * API's rule too): "abc" is refused at the field, an account the API does not know is said at the field,
 * any other refusal stays in the dialog beside what was typed.
 */
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
  const fieldRule = useFieldRule(flowRuleMessage);
  const showFieldErrors = useShowFieldErrors(flowRuleMessage);

  const submit = (values: Values) => {
    setFailure(null);
    transfer.mutate(
      { ids: [flow.id], targetUserId: values.targetUserId.trim(), copy: values.copy },
      {
        onSuccess: onClose,
        onError: async (error) => {
          const described = await describe(error);
          if (described.body?.code === 'TARGET_USER_NOT_FOUND') {
            form.setFields([{ name: 'targetUserId', errors: [described.message] }]);
            return;
          }
          if (showFieldErrors(form, described.body)) return;
          setFailure({ title: t(values.copy ? messages.failedCopy : messages.failedTransfer), message: described.message });
        },
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
        <Form.Item name="targetUserId" label={t(messages.target)} extra={t(messages.targetHint)} rules={[fieldRule((value) => checkTransferTarget(textOf(value)))]}>
          <Input autoFocus autoComplete="off" inputMode="email" />
        </Form.Item>
        <Form.Item name="copy" valuePropName="checked" extra={t(messages.hint)}>
          <Checkbox>{t(messages.copy)}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

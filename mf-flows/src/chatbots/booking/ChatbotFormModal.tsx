import { checkContentVariables, FLOW_CONTENT_MAX_LENGTH, type Chatbot, type CreateChatbotRequest } from '@cabinet/api/flows';
import { toast } from '@cabinet/design/core';
import { Checkbox, Form, Input, TextArea } from '@cabinet/design/forms';
import { Modal } from '@cabinet/design/overlays';
import { Switch } from '@cabinet/design/choices';
import { checkPhone } from '@cabinet/api/phone';
import { PhoneField } from '@cabinet/design/phone';
import { useTranslate } from '@cabinet/i18n';
import { checkBoundedText, textOf, useFieldRule, useFormFailure } from '@cabinet/toolkit/forms';
import { useSaveChatbotMutation } from '../../api/chatbots';
import { useDescribeFlowError } from '../../shared/errors';
import { flowRuleMessage } from '../../shared/flowRuleMessages';
import { OptionPicker, useOptionsRule } from '../../shared/OptionPicker';

const NAME_MAX_LENGTH = 100;
/** The variables an answer most often names; the full list is the flows' one. */
const VARIABLE_EXAMPLES = '{clientName}, {recordDate}, {recordTime}, {serviceTitle}, {masterName}, {recordForm}';

const messages = {
  newTitle: /*i18n*/ { id: 'flows.chatbots.form.newTitle', message: 'New chatbot' },
  editTitle: /*i18n*/ { id: 'flows.chatbots.form.editTitle', message: 'Edit “{name}”' },
  name: /*i18n*/ { id: 'flows.chatbots.form.name', message: 'Name' },
  instanceId: /*i18n*/ { id: 'flows.chatbots.form.instance', message: 'Messenger account' },
  instanceHint: /*i18n*/ { id: 'flows.chatbots.form.instancePickHint', message: 'The account that answers the clients: one of those on the Accounts page.' },
  companyId: /*i18n*/ { id: 'flows.chatbots.form.branch', message: 'Branch' },
  companyHint: /*i18n*/ { id: 'flows.chatbots.form.branchPickHint', message: 'The branch of your booking system whose visits the bot confirms.' },
  phone: /*i18n*/ { id: 'flows.chatbots.form.phone', message: 'Phone for reports' },
  enabled: /*i18n*/ { id: 'flows.chatbots.form.enabled', message: 'Enabled' },
  confirmText: /*i18n*/ { id: 'flows.chatbots.form.confirmText', message: 'Answer when the client confirms' },
  cancelText: /*i18n*/ { id: 'flows.chatbots.form.cancelText', message: 'Answer when the client cancels' },
  variablesHint: /*i18n*/ { id: 'flows.chatbots.form.variablesHint', message: 'You can use variables such as {examples}.' },
  removeOnCancel: /*i18n*/ { id: 'flows.chatbots.form.removeOnCancel', message: 'Delete the record in the booking system when the client cancels' },
  removeOnCancelHint: /*i18n*/ { id: 'flows.chatbots.form.removeOnCancelHint', message: 'Otherwise the record stays and is marked as canceled.' },
  save: /*i18n*/ { id: 'flows.chatbots.form.save', message: 'Save' },
  cancel: /*i18n*/ { id: 'flows.chatbots.form.cancel', message: 'Cancel' },
  createFailed: /*i18n*/ { id: 'flows.chatbots.error.create', message: 'The chatbot could not be created' },
  updateFailed: /*i18n*/ { id: 'flows.chatbots.error.update', message: 'The chatbot could not be saved' },
  created: /*i18n*/ { id: 'flows.chatbots.done.create', message: 'The chatbot “{name}” is created' },
  updated: /*i18n*/ { id: 'flows.chatbots.done.update', message: 'The chatbot “{name}” is saved' },
};

type Values = Required<CreateChatbotRequest>;

const EMPTY: Values = { name: '', instanceId: '', companyId: '', phone: '', enabled: true, confirmText: '', cancelText: '', removeOnCancel: false };

/** An answer text: required, within a message's length, and naming only known variables. */
function checkAnswerText(value: unknown): string | null {
  return checkBoundedText(FLOW_CONTENT_MAX_LENGTH)(value) ?? checkContentVariables(textOf(value));
}

/** The chatbot's phone is worded as a phone ("Phone number is required"). */
const PHONE_FIELD = { phone: 'phone' } as const;

/**
 * Creates a chatbot, or edits one (every field is sent: the form shows them all). The API's refusals show
 * at their fields and the dialog stays open with what was typed.
 */
export function ChatbotFormModal({ chatbot, onClose }: { chatbot: Chatbot | null; onClose: () => void }) {
  const t = useTranslate();
  const fieldRule = useFieldRule(flowRuleMessage);
  const [form] = Form.useForm<Values>();
  const failure = useFormFailure(form, useDescribeFlowError(), { messageOf: flowRuleMessage, fieldKinds: PHONE_FIELD, title: chatbot ? messages.updateFailed : messages.createFailed });
  const instanceRule = useOptionsRule('instances', { required: true });
  const branchRule = useOptionsRule('branches', { required: true });

  const save = useSaveChatbotMutation(chatbot, {
    onSuccess: (saved) => {
      toast.success(t(chatbot ? messages.updated : messages.created, { name: saved.name }));
      onClose();
    },
    onError: failure.show,
  });

  const submit = (values: Values) => {
    failure.clear();
    save.mutate({
      ...values,
      name: values.name.trim(),
      instanceId: values.instanceId.trim(),
      companyId: values.companyId.trim(),
      phone: values.phone.trim(),
    });
  };

  const initialValues: Values = chatbot
    ? {
        name: chatbot.name,
        instanceId: chatbot.instanceId,
        companyId: chatbot.companyId,
        phone: chatbot.phone,
        enabled: chatbot.enabled,
        confirmText: chatbot.confirmText,
        cancelText: chatbot.cancelText,
        removeOnCancel: chatbot.removeOnCancel,
      }
    : EMPTY;

  return (
    <Modal
      open
      title={chatbot ? t(messages.editTitle, { name: chatbot.name }) : t(messages.newTitle)}
      okText={t(messages.save)}
      cancelText={t(messages.cancel)}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={640}
    >
      {failure.alert}
      <Form<Values> form={form} layout="vertical" requiredMark={false} initialValues={initialValues} onFinish={submit}>
        <Form.Item name="name" label={t(messages.name)} rules={[fieldRule(checkBoundedText(NAME_MAX_LENGTH))]}>
          <Input autoFocus autoComplete="off" maxLength={NAME_MAX_LENGTH + 1} />
        </Form.Item>
        <Form.Item name="instanceId" label={t(messages.instanceId)} extra={t(messages.instanceHint)} rules={[instanceRule]}>
          <OptionPicker kind="instances" />
        </Form.Item>
        <Form.Item name="companyId" label={t(messages.companyId)} extra={t(messages.companyHint)} rules={[branchRule]}>
          <OptionPicker kind="branches" />
        </Form.Item>
        <PhoneField name="phone" label={t(messages.phone)} check={checkPhone} />
        <Form.Item name="enabled" label={t(messages.enabled)} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="confirmText"
          label={t(messages.confirmText)}
          extra={t(messages.variablesHint, { examples: VARIABLE_EXAMPLES })}
          rules={[fieldRule(checkAnswerText)]}
        >
          <TextArea rows={3} maxLength={FLOW_CONTENT_MAX_LENGTH + 1} />
        </Form.Item>
        <Form.Item name="cancelText" label={t(messages.cancelText)} rules={[fieldRule(checkAnswerText)]}>
          <TextArea rows={3} maxLength={FLOW_CONTENT_MAX_LENGTH + 1} />
        </Form.Item>
        <Form.Item name="removeOnCancel" valuePropName="checked" extra={t(messages.removeOnCancelHint)} style={{ marginBottom: 0 }}>
          <Checkbox>{t(messages.removeOnCancel)}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

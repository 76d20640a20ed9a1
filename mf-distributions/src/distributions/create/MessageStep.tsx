import { useMemo } from 'react';
import {
  checkAiFollowUp,
  checkDistributionType,
  checkMailingVariables,
  DISTRIBUTION_TEXT_MAX_LENGTH,
  DISTRIBUTION_TITLE_MAX_LENGTH,
  DISTRIBUTION_TYPES,
  variablesForMailing,
} from '@cabinet/api/distributions';
import type { DistributionType } from '@cabinet/api/distributions';
import { checkContentVariables, checkImage, type FlowImage } from '@cabinet/api/flows';
import { RouteLink } from '@cabinet/contracts';
import { Button, Flex } from '@cabinet/design/core';
import { Radio } from '@cabinet/design/choices';
import { Form, Input } from '@cabinet/design/forms';
import { useTranslate } from '@cabinet/i18n';
import { checkBoundedText, textOf, useFieldRule } from '@cabinet/toolkit/forms';
import { MessageEditor } from '@cabinet/toolkit/message';
import { distributionRuleMessage } from '../../shared/ruleMessages';
import { TYPE_LABELS } from '../../shared/labels';
import type { StepProps } from './DistributionWizard';

const messages = {
  title: /*i18n*/ { id: 'distributions.message.title', message: 'Title' },
  titleHint: /*i18n*/ { id: 'distributions.message.titleHint', message: 'For you only: clients do not see it.' },
  type: /*i18n*/ { id: 'distributions.message.type', message: 'Channel' },
  testUserWhatsapp: /*i18n*/ { id: 'distributions.message.testUserWhatsapp', message: 'Test users cannot create WhatsApp mailings. Pay for a plan to send through WhatsApp.' },
  notConnected: /*i18n*/ { id: 'distributions.message.notConnected', message: 'Channels you have not connected are unavailable.' },
  connect: /*i18n*/ { id: 'distributions.message.connect', message: 'Connect a number' },
  text: /*i18n*/ { id: 'distributions.message.text', message: 'Text' },
  textHint: /*i18n*/ { id: 'distributions.message.textHint', message: 'Variables such as {name} are filled in for each client; {optOut} lets a client opt out of mailings.' },
  wabaTemplates: /*i18n*/ {
    id: 'distributions.message.wabaTemplates',
    message: 'WABA: a client who has not written to your number in the last 24 hours gets this text only through an approved template with the same wording, where {first}, {second} stand for the parts that change (such as the client’s name).',
  },
  wabaTemplatesLink: /*i18n*/ { id: 'distributions.message.wabaTemplatesLink', message: 'WABA numbers and their templates' },
  image: /*i18n*/ { id: 'distributions.message.image', message: 'Image (optional): PNG, JPG or JPEG' },
  removeImage: /*i18n*/ { id: 'distributions.message.removeImage', message: 'Remove the image' },
  next: /*i18n*/ { id: 'distributions.wizard.next', message: 'Next' },
};

interface Values {
  title: string;
  type: DistributionType | null;
  text: string;
  image: FlowImage | null;
}

function readImage(file: File): Promise<FlowImage> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve({ fileName: file.name, dataUrl: typeof reader.result === 'string' ? reader.result : '' });
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** Step 1: the title, the channel (only those connected; never WhatsApp for a test user), the text and an image. */
export function MessageStep({ draft, update, options, saved, go }: StepProps) {
  const t = useTranslate();
  const [form] = Form.useForm<Values>();
  const rule = useFieldRule(distributionRuleMessage);
  const account = useMemo(() => ({ isTestUser: options.isTestUser, channels: options.channels }), [options]);
  // The recipients are chosen on the next step: until then, what every source can fill.
  const source = draft.audience?.source ?? saved?.audienceSource ?? null;
  const variables = variablesForMailing(source);
  const type = Form.useWatch('type', form) ?? draft.type;

  const next = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    update(values);
    go('audience');
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="distribution-message"
      style={{ maxWidth: 720 }}
      initialValues={{ title: draft.title, type: draft.type, text: draft.text, image: draft.image }}
      onValuesChange={(_changed, all) => update(all)}
      onFinish={next}
    >
      <Form.Item name="title" label={t(messages.title)} extra={t(messages.titleHint)} rules={[rule(checkBoundedText(DISTRIBUTION_TITLE_MAX_LENGTH))]}>
        <Input maxLength={DISTRIBUTION_TITLE_MAX_LENGTH + 1} />
      </Form.Item>
      <Form.Item
        name="type"
        label={t(messages.type)}
        rules={[
          rule((value) => {
            const type = DISTRIBUTION_TYPES.find((each) => each === value);
            return type ? checkDistributionType(type, account) : 'required';
          }),
        ]}
        extra={
          <Flex vertical gap={4}>
            {options.isTestUser ? <span>{t(messages.testUserWhatsapp)}</span> : null}
            {DISTRIBUTION_TYPES.some((type) => !options.channels.includes(type)) ? (
              <>
                <span>{t(messages.notConnected)}</span>
                {/* Its own line: a link inside a sentence would need more than colour to stand out. */}
                <div>
                  <RouteLink to="accounts">{t(messages.connect)}</RouteLink>
                </div>
              </>
            ) : null}
          </Flex>
        }
      >
        <Radio.Group
          optionType="button"
          options={DISTRIBUTION_TYPES.map((type) => ({ value: type, label: t(TYPE_LABELS[type]), disabled: checkDistributionType(type, account) !== null }))}
        />
      </Form.Item>
      <Form.Item
        name="text"
        label={t(messages.text)}
        extra={
          <Flex vertical gap={4}>
            <span>{t(messages.textHint, { name: '{clientName}', optOut: '{ignoreLink}' })}</span>
            {/* WhatsApp takes business-initiated WABA messages only as approved templates (messaging/dialog360.ts). */}
            {type === 'waba' ? (
              <>
                <span>{t(messages.wabaTemplates, { first: '{{1}}', second: '{{2}}' })}</span>
                <div>
                  <RouteLink to="accounts.dialog360">{t(messages.wabaTemplatesLink)}</RouteLink>
                </div>
              </>
            ) : null}
          </Flex>
        }
        rules={[
          rule(checkBoundedText(DISTRIBUTION_TEXT_MAX_LENGTH)),
          rule((value) => checkContentVariables(textOf(value)) ?? checkMailingVariables(textOf(value), source)),
          rule((value) => checkAiFollowUp(textOf(value), draft.aiAssistantId)),
        ]}
      >
        <MessageEditor variables={variables} />
      </Form.Item>
      <Form.Item name="image" label={t(messages.image)} rules={[rule((value) => (isImage(value) ? checkImage(value) : null))]}>
        <ImageInput label={t(messages.image)} removeLabel={t(messages.removeImage)} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t(messages.next)}
      </Button>
    </Form>
  );
}

function isImage(value: unknown): value is FlowImage {
  return typeof value === 'object' && value !== null && 'fileName' in value && 'dataUrl' in value && typeof value.fileName === 'string' && typeof value.dataUrl === 'string';
}

/** The image field: a file picked is read into the data URL the API takes; its rule checks type and size. */
function ImageInput({ label, removeLabel, value = null, onChange }: { label: string; removeLabel: string; value?: FlowImage | null; onChange?: (image: FlowImage | null) => void }) {
  const pick = async (file: File | null) => onChange?.(file ? await readImage(file) : null);
  return (
    <Flex gap={12} align="center" wrap>
      <input type="file" aria-label={label} accept=".png,.jpg,.jpeg,image/png,image/jpeg" onChange={(event) => void pick(event.target.files?.[0] ?? null)} />
      {value ? (
        <>
          <img src={value.dataUrl} alt={value.fileName} style={{ maxHeight: 64, maxWidth: 120, borderRadius: 4 }} />
          <Button onClick={() => void pick(null)}>{removeLabel}</Button>
        </>
      ) : null}
    </Flex>
  );
}

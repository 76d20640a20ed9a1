import { FLOW_BUTTON_TYPES, variablesForIntegration, type Flow, type FlowButtonType } from '@cabinet/api/flows';
import { Button, Flex, Typography } from '@cabinet/design/core';
import { Checkbox, Form, Input } from '@cabinet/design/forms';
import { Select } from '@cabinet/design/select';
import { DeleteOutlined, PlusOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';
import { MessageEditor } from '@cabinet/toolkit/message';
import { messageAdapter, type ButtonValues } from './editorTabs';
import { ImageField } from './ImageField';
import { TabForm, useTabEditor } from './useTabEditor';

const messages = {
  title: /*i18n*/ { id: 'flows.edit.title', message: 'Title' },
  content: /*i18n*/ { id: 'flows.edit.content', message: 'Message text' },
  buttons: /*i18n*/ { id: 'flows.edit.buttons', message: 'Buttons' },
  buttonsHint: /*i18n*/ { id: 'flows.edit.buttonsHint', message: 'Up to 3 buttons under the message, one of each type.' },
  addButton: /*i18n*/ { id: 'flows.edit.addButton', message: 'Add a button' },
  removeButton: /*i18n*/ { id: 'flows.edit.removeButton', message: 'Remove button {number}' },
  buttonType: /*i18n*/ { id: 'flows.edit.buttonType', message: 'Button {number}: type' },
  buttonText: /*i18n*/ { id: 'flows.edit.buttonText', message: 'Button {number}: text' },
  buttonUrl: /*i18n*/ { id: 'flows.edit.buttonUrl', message: 'Button {number}: link' },
  buttonPhone: /*i18n*/ { id: 'flows.edit.buttonPhone', message: 'Button {number}: phone' },
  image: /*i18n*/ { id: 'flows.edit.image', message: 'Image' },
  imageHint: /*i18n*/ { id: 'flows.edit.imageHint', message: 'PNG, JPG or JPEG, up to 5 MB.' },
  fileCaption: /*i18n*/ { id: 'flows.edit.fileCaption', message: 'Send the text as the image’s caption' },
};

const BUTTON_TYPE_LABELS: Record<FlowButtonType, typeof messages.title> = {
  answer: /*i18n*/ { id: 'flows.edit.buttonType.answer', message: 'Quick reply' },
  url: /*i18n*/ { id: 'flows.edit.buttonType.url', message: 'Link' },
  call: /*i18n*/ { id: 'flows.edit.buttonType.call', message: 'Call' },
};

/** Title, text, buttons, image and the caption option: what the client receives. */
export function MessageTab({ flow, onDirtyChange }: { flow: Flow; onDirtyChange: (dirty: boolean) => void }) {
  const t = useTranslate();
  const editor = useTabEditor(flow, messageAdapter, onDirtyChange);
  const buttons: ButtonValues[] | undefined = Form.useWatch('buttons', editor.form);
  const imageStatus = editor.fieldStatus('image');

  return (
    <TabForm editor={editor} name="flow-message">
      <Form.Item name="title" label={t(messages.title)} {...editor.fieldStatus('title')}>
        <Input />
      </Form.Item>
      <Form.Item name="content" label={t(messages.content)} {...editor.fieldStatus('content')}>
        <MessageEditor variables={variablesForIntegration(flow.integration)} />
      </Form.Item>

      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t(messages.buttons)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(messages.buttonsHint)}</Typography.Paragraph>
      <Form.List name="buttons">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => {
              const number = index + 1;
              const type = buttons?.[index]?.type;
              return (
                <Flex key={field.key} gap={8} wrap align="flex-start">
                  <Form.Item name={[field.name, 'type']} label={t(messages.buttonType, { number })} {...editor.fieldStatus(`buttons.${index}.type`)}>
                    <Select style={{ width: 160 }} options={FLOW_BUTTON_TYPES.map((value) => ({ value, label: t(BUTTON_TYPE_LABELS[value]) }))} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'text']} label={t(messages.buttonText, { number })} {...editor.fieldStatus(`buttons.${index}.text`)}>
                    <Input style={{ width: 200 }} />
                  </Form.Item>
                  {type === 'url' ? (
                    <Form.Item name={[field.name, 'url']} label={t(messages.buttonUrl, { number })} {...editor.fieldStatus(`buttons.${index}.url`)}>
                      <Input type="url" style={{ width: 240 }} placeholder="https://" />
                    </Form.Item>
                  ) : null}
                  {type === 'call' ? (
                    <Form.Item name={[field.name, 'phone']} label={t(messages.buttonPhone, { number })} {...editor.fieldStatus(`buttons.${index}.phone`)}>
                      <Input type="tel" style={{ width: 200 }} placeholder="+7 900 123-45-67" />
                    </Form.Item>
                  ) : null}
                  <Button
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t(messages.removeButton, { number })}
                    onClick={() => remove(field.name)}
                    style={{ marginTop: 30 }}
                  />
                </Flex>
              );
            })}
            <Form.Item {...editor.fieldStatus('buttons')}>
              <Button icon={<PlusOutlined aria-hidden />} onClick={() => add(nextButton(buttons ?? []))}>
                {t(messages.addButton)}
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>

      <Form.Item name="image" label={t(messages.image)} extra={t(messages.imageHint)} {...imageStatus}>
        <ImageField showRefusal={!imageStatus.help} />
      </Form.Item>
      <Form.Item name="fileCaption" valuePropName="checked">
        <Checkbox>{t(messages.fileCaption)}</Checkbox>
      </Form.Item>
    </TabForm>
  );
}

/** A new button takes the first type not used yet; with all three used, a fourth is still added so the rule can say why it cannot stay. */
function nextButton(buttons: readonly ButtonValues[]): ButtonValues {
  const type = FLOW_BUTTON_TYPES.find((candidate) => !buttons.some((button) => button.type === candidate)) ?? 'answer';
  return { type, text: '' };
}

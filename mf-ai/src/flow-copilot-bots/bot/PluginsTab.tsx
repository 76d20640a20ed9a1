import { checkEmail } from '@cabinet/api/core';
import { HANDOFF_NOTIFICATIONS_MAX, HANDOFF_TEXT_MAX, type HumanHandoffSettings } from '@cabinet/api/ai';
import { Button, ContentSkeleton, Flex, Typography } from '@cabinet/design/core';
import { Switch } from '@cabinet/design/choices';
import { Form, Input, TextArea } from '@cabinet/design/forms';
import { useTranslate } from '@cabinet/i18n';
import { checkOptionalText, textOf, useFieldRule } from '@cabinet/toolkit/forms';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { usePlugins } from '../../api/dialogues';
import { aiRuleMessage } from '../../shared/ruleMessages';
import { FieldSelect } from './FieldSelect';
import { FlowerShopForm } from './FlowerShopForm';
import { FollowUpForm } from './FollowUpForm';
import { MedflexPluginForm } from './MedflexPluginForm';
import { PluginSection } from './PluginSection';
import { RestPluginForm } from './RestPluginForm';
import { SalonPluginForm } from './SalonPluginForm';
import { SendFileForm } from './SendFileForm';

const messages = {
  loading: /*i18n*/ { id: 'ai.plugins.loading', message: 'Loading the plugins…' },
  loadFailed: /*i18n*/ { id: 'ai.plugins.loadFailed', message: 'The plugins could not be loaded' },
  handoffTitle: /*i18n*/ { id: 'ai.plugins.handoff.title', message: 'Hand over to a person (human_handoff)' },
  handoffAbout: /*i18n*/ {
    id: 'ai.plugins.handoff.about',
    message: 'When the client needs a person, the assistant hands the dialogue over: it tells the client so and notifies your phones and e-mails.',
  },
  enabled: /*i18n*/ { id: 'ai.plugins.handoff.enabled', message: 'The assistant may hand dialogues over' },
  notifications: /*i18n*/ { id: 'ai.plugins.handoff.notifications', message: 'Notify (up to {max})' },
  kind: /*i18n*/ { id: 'ai.plugins.handoff.kind', message: 'Notification {number}: by' },
  phone: /*i18n*/ { id: 'ai.plugins.handoff.phone', message: 'Phone' },
  email: /*i18n*/ { id: 'ai.plugins.handoff.email', message: 'E-mail' },
  contact: /*i18n*/ { id: 'ai.plugins.handoff.contact', message: 'Notification {number}: phone or e-mail' },
  addContact: /*i18n*/ { id: 'ai.plugins.handoff.add', message: 'Add a notification' },
  removeContact: /*i18n*/ { id: 'ai.plugins.handoff.remove', message: 'Remove notification {number}' },
  limitReached: /*i18n*/ { id: 'ai.plugins.handoff.limit', message: 'At most {max} notifications' },
  whenToCall: /*i18n*/ { id: 'ai.plugins.handoff.whenToCall', message: 'When to hand over' },
  whenToCallHint: /*i18n*/ {
    id: 'ai.plugins.handoff.whenToCallHint',
    message: 'For the model, in your words. The local stand-in model hands over when the client’s message holds a phrase quoted here, like "manager".',
  },
  answerInstruction: /*i18n*/ { id: 'ai.plugins.handoff.answerInstruction', message: 'How to answer the client on handing over' },
  notificationText: /*i18n*/ { id: 'ai.plugins.handoff.notificationText', message: 'Notification text' },
  notificationTextHint: /*i18n*/ { id: 'ai.plugins.handoff.notificationTextHint', message: 'The client’s phone and message are added to it.' },
  stopDialogue: /*i18n*/ { id: 'ai.plugins.handoff.stopDialogue', message: 'Stop the dialogue: the assistant keeps silent in it after handing over' },
};

/** The Plugins tab (spec section 3): human_handoff (at most 5 notifications by phone or e-mail), rest, follow_up, yclients_salon, altegio_salon, medflex, flower_shop and send_file, each with its on/off and form, in the tab's chunk. */
export function PluginsTab({ botId }: { botId: string }) {
  const t = useTranslate();
  const plugins = usePlugins(botId);
  if (plugins.isError) return <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => plugins.refetch()} retrying={plugins.isFetching} />;
  if (!plugins.data) return <ContentSkeleton label={t(messages.loading)} />;
  return (
    <Flex vertical gap={16}>
      <HumanHandoff key={`handoff-${plugins.data.humanHandoff.version}`} botId={botId} settings={plugins.data.humanHandoff} />
      <RestPluginForm key={`rest-${plugins.data.rest.version}`} botId={botId} settings={plugins.data.rest} />
      <FollowUpForm key={`follow-up-${plugins.data.followUp.version}`} botId={botId} settings={plugins.data.followUp} />
      <SalonPluginForm key={`yclients-${plugins.data.yclientsSalon.version}`} botId={botId} kind="yclients_salon" settings={plugins.data.yclientsSalon} />
      <SalonPluginForm key={`altegio-${plugins.data.altegioSalon.version}`} botId={botId} kind="altegio_salon" settings={plugins.data.altegioSalon} />
      <MedflexPluginForm key={`medflex-${plugins.data.medflex.version}`} botId={botId} settings={plugins.data.medflex} />
      <FlowerShopForm key={`flower-shop-${plugins.data.flowerShop.version}`} botId={botId} settings={plugins.data.flowerShop} />
      <SendFileForm key={`send-file-${plugins.data.sendFile.version}`} botId={botId} settings={plugins.data.sendFile} />
    </Flex>
  );
}

function HumanHandoff({ botId, settings }: { botId: string; settings: HumanHandoffSettings }) {
  const t = useTranslate();
  const rule = useFieldRule(aiRuleMessage);
  const kindOptions = [
    { value: 'phone', label: t(messages.phone) },
    { value: 'email', label: t(messages.email) },
  ];

  return (
    <PluginSection
      botId={botId}
      kind="human_handoff"
      settings={settings}
      title={t(messages.handoffTitle)}
      about={t(messages.handoffAbout)}
      requestOf={(values, version) => ({ ...values, notifications: values.notifications.filter((contact) => textOf(contact.value).trim() !== ''), version })}
    >
      {(form) => (
        <>
              <Form.Item name="enabled" label={t(messages.enabled)} valuePropName="checked">
                <Switch />
              </Form.Item>
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend style={{ fontWeight: 600, marginBottom: 8, fontSize: 14 }}>{t(messages.notifications, { max: HANDOFF_NOTIFICATIONS_MAX })}</legend>
                <Form.List name="notifications">
                  {(fields, { add, remove }) => (
                    <Flex vertical gap={8}>
                      {fields.map((field, index) => (
                        <Flex key={field.key} gap={8} wrap align="flex-start">
                          <Form.Item name={[field.name, 'kind']} label={t(messages.kind, { number: index + 1 })}>
                            <FieldSelect label={t(messages.kind, { number: index + 1 })} options={kindOptions} />
                          </Form.Item>
                          <Form.Item
                            name={[field.name, 'value']}
                            label={t(messages.contact, { number: index + 1 })}
                            dependencies={[['notifications', field.name, 'kind']]}
                            // A phone is checked by the API (phone.invalid): the numbering plans stay out of this remote.
                            rules={[rule((value) => (form.getFieldValue(['notifications', field.name, 'kind']) === 'email' ? checkEmail(textOf(value)) : textOf(value).trim() === '' ? 'required' : null))]}
                            style={{ flex: '1 1 220px' }}
                          >
                            <Input autoComplete="off" />
                          </Form.Item>
                          <Button style={{ marginTop: 30 }} onClick={() => remove(field.name)}>
                            {t(messages.removeContact, { number: index + 1 })}
                          </Button>
                        </Flex>
                      ))}
                      {fields.length < HANDOFF_NOTIFICATIONS_MAX ? (
                        <div>
                          <Button onClick={() => add({ kind: 'phone', value: '' })}>{t(messages.addContact)}</Button>
                        </div>
                      ) : (
                        <Typography.Text type="secondary">{t(messages.limitReached, { max: HANDOFF_NOTIFICATIONS_MAX })}</Typography.Text>
                      )}
                    </Flex>
                  )}
                </Form.List>
              </fieldset>
              <Form.Item name="whenToCall" label={t(messages.whenToCall)} extra={t(messages.whenToCallHint)} rules={[rule(checkOptionalText(HANDOFF_TEXT_MAX))]} style={{ marginTop: 16 }}>
                <TextArea rows={3} maxLength={HANDOFF_TEXT_MAX + 1} />
              </Form.Item>
              <Form.Item name="answerInstruction" label={t(messages.answerInstruction)} rules={[rule(checkOptionalText(HANDOFF_TEXT_MAX))]}>
                <TextArea rows={2} maxLength={HANDOFF_TEXT_MAX + 1} />
              </Form.Item>
              <Form.Item name="notificationText" label={t(messages.notificationText)} extra={t(messages.notificationTextHint)} rules={[rule(checkOptionalText(HANDOFF_TEXT_MAX))]}>
                <TextArea rows={2} maxLength={HANDOFF_TEXT_MAX + 1} />
              </Form.Item>
              <Form.Item name="stopDialogue" label={t(messages.stopDialogue)} valuePropName="checked">
                <Switch />
              </Form.Item>
        </>
      )}
    </PluginSection>
  );
}

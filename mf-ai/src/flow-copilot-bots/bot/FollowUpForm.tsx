import { checkFollowUpDelay, FOLLOW_UP_DELAY_MAX, FOLLOW_UP_DELAY_MIN, FOLLOW_UP_TEXT_MAX, type FollowUpSettings } from '@cabinet/api/ai';
import { InputNumber, Switch } from '@cabinet/design/choices';
import { Form, TextArea } from '@cabinet/design/forms';
import { useTranslate } from '@cabinet/i18n';
import { checkBoundedText, useFieldRule } from '@cabinet/toolkit/forms';
import { aiRuleMessage } from '../../shared/ruleMessages';
import { PluginSection } from './PluginSection';

const messages = {
  title: /*i18n*/ { id: 'ai.plugins.followUp.title', message: 'Follow-up message (follow_up)' },
  about: /*i18n*/ {
    id: 'ai.plugins.followUp.about',
    message: 'When a client falls silent after the assistant’s answer, the assistant writes to them once more after the delay: once per dialogue, not after a person answered or the dialogue was handed over.',
  },
  enabled: /*i18n*/ { id: 'ai.plugins.followUp.enabled', message: 'The assistant may write a follow-up' },
  delayHours: /*i18n*/ { id: 'ai.plugins.followUp.delayHours', message: 'Delay after the client’s silence, hours ({min}–{max})' },
  text: /*i18n*/ { id: 'ai.plugins.followUp.text', message: 'Follow-up text' },
};

/** follow_up's settings (spec section 3): on/off, the delay in hours (1 to 23), the text (required). */
export function FollowUpForm({ botId, settings }: { botId: string; settings: FollowUpSettings }) {
  const t = useTranslate();
  const rule = useFieldRule(aiRuleMessage);
  const delayLabel = t(messages.delayHours, { min: FOLLOW_UP_DELAY_MIN, max: FOLLOW_UP_DELAY_MAX });

  return (
    <PluginSection botId={botId} kind="follow_up" settings={settings} title={t(messages.title)} about={t(messages.about)} requestOf={(values, version) => ({ ...values, version })}>
      {() => (
        <>
          <Form.Item name="enabled" label={t(messages.enabled)} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="delayHours" label={delayLabel} rules={[rule((value) => checkFollowUpDelay(typeof value === 'number' ? value : Number.NaN))]}>
            <InputNumber min={FOLLOW_UP_DELAY_MIN} max={FOLLOW_UP_DELAY_MAX} step={1} precision={0} />
          </Form.Item>
          <Form.Item name="text" label={t(messages.text)} rules={[rule(checkBoundedText(FOLLOW_UP_TEXT_MAX))]}>
            <TextArea rows={3} maxLength={FOLLOW_UP_TEXT_MAX + 1} />
          </Form.Item>
        </>
      )}
    </PluginSection>
  );
}

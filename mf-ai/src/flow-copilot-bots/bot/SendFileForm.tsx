import { SEND_FILE_RULE_MAX, type SendFileSettings } from '@cabinet/api/ai';
import { Form, TextArea } from '@cabinet/design/forms';
import { useTranslate } from '@cabinet/i18n';
import { checkBoundedText, checkOptionalText, useFieldRule } from '@cabinet/toolkit/forms';
import { useKnowledge } from '../../api/knowledge';
import { aiRuleMessage } from '../../shared/ruleMessages';
import { PickerPluginFields } from './PickerPluginFields';
import { PluginSection } from './PluginSection';

const messages = {
  title: /*i18n*/ { id: 'ai.plugins.sendFile.title', message: 'Send a file (send_file)' },
  about: /*i18n*/ {
    id: 'ai.plugins.sendFile.about',
    message: 'When your rule says so, the assistant sends the client one of the knowledge base’s files, as a link in its answer. The link opens only this file, and only while the plugin is on.',
  },
  enabled: /*i18n*/ { id: 'ai.plugins.sendFile.enabled', message: 'The assistant may send the file' },
  picker: /*i18n*/ { id: 'ai.plugins.sendFile.file', message: 'File' },
  choose: /*i18n*/ { id: 'ai.plugins.sendFile.chooseFile', message: 'Choose a file' },
  none: /*i18n*/ { id: 'ai.plugins.sendFile.noFiles', message: 'The knowledge base has no file yet: upload one in the Knowledge base tab.' },
  loading: /*i18n*/ { id: 'ai.plugins.sendFile.filesLoading', message: 'Loading the files…' },
  failed: /*i18n*/ { id: 'ai.plugins.sendFile.filesFailed', message: 'The files could not be loaded' },
  whenToSend: /*i18n*/ { id: 'ai.plugins.sendFile.whenToSend', message: 'When to send it' },
  whenToSendHint: /*i18n*/ {
    id: 'ai.plugins.sendFile.whenToSendHint',
    message: 'For the model, in your words. The local stand-in model sends the file when the client’s message holds a phrase quoted here, like "price list".',
  },
};

/** send_file's settings (spec section 3): on/off, one of the knowledge base's files and when to send it (both required while on). */
export function SendFileForm({ botId, settings }: { botId: string; settings: SendFileSettings }) {
  const t = useTranslate();
  const rule = useFieldRule(aiRuleMessage);
  const knowledge = useKnowledge(botId);
  const files = (knowledge.data?.sources ?? []).filter((source) => source.kind === 'file');

  return (
    <PluginSection botId={botId} kind="send_file" settings={settings} title={t(messages.title)} about={t(messages.about)} requestOf={(values, version) => ({ ...values, version })}>
      {(form) => (
        <PickerPluginFields texts={messages} name="sourceId" options={files.map((file) => ({ value: file.id, label: file.name }))} source={knowledge}>
          <Form.Item
            name="whenToSend"
            label={t(messages.whenToSend)}
            extra={t(messages.whenToSendHint)}
            dependencies={['enabled']}
            rules={[rule((value) => (form.getFieldValue('enabled') === true ? checkBoundedText(SEND_FILE_RULE_MAX)(value) : checkOptionalText(SEND_FILE_RULE_MAX)(value)))]}
          >
            <TextArea rows={2} maxLength={SEND_FILE_RULE_MAX + 1} />
          </Form.Item>
        </PickerPluginFields>
      )}
    </PluginSection>
  );
}

import { SEND_FILE_RULE_MAX, type SendFileSettings } from '@cabinet/api/ai';
import { ContentSkeleton, Typography } from '@cabinet/design/core';
import { Switch } from '@cabinet/design/choices';
import { Form, TextArea } from '@cabinet/design/forms';
import { useTranslate } from '@cabinet/i18n';
import { checkBoundedText, checkOptionalText, textOf, useFieldRule } from '@cabinet/toolkit/forms';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { useKnowledge } from '../../api/knowledge';
import { aiRuleMessage } from '../../shared/ruleMessages';
import { FieldSelect } from './FieldSelect';
import { PluginSection } from './PluginSection';

const messages = {
  title: /*i18n*/ { id: 'ai.plugins.sendFile.title', message: 'Send a file (send_file)' },
  about: /*i18n*/ {
    id: 'ai.plugins.sendFile.about',
    message: 'When your rule says so, the assistant sends the client one of the knowledge base’s files, as a link in its answer. The link opens only this file, and only while the plugin is on.',
  },
  enabled: /*i18n*/ { id: 'ai.plugins.sendFile.enabled', message: 'The assistant may send the file' },
  file: /*i18n*/ { id: 'ai.plugins.sendFile.file', message: 'File' },
  chooseFile: /*i18n*/ { id: 'ai.plugins.sendFile.chooseFile', message: 'Choose a file' },
  noFiles: /*i18n*/ { id: 'ai.plugins.sendFile.noFiles', message: 'The knowledge base has no file yet: upload one in the Knowledge base tab.' },
  filesLoading: /*i18n*/ { id: 'ai.plugins.sendFile.filesLoading', message: 'Loading the files…' },
  filesFailed: /*i18n*/ { id: 'ai.plugins.sendFile.filesFailed', message: 'The files could not be loaded' },
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
  const fileOptions = [{ value: '', label: t(messages.chooseFile) }, ...files.map((file) => ({ value: file.id, label: file.name }))];

  return (
    <PluginSection botId={botId} kind="send_file" settings={settings} title={t(messages.title)} about={t(messages.about)} requestOf={(values, version) => ({ ...values, version })}>
      {(form) => (
        <>
          <Form.Item name="enabled" label={t(messages.enabled)} valuePropName="checked">
            <Switch />
          </Form.Item>
          {knowledge.isError ? (
            <LoadFailedAlert title={t(messages.filesFailed)} onRetry={() => knowledge.refetch()} retrying={knowledge.isFetching} />
          ) : !knowledge.data ? (
            <ContentSkeleton label={t(messages.filesLoading)} />
          ) : files.length === 0 ? (
            <Typography.Paragraph>{t(messages.noFiles)}</Typography.Paragraph>
          ) : null}
          <Form.Item
            name="sourceId"
            label={t(messages.file)}
            dependencies={['enabled']}
            rules={[rule((value) => (form.getFieldValue('enabled') === true && textOf(value) === '' ? 'required' : null))]}
          >
            <FieldSelect label={t(messages.file)} options={fileOptions} />
          </Form.Item>
          <Form.Item
            name="whenToSend"
            label={t(messages.whenToSend)}
            extra={t(messages.whenToSendHint)}
            dependencies={['enabled']}
            rules={[rule((value) => (form.getFieldValue('enabled') === true ? checkBoundedText(SEND_FILE_RULE_MAX)(value) : checkOptionalText(SEND_FILE_RULE_MAX)(value)))]}
          >
            <TextArea rows={2} maxLength={SEND_FILE_RULE_MAX + 1} />
          </Form.Item>
        </>
      )}
    </PluginSection>
  );
}

import {
  checkRestKey,
  checkRestUrl,
  REST_KEY_MAX,
  REST_METHODS,
  REST_PARAMS_MAX,
  REST_TEXT_MAX,
  REST_URL_MAX,
  type RestPluginSettings,
} from '@cabinet/api/ai';
import { Button, Flex, Typography } from '@cabinet/design/core';
import { Switch } from '@cabinet/design/choices';
import { Form, Input, TextArea } from '@cabinet/design/forms';
import { useTranslate } from '@cabinet/i18n';
import { checkOptionalText, textOf, useFieldRule } from '@cabinet/toolkit/forms';
import { aiRuleMessage } from '../../shared/ruleMessages';
import { FieldSelect } from './FieldSelect';
import { PluginSection } from './PluginSection';

const messages = {
  title: /*i18n*/ { id: 'ai.plugins.rest.title', message: 'Your service (rest)' },
  about: /*i18n*/ {
    id: 'ai.plugins.rest.about',
    message: 'The assistant asks your HTTP service and answers from what it returns. Only public http or https addresses are called, within 5 seconds and 64 KB.',
  },
  enabled: /*i18n*/ { id: 'ai.plugins.rest.enabled', message: 'The assistant may call your service' },
  method: /*i18n*/ { id: 'ai.plugins.rest.method', message: 'Method' },
  url: /*i18n*/ { id: 'ai.plugins.rest.url', message: 'URL' },
  whenToCall: /*i18n*/ { id: 'ai.plugins.rest.whenToCall', message: 'When to call it' },
  whenToCallHint: /*i18n*/ {
    id: 'ai.plugins.rest.whenToCallHint',
    message: 'For the model, in your words. The local stand-in model calls it when the client’s message holds a phrase quoted here, like "price".',
  },
  params: /*i18n*/ { id: 'ai.plugins.rest.params', message: 'Parameters (up to {max})' },
  paramsHint: /*i18n*/ {
    id: 'ai.plugins.rest.paramsHint',
    message: 'A parameter with a value is sent as it is; one without is filled by the model as its description says. A GET sends them in the query string, other methods as JSON.',
  },
  key: /*i18n*/ { id: 'ai.plugins.rest.key', message: 'Parameter {number}: key' },
  value: /*i18n*/ { id: 'ai.plugins.rest.value', message: 'Parameter {number}: value' },
  description: /*i18n*/ { id: 'ai.plugins.rest.description', message: 'Parameter {number}: description' },
  addParam: /*i18n*/ { id: 'ai.plugins.rest.add', message: 'Add a parameter' },
  removeParam: /*i18n*/ { id: 'ai.plugins.rest.remove', message: 'Remove parameter {number}' },
  limitReached: /*i18n*/ { id: 'ai.plugins.rest.limit', message: 'At most {max} parameters' },
};

/** The rest plugin's settings (spec section 3): method, URL, parameters with key / value / description. */
export function RestPluginForm({ botId, settings }: { botId: string; settings: RestPluginSettings }) {
  const t = useTranslate();
  const rule = useFieldRule(aiRuleMessage);
  const methodOptions = REST_METHODS.map((method) => ({ value: method, label: method }));

  return (
    <PluginSection
      botId={botId}
      kind="rest"
      settings={settings}
      title={t(messages.title)}
      about={t(messages.about)}
      requestOf={(values, version) => ({ ...values, params: values.params.filter((param) => textOf(param.key).trim() !== '' || textOf(param.value).trim() !== ''), version })}
    >
      {(form) => (
        <>
              <Form.Item name="enabled" label={t(messages.enabled)} valuePropName="checked">
                <Switch />
              </Form.Item>
              <Flex gap={8} wrap align="flex-start">
                <Form.Item name="method" label={t(messages.method)}>
                  <FieldSelect label={t(messages.method)} options={methodOptions} />
                </Form.Item>
                <Form.Item
                  name="url"
                  label={t(messages.url)}
                  dependencies={['enabled']}
                  rules={[rule((value) => (form.getFieldValue('enabled') === true || textOf(value).trim() !== '' ? checkRestUrl(textOf(value)) : null))]}
                  style={{ flex: '1 1 320px' }}
                >
                  <Input autoComplete="off" inputMode="url" maxLength={REST_URL_MAX} placeholder="https://" />
                </Form.Item>
              </Flex>
              <Form.Item name="whenToCall" label={t(messages.whenToCall)} extra={t(messages.whenToCallHint)} rules={[rule(checkOptionalText(REST_TEXT_MAX))]}>
                <TextArea rows={2} maxLength={REST_TEXT_MAX + 1} />
              </Form.Item>
              <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
                <legend style={{ fontWeight: 600, marginBottom: 4, fontSize: 14 }}>{t(messages.params, { max: REST_PARAMS_MAX })}</legend>
                <Typography.Paragraph type="secondary">{t(messages.paramsHint)}</Typography.Paragraph>
                <Form.List name="params">
                  {(fields, { add, remove }) => (
                    <Flex vertical gap={8}>
                      {fields.map((field, index) => (
                        <Flex key={field.key} gap={8} wrap align="flex-start">
                          <Form.Item
                            name={[field.name, 'key']}
                            label={t(messages.key, { number: index + 1 })}
                            rules={[rule((value) => (textOf(value).trim() === '' ? 'required' : checkRestKey(textOf(value))))]}
                            style={{ flex: '1 1 120px' }}
                          >
                            <Input autoComplete="off" maxLength={REST_KEY_MAX} />
                          </Form.Item>
                          <Form.Item name={[field.name, 'value']} label={t(messages.value, { number: index + 1 })} style={{ flex: '1 1 120px' }}>
                            <Input autoComplete="off" maxLength={REST_TEXT_MAX} />
                          </Form.Item>
                          <Form.Item name={[field.name, 'description']} label={t(messages.description, { number: index + 1 })} style={{ flex: '2 1 200px' }}>
                            <Input autoComplete="off" maxLength={REST_TEXT_MAX} />
                          </Form.Item>
                          <Button style={{ marginTop: 30 }} onClick={() => remove(field.name)}>
                            {t(messages.removeParam, { number: index + 1 })}
                          </Button>
                        </Flex>
                      ))}
                      {fields.length < REST_PARAMS_MAX ? (
                        <div>
                          <Button onClick={() => add({ key: '', value: '', description: '' })}>{t(messages.addParam)}</Button>
                        </div>
                      ) : (
                        <Typography.Text type="secondary">{t(messages.limitReached, { max: REST_PARAMS_MAX })}</Typography.Text>
                      )}
                    </Flex>
                  )}
                </Form.List>
              </fieldset>
        </>
      )}
    </PluginSection>
  );
}

import { AI_LANGUAGES, BOT_NAME_MAX, type AiLanguage } from '@cabinet/api/ai';
import { useLinks } from '@cabinet/contracts';
import { Button, Surface, toast, Typography } from '@cabinet/design/core';
import { Form, Input } from '@cabinet/design/forms';
import { i18n, useTranslate } from '@cabinet/i18n';
import { checkBoundedText, useFieldRule, useFormFailure } from '@cabinet/toolkit/forms';
import { useCreateBotMutation } from '../../api/ai';
import { useDescribeBotError } from './botErrors';
import { aiRuleMessage } from '../../shared/ruleMessages';

const messages = {
  title: /*i18n*/ { id: 'ai.new.title', message: 'New assistant' },
  about: /*i18n*/ { id: 'ai.new.about', message: 'Name it; its instruction, hours, phrases and channel come next.' },
  name: /*i18n*/ { id: 'ai.new.name', message: 'Name of the new assistant' },
  create: /*i18n*/ { id: 'ai.new.create', message: 'Create' },
  created: /*i18n*/ { id: 'ai.new.created', message: 'The assistant “{name}” is created' },
  createFailed: /*i18n*/ { id: 'ai.new.createFailed', message: 'The assistant could not be created' },
};

/** The language a new assistant writes in: the cabinet's. */
const newBotLanguage = (): AiLanguage => AI_LANGUAGES.find((language) => language === i18n.locale) ?? 'en';

/** `/flowCopilotBots/new`: a name is all a new assistant needs; its settings open next. */
export function NewBot() {
  const t = useTranslate();
  const links = useLinks();
  const [form] = Form.useForm<{ name: string }>();
  const rule = useFieldRule(aiRuleMessage);
  const failure = useFormFailure(form, useDescribeBotError(), { messageOf: aiRuleMessage, title: messages.createFailed });
  const create = useCreateBotMutation({
    onMutate: () => failure.clear(),
    onSuccess: (bot) => {
      toast.success(t(messages.created, { name: bot.name }));
      links.navigate('flowCopilotBots.bot', { copilotBotId: bot.id });
    },
    onError: (error) => failure.show(error),
  });
  return (
    <Surface style={{ maxWidth: 640 }}>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.title)}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t(messages.about)}</Typography.Paragraph>
      {failure.alert}
      <Form<{ name: string }> form={form} layout="vertical" requiredMark={false} noValidate onFinish={({ name }) => create.mutate({ name, language: newBotLanguage() })}>
        <Form.Item name="name" label={t(messages.name)} rules={[rule(checkBoundedText(BOT_NAME_MAX))]}>
          <Input autoComplete="off" maxLength={BOT_NAME_MAX + 1} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          {t(messages.create)}
        </Button>
      </Form>
    </Surface>
  );
}

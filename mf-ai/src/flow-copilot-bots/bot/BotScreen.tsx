import {
  AI_LANGUAGES,
  AI_MODELS,
  BOT_INSTRUCTION_MAX,
  BOT_NAME_MAX,
  checkPhrases,
  checkWorkHours,
  copilotBotSchema,
  PAUSE_MINUTES_MAX,
  TEMPERATURE_MAX,
  TEMPERATURE_MIN,
  WORK_HOUR_MAX,
  WORK_HOURS_NONE,
  type CopilotBot,
} from '@cabinet/api/ai';
import { lazy, Suspense } from 'react';
import { RouteLink, useLinks, useRoute } from '@cabinet/contracts';
import { Button, ContentSkeleton, Flex, PageHeading, Surface, toast, Typography } from '@cabinet/design/core';
import { Tabs } from '@cabinet/design/data';
import { InputNumber, Switch } from '@cabinet/design/choices';
import { Form, Input, TextArea } from '@cabinet/design/forms';
import { LOCALE_NAMES, useTranslate } from '@cabinet/i18n';
import { checkBoundedText, checkOptionalText, useFieldRule, useFormFailure, type FieldCheck } from '@cabinet/toolkit/forms';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { useRemoval } from '@cabinet/toolkit/removal';
import { useVersionConflict, VersionConflictAlert } from '@cabinet/toolkit/versioning';
import { useBot, useDeleteBotMutation, useSaveBotMutation } from '../../api/ai';
import { useChannelAccounts } from '../../api/channelAccounts';
import { useDescribeBotError } from './botErrors';
import { aiRuleMessage } from '../../shared/ruleMessages';
import { phrasesOf, settingsRequestOf, settingsValuesOf, type SettingsValues } from './settingsForm';
import { NEW_BOT_ID } from '../newBot';
import { FieldSelect } from './FieldSelect';
import { NewBot } from './NewBot';
import { BalanceBar } from './BalanceBar';
import { TestChat } from './TestChat';

// The knowledge base loads when its tab opens: the settings' first view carries none of it.
const KnowledgeTab = lazy(() => import('./KnowledgeTab').then((module) => ({ default: module.KnowledgeTab })));
// So do the plugins, reports and usage: one chunk for the three.
const PluginsTab = lazy(() => import('./dialogueTabs').then((module) => ({ default: module.PluginsTab })));
const ReportsTab = lazy(() => import('./dialogueTabs').then((module) => ({ default: module.ReportsTab })));
const UsageTab = lazy(() => import('./dialogueTabs').then((module) => ({ default: module.UsageTab })));

const messages = {
  back: /*i18n*/ { id: 'ai.bot.back', message: 'Back to the assistants' },
  loading: /*i18n*/ { id: 'ai.bot.loading', message: 'Loading the assistant…' },
  loadFailed: /*i18n*/ { id: 'ai.bot.loadFailed', message: 'The assistant could not be loaded' },
  settings: /*i18n*/ { id: 'ai.bot.tab.settings', message: 'Settings' },
  knowledge: /*i18n*/ { id: 'ai.bot.tab.knowledge', message: 'Knowledge base' },
  knowledgeLoading: /*i18n*/ { id: 'ai.bot.knowledgeLoading', message: 'Loading the knowledge base…' },
  plugins: /*i18n*/ { id: 'ai.bot.tab.plugins', message: 'Plugins' },
  reports: /*i18n*/ { id: 'ai.bot.tab.reports', message: 'Reports' },
  usage: /*i18n*/ { id: 'ai.bot.tab.usage', message: 'Usage' },
  tabLoading: /*i18n*/ { id: 'ai.bot.tabLoading', message: 'Loading…' },
  remove: /*i18n*/ { id: 'ai.bot.delete', message: 'Delete the assistant' },
  removeTitle: /*i18n*/ { id: 'ai.bot.deleteTitle', message: 'Delete the assistant “{name}”?' },
  removeBody: /*i18n*/ {
    id: 'ai.bot.deleteBody',
    message: 'Its settings, knowledge base, dialogues and balance history are deleted, and it stops answering clients. This cannot be undone.',
  },
  removed: /*i18n*/ { id: 'ai.bot.deleted', message: 'The assistant “{name}” is deleted' },
  removeFailed: /*i18n*/ { id: 'ai.bot.deleteFailed', message: 'The assistant could not be deleted' },
  name: /*i18n*/ { id: 'ai.bot.name', message: 'Name' },
  enabled: /*i18n*/ { id: 'ai.bot.enabled', message: 'Answers clients' },
  language: /*i18n*/ { id: 'ai.bot.language', message: 'Language' },
  instruction: /*i18n*/ { id: 'ai.bot.instruction', message: 'Instruction (prompt)' },
  instructionHint: /*i18n*/ {
    id: 'ai.bot.instructionHint',
    message: 'Who the assistant is, what it may say, your prices, hours and address: it answers from this text.',
  },
  temperature: /*i18n*/ { id: 'ai.bot.temperature', message: 'Temperature' },
  temperatureHint: /*i18n*/ { id: 'ai.bot.temperatureHint', message: 'Lower keeps answers close to your texts; higher lets them vary.' },
  model: /*i18n*/ { id: 'ai.bot.model', message: 'Model' },
  workHours: /*i18n*/ { id: 'ai.bot.workHours', message: 'Work hours' },
  workHoursHint: /*i18n*/ { id: 'ai.bot.workHoursHint', message: 'When the assistant answers; leave both around the clock for always.' },
  from: /*i18n*/ { id: 'ai.bot.workHoursFrom', message: 'From' },
  to: /*i18n*/ { id: 'ai.bot.workHoursTo', message: 'To' },
  aroundTheClock: /*i18n*/ { id: 'ai.bot.aroundTheClock', message: 'Around the clock' },
  hour: /*i18n*/ { id: 'ai.bot.hour', message: '{hour}:00' },
  startPhrases: /*i18n*/ { id: 'ai.bot.startPhrases', message: 'Start phrases' },
  stopPhrases: /*i18n*/ { id: 'ai.bot.stopPhrases', message: 'Stop phrases' },
  phrasesHint: /*i18n*/ { id: 'ai.bot.phrasesHint', message: 'One a line. A client message holding one starts (or stops) the assistant in that dialogue.' },
  pauseMinutes: /*i18n*/ { id: 'ai.bot.pauseMinutes', message: 'Pause after a person answers, minutes' },
  channel: /*i18n*/ { id: 'ai.bot.channel', message: 'Channel account it answers on' },
  noChannel: /*i18n*/ { id: 'ai.bot.noChannel', message: 'None (it does not answer clients)' },
  save: /*i18n*/ { id: 'ai.bot.save', message: 'Save' },
  saved: /*i18n*/ { id: 'ai.bot.saved', message: 'The assistant “{name}” is saved' },
  saveFailed: /*i18n*/ { id: 'ai.bot.saveFailed', message: 'The settings could not be saved' },
};

const HOURS = Array.from({ length: WORK_HOUR_MAX + 1 }, (_, hour) => hour);

/** /flowCopilotBots/{copilotBotId}: the assistant's settings, and its test chat beside them. */
export function BotScreen() {
  const t = useTranslate();
  const route = useRoute();
  const id = route.params.copilotBotId ?? '';
  if (id === NEW_BOT_ID) {
    return (
      <section>
        <PageHeading title={route.title} extra={<RouteLink to="flowCopilotBots">{t(messages.back)}</RouteLink>} />
        <NewBot />
      </section>
    );
  }
  return <BotPage id={id} />;
}

function BotPage({ id }: { id: string }) {
  const t = useTranslate();
  const route = useRoute();
  const links = useLinks();
  const bot = useBot(id);
  const removal = useRemoval({
    mutation: useDeleteBotMutation(),
    removed: (deleted) => {
      links.navigate('flowCopilotBots', {});
      return t(messages.removed, { name: deleted.name });
    },
    failed: t(messages.removeFailed),
    describe: useDescribeBotError(),
    confirm: { title: (asked) => t(messages.removeTitle, { name: asked.name }), body: t(messages.removeBody) },
  });
  const data = bot.data;
  return (
    <section>
      <PageHeading
        title={data?.name ?? route.title}
        extra={
          <Flex gap={16} wrap align="center">
            <RouteLink to="flowCopilotBots">{t(messages.back)}</RouteLink>
            {data ? (
              <Button danger loading={removal.pending} onClick={() => removal.ask(data)}>
                {t(messages.remove)}
              </Button>
            ) : null}
          </Flex>
        }
      />
      {bot.isError ? (
        <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => bot.refetch()} retrying={bot.isFetching} />
      ) : !data ? (
        <ContentSkeleton label={t(messages.loading)} />
      ) : (
        <>
          <BalanceBar bot={data} />
          <Flex gap={24} wrap align="flex-start">
            <Tabs
              style={{ flex: '2 1 480px', minWidth: 0 }}
              items={[
                { key: 'settings', label: t(messages.settings), children: <Settings key={data.id} bot={data} /> },
                {
                  key: 'knowledge',
                  label: t(messages.knowledge),
                  children: (
                    <Suspense fallback={<ContentSkeleton label={t(messages.knowledgeLoading)} />}>
                      <KnowledgeTab botId={data.id} />
                    </Suspense>
                  ),
                },
                {
                  key: 'plugins',
                  label: t(messages.plugins),
                  children: (
                    <Suspense fallback={<ContentSkeleton label={t(messages.tabLoading)} />}>
                      <PluginsTab botId={data.id} />
                    </Suspense>
                  ),
                },
                {
                  key: 'reports',
                  label: t(messages.reports),
                  children: (
                    <Suspense fallback={<ContentSkeleton label={t(messages.tabLoading)} />}>
                      <ReportsTab botId={data.id} />
                    </Suspense>
                  ),
                },
                {
                  key: 'usage',
                  label: t(messages.usage),
                  children: (
                    <Suspense fallback={<ContentSkeleton label={t(messages.tabLoading)} />}>
                      <UsageTab botId={data.id} />
                    </Suspense>
                  ),
                },
              ]}
            />
            <TestChat botId={data.id} />
          </Flex>
        </>
      )}
      {removal.dialog}
    </section>
  );
}

function Settings({ bot }: { bot: CopilotBot }) {
  const t = useTranslate();
  const [form] = Form.useForm<SettingsValues>();
  const rule = useFieldRule(aiRuleMessage);
  const failure = useFormFailure(form, useDescribeBotError(), { messageOf: aiRuleMessage, title: messages.saveFailed });
  const conflict = useVersionConflict(copilotBotSchema);
  const channels = useChannelAccounts();
  const initial = settingsValuesOf(bot);

  const save = useSaveBotMutation(bot.id, {
    onMutate: () => {
      failure.clear();
      conflict.clear();
    },
    onSuccess: (saved) => toast.success(t(messages.saved, { name: saved.name })),
    onError: async (error) => {
      if (await conflict.detect(error)) return;
      await failure.show(error);
    },
  });
  const submit = (version: number | undefined) => save.mutate(settingsRequestOf({ ...initial, ...form.getFieldsValue() }, version));

  // The two-field rules answer at the later field, as the API does.
  const checkStop: FieldCheck = (value) => checkPhrases(phrasesOf(form.getFieldValue('startPhrases')), phrasesOf(value));
  const checkTo: FieldCheck = (value) => checkWorkHours(Number(form.getFieldValue('workHoursFrom') ?? WORK_HOURS_NONE), Number(value ?? WORK_HOURS_NONE));

  const hourOptions = [{ value: String(WORK_HOURS_NONE), label: t(messages.aroundTheClock) }, ...HOURS.map((hour) => ({ value: String(hour), label: t(messages.hour, { hour }) }))];
  const channelOptions = [
    { value: '', label: t(messages.noChannel) },
    ...(channels.data?.accounts ?? (bot.channel ? [bot.channel] : [])).map((account) => ({ value: account.id, label: [account.name, account.phone].filter(Boolean).join(', ') })),
  ];

  return (
    <Surface style={{ maxWidth: 640 }}>
        {conflict.current ? (
          <VersionConflictAlert
            busy={save.isPending}
            onReload={() => {
              if (conflict.current) form.setFieldsValue(settingsValuesOf(conflict.current));
              conflict.clear();
            }}
            onOverwrite={() => submit(conflict.current?.version)}
          />
        ) : null}
        {failure.alert}
        <Form<SettingsValues> form={form} layout="vertical" requiredMark={false} initialValues={initial} noValidate onFinish={() => submit(bot.version)}>
          <Form.Item name="name" label={t(messages.name)} rules={[rule(checkBoundedText(BOT_NAME_MAX))]}>
            <Input autoComplete="off" maxLength={BOT_NAME_MAX + 1} />
          </Form.Item>
          <Form.Item name="enabled" label={t(messages.enabled)} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="language" label={t(messages.language)}>
            <FieldSelect label={t(messages.language)} options={AI_LANGUAGES.map((language) => ({ value: language, label: LOCALE_NAMES[language] }))} />
          </Form.Item>
          <Form.Item name="instruction" label={t(messages.instruction)} extra={t(messages.instructionHint)} rules={[rule(checkOptionalText(BOT_INSTRUCTION_MAX))]}>
            <TextArea rows={8} maxLength={BOT_INSTRUCTION_MAX + 1} />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item name="model" label={t(messages.model)}>
              <FieldSelect label={t(messages.model)} options={AI_MODELS.map((model) => ({ value: model, label: model }))} />
            </Form.Item>
            <Form.Item name="temperature" label={t(messages.temperature)} extra={t(messages.temperatureHint)}>
              <InputNumber min={TEMPERATURE_MIN} max={TEMPERATURE_MAX} step={0.1} precision={1} />
            </Form.Item>
          </Flex>
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ fontWeight: 600, marginBottom: 4, fontSize: 14 }}>{t(messages.workHours)}</legend>
            <Typography.Paragraph type="secondary">{t(messages.workHoursHint)}</Typography.Paragraph>
            <Flex gap={16} wrap>
              <Form.Item name="workHoursFrom" label={t(messages.from)}>
                <FieldSelect label={t(messages.from)} options={hourOptions} />
              </Form.Item>
              <Form.Item name="workHoursTo" label={t(messages.to)} dependencies={['workHoursFrom']} rules={[rule(checkTo)]}>
                <FieldSelect label={t(messages.to)} options={hourOptions} />
              </Form.Item>
            </Flex>
          </fieldset>
          <Form.Item name="startPhrases" label={t(messages.startPhrases)} extra={t(messages.phrasesHint)}>
            <TextArea rows={3} />
          </Form.Item>
          <Form.Item name="stopPhrases" label={t(messages.stopPhrases)} dependencies={['startPhrases']} rules={[rule(checkStop)]}>
            <TextArea rows={3} />
          </Form.Item>
          <Form.Item name="pauseMinutes" label={t(messages.pauseMinutes)}>
            <InputNumber min={0} max={PAUSE_MINUTES_MAX} step={5} precision={0} />
          </Form.Item>
          <Form.Item name="channelAccountId" label={t(messages.channel)}>
            <FieldSelect label={t(messages.channel)} options={channelOptions} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t(messages.save)}
          </Button>
        </Form>
    </Surface>
  );
}

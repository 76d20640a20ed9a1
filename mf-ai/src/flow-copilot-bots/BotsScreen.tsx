import { NEW_BOT_ID } from './newBot';
import { type CopilotBotState, type CopilotBotSummary } from '@cabinet/api/ai';
import { RouteLink, useLinks, useRoute } from '@cabinet/contracts';
import { Button, ContentSkeleton, Empty, Flex, PageHeading, StatusTag, Typography, type Tone } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { SmallTable, type SmallTableColumn } from '@cabinet/toolkit/small-table';
import { useBots } from '../api/ai';
import { formatUsd } from '../shared/money';

const messages = {
  intro: /*i18n*/ {
    id: 'ai.list.intro',
    message: 'An AI assistant answers your clients on a messenger from your instructions, and hands the dialogue over to a person when it should.',
  },
  table: /*i18n*/ { id: 'ai.list.table', message: 'Your AI assistants' },
  loading: /*i18n*/ { id: 'ai.list.loading', message: 'Loading the assistants…' },
  loadFailed: /*i18n*/ { id: 'ai.list.loadFailed', message: 'The assistants could not be loaded' },
  empty: /*i18n*/ { id: 'ai.list.empty', message: 'No assistants yet: name your first one to set it up.' },
  name: /*i18n*/ { id: 'ai.list.column.name', message: 'Assistant' },
  state: /*i18n*/ { id: 'ai.list.column.state', message: 'State' },
  channel: /*i18n*/ { id: 'ai.list.column.channel', message: 'Channel' },
  dialoguesToday: /*i18n*/ { id: 'ai.list.column.dialoguesToday', message: 'Dialogues today' },
  balance: /*i18n*/ { id: 'ai.list.column.balance', message: 'Balance' },
  noChannel: /*i18n*/ { id: 'ai.list.noChannel', message: 'None' },
  create: /*i18n*/ { id: 'ai.list.create', message: 'Create an assistant' },
  nightBot: /*i18n*/ { id: 'ai.list.nightBot', message: 'Set up a night assistant' },
};

const STATES: Record<CopilotBotState, { tone: Tone; label: MessageDescriptor }> = {
  active: { tone: 'success', label: /*i18n*/ { id: 'ai.list.state.active', message: 'Answering' } },
  disabled: { tone: 'neutral', label: /*i18n*/ { id: 'ai.list.state.disabled', message: 'Switched off' } },
  noChannel: { tone: 'warning', label: /*i18n*/ { id: 'ai.list.state.noChannel', message: 'No channel: choose one in the settings' } },
  noBalance: { tone: 'danger', label: /*i18n*/ { id: 'ai.list.state.noBalance', message: 'No balance: top it up' } },
};

/** /flowCopilotBots: the account's assistants with their state and figures (counted by the API from stored rows), and a new one. */
export function BotsScreen() {
  const t = useTranslate();
  const route = useRoute();
  const list = useBots();
  return (
    <section>
      <PageHeading title={route.title} />
      <Typography.Paragraph>{t(messages.intro)}</Typography.Paragraph>
      {list.isError ? (
        <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => list.refetch()} retrying={list.isFetching} />
      ) : list.data === undefined ? (
        <ContentSkeleton label={t(messages.loading)} />
      ) : list.data.length === 0 ? (
        <Empty description={t(messages.empty)}>
          <Flex justify="center" align="center" wrap gap={16}>
            <NewBotButton />
            <RouteLink to="flowCopilotBots.nightBotQuickStart">{t(messages.nightBot)}</RouteLink>
          </Flex>
        </Empty>
      ) : (
        <>
          <Flex justify="flex-end" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
            <RouteLink to="flowCopilotBots.nightBotQuickStart">{t(messages.nightBot)}</RouteLink>
            <NewBotButton />
          </Flex>
          <BotsTable bots={list.data} />
        </>
      )}
    </section>
  );
}

/** Opens the new assistant's page (its form lives there, with the settings' code, not in this first visit). */
function NewBotButton() {
  const t = useTranslate();
  const links = useLinks();
  return (
    <Button
      type="primary"
      href={links.href('flowCopilotBots.bot', { copilotBotId: NEW_BOT_ID }) ?? undefined}
      onClick={(event) => {
        event.preventDefault();
        links.navigate('flowCopilotBots.bot', { copilotBotId: NEW_BOT_ID });
      }}
    >
      {t(messages.create)}
    </Button>
  );
}

function BotsTable({ bots }: { bots: readonly CopilotBotSummary[] }) {
  const t = useTranslate();
  const columns: SmallTableColumn<CopilotBotSummary>[] = [
    {
      key: 'name',
      title: t(messages.name),
      render: (bot) => (
        <RouteLink to="flowCopilotBots.bot" params={{ copilotBotId: bot.id }}>
          {bot.name}
        </RouteLink>
      ),
    },
    { key: 'state', title: t(messages.state), render: (bot) => <StatusTag tone={STATES[bot.state].tone}>{t(STATES[bot.state].label)}</StatusTag> },
    {
      key: 'channel',
      title: t(messages.channel),
      render: (bot) => (bot.channel ? [bot.channel.name, bot.channel.phone].filter(Boolean).join(', ') : t(messages.noChannel)),
    },
    { key: 'dialoguesToday', title: t(messages.dialoguesToday), numeric: true, render: (bot) => bot.dialoguesToday },
    { key: 'balance', title: t(messages.balance), numeric: true, render: (bot) => formatUsd(bot.balanceCents / 100) },
  ];
  return <SmallTable label={t(messages.table)} columns={columns} rows={bots} />;
}

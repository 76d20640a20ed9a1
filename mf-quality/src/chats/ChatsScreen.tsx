import { useMemo, useState } from 'react';
import { CHAT_CHANNELS, CHAT_SCORE_BANDS, type ChatChannel, type ChatDetail, type ChatScoreBand, type ChatSummary, type ItemOutcome, type ScoredItem } from '@cabinet/api/quality';
import { RouteLink, useRemoteProps, useRoute, useSearchParam } from '@cabinet/contracts';
import { Button, ContentSkeleton, Flex, PageHeading, StatusTag, Surface, Typography, useDescribeError, type Tone } from '@cabinet/design/core';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate, type MessageDescriptor, type Translate } from '@cabinet/i18n';
import { ChoiceFilter, choiceParam, LoadFailedAlert, OptionFilter, optionParam, PagedTable, usePagedList, type ListParam } from '@cabinet/toolkit/list';
import { SmallTable, type SmallTableColumn } from '@cabinet/toolkit/small-table';
import { useChat, useChats, useScoreChatMutation } from '../api/chats';

const messages = {
  intro: /*i18n*/ {
    id: 'quality.chats.intro',
    message: 'The conversations of your connected channels (WhatsApp, Telegram, WABA, MAX), one per client and account. Open one to score it against your checklist, criterion by criterion.',
  },
  table: /*i18n*/ { id: 'quality.chats.table', message: 'Chats' },
  period: /*i18n*/ { id: 'quality.chats.period', message: 'Period' },
  days: /*i18n*/ { id: 'quality.chats.days', message: '{days} days' },
  operator: /*i18n*/ { id: 'quality.chats.operator', message: 'Operator' },
  anyOperator: /*i18n*/ { id: 'quality.chats.anyOperator', message: 'Any operator' },
  channel: /*i18n*/ { id: 'quality.chats.channel', message: 'Source' },
  anyChannel: /*i18n*/ { id: 'quality.chats.anyChannel', message: 'Any source' },
  score: /*i18n*/ { id: 'quality.chats.score', message: 'Score' },
  anyScore: /*i18n*/ { id: 'quality.chats.anyScore', message: 'Any score' },
  client: /*i18n*/ { id: 'quality.chats.client', message: 'Client' },
  messagesCount: /*i18n*/ { id: 'quality.chats.messagesCount', message: 'Messages' },
  lastMessage: /*i18n*/ { id: 'quality.chats.lastMessage', message: 'Last message' },
  open: /*i18n*/ { id: 'quality.chats.open', message: 'Open the chat with {client}' },
  total: /*i18n*/ { id: 'quality.chats.total', message: 'Chats: {total}' },
  loadFailed: /*i18n*/ { id: 'quality.chats.loadFailed', message: 'The chats could not be loaded' },
  noMatch: /*i18n*/ { id: 'quality.chats.noMatch', message: 'No chat matches these filters' },
  empty: /*i18n*/ { id: 'quality.chats.empty', message: 'No chats in this period. Chats come from the channels you connect: WhatsApp, Telegram, WABA or MAX.' },
  connect: /*i18n*/ { id: 'quality.chats.connect', message: 'Connect a channel' },
  outOf: /*i18n*/ { id: 'quality.chats.outOf', message: '{score} of 100' },
  fatalFailed: /*i18n*/ { id: 'quality.chats.fatalFailed', message: '0: a fatal criterion missed' },
  noneApplied: /*i18n*/ { id: 'quality.chats.noneApplied', message: 'No criterion applied' },
  notScored: /*i18n*/ { id: 'quality.chats.notScored', message: 'Not scored yet' },
  outdated: /*i18n*/ { id: 'quality.chats.outdated', message: 'New messages since scored' },
  back: /*i18n*/ { id: 'quality.chats.back', message: 'Back to all chats' },
  chatLoadFailed: /*i18n*/ { id: 'quality.chats.chatLoadFailed', message: 'The chat could not be loaded' },
  loading: /*i18n*/ { id: 'quality.chats.loading', message: 'Loading the chat…' },
  lines: /*i18n*/ { id: 'quality.chats.lines', message: 'Conversation' },
  scoring: /*i18n*/ { id: 'quality.chats.scoring', message: 'Scoring' },
  scoreNow: /*i18n*/ { id: 'quality.chats.scoreNow', message: 'Score against the checklist' },
  scoreAgain: /*i18n*/ { id: 'quality.chats.scoreAgain', message: 'Score again' },
  scoringNow: /*i18n*/ { id: 'quality.chats.scoringNow', message: 'Scoring…' },
  notScoredText: /*i18n*/ {
    id: 'quality.chats.notScoredText',
    message: 'Not scored yet against your current checklist. Scoring reads the conversation with the language model and keeps the result.',
  },
  outdatedText: /*i18n*/ { id: 'quality.chats.outdatedText', message: 'Messages came after this chat was scored: score it again to include them.' },
  scoredSummary: /*i18n*/ { id: 'quality.chats.scoredSummary', message: 'Score {score} of 100 against version {version} of the checklist.' },
  scoredFatal: /*i18n*/ { id: 'quality.chats.scoredFatal', message: 'Failed: a fatal criterion was missed (score 0), against version {version} of the checklist.' },
  scoredNone: /*i18n*/ { id: 'quality.chats.scoredNone', message: 'No criterion applied to this chat, against version {version} of the checklist.' },
  unreadable: /*i18n*/ { id: 'quality.chats.unreadable', message: 'The language model’s answer could not be read: {reason}' },
  byStandIn: /*i18n*/ {
    id: 'quality.chats.byStandIn',
    message: 'Scored by the local stand-in: a criterion’s words found in a line meet it; it matches words and understands nothing.',
  },
  byModel: /*i18n*/ { id: 'quality.chats.byModel', message: 'Scored by the language model against each criterion, quoting the lines it rests on.' },
  itemsTable: /*i18n*/ { id: 'quality.chats.itemsTable', message: 'Criteria of the chat' },
  criterion: /*i18n*/ { id: 'quality.chats.criterion', message: 'Criterion' },
  weight: /*i18n*/ { id: 'quality.chats.weight', message: 'Weight' },
  outcome: /*i18n*/ { id: 'quality.chats.outcome', message: 'Outcome' },
  quote: /*i18n*/ { id: 'quality.chats.quote', message: 'Quoted line' },
  noQuote: /*i18n*/ { id: 'quality.chats.noQuote', message: 'No line' },
  fatal: /*i18n*/ { id: 'quality.chats.fatal', message: 'Fatal' },
  clientSide: /*i18n*/ { id: 'quality.chats.clientSide', message: 'Client' },
};

/** Refusals of scoring, in the user's words; another code shows the server's message. */
const SCORE_ERRORS: Record<string, MessageDescriptor> = {
  CHECKLIST_REQUIRED: /*i18n*/ { id: 'quality.chats.error.checklistRequired', message: 'Save a checklist first: a chat is scored against it' },
  SCORING_UNAVAILABLE: /*i18n*/ { id: 'quality.chats.error.unavailable', message: 'The language model could not score this chat now; try again later' },
};

const CHANNELS: Record<ChatChannel, string> = { whatsapp: 'WhatsApp', telegram: 'Telegram', waba: 'WABA', max: 'MAX' };

const BANDS: Record<ChatScoreBand, MessageDescriptor> = {
  notScored: /*i18n*/ { id: 'quality.chats.band.notScored', message: 'Not scored' },
  fatal: /*i18n*/ { id: 'quality.chats.band.fatal', message: 'Fatal criterion missed' },
  low: /*i18n*/ { id: 'quality.chats.band.low', message: 'Under 50' },
  medium: /*i18n*/ { id: 'quality.chats.band.medium', message: '50 to 79' },
  high: /*i18n*/ { id: 'quality.chats.band.high', message: '80 and over' },
};

const OUTCOMES: Record<ItemOutcome, { tone: Tone; label: MessageDescriptor }> = {
  passed: { tone: 'success', label: /*i18n*/ { id: 'quality.chats.outcome.passed', message: 'Met' } },
  failed: { tone: 'danger', label: /*i18n*/ { id: 'quality.chats.outcome.failed', message: 'Missed' } },
  notApplicable: { tone: 'neutral', label: /*i18n*/ { id: 'quality.chats.outcome.notApplicable', message: 'Does not apply' } },
};

const PERIODS = ['7', '30', '90'] as const;

/** The operator filter: a channel account's id, as the list's options name them (any short text; the server matches none for an unknown one). */
const operatorParam: ListParam<string | null> = {
  defaultValue: null,
  parse: (text) => (text !== null && text.length > 0 && text.length <= 60 ? text : null),
  format: (value) => value,
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last `days` days, today included (UTC). */
export function periodOf(days: number, today: Date = new Date()): { from: string; to: string } {
  return { from: isoDay(new Date(today.getTime() - (days - 1) * 86_400_000)), to: isoDay(today) };
}

/** /chats: the channel conversations of a period, filtered in the URL; `?chat=` opens one with its lines and scoring (issue 34). */
export function ChatsScreen() {
  const route = useRoute();
  const open = useSearchParam('chat');
  return (
    <section>
      <PageHeading title={route.title} />
      {open ? <ChatView id={open} /> : <ChatList />}
    </section>
  );
}

function scoreTag(t: Translate, chat: ChatSummary) {
  if (chat.scoreState === 'notScored') return <StatusTag tone="neutral">{t(messages.notScored)}</StatusTag>;
  if (chat.scoreState === 'outdated') return <StatusTag tone="warning">{t(messages.outdated)}</StatusTag>;
  if (chat.fatalFailed) return <StatusTag tone="danger">{t(messages.fatalFailed)}</StatusTag>;
  if (chat.score === null) return <StatusTag tone="neutral">{t(messages.noneApplied)}</StatusTag>;
  return <StatusTag tone={chat.score >= 80 ? 'success' : chat.score >= 50 ? 'warning' : 'danger'}>{t(messages.outOf, { score: chat.score })}</StatusTag>;
}

/** The URL of the list with `chat` set (or removed), the filters kept. */
function searchWith(search: string, chat: string | null): string {
  const params = new URLSearchParams(search);
  if (chat === null) params.delete('chat');
  else params.set('chat', chat);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function ChatList() {
  const t = useTranslate();
  const route = useRoute();
  const list = usePagedList({
    sortFields: [],
    filters: { days: choiceParam(PERIODS, '30'), operator: operatorParam, channel: optionParam(CHAT_CHANNELS), score: optionParam(CHAT_SCORE_BANDS) },
  });
  const { days, operator, channel, score } = list.filters;
  const period = periodOf(Number(days));
  const chats = useChats({
    ...period,
    page: list.params.page,
    pageSize: list.params.pageSize,
    ...(operator ? { operator } : {}),
    ...(channel ? { channel } : {}),
    ...(score ? { score } : {}),
  });
  const columns = useChatColumns(route.search);
  const nothingAtAll = chats.data !== undefined && chats.data.operators.length === 0;
  return (
    <>
      <p>{t(messages.intro)}</p>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <ChoiceFilter label={t(messages.period)} filter={list.filter('days')} options={PERIODS.map((value) => ({ value, label: t(messages.days, { days: Number(value) }) }))} />
        <OptionFilter
          label={t(messages.operator)}
          placeholder={t(messages.anyOperator)}
          filter={list.filter('operator')}
          options={(chats.data?.operators ?? []).map((account) => ({ value: account.id, label: `${account.name} (${CHANNELS[account.channel]})` }))}
          minWidth={180}
        />
        <OptionFilter
          label={t(messages.channel)}
          placeholder={t(messages.anyChannel)}
          filter={list.filter('channel')}
          options={CHAT_CHANNELS.map((value) => ({ value, label: CHANNELS[value] }))}
          minWidth={160}
        />
        <OptionFilter label={t(messages.score)} placeholder={t(messages.anyScore)} filter={list.filter('score')} options={CHAT_SCORE_BANDS.map((value) => ({ value, label: t(BANDS[value]) }))} minWidth={180} />
      </Flex>
      {chats.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => chats.refetch()} retrying={chats.isFetching} /> : null}
      <PagedTable
        label={t(messages.table)}
        columns={columns}
        data={chats.data}
        list={list}
        loading={chats.isFetching}
        empty={
          list.filtered && !nothingAtAll ? (
            <p>{t(messages.noMatch)}</p>
          ) : (
            <div>
              <p>{t(messages.empty)}</p>
              <RouteLink to="accounts">{t(messages.connect)}</RouteLink>
            </div>
          )
        }
        totalText={(total) => t(messages.total, { total })}
      />
    </>
  );
}

function useChatColumns(search: string): TableColumnsType<ChatSummary> {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  return useMemo(
    () => [
      {
        key: 'client',
        title: t(messages.client),
        render: (_, chat) => {
          const client = chat.clientName ? `${chat.clientName}, ${chat.phone}` : chat.phone;
          return (
            <RouteLink to="chats" search={searchWith(search, chat.id)}>
              <span aria-label={t(messages.open, { client })}>{client}</span>
            </RouteLink>
          );
        },
      },
      { key: 'channel', title: t(messages.channel), render: (_, chat) => CHANNELS[chat.channel] },
      { key: 'operator', title: t(messages.operator), render: (_, chat) => chat.operator },
      { key: 'messages', title: t(messages.messagesCount), align: 'right', render: (_, chat) => chat.messagesCount },
      { key: 'last', title: t(messages.lastMessage), onCell: () => ({ style: { whiteSpace: 'nowrap' } }), render: (_, chat) => formatDate(chat.lastMessageAt, locale, 'compact') },
      { key: 'score', title: t(messages.score), render: (_, chat) => scoreTag(t, chat) },
    ],
    [t, locale, search],
  );
}

function ChatView({ id }: { id: string }) {
  const t = useTranslate();
  const route = useRoute();
  const chat = useChat(id);
  return (
    <>
      <p>
        <RouteLink to="chats" search={searchWith(route.search, null)}>
          {t(messages.back)}
        </RouteLink>
      </p>
      {chat.isError ? <LoadFailedAlert title={t(messages.chatLoadFailed)} onRetry={() => chat.refetch()} retrying={chat.isFetching} /> : null}
      {chat.data ? <ChatDetails chat={chat.data} /> : chat.isError ? null : <ContentSkeleton label={t(messages.loading)} />}
    </>
  );
}

function ChatDetails({ chat }: { chat: ChatDetail }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const describe = useDescribeError(SCORE_ERRORS);
  const [error, setError] = useState<string | null>(null);
  const scoring = useScoreChatMutation({ onMutate: () => setError(null), onError: async (failure) => setError((await describe(failure)).message) });
  const client = chat.clientName ? `${chat.clientName}, ${chat.phone}` : chat.phone;
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 20, overflowWrap: 'anywhere' }}>
        {client}
      </Typography.Title>
      <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <span>
          {t(messages.channel)}: {CHANNELS[chat.channel]}
        </span>
        <span>
          {t(messages.operator)}: {chat.operator}
        </span>
        {scoreTag(t, chat)}
      </p>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t(messages.lines)}
      </Typography.Title>
      <ol aria-label={t(messages.lines)} style={{ listStyle: 'none', padding: 0, margin: '0 0 16px' }}>
        {chat.lines.map((line, index) => (
          <li key={index} style={{ marginBottom: 8, paddingInlineStart: line.side === 'client' ? 24 : 0, overflowWrap: 'anywhere' }}>
            <strong>{line.side === 'client' ? t(messages.clientSide) : line.author}:</strong> {line.text}
            {line.at ? (
              <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
                {formatDate(line.at, locale, 'compact')}
              </Typography.Text>
            ) : null}
          </li>
        ))}
      </ol>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t(messages.scoring)}
      </Typography.Title>
      {chat.scoreState === 'notScored' ? <p>{t(messages.notScoredText)}</p> : null}
      {chat.scoreState === 'outdated' ? <p>{t(messages.outdatedText)}</p> : null}
      {error ? (
        <Typography.Paragraph type="danger" role="alert">
          {error}
        </Typography.Paragraph>
      ) : null}
      <p>
        <Button type={chat.scoreState === 'scored' ? 'default' : 'primary'} loading={scoring.isPending} onClick={() => scoring.mutate(chat.id)}>
          {scoring.isPending ? t(messages.scoringNow) : t(chat.scoreState === 'notScored' ? messages.scoreNow : messages.scoreAgain)}
        </Button>
      </p>
      {chat.scoring ? <Scoring chat={chat} scoring={chat.scoring} /> : null}
    </Surface>
  );
}

function Scoring({ chat, scoring }: { chat: ChatDetail; scoring: NonNullable<ChatDetail['scoring']> }) {
  const t = useTranslate();
  const version = scoring.checklistVersion;
  const summary =
    scoring.failure !== null
      ? t(messages.unreadable, { reason: scoring.failure })
      : chat.scoreState === 'scored' && chat.fatalFailed
        ? t(messages.scoredFatal, { version })
        : chat.score === null
          ? t(messages.scoredNone, { version })
          : t(messages.scoredSummary, { score: chat.score, version });
  const columns: SmallTableColumn<ScoredItem & { id: string }>[] = [
    {
      key: 'criterion',
      title: t(messages.criterion),
      render: (item) => (
        <span style={{ display: 'inline-flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
          {item.title}
          {item.fatal ? <StatusTag tone="warning">{t(messages.fatal)}</StatusTag> : null}
        </span>
      ),
    },
    { key: 'weight', title: t(messages.weight), numeric: true, render: (item) => item.weight },
    { key: 'outcome', title: t(messages.outcome), render: (item) => <StatusTag tone={OUTCOMES[item.outcome].tone}>{t(OUTCOMES[item.outcome].label)}</StatusTag> },
    {
      key: 'quote',
      title: t(messages.quote),
      render: (item) => (item.quote === null ? <Typography.Text type="secondary">{t(messages.noQuote)}</Typography.Text> : <q>{item.quote}</q>),
    },
  ];
  return (
    <>
      <p style={{ fontWeight: 600 }}>{summary}</p>
      <Typography.Paragraph type="secondary">{t(scoring.scoredBy === 'openAiCompatible' ? messages.byModel : messages.byStandIn)}</Typography.Paragraph>
      <SmallTable label={t(messages.itemsTable)} columns={columns} rows={scoring.items.map((item) => ({ ...item, id: item.itemId }))} />
    </>
  );
}

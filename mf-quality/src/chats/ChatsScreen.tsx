import { Suspense, useMemo } from 'react';
import { CHAT_CHANNELS, CHAT_SCORE_BANDS, type ChatScoreBand, type ChatSummary } from '@cabinet/api/quality';
import { lazyScreen, RouteLink, useRemoteProps, useRoute, useSearchParam } from '@cabinet/contracts';
import { ContentSkeleton, Flex, PageHeading } from '@cabinet/design/core';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { ChoiceFilter, choiceParam, LoadFailedAlert, OptionFilter, optionParam, PagedTable, usePagedList, type ListParam } from '@cabinet/toolkit/list';
import { useChats } from '../api/chats';
import { screenCatalog } from '../catalog';
import { CHANNELS, labels, scoreTag, searchWith } from './chatLabels';

/** One chat with its lines and scoring (`?chat=`): fetched when a chat is opened, not with the list. */
const ChatView = lazyScreen<'ChatView', { id: string }>(() => import('./chat/ChatView'), 'ChatView', screenCatalog('chats/chat'));

const messages = {
  intro: /*i18n*/ {
    id: 'quality.chats.intro',
    message: 'The conversations of your connected channels (WhatsApp, Telegram, WABA, MAX), one per client and account. Open one to score it against your checklist, criterion by criterion.',
  },
  table: /*i18n*/ { id: 'quality.chats.table', message: 'Chats' },
  period: /*i18n*/ { id: 'quality.chats.period', message: 'Period' },
  days: /*i18n*/ { id: 'quality.chats.days', message: '{days} days' },
  anyOperator: /*i18n*/ { id: 'quality.chats.anyOperator', message: 'Any operator' },
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
};

const BANDS: Record<ChatScoreBand, MessageDescriptor> = {
  notScored: /*i18n*/ { id: 'quality.chats.band.notScored', message: 'Not scored' },
  fatal: /*i18n*/ { id: 'quality.chats.band.fatal', message: 'Fatal criterion missed' },
  low: /*i18n*/ { id: 'quality.chats.band.low', message: 'Under 50' },
  medium: /*i18n*/ { id: 'quality.chats.band.medium', message: '50 to 79' },
  high: /*i18n*/ { id: 'quality.chats.band.high', message: '80 and over' },
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
  const t = useTranslate();
  const route = useRoute();
  const open = useSearchParam('chat');
  return (
    <section>
      <PageHeading title={route.title} />
      {open ? (
        <Suspense fallback={<ContentSkeleton label={t(labels.loading)} />}>
          <ChatView id={open} />
        </Suspense>
      ) : (
        <ChatList />
      )}
    </section>
  );
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
          label={t(labels.operator)}
          placeholder={t(messages.anyOperator)}
          filter={list.filter('operator')}
          options={(chats.data?.operators ?? []).map((account) => ({ value: account.id, label: `${account.name} (${CHANNELS[account.channel]})` }))}
          minWidth={180}
        />
        <OptionFilter
          label={t(labels.channel)}
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
      { key: 'channel', title: t(labels.channel), render: (_, chat) => CHANNELS[chat.channel] },
      { key: 'operator', title: t(labels.operator), render: (_, chat) => chat.operator },
      { key: 'messages', title: t(messages.messagesCount), align: 'right', render: (_, chat) => chat.messagesCount },
      { key: 'last', title: t(messages.lastMessage), onCell: () => ({ style: { whiteSpace: 'nowrap' } }), render: (_, chat) => formatDate(chat.lastMessageAt, locale, 'compact') },
      { key: 'score', title: t(messages.score), render: (_, chat) => scoreTag(t, chat) },
    ],
    [t, locale, search],
  );
}

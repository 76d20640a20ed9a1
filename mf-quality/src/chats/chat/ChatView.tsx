import { useState } from 'react';
import type { ChatDetail, ItemOutcome } from '@cabinet/api/quality';
import { RouteLink, useRemoteProps, useRoute } from '@cabinet/contracts';
import { Button, ContentSkeleton, Surface, Typography, useDescribeError } from '@cabinet/design/core';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { LoadFailedAlert } from '@cabinet/toolkit/list';
import { ScoredItems, type ScoredItemsTexts } from '../../shared/ScoredItems';
import { useChat, useScoreChatMutation } from '../../api/chat';
import { CHANNELS, labels, scoreTag, searchWith } from '../chatLabels';

const messages = {
  back: /*i18n*/ { id: 'quality.chats.back', message: 'Back to all chats' },
  byModel: /*i18n*/ { id: 'quality.chats.byModel', message: 'Scored by the language model against each criterion, quoting the lines it rests on.' },
  byStandIn: /*i18n*/ {
    id: 'quality.chats.byStandIn',
    message: 'Scored by the local stand-in: a criterion’s words found in a line meet it; it matches words and understands nothing.',
  },
  chatLoadFailed: /*i18n*/ { id: 'quality.chats.chatLoadFailed', message: 'The chat could not be loaded' },
  clientSide: /*i18n*/ { id: 'quality.chats.clientSide', message: 'Client' },
  criterion: /*i18n*/ { id: 'quality.chats.criterion', message: 'Criterion' },
  fatal: /*i18n*/ { id: 'quality.chats.fatal', message: 'Fatal' },
  itemsTable: /*i18n*/ { id: 'quality.chats.itemsTable', message: 'Criteria of the chat' },
  lines: /*i18n*/ { id: 'quality.chats.lines', message: 'Conversation' },
  noQuote: /*i18n*/ { id: 'quality.chats.noQuote', message: 'No line' },
  notScoredText: /*i18n*/ {
    id: 'quality.chats.notScoredText',
    message: 'Not scored yet against your current checklist. Scoring reads the conversation with the language model and keeps the result.',
  },
  outcome: /*i18n*/ { id: 'quality.chats.outcome', message: 'Outcome' },
  outdatedText: /*i18n*/ { id: 'quality.chats.outdatedText', message: 'Messages came after this chat was scored: score it again to include them.' },
  quote: /*i18n*/ { id: 'quality.chats.quote', message: 'Quoted line' },
  scoreAgain: /*i18n*/ { id: 'quality.chats.scoreAgain', message: 'Score again' },
  scoreNow: /*i18n*/ { id: 'quality.chats.scoreNow', message: 'Score against the checklist' },
  scoredFatal: /*i18n*/ { id: 'quality.chats.scoredFatal', message: 'Failed: a fatal criterion was missed (score 0), against version {version} of the checklist.' },
  scoredNone: /*i18n*/ { id: 'quality.chats.scoredNone', message: 'No criterion applied to this chat, against version {version} of the checklist.' },
  scoredSummary: /*i18n*/ { id: 'quality.chats.scoredSummary', message: 'Score {score} of 100 against version {version} of the checklist.' },
  scoring: /*i18n*/ { id: 'quality.chats.scoring', message: 'Scoring' },
  scoringNow: /*i18n*/ { id: 'quality.chats.scoringNow', message: 'Scoring…' },
  unreadable: /*i18n*/ { id: 'quality.chats.unreadable', message: 'The language model’s answer could not be read: {reason}' },
  weight: /*i18n*/ { id: 'quality.chats.weight', message: 'Weight' },
};

/** Refusals of scoring, in the user's words; another code shows the server's message. */
const SCORE_ERRORS: Record<string, MessageDescriptor> = {
  CHECKLIST_REQUIRED: /*i18n*/ { id: 'quality.chats.error.checklistRequired', message: 'Save a checklist first: a chat is scored against it' },
  SCORING_UNAVAILABLE: /*i18n*/ { id: 'quality.chats.error.unavailable', message: 'The language model could not score this chat now; try again later' },
};

const OUTCOMES: Record<ItemOutcome, MessageDescriptor> = {
  passed: /*i18n*/ { id: 'quality.chats.outcome.passed', message: 'Met' },
  failed: /*i18n*/ { id: 'quality.chats.outcome.failed', message: 'Missed' },
  notApplicable: /*i18n*/ { id: 'quality.chats.outcome.notApplicable', message: 'Does not apply' },
};

/** The criteria table's words, this screen's. */
const SCORED_TEXTS: ScoredItemsTexts = {
  table: messages.itemsTable,
  criterion: messages.criterion,
  weight: messages.weight,
  outcome: messages.outcome,
  quote: messages.quote,
  noQuote: messages.noQuote,
  fatal: messages.fatal,
  outcomes: OUTCOMES,
};

/** `?chat=`: one conversation with its lines and its item-by-item scoring, scored on demand (issue 34). */
export function ChatView({ id }: { id: string }) {
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
      {chat.data ? <ChatDetails chat={chat.data} /> : chat.isError ? null : <ContentSkeleton label={t(labels.loading)} />}
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
          {t(labels.channel)}: {CHANNELS[chat.channel]}
        </span>
        <span>
          {t(labels.operator)}: {chat.operator}
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
  return (
    <>
      <p style={{ fontWeight: 600 }}>{summary}</p>
      <Typography.Paragraph type="secondary">{t(scoring.scoredBy === 'openAiCompatible' ? messages.byModel : messages.byStandIn)}</Typography.Paragraph>
      <ScoredItems items={scoring.items} texts={SCORED_TEXTS} />
    </>
  );
}

import { useState } from 'react';
import { TEST_CHAT_MESSAGES_MAX, TEST_CHAT_TEXT_MAX, type KnowledgeSourceKind, type TestChatAnswer, type TestChatMessage } from '@cabinet/api/ai';
import { Button, Flex, Surface, Typography, useDesignToken } from '@cabinet/design/core';
import { TextArea } from '@cabinet/design/forms';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useInlineFailure } from '@cabinet/toolkit/forms';
import { useTestChatMutation } from '../../api/testChat';
import { useDescribeBotError } from './botErrors';

const messages = {
  title: /*i18n*/ { id: 'ai.chat.title', message: 'Test chat' },
  about: /*i18n*/ { id: 'ai.chat.about', message: 'Write as a client would. The assistant answers with its saved settings; nothing is sent to clients or charged.' },
  log: /*i18n*/ { id: 'ai.chat.log', message: 'Test dialogue' },
  empty: /*i18n*/ { id: 'ai.chat.empty', message: 'No messages yet.' },
  you: /*i18n*/ { id: 'ai.chat.you', message: 'You (as a client)' },
  assistant: /*i18n*/ { id: 'ai.chat.assistant', message: 'Assistant' },
  message: /*i18n*/ { id: 'ai.chat.message', message: 'Message' },
  send: /*i18n*/ { id: 'ai.chat.send', message: 'Send' },
  restart: /*i18n*/ { id: 'ai.chat.restart', message: 'Start over' },
  failed: /*i18n*/ { id: 'ai.chat.failed', message: 'The assistant could not answer' },
  standIn: /*i18n*/ {
    id: 'ai.chat.standIn',
    message: 'Answered by the local stand-in model ({model}): it matches words with your instruction and understands nothing. A real model answers once one is connected.',
  },
  real: /*i18n*/ { id: 'ai.chat.real', message: 'Answered by the language model {model}' },
  tokens: /*i18n*/ { id: 'ai.chat.tokens', message: 'Tokens: {input} in, {output} out' },
  citations: /*i18n*/ { id: 'ai.chat.citations', message: 'Sources of this answer' },
  citation: /*i18n*/ { id: 'ai.chat.citationOf', message: '[{number}] {kind} “{source}”: “{text}”' },
};

/** Where a cited passage came from, as the test chat names it. */
const CITATION_KINDS: Record<KnowledgeSourceKind, MessageDescriptor> = {
  qa: /*i18n*/ { id: 'ai.chat.kind.qa', message: 'Q&A' },
  file: /*i18n*/ { id: 'ai.chat.kind.file', message: 'File' },
  url: /*i18n*/ { id: 'ai.chat.kind.url', message: 'Web page' },
  profile: /*i18n*/ { id: 'ai.chat.kind.profile', message: 'Company profile' },
};

interface Line {
  message: TestChatMessage;
  answer: TestChatAnswer | null;
}

/** Beside the settings: a dialogue with the assistant through the API and its language model, saying which model answered. */
export function TestChat({ botId }: { botId: string }) {
  const t = useTranslate();
  const token = useDesignToken();
  const [lines, setLines] = useState<Line[]>([]);
  const [draft, setDraft] = useState('');
  const failure = useInlineFailure(useDescribeBotError(), { title: messages.failed });
  const chat = useTestChatMutation(botId, {
    onMutate: () => failure.clear(),
    onSuccess: (answer) => setLines((current) => [...current, { message: { role: 'assistant', text: answer.text }, answer }]),
    onError: (error) => failure.onError(error),
  });

  const send = () => {
    const text = draft.trim();
    if (text === '' || chat.isPending) return;
    const next = [...lines, { message: { role: 'client' as const, text }, answer: null }];
    setLines(next);
    setDraft('');
    chat.mutate({ messages: next.slice(-TEST_CHAT_MESSAGES_MAX).map((line) => line.message) });
  };

  return (
    <Surface style={{ flex: '1 1 320px', maxWidth: 480 }}>
      <section aria-labelledby="ai-test-chat-title">
        <Typography.Title level={2} id="ai-test-chat-title" style={{ fontSize: 18, marginTop: 0 }}>
          {t(messages.title)}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t(messages.about)}</Typography.Paragraph>
        {/* Focusable: once the log scrolls, a keyboard user reaches and scrolls it too. */}
        <div role="log" aria-label={t(messages.log)} aria-live="polite" tabIndex={0} style={{ maxHeight: 420, overflowY: 'auto', marginBottom: 12 }}>
          {lines.length === 0 ? <Typography.Paragraph type="secondary">{t(messages.empty)}</Typography.Paragraph> : null}
          {lines.map((line, index) => (
            <div
              key={index}
              style={{
                margin: '8px 0',
                padding: '8px 12px',
                borderRadius: 8,
                background: line.message.role === 'client' ? token.colorFillAlter : token.colorPrimaryBg,
                marginInlineStart: line.message.role === 'client' ? 32 : 0,
                marginInlineEnd: line.message.role === 'client' ? 0 : 32,
              }}
            >
              <Typography.Text strong>{t(line.message.role === 'client' ? messages.you : messages.assistant)}</Typography.Text>
              <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{line.message.text}</Typography.Paragraph>
              {line.answer && line.answer.citations.length > 0 ? (
                <ul aria-label={t(messages.citations)} style={{ margin: '4px 0', paddingInlineStart: 16, fontSize: 12 }}>
                  {line.answer.citations.map((citation) => (
                    <li key={citation.number}>
                      {t(messages.citation, { number: citation.number, kind: t(CITATION_KINDS[citation.kind]), source: citation.sourceName, text: citation.text.length > 160 ? `${citation.text.slice(0, 160)}…` : citation.text })}
                    </li>
                  ))}
                </ul>
              ) : null}
              {line.answer ? (
                <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
                  {t(line.answer.answeredBy.kind === 'standIn' ? messages.standIn : messages.real, { model: line.answer.answeredBy.model })}{' '}
                  {t(messages.tokens, { input: line.answer.usage.inputTokens, output: line.answer.usage.outputTokens })}
                </Typography.Paragraph>
              ) : null}
            </div>
          ))}
        </div>
        {failure.alert}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <label htmlFor="ai-test-chat-message" style={{ display: 'block', marginBottom: 4 }}>
            {t(messages.message)}
          </label>
          <TextArea
            id="ai-test-chat-message"
            rows={2}
            value={draft}
            maxLength={TEST_CHAT_TEXT_MAX}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                send();
              }
            }}
          />
          <Flex gap={8} style={{ marginTop: 8 }}>
            <Button type="primary" htmlType="submit" loading={chat.isPending}>
              {t(messages.send)}
            </Button>
            <Button onClick={() => setLines([])} disabled={lines.length === 0 || chat.isPending}>
              {t(messages.restart)}
            </Button>
          </Flex>
        </form>
      </section>
    </Surface>
  );
}

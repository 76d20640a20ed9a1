import { useEffect, useRef, useState, type FormEvent } from 'react';
import { readApiError } from '@cabinet/api/core';
import type { Citation, PublicChatAnswer } from '@cabinet/api/ai';
import { AuthPage, PlainAlert, PlainButton, Spinner, TextField } from '@cabinet/design/plain';
import { useTranslate } from '@cabinet/i18n';
import { usePublicBot, usePublicChatMutation } from '../../api/publicChat';

const messages = {
  title: /*i18n*/ { id: 'ai.publicChat.title', message: 'Chat with {name}' },
  opening: /*i18n*/ { id: 'ai.publicChat.opening', message: 'Opening the chat…' },
  notFound: /*i18n*/ { id: 'ai.publicChat.notFound', message: 'This assistant does not exist or is switched off.' },
  refused: /*i18n*/ { id: 'ai.publicChat.refused', message: 'This chat is not allowed on this site. Write to the business on its own site.' },
  loadFailed: /*i18n*/ { id: 'ai.publicChat.loadFailed', message: 'The chat could not be opened. Try again.' },
  retry: /*i18n*/ { id: 'ai.publicChat.retry', message: 'Try again' },
  intro: /*i18n*/ { id: 'ai.publicChat.intro', message: 'An AI assistant answers here from the business’s own documents and says which ones it used.' },
  log: /*i18n*/ { id: 'ai.publicChat.log', message: 'Conversation' },
  you: /*i18n*/ { id: 'ai.publicChat.you', message: 'You' },
  assistant: /*i18n*/ { id: 'ai.publicChat.assistant', message: 'Assistant' },
  message: /*i18n*/ { id: 'ai.publicChat.message', message: 'Your message' },
  send: /*i18n*/ { id: 'ai.publicChat.send', message: 'Send' },
  thinking: /*i18n*/ { id: 'ai.publicChat.thinking', message: 'The assistant is writing…' },
  sources: /*i18n*/ { id: 'ai.publicChat.sources', message: 'Sources' },
  standIn: /*i18n*/ { id: 'ai.publicChat.standIn', message: 'Answered by the local stand-in model (development): it quotes the documents and understands nothing.' },
  model: /*i18n*/ { id: 'ai.publicChat.model', message: 'Answered by the language model {model}.' },
  noBalance: /*i18n*/ { id: 'ai.publicChat.noBalance', message: 'The assistant’s limit is exhausted: it answers again once the business tops up its balance.' },
  tooMany: /*i18n*/ { id: 'ai.publicChat.tooMany', message: 'Too many messages in a short time. Wait a minute and send again.' },
  failed: /*i18n*/ { id: 'ai.publicChat.failed', message: 'The assistant did not answer. Try again in a moment.' },
  empty: /*i18n*/ { id: 'ai.publicChat.empty', message: 'Write a message first' },
};

/** The most lines sent back with a message (the API takes 20): the latest ones. */
const SENT_LINES = 20;
const TEXT_MAX = 2000;

type Line = { role: 'client'; text: string } | { role: 'assistant'; text: string; answer: PublicChatAnswer };
type Problem = 'noBalance' | 'tooMany' | 'failed' | 'notFound' | 'empty' | null;

const bubble = (mine: boolean) =>
  ({
    alignSelf: mine ? 'flex-end' : 'flex-start',
    maxWidth: '88%',
    padding: '8px 12px',
    borderRadius: 12,
    background: mine ? '#e6f4ff' : '#f5f5f5',
    overflowWrap: 'anywhere',
    whiteSpace: 'pre-wrap',
  }) as const;

function Sources({ citations, label }: { citations: readonly Citation[]; label: string }) {
  if (citations.length === 0) return null;
  return (
    <div style={{ marginTop: 8, fontSize: 13 }}>
      <div style={{ fontWeight: 600 }}>{label}</div>
      <ol style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {citations.map((citation) => (
          <li key={citation.number} value={citation.number}>
            <span>{citation.sourceName}</span>
            <div style={{ color: 'rgba(0,0,0,.65)' }}>{citation.text}</div>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * PublicAiChat (/ai-chat/{botId}): a visitor with no account chats with the business's assistant, which
 * answers from the knowledge base and lists the passages it used. Drawn with the plain design alone, so the
 * page loads no antd; the same view on the cabinet's page, on mf-ai's own page and embedded on a site.
 */
export function AiChatView({ botId, brandName }: { botId: string; brandName: string }) {
  const t = useTranslate();
  const bot = usePublicBot(botId);
  const chat = usePublicChatMutation(botId);
  const [lines, setLines] = useState<Line[]>([]);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (bot.error) void readApiError(bot.error).then((error) => setRefusal(error?.code ?? 'failed'));
  }, [bot.error]);
  useEffect(() => {
    if (bot.data) document.title = t(messages.title, { name: bot.data.name });
  }, [bot.data, t]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lines.length, chat.isPending]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (text === '') return setProblem('empty');
    if (chat.isPending) return;
    const next: Line[] = [...lines, { role: 'client', text }];
    setLines(next);
    setDraft('');
    setProblem(null);
    chat.mutate(
      { messages: next.slice(-SENT_LINES).map((line) => ({ role: line.role, text: line.text })) },
      {
        onSuccess: (answer) => setLines((current) => [...current, { role: 'assistant', text: answer.text, answer }]),
        onError: async (error) => {
          const code = (await readApiError(error))?.code;
          setProblem(code === 'COPILOT_BOT_NO_BALANCE' ? 'noBalance' : code === 'TOO_MANY_REQUESTS' ? 'tooMany' : code === 'COPILOT_BOT_NOT_FOUND' ? 'notFound' : 'failed');
        },
      },
    );
  };

  let body;
  if (bot.isError) {
    const text = refusal === 'COPILOT_BOT_NOT_FOUND' ? messages.notFound : refusal === 'COPILOT_BOT_ORIGIN_REFUSED' ? messages.refused : messages.loadFailed;
    const final = refusal === 'COPILOT_BOT_NOT_FOUND' || refusal === 'COPILOT_BOT_ORIGIN_REFUSED';
    body = (
      <PlainAlert
        tone={final ? 'warning' : 'error'}
        role="alert"
        title={t(text)}
        action={final ? null : <PlainButton onClick={() => void bot.refetch()}>{t(messages.retry)}</PlainButton>}
      />
    );
  } else if (!bot.data) {
    body = <Spinner label={t(messages.opening)} />;
  } else {
    const problemText = problem === 'noBalance' ? messages.noBalance : problem === 'tooMany' ? messages.tooMany : problem === 'notFound' ? messages.notFound : problem === 'failed' ? messages.failed : null;
    body = (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        <p className="cab-text">{t(messages.intro)}</p>
        {/* Focusable: once the log scrolls, a keyboard user reaches and scrolls it too. */}
        <div role="log" aria-label={t(messages.log)} aria-live="polite" tabIndex={0} style={{ display: 'flex', flexDirection: 'column', gap: 8, maxHeight: '55vh', overflowY: 'auto' }}>
          {lines.map((line, index) =>
            line.role === 'client' ? (
              <div key={index} style={bubble(true)}>
                <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t(messages.you)}: </span>
                {line.text}
              </div>
            ) : (
              <div key={index} style={bubble(false)}>
                <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t(messages.assistant)}: </span>
                {line.text}
                <Sources citations={line.answer.citations} label={t(messages.sources)} />
                <div style={{ marginTop: 6, fontSize: 12, color: 'rgba(0,0,0,.65)' }}>
                  {line.answer.answeredBy.kind === 'standIn' ? t(messages.standIn) : t(messages.model, { model: line.answer.answeredBy.model })}
                </div>
              </div>
            ),
          )}
          {chat.isPending ? <Spinner label={t(messages.thinking)} /> : null}
          <div ref={end} />
        </div>
        {problemText ? <PlainAlert tone={problem === 'failed' ? 'error' : 'warning'} role="alert" title={t(problemText)} /> : null}
        <form onSubmit={send} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <TextField
            id="ai-chat-message"
            label={t(messages.message)}
            value={draft}
            maxLength={TEXT_MAX}
            autoComplete="off"
            error={problem === 'empty' ? t(messages.empty) : null}
            onChange={(event) => setDraft(event.target.value)}
          />
          <PlainButton type="submit" primary block loading={chat.isPending}>
            {t(messages.send)}
          </PlainButton>
        </form>
      </div>
    );
  }

  return (
    <AuthPage title={bot.data ? t(messages.title, { name: bot.data.name }) : t(messages.title, { name: brandName })} brandName={brandName}>
      {body}
    </AuthPage>
  );
}

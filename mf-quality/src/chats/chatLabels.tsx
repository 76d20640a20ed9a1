import type { ChatChannel, ChatSummary } from '@cabinet/api/quality';
import { StatusTag } from '@cabinet/design/core';
import type { Translate } from '@cabinet/i18n';

/* What the chats list and one chat's view (ChatView, loaded when a chat is opened) both say. */

export const labels = {
  channel: /*i18n*/ { id: 'quality.chats.channel', message: 'Source' },
  operator: /*i18n*/ { id: 'quality.chats.operator', message: 'Operator' },
  notScored: /*i18n*/ { id: 'quality.chats.notScored', message: 'Not scored yet' },
  outdated: /*i18n*/ { id: 'quality.chats.outdated', message: 'New messages since scored' },
  fatalFailed: /*i18n*/ { id: 'quality.chats.fatalFailed', message: '0: a fatal criterion missed' },
  noneApplied: /*i18n*/ { id: 'quality.chats.noneApplied', message: 'No criterion applied' },
  outOf: /*i18n*/ { id: 'quality.chats.outOf', message: '{score} of 100' },
  loading: /*i18n*/ { id: 'quality.chats.loading', message: 'Loading the chat…' },
};

export const CHANNELS: Record<ChatChannel, string> = { whatsapp: 'WhatsApp', telegram: 'Telegram', waba: 'WABA', max: 'MAX' };

export function scoreTag(t: Translate, chat: ChatSummary) {
  if (chat.scoreState === 'notScored') return <StatusTag tone="neutral">{t(labels.notScored)}</StatusTag>;
  if (chat.scoreState === 'outdated') return <StatusTag tone="warning">{t(labels.outdated)}</StatusTag>;
  if (chat.fatalFailed) return <StatusTag tone="danger">{t(labels.fatalFailed)}</StatusTag>;
  if (chat.score === null) return <StatusTag tone="neutral">{t(labels.noneApplied)}</StatusTag>;
  return <StatusTag tone={chat.score >= 80 ? 'success' : chat.score >= 50 ? 'warning' : 'danger'}>{t(labels.outOf, { score: chat.score })}</StatusTag>;
}

/** The URL of the list with `chat` set (or removed), the filters kept. */
export function searchWith(search: string, chat: string | null): string {
  const params = new URLSearchParams(search);
  if (chat === null) params.delete('chat');
  else params.set('chat', chat);
  const text = params.toString();
  return text ? `?${text}` : '';
}

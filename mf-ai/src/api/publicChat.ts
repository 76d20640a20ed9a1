import { useMutation, useQuery } from '@tanstack/react-query';
import { fillPath, useApiClient, type ApiClient } from '@cabinet/api/core';
import { AI_PUBLIC_PATHS, type Citation, type PublicBot, type PublicChatAnswer, type PublicChatRequest } from '@cabinet/api/ai';

/*
 * PublicAiChat's calls (AI_PUBLIC_PATHS; no sign-in, the assistant's id is all it takes). The answers are read
 * with small checks of their own rather than the contract's schemas, so the public view carries no schema code.
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function readBot(value: unknown): PublicBot {
  if (isRecord(value) && typeof value.id === 'string' && typeof value.name === 'string' && typeof value.language === 'string') {
    const language = value.language;
    if (language === 'ru' || language === 'en' || language === 'pt-BR' || language === 'uk-UA') return { id: value.id, name: value.name, language };
  }
  throw new Error('Not an assistant');
}

function readCitation(value: unknown): Citation | null {
  if (!isRecord(value)) return null;
  const { number, sourceId, sourceName, kind, text } = value;
  if (typeof number !== 'number' || typeof sourceId !== 'string' || typeof sourceName !== 'string' || typeof text !== 'string') return null;
  if (kind !== 'qa' && kind !== 'file') return null;
  return { number, sourceId, sourceName, kind, text };
}

function readAnswer(value: unknown): PublicChatAnswer {
  if (isRecord(value) && typeof value.text === 'string' && isRecord(value.answeredBy) && Array.isArray(value.citations)) {
    const { kind, model } = value.answeredBy;
    if ((kind === 'standIn' || kind === 'openAiCompatible') && typeof model === 'string') {
      return { text: value.text, answeredBy: { kind, model }, citations: value.citations.flatMap((item) => readCitation(item) ?? []) };
    }
  }
  throw new Error('Not an answer');
}

export async function getPublicBot(api: ApiClient, id: string): Promise<PublicBot> {
  return readBot(await api.get(fillPath(AI_PUBLIC_PATHS.publicBot, { id })).json<unknown>());
}

/** The language model can take its time: the chat waits longer than the client's default. */
const CHAT_TIMEOUT_MS = 60_000;

export async function sendPublicChat(api: ApiClient, id: string, body: PublicChatRequest): Promise<PublicChatAnswer> {
  return readAnswer(await api.post(fillPath(AI_PUBLIC_PATHS.publicChat, { id }), { json: body, timeout: CHAT_TIMEOUT_MS }).json<unknown>());
}

/** Not retried: a 404 or 403 will not mend by asking again. */
export function usePublicBot(id: string) {
  const api = useApiClient();
  return useQuery({ queryKey: ['ai', 'public', id], queryFn: () => getPublicBot(api, id), retry: false });
}

/** A visitor's message: nothing is stored, so nothing is refreshed. */
export function usePublicChatMutation(id: string) {
  const api = useApiClient();
  return useMutation({ mutationFn: (body: PublicChatRequest) => sendPublicChat(api, id, body) });
}

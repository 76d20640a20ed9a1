import { z } from 'zod';
import type { Transcriber } from '@cabinet/api/quality';
import { outsideSystemUrl, usesStandIn, type Config } from '../config';
import { LANGUAGE_MODEL_STAND_IN_KEY, LANGUAGE_MODEL_STAND_IN_PATH, OPENAI_BASE_URL } from '../platform/languageModel/languageModelOf';
import { LanguageModelError } from '../platform/languageModel/LanguageModel';
import { fetchFailure, parseJson } from '../platform/languageModel/openAiCompatible';

/**
 * Speech to text (issue 34): one interface, whatever implementation answers. `kind` says who: the stand-in
 * (it reads the script written into a generated recording's metadata and hears nothing) or a real
 * OpenAI-compatible provider, so the screen tells the owner which one transcribed a call.
 */
export interface SpeechToText {
  readonly kind: Transcriber;
  /** The recording's words; '' when it holds no speech. Fails with a LanguageModelError naming why. */
  transcribe(recording: Recording): Promise<string>;
}

export interface Recording {
  bytes: Uint8Array<ArrayBuffer>;
  /** The name the provider is told (its extension tells OpenAI the container). */
  fileName: string;
  /** The MIME type of its content. */
  mimeType: string;
}

/**
 * Decision: the transcription model. OpenAI's `whisper-1` takes every format a call may come in once named by
 * extension; compatible servers (whisper.cpp's, faster-whisper's, LocalAI) accept the name or ignore it.
 */
export const TRANSCRIPTION_MODEL = 'whisper-1';

/** The audio formats' MIME types, as the multipart part's type. */
export const AUDIO_MIME_TYPES: Readonly<Record<string, string>> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  flac: 'audio/flac',
  aiff: 'audio/aiff',
  aac: 'audio/aac',
  m4a: 'audio/mp4',
  wma: 'audio/x-ms-wma',
};

const transcriptionSchema = z.object({ text: z.string() });
const errorBodySchema = z.object({ error: z.object({ message: z.string() }) });

export interface OpenAiTranscriptionOptions {
  kind: Transcriber;
  /** Up to `/v1`, as LLM_BASE_URL. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

/**
 * OpenAI's transcription endpoint (`POST {baseUrl}/audio/transcriptions`, multipart: `file`, `model`,
 * `response_format=json`; answers `{ text }`), as OpenAI documents it and compatible servers serve it. On fetch
 * and FormData, as the chat client: one endpoint, nothing to install.
 */
export function openAiTranscription(options: OpenAiTranscriptionOptions): SpeechToText {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  return {
    kind: options.kind,
    async transcribe(recording) {
      const form = new FormData();
      form.append('file', new Blob([recording.bytes], { type: recording.mimeType }), recording.fileName);
      form.append('model', TRANSCRIPTION_MODEL);
      form.append('response_format', 'json');
      let response: Response;
      let text: string;
      try {
        response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${options.apiKey}` }, body: form, signal: AbortSignal.timeout(options.timeoutMs) });
        text = await response.text();
      } catch (error) {
        throw fetchFailure(error, options.timeoutMs, 'The transcription service');
      }
      const json = parseJson(text);
      if (!response.ok) {
        const said = errorBodySchema.safeParse(json);
        const detail = said.success ? said.data.error.message : `HTTP ${response.status}`;
        throw new LanguageModelError(response.status < 500 ? 'rejected' : 'failed', `The transcription service refused the recording: ${detail}`, response.status);
      }
      const parsed = transcriptionSchema.safeParse(json);
      if (!parsed.success) throw new LanguageModelError('malformed', 'The transcription service answered something that is not a transcription', response.status);
      return parsed.data.text.trim();
    },
  };
}

/**
 * The speech to text of this environment, decided as the language model's (`languageModelOf`) from the same
 * LLM_* variables: development without LLM_BASE_URL calls the stand-in at `stand-ins/openai/v1`; otherwise the
 * configured OpenAI-compatible endpoint (or OpenAI's) with LLM_API_KEY; production without a key has none.
 * Recordings are read for up to ten times LLM_TIMEOUT_MS: an hour of audio takes a provider a while.
 */
export function speechToTextOf(config: Pick<Config, 'mode' | 'publicUrl' | 'languageModel'>): SpeechToText {
  const settings = config.languageModel;
  const system = { standInPath: LANGUAGE_MODEL_STAND_IN_PATH, configured: settings.baseUrl, real: OPENAI_BASE_URL };
  const standIn = usesStandIn(config, system.configured);
  const apiKey = settings.apiKey ?? (standIn ? LANGUAGE_MODEL_STAND_IN_KEY : null);
  const kind: Transcriber = standIn ? 'standIn' : 'openAiCompatible';
  if (apiKey === null) {
    return { kind, transcribe: () => Promise.reject(new LanguageModelError('notConfigured', 'No transcription service is configured (LLM_API_KEY)')) };
  }
  return openAiTranscription({ kind, baseUrl: outsideSystemUrl(config, system), apiKey, timeoutMs: settings.timeoutMs * 10 });
}

import { randomBytes } from 'node:crypto';
import { parseBuffer } from 'music-metadata';
import { z } from 'zod';
import { route, type Route } from '../../http/route';
import { createBehaviours, hang } from '../../standIns/behaviours';
import { controlRoutes } from '../../standIns/controlRoutes';
import { criteriaOfRequest } from '../checklistScoring';
import type { Completion, CompletionRequest, LanguageModel } from '../LanguageModel';
import { LANGUAGE_MODEL_STAND_IN_KEY, LANGUAGE_MODEL_STAND_IN_PATH } from '../languageModelOf';
import { scoreTranscript } from './checklistRules';


const requestSchema = z.object({
  model: z.string().min(1),
  messages: z
    .array(z.object({ role: z.enum(['system', 'developer', 'user', 'assistant', 'tool']), content: z.string().nullable() }))
    .min(1),
  temperature: z.number().min(0).max(2).optional(),
  max_tokens: z.number().int().min(1).optional(),
  tools: z
    .array(z.object({ type: z.literal('function'), function: z.object({ name: z.string().min(1), description: z.string().optional(), parameters: z.record(z.string(), z.unknown()).optional() }) }))
    .optional(),
});

/** The phrases a tool's description quotes ("…", «…», “…”), lower case: the stand-in's trigger words for it. */
export function quotedPhrases(description: string): string[] {
  return [...description.matchAll(/"([^"]+)"|«([^»]+)»|“([^”]+)”/g)].map((match) => (match[1] ?? match[2] ?? match[3] ?? '').trim().toLocaleLowerCase()).filter((phrase) => phrase !== '');
}

/**
 * The tool the stand-in calls, by rule (it understands nothing): the first whose description quotes a phrase
 * the client's last message holds, ignoring case; null when none does.
 */
export function standInToolCall(tools: ReadonlyArray<{ function: { name: string; description?: string | undefined } }>, question: string): string | null {
  const asked = question.toLocaleLowerCase();
  return tools.find((tool) => quotedPhrases(tool.function.description ?? '').some((phrase) => asked.includes(phrase)))?.function.name ?? null;
}

/** The stand-in's arguments for the tool it calls: every property of its parameters is the client's message, as said. */
export function standInArguments(tools: ReadonlyArray<{ function: { name: string; parameters?: Record<string, unknown> | undefined } }>, name: string, question: string): Record<string, string> {
  const properties = tools.find((tool) => tool.function.name === name)?.function.parameters?.['properties'];
  const keys = typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
  return Object.fromEntries(keys.map((key) => [key, question]));
}

/** The result (or error) of a tool the caller ran, given as a system message after the client's last one ("Tool result (rest): …"). */
export function toolResultOf(messages: ReadonlyArray<{ role: string; content: string | null }>): string | null {
  const lastUser = messages.map((message) => message.role).lastIndexOf('user');
  const found = messages.slice(lastUser + 1).find((message) => (message.role === 'system' || message.role === 'tool') && /^Tool (result|error) \(/.test(message.content ?? ''));
  return found?.content ?? null;
}

const openAiError = (message: string, type: string, code: string | null, param: string | null = null) => ({ error: { message, type, param, code } });

/**
 * Words of four letters or more (short ones are mostly "and", "you", "как"), lower case, in any script, each
 * by its first four letters, so "open" and "opening" meet: a crude stem, for a stand-in.
 */
function wordsOf(text: string): string[] {
  return (text.toLocaleLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []).map((word) => word.slice(0, 4));
}

/** The passages the stand-in may answer from: the system messages' paragraphs and lines (the instruction, the knowledge given). */
export function passagesOf(system: readonly string[]): string[] {
  return system.flatMap((text) => text.split(/\n+/)).map((line) => line.trim()).filter((line) => line !== '');
}

/**
 * The passage sharing the rarest words with the question (each shared word weighs 1 / the passages holding
 * it), the first on a tie; null when none shares a word. Deterministic: the same input, the same answer.
 */
export function closestPassage(passages: readonly string[], question: string): string | null {
  const asked = new Set(wordsOf(question));
  const held = passages.map((passage) => new Set(wordsOf(passage)));
  let best = -1;
  let bestScore = 0;
  held.forEach((words, index) => {
    let score = 0;
    for (const word of asked) {
      if (!words.has(word)) continue;
      score += 1 / held.filter((other) => other.has(word)).length;
    }
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return passages[best] ?? null;
}

/**
 * The stand-in's answer. It never pretends to understand: it says it is a stand-in, and quotes the passage
 * of what it was given that shares the most words with the client's last message, or says none does.
 */
export function standInAnswer(messages: ReadonlyArray<{ role: string; content: string | null }>): string {
  const system = messages.filter((message) => message.role === 'system' || message.role === 'developer').map((message) => message.content ?? '');
  const question = [...messages].reverse().find((message) => message.role === 'user')?.content ?? '';
  // A checklist scoring request (checklistScoring.ts): scored by the deterministic rules, answered as the JSON asked for.
  const criteria = system[0] === undefined ? null : criteriaOfRequest(system[0]);
  if (criteria) {
    return JSON.stringify({ items: scoreTranscript(criteria, question).map(({ itemId, outcome, quote }) => ({ id: itemId, outcome, quote })) });
  }
  const result = toolResultOf(messages);
  if (result !== null) return `Stand-in model (it matches words and understands nothing): the tool answered: “${result.replace(/^Tool (result|error) \([^)]*\):\s*/, '')}”`;
  const passage = closestPassage(passagesOf(system), question);
  if (passage === null) {
    return 'Stand-in model (it matches words and understands nothing): no passage of the instruction or the knowledge it was given shares a word with this message.';
  }
  return `Stand-in model (it matches words and understands nothing): the passage it was given that shares the most words with this message is: “${passage}”`;
}

/** What the stand-in counts as tokens: words and punctuation marks (no tokenizer; its counts are approximate and say so in the docs). */
const countTokens = (text: string) => (text.match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu) ?? []).length;

type StandInTool = { function: { name: string; description?: string | undefined; parameters?: Record<string, unknown> | undefined } };

/** What the stand-in answers a chat completion: a tool call by rule, or its text; tokens counted as countTokens does. */
export interface StandInCompletion {
  text: string;
  toolCall: { name: string; arguments: string } | null;
  inputTokens: number;
  outputTokens: number;
}

/** The stand-in's completion of a request, the one rule both its HTTP route and the in-process model follow. */
export function standInCompletion(messages: ReadonlyArray<{ role: string; content: string | null }>, tools: readonly StandInTool[]): StandInCompletion {
  const inputTokens = messages.reduce((sum, message) => sum + countTokens(message.content ?? '') + 4, 0);
  const question = [...messages].reverse().find((message) => message.role === 'user')?.content ?? '';
  // A tool's result given (a system message after the client's): answered from it, not called again.
  const tool = toolResultOf(messages) === null ? standInToolCall(tools, question) : null;
  if (tool !== null) {
    const args = JSON.stringify(standInArguments(tools, tool, question));
    return { text: '', toolCall: { name: tool, arguments: args }, inputTokens, outputTokens: countTokens(args) };
  }
  const text = standInAnswer(messages);
  return { text, toolCall: null, inputTokens, outputTokens: countTokens(text) };
}

/**
 * The stand-in as a LanguageModel in this process, without HTTP: for work that runs before the API listens
 * (the demo seed's dialogues) and for benches that measure the cabinet rather than the loopback. Its answers
 * and token counts are the HTTP stand-in's (standInCompletion).
 */
export function standInLanguageModel(model = 'gpt-4o-mini'): LanguageModel {
  return {
    kind: 'standIn',
    complete(request: CompletionRequest): Promise<Completion> {
      const tools = (request.tools ?? []).map((tool) => ({ function: { name: tool.name, description: tool.description, parameters: tool.parameters } }));
      const completion = standInCompletion(request.messages, tools);
      const usage = { inputTokens: completion.inputTokens, outputTokens: completion.outputTokens };
      const answered = request.model ?? model;
      return Promise.resolve({ text: completion.text, model: answered, usage, toolCalls: completion.toolCall === null ? [] : [completion.toolCall] });
    },
  };
}

/**
 * What the transcription stand-in "hears": the script written into a generated recording's metadata (its
 * comment: RIFF INFO ICMT, an ID3 COMM frame, a Vorbis COMMENT), or '' for a recording without one, as OpenAI
 * answers silence. It never listens to the audio itself.
 */
export async function scriptOf(bytes: Uint8Array, fileName: string): Promise<string> {
  try {
    // The parser is picked by the name's extension (its guess from content fails under jest's module transform).
    const { common } = await parseBuffer(bytes, { path: fileName, size: bytes.length }, { skipCovers: true, duration: false });
    const comment = (common.comment ?? []).map((entry) => entry.text ?? '').find((text) => text.trim() !== '');
    return (comment ?? '').trim();
  } catch {
    return '';
  }
}

/** OpenAI's own limit on a transcription's file. */
export const TRANSCRIPTION_MAX_BYTES = 25 * 1024 * 1024;
const TRANSCRIPTION_FORMATS = new Set(['flac', 'mp3', 'mp4', 'mpeg', 'mpga', 'm4a', 'ogg', 'oga', 'wav', 'webm', 'aac', 'aiff', 'aif', 'wma']);

export interface LanguageModelStandInOptions {
  /** How long a commanded timeout holds the request. */
  hangMs?: number;
}

/** A multipart body read as the web platform reads one (undici's FormData parser): no dependency. */
async function formOf(body: Buffer, contentType: string): Promise<FormData | null> {
  try {
    return await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch {
    return null;
  }
}

/**
 * A local stand-in of OpenAI's Chat Completions and audio transcription APIs as its public documentation shows it: `POST
 * /v1/chat/completions` with a bearer key, the request's checks (400 invalid_request_error), 401
 * invalid_api_key, the `chat.completion` object with `usage`, and `POST /v1/audio/transcriptions` (multipart, `{ text }`);
 * commanded through `_control/behaviours` to fail
 * (500 server_error, or the status given) or to time out. Development and tests only.
 */
export function createLanguageModelStandIn(options: LanguageModelStandInOptions = {}) {
  const behaviours = createBehaviours();
  const base = LANGUAGE_MODEL_STAND_IN_PATH;
  const routes: Route[] = [
    route({
      method: 'POST',
      path: `${base}/chat/completions`,
      access: 'guest',
      summary: 'OpenAI-compatible language model stand-in: a chat completion',
      description: `Accepts the key ${LANGUAGE_MODEL_STAND_IN_KEY}. Answers from the system messages' passages by shared words, and says it is a stand-in; a checklist scoring request (platform/languageModel/checklistScoring.ts) is answered with the JSON it asks for, scored by deterministic rules that quote the lines.`,
      body: z.record(z.string(), z.unknown()),
      responses: { 200: { description: 'A `chat.completion` object, or an OpenAI error body as commanded' } },
      async handler({ request, reply, body }) {
        if ((request.headers.authorization ?? '') !== `Bearer ${LANGUAGE_MODEL_STAND_IN_KEY}`) {
          return reply.code(401).send(openAiError('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'));
        }
        const parsed = requestSchema.safeParse(body());
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          return reply.code(400).send(openAiError(issue ? `${issue.path.join('.')}: ${issue.message}` : 'Invalid request', 'invalid_request_error', null, issue?.path.join('.') ?? null));
        }
        const behaviour = behaviours.next('');
        if (behaviour.outcome === 'timeout' || behaviour.outcome === 'abandon') {
          await hang(reply.raw, options.hangMs ?? 120_000);
          return reply.code(504).send(openAiError('Gateway timeout', 'server_error', null));
        }
        if (behaviour.outcome === 'fail' || behaviour.outcome === 'failLater') {
          return reply.code(behaviour.httpStatus ?? 500).send(openAiError(behaviour.message ?? 'The server had an error while processing your request.', 'server_error', null));
        }
        const request_ = parsed.data;
        const completion = standInCompletion(request_.messages, request_.tools ?? []);
        const id = `chatcmpl-${randomBytes(12).toString('base64url')}`;
        const usage = { prompt_tokens: completion.inputTokens, completion_tokens: completion.outputTokens, total_tokens: completion.inputTokens + completion.outputTokens };
        if (completion.toolCall !== null) {
          const { name, arguments: args } = completion.toolCall;
          return {
            id,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: request_.model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: null, refusal: null, tool_calls: [{ id: `call_${randomBytes(9).toString('base64url')}`, type: 'function', function: { name, arguments: args } }] },
                logprobs: null,
                finish_reason: 'tool_calls',
              },
            ],
            usage,
          };
        }
        return {
          id,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: request_.model,
          choices: [{ index: 0, message: { role: 'assistant', content: completion.text, refusal: null }, logprobs: null, finish_reason: 'stop' }],
          usage,
        };
      },
    }),
    route({
      method: 'POST',
      path: `${base}/audio/transcriptions`,
      access: 'guest',
      summary: 'OpenAI-compatible transcription stand-in: a recording to text',
      description: `multipart/form-data with \`file\` and \`model\`; accepts the key ${LANGUAGE_MODEL_STAND_IN_KEY}. Hears nothing: answers the script written into the file's metadata (its comment), or an empty text for a file without one, as OpenAI answers silence.`,
      bodyContentType: 'multipart/form-data',
      responses: { 200: { description: '`{ text }` (response_format json or verbose_json), the text alone for text, or an OpenAI error body as commanded' } },
      async handler({ request, reply }) {
        if ((request.headers.authorization ?? '') !== `Bearer ${LANGUAGE_MODEL_STAND_IN_KEY}`) {
          return reply.code(401).send(openAiError('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'));
        }
        const contentType = request.headers['content-type'] ?? '';
        const form = Buffer.isBuffer(request.body) && contentType.startsWith('multipart/form-data') ? await formOf(request.body, contentType) : null;
        const file = form?.get('file');
        const model = form?.get('model');
        if (!form || !(file instanceof Blob)) return reply.code(400).send(openAiError("'file' is a required property", 'invalid_request_error', null, 'file'));
        if (typeof model !== 'string' || model === '') return reply.code(400).send(openAiError("'model' is a required property", 'invalid_request_error', null, 'model'));
        const name = file instanceof File ? file.name : '';
        const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
        if (!TRANSCRIPTION_FORMATS.has(extension)) {
          return reply.code(400).send(openAiError(`Invalid file format. Supported formats: ${[...TRANSCRIPTION_FORMATS].join(', ')}`, 'invalid_request_error', null, 'file'));
        }
        const behaviour = behaviours.next('');
        if (behaviour.outcome === 'timeout' || behaviour.outcome === 'abandon') {
          await hang(reply.raw, options.hangMs ?? 120_000);
          return reply.code(504).send(openAiError('Gateway timeout', 'server_error', null));
        }
        if (behaviour.outcome === 'fail' || behaviour.outcome === 'failLater') {
          return reply.code(behaviour.httpStatus ?? 500).send(openAiError(behaviour.message ?? 'The server had an error while processing your request.', 'server_error', null));
        }
        const text = await scriptOf(new Uint8Array(await file.arrayBuffer()), name);
        const format = form.get('response_format');
        if (format === 'text') return reply.type('text/plain; charset=utf-8').send(text);
        return { text };
      },
    }),
    ...controlRoutes(base, 'Language model stand-in', { behaviours }),
  ];
  return { routes, behaviours };
}

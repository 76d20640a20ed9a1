import { z } from 'zod';
import { LanguageModelError, type Completion, type CompletionRequest, type LanguageModel } from './LanguageModel';

/**
 * The OpenAI-compatible Chat Completions client (`POST {baseUrl}/chat/completions`, bearer key, the answer's
 * `choices[0].message.content` and `usage`), as OpenAI documents it and as compatible providers (Azure's
 * OpenAI-compatible endpoint, OpenRouter, vLLM, Ollama, the local stand-in) serve it. Written on fetch rather
 * than the `openai` package: one endpoint (with `tools` and the answer's `tool_calls` for the assistants'
 * plugins), and nothing more to install or keep in step.
 */
export interface OpenAiCompatibleOptions {
  kind: LanguageModel['kind'];
  /** Up to `/v1`, e.g. https://api.openai.com/v1. */
  baseUrl: string;
  apiKey: string;
  /** The model asked for when a request names none. */
  model: string;
  timeoutMs: number;
}

const completionSchema = z.object({
  model: z.string(),
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable(),
          tool_calls: z.array(z.object({ function: z.object({ name: z.string(), arguments: z.string() }) })).nullish(),
        }),
      }),
    )
    .min(1),
  usage: z.object({ prompt_tokens: z.number().int().min(0), completion_tokens: z.number().int().min(0) }).optional(),
});

const errorBodySchema = z.object({ error: z.object({ message: z.string() }) });

export function openAiCompatibleModel(options: OpenAiCompatibleOptions): LanguageModel {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    kind: options.kind,
    async complete(request: CompletionRequest): Promise<Completion> {
      const body = {
        model: request.model ?? options.model,
        messages: request.messages.map(({ role, content }) => ({ role, content })),
        ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
        ...(request.maxOutputTokens === undefined ? {} : { max_tokens: request.maxOutputTokens }),
        ...(request.tools === undefined || request.tools.length === 0
          ? {}
          : { tools: request.tools.map(({ name, description, parameters }) => ({ type: 'function', function: { name, description, parameters } })) }),
      };
      let response: Response;
      let text: string;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        throw fetchFailure(error, options.timeoutMs);
      }
      const json = parseJson(text);
      if (!response.ok) {
        const said = errorBodySchema.safeParse(json);
        const detail = said.success ? said.data.error.message : `HTTP ${response.status}`;
        throw new LanguageModelError(response.status < 500 ? 'rejected' : 'failed', `The language model refused the request: ${detail}`, response.status);
      }
      const parsed = completionSchema.safeParse(json);
      if (!parsed.success) throw new LanguageModelError('malformed', 'The language model answered something that is not a chat completion', response.status);
      const [choice] = parsed.data.choices;
      return {
        text: choice?.message.content ?? '',
        model: parsed.data.model,
        usage: { inputTokens: parsed.data.usage?.prompt_tokens ?? 0, outputTokens: parsed.data.usage?.completion_tokens ?? 0 },
        toolCalls: (choice?.message.tool_calls ?? []).map((call) => ({ name: call.function.name, arguments: call.function.arguments })),
      };
    },
  };
}

/**
 * A fetch that threw, named as the provider's other failures (`service`: "The language model", "The
 * transcription service"). Read by shape, not `instanceof`: fetch's errors may come from another realm (a test
 * runner's).
 */
export function fetchFailure(error: unknown, timeoutMs: number, service = 'The language model'): LanguageModelError {
  const name = fieldOf(error, 'name');
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new LanguageModelError('timeout', `${service} did not answer within ${Math.round(timeoutMs / 1000)} s`);
  }
  const cause = fieldOf(typeof error === 'object' && error !== null && 'cause' in error ? error.cause : null, 'code');
  if (cause === 'ECONNREFUSED' || cause === 'ENOTFOUND' || cause === 'EAI_AGAIN' || cause === 'EHOSTUNREACH' || cause === 'ENETUNREACH') {
    return new LanguageModelError('unreachable', `${service} could not be reached (${cause})`);
  }
  return new LanguageModelError('failed', `The connection to ${service.replace(/^The /, 'the ')} broke: ${fieldOf(error, 'message') ?? String(error)}`);
}

function fieldOf(value: unknown, key: 'name' | 'code' | 'message'): string | null {
  if (typeof value !== 'object' || value === null || !(key in value)) return null;
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'string' ? field : null;
}

/** The body as JSON, or null for what is not (a proxy's HTML error page). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

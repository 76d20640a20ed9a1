/**
 * The language-model provider interface (issues 32 and 33 both use it): one chat completion, whatever
 * implementation answers. The cabinet's code never knows which one it talks to, only what it says it is
 * (`kind`), so a screen can tell the owner whether a real model or the local stand-in answered.
 */
export interface LanguageModel {
  /** `standIn`: the development stand-in (matches words, understands nothing); `openAiCompatible`: a real provider. */
  readonly kind: 'standIn' | 'openAiCompatible';
  complete(request: CompletionRequest): Promise<Completion>;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompletionRequest {
  messages: readonly ChatMessage[];
  /** The model asked for; the provider's configured one (LLM_MODEL) when absent. */
  model?: string;
  temperature?: number;
  maxOutputTokens?: number;
  /** Functions the model may call instead of answering (Chat Completions' `tools`): the assistant's plugins. */
  tools?: readonly ToolDefinition[];
}

/** A function the model may call: its name, when to call it (the model reads the description), and its arguments' JSON Schema. */
export interface ToolDefinition {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

/** A function the model called, with its arguments as the JSON text it wrote. */
export interface ToolCall {
  name: string;
  arguments: string;
}

export interface Completion {
  text: string;
  /** The model that answered, as the provider names it. */
  model: string;
  /** The provider's own token counts (`usage`). */
  usage: { inputTokens: number; outputTokens: number };
  /** The functions the model called (`message.tool_calls`); absent or empty when it answered in text. */
  toolCalls?: ToolCall[];
}

/**
 * Why no completion came, for the caller to put in words:
 * - notConfigured: production without a key (nothing was sent);
 * - timeout: no answer within the time-out (the provider may still be working; nothing is charged here);
 * - unreachable: the request never reached the provider;
 * - rejected: the provider refused the request (4xx: a wrong key, an unknown model, a quota);
 * - failed: the provider failed (5xx) or the connection broke;
 * - malformed: the answer was not a chat completion.
 */
export type LanguageModelFailure = 'notConfigured' | 'timeout' | 'unreachable' | 'rejected' | 'failed' | 'malformed';

export class LanguageModelError extends Error {
  constructor(
    readonly reason: LanguageModelFailure,
    message: string,
    /** The provider's HTTP status, when it answered. */
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'LanguageModelError';
  }
}

import type { ToolCall, ToolDefinition } from '../platform/languageModel/LanguageModel';

/*
 * The plumbing every plugin offered to the model as tools shares (yclients_salon / altegio_salon, medflex,
 * flower_shop, send_file): its tool definitions, and the run of the call the model made of one of its tools.
 */

/** A tool's outcome: the system message the model answers from, and for send_file the file's link the answer must carry. */
export interface ToolOutcome {
  ok: boolean;
  message: string;
  link?: string;
}

/** The tools a plugin (or all of them) offers, and the outcome of the call the model made of one of them; null when it called none. */
export interface OfferedTools {
  tools: ToolDefinition[];
  answer(calls: readonly ToolCall[] | undefined, now: Date): Promise<ToolOutcome | null>;
}

/**
 * A tool the model may call: `args` are its string arguments (name → what the model reads of it, in this
 * order), `required` those it must give.
 */
export function toolDefinition(name: string, description: string, args: Readonly<Record<string, string>> = {}, required: readonly string[] = []): ToolDefinition {
  const properties = Object.fromEntries(Object.entries(args).map(([arg, about]) => [arg, { type: 'string', description: about }]));
  return { name, description, parameters: { type: 'object', properties, required: [...required] } };
}

/** A plugin's offer: its tools, and `run` of the model's first call of one of `names` (its tools' names, offered or not). */
export function offerTools(tools: ToolDefinition[], names: Iterable<string>, run: (call: ToolCall, now: Date) => ToolOutcome | Promise<ToolOutcome>): OfferedTools {
  const answered: ReadonlySet<string> = new Set(names);
  return {
    tools,
    answer: async (calls, now) => {
      const call = (calls ?? []).find((candidate) => answered.has(candidate.name));
      return call ? run(call, now) : null;
    },
  };
}

/**
 * The plugins' offers as one: the tools of `offers` in their order, and the answer of the first plugin of
 * `answering` (the same offers, in the order their calls win when the model calls several) that was called.
 */
export function offerAll(offers: readonly (OfferedTools | null)[], answering: readonly (OfferedTools | null)[] = offers): OfferedTools {
  return {
    tools: offers.flatMap((offer) => offer?.tools ?? []),
    answer: async (calls, now) => {
      for (const offer of answering) {
        const outcome = offer ? await offer.answer(calls, now) : null;
        if (outcome) return outcome;
      }
      return null;
    },
  };
}

import { z } from 'zod';

/**
 * What a stand-in does with the next message (or every message to one number), on command:
 * - succeed: accepts it and later reports it sent, delivered (and, for WhatsApp, read);
 * - fail: refuses it at once with the provider's error `code` (and HTTP status);
 * - failLater: accepts it, then reports it failed with `code` (a status webhook);
 * - timeout: never answers (until the caller gives up or `hangMs` passes);
 * - abandon: accepts it and never reports anything again.
 */
export const behaviourSchema = z.object({
  outcome: z.enum(['succeed', 'fail', 'failLater', 'timeout', 'abandon']),
  /** Only messages to this number (E.164, or the same digits); any message when absent. */
  to: z.string().optional(),
  /** How many messages it applies to; every one while it stays when absent with `to`, one without. */
  times: z.number().int().min(1).optional(),
  code: z.number().int().optional(),
  httpStatus: z.number().int().min(400).max(599).optional(),
  message: z.string().optional(),
});
export type Behaviour = z.infer<typeof behaviourSchema>;

interface Rule {
  behaviour: Behaviour;
  remaining: number | null;
}

const digits = (phone: string) => phone.replace(/\D/g, '');

/** The commanded behaviours, the first matching one used (and used up); succeed when none matches. */
export function createBehaviours() {
  let rules: Rule[] = [];
  return {
    add(behaviour: Behaviour): void {
      rules.push({ behaviour, remaining: behaviour.times ?? (behaviour.to === undefined ? 1 : null) });
    },
    clear(): void {
      rules = [];
    },
    next(to: string): Behaviour {
      const rule = rules.find((candidate) => candidate.behaviour.to === undefined || digits(candidate.behaviour.to) === digits(to));
      if (!rule) return { outcome: 'succeed' };
      if (rule.remaining !== null) {
        rule.remaining -= 1;
        if (rule.remaining === 0) rules = rules.filter((candidate) => candidate !== rule);
      }
      return rule.behaviour;
    },
  };
}
export type Behaviours = ReturnType<typeof createBehaviours>;

/** One callback a stand-in made, for a test or a developer to look at. */
export interface CallbackRecord {
  url: string;
  status: number | null;
  error: string | null;
}

/**
 * The stand-in's calls back to the cabinet, made after `delayMs` and tracked, so a test can wait for them
 * all (`settled`) and a developer can see what answered what (`log`).
 */
export function createCallbacks(delayMs: number) {
  const pending = new Set<Promise<void>>();
  const log: CallbackRecord[] = [];

  async function post(url: string, headers: Record<string, string>, body: string): Promise<CallbackRecord> {
    try {
      const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      return { url, status: response.status, error: null };
    } catch (error) {
      return { url, status: null, error: error instanceof Error ? error.message : String(error) };
    }
  }

  return {
    log,
    /** Calls now and answers what came back (an inbound message commanded by a test). */
    async now(url: string, headers: Record<string, string>, body: string): Promise<CallbackRecord> {
      const record = await post(url, headers, body);
      keepLast(log, record);
      return record;
    },
    /** Calls these one after the other, each `delayMs` after the previous, in the background. */
    later(calls: ReadonlyArray<() => { url: string; headers: Record<string, string>; body: string } | null>): void {
      const run = (async () => {
        for (const make of calls) {
          if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
          const call = make();
          if (call === null) continue;
          keepLast(log, await post(call.url, call.headers, call.body));
        }
      })();
      pending.add(run);
      void run.finally(() => pending.delete(run));
    },
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
export type Callbacks = ReturnType<typeof createCallbacks>;

/**
 * Holds a request unanswered until the caller hangs up or `hangMs` passes: a provider that timed out.
 * `response` is the reply's Node response, whose "close" comes when the connection ends before an answer.
 */
export function hang(response: { once(event: 'close', listener: () => void): unknown }, hangMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, hangMs);
    timer.unref();
    response.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Appends, keeping the newest 1000: a stand-in left running for days does not grow without end. */
export function keepLast<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > 1000) list.splice(0, list.length - 1000);
}

import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../config';
import type { AppContext } from '../platform/AppContext';
import type { Clock } from '../platform/clock';
import type { JobQueue } from '../platform/jobs/JobQueue';
import { QUEUES } from '../platform/jobs/queues';
import type { ChannelAdapter, MessageEvent, OutboundMessage, SendResult } from './Channel';
import { messageEventsOf, recordOnce } from './events';

/**
 * The simulated messenger: the demo's channel and the engine's tests'. It behaves like a WhatsApp
 * provider (accepts or refuses at once; later reports delivered, read, a failure or the client's answer)
 * without leaving the machine. Everything about one message is drawn from its id, so sending it again
 * gives the same answer and the same events, and a test knows what will happen.
 *
 * Numbers whose last four digits are these behave the same every time (for tests and the demo):
 */
export const SIMULATED_NUMBERS = {
  /** Refused at once: the number has no account on the messenger ("not on WhatsApp"). */
  notOnChannel: '0000',
  /** Accepted, then reported failed, not on the messenger (as WhatsApp reports error 131026 later). */
  failsLater: '0001',
  /** Refused at once with a provider error that trying again does not fix. */
  providerError: '0002',
  /** Accepted and never heard of again: no delivery report ever comes. */
  silent: '0003',
  /** Delivered, read and answered with a confirmation. */
  repliesConfirm: '0004',
  /** Delivered, read and answered with a cancellation. */
  repliesCancel: '0005',
} as const;

/** What a simulated client answers when the message offers no quick-reply buttons (the demo's clients write Russian). */
export const SIMULATED_REPLIES = { confirm: 'Да, подтверждаю', cancel: 'Нет, отмените запись', other: 'Спасибо!' } as const;

const STEPS = ['delivered', 'read', 'replied', 'failed'] as const;
type Step = (typeof STEPS)[number];

const simulatedEventJobSchema = z.object({
  channelAccountId: z.string(),
  messageId: z.string(),
  providerMessageId: z.string(),
  phone: z.string(),
  step: z.enum(STEPS),
  text: z.string().nullable(),
});
export type SimulatedEventJob = z.infer<typeof simulatedEventJobSchema>;

interface PlannedEvent {
  step: Step;
  afterMs: number;
  text: string | null;
}

/** A number in [0, 1) drawn from the message id and what is being decided: the same every time. */
function draw(messageId: string, aspect: string): number {
  const digest = createHash('sha256').update(`${messageId}:${aspect}`).digest();
  return digest.readUIntBE(0, 6) / 2 ** 48;
}

/** The provider id of a simulated message: derived from the message id, so a second send answers the same. */
export function simulatedProviderId(messageId: string): string {
  return `sim-${messageId}`;
}

/** What the simulated messenger does with this message: a refusal, or the events it will report and when. */
export function simulatedPlan(message: Pick<OutboundMessage, 'messageId' | 'to' | 'buttons'>, rates: Config['simulatedChannel']): { refusal: SendResult | null; events: PlannedEvent[] } {
  const { messageId } = message;
  const suffix = message.to.replace(/\D/g, '').slice(-4);
  if (suffix === SIMULATED_NUMBERS.notOnChannel) {
    return { refusal: { ok: false, reason: 'notOnChannel', detail: `${message.to} has no account on the messenger (simulated)`, retryable: false }, events: [] };
  }
  if (suffix === SIMULATED_NUMBERS.providerError) {
    return { refusal: { ok: false, reason: 'providerError', detail: 'The provider refused the message (simulated)', retryable: false }, events: [] };
  }
  const latency = rates.latencyMs;
  const deliveredAfter = Math.round(latency * (0.5 + draw(messageId, 'deliveredAfter')));
  if (suffix === SIMULATED_NUMBERS.failsLater) return { refusal: null, events: [{ step: 'failed', afterMs: deliveredAfter, text: null }] };
  if (suffix === SIMULATED_NUMBERS.silent) return { refusal: null, events: [] };

  const forced = suffix === SIMULATED_NUMBERS.repliesConfirm ? 'confirm' : suffix === SIMULATED_NUMBERS.repliesCancel ? 'cancel' : null;
  const events: PlannedEvent[] = [];
  if (forced === null && draw(messageId, 'delivered') >= rates.deliveryRate) return { refusal: null, events };
  events.push({ step: 'delivered', afterMs: deliveredAfter, text: null });
  if (forced === null && draw(messageId, 'read') >= rates.readRate) return { refusal: null, events };
  const readAfter = deliveredAfter + Math.round(latency * (1 + 4 * draw(messageId, 'readAfter')));
  events.push({ step: 'read', afterMs: readAfter, text: null });
  if (forced === null && draw(messageId, 'replied') >= rates.replyRate) return { refusal: null, events };
  const repliedAfter = readAfter + Math.round(latency * (1 + 4 * draw(messageId, 'repliedAfter')));
  events.push({ step: 'replied', afterMs: repliedAfter, text: replyText(message, forced) });
  return { refusal: null, events };
}

/**
 * The client's answer: a confirmation (three times in four), a cancellation or a thank-you; a confirmation
 * or cancellation presses the message's first or last quick-reply button when it has them.
 */
function replyText(message: Pick<OutboundMessage, 'messageId' | 'buttons'>, forced: 'confirm' | 'cancel' | null): string {
  const answers = message.buttons.flatMap((button) => (button.type === 'answer' ? [button.text] : []));
  const first = answers[0];
  const last = answers.length > 1 ? answers[answers.length - 1] : undefined;
  const choice = forced ?? pick(draw(message.messageId, 'replyText'));
  if (choice === 'confirm') return first ?? SIMULATED_REPLIES.confirm;
  if (choice === 'cancel') return last ?? SIMULATED_REPLIES.cancel;
  return SIMULATED_REPLIES.other;
}

function pick(value: number): 'confirm' | 'cancel' | 'other' {
  if (value < 0.75) return 'confirm';
  if (value < 0.9) return 'cancel';
  return 'other';
}

/**
 * The adapter. Idempotent: the provider id comes from the message id and the later events are recorded
 * once per message (channel_event_receipts), so a second send after a crash delivers nothing twice. It
 * sends jobs: the engine must call it outside any transaction.
 */
export function createSimulatedAdapter(deps: { jobs: JobQueue; clock: Clock; config: Pick<Config, 'simulatedChannel'> }): ChannelAdapter {
  return {
    name: 'simulated',
    idempotent: true,
    async send(account, message) {
      if (account.state !== 'authorized') {
        return { ok: false, reason: 'channelNotAuthorized', detail: `The instance is ${account.state}, not authorized`, retryable: false };
      }
      const plan = simulatedPlan(message, deps.config.simulatedChannel);
      if (plan.refusal) return plan.refusal;
      const providerMessageId = simulatedProviderId(message.messageId);
      const now = deps.clock.now().getTime();
      for (const event of plan.events) {
        const job: SimulatedEventJob = {
          channelAccountId: account.id,
          messageId: message.messageId,
          providerMessageId,
          phone: message.to,
          step: event.step,
          text: event.text,
        };
        await deps.jobs.send(QUEUES.simulatedChannelEvent, job, { startAfter: new Date(now + event.afterMs), singletonKey: `${message.messageId}:${event.step}` });
      }
      return { ok: true, providerMessageId };
    },
  };
}

/** The MessageEvent a simulated step reports. */
function eventOf(job: SimulatedEventJob, at: Date): MessageEvent {
  switch (job.step) {
    case 'delivered':
    case 'read':
      return { kind: job.step, providerMessageId: job.providerMessageId, at };
    case 'failed':
      return { kind: 'failed', providerMessageId: job.providerMessageId, at, reason: 'notOnChannel', detail: `${job.phone} has no account on the messenger (simulated)` };
    case 'replied':
      return { kind: 'replied', channelAccountId: job.channelAccountId, fromPhone: job.phone, text: job.text ?? SIMULATED_REPLIES.other, at, providerMessageId: job.providerMessageId };
  }
}

/** Registers the worker of the simulated messenger's later events (channels/module.ts). */
export function registerSimulatedChannelWorker(ctx: AppContext): void {
  ctx.jobs.work(QUEUES.simulatedChannelEvent, (data) => simulatedEventJobSchema.parse(data), async (job) => {
    // The account was deleted since: nobody is left to tell.
    const [account] = await ctx.db.query('select id from channel_accounts where id = $1', [job.channelAccountId]);
    if (!account) return;
    await recordOnce(ctx.db, messageEventsOf(ctx), job.channelAccountId, `sim:${job.messageId}:${job.step}`, eventOf(job, ctx.clock.now()));
  });
}

/**
 * A client's message typed on the simulated messenger (the stand-ins' "reply as a client" command, the
 * end-to-end tests): recorded as a reply on the account, once per `inboundId`.
 */
export async function recordSimulatedInbound(ctx: AppContext, input: { channelAccountId: string; fromPhone: string; text: string; inboundId: string }): Promise<boolean> {
  return recordOnce(ctx.db, messageEventsOf(ctx), input.channelAccountId, `sim:inbound:${input.inboundId}`, {
    kind: 'replied',
    channelAccountId: input.channelAccountId,
    fromPhone: input.fromPhone,
    text: input.text,
    at: ctx.clock.now(),
  });
}

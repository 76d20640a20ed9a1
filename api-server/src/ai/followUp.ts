import { z } from 'zod';
import type { FollowUpSettings } from '@cabinet/api/ai';
import { AI_REPLY_KEY_PREFIX } from '../messaging/sender';
import type { AppContext } from '../platform/AppContext';
import type { JobQueue } from '../platform/jobs/JobQueue';
import { QUEUES } from '../platform/jobs/queues';
import { loadFollowUp } from './plugins';

/*
 * The follow_up plugin (issue 33, spec section 3): a client silent `delayHours` after the assistant answered
 * gets the owner's text, once per dialogue, through the sending engine (a row of the message log, sent on the
 * dialogue's channel account like the assistant's answers). Nothing waits in memory: each answered client
 * message sends a job due at the delay (pg-boss keeps it across a restart of the job runner), and the job
 * decides from the stored rows when it runs. "Once per dialogue" is the message log's dedupe key
 * (ai:follow-up:{dialogue}): a job run twice — a runner stopped mid-job and its successor running it again, or
 * two due jobs of one dialogue — writes one row. It is not sent when the client wrote again since (that
 * message's own job takes over), when a person answered since, or when the dialogue was stopped or handed over.
 */
export const AI_FOLLOW_UP_QUEUE = 'ai-follow-up';

/** The message log's dedupe key of a dialogue's follow-up: one per dialogue. */
export const followUpKeyOf = (dialogueId: string) => `${AI_REPLY_KEY_PREFIX}follow-up:${dialogueId}`;

const jobSchema = z.object({ botId: z.string().uuid(), dialogueId: z.string().uuid(), clientMessageId: z.string().uuid() });
export type FollowUpJob = z.infer<typeof jobSchema>;

/** The job of an answered client message, due `delayHours` after it (sent after the answer's commit). */
export async function scheduleFollowUp(jobs: Pick<JobQueue, 'send'>, settings: Pick<FollowUpSettings, 'enabled' | 'delayHours'>, job: FollowUpJob, at: Date): Promise<void> {
  if (!settings.enabled) return;
  await jobs.send(AI_FOLLOW_UP_QUEUE, job, { startAfter: new Date(at.getTime() + settings.delayHours * 3_600_000), singletonKey: `follow-up:${job.clientMessageId}`, retryLimit: 2 });
}

type Checked = { send: false } | { send: false; later: Date } | { send: true; logMessageId: string };

/** The follow-up engine of one app; `handle` is the job (registered by registerFollowUpJobs). */
export function followUpEngine(ctx: Pick<AppContext, 'db' | 'jobs' | 'clock'>) {
  const { db, jobs, clock } = ctx;

  /** Sends the follow-up if the client is still silent and the dialogue has had none; true when it was sent. */
  async function handle(job: FollowUpJob): Promise<boolean> {
    const settings = await loadFollowUp(db, job.botId);
    if (!settings.enabled) return false;
    const now = clock.now();
    const checked = await db.transaction(async (tx): Promise<Checked> => {
      const [dialogue] = await tx.query<{ state: string; person_replied_at: Date | null; client_phone: string; channel_account_id: string | null; user_id: string; kind: string | null }>(
        `select d.state, d.person_replied_at, d.client_phone, d.channel_account_id, b.user_id, ca.kind from copilot_bot_dialogues d
         join copilot_bots b on b.id = d.bot_id left join channel_accounts ca on ca.id = d.channel_account_id
         where d.id = $1 and d.bot_id = $2 for update of d`,
        [job.dialogueId, job.botId],
      );
      if (!dialogue || dialogue.state !== 'open' || dialogue.channel_account_id === null) return { send: false };
      const [last] = await tx.query<{ id: string; created_at: Date }>(
        `select id, created_at from copilot_bot_dialogue_messages where dialogue_id = $1 and role = 'client' order by created_at desc limit 1`,
        [job.dialogueId],
      );
      // The client wrote again: that message's job waits its own delay.
      if (!last || last.id !== job.clientMessageId) return { send: false };
      const silentSince = new Date(last.created_at);
      if (dialogue.person_replied_at !== null && new Date(dialogue.person_replied_at).getTime() >= silentSince.getTime()) return { send: false };
      const due = new Date(silentSince.getTime() + settings.delayHours * 3_600_000);
      // The owner lengthened the delay since the job was sent: it comes back then.
      if (now.getTime() < due.getTime()) return { send: false, later: due };
      const [logged] = await tx.query<{ id: string }>(
        `insert into messages (user_id, dedupe_key, phone, recipient, channel, channel_account_id, mode, text, status, scheduled_at, created_at, updated_at)
         values ($1, $2, $3, $3, $4, $5, 'combat', $6, 'queued', $7, $7, $7)
         on conflict (user_id, dedupe_key) do nothing returning id`,
        [dialogue.user_id, followUpKeyOf(job.dialogueId), dialogue.client_phone, dialogue.kind ?? 'whatsapp', dialogue.channel_account_id, settings.text, now.toISOString()],
      );
      // This dialogue had its follow-up already.
      if (!logged) return { send: false };
      await tx.query(
        `insert into copilot_bot_dialogue_messages (dialogue_id, bot_id, role, text, message_id) values ($1, $2, 'assistant', $3, $4)`,
        [job.dialogueId, job.botId, settings.text, logged.id],
      );
      await tx.query('update copilot_bot_dialogues set messages = messages + 1, last_message_at = greatest(last_message_at, $2) where id = $1', [job.dialogueId, now.toISOString()]);
      return { send: true, logMessageId: logged.id };
    });
    // After the commit (a job sent inside the transaction would wait forever on PGlite).
    if ('later' in checked) await jobs.send(AI_FOLLOW_UP_QUEUE, job, { startAfter: checked.later, singletonKey: `follow-up:${job.clientMessageId}:${checked.later.getTime()}`, retryLimit: 2 });
    if (!checked.send) return false;
    await jobs.send(QUEUES.sendMessage, { messageId: checked.logMessageId }, { singletonKey: `send:${checked.logMessageId}` });
    return true;
  }

  return { handle };
}

/** Registers the follow-up job (ai/module.ts). */
export function registerFollowUpJobs(ctx: AppContext): void {
  const engine = followUpEngine(ctx);
  ctx.jobs.work(AI_FOLLOW_UP_QUEUE, (data) => jobSchema.parse(data), async (job) => {
    await engine.handle(job);
  });
}

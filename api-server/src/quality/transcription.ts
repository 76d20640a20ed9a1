import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { scoreConversation, type CallFailure } from '@cabinet/api/quality';
import type { AppContext } from '../platform/AppContext';
import type { Queryable } from '../platform/db/Db';
import { QUEUES } from '../platform/jobs/queues';
import { scoreConversationWith, type CriterionScore } from '../platform/languageModel/checklistScoring';
import { LanguageModelError, type LanguageModel } from '../platform/languageModel/LanguageModel';
import { languageModelOf } from '../platform/languageModel/languageModelOf';
import { findChecklist, latestChecklistVersion } from './data';
import { sweepReports } from './reports';
import { AUDIO_MIME_TYPES, speechToTextOf, type SpeechToText } from './speechToText';

/** Tries before a call the provider keeps failing on is marked failed (pg-boss's retries and the sweep's resends count alike). */
export const TRANSCRIPTION_ATTEMPTS = 5;
const jobSchema = z.object({ callId: z.uuid() });

/** The directory tus writes recordings to (uploads.ts), each named by its upload id. */
export const callsDirectory = (dataDir: string) => path.join(dataDir, 'uploads', 'calls');

/** Wakes the transcription of one call; after the row is committed. Its id as the key: a second send while one waits is dropped. */
export const sendTranscription = (jobs: AppContext['jobs'], callId: string) => jobs.send(QUEUES.qualityTranscribeCall, { callId }, { singletonKey: callId });

type PendingRow = { id: string; user_id: string; upload_id: string; file_name: string; format: string; attempts: number };

/**
 * Transcribes one call and scores it against the checklist version current now. The row is the truth and the
 * job only wakes this: a call no longer waiting (done, failed, deleted) is left as it is, and the final write
 * is guarded by the state, so a job run twice (a retry, the sweep's resend, a restart) changes nothing more.
 * A refusal (4xx, not configured, an answer that is not a transcription) fails the call at once; a provider
 * that is down or slow is retried until TRANSCRIPTION_ATTEMPTS.
 */
export async function transcribeCall(
  ctx: { db: Pick<AppContext['db'], 'query' | 'exec' | 'transaction'>; config: Pick<AppContext['config'], 'dataDir'> },
  speech: SpeechToText, model: LanguageModel, callId: string): Promise<void> {
  const [call] = await ctx.db.query<PendingRow>(
    `update quality_calls set state = 'transcribing', attempts = attempts + 1
     where id = $1 and state in ('uploaded', 'transcribing') returning id, user_id, upload_id, file_name, format, attempts`,
    [callId],
  );
  if (!call) return;
  let bytes: Buffer<ArrayBuffer>;
  try {
    bytes = await readFile(path.join(callsDirectory(ctx.config.dataDir), call.upload_id));
  } catch {
    await fail(ctx.db, callId, 'recordingMissing', 'The recording is no longer stored');
    return;
  }
  const failed = async (error: unknown): Promise<void> => {
    const reason = error instanceof LanguageModelError ? error.reason : 'failed';
    const message = error instanceof Error ? error.message : String(error);
    const final = reason === 'rejected' || reason === 'notConfigured' || reason === 'malformed' || call.attempts >= TRANSCRIPTION_ATTEMPTS;
    if (!final) throw error;
    await fail(ctx.db, callId, reason, message);
  };
  let text: string;
  try {
    // Named by the format its content was read as: the provider picks its decoder by the extension.
    text = await speech.transcribe({ bytes, fileName: `call.${call.format}`, mimeType: AUDIO_MIME_TYPES[call.format] ?? 'application/octet-stream' });
  } catch (error) {
    await failed(error);
    return;
  }
  // Scored through the language model against the version current now (outside the transaction: it is a request).
  const version = text === '' ? 0 : await latestChecklistVersion(ctx.db, call.user_id);
  const checklist = version === 0 ? null : await findChecklist(ctx.db, call.user_id, version);
  let items: CriterionScore[] = [];
  try {
    items = checklist ? await scoreConversationWith(model, checklist.items, text) : [];
  } catch (error) {
    await failed(error);
    return;
  }
  await ctx.db.transaction(async (tx) => {
    if (text === '') {
      await tx.query(
        `update quality_calls set state = 'noSpeech', transcript = null, transcribed_by = $2, failure_kind = null, failure_reason = null where id = $1 and state = 'transcribing'`,
        [callId, speech.kind],
      );
      return;
    }
    const byId = new Map(checklist?.items.map((item) => [item.id, item]));
    const total = scoreConversation(items.map((scored) => ({ weight: byId.get(scored.itemId)?.weight ?? 0, fatal: byId.get(scored.itemId)?.fatal ?? false, outcome: scored.outcome })));
    const [updated] = await tx.query<{ id: string }>(
      `update quality_calls set state = 'transcribed', transcript = $2, transcribed_by = $3, failure_kind = null, failure_reason = null,
         checklist_version = $4, score = $5, fatal_failed = $6, scored_by = $7
       where id = $1 and state = 'transcribing' returning id`,
      [callId, text, speech.kind, checklist?.version ?? null, checklist ? total.score : null, checklist ? total.fatalFailed : false, checklist ? model.kind : null],
    );
    if (!updated) return;
    await replaceItems(tx, callId, items);
  });
}

async function replaceItems(tx: Queryable, callId: string, items: readonly CriterionScore[]): Promise<void> {
  await tx.query('delete from quality_call_items where call_id = $1', [callId]);
  if (items.length === 0) return;
  // One statement for the criteria (at most 30): $1 the call, then four a criterion.
  const rows = items.map((_, index) => `($1, ${[2, 3, 4, 5].map((column) => `$${column + index * 4}`).join(', ')})`);
  await tx.query(`insert into quality_call_items (call_id, position, item_id, outcome, quote) values ${rows.join(', ')}`, [
    callId,
    ...items.flatMap((item, position) => [position, item.itemId, item.outcome, item.quote]),
  ]);
}

/** Fails the call with its kind (what the screen says) and the detail (the provider's words, for support). */
async function fail(db: Queryable, callId: string, kind: CallFailure, detail: string): Promise<void> {
  await db.query(`update quality_calls set state = 'failed', failure_kind = $2, failure_reason = $3 where id = $1 and state = 'transcribing'`, [callId, kind, detail]);
}

/** Every call still waiting for its transcript (its job lost to a crash between the upload's commit and the send). */
export async function sweepCalls(ctx: Pick<AppContext, 'db' | 'jobs'>): Promise<number> {
  const waiting = await ctx.db.query<{ id: string }>(`select id from quality_calls where state in ('uploaded', 'transcribing') order by created_at limit 500`);
  for (const { id } of waiting) await sendTranscription(ctx.jobs, id);
  return waiting.length;
}

/** The quality domain's workers: a call's transcription, and the sweep every minute that resends lost ones (calls' and reports'). */
export function registerTranscription(ctx: AppContext, speech: SpeechToText = speechToTextOf(ctx.config), model: LanguageModel = languageModelOf(ctx.config)): void {
  ctx.jobs.work(QUEUES.qualityTranscribeCall, (data) => jobSchema.parse(data), ({ callId }) => transcribeCall(ctx, speech, model, callId), { concurrency: 1 });
  ctx.jobs.work(QUEUES.qualityCallsSweep, (data) => z.object({}).parse(data), async () => {
    await sweepCalls(ctx);
    await sweepReports(ctx);
  });
  ctx.jobs.schedule(QUEUES.qualityCallsSweep, '* * * * *');
}

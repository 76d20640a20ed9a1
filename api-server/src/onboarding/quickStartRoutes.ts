import { z } from 'zod';
import { checkStartChoice, checkStepReachable, completeQuickStartRequestSchema, completeQuickStartResponseSchema, QUICK_START_VARIANT_DEFINITIONS, QUICK_START_VARIANTS, quickStartProgressSchema, saveQuickStartRequestSchema, templatesForGoals, type QuickStartProgress, QUICK_START_PATHS } from '@cabinet/api/account';
import { isBlankText, newFlowSettings, runningStatus, unavailableFlowTypes, type FlowSettings, type FlowType } from '@cabinet/api/flows';
import { recordSetUpRequest } from '../account/payments';
import { insertFlow } from '../flows/data';
import { loadOwner } from '../flows/owner';
import { clientLanguageOf, findTemplate, localizedTemplate } from '../flows/templates';
import type { AppContext } from '../platform/AppContext';
import type { Queryable } from '../platform/db/Db';
import { ApiError } from '../platform/http/ApiError';
import { route, type Route } from '../platform/http/route';
import { readProgress, saveProgress } from './data';
import { DEFAULT_TIME_ZONE, plannedStartAt } from './plannedStart';

const paramsSchema = z.object({ variant: z.enum(QUICK_START_VARIANTS) });
const stepRefused = (code: string, message: string) => new ApiError(409, 'QUICK_START_STEP', message, { step: code });
const completedAlready = () => new ApiError(409, 'QUICK_START_STEP', 'This quick start is completed already', { step: 'quickStart.completed' });

type CreatedFlow = { id: string; title: string; type: string; mode: string; status: string };

async function flowsOf(q: Queryable, userId: string, ids: readonly string[]): Promise<CreatedFlow[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<CreatedFlow>('select id, title, type, mode, status from flows where user_id = $1 and id = any($2::uuid[])', [userId, ids]);
  // In the order the quick start created them.
  return ids.flatMap((id) => rows.filter((row) => row.id === id));
}

/** The owner's first branch's time zone: "tomorrow at 09:00" is the salon's. */
async function ownerTimeZone(q: Queryable, userId: string): Promise<string> {
  const [row] = await q.query<{ timezone: string }>('select timezone from companies where user_id = $1 order by created_at limit 1', [userId]);
  return row?.timezone ?? DEFAULT_TIME_ZONE;
}

/**
 * The quick starts (shared/api/src/account/quickStart.ts has the design): progress per variant, saved at
 * every step, and completion, which creates the goals' flows in test mode.
 */
export function quickStartRoutes(ctx: AppContext): Route[] {
  const { db, clock } = ctx;
  return [
    route({
      method: 'GET',
      path: QUICK_START_PATHS.progress,
      access: 'user',
      summary: "A quick start's progress (a new one begins at its first step)",
      params: paramsSchema,
      responses: { 200: { description: 'The progress', schema: quickStartProgressSchema } },
      handler: ({ caller, params }) => readProgress(db, caller.userId, params().variant),
    }),

    route({
      method: 'PUT',
      path: QUICK_START_PATHS.progress,
      access: 'user',
      summary: "Save a quick start's step and choices",
      params: paramsSchema,
      body: saveQuickStartRequestSchema,
      responses: { 200: { description: 'The progress as saved', schema: quickStartProgressSchema } },
      errors: { 409: 'QUICK_START_STEP: the step cannot be reached with these choices (field step names the rule), or the quick start is completed' },
      async handler({ caller, params, body: readBody }) {
        const { variant } = params();
        const body = readBody();
        const definition = QUICK_START_VARIANT_DEFINITIONS[variant];
        if (!definition.steps.includes(body.step)) throw stepRefused('quickStart.step.unknown', 'This quick start has no such step');
        const integration = definition.integration ?? body.integration;
        const goals = [...new Set(body.goals)];
        const refusal = checkStepReachable(variant, body.step, { goals, integration });
        if (refusal) throw stepRefused(refusal, 'The step cannot be reached with these choices');
        return db.transaction(async (tx) => {
          const current = await readProgress(tx, caller.userId, variant, true);
          if (current.completedAt) throw completedAlready();
          const next: QuickStartProgress = { ...current, step: body.step, goals, integration, startMode: body.startMode, plannedDay: body.plannedDay };
          return saveProgress(tx, caller.userId, next);
        });
      },
    }),

    route({
      method: 'POST',
      path: QUICK_START_PATHS.complete,
      access: 'user',
      summary: 'Complete a quick start: create the goals\' flows in test mode and start them as chosen',
      description:
        '"now": the flows work at once (in test mode); "planned": paused until 09:00 of the chosen day in the first branch\'s time zone; ' +
        '"manager": paused, and a RequestSetUp is recorded. A flow of the same template the owner has already is not created again; ' +
        'a flow type the tariff does not allow is left out. Completing twice answers the first completion.',
      params: paramsSchema,
      body: completeQuickStartRequestSchema,
      responses: { 200: { description: 'The progress and the flows created', schema: completeQuickStartResponseSchema } },
      errors: { 409: 'QUICK_START_STEP: goals or the booking system not chosen yet (field step), or a planned start without its day' },
      async handler({ caller, params, body: readBody }) {
        const { variant } = params();
        const body = readBody();
        const choiceRefusal = checkStartChoice({ startMode: body.startMode, plannedDay: body.plannedDay });
        if (choiceRefusal) throw new ApiError(400, 'VALIDATION_FAILED', 'Choose the day of the planned start', { plannedDay: choiceRefusal });
        const definition = QUICK_START_VARIANT_DEFINITIONS[variant];
        const lastStep = definition.steps[definition.steps.length - 1] ?? 'start';
        const now = clock.now();
        return db.transaction(async (tx) => {
          const progress = await readProgress(tx, caller.userId, variant, true);
          if (progress.completedAt) return completeQuickStartResponseSchema.parse({ progress, flows: await flowsOf(tx, caller.userId, progress.flowIds) });
          const integration = definition.integration ?? progress.integration;
          const refusal = checkStepReachable(variant, lastStep, { goals: progress.goals, integration });
          if (refusal || integration === null) throw stepRefused(refusal ?? 'quickStart.integration.required', 'The quick start is not ready to complete');

          const me = await loadOwner(tx, caller.userId);
          const gated = unavailableFlowTypes(me.majorTariff);
          const ids: string[] = [];
          for (const templateType of templatesForGoals(progress.goals, integration)) {
            const template = findTemplate(integration, templateType);
            if (!template || gated.includes(template.flowType)) continue;
            const [existing] = await tx.query<{ id: string }>(
              'select id from flows where user_id = $1 and integration = $2 and template_type = $3 order by created_at limit 1',
              [me.id, integration, templateType],
            );
            if (existing) {
              ids.push(existing.id);
              continue;
            }
            // The flow speaks the account's language (the page's, for an account without one), as one made from the templates' list does.
            const language = clientLanguageOf(me.language, body.language);
            const texts = localizedTemplate(template, language, language);
            const settings: FlowSettings = { ...newFlowSettings(template.flowType), ...texts.settings, title: texts.title, content: texts.content };
            const flow = await insertFlow(tx, me, settings, { mode: 'test', integration, templateType });
            if (body.startMode !== 'now') await tx.query(`update flows set status = 'pause' where id = $1`, [flow.id]);
            ids.push(flow.id);
          }
          if (body.startMode === 'manager') await recordSetUpRequest(tx, me.id);
          const startAt = body.startMode === 'planned' && body.plannedDay ? plannedStartAt(now, body.plannedDay, await ownerTimeZone(tx, me.id)) : null;
          const saved = await saveProgress(
            tx,
            me.id,
            { ...progress, step: lastStep, integration, startMode: body.startMode, plannedDay: body.plannedDay, completedAt: now.toISOString(), flowIds: ids },
            { plannedStartAt: startAt ? startAt.toISOString() : null },
          );
          return completeQuickStartResponseSchema.parse({ progress: saved, flows: await flowsOf(tx, me.id, ids) });
        });
      },
    }),
  ];
}

/** Starts the flows of planned quick starts whose time has come (every minute); idempotent. */
export async function startPlannedQuickStarts(db: AppContext['db'], now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.query<{ user_id: string; variant: string; flow_ids: string[] }>(
      'select user_id, variant, flow_ids from quick_starts where planned_start_at <= $1 for update skip locked',
      [now.toISOString()],
    );
    for (const start of due) {
      const flows = await tx.query<{ id: string; type: FlowType; content: string }>(`select id, type, content from flows where id = any($1::uuid[]) and status = 'pause'`, [start.flow_ids]);
      // A flow whose text was emptied meanwhile stays paused: it would go out empty (checkContentToRun).
      for (const flow of flows) if (!isBlankText(flow.content)) await tx.query('update flows set status = $2 where id = $1', [flow.id, runningStatus(flow.type)]);
      await tx.query('update quick_starts set planned_start_at = null where user_id = $1 and variant = $2', [start.user_id, start.variant]);
    }
    return due.length;
  });
}

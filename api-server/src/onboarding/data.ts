import { QUICK_START_VARIANT_DEFINITIONS, quickStartProgressSchema, type QuickStartProgress, type QuickStartVariant } from '@cabinet/api/account';
import type { Queryable } from '../platform/db/Db';

export type QuickStartRow = {
  variant: string;
  step: string;
  goals: string[];
  integration: string | null;
  start_mode: string | null;
  planned_day: string | null;
  completed_at: Date | null;
  flow_ids: string[];
};

const COLUMNS = 'variant, step, goals, integration, start_mode, planned_day, completed_at, flow_ids';

export function toProgress(row: QuickStartRow): QuickStartProgress {
  return quickStartProgressSchema.parse({
    variant: row.variant,
    step: row.step,
    goals: row.goals,
    integration: row.integration,
    startMode: row.start_mode,
    plannedDay: row.planned_day,
    completedAt: row.completed_at ? row.completed_at.toISOString() : null,
    flowIds: row.flow_ids,
  });
}

/** A variant's progress, or where a new one begins (its first step, its preset system). */
export async function readProgress(q: Queryable, userId: string, variant: QuickStartVariant, forUpdate = false): Promise<QuickStartProgress> {
  const [row] = await q.query<QuickStartRow>(`select ${COLUMNS} from quick_starts where user_id = $1 and variant = $2${forUpdate ? ' for update' : ''}`, [userId, variant]);
  if (row) return toProgress(row);
  const definition = QUICK_START_VARIANT_DEFINITIONS[variant];
  return { variant, step: definition.steps[0] ?? 'goals', goals: [], integration: definition.integration, startMode: null, plannedDay: null, completedAt: null, flowIds: [] };
}

export async function saveProgress(q: Queryable, userId: string, progress: QuickStartProgress, extra: { plannedStartAt?: string | null } = {}): Promise<QuickStartProgress> {
  const [row] = await q.query<QuickStartRow>(
    `insert into quick_starts (user_id, variant, step, goals, integration, start_mode, planned_day, completed_at, flow_ids, planned_start_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, now())
     on conflict (user_id, variant) do update set step = excluded.step, goals = excluded.goals, integration = excluded.integration,
       start_mode = excluded.start_mode, planned_day = excluded.planned_day, completed_at = excluded.completed_at,
       flow_ids = excluded.flow_ids, planned_start_at = excluded.planned_start_at, updated_at = now()
     returning ${COLUMNS}`,
    [
      userId,
      progress.variant,
      progress.step,
      progress.goals,
      progress.integration,
      progress.startMode,
      progress.plannedDay,
      progress.completedAt,
      progress.flowIds,
      extra.plannedStartAt ?? null,
    ],
  );
  if (!row) throw new Error('Saving a quick start returned no row');
  return toProgress(row);
}

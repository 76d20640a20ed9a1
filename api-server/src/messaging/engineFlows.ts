import { FLOW_INTEGRATIONS, FLOW_MODES, FLOW_STATUSES, FLOW_TYPES, RUNNING_FLOW_STATUSES, checkFlowTypeAvailable, type FlowStatus } from '@cabinet/api/flows';
import { z } from 'zod';
import { FLOW_COLUMNS, toSettings, type FlowRow } from '../flows/flowRows';
import type { Queryable } from '../platform/db/Db';
import type { EngineFlow, EngineLog } from './types';

/**
 * The stored statuses in which a flow plans and sends. `error` is among them: the engine sets it when the
 * flow's last message stopped on something the owner must fix (flowState.ts) and keeps trying, so the
 * flow heals itself once it is fixed. pause, done, canceled and unavailable never plan.
 */
export const RUNNING_STATUSES: readonly FlowStatus[] = RUNNING_FLOW_STATUSES;

const ownerRow = z.object({
  owner_phone: z.string().nullable(),
  owner_major_tariff: z.number().nullable(),
  owner_language: z.string().nullable(),
  owner_client_host: z.string().nullable(),
});

const flowHead = z.object({
  type: z.enum(FLOW_TYPES),
  mode: z.enum(FLOW_MODES),
  status: z.enum(FLOW_STATUSES),
  integration: z.enum(FLOW_INTEGRATIONS),
});

type EngineFlowRow = FlowRow & Record<string, unknown>;

const SELECT = `select ${FLOW_COLUMNS.split(',').map((column) => `f.${column.trim()}`).join(', ')},
  u.phone as owner_phone, u.major_tariff as owner_major_tariff, u.language as owner_language, u.client_host as owner_client_host
  from flows f join users u on u.id = f.user_id`;

function toEngineFlow(row: EngineFlowRow): EngineFlow {
  const head = flowHead.parse(row);
  const owner = ownerRow.parse(row);
  return {
    id: row.id,
    ...head,
    settings: toSettings(row),
    createdAt: row.created_at,
    endDate: row.end_date,
    owner: { id: row.user_id, phone: owner.owner_phone, majorTariff: owner.owner_major_tariff, language: owner.owner_language ?? 'ru', clientHost: owner.owner_client_host },
  };
}

/** One flow, whatever its status (the sender checks it), or null when it is gone. */
export async function loadFlow(q: Queryable, flowId: string): Promise<EngineFlow | null> {
  const [row] = await q.query<EngineFlowRow>(`${SELECT} where f.id = $1`, [flowId]);
  return row ? toEngineFlow(row) : null;
}

/**
 * The flows that plan now: running, not past their end, of a type the owner's tariff allows, and fed by
 * a connected system of the flow's integration (a flow plans for the branches of its own integration's
 * connections: an iiko flow for the cafe's orders, a Yclients one for the salon's visits). Accounts
 * without such a connection cost nothing (the 10,000 flows of the scale account never reach a planner).
 */
export async function loadPlanningFlows(q: Queryable, now: Date, types?: readonly string[], log?: EngineLog): Promise<EngineFlow[]> {
  const rows = await q.query<EngineFlowRow>(
    `${SELECT}
     where f.status = any($1::text[]) and (f.end_date is null or f.end_date > $2)
       and ($3::text[] is null or f.type = any($3::text[]))
       and exists (select 1 from business_connections bc where bc.user_id = f.user_id and bc.integration = f.integration)
     order by f.user_id, f.created_at, f.id`,
    [RUNNING_STATUSES, now.toISOString(), types ?? null],
  );
  const flows: EngineFlow[] = [];
  for (const row of rows) {
    let flow: EngineFlow;
    try {
      flow = toEngineFlow(row);
    } catch (error) {
      // A row the schemas refuse (written before a rule existed) must not stop every other flow.
      log?.error(`Flow ${row.id} cannot be read: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if (checkFlowTypeAvailable(flow.type, flow.owner.majorTariff) === null) flows.push(flow);
  }
  return flows;
}

import { z } from 'zod';
import { flowReachSchema, type FlowReach, FLOWS_PATHS } from '@cabinet/api/flows';
import { flowNotFound } from '../flows/errors';
import type { AppContext } from '../platform/AppContext';
import type { Queryable } from '../platform/db/Db';
import { isUuid } from '../platform/db/sql';
import { route, type Route } from '../platform/http/route';

const DAY_MS = 24 * 3_600_000;

/**
 * How many clients a flow's planned messages reach within a day from `now`, as the sender would treat
 * them were the flow live: the blacklist keeps a phone from every flow type but those its entry allows,
 * and the daily report goes to the owner. Null when the flow is not the caller's.
 */
export async function flowReach(q: Queryable, userId: string, flowId: string, now: Date): Promise<FlowReach | null> {
  const to = new Date(now.getTime() + DAY_MS);
  const [flow] = await q.query<{ type: string }>('select type from flows where id = $1 and user_id = $2', [flowId, userId]);
  if (!flow) return null;
  const [counts] = await q.query<{ messages: number; clients: number }>(
    `select count(*)::int as messages, count(distinct m.phone)::int as clients
     from messages m
     where m.flow_id = $1 and m.user_id = $2 and m.status in ('queued', 'waitingWindow') and m.scheduled_at < $3
       and $4 <> 'dailyReport' and m.phone is not null and m.phone <> ''
       and not exists (select 1 from blacklist b where b.user_id = m.user_id and b.phone = m.phone and not ($4 = any(b.allowed_tasks)))`,
    [flowId, userId, to.toISOString(), flow.type],
  );
  return { flowId, from: now.toISOString(), to: to.toISOString(), clients: counts?.clients ?? 0, messages: counts?.messages ?? 0 };
}

/** The engine's answer to "whom would this flow reach?", asked before a flow goes live (issue 21). */
export function flowReachRoutes(ctx: AppContext): Route[] {
  return [
    route({
      method: 'GET',
      path: FLOWS_PATHS.reach,
      access: 'user',
      summary: 'Whom a flow would message in the next 24 hours if it were live',
      description:
        "Counted from the engine's plan: the flow's queued messages due within the day, less the phones the blacklist keeps from its type. A paused flow plans nothing.",
      params: z.object({ id: z.string() }),
      responses: { 200: { description: 'The day counted and whom it reaches', schema: flowReachSchema } },
      errors: { 404: "FLOW_NOT_FOUND: no flow of that id among the caller's" },
      async handler({ caller, params }): Promise<FlowReach> {
        const { id } = params();
        const reach = isUuid(id) ? await flowReach(ctx.db, caller.userId, id, ctx.clock.now()) : null;
        if (!reach) throw flowNotFound();
        return reach;
      },
    }),
  ];
}

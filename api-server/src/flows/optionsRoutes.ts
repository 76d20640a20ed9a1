import { z } from 'zod';
import {
  FLOW_OPTION_KINDS,
  flowOptionPageSchema,
  flowOptionsQuerySchema,
  PATHS,
  type FlowOptionKind,
  type FlowOptionPage,
} from '@cabinet/api/contract';
import type { AppContext } from '../platform/AppContext';
import { containsPattern } from '../platform/db/sql';
import { ApiError } from '../platform/http/ApiError';
import { route, type Route } from '../platform/http/route';
import { loadOwner } from './owner';

const paramsSchema = z.object({ kind: z.string() });

/**
 * Each kind as rows of (id, name, detail, channel, active) of the owner ($1). Read by SQL from the business
 * and channels domains' tables at request time only (as messaging reads theirs), so no module depends on
 * this one. One id across several branches is one row; `active` false is offered only when asked by id.
 */
const OPTION_ROWS: Record<FlowOptionKind, string> = {
  services: `select s.source_id as id, min(s.title) as name, string_agg(distinct c.name, ' · ') as detail, null as channel, true as active
             from services s join companies c on c.id = s.company_id where s.user_id = $1 group by s.source_id`,
  staff: `select st.source_id as id, min(st.name) as name, string_agg(distinct c.name, ' · ') as detail, null as channel, not bool_and(st.is_fired) as active
          from staff st join companies c on c.id = st.company_id where st.user_id = $1 group by st.source_id`,
  categories: `select s.category_id as id, coalesce(min(s.category_title), s.category_id) as name, null as detail, null as channel, true as active
               from services s where s.user_id = $1 and s.category_id is not null group by s.category_id`,
  clientCategories: `select cl.category_id as id, cl.category_id as name, null as detail, null as channel, true as active
                     from clients cl where cl.user_id = $1 and cl.category_id is not null group by cl.category_id`,
  branches: `select c.source_id as id, min(c.name) as name, nullif(min(concat_ws(', ', nullif(c.city, ''), nullif(c.address, ''))), '') as detail,
                    null as channel, true as active
             from companies c where c.user_id = $1 group by c.source_id`,
  // SMS numbers answer no chatbot: a client confirms in a messenger.
  instances: `select ca.id::text as id, coalesce(nullif(ca.name, ''), ca.phone, ca.kind) as name, case when ca.name <> '' then ca.phone end as detail,
                     ca.kind as channel, true as active
              from channel_accounts ca where ca.user_id = $1 and ca.kind <> 'sms'`,
};

type OptionRow = { id: string; name: string; detail: string | null; channel: string | null };

function kindOf(value: string): FlowOptionKind {
  const kind = FLOW_OPTION_KINDS.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (!kind) throw new ApiError(404, 'NOT_FOUND', `No options of that kind; kinds: ${FLOW_OPTION_KINDS.join(', ')}`);
  return kind;
}

/** GET api/v1/FlowOptions/{kind}: the pickers of the flow filters and the chatbot form (shared/api/src/flows/options.ts). */
export function flowOptionsRoutes(ctx: AppContext): Route[] {
  const { db } = ctx;
  return [
    route({
      method: 'GET',
      path: PATHS.flowOptions.list,
      access: 'user',
      summary: "A page of the caller's services, masters, categories, client categories, branches or messenger accounts",
      description: `kind: ${FLOW_OPTION_KINDS.join(', ')}. Searched by name or id, sorted by name; \`ids\` names exactly those (paging ignored).`,
      params: paramsSchema,
      query: flowOptionsQuerySchema,
      responses: { 200: { description: 'The page', schema: flowOptionPageSchema } },
      errors: { 404: 'NOT_FOUND: no such kind' },
      async handler({ caller, params, query: readQuery }): Promise<FlowOptionPage> {
        const kind = kindOf(params().kind);
        const me = await loadOwner(db, caller.userId);
        const query = readQuery();
        const byIds = query.ids !== undefined;
        const search = query.search ? containsPattern(query.search) : null;
        const where = `where ($2::text is null or o.name ilike $2 or o.id ilike $2) and ${byIds ? 'o.id = any($3::text[])' : 'o.active and $3::text[] is null'}`;
        const args = [me.id, search, byIds ? (query.ids ?? []) : null];
        const from = `from (${OPTION_ROWS[kind]}) o ${where}`;
        const [count] = await db.query<{ total: number }>(`select count(*)::int as total ${from}`, args);
        const page = byIds ? 1 : query.page;
        const pageSize = byIds ? Math.max(1, query.ids?.length ?? 1) : query.pageSize;
        const rows = await db.query<OptionRow>(`select o.id, o.name, o.detail, o.channel ${from} order by lower(o.name), o.id limit $4 offset $5`, [
          ...args,
          pageSize,
          (page - 1) * pageSize,
        ]);
        return flowOptionPageSchema.parse({
          items: rows.map((row) => ({ id: row.id, name: row.name, ...(row.detail ? { detail: row.detail } : {}), ...(row.channel ? { channel: row.channel } : {}) })),
          total: count?.total ?? 0,
          page,
          pageSize,
        });
      },
    }),
  ];
}

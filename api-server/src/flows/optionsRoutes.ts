import { z } from 'zod';
import { FLOW_OPTION_KINDS, flowOptionPageSchema, flowOptionsQuerySchema, type FlowOptionKind, type FlowOptionPage, FLOW_OPTIONS_PATHS } from '@cabinet/api/flows';
import type { AppContext } from '../platform/AppContext';
import { pagedList, type PagedListDefinition } from '../platform/db/pagedList';
import { containsPattern } from '../platform/db/sql';
import { ApiError } from '../platform/http/ApiError';
import { route, type Route } from '../platform/http/route';
import { loadOwner } from './owner';

const paramsSchema = z.object({ kind: z.string() });

/**
 * Each kind as rows of (id, name, detail, channel, active) of the owner (`owner` is its parameter). Read by
 * SQL from the business and channels domains' tables at request time only (as messaging reads theirs), so
 * no module depends on this one. One id across several branches is one row; `active` false is offered only when asked by id.
 */
const OPTION_ROWS: Record<FlowOptionKind, (owner: string) => string> = {
  services: (owner) => `select s.source_id as id, min(s.title) as name, string_agg(distinct c.name, ' · ') as detail, null as channel, true as active
             from services s join companies c on c.id = s.company_id where s.user_id = ${owner} group by s.source_id`,
  staff: (owner) => `select st.source_id as id, min(st.name) as name, string_agg(distinct c.name, ' · ') as detail, null as channel, not bool_and(st.is_fired) as active
          from staff st join companies c on c.id = st.company_id where st.user_id = ${owner} group by st.source_id`,
  categories: (owner) => `select s.category_id as id, coalesce(min(s.category_title), s.category_id) as name, null as detail, null as channel, true as active
               from services s where s.user_id = ${owner} and s.category_id is not null group by s.category_id`,
  clientCategories: (owner) => `select cl.category_id as id, cl.category_id as name, null as detail, null as channel, true as active
                     from clients cl where cl.user_id = ${owner} and cl.category_id is not null group by cl.category_id`,
  branches: (owner) => `select c.source_id as id, min(c.name) as name, nullif(min(concat_ws(', ', nullif(c.city, ''), nullif(c.address, ''))), '') as detail,
                    null as channel, true as active
             from companies c where c.user_id = ${owner} group by c.source_id`,
  // SMS numbers answer no chatbot: a client confirms in a messenger.
  instances: (owner) => `select ca.id::text as id, coalesce(nullif(ca.name, ''), ca.phone, ca.kind) as name, case when ca.name <> '' then ca.phone end as detail,
                     ca.kind as channel, true as active
              from channel_accounts ca where ca.user_id = ${owner} and ca.kind <> 'sms'`,
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
      path: FLOW_OPTIONS_PATHS.list,
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
        // Asked by id: exactly those (none for an empty list), on one page, the inactive ones too.
        const list: PagedListDefinition = {
          from: (params) => `(${OPTION_ROWS[kind](params.add(me.id))}) o`,
          columns: 'o.id, o.name, o.detail, o.channel',
          scope: byIds ? (query.ids?.length ? [] : ['false']) : ['o.active'],
          filters: { ids: 'o.id' },
          search: (term, params) => {
            const pattern = params.add(containsPattern(term));
            return `o.name ilike ${pattern} or o.id ilike ${pattern}`;
          },
          sorts: { name: 'lower(o.name)' },
          defaultSort: 'name',
          tieBreaker: 'o.id',
        };
        const page = await pagedList<OptionRow>(db, list, {
          page: byIds ? 1 : query.page,
          pageSize: byIds ? Math.max(1, query.ids?.length ?? 1) : query.pageSize,
          order: 'asc',
          search: query.search,
          filters: { ids: byIds ? (query.ids ?? []) : undefined },
        });
        return flowOptionPageSchema.parse({
          ...page,
          items: page.items.map((row) => ({ id: row.id, name: row.name, ...(row.detail ? { detail: row.detail } : {}), ...(row.channel ? { channel: row.channel } : {}) })),
        });
      },
    }),
  ];
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../AppContext';
import { authenticate } from '../auth/authenticate';
import {
  blacklistEntrySchema,
  blacklistListQuerySchema,
  blacklistPageSchema,
  createBlacklistEntryRequestSchema,
  FLOW_TYPES,
  ignoreLinkRequestSchema,
  ignoreLinkSchema,
  PATHS,
  publicIgnoreEntrySchema,
  publicIgnoreUpdateRequestSchema,
  updateBlacklistEntryRequestSchema,
  type BlacklistEntry,
  type BlacklistPage,
  type IgnoreLink,
  type PublicIgnoreEntry,
} from '@cabinet/api/contract';
import { createIgnoreLinkTokens, maskPhone } from '../blacklist/ignoreLinks';
import type { Queryable } from '../db/Db';
import { containsPattern, sqlParams } from '../db/sql';
import { loadOwner, type FlowOwner } from '../flows/owner';
import { requirePro } from '../flows/proFeatures';
import { ApiError } from '../http/ApiError';
import { parseWith } from '../http/parseWith';
import { isUuid } from '../users/users';

type EntryRow = { id: string; phone: string; comment: string; allowed_tasks: string[]; created_at: Date };
const ENTRY_COLUMNS = 'id, phone, comment, allowed_tasks, created_at';
const idParamsSchema = z.object({ id: z.string() });
const tokenParamsSchema = z.object({ token: z.string() });

const entryNotFound = () => new ApiError(404, 'BLACKLIST_ENTRY_NOT_FOUND', 'Blacklist entry not found');
const entryExists = () => new ApiError(409, 'BLACKLIST_ENTRY_EXISTS', 'This phone is already in the blacklist');
const linkInvalid = () => new ApiError(404, 'IGNORE_LINK_INVALID', 'This link is not valid');
/** The comment of an entry a client made themself through their link. */
export const SELF_OPT_OUT_COMMENT = 'Opted out through the link';

/** The blacklist (spec sections 2-4): the owner's list, Pro-locked, and the client's public opt-out. */
export function blacklistRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, tokens } = ctx;
  const links = createIgnoreLinkTokens(ctx.config.jwtSecret);

  async function proOwner(request: FastifyRequest): Promise<FlowOwner> {
    const me = await loadOwner(db, (await authenticate(request, tokens)).userId);
    requirePro(me);
    return me;
  }

  app.get('/' + PATHS.blacklist.list, async (request): Promise<BlacklistPage> => {
    const me = await proOwner(request);
    const query = parseWith(blacklistListQuerySchema, request.query);
    const where = (params: ReturnType<typeof sqlParams>) => {
      const conditions = [`user_id = ${params.add(me.id)}`];
      if (query.search) {
        const digits = query.search.replace(/\D/g, '');
        const matches = [`comment ilike ${params.add(containsPattern(query.search))}`];
        // Phones are stored as +<digits>: "900 555" finds +7900555...
        if (digits !== '') matches.push(`phone like ${params.add(containsPattern(digits))}`);
        conditions.push(`(${matches.join(' or ')})`);
      }
      return conditions.join(' and ');
    };
    const countParams = sqlParams();
    const [count] = await db.query<{ total: number }>(`select count(*)::int as total from blacklist where ${where(countParams)}`, countParams.values);
    const params = sqlParams();
    const direction = query.order === 'asc' ? 'asc' : 'desc';
    const rows = await db.query<EntryRow>(
      `select ${ENTRY_COLUMNS} from blacklist where ${where(params)}
       order by ${query.sort === 'phone' ? 'phone' : 'created_at'} ${direction}, id ${direction}
       limit ${params.add(query.pageSize)} offset ${params.add((query.page - 1) * query.pageSize)}`,
      params.values,
    );
    return blacklistPageSchema.parse({ items: rows.map(toEntry), total: count?.total ?? 0, page: query.page, pageSize: query.pageSize });
  });

  app.post('/' + PATHS.blacklist.list, async (request, reply) => {
    const me = await proOwner(request);
    const body = parseWith(createBlacklistEntryRequestSchema, request.body);
    const [row] = await db.query<EntryRow>(
      `insert into blacklist (user_id, phone, comment, allowed_tasks) values ($1, $2, $3, $4::text[])
       on conflict (user_id, phone) do nothing
       returning ${ENTRY_COLUMNS}`,
      [me.id, body.phone, body.comment, body.allowedTasks],
    );
    if (!row) throw entryExists();
    return reply.code(201).send(toEntry(row));
  });

  app.patch('/' + PATHS.blacklist.one, async (request): Promise<BlacklistEntry> => {
    const me = await proOwner(request);
    const id = entryId(request.params);
    const patch = parseWith(updateBlacklistEntryRequestSchema, request.body ?? {});
    const row = await db.transaction(async (tx) => {
      if (patch.phone !== undefined) {
        const [taken] = await tx.query('select id from blacklist where user_id = $1 and phone = $2 and id <> $3', [me.id, patch.phone, id]);
        if (taken) throw entryExists();
      }
      const [updated] = await tx.query<EntryRow>(
        `update blacklist set phone = coalesce($3, phone), comment = coalesce($4, comment), allowed_tasks = coalesce($5::text[], allowed_tasks)
         where id = $1 and user_id = $2
         returning ${ENTRY_COLUMNS}`,
        [id, me.id, patch.phone ?? null, patch.comment ?? null, patch.allowedTasks ?? null],
      );
      return updated;
    });
    if (!row) throw entryNotFound();
    return toEntry(row);
  });

  app.delete('/' + PATHS.blacklist.one, async (request, reply) => {
    const me = await proOwner(request);
    const deleted = await db.query('delete from blacklist where id = $1 and user_id = $2 returning id', [entryId(request.params), me.id]);
    if (deleted.length === 0) throw entryNotFound();
    return reply.code(204).send();
  });

  app.post('/' + PATHS.blacklist.link, async (request): Promise<IgnoreLink> => {
    const me = await proOwner(request);
    const { phone } = parseWith(ignoreLinkRequestSchema, request.body);
    const token = links.seal(me.id, phone);
    return ignoreLinkSchema.parse({ token, path: `/il/${token}` });
  });

  // The client's own page: no sign-in, the token alone says which owner and which phone.
  app.get('/' + PATHS.blacklist.public, async (request): Promise<PublicIgnoreEntry> => {
    const link = await openLink(db, links, request.params);
    return publicEntry(db, link);
  });

  app.put('/' + PATHS.blacklist.public, async (request): Promise<PublicIgnoreEntry> => {
    const link = await openLink(db, links, request.params);
    const body = parseWith(publicIgnoreUpdateRequestSchema, request.body);
    if (body.ignored) {
      await db.query(
        `insert into blacklist (user_id, phone, comment, allowed_tasks) values ($1, $2, $3, $4::text[])
         on conflict (user_id, phone) do update set allowed_tasks = excluded.allowed_tasks`,
        [link.userId, link.phone, SELF_OPT_OUT_COMMENT, body.allowedTasks],
      );
    } else {
      await db.query('delete from blacklist where user_id = $1 and phone = $2', [link.userId, link.phone]);
    }
    return publicEntry(db, link);
  });
}

function entryId(params: unknown): string {
  const { id } = parseWith(idParamsSchema, params);
  if (!isUuid(id)) throw entryNotFound();
  return id;
}

/** The owner and phone of a link, if the link is ours and its owner still exists. */
async function openLink(q: Queryable, links: ReturnType<typeof createIgnoreLinkTokens>, params: unknown): Promise<{ userId: string; phone: string }> {
  const link = links.open(parseWith(tokenParamsSchema, params).token);
  if (!link || !isUuid(link.userId)) throw linkInvalid();
  const [owner] = await q.query('select id from users where id = $1', [link.userId]);
  if (!owner) throw linkInvalid();
  return link;
}

async function publicEntry(q: Queryable, link: { userId: string; phone: string }): Promise<PublicIgnoreEntry> {
  const [entry] = await q.query<{ allowed_tasks: string[] }>('select allowed_tasks from blacklist where user_id = $1 and phone = $2', [link.userId, link.phone]);
  // The kinds of messages this business sends: those a client may choose to keep.
  const running = await q.query<{ type: string }>("select distinct type from flows where user_id = $1 and status not in ('done', 'canceled')", [link.userId]);
  const types = new Set(running.map((row) => row.type));
  return publicIgnoreEntrySchema.parse({
    phone: maskPhone(link.phone),
    ignored: entry !== undefined,
    allowedTasks: entry?.allowed_tasks ?? [],
    availableTasks: FLOW_TYPES.filter((type) => types.has(type)),
  });
}

function toEntry(row: EntryRow): BlacklistEntry {
  return blacklistEntrySchema.parse({
    id: row.id,
    phone: row.phone,
    comment: row.comment,
    allowedTasks: row.allowed_tasks,
    createdAt: row.created_at.toISOString(),
  });
}

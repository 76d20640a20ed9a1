import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../AppContext';
import { authenticate } from '../auth/authenticate';
import {
  createShortLinkRequestSchema,
  PATHS,
  shortLinkClickSchema,
  shortLinkListQuerySchema,
  shortLinkPageSchema,
  shortLinkSchema,
  updateShortLinkRequestSchema,
  type ShortLink,
  type ShortLinkClick,
  type ShortLinkPage,
} from '@cabinet/api/contract';
import { containsPattern, sqlParams } from '../db/sql';
import { loadOwner, type FlowOwner } from '../flows/owner';
import { requirePro } from '../flows/proFeatures';
import { ApiError } from '../http/ApiError';
import { headerValue } from '../http/originPolicy';
import { parseWith } from '../http/parseWith';
import { isUuid } from '../users/users';

type LinkRow = { id: string; encoded_id: string; url: string; title: string; clicks: number; last_click_at: Date | null; created_at: Date };
const LINK_COLUMNS = 'id, encoded_id, url, title, clicks, last_click_at, created_at';
const idParamsSchema = z.object({ id: z.string() });
const codeParamsSchema = z.object({ encodedId: z.string() });
const linkNotFound = () => new ApiError(404, 'SHORT_LINK_NOT_FOUND', 'Short link not found');

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 62^8 codes: guessing a live one is hopeless, and the link stays short. */
const CODE_LENGTH = 8;

/** A random code; 248 = 4 × 62 keeps every letter equally likely. */
export function newEncodedId(): string {
  let code = '';
  while (code.length < CODE_LENGTH) {
    for (const byte of randomBytes(CODE_LENGTH * 2)) {
      if (byte < 248 && code.length < CODE_LENGTH) code += ALPHABET[byte % 62] ?? '';
    }
  }
  return code;
}

/** The link shortener (spec section 2): the owner's Pro-locked list, and the public click that counts. */
export function shortLinksRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, tokens } = ctx;

  async function proOwner(request: FastifyRequest): Promise<FlowOwner> {
    const me = await loadOwner(db, (await authenticate(request, tokens)).userId);
    requirePro(me);
    return me;
  }

  app.get('/' + PATHS.shortLinks.list, async (request): Promise<ShortLinkPage> => {
    const me = await proOwner(request);
    const query = parseWith(shortLinkListQuerySchema, request.query);
    const where = (params: ReturnType<typeof sqlParams>) => {
      const conditions = [`user_id = ${params.add(me.id)}`];
      if (query.search) {
        const pattern = params.add(containsPattern(query.search));
        conditions.push(`(title ilike ${pattern} or url ilike ${pattern} or encoded_id = ${params.add(query.search)})`);
      }
      return conditions.join(' and ');
    };
    const countParams = sqlParams();
    const [count] = await db.query<{ total: number }>(`select count(*)::int as total from short_links where ${where(countParams)}`, countParams.values);
    const params = sqlParams();
    const direction = query.order === 'asc' ? 'asc' : 'desc';
    const sort = query.sort === 'clicks' ? 'clicks' : query.sort === 'title' ? 'lower(title)' : 'created_at';
    const rows = await db.query<LinkRow>(
      `select ${LINK_COLUMNS} from short_links where ${where(params)}
       order by ${sort} ${direction}, id ${direction}
       limit ${params.add(query.pageSize)} offset ${params.add((query.page - 1) * query.pageSize)}`,
      params.values,
    );
    return shortLinkPageSchema.parse({ items: rows.map(toLink), total: count?.total ?? 0, page: query.page, pageSize: query.pageSize });
  });

  app.post('/' + PATHS.shortLinks.list, async (request, reply) => {
    const me = await proOwner(request);
    const body = parseWith(createShortLinkRequestSchema, request.body);
    // A clash of two random codes is next to impossible; a few tries make it impossible in practice.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [row] = await db.query<LinkRow>(
        `insert into short_links (user_id, encoded_id, url, title) values ($1, $2, $3, $4)
         on conflict (encoded_id) do nothing
         returning ${LINK_COLUMNS}`,
        [me.id, newEncodedId(), body.url, body.title],
      );
      if (row) return reply.code(201).send(toLink(row));
    }
    throw new Error('No free short link code after 5 attempts');
  });

  app.patch('/' + PATHS.shortLinks.one, async (request): Promise<ShortLink> => {
    const me = await proOwner(request);
    const id = linkId(request.params);
    const patch = parseWith(updateShortLinkRequestSchema, request.body ?? {});
    const [row] = await db.query<LinkRow>(
      `update short_links set url = coalesce($3, url), title = coalesce($4, title)
       where id = $1 and user_id = $2
       returning ${LINK_COLUMNS}`,
      [id, me.id, patch.url ?? null, patch.title ?? null],
    );
    if (!row) throw linkNotFound();
    return toLink(row);
  });

  app.delete('/' + PATHS.shortLinks.one, async (request, reply) => {
    const me = await proOwner(request);
    const id = linkId(request.params);
    const deleted = await db.query('delete from short_links where id = $1 and user_id = $2 returning id', [id, me.id]);
    if (deleted.length === 0) throw linkNotFound();
    return reply.code(204).send();
  });

  // The public redirect page's call: no sign-in; counts the click with what the browser tells of itself.
  app.post('/' + PATHS.shortLinks.click, async (request): Promise<ShortLinkClick> => {
    const { encodedId } = parseWith(codeParamsSchema, request.params);
    const url = await db.transaction(async (tx) => {
      const [link] = await tx.query<{ id: string; url: string }>(
        'update short_links set clicks = clicks + 1, last_click_at = now() where encoded_id = $1 returning id, url',
        [encodedId],
      );
      if (!link) return null;
      await tx.query('insert into short_link_clicks (link_id, user_agent, referer) values ($1, $2, $3)', [
        link.id,
        headerValue(request.headers['user-agent'])?.slice(0, 500) ?? null,
        headerValue(request.headers.referer)?.slice(0, 500) ?? null,
      ]);
      return link.url;
    });
    if (url === null) throw linkNotFound();
    return shortLinkClickSchema.parse({ url });
  });
}

/** A link id from the path; one that is not a uuid cannot be a link. */
function linkId(params: unknown): string {
  const { id } = parseWith(idParamsSchema, params);
  if (!isUuid(id)) throw linkNotFound();
  return id;
}

function toLink(row: LinkRow): ShortLink {
  return shortLinkSchema.parse({
    id: row.id,
    encodedId: row.encoded_id,
    shortPath: `/to/${row.encoded_id}/`,
    url: row.url,
    title: row.title,
    clicks: row.clicks,
    lastClickAt: row.last_click_at ? row.last_click_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
  });
}

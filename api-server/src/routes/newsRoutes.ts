import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../AppContext';
import { authenticate } from '../auth/authenticate';
import type { AccessClaims } from '../auth/tokenService';
import { newsItemSchema, newsListSchema, PATHS, type NewsItem } from '@cabinet/api/contract';
import type { Queryable } from '../db/Db';
import { forbidden, notFound } from '../http/ApiError';
import { parseWith } from '../http/parseWith';
import { isUuid } from '../users/users';

/** A news item as a super-admin writes it: the entity without its id, which the API assigns. */
// The news schema is a `zod/mini` one (it loads with every signed-in page); the server's variants are classic.
export const newsInputSchema = z.object(newsItemSchema.shape).omit({ id: true });
export type NewsInput = z.output<typeof newsInputSchema>;
const newsPatchSchema = newsInputSchema.partial();
const idParamsSchema = z.object({ id: z.string() });

type NewsRow = {
  id: string;
  title: string;
  description: string;
  link: string | null;
  type: string;
  crm_types: string[];
  mobile_image: string | null;
  desktop_image: string | null;
  client_types: string[];
  is_sidebar_news: boolean;
  order_number: number;
};

const NEWS_COLUMNS =
  'id, title, description, link, type, crm_types, mobile_image, desktop_image, client_types, is_sidebar_news, order_number';

/** Service news: every signed-in user reads those meant for them; super-admins write (spec section 6). */
export function newsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, tokens } = ctx;
  const path = '/' + PATHS.news.list;

  app.get(path, async (request): Promise<NewsItem[]> => {
    const claims = await authenticate(request, tokens);
    // An empty crm_types or client_types list means "for everyone"; a client is Loyal after a second payment.
    const rows = await db.query<NewsRow>(
      `select ${prefixed('n.', NEWS_COLUMNS)}
       from news n
       join users u on u.id = $1
       cross join lateral (
         select case when count(*) > 1 then 'Loyal' else 'New' end as client_type
         from payments p where p.user_id = u.id and p.success
       ) c
       where (cardinality(n.crm_types) = 0 or n.crm_types && u.crms)
         and (cardinality(n.client_types) = 0 or c.client_type = any (n.client_types))
       order by n.order_number, n.created_at, n.id`,
      [claims.userId],
    );
    return newsListSchema.parse(rows.map(toNewsFields));
  });

  app.post(path, async (request, reply) => {
    requireSuperAdmin(await authenticate(request, tokens));
    const input = parseWith(newsInputSchema, request.body);
    const [row] = await db.query<NewsRow>(
      `insert into news (title, description, link, type, crm_types, mobile_image, desktop_image, client_types, is_sidebar_news, order_number)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       returning ${NEWS_COLUMNS}`,
      newsParams(input),
    );
    if (!row) throw new Error('Inserting a news item returned no row');
    return reply.code(201).send(newsItemSchema.parse(toNewsFields(row)));
  });

  app.patch(`${path}/:id`, async (request): Promise<NewsItem> => {
    requireSuperAdmin(await authenticate(request, tokens));
    const { id } = parseWith(idParamsSchema, request.params);
    const patch = parseWith(newsPatchSchema, request.body ?? {});
    if (!isUuid(id)) throw notFound();
    const updated = await db.transaction(async (tx) => {
      const current = await findNews(tx, id);
      if (!current) return null;
      // JSON has no undefined: a field absent from the body keeps its value, an explicit null clears it.
      const next: NewsInput = { ...toNewsInput(current), ...patch };
      const [row] = await tx.query<NewsRow>(
        `update news set title = $1, description = $2, link = $3, type = $4, crm_types = $5, mobile_image = $6,
           desktop_image = $7, client_types = $8, is_sidebar_news = $9, order_number = $10
         where id = $11
         returning ${NEWS_COLUMNS}`,
        [...newsParams(next), id],
      );
      return row ?? null;
    });
    if (!updated) throw notFound();
    return newsItemSchema.parse(toNewsFields(updated));
  });

  app.delete(`${path}/:id`, async (request, reply) => {
    requireSuperAdmin(await authenticate(request, tokens));
    const { id } = parseWith(idParamsSchema, request.params);
    if (!isUuid(id)) throw notFound();
    const deleted = await db.query<{ id: string }>('delete from news where id = $1 returning id', [id]);
    if (deleted.length === 0) throw notFound();
    return reply.code(204).send();
  });
}

function requireSuperAdmin(claims: AccessClaims): void {
  if (!claims.roles.includes('super-admin')) throw forbidden();
}

async function findNews(q: Queryable, id: string): Promise<NewsRow | null> {
  const [row] = await q.query<NewsRow>(`select ${NEWS_COLUMNS} from news where id = $1 for update`, [id]);
  return row ?? null;
}

function prefixed(prefix: string, columns: string): string {
  return columns
    .split(',')
    .map((column) => prefix + column.trim())
    .join(', ');
}

/** Row to entity fields; the caller parses them with the shared schema, which also narrows `type`. */
function toNewsFields(row: NewsRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    link: row.link,
    type: row.type,
    crmTypes: row.crm_types,
    mobileImage: row.mobile_image,
    desktopImage: row.desktop_image,
    clientTypes: row.client_types,
    isSidebarNews: row.is_sidebar_news,
    orderNumber: row.order_number,
  };
}

function toNewsInput(row: NewsRow): NewsInput {
  return newsInputSchema.parse(toNewsFields(row));
}

function newsParams(input: NewsInput): unknown[] {
  return [
    input.title,
    input.description,
    input.link,
    input.type,
    input.crmTypes,
    input.mobileImage,
    input.desktopImage,
    input.clientTypes,
    input.isSidebarNews,
    input.orderNumber,
  ];
}


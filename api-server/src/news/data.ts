import { z } from 'zod';
import { NEWS_LANGUAGES, newsItemSchema, newsListSchema, type NewsItem } from '@cabinet/api/contract';
import type { Db, Queryable } from '../platform/db/Db';

// The news schema is a `zod/mini` one (it loads with every signed-in page); the server's variants are classic.
const storedNewsSchema = z
  .object(newsItemSchema.shape)
  .omit({ id: true, createdAt: true })
  // An item written without a language is for every reader (the admin screen may leave it out).
  .extend({ language: z.enum(NEWS_LANGUAGES).nullable().default(null) });

/** An address a news item may show: http(s) only, so no `javascript:` or `data:` reaches a page. */
const webAddress = z.url({ protocol: /^https?$/, error: 'Must be an http or https address' }).max(2048);
/** Where a news item links: an http(s) address, or a path of the cabinet itself ("/payments", never "//host"). */
const newsLink = z.union([webAddress, z.string().max(2048).regex(/^\/(?![/\\])\S*$/, 'Must be an http or https address or a path of the cabinet')]);
const shortText = z.string().max(100);

/**
 * A news item as a super-admin writes it: the entity without its id, which the API assigns. Decision (spec
 * gives no limits): a title of at most 200 characters, a description of at most 5,000, addresses http(s)
 * of at most 2,048, at most 20 CRM types of at most 100 characters each.
 */
export const newsInputSchema = storedNewsSchema.extend({
  title: z.string().trim().min(1).max(200),
  description: z.string().max(5000),
  link: newsLink.nullable(),
  mobileImage: webAddress.nullable(),
  desktopImage: webAddress.nullable(),
  crmTypes: z.array(shortText).max(20),
});
export type NewsInput = z.output<typeof newsInputSchema>;

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
  language: string | null;
  created_at: Date;
};

const NEWS_COLUMNS =
  'id, title, description, link, type, crm_types, mobile_image, desktop_image, client_types, is_sidebar_news, order_number, language, created_at';

/**
 * The items meant for a user: an empty crm_types or client_types list means "for everyone"; a client is Loyal
 * after a second payment. Of the items written in a language, those of `language` (the page's), else of the
 * user's account, else Russian (the engine's default); items without a language go to everyone.
 */
export async function newsFor(q: Queryable, userId: string, language?: string): Promise<NewsItem[]> {
  const rows = await q.query<NewsRow>(
    `select ${prefixed('n.', NEWS_COLUMNS)}
     from news n
     join users u on u.id = $1
     cross join lateral (
       select case when count(*) > 1 then 'Loyal' else 'New' end as client_type
       from payments p where p.user_id = u.id and p.success
     ) c
     where (cardinality(n.crm_types) = 0 or n.crm_types && u.crms)
       and (cardinality(n.client_types) = 0 or c.client_type = any (n.client_types))
       and (n.language is null or n.language = coalesce($2, case
         when u.language ilike 'en%' then 'en' when u.language ilike 'pt%' then 'pt-BR' when u.language ilike 'uk%' then 'uk-UA' else 'ru' end))
     order by n.order_number, n.created_at, n.id`,
    [userId, language ?? null],
  );
  return newsListSchema.parse(rows.map(toNewsFields));
}

/**
 * Every news item, whoever it is for (/admin/news), in the order the sidebar and the bell show them: the
 * readers' call answers only the items meant for the caller.
 */
export async function listAllNews(q: Queryable): Promise<NewsItem[]> {
  const rows = await q.query<NewsRow>(`select ${NEWS_COLUMNS} from news order by order_number, created_at, id`);
  return newsListSchema.parse(rows.map(toNewsFields));
}

export async function insertNews(q: Queryable, input: NewsInput): Promise<NewsItem> {
  const [row] = await q.query<NewsRow>(
    `insert into news (title, description, link, type, crm_types, mobile_image, desktop_image, client_types, is_sidebar_news, order_number, language)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     returning ${NEWS_COLUMNS}`,
    newsParams(input),
  );
  if (!row) throw new Error('Inserting a news item returned no row');
  return newsItemSchema.parse(toNewsFields(row));
}

/** Applies a patch to one item; null when there is none of that id. */
export async function updateNews(db: Db, id: string, patch: Partial<NewsInput>): Promise<NewsItem | null> {
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.query<NewsRow>(`select ${NEWS_COLUMNS} from news where id = $1 for update`, [id]);
    if (!current) return null;
    // JSON has no undefined: a field absent from the body keeps its value, an explicit null clears it.
    // The stored item as it is (it may predate today's limits), with the caller's checked fields over it.
    const next: NewsInput = { ...storedNewsSchema.parse(toNewsFields(current)), ...patch };
    const [row] = await tx.query<NewsRow>(
      `update news set title = $1, description = $2, link = $3, type = $4, crm_types = $5, mobile_image = $6,
         desktop_image = $7, client_types = $8, is_sidebar_news = $9, order_number = $10, language = $11
       where id = $12
       returning ${NEWS_COLUMNS}`,
      [...newsParams(next), id],
    );
    return row ?? null;
  });
  return updated ? newsItemSchema.parse(toNewsFields(updated)) : null;
}

/** False when there was no item of that id. */
export async function deleteNews(q: Queryable, id: string): Promise<boolean> {
  const deleted = await q.query('delete from news where id = $1 returning id', [id]);
  return deleted.length > 0;
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
    language: row.language,
    createdAt: row.created_at.toISOString(),
  };
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
    input.language,
  ];
}

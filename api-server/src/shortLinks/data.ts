import { randomBytes } from 'node:crypto';
import { shortLinkPageSchema, shortLinkSchema, type ShortLink, type ShortLinkListQuery, type ShortLinkPage } from '@cabinet/api/flows';
import type { Db, Queryable } from '../platform/db/Db';
import { pagedList, type PagedListDefinition } from '../platform/db/pagedList';
import { containsPattern } from '../platform/db/sql';

type LinkRow = { id: string; encoded_id: string; url: string; title: string; clicks: number; last_click_at: Date | null; created_at: Date };
const LINK_COLUMNS = 'id, encoded_id, url, title, clicks, last_click_at, created_at';

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

/** One owner's links as they page, searched in title and address (or by their exact code). */
export function shortLinkList(userId: string): PagedListDefinition {
  return {
    from: 'short_links',
    columns: LINK_COLUMNS,
    scope: [(params) => `user_id = ${params.add(userId)}`],
    search: (term, params) => {
      const pattern = params.add(containsPattern(term));
      return `title ilike ${pattern} or url ilike ${pattern} or encoded_id = ${params.add(term)}`;
    },
    sorts: { createdAt: 'created_at', clicks: 'clicks', title: 'lower(title)' },
    defaultSort: 'createdAt',
    tieBreaker: 'id',
  };
}

export async function listLinks(q: Queryable, userId: string, query: ShortLinkListQuery): Promise<ShortLinkPage> {
  const page = await pagedList<LinkRow>(q, shortLinkList(userId), query);
  return shortLinkPageSchema.parse({ ...page, items: page.items.map(toLink) });
}

/** A new link under a fresh random code. */
export async function insertLink(q: Queryable, userId: string, link: { url: string; title: string }): Promise<ShortLink> {
  // A clash of two random codes is next to impossible; a few tries make it impossible in practice.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await q.query<LinkRow>(
      `insert into short_links (user_id, encoded_id, url, title) values ($1, $2, $3, $4)
       on conflict (encoded_id) do nothing
       returning ${LINK_COLUMNS}`,
      [userId, newEncodedId(), link.url, link.title],
    );
    if (row) return toLink(row);
  }
  throw new Error('No free short link code after 5 attempts');
}

/** The fields given change; null when the link is not the owner's. */
export async function updateLink(q: Queryable, userId: string, id: string, patch: { url?: string | undefined; title?: string | undefined }): Promise<ShortLink | null> {
  const [row] = await q.query<LinkRow>(
    `update short_links set url = coalesce($3, url), title = coalesce($4, title)
     where id = $1 and user_id = $2
     returning ${LINK_COLUMNS}`,
    [id, userId, patch.url ?? null, patch.title ?? null],
  );
  return row ? toLink(row) : null;
}

export async function deleteLink(q: Queryable, userId: string, id: string): Promise<boolean> {
  const deleted = await q.query('delete from short_links where id = $1 and user_id = $2 returning id', [id, userId]);
  return deleted.length > 0;
}

/** Counts a click with what the browser tells of itself; the address to go to, or null for an unknown code. */
export async function recordClick(db: Db, encodedId: string, browser: { userAgent: string | null; referer: string | null }): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [link] = await tx.query<{ id: string; url: string }>('update short_links set clicks = clicks + 1, last_click_at = now() where encoded_id = $1 returning id, url', [
      encodedId,
    ]);
    if (!link) return null;
    await tx.query('insert into short_link_clicks (link_id, user_agent, referer) values ($1, $2, $3)', [link.id, browser.userAgent, browser.referer]);
    return link.url;
  });
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

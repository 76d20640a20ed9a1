import { blacklistEntrySchema, blacklistPageSchema, FLOW_TYPES, publicIgnoreEntrySchema, type BlacklistEntry, type BlacklistListQuery, type BlacklistPage, type PublicIgnoreEntry } from '@cabinet/api/flows';
import { phoneAsTypedIn } from '@cabinet/api/phone';
import type { Db, Queryable } from '../platform/db/Db';
import { pagedList, type PagedListDefinition } from '../platform/db/pagedList';
import { containsPattern } from '../platform/db/sql';
import { maskPhone } from './ignoreLinks';

type EntryRow = { id: string; phone: string; comment: string; allowed_tasks: string[]; created_at: Date };
const ENTRY_COLUMNS = 'id, phone, comment, allowed_tasks, created_at';

/**
 * The comment of an entry a client made themself through their link, in the owner's language (the
 * account's: users.language, Russian when unset, as the messaging engine reads it): it is the owner who reads it.
 */
export const SELF_OPT_OUT_COMMENTS = {
  en: 'Opted out through the link',
  ru: 'Отписался по ссылке',
  pt: 'Cancelou a inscrição pelo link',
  uk: 'Відписався за посиланням',
} as const;

export function selfOptOutComment(language: string | null): string {
  const value = (language ?? '').toLowerCase();
  if (value.startsWith('en')) return SELF_OPT_OUT_COMMENTS.en;
  if (value.startsWith('pt')) return SELF_OPT_OUT_COMMENTS.pt;
  if (value.startsWith('uk')) return SELF_OPT_OUT_COMMENTS.uk;
  return SELF_OPT_OUT_COMMENTS.ru;
}

/**
 * One owner's list as it pages (accounts hold up to 50,000 entries). A search that reads as a phone the way the
 * owner writes one at home ("8 900 555 00 01" for +79005550001) finds that number too.
 */
export function blacklistList(userId: string, ownerPhone: string | null = null): PagedListDefinition {
  return {
    from: 'blacklist',
    columns: ENTRY_COLUMNS,
    scope: [(params) => `user_id = ${params.add(userId)}`],
    search: (term, params) => {
      const digits = term.replace(/\D/g, '');
      const matches = [`comment ilike ${params.add(containsPattern(term))}`];
      // Phones are stored as +<digits>: "900 555" finds +7900555...
      if (digits !== '') matches.push(`phone like ${params.add(containsPattern(digits))}`);
      const typed = /^[\d\s()+.-]+$/.test(term) ? phoneAsTypedIn(term, ownerPhone) : null;
      if (typed) matches.push(`phone = ${params.add(typed)}`);
      return matches.join(' or ');
    },
    sorts: { createdAt: 'created_at', phone: 'phone' },
    defaultSort: 'createdAt',
    tieBreaker: 'id',
  };
}

export async function listEntries(q: Queryable, userId: string, query: BlacklistListQuery): Promise<BlacklistPage> {
  const [owner] = await q.query<{ phone: string | null }>('select phone from users where id = $1', [userId]);
  const page = await pagedList<EntryRow>(q, blacklistList(userId, owner?.phone ?? null), query);
  return blacklistPageSchema.parse({ ...page, items: page.items.map(toEntry) });
}

/** Null when the phone is in the owner's list already. */
export async function insertEntry(q: Queryable, userId: string, entry: { phone: string; comment: string; allowedTasks: readonly string[] }): Promise<BlacklistEntry | null> {
  const [row] = await q.query<EntryRow>(
    `insert into blacklist (user_id, phone, comment, allowed_tasks) values ($1, $2, $3, $4::text[])
     on conflict (user_id, phone) do nothing
     returning ${ENTRY_COLUMNS}`,
    [userId, entry.phone, entry.comment, entry.allowedTasks],
  );
  return row ? toEntry(row) : null;
}

/** The fields given change; 'exists' when the new phone is another entry's, null when the entry is not the owner's. */
export async function updateEntry(
  db: Db,
  userId: string,
  id: string,
  patch: { phone?: string | undefined; comment?: string | undefined; allowedTasks?: readonly string[] | undefined },
): Promise<BlacklistEntry | 'exists' | null> {
  return db.transaction(async (tx) => {
    if (patch.phone !== undefined) {
      const [taken] = await tx.query('select id from blacklist where user_id = $1 and phone = $2 and id <> $3', [userId, patch.phone, id]);
      if (taken) return 'exists';
    }
    const [updated] = await tx.query<EntryRow>(
      `update blacklist set phone = coalesce($3, phone), comment = coalesce($4, comment), allowed_tasks = coalesce($5::text[], allowed_tasks)
       where id = $1 and user_id = $2
       returning ${ENTRY_COLUMNS}`,
      [id, userId, patch.phone ?? null, patch.comment ?? null, patch.allowedTasks ?? null],
    );
    return updated ? toEntry(updated) : null;
  });
}

export async function deleteEntry(q: Queryable, userId: string, id: string): Promise<boolean> {
  const deleted = await q.query('delete from blacklist where id = $1 and user_id = $2 returning id', [id, userId]);
  return deleted.length > 0;
}

export async function userExists(q: Queryable, id: string): Promise<boolean> {
  const [owner] = await q.query('select id from users where id = $1', [id]);
  return owner !== undefined;
}

/** The client's own choice through their link: opted out with the flow types they keep, or back in. */
export async function setSelfOptOut(q: Queryable, link: { userId: string; phone: string }, choice: { ignored: boolean; allowedTasks: readonly string[] }): Promise<void> {
  if (choice.ignored) {
    const [owner] = await q.query<{ language: string | null }>('select language from users where id = $1', [link.userId]);
    await q.query(
      `insert into blacklist (user_id, phone, comment, allowed_tasks) values ($1, $2, $3, $4::text[])
       on conflict (user_id, phone) do update set allowed_tasks = excluded.allowed_tasks`,
      [link.userId, link.phone, selfOptOutComment(owner?.language ?? null), choice.allowedTasks],
    );
  } else {
    await q.query('delete from blacklist where user_id = $1 and phone = $2', [link.userId, link.phone]);
  }
}

/** What the client's page shows: their masked phone, their choice, and the kinds of messages this business sends. */
export async function publicEntry(q: Queryable, link: { userId: string; phone: string }): Promise<PublicIgnoreEntry> {
  const [entry] = await q.query<{ allowed_tasks: string[] }>('select allowed_tasks from blacklist where user_id = $1 and phone = $2', [link.userId, link.phone]);
  // The kinds of messages this business sends: those a client may choose to keep.
  const running = await q.query<{ type: string }>("select distinct type from flows where user_id = $1 and status not in ('done', 'canceled')", [link.userId]);
  const types = new Set(running.map((row) => row.type));
  const [company] = await q.query<{ name: string }>('select name from companies where user_id = $1 order by created_at, name limit 1', [link.userId]);
  return publicIgnoreEntrySchema.parse({
    businessName: company?.name ?? null,
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

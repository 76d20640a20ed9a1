import { checklistSchema, checklistVersionsSchema, type Checklist, type ChecklistVersionSummary, type SavedChecklist } from '@cabinet/api/quality';
import type { Queryable } from '../platform/db/Db';

type ItemRow = { item_id: string; title: string; description: string; weight: number; fatal: boolean };

/** What a never-saved checklist answers. */
export const NO_CHECKLIST: Checklist = { version: 0, items: [], createdAt: null };

/** The newest version the user saved (0 for none); `lock` holds it until the transaction ends, so two saves queue. */
export async function latestChecklistVersion(db: Queryable, userId: string, lock = false): Promise<number> {
  if (lock) await db.query('select id from users where id = $1 for update', [userId]);
  const [row] = await db.query<{ version: number | null }>('select max(version) as version from quality_checklists where user_id = $1', [userId]);
  return row?.version ?? 0;
}

/** One saved version with its criteria in order, or null when the user has no such version. */
export async function findChecklist(db: Queryable, userId: string, version: number): Promise<Checklist | null> {
  const [head] = await db.query<{ created_at: Date }>('select created_at from quality_checklists where user_id = $1 and version = $2', [userId, version]);
  if (!head) return null;
  const items = await db.query<ItemRow>(
    'select item_id, title, description, weight, fatal from quality_checklist_items where user_id = $1 and version = $2 order by position',
    [userId, version],
  );
  return checklistSchema.parse({
    version,
    items: items.map((row) => ({ id: row.item_id, title: row.title, description: row.description, weight: row.weight, fatal: row.fatal })),
    createdAt: head.created_at.toISOString(),
  });
}

/**
 * Writes `version` with the criteria in order. A criterion keeps its id when the save names one of the
 * previous version's; any other (new, or an id the user does not have) gets a fresh one.
 */
export async function insertChecklistVersion(tx: Queryable, userId: string, version: number, checklist: SavedChecklist, previousIds: ReadonlySet<string>): Promise<void> {
  await tx.query('insert into quality_checklists (user_id, version) values ($1, $2)', [userId, version]);
  const used = new Set<string>();
  for (const [position, item] of checklist.items.entries()) {
    const kept = item.id !== undefined && previousIds.has(item.id) && !used.has(item.id) ? item.id : null;
    if (kept) used.add(kept);
    await tx.query(
      `insert into quality_checklist_items (user_id, version, position, item_id, title, description, weight, fatal)
       values ($1, $2, $3, coalesce($4::uuid, gen_random_uuid()), $5, $6, $7, $8)`,
      [userId, version, position, kept, item.title, item.description, item.weight, item.fatal],
    );
  }
}

export async function listChecklistVersions(db: Queryable, userId: string): Promise<ChecklistVersionSummary[]> {
  const rows = await db.query<{ version: number; items_count: number; fatal_count: number; created_at: Date }>(
    `select c.version, c.created_at, count(i.*)::int as items_count, count(i.*) filter (where i.fatal)::int as fatal_count
     from quality_checklists c left join quality_checklist_items i on i.user_id = c.user_id and i.version = c.version
     where c.user_id = $1 group by c.version, c.created_at order by c.version desc`,
    [userId],
  );
  return checklistVersionsSchema.parse(
    rows.map((row) => ({ version: row.version, itemsCount: row.items_count, fatalCount: row.fatal_count, createdAt: row.created_at.toISOString() })),
  );
}

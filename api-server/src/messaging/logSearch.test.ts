import { messageExportQuerySchema, messageListQuerySchema } from '@cabinet/api/messaging';
import type { Db } from '../platform/db/Db';
import { openTestDb } from '../testing/createTestApp';
import { indexesRead, recording, type SentStatement } from '../testing/queryPlans';
import { exportMessages, listMessages } from './logData';
import { MESSAGING_MIGRATIONS } from './migrations';
import { insertLogMessage, insertOwner } from './testing';

/**
 * The log's search by name or phone fragment is read through the trigram indexes (messaging migration 0002): at a
 * million messages a scan took about a second (docs/performance.md). The plan is checked with EXPLAIN on the queries
 * listMessages really sends, sequential scans priced out, so a query shape the indexes cannot serve (lower(...),
 * a function on the column) fails here rather than in production.
 */
let db: Db;
let ownerId: string;

beforeAll(async () => {
  db = await openTestDb('migrated');
  ownerId = await insertOwner(db);
  await insertLogMessage(db, ownerId, { scheduledAt: '2026-11-20T10:00:00Z', clientName: 'Анна Смирнова', phone: '+79165550001' });
  await insertLogMessage(db, ownerId, { scheduledAt: '2026-11-20T11:00:00Z', clientName: 'Борис Орлов', phone: '+79165550002' });
  // An account's log of some size, analysed, so the planner weighs reading all of the account's rows against the
  // few the trigrams point at, as it does on a large log. Written without the trigram indexes, which the
  // migration's own statements then build (a bulk build, seconds faster than growing them row by row).
  const migration = MESSAGING_MIGRATIONS.find((candidate) => candidate.id === '0002-log-search-trigrams');
  if (!migration) throw new Error('no trigram migration');
  await db.exec('drop index messages_client_name_trgm; drop index messages_phone_trgm');
  await db.query(
    `insert into messages (user_id, dedupe_key, phone, recipient, client_name, channel, mode, text, status, scheduled_at)
     select $1, 'bulk:' || n, '+7926' || lpad(n::text, 7, '0'), '+7926' || lpad(n::text, 7, '0'), 'Client ' || n, 'whatsapp', 'combat', 'Hi', 'sent', now() - make_interval(mins => n)
     from generate_series(1, 20000) n`,
    [ownerId],
  );
  await db.exec(migration.sql);
  await db.exec('analyze messages');
});

afterAll(async () => {
  await db.close();
});

/** The statements listMessages sends for a search, each with its parameters. */
async function searchStatements(search: string): Promise<SentStatement[]> {
  const { q, sent } = recording(db);
  const page = await listMessages(q, ownerId, messageListQuerySchema.parse({ search }), new Date());
  expect(page.total).toBe(1);
  return sent;
}

it.each([
  ['a fragment of the name, any case', 'смирн', 'messages_client_name_trgm'],
  ['digits of the phone, spaced as typed', '555 0002', 'messages_phone_trgm'],
])('finds the messages by %s through the trigram index', async (_, search, index) => {
  const statements = await searchStatements(search);
  // The count and the page's ids both read it.
  expect(statements.length).toBeGreaterThanOrEqual(2);
  for (const statement of statements.slice(0, 2)) expect(await indexesRead(db, statement)).toContain(index);
});

it("exports one status's messages in the log's order from the status index, without sorting all of them first", async () => {
  // A rare status, as the failed are in a large log (a tenth of it): the batch must not read and sort every one.
  await db.query(
    `insert into messages (user_id, dedupe_key, phone, recipient, client_name, channel, mode, text, status, scheduled_at)
     select $1, 'failed:' || n, '+7927' || lpad(n::text, 7, '0'), '+7927' || lpad(n::text, 7, '0'), 'Failed ' || n, 'sms', 'combat', 'Hi', 'failed', now() - make_interval(mins => n * 7)
     from generate_series(1, 2000) n`,
    [ownerId],
  );
  await db.exec('analyze messages');
  const { q, sent } = recording(db);
  const batches = exportMessages(q, ownerId, messageExportQuerySchema.parse({ status: 'failed' }));
  const first = await batches.next();
  await batches.return(undefined);
  const rows = first.done ? [] : first.value;
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((entry) => entry.status === 'failed')).toBe(true);
  const [statement] = sent;
  if (!statement) throw new Error('no statement sent');
  expect(await indexesRead(db, statement)).toContain('messages_user_status');
  const [row] = await db.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${statement.sql}`, statement.params);
  // An incremental sort (ties of scheduled_at by id) is fine; a whole sort of the status's rows is not.
  expect(JSON.stringify(row?.['QUERY PLAN'])).not.toMatch(/"Node Type":"Sort"/);
});

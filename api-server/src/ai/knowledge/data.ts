import { companyProfileSchema, knowledgeSourceSchema, type AiLanguage, type CompanyProfile, type KnowledgeSource, type KnowledgeSourceKind, type KnowledgeFailure, type KnowledgeState, type PaymentMethod } from '@cabinet/api/ai';
import type { Queryable } from '../../platform/db/Db';
import { prefixQueryOf, RETRIEVED_PASSAGES, TEXT_SEARCH_CONFIG } from './search';

/* Every SQL statement of the knowledge base: sources, their files' bytes, passages and the search. */

type SourceRow = {
  id: string;
  kind: KnowledgeSourceKind;
  name: string;
  url: string | null;
  answer: string | null;
  extension: string | null;
  size_bytes: number | null;
  state: KnowledgeState;
  error_kind: string | null;
  error: string | null;
  passages: number;
  version: number;
  updated_at: Date;
};

const SOURCE_COLUMNS = `s.id, s.kind, s.name, s.url, s.answer, s.extension, s.size_bytes, s.state, s.error_kind, s.error, s.version, s.updated_at,
  (select count(*)::int from copilot_bot_passages p where p.source_id = s.id) as passages`;

const toSource = (row: SourceRow): KnowledgeSource =>
  knowledgeSourceSchema.parse({
    id: row.id,
    kind: row.kind,
    name: row.name,
    url: row.url,
    answer: row.answer,
    sizeBytes: row.size_bytes,
    state: row.state,
    errorKind: row.error_kind,
    error: row.error,
    passages: row.passages,
    version: row.version,
    updatedAt: row.updated_at.toISOString(),
  });

/** An assistant's sources, newest first (a knowledge base holds tens of them: not paged). */
export async function listSources(q: Queryable, botId: string): Promise<KnowledgeSource[]> {
  const rows = await q.query<SourceRow>(`select ${SOURCE_COLUMNS} from copilot_bot_sources s where s.bot_id = $1 order by s.created_at desc, s.id`, [botId]);
  return rows.map(toSource);
}

export async function findSource(q: Queryable, botId: string, sourceId: string): Promise<KnowledgeSource | null> {
  const [row] = await q.query<SourceRow>(`select ${SOURCE_COLUMNS} from copilot_bot_sources s where s.id = $2 and s.bot_id = $1`, [botId, sourceId]);
  return row ? toSource(row) : null;
}

export async function insertQa(q: Queryable, botId: string, question: string, answer: string): Promise<string> {
  const [row] = await q.query<{ id: string }>(`insert into copilot_bot_sources (bot_id, kind, name, answer) values ($1, 'qa', $2, $3) returning id`, [botId, question, answer]);
  if (!row) throw new Error('Inserting a Q&A pair returned no row');
  return row.id;
}

/** A Q&A pair's new text: a new version, waiting to be indexed again. */
export async function updateQa(q: Queryable, sourceId: string, question: string, answer: string): Promise<void> {
  await q.query(
    `update copilot_bot_sources set name = $2, answer = $3, state = 'waiting', error_kind = null, error = null, version = version + 1, updated_at = clock_timestamp() where id = $1`,
    [sourceId, question, answer],
  );
}

export async function lockSource(q: Queryable, botId: string, sourceId: string): Promise<{ kind: string; version: number; state: KnowledgeState } | null> {
  const [row] = await q.query<{ kind: string; version: number; state: KnowledgeState }>('select kind, version, state from copilot_bot_sources where id = $2 and bot_id = $1 for update', [
    botId,
    sourceId,
  ]);
  return row ?? null;
}

export async function insertFile(q: Queryable, botId: string, name: string, extension: string, content: Uint8Array): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `insert into copilot_bot_sources (bot_id, kind, name, extension, size_bytes) values ($1, 'file', $2, $3, $4) returning id`,
    [botId, name, extension, content.byteLength],
  );
  if (!row) throw new Error('Inserting a file returned no row');
  await q.query('insert into copilot_bot_source_files (source_id, content) values ($1, $2)', [row.id, content]);
  return row.id;
}

export async function deleteSource(q: Queryable, botId: string, sourceId: string): Promise<boolean> {
  const rows = await q.query('delete from copilot_bot_sources where id = $2 and bot_id = $1 returning id', [botId, sourceId]);
  return rows.length > 0;
}

/** Back to waiting from error (retry) or from any state (the assistant's language changed): a new version. */
export async function requeueSources(q: Queryable, botId: string, onlyId: string | null): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `update copilot_bot_sources set state = 'waiting', error_kind = null, error = null, version = version + 1, updated_at = clock_timestamp()
     where bot_id = $1 and ($2::uuid is null or id = $2::uuid) returning id`,
    [botId, onlyId],
  );
  return rows.map((row) => row.id);
}

/** A web page's address: its source waits to be fetched (its name is the address until the page's title is read). */
export async function insertPage(q: Queryable, botId: string, url: string): Promise<string> {
  const [row] = await q.query<{ id: string }>(`insert into copilot_bot_sources (bot_id, kind, name, url) values ($1, 'url', $2, $2) returning id`, [botId, url]);
  if (!row) throw new Error('Inserting a page returned no row');
  return row.id;
}

/** A fetched page's title (its source's name) and size, for the version the worker holds. */
export async function setPageRead(q: Queryable, sourceId: string, version: number, title: string, sizeBytes: number): Promise<void> {
  await q.query(`update copilot_bot_sources set name = case when $3 = '' then name else left($3, 300) end, size_bytes = $4 where id = $1 and version = $2`, [sourceId, version, title, sizeBytes]);
}

type ProfileRow = { name: string; address: string; work_hours: string; links: string[]; payment_methods: PaymentMethod[]; version: number; source_id: string | null };

/** The assistant's company profile, or the empty one of version 0 when none is saved. */
export async function findProfile(q: Queryable, botId: string, lock = false): Promise<CompanyProfile> {
  const [row] = await q.query<ProfileRow>(
    `select p.name, p.address, p.work_hours, p.links, p.payment_methods, p.version,
       (select s.id from copilot_bot_sources s where s.bot_id = p.bot_id and s.kind = 'profile') as source_id
     from copilot_bot_profiles p where p.bot_id = $1${lock ? ' for update' : ''}`,
    [botId],
  );
  if (!row) return { name: '', address: '', workHours: '', links: [], paymentMethods: [], version: 0, sourceId: null };
  return companyProfileSchema.parse({
    name: row.name,
    address: row.address,
    workHours: row.work_hours,
    links: row.links,
    paymentMethods: row.payment_methods,
    version: row.version,
    sourceId: row.source_id,
  });
}

export type ProfileFields = Pick<CompanyProfile, 'name' | 'address' | 'workHours' | 'links' | 'paymentMethods'>;

/** Saves the profile (a new version) and leaves its source waiting to be indexed again; its source's id. */
export async function saveProfile(q: Queryable, botId: string, fields: ProfileFields): Promise<string> {
  await q.query(
    `insert into copilot_bot_profiles (bot_id, name, address, work_hours, links, payment_methods) values ($1, $2, $3, $4, $5::jsonb, $6::jsonb)
     on conflict (bot_id) do update set name = excluded.name, address = excluded.address, work_hours = excluded.work_hours, links = excluded.links,
       payment_methods = excluded.payment_methods, version = copilot_bot_profiles.version + 1, updated_at = clock_timestamp()`,
    [botId, fields.name, fields.address, fields.workHours, JSON.stringify(fields.links), JSON.stringify(fields.paymentMethods)],
  );
  const [row] = await q.query<{ id: string }>(
    `insert into copilot_bot_sources (bot_id, kind, name) values ($1, 'profile', $2)
     on conflict (bot_id) where kind = 'profile'
     do update set name = excluded.name, state = 'waiting', error_kind = null, error = null, version = copilot_bot_sources.version + 1, updated_at = clock_timestamp()
     returning id`,
    [botId, fields.name],
  );
  if (!row) throw new Error('Saving a profile returned no source');
  return row.id;
}

/** What the indexer works on: the source, its assistant's language and (a file's) bytes. */
export interface IndexWork {
  id: string;
  botId: string;
  kind: KnowledgeSourceKind;
  name: string;
  url: string | null;
  answer: string | null;
  extension: string | null;
  version: number;
  language: AiLanguage;
}

/**
 * Takes a source still waiting (or left mid-way by a stopped worker) into `parsing`; null when it is ready, in
 * error, deleted, or of another version than the job's (a newer job has it).
 */
export async function claimSource(q: Queryable, sourceId: string): Promise<IndexWork | null> {
  const [row] = await q.query<{ id: string; bot_id: string; kind: KnowledgeSourceKind; name: string; url: string | null; answer: string | null; extension: string | null; version: number; language: AiLanguage }>(
    `update copilot_bot_sources s set state = 'parsing', updated_at = clock_timestamp()
     from copilot_bots b
     where s.id = $1 and b.id = s.bot_id and s.state in ('waiting', 'parsing', 'splitting', 'indexing')
     returning s.id, s.bot_id, s.kind, s.name, s.url, s.answer, s.extension, s.version, b.language`,
    [sourceId],
  );
  return row ? { id: row.id, botId: row.bot_id, kind: row.kind, name: row.name, url: row.url, answer: row.answer, extension: row.extension, version: row.version, language: row.language } : null;
}

export async function fileContent(q: Queryable, sourceId: string): Promise<Uint8Array | null> {
  const [row] = await q.query<{ content: Uint8Array }>('select content from copilot_bot_source_files where source_id = $1', [sourceId]);
  return row ? row.content : null;
}

/**
 * Moves the source of this version to the next state, with why when it is error (its kind and the detail);
 * false when it changed under the worker (edited, retried, deleted).
 */
export async function setState(
  q: Queryable,
  sourceId: string,
  version: number,
  state: KnowledgeState,
  error: { kind: KnowledgeFailure; detail: string } | null = null,
): Promise<boolean> {
  const rows = await q.query(
    `update copilot_bot_sources set state = $3, error_kind = $4, error = $5, updated_at = clock_timestamp() where id = $1 and version = $2 returning id`,
    [sourceId, version, state, error?.kind ?? null, error?.detail ?? null],
  );
  return rows.length > 0;
}

/** The passages of the source, replacing any earlier ones, each with its tsvector in the language's configuration. */
export async function replacePassages(q: Queryable, work: IndexWork, passages: readonly string[]): Promise<void> {
  await q.query('delete from copilot_bot_passages where source_id = $1', [work.id]);
  if (passages.length === 0) return;
  await q.query(
    `insert into copilot_bot_passages (source_id, bot_id, position, text, tsv)
     select $1, $2, ordinality - 1, passage, to_tsvector($3::regconfig, passage)
     from unnest($4::text[]) with ordinality as passage`,
    [work.id, work.botId, TEXT_SEARCH_CONFIG[work.language], passages],
  );
}

export interface RetrievedPassage {
  sourceId: string;
  sourceName: string;
  kind: KnowledgeSourceKind;
  text: string;
}

/**
 * The assistant's passages closest to the question by PostgreSQL's ranking (ts_rank_cd), of ready sources
 * only: any of the question's stemmed words matches (its plain query's ANDs made ORs).
 */
export async function searchPassages(q: Queryable, botId: string, language: AiLanguage, question: string): Promise<RetrievedPassage[]> {
  const config = TEXT_SEARCH_CONFIG[language];
  let query: string;
  let params: unknown[];
  if (config === 'simple') {
    const prefix = prefixQueryOf(question);
    if (prefix === null) return [];
    query = `to_tsquery('simple', $2)`;
    params = [botId, prefix, RETRIEVED_PASSAGES];
  } else {
    query = `replace(plainto_tsquery('${config}', $2)::text, ' & ', ' | ')::tsquery`;
    params = [botId, question, RETRIEVED_PASSAGES];
  }
  const rows = await q.query<{ source_id: string; name: string; kind: KnowledgeSourceKind; text: string }>(
    `with asked as (select ${query} as query)
     select p.source_id, s.name, s.kind, p.text
     from copilot_bot_passages p join copilot_bot_sources s on s.id = p.source_id, asked
     where p.bot_id = $1 and s.state = 'ready' and p.tsv @@ asked.query
     order by ts_rank_cd(p.tsv, asked.query) desc, s.created_at desc, p.position
     limit $3`,
    params,
  );
  return rows.map((row) => ({ sourceId: row.source_id, sourceName: row.name, kind: row.kind, text: row.text }));
}

import { z } from 'zod';
import { knowledgeExtensionOf } from '@cabinet/api/ai';
import type { AppContext } from '../../platform/AppContext';
import type { Config } from '../../config';
import type { Db } from '../../platform/db/Db';
import type { JobQueue } from '../../platform/jobs/JobQueue';
import { claimSource, fileContent, findProfile, replacePassages, setPageRead, setState, type IndexWork } from './data';
import { extractText, UnreadableFileError } from './extract';
import { htmlToText } from './htmlText';
import { PageFetchError, pageFetcher, type PageFetcher } from './pageFetcher';
import { profilePassages } from './profileText';
import { splitIntoPassages } from './split';

/** The AI domain's queue (its own, as systemAccounts' are): one job per source version to index. */
export const KNOWLEDGE_INDEX_QUEUE = 'ai-knowledge-index';
const jobSchema = z.object({ sourceId: z.string().uuid() });

/** Wakes the indexer for a source; sent after the transaction that made it waiting has committed. */
export async function queueIndexing(jobs: JobQueue, sourceIds: readonly string[]): Promise<void> {
  for (const sourceId of sourceIds) await jobs.send(KNOWLEDGE_INDEX_QUEUE, { sourceId }, { retryLimit: 2 });
}

/**
 * The environment's page fetcher: production reads public http(s) pages only; development and tests may read
 * the stand-in site on this machine (standInSite.ts).
 */
export const pageFetcherOf = (config: Pick<Config, 'mode'>): PageFetcher => pageFetcher({ allowPrivate: config.mode === 'development' });

/** The text a source holds: a Q&A pair's question and answer as one passage's text, a file's extracted text, a page's readable text. */
async function textOf(db: Db, pages: PageFetcher, work: IndexWork): Promise<string> {
  if (work.kind === 'qa') return `${work.name} — ${work.answer ?? ''}`;
  if (work.kind === 'profile') return profilePassages(await findProfile(db, work.botId), work.language).join('\n\n');
  if (work.kind === 'url') {
    let page;
    try {
      page = await pages.fetch(work.url ?? '');
    } catch (error) {
      if (error instanceof PageFetchError) throw new UnreadableFileError(error.kind, error.message);
      throw error;
    }
    const { title, text } = htmlToText(page.html);
    await setPageRead(db, work.id, work.version, title, page.bytes);
    return text;
  }
  const extension = knowledgeExtensionOf(work.name);
  const content = await fileContent(db, work.id);
  if (extension === null || content === null) throw new UnreadableFileError('fileMissing', 'The file is missing');
  return extractText(extension, content);
}

/**
 * Indexes one source through its states: parsing (the text), splitting (passages), indexing (the passages and
 * their tsvectors in one transaction), ready; or error with the reason. Idempotent: a source not waiting or
 * mid-way, or changed under it (a newer version), is left alone, and each step writes only its own version.
 */
export async function indexSource(db: Db, sourceId: string, pages: PageFetcher): Promise<void> {
  const work = await claimSource(db, sourceId);
  if (!work) return;
  let passages: string[];
  try {
    const text = await textOf(db, pages, work);
    if (!(await setState(db, work.id, work.version, 'splitting'))) return;
    // A Q&A pair stays one passage: its question and answer belong together; a profile is a passage a field.
    passages = work.kind === 'qa' ? [text.replace(/\s*\n\s*/g, ' / ')] : work.kind === 'profile' ? text.split('\n\n') : splitIntoPassages(text);
    if (passages.length === 0) throw new UnreadableFileError('noText', work.kind === 'url' ? 'No readable text was found on the page' : 'No text was found in the file (a scan or pictures only?)');
  } catch (error) {
    if (!(error instanceof UnreadableFileError)) throw error;
    await setState(db, work.id, work.version, 'error', { kind: error.kind, detail: error.message });
    return;
  }
  if (!(await setState(db, work.id, work.version, 'indexing'))) return;
  await db.transaction(async (tx) => {
    const [current] = await tx.query<{ version: number }>('select version from copilot_bot_sources where id = $1 for update', [work.id]);
    if (current?.version !== work.version) return;
    await replacePassages(tx, work, passages);
    await setState(tx, work.id, work.version, 'ready');
  });
}

/** Registers the indexer on the queue; two sources at once (the machine has two cores). */
export function registerKnowledgeJobs(ctx: Pick<AppContext, 'db' | 'jobs' | 'config'>, pages: PageFetcher = pageFetcherOf(ctx.config)): void {
  ctx.jobs.work(KNOWLEDGE_INDEX_QUEUE, (data) => jobSchema.parse(data), ({ sourceId }) => indexSource(ctx.db, sourceId, pages), { concurrency: 2 });
}

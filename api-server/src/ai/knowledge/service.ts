import {
  AI_ERROR_CODES,
  KNOWLEDGE_FILE_EXTENSIONS,
  KNOWLEDGE_FILE_MAX_BYTES,
  KNOWLEDGE_FILE_MAX_MB,
  knowledgeExtensionOf,
  AI_RULE_MESSAGES,
  type CompanyProfile,
  type KnowledgeBase,
  type KnowledgeSource,
  type SaveCompanyProfileRequest,
} from '@cabinet/api/ai';
import type { AppContext } from '../../platform/AppContext';
import { isUuid } from '../../platform/db/sql';
import { ApiError, requireVersion } from '../../platform/http/ApiError';
import { ruleViolation } from '../../platform/http/parseWith';
import { deleteSource, findProfile, findSource, insertFile, insertPage, insertQa, listSources, lockSource, requeueSources, saveProfile, updateQa, type ProfileFields } from './data';
import { looksLike } from './extract';
import { pageFetcherOf, queueIndexing } from './indexer';
import type { PageFetcher } from './pageFetcher';

type AiCode = (typeof AI_ERROR_CODES)[number];
const aiError = (status: number, code: AiCode, message: string) => new ApiError(status, code, message);

export const sourceNotFound = () => aiError(404, 'KNOWLEDGE_SOURCE_NOT_FOUND', 'Knowledge source not found');

const ALLOWED = KNOWLEDGE_FILE_EXTENSIONS.map((extension) => extension.toUpperCase()).join(', ');

/** Spec section 8: "file format incorrect", listing the bad file and the allowed types. */
export const fileFormatIncorrect = (fileName: string) =>
  aiError(400, 'FILE_FORMAT_INCORRECT', `File format incorrect: ${fileName}. Allowed: ${ALLOWED}`);

/**
 * The knowledge base of an assistant the caller owns (`requireBot` checks that first, answering
 * COPILOT_BOT_NOT_FOUND). Every change that needs indexing leaves the source waiting and sends its job after
 * the transaction has committed.
 */
export function knowledgeService(
  { db, jobs, config }: Pick<AppContext, 'db' | 'jobs' | 'config'>,
  requireBot: (userId: string, botId: string) => Promise<unknown>,
  pages: PageFetcher = pageFetcherOf(config),
) {
  async function source(botId: string, sourceId: string): Promise<KnowledgeSource> {
    const found = isUuid(sourceId) ? await findSource(db, botId, sourceId) : null;
    if (!found) throw sourceNotFound();
    return found;
  }

  return {
    async list(userId: string, botId: string): Promise<KnowledgeBase> {
      await requireBot(userId, botId);
      return { sources: await listSources(db, botId), fileMaxMb: KNOWLEDGE_FILE_MAX_MB, fileExtensions: [...KNOWLEDGE_FILE_EXTENSIONS] };
    },

    async addQa(userId: string, botId: string, question: string, answer: string): Promise<KnowledgeSource> {
      await requireBot(userId, botId);
      const id = await insertQa(db, botId, question, answer);
      await queueIndexing(jobs, [id]);
      return source(botId, id);
    },

    async saveQa(userId: string, botId: string, sourceId: string, fields: { question: string; answer: string; version?: number | undefined }): Promise<KnowledgeSource> {
      await requireBot(userId, botId);
      if (!isUuid(sourceId)) throw sourceNotFound();
      await db.transaction(async (tx) => {
        const locked = await lockSource(tx, botId, sourceId);
        if (!locked || locked.kind !== 'qa') throw sourceNotFound();
        const current = await findSource(tx, botId, sourceId);
        requireVersion(fields.version, locked.version, () => current);
        await updateQa(tx, sourceId, fields.question, fields.answer);
      });
      await queueIndexing(jobs, [sourceId]);
      return source(botId, sourceId);
    },

    /** A file's bytes: refused by name (its extension), size, then by its bytes not being of that type. */
    async addFile(userId: string, botId: string, fileName: string, content: Uint8Array): Promise<KnowledgeSource> {
      await requireBot(userId, botId);
      const extension = knowledgeExtensionOf(fileName);
      if (extension === null) throw fileFormatIncorrect(fileName);
      if (content.byteLength > KNOWLEDGE_FILE_MAX_BYTES) throw aiError(413, 'FILE_TOO_BIG', `The file is too big: at most ${KNOWLEDGE_FILE_MAX_MB} MB`);
      if (!looksLike(extension, content)) throw fileFormatIncorrect(fileName);
      const id = await db.transaction((tx) => insertFile(tx, botId, fileName, extension, content));
      await queueIndexing(jobs, [id]);
      return source(botId, id);
    },

    /**
     * A web page by its address: refused at the field when its host is in a private or local network (production;
     * checked after DNS resolution, and again by the fetcher when it connects). Fetched on the job queue.
     */
    async addPage(userId: string, botId: string, url: string): Promise<KnowledgeSource> {
      await requireBot(userId, botId);
      const refused = await pages.check(url);
      if (refused !== null) throw ruleViolation({ url: refused }, AI_RULE_MESSAGES[refused]);
      const id = await insertPage(db, botId, url);
      await queueIndexing(jobs, [id]);
      return source(botId, id);
    },

    /** "Fetch again": a page that is ready or in error is read again now; one still in work is refused 409. */
    async refetch(userId: string, botId: string, sourceId: string): Promise<KnowledgeSource> {
      await requireBot(userId, botId);
      const current = await source(botId, sourceId);
      if (current.kind !== 'url') throw aiError(409, 'KNOWLEDGE_NOT_A_PAGE', 'Only a web page can be fetched again');
      if (current.state !== 'ready' && current.state !== 'error') throw aiError(409, 'KNOWLEDGE_IN_PROGRESS', 'The page is being read now');
      await queueIndexing(jobs, await requeueSources(db, botId, sourceId));
      return source(botId, sourceId);
    },

    async profile(userId: string, botId: string): Promise<CompanyProfile> {
      await requireBot(userId, botId);
      return findProfile(db, botId);
    },

    /** The profile from the version it was based on (0: none saved yet); a stale one is refused 409 with the stored one. */
    async saveProfile(userId: string, botId: string, request: ProfileFields & Pick<SaveCompanyProfileRequest, 'version'>): Promise<CompanyProfile> {
      await requireBot(userId, botId);
      const { version, ...fields } = request;
      const sourceId = await db.transaction(async (tx) => {
        // The assistant's row is the lock: two first saves of a profile wait for each other.
        await tx.query('select 1 from copilot_bots where id = $1 for update', [botId]);
        const stored = await findProfile(tx, botId, true);
        requireVersion(version, stored.version, () => stored);
        return saveProfile(tx, botId, fields);
      });
      await queueIndexing(jobs, [sourceId]);
      return findProfile(db, botId);
    },

    async remove(userId: string, botId: string, sourceId: string): Promise<void> {
      await requireBot(userId, botId);
      if (!isUuid(sourceId) || !(await deleteSource(db, botId, sourceId))) throw sourceNotFound();
      // The profile's source gone, the profile goes with it (a new one starts from version 0).
      await db.query(`delete from copilot_bot_profiles where bot_id = $1 and not exists (select 1 from copilot_bot_sources where bot_id = $1 and kind = 'profile')`, [botId]);
    },

    /** A source in error back to waiting, indexed again; any other state is refused 409. */
    async retry(userId: string, botId: string, sourceId: string): Promise<KnowledgeSource> {
      await requireBot(userId, botId);
      const current = await source(botId, sourceId);
      if (current.state !== 'error') throw aiError(409, 'KNOWLEDGE_NOT_FAILED', 'Only a source in error can be retried');
      await queueIndexing(jobs, await requeueSources(db, botId, sourceId));
      return source(botId, sourceId);
    },

    /** Every source again, e.g. after the assistant's language (its stemmer) changed. */
    async reindexAll(botId: string): Promise<void> {
      await queueIndexing(jobs, await requeueSources(db, botId, null));
    },
  };
}

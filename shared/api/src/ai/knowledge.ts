import * as z from '@cabinet/api/zod';
import { boundedText, requiredBoundedText } from '../text-helpers';
import { byRule } from '../schema-helpers';
import { KNOWLEDGE_SOURCE_KINDS, PROFILE_LINKS_MAX, type AiRuleCode } from './rules';

/*
 * An assistant's knowledge base (spec sections 3, 5 and 8): Q&A pairs and files, each a source the API
 * extracts, splits into passages and indexes for full-text search on its job queue. Each source shows where
 * its indexing is: waiting → parsing → splitting → indexing → ready, or error with the reason (retry sends it
 * back to waiting). The state lives on the server, so a reload shows it as it is.
 */

/** The file types an assistant learns from (spec section 5: "AI files"), by extension, lower case. */
export const KNOWLEDGE_FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'] as const;
export type KnowledgeFileExtension = (typeof KNOWLEDGE_FILE_EXTENSIONS)[number];

/** The file size limit (spec section 5: "a parameter shown in MB"): the API refuses more with 413. */
export const KNOWLEDGE_FILE_MAX_MB = 10;
export const KNOWLEDGE_FILE_MAX_BYTES = KNOWLEDGE_FILE_MAX_MB * 1024 * 1024;
export const KNOWLEDGE_FILE_NAME_MAX = 200;
export const QA_QUESTION_MAX = 500;
export const QA_ANSWER_MAX = 4000;

/** A file name's extension as the list above spells it, or null when it has none of them. */
export function knowledgeExtensionOf(fileName: string): KnowledgeFileExtension | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  return KNOWLEDGE_FILE_EXTENSIONS.find((allowed) => allowed === extension) ?? null;
}

/** The chosen files that are not of the allowed types (spec section 8: "file format incorrect" lists them). */
export function badKnowledgeFiles(fileNames: readonly string[]): string[] {
  return fileNames.filter((name) => knowledgeExtensionOf(name) === null);
}

export const KNOWLEDGE_STATES = ['waiting', 'parsing', 'splitting', 'indexing', 'ready', 'error'] as const;
export type KnowledgeState = (typeof KNOWLEDGE_STATES)[number];
/** The states in which the job queue still has work to do: the screen keeps asking while any source is in one. */
export const KNOWLEDGE_STATES_IN_PROGRESS: readonly KnowledgeState[] = ['waiting', 'parsing', 'splitting', 'indexing'];

/**
 * Why a source could not be indexed (state error), for the screen to put in words: a file `fileMissing` (no
 * longer stored), `fileFormat` (its content is not the type its name says), `fileUnreadable` (damaged, or a
 * part of it missing), `noText` (a scan, pictures only, or a page without readable text); a page
 * `pageNotFound` (the address's name is unknown: DNS), `pageRefused` (an address in a private or local
 * network), `pageNotHttp` (not an http(s) address, or redirected to one that is not), `pageRedirects` (too many
 * redirects), `pageStatus` (answered with an error status, e.g. 404), `pageNotHtml` (not an HTML page),
 * `pageTooLarge` (over KNOWLEDGE_PAGE_MAX_MB), `pageTimeout` (no answer in time), `fetchFailed` (the
 * connection broke). The English text beside it (`error`) stays as the detail, for support.
 */
export const KNOWLEDGE_FAILURES = [
  'fileMissing',
  'fileFormat',
  'fileUnreadable',
  'noText',
  'pageNotFound',
  'pageRefused',
  'pageNotHttp',
  'pageRedirects',
  'pageStatus',
  'pageNotHtml',
  'pageTooLarge',
  'pageTimeout',
  'fetchFailed',
] as const;
export type KnowledgeFailure = (typeof KNOWLEDGE_FAILURES)[number];

export const knowledgeSourceSchema = z.object({
  id: z.string(),
  kind: z.enum(KNOWLEDGE_SOURCE_KINDS),
  /** The file's name, the question of a Q&A pair, a page's address, the company's name of its profile. */
  name: z.string(),
  /** A web page's address (kind url); null for the others. */
  url: z.nullable(z.string()),
  /** A Q&A pair's answer; null for a file. */
  answer: z.nullable(z.string()),
  /** A file's size in bytes (a page's once fetched); null for a Q&A pair and the profile. */
  sizeBytes: z.nullable(z.int()),
  state: z.enum(KNOWLEDGE_STATES),
  /** Why indexing failed (state error only), for the screen to put in words; null on sources failed before kinds were stored. */
  errorKind: z.nullable(z.enum(KNOWLEDGE_FAILURES)),
  /** The failure's detail, in English (state error only): for support, shown secondary. */
  error: z.nullable(z.string()),
  /** The passages it was split into (0 until ready). */
  passages: z.int(),
  version: z.int(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type KnowledgeSource = z.infer<typeof knowledgeSourceSchema>;

/** GET api/v1/CopilotBots/{id}/Knowledge: the sources, newest first, and the file rules the screen shows. */
export const knowledgeBaseSchema = z.object({
  sources: z.array(knowledgeSourceSchema),
  fileMaxMb: z.number(),
  fileExtensions: z.array(z.string()),
});
export type KnowledgeBase = z.infer<typeof knowledgeBaseSchema>;

/** POST …/Knowledge/Qa (201), PUT …/Knowledge/Qa/{sourceId} (200, with the version it was based on). */
export const saveQaRequestSchema = z.object({
  question: requiredBoundedText(QA_QUESTION_MAX),
  answer: requiredBoundedText(QA_ANSWER_MAX),
  version: z.optional(z.int()),
});
export type SaveQaRequest = z.input<typeof saveQaRequestSchema>;

/**
 * POST …/Knowledge/Files?name={file name}: the file's bytes as the body (application/octet-stream). Refused
 * 400 FILE_FORMAT_INCORRECT (another extension, or bytes that are not of its type) and 413 FILE_TOO_BIG.
 */
export const uploadKnowledgeFileQuerySchema = z.object({ name: requiredBoundedText(KNOWLEDGE_FILE_NAME_MAX) });

/* Web pages (kind url): the API fetches the page on the job queue through its page fetcher (api-server
 * knowledge/pageFetcher.ts), reads its text and indexes it like a file; "fetch again" re-reads it on demand. */

export const KNOWLEDGE_URL_MAX = 2000;
/** A page larger than this is refused ("too large") while it is read; the time-out below ends a slow one. */
export const KNOWLEDGE_PAGE_MAX_MB = 2;
export const KNOWLEDGE_PAGE_MAX_BYTES = KNOWLEDGE_PAGE_MAX_MB * 1024 * 1024;
export const KNOWLEDGE_PAGE_TIMEOUT_SECONDS = 10;

/** An address the assistant may read: http(s), a host, no user name or password in it; its rule code otherwise. */
export function checkPageUrl(value: string): AiRuleCode | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return 'url.invalid';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'url.invalid';
  if (url.hostname === '' || url.username !== '' || url.password !== '') return 'url.invalid';
  return null;
}

/** POST …/Knowledge/Urls (201): a page to fetch; refused at the field: url.invalid, url.private (production). */
export const addPageRequestSchema = z.object({
  url: requiredBoundedText(KNOWLEDGE_URL_MAX).check(z.superRefine(byRule(checkPageUrl))),
});
export type AddPageRequest = z.input<typeof addPageRequestSchema>;

/* The company profile (kind profile): one per assistant, a form with a version, indexed as a source. */

export const PAYMENT_METHODS = ['cash', 'card', 'layaway', 'qr'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PROFILE_NAME_MAX = 200;
export const PROFILE_TEXT_MAX = 1000;

/** The profile's links: each an http(s) address, at most PROFILE_LINKS_MAX. */
export function checkProfileLinks(links: readonly string[]): AiRuleCode | null {
  return links.length > PROFILE_LINKS_MAX ? 'links.tooMany' : null;
}

export const companyProfileFieldsSchema = z.object({
  name: requiredBoundedText(PROFILE_NAME_MAX),
  address: boundedText(PROFILE_TEXT_MAX),
  workHours: boundedText(PROFILE_TEXT_MAX),
  links: z.array(requiredBoundedText(KNOWLEDGE_URL_MAX).check(z.superRefine(byRule(checkPageUrl)))).check(z.superRefine(byRule(checkProfileLinks))),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)).check(z.superRefine(byRule((methods: readonly string[]) => (new Set(methods).size === methods.length ? null : 'list.duplicate')))),
});

/** PUT …/Knowledge/Profile: the whole profile with the version it was based on (0: none saved yet). */
export const saveCompanyProfileRequestSchema = z.extend(companyProfileFieldsSchema, { version: z.optional(z.int()) });
export type SaveCompanyProfileRequest = z.input<typeof saveCompanyProfileRequestSchema>;

/** GET …/Knowledge/Profile: the profile as stored (version 0 and empty fields: none yet) and its source's id. */
export const companyProfileSchema = z.object({
  name: z.string(),
  address: z.string(),
  workHours: z.string(),
  links: z.array(z.string()),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  version: z.int(),
  sourceId: z.nullable(z.string()),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

import * as z from '@cabinet/api/zod';
import { requiredBoundedText } from '../text-helpers';

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

export const knowledgeSourceSchema = z.object({
  id: z.string(),
  kind: z.enum(['qa', 'file']),
  /** The file's name, or the question of a Q&A pair. */
  name: z.string(),
  /** A Q&A pair's answer; null for a file. */
  answer: z.nullable(z.string()),
  /** A file's size in bytes; null for a Q&A pair. */
  sizeBytes: z.nullable(z.int()),
  state: z.enum(KNOWLEDGE_STATES),
  /** Why indexing failed, in English (state error only). */
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

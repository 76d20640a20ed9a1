import type { KnowledgeFailure } from '@cabinet/api/ai';
import type { MessageDescriptor } from '@cabinet/i18n';

/** Why a source could not be indexed, in the owner's words: what happened and what to do (the API's detail follows, secondary). */
export const KNOWLEDGE_FAILURE_MESSAGES: Record<KnowledgeFailure, MessageDescriptor> = {
  fileMissing: /*i18n*/ { id: 'ai.knowledge.failure.fileMissing', message: 'The file is no longer stored. Delete it and upload it again.' },
  fileFormat: /*i18n*/ {
    id: 'ai.knowledge.failure.fileFormat',
    message: 'The file’s content does not match its type (for example, a PDF renamed to DOCX). Save it in its real format and upload it again.',
  },
  fileUnreadable: /*i18n*/ {
    id: 'ai.knowledge.failure.fileUnreadable',
    message: 'The file could not be read: it may be damaged or password-protected. Open it, save it again and upload it.',
  },
  noText: /*i18n*/ { id: 'ai.knowledge.failure.noText', message: 'No text was found in it (a scan, pictures only, or an empty page). Add a source with text.' },
  pageNotFound: /*i18n*/ { id: 'ai.knowledge.failure.pageNotFound', message: 'The site’s address was not found. Check the address.' },
  pageRefused: /*i18n*/ {
    id: 'ai.knowledge.failure.pageRefused',
    message: 'The address is in a private or local network, which the assistant may not read. Use a public page.',
  },
  pageNotHttp: /*i18n*/ {
    id: 'ai.knowledge.failure.pageNotHttp',
    message: 'The address is not a web page’s (http or https), or it leads to one that is not. Check the address.',
  },
  pageRedirects: /*i18n*/ { id: 'ai.knowledge.failure.pageRedirects', message: 'The page redirects too many times. Use the address the page finally opens at.' },
  pageStatus: /*i18n*/ {
    id: 'ai.knowledge.failure.pageStatus',
    message: 'The site answered with an error (for example, no such page). Check the address, or fetch the page again later.',
  },
  pageNotHtml: /*i18n*/ {
    id: 'ai.knowledge.failure.pageNotHtml',
    message: 'The address is not a web page (for example, a picture or a file). Use the address of a page, or upload the file.',
  },
  pageTooLarge: /*i18n*/ { id: 'ai.knowledge.failure.pageTooLarge', message: 'The page is too large to read. Use a shorter page.' },
  pageTimeout: /*i18n*/ { id: 'ai.knowledge.failure.pageTimeout', message: 'The site did not answer in time. Fetch the page again later.' },
  fetchFailed: /*i18n*/ { id: 'ai.knowledge.failure.fetchFailed', message: 'The page could not be downloaded. Fetch it again later.' },
};

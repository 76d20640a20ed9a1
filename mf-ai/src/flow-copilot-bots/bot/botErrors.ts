import type { DescribedError } from '@cabinet/design/core';
import type { MessageDescriptor } from '@cabinet/i18n';
import { useDescribeAiError, type BotScreenErrors } from '../../shared/errors';

/** The codes the assistant's screen meets and the list does not, in the user's words (shared/errors.ts has the rest). */
const BOT_ERRORS: BotScreenErrors = {
  KNOWLEDGE_SOURCE_NOT_FOUND: /*i18n*/ { id: 'ai.error.sourceNotFound', message: 'This source is no longer in the knowledge base' },
  FILE_FORMAT_INCORRECT: /*i18n*/ { id: 'ai.error.formatIncorrect', message: 'File format incorrect: the file is not of an allowed type, or its content is not of the type its name says' },
  FILE_TOO_BIG: /*i18n*/ { id: 'ai.error.fileTooBig', message: 'The file is too big' },
  KNOWLEDGE_NOT_FAILED: /*i18n*/ { id: 'ai.error.notFailed', message: 'Only a source in error can be retried' },
  KNOWLEDGE_NOT_A_PAGE: /*i18n*/ { id: 'ai.error.notAPage', message: 'Only a web page can be fetched again' },
  KNOWLEDGE_IN_PROGRESS: /*i18n*/ { id: 'ai.error.inProgress', message: 'The page is being read now: fetch it again once it is ready' },
  VERSION_CONFLICT: /*i18n*/ { id: 'ai.error.versionConflict', message: 'Someone saved this after you opened it: close and open it again to see their version' },
} satisfies Record<string, MessageDescriptor>;

/** Every AI code in the user's words, the assistant's screen's own included. */
export function useDescribeBotError(): (error: unknown) => Promise<DescribedError> {
  return useDescribeAiError(BOT_ERRORS);
}

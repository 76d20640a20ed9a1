import { useDescribeError, type DescribedError } from '@cabinet/design/core';
import type { MessageDescriptor } from '@cabinet/i18n';

/**
 * The AI domain's own error codes in the user's words; the provider's failures keep its own words after
 * ours (the server's message), any other code shows the server's message (spec section 8).
 */
const AI_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  COPILOT_BOT_NOT_FOUND: /*i18n*/ { id: 'ai.error.notFound', message: 'This assistant does not exist or is not yours' },
  LANGUAGE_MODEL_NOT_CONFIGURED: /*i18n*/ { id: 'ai.error.notConfigured', message: 'No language model is connected to this cabinet yet' },
  LANGUAGE_MODEL_TIMEOUT: /*i18n*/ { id: 'ai.error.timeout', message: 'The language model did not answer in time. Try again.' },
  COPILOT_BOT_NO_BALANCE: /*i18n*/ { id: 'ai.error.noBalance', message: 'The assistant’s balance is exhausted: top it up with at least $20 for it to answer.' },
  KNOWLEDGE_SOURCE_NOT_FOUND: /*i18n*/ { id: 'ai.error.sourceNotFound', message: 'This source is no longer in the knowledge base' },
  FILE_TOO_BIG: /*i18n*/ { id: 'ai.error.fileTooBig', message: 'The file is too big' },
  KNOWLEDGE_NOT_FAILED: /*i18n*/ { id: 'ai.error.notFailed', message: 'Only a source in error can be retried' },
};

export function useDescribeAiError(): (error: unknown) => Promise<DescribedError> {
  return useDescribeError(AI_ERRORS);
}

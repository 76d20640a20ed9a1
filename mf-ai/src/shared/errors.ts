import { useCallback } from 'react';
import type { AiErrorCode } from '@cabinet/api/ai';
import { useDescribeError, type DescribedError } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';

/**
 * Every code of the AI domain (shared/api/src/ai/errors.ts: the type makes a new one fail here until it is
 * worded) and the shared codes its screens get, in the user's words; the provider's failures keep its own
 * words after ours (the server's message). Any other code shows the server's message (spec section 8).
 */
const AI_ERRORS: Readonly<Record<AiErrorCode | 'VERSION_CONFLICT', MessageDescriptor>> = {
  COPILOT_BOT_NOT_FOUND: /*i18n*/ { id: 'ai.error.notFound', message: 'This assistant does not exist or is not yours' },
  LANGUAGE_MODEL_NOT_CONFIGURED: /*i18n*/ { id: 'ai.error.notConfigured', message: 'No language model is connected to this cabinet yet' },
  LANGUAGE_MODEL_TIMEOUT: /*i18n*/ { id: 'ai.error.timeout', message: 'The language model did not answer in time. Try again.' },
  LANGUAGE_MODEL_FAILED: /*i18n*/ { id: 'ai.error.modelFailed', message: 'The language model answered with an error. Try again.' },
  COPILOT_BOT_NO_BALANCE: /*i18n*/ { id: 'ai.error.noBalance', message: 'The assistant’s balance is exhausted: top it up with at least $20 for it to answer.' },
  KNOWLEDGE_SOURCE_NOT_FOUND: /*i18n*/ { id: 'ai.error.sourceNotFound', message: 'This source is no longer in the knowledge base' },
  FILE_FORMAT_INCORRECT: /*i18n*/ { id: 'ai.error.formatIncorrect', message: 'File format incorrect: the file is not of an allowed type, or its content is not of the type its name says' },
  FILE_TOO_BIG: /*i18n*/ { id: 'ai.error.fileTooBig', message: 'The file is too big' },
  KNOWLEDGE_NOT_FAILED: /*i18n*/ { id: 'ai.error.notFailed', message: 'Only a source in error can be retried' },
  KNOWLEDGE_NOT_A_PAGE: /*i18n*/ { id: 'ai.error.notAPage', message: 'Only a web page can be fetched again' },
  KNOWLEDGE_IN_PROGRESS: /*i18n*/ { id: 'ai.error.inProgress', message: 'The page is being read now: fetch it again once it is ready' },
  VERSION_CONFLICT: /*i18n*/ { id: 'ai.error.versionConflict', message: 'Someone saved this after you opened it: close and open it again to see their version' },
};
const PROVIDER_SAID: MessageDescriptor = /*i18n*/ { id: 'ai.error.providerSaid', message: '{ours} The provider says: {theirs}' };

export function useDescribeAiError(): (error: unknown) => Promise<DescribedError> {
  const t = useTranslate();
  const describe = useDescribeError(AI_ERRORS);
  return useCallback(
    async (error: unknown) => {
      const described = await describe(error);
      const body = described.body;
      if (body?.code !== 'LANGUAGE_MODEL_FAILED' || !body.message) return described;
      return { body, message: t(PROVIDER_SAID, { ours: described.message, theirs: body.message }) };
    },
    [describe, t],
  );
}

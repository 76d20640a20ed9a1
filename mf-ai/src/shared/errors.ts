import { useCallback, useMemo } from 'react';
import type { AiErrorCode } from '@cabinet/api/ai';
import { useDescribeError, type DescribedError } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { topUpMinimum } from './money';

/**
 * The codes only the assistant's own screen meets (its knowledge base, its versioned editors): worded in
 * flow-copilot-bots/bot/botErrors.ts, so their texts load with that screen, not with the assistants' list.
 */
export type BotScreenErrorCode = 'KNOWLEDGE_SOURCE_NOT_FOUND' | 'FILE_FORMAT_INCORRECT' | 'FILE_TOO_BIG' | 'KNOWLEDGE_NOT_FAILED' | 'KNOWLEDGE_NOT_A_PAGE' | 'KNOWLEDGE_IN_PROGRESS' | 'VERSION_CONFLICT';
export type BotScreenErrors = Readonly<Record<BotScreenErrorCode, MessageDescriptor>>;

/**
 * Every other code of the AI domain (shared/api/src/ai/errors.ts: the type makes a new one fail here until it
 * is worded) in the user's words; the provider's failures keep its own words after ours (the server's
 * message). Any other code shows the server's message (spec section 8).
 */
const AI_ERRORS: Readonly<Record<Exclude<AiErrorCode | 'VERSION_CONFLICT', BotScreenErrorCode>, MessageDescriptor>> = {
  COPILOT_BOT_NOT_FOUND: /*i18n*/ { id: 'ai.error.notFound', message: 'This assistant does not exist or is not yours' },
  LANGUAGE_MODEL_NOT_CONFIGURED: /*i18n*/ { id: 'ai.error.notConfigured', message: 'No language model is connected to this cabinet yet' },
  LANGUAGE_MODEL_TIMEOUT: /*i18n*/ { id: 'ai.error.timeout', message: 'The language model did not answer in time. Try again.' },
  LANGUAGE_MODEL_FAILED: /*i18n*/ { id: 'ai.error.modelFailed', message: 'The language model answered with an error. Try again.' },
  COPILOT_BOT_NO_BALANCE: /*i18n*/ { id: 'ai.error.noBalance', message: 'The assistant’s balance is exhausted: top it up with at least {minimum} for it to answer.' },
};
const PROVIDER_SAID: MessageDescriptor = /*i18n*/ { id: 'ai.error.providerSaid', message: '{ours} The provider says: {theirs}' };

/** `botErrors`: the assistant's screen's own codes (useDescribeBotError), beside every screen's. */
export function useDescribeAiError(botErrors?: BotScreenErrors): (error: unknown) => Promise<DescribedError> {
  const t = useTranslate();
  const byCode = useMemo(() => (botErrors ? { ...AI_ERRORS, ...botErrors } : AI_ERRORS), [botErrors]);
  const describe = useDescribeError(byCode);
  return useCallback(
    async (error: unknown) => {
      const described = await describe(error);
      const body = described.body;
      // The minimum top-up is an amount, formatted as every other one (./money).
      if (body?.code === 'COPILOT_BOT_NO_BALANCE') return { body, message: t(AI_ERRORS.COPILOT_BOT_NO_BALANCE, topUpMinimum()) };
      if (body?.code !== 'LANGUAGE_MODEL_FAILED' || !body.message) return described;
      return { body, message: t(PROVIDER_SAID, { ours: described.message, theirs: body.message }) };
    },
    [describe, t],
  );
}

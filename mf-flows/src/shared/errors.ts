import { useCallback } from 'react';
import { useDescribeError, type DescribedError } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';

/**
 * Spec section 8 for flows: "invalid flow id" and "unavailable in the tariff" have their own wording;
 * an unknown transfer target too. Any other code shows the server's message.
 */
const FLOW_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  FLOW_NOT_FOUND: /*i18n*/ { id: 'flows.error.notFound', message: 'Invalid flow id: the flow does not exist or is not yours' },
  FLOW_UNAVAILABLE_IN_TARIFF: /*i18n*/ { id: 'flows.error.unavailableInTariff', message: 'This flow is not available in your tariff' },
  TARGET_USER_NOT_FOUND: /*i18n*/ { id: 'flows.error.targetUserNotFound', message: 'There is no user with this e-mail or id: check it with the other user' },
  TRANSFER_NOT_FOUND: /*i18n*/ { id: 'flows.error.transferNotFound', message: 'This offer is no longer waiting: the list is refreshed' },
};

/** Going live without a text: the API's `content: required` of a mode switch, said as what to do. */
const contentRequired = /*i18n*/ { id: 'flows.error.contentRequired', message: 'The flow has no text: write the message first, a live flow sends it' };

export type { DescribedError };

export function useDescribeFlowError(): (error: unknown) => Promise<DescribedError> {
  return useDescribeError(FLOW_ERRORS);
}

/** A refusal as the API words it: a failed call's body, or one skipped flow of a bulk action. */
export interface FlowRefusal {
  code: string;
  message: string;
  fields?: Readonly<Record<string, string>>;
}

/**
 * The reason an action on a flow was refused, in the user's language: a field's rule code (resuming or going
 * live without a text, issue 36) by the rule's wording, a known code by its own, else the server's message.
 * The server's message is English, so a rule refusal is never shown as it.
 */
export function useFlowRefusalReason(): (refusal: FlowRefusal) => Promise<string> {
  const t = useTranslate();
  return useCallback(
    async (refusal: FlowRefusal) => {
      const [field, code] = Object.entries(refusal.fields ?? {})[0] ?? [];
      if (refusal.code === 'VALIDATION_FAILED' && code !== undefined) {
        if (field === 'content' && code === 'required') return t(contentRequired);
        // The rules' wording comes with the editors; the list asks for it only when a refusal needs it (its first visit's bytes).
        const { flowRuleMessage } = await import('./flowRuleMessages');
        const { descriptor, values } = flowRuleMessage(code);
        return t(descriptor, values);
      }
      const known = FLOW_ERRORS[refusal.code];
      return known ? t(known) : refusal.message;
    },
    [t],
  );
}

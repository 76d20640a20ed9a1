import { useDescribeError, type DescribedError } from '@cabinet/design/core';
import type { MessageDescriptor } from '@cabinet/i18n';

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

export type { DescribedError };

export function useDescribeFlowError(): (error: unknown) => Promise<DescribedError> {
  return useDescribeError(FLOW_ERRORS);
}

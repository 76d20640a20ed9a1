import { useDescribeError, type DescribedError } from '@cabinet/design/core';
import type { MessageDescriptor } from '@cabinet/i18n';

/** Spec section 8 for distributions: an unknown id and an action in the wrong status have their own wording. */
const DISTRIBUTION_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  DISTRIBUTION_NOT_FOUND: /*i18n*/ { id: 'distributions.error.notFound', message: 'The mailing does not exist or is not yours' },
  DISTRIBUTION_INVALID_STATE: /*i18n*/ { id: 'distributions.error.invalidState', message: 'This cannot be done in the mailing’s current status' },
};

export type { DescribedError };

export function useDescribeDistributionError(): (error: unknown) => Promise<DescribedError> {
  return useDescribeError(DISTRIBUTION_ERRORS);
}

import { useDescribeError, type DescribedError } from '@cabinet/design/core';
import type { MessageDescriptor } from '@cabinet/i18n';

/** A phone already listed: shown at the phone field. */
export const ENTRY_EXISTS: MessageDescriptor = /*i18n*/ { id: 'flows.blacklist.error.exists', message: 'This phone is already in the blacklist' };

/** The blacklist's own refusals in the user's language; any other code shows the server's message. */
const BLACKLIST_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  BLACKLIST_ENTRY_EXISTS: ENTRY_EXISTS,
  BLACKLIST_ENTRY_NOT_FOUND: /*i18n*/ { id: 'flows.blacklist.error.notFound', message: 'This phone is no longer in the blacklist' },
  FEATURE_REQUIRES_PRO: /*i18n*/ { id: 'flows.blacklist.error.requiresPro', message: 'The blacklist is available on the Pro plan' },
};

export function useDescribeBlacklistError(): (error: unknown) => Promise<DescribedError> {
  return useDescribeError(BLACKLIST_ERRORS);
}

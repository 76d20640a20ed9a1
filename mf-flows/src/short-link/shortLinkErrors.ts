import { useDescribeError, type DescribedError } from '@cabinet/design/core';
import type { MessageDescriptor } from '@cabinet/i18n';

/** The short links' own refusals in the user's language; any other code shows the server's message. */
const SHORT_LINK_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  SHORT_LINK_NOT_FOUND: /*i18n*/ { id: 'flows.shortLinks.error.notFound', message: 'This short link does not exist any more' },
  FEATURE_REQUIRES_PRO: /*i18n*/ { id: 'flows.shortLinks.error.requiresPro', message: 'The link shortener is available on the Pro plan' },
};

export function useDescribeShortLinkError(): (error: unknown) => Promise<DescribedError> {
  return useDescribeError(SHORT_LINK_ERRORS);
}

import { useDescribeError, type DescribedError } from '@cabinet/design/core';
import type { MessageDescriptor } from '@cabinet/i18n';

/** The widgets' own error codes in the user's words; any other code shows the server's message (spec section 8). */
const WIDGET_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  WIDGET_NOT_FOUND: /*i18n*/ { id: 'widgets.error.notFound', message: 'This widget does not exist or is not yours' },
};

export function useDescribeWidgetError(): (error: unknown) => Promise<DescribedError> {
  return useDescribeError(WIDGET_ERRORS);
}

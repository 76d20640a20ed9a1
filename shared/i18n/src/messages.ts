import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

export type { MessageDescriptor };
export type MessageValues = Record<string, string | number | undefined>;
export type Translate = (descriptor: MessageDescriptor, values?: MessageValues) => string;

/**
 * Translation without macros: ts-loader runs no babel, so messages are plain
 * descriptors with a stable id and the English source, marked for the
 * extractor with an i18n comment:
 *   const title = i18n-comment { id: 'auth.login.title', message: 'Sign in' };
 */
export function useTranslate(): Translate {
  // `_` changes identity with the locale, so memoised values that translate recompute on a switch.
  const { _ } = useLingui();
  return useCallback((descriptor, values) => _(descriptor.id, values, { message: descriptor.message }), [_]);
}

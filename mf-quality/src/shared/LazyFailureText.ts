import type { CallFailure, ReportFailure } from '@cabinet/api/quality';
import { lazyScreen } from '@cabinet/contracts';
import type { MessageDescriptor } from '@cabinet/i18n';
import { screenCatalog } from '../catalog';

export interface FailureTextProps {
  kind: CallFailure | ReportFailure | null;
  detail: string | null;
  lead: MessageDescriptor;
  legacy: string;
}

/**
 * A failure in the user's words (./failure/FailureText), loaded with its messages where one is shown: the calls
 * and report screens share it, so its texts would otherwise sit in the remote's catalogue that every first visit
 * fetches.
 */
export const FailureText = lazyScreen<'FailureText', FailureTextProps>(() => import('./failure/FailureText'), 'FailureText', screenCatalog('shared/failure'));

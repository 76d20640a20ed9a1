import type { CallFailure, ReportFailure } from '@cabinet/api/quality';
import { Typography } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import type { FailureTextProps } from '../LazyFailureText';

/**
 * A failure's kind in the user's words (what happened, what to do), whatever language the provider's own text
 * is in: that text follows, secondary, as the detail for support.
 */
const KINDS: Record<CallFailure | ReportFailure, MessageDescriptor> = {
  notConfigured: /*i18n*/ {
    id: 'quality.failure.notConfigured',
    message: 'No AI service (speech recognition or language model) is set up for the cabinet. Check the model settings or ask your administrator.',
  },
  timeout: /*i18n*/ { id: 'quality.failure.timeout', message: 'The AI service did not answer in time. Try again later.' },
  unreachable: /*i18n*/ { id: 'quality.failure.unreachable', message: 'The AI service could not be reached. Try again later.' },
  rejected: /*i18n*/ {
    id: 'quality.failure.rejected',
    message: 'The AI service refused the request (a wrong key, an unknown model or a spent quota). Check the model settings.',
  },
  failed: /*i18n*/ { id: 'quality.failure.failed', message: 'The AI service failed on its side. Try again later.' },
  malformed: /*i18n*/ {
    id: 'quality.failure.malformed',
    message: 'The AI service gave an answer that could not be read. Try again later; if it happens again, check the model settings.',
  },
  recordingMissing: /*i18n*/ { id: 'quality.failure.recordingMissing', message: 'The recording’s file is no longer stored. Upload the call again.' },
  checklistGone: /*i18n*/ {
    id: 'quality.failure.checklistGone',
    message: 'The checklist version the report was to be scored with no longer exists. Create the report again.',
  },
};

const details = /*i18n*/ { id: 'quality.failure.details', message: 'Details: {detail}' };

/**
 * The lead (what stopped), the kind in words and the detail beside it. A row stored before kinds were (kind
 * null) reads as it did: `legacy`, the lead with the detail in it.
 */
export function FailureText({ kind, detail, lead, legacy }: FailureTextProps) {
  const t = useTranslate();
  if (kind === null) return <Typography.Paragraph type="danger">{legacy}</Typography.Paragraph>;
  return (
    <>
      <Typography.Paragraph type="danger">
        {t(lead)} {t(KINDS[kind])}
      </Typography.Paragraph>
      {detail ? <Typography.Paragraph type="secondary">{t(details, { detail })}</Typography.Paragraph> : null}
    </>
  );
}

import { Code, PlainAlert, PlainButton } from '@cabinet/design/plain';
import { ReloadOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';
import type { RemoteFailure } from './remoteLoader';

const messages = {
  title: /*i18n*/ { id: 'shell.remoteFallback.title', message: 'This section could not be loaded' },
  body: /*i18n*/ { id: 'shell.remoteFallback.body', message: 'The rest of the cabinet keeps working. Try again in a moment.' },
  retry: /*i18n*/ { id: 'shell.remoteFallback.retry', message: 'Try again' },
  details: /*i18n*/ { id: 'shell.remoteFallback.details', message: 'Details for support' },
};

/**
 * Shown inside the layout where a remote failed to load, mount or render. Drawn with the plain primitives the
 * start-up already has: a failure on the sign-in page must not need antd (nor antd's Result illustrations).
 */
export function RemoteFallback({ failure, onRetry }: { failure: RemoteFailure; onRetry: () => void }) {
  const t = useTranslate();
  return (
    <PlainAlert
      tone="warning"
      style={{ margin: '24px auto', maxWidth: 640 }}
      title={<h2 style={{ fontSize: 'inherit', fontWeight: 600, margin: 0 }}>{t(messages.title)}</h2>}
      description={
        <>
          <p style={{ marginTop: 0 }}>{t(messages.body)}</p>
          <PlainButton primary icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
            {t(messages.retry)}
          </PlainButton>
          <details style={{ marginTop: 16 }}>
            <summary>{t(messages.details)}</summary>
            <Code>
              {failure.remote}@{failure.version} · {failure.phase} · {failure.reason}
            </Code>
          </details>
        </>
      }
    />
  );
}

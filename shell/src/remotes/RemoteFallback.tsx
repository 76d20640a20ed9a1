import { Alert, Button, Typography } from '@cabinet/design/core';
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
 * Shown inside the layout where a remote failed to load, mount or render. Built from the core entry point
 * the page already has (antd's Result would add its illustrations to every first page for a rare event).
 */
export function RemoteFallback({ failure, onRetry }: { failure: RemoteFailure; onRetry: () => void }) {
  const t = useTranslate();
  return (
    <Alert
      type="warning"
      showIcon
      style={{ margin: '24px auto', maxWidth: 640 }}
      title={<h2 style={{ fontSize: 'inherit', fontWeight: 600, margin: 0 }}>{t(messages.title)}</h2>}
      description={
        <>
          <p style={{ marginTop: 0 }}>{t(messages.body)}</p>
          <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
            {t(messages.retry)}
          </Button>
          <details style={{ marginTop: 16 }}>
            <summary>{t(messages.details)}</summary>
            <Typography.Text code>
              {failure.remote}@{failure.version} · {failure.phase} · {failure.reason}
            </Typography.Text>
          </details>
        </>
      }
    />
  );
}

import { Button, Typography } from '@cabinet/design/core';
import { Result } from '@cabinet/design/feedback';
import { ReloadOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';
import type { RemoteFailure } from './remoteLoader';

const messages = {
  title: /*i18n*/ { id: 'shell.remoteFallback.title', message: 'This section could not be loaded' },
  body: /*i18n*/ { id: 'shell.remoteFallback.body', message: 'The rest of the cabinet keeps working. Try again in a moment.' },
  retry: /*i18n*/ { id: 'shell.remoteFallback.retry', message: 'Try again' },
  details: /*i18n*/ { id: 'shell.remoteFallback.details', message: 'Details for support' },
};

/** Shown inside the layout where a remote failed to load, mount or render. */
export function RemoteFallback({ failure, onRetry }: { failure: RemoteFailure; onRetry: () => void }) {
  const t = useTranslate();
  return (
    <Result
      status="warning"
      title={<h2 style={{ fontSize: 'inherit', fontWeight: 'inherit', margin: 0 }}>{t(messages.title)}</h2>}
      subTitle={t(messages.body)}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
          {t(messages.retry)}
        </Button>
      }
    >
      <details>
        <summary>{t(messages.details)}</summary>
        <Typography.Text code>
          {failure.remote}@{failure.version} · {failure.phase} · {failure.reason}
        </Typography.Text>
      </details>
    </Result>
  );
}

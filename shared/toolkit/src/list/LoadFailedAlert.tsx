import { Alert, Button } from '@cabinet/design/core';
import { useTranslate } from '@cabinet/i18n';

const messages = {
  retry: /*i18n*/ { id: 'toolkit.list.retry', message: 'Try again' },
};

/** Data that could not be loaded says so (a role="alert") and offers to try again. */
export function LoadFailedAlert({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying: boolean }) {
  const t = useTranslate();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      action={
        <Button onClick={onRetry} loading={retrying}>
          {t(messages.retry)}
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

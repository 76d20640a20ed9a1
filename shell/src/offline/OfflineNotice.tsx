import { useSyncExternalStore } from 'react';
import { PlainAlert } from '@cabinet/design/plain';
import { useTranslate } from '@cabinet/i18n';

const messages = {
  title: /*i18n*/ { id: 'shell.offline.title', message: 'You are offline' },
  body: /*i18n*/ {
    id: 'shell.offline.body',
    message: 'Changes cannot be saved until the connection is back. What you enter stays on the page: save it again then.',
  },
};

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const isOnline = () => navigator.onLine;

/**
 * A page-wide notice while the browser is offline (issue 21), above every screen of every remote, so a
 * failed save is never a surprise; it goes by itself when the connection returns.
 */
export function OfflineNotice() {
  const t = useTranslate();
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  if (online) return null;
  return <PlainAlert banner tone="warning" role="status" title={t(messages.title)} description={t(messages.body)} style={{ position: 'sticky', top: 0, zIndex: 30 }} />;
}

import { useEffect, useState } from 'react';
import type { UnsavedChanges } from '@cabinet/contracts';
import { Modal } from '@cabinet/design/overlays';
import { useTranslate } from '@cabinet/i18n';

const messages = {
  title: /*i18n*/ { id: 'shell.unsaved.title', message: 'Leave without saving?' },
  body: /*i18n*/ { id: 'shell.unsaved.body', message: 'Your changes on this page are not saved. If you leave now, they are lost.' },
  leave: /*i18n*/ { id: 'shell.unsaved.leave', message: 'Leave without saving' },
  stay: /*i18n*/ { id: 'shell.unsaved.stay', message: 'Stay and save' },
};

/**
 * The browser's own question before a reload or closing the tab, while any screen holds unsaved input.
 * The listener exists only then: an idle beforeunload listener keeps some browsers from caching the page.
 */
export function useUnloadGuard(unsaved: UnsavedChanges): void {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    let attached = false;
    const sync = () => {
      const blocked = unsaved.blocks();
      if (blocked && !attached) window.addEventListener('beforeunload', warn);
      if (!blocked && attached) window.removeEventListener('beforeunload', warn);
      attached = blocked;
    };
    sync();
    const unsubscribe = unsaved.subscribe(sync);
    return () => {
      unsubscribe();
      window.removeEventListener('beforeunload', warn);
    };
  }, [unsaved]);
}

/** The shell's question before an in-page navigation would drop a screen's unsaved input. */
export function UnsavedChangesDialog({ pending, onLeave, onStay }: { pending: boolean; onLeave: () => void; onStay: () => void }) {
  const t = useTranslate();
  return (
    <Modal open={pending} title={t(messages.title)} okText={t(messages.leave)} okButtonProps={{ danger: true }} cancelText={t(messages.stay)} onOk={onLeave} onCancel={onStay}>
      {t(messages.body)}
    </Modal>
  );
}

/** The navigation waiting for the user's answer, and how to ask. */
export function usePendingNavigation() {
  const [pending, setPending] = useState<(() => void) | null>(null);
  return {
    pending: pending !== null,
    ask: (go: () => void) => setPending(() => go),
    leave: () => {
      pending?.();
      setPending(null);
    },
    stay: () => setPending(null),
  };
}

import { useEffect, useState } from 'react';
import type { UnsavedChanges } from '@cabinet/contracts';

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

/** The navigation waiting for the user's answer, and how to ask. */
export function usePendingNavigation() {
  const [pending, setPending] = useState<(() => void) | null>(null);
  // Once asked, the dialog stays mounted so that it closes with its animation.
  const [asked, setAsked] = useState(false);
  return {
    pending: pending !== null,
    asked,
    ask: (go: () => void) => {
      setAsked(true);
      setPending(() => go);
    },
    leave: () => {
      pending?.();
      setPending(null);
    },
    stay: () => setPending(null),
  };
}

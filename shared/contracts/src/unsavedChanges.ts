import { useContext, useEffect, useRef } from 'react';
import { RemotePropsContext } from './RemoteContext';
import type { RouteId, RouteParams } from './routes';

/** Where a navigation goes, by route id: what a hold judges whether it leaves the screen. */
export interface NavigationTarget {
  id: RouteId;
  params: RouteParams;
}

/** One screen's unsaved input. `leaves` says which targets leave it (default: every one). */
export interface UnsavedHold {
  leaves?: (target: NavigationTarget) => boolean;
}

/** The shell's port (RemoteProps.unsavedChanges): a screen holds the page while its input is unsaved. */
export interface UnsavedChangesPort {
  /** Registers a hold; the returned function releases it. */
  hold(entry: UnsavedHold): () => void;
}

/** The shell's side of the port: the holds, asked before every navigation and by the browser's unload. */
export interface UnsavedChanges extends UnsavedChangesPort {
  /** Whether a navigation to `target` (or leaving the page, with none) would drop unsaved input. */
  blocks(target?: NavigationTarget): boolean;
  /** Told whenever a hold is added or released. */
  subscribe(listener: () => void): () => void;
}

export function createUnsavedChanges(): UnsavedChanges {
  const holds = new Set<UnsavedHold>();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    hold(entry) {
      // A hold is its own object, so one screen registering twice holds twice and releases once each.
      const own: UnsavedHold = { leaves: entry.leaves };
      holds.add(own);
      notify();
      return () => {
        if (holds.delete(own)) notify();
      };
    },
    blocks(target) {
      for (const hold of holds) if (!target || !hold.leaves || hold.leaves(target)) return true;
      return false;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Holds the page while `dirty`: the shell asks before any navigation (sidebar, header, links, "All
 * flows") that `leaves` the screen, and the browser asks before a reload or closing the tab. Every
 * editor of every remote uses this one mechanism (issue 21), so no remote writes its own prompt.
 */
export function useUnsavedChanges(dirty: boolean, leaves?: (target: NavigationTarget) => boolean): void {
  const props = useContext(RemotePropsContext);
  const port = props?.unsavedChanges;
  const leavesRef = useRef(leaves);
  leavesRef.current = leaves;
  useEffect(() => {
    if (!dirty || !port) return undefined;
    return port.hold({ leaves: (target) => (leavesRef.current ? leavesRef.current(target) : true) });
  }, [dirty, port]);
}

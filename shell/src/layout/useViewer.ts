import { useMemo } from 'react';
import type { Viewer } from '../routing/decideRoute';
import { useSessionSnapshot } from '../ShellContext';

/** The session reduced to what routing needs. */
export function useViewer(): Viewer {
  const snapshot = useSessionSnapshot();
  return useMemo(
    () => (snapshot.status === 'authenticated' ? { status: 'authenticated', roles: snapshot.roles } : { status: 'anonymous' }),
    [snapshot],
  );
}

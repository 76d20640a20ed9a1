import { useMemo } from 'react';
import { viewerOf, type Viewer } from '../routing/decideRoute';
import { useSessionSnapshot } from '../ShellContext';

/** The session reduced to what routing needs. */
export function useViewer(): Viewer {
  const snapshot = useSessionSnapshot();
  return useMemo(() => viewerOf(snapshot), [snapshot]);
}

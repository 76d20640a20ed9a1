import { createContext, useContext, useRef } from 'react';

/**
 * The version of the flow the editor's drafts are based on: set when the flow first loads and after each
 * of the editor's own saves, never by a refetch. So a save made after someone else's (another tab, another
 * person) carries the older version and is refused as stale, instead of silently overwriting theirs.
 * One per editor, shared by its tabs: one tab's save does not make another tab's draft stale.
 */
export interface EditorVersion {
  get(): number | null;
  set(version: number): void;
}

export const EditorVersionContext = createContext<EditorVersion | null>(null);

/** The holder for the flow `id`, first set from `loaded` (the flow as loaded). */
export function useEditorVersionHolder(id: string, loaded: number | undefined): EditorVersion {
  const ref = useRef<{ id: string; version: number | null }>({ id, version: null });
  if (ref.current.id !== id) ref.current = { id, version: null };
  if (ref.current.version === null && loaded !== undefined) ref.current.version = loaded;
  const holder = useRef<EditorVersion>({
    get: () => ref.current.version,
    set: (version) => {
      ref.current.version = version;
    },
  });
  return holder.current;
}

export function useEditorVersion(): EditorVersion | null {
  return useContext(EditorVersionContext);
}

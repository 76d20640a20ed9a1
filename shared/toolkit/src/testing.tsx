import { act } from '@testing-library/react';
import { useMemo, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { RemotePropsContext, RouteLinksContext, useRemoteProps, type RemoteProps, type RouteLinks } from '@cabinet/contracts';
import { renderScreen, type RenderedScreen, type ScreenOptions } from '@cabinet/contracts/testing';

/**
 * `@cabinet/toolkit/testing`: the browser's history of one route for component tests. renderScreen's
 * route is fixed; inside <MemoryRoute> a screen's navigations to its own route move the query string as
 * the shell would (push or replace), and Back and Forward move it the other way, so a test can follow
 * a list's state through the URL and back.
 */

/** The query strings a route went through, and where the user stands among them. */
export interface MemoryHistory {
  /** Every entry, oldest first: the query string with its "?" (or empty). */
  readonly entries: readonly string[];
  readonly index: number;
  /** The current query string. */
  current(): string;
  push(search: string): void;
  replace(search: string): void;
  back(): void;
  forward(): void;
  subscribe(listener: () => void): () => void;
}

export function createMemoryHistory(initial = ''): MemoryHistory {
  let entries = [initial];
  let index = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    get entries() {
      return entries;
    },
    get index() {
      return index;
    },
    current: () => entries[index] ?? '',
    push(search) {
      entries = [...entries.slice(0, index + 1), search];
      index = entries.length - 1;
      notify();
    },
    replace(search) {
      entries = entries.map((entry, at) => (at === index ? search : entry));
      notify();
    },
    back() {
      index = Math.max(0, index - 1);
      notify();
    },
    forward() {
      index = Math.min(entries.length - 1, index + 1);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Gives the screen inside the history's query string as its route's search, and moves the history on its
 * navigations to its own route (the outer links still record every navigation).
 */
export function MemoryRoute({ history, children }: { history: MemoryHistory; children: ReactNode }) {
  const outer = useRemoteProps();
  const search = useSyncExternalStore(history.subscribe, history.current, history.current);
  const links = useMemo<RouteLinks>(
    () => ({
      href: outer.links.href,
      navigate(id, params, options) {
        outer.links.navigate(id, params, options);
        if (id !== outer.route.id) return;
        if (options?.replace) history.replace(options.search ?? '');
        else history.push(options?.search ?? '');
      },
    }),
    [outer, history],
  );
  const props = useMemo<RemoteProps>(() => ({ ...outer, links, route: { ...outer.route, search } }), [outer, links, search]);
  return (
    <RemotePropsContext.Provider value={props}>
      <RouteLinksContext.Provider value={links}>{children}</RouteLinksContext.Provider>
    </RemotePropsContext.Provider>
  );
}

export interface RenderedWithHistory extends RenderedScreen {
  history: MemoryHistory;
  /** The browser's Back button. */
  back(): void;
  /** The browser's Forward button. */
  forward(): void;
}

/** renderScreen with the route's query string in a memory history (`options.search` is its first entry). */
export async function renderWithHistory(ui: ReactElement, options: ScreenOptions): Promise<RenderedWithHistory> {
  const history = createMemoryHistory(options.search ?? '');
  const rendered = await renderScreen(<MemoryRoute history={history}>{ui}</MemoryRoute>, options);
  return {
    ...rendered,
    history,
    back: () => act(() => history.back()),
    forward: () => act(() => history.forward()),
  };
}

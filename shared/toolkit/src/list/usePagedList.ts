import { useEffect, useRef, useState } from 'react';
import { PAGE_SIZE_DEFAULT, type SortOrder } from '@cabinet/api/core';
import { useLinks, useRoute } from '@cabinet/contracts';
import { defaultFilters, readListState, writeListState, type ListParams, type ListSort, type ListSpec, type ListState } from './listQuery';

/** The page sizes a user may choose by default; the API pages at most 100. */
export const PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 50, 100];

/** A pause in typing this long sends the search. */
export const SEARCH_DELAY_MS = 300;

/** Writes of ours the shell has not echoed yet; a shell that never echoes (a test's) keeps only the last few. */
const PENDING_MAX = 20;

export interface PagedListOptions<F extends string, Filters> {
  /** The fields the API sorts this list by; a column header asks for one of them. */
  sortFields: readonly F[];
  /** The list's filters by query parameter (optionParam, choiceParam, optionListParam); `{}` for none. */
  filters: ListParams<Filters>;
  /** The page size when the URL names none (20). */
  pageSize?: number;
  /** The sizes a user may choose (10, 20, 50, 100); one size offers no choice. */
  pageSizeOptions?: readonly number[];
  /** The sort when the URL names none: null leaves the API's own default. */
  defaultSort?: ListSort<F> | null;
  searchDelayMs?: number;
}

/** The paging params of a list call, as the API's list queries take them. */
export interface ListPageParams<F extends string> {
  page: number;
  pageSize: number;
  search?: string;
  sort?: F;
  order?: SortOrder;
}

/** One filter of a list: its value as the URL holds it, and its change (a history entry, back to page 1). */
export interface ListFilter<T> {
  value: T;
  set(value: T): void;
}

/** What a table needs of a paged list. */
export interface PagedTableState<F extends string> {
  page: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  sort: ListSort<F> | null;
  sortFields: readonly F[];
  setPage(page: number): void;
  setPageSize(pageSize: number): void;
  setSort(sort: ListSort<F> | null): void;
}

export interface PagedList<F extends string, Filters> extends PagedTableState<F> {
  /** The search the API gets (trimmed), as the URL holds it. */
  search: string;
  filters: Filters;
  /** What the search box holds: it reaches the URL, and the API, after a pause in typing. */
  searchText: string;
  /** Whether a search or a filter narrows the list (so "nothing here" reads "nothing matches"). */
  filtered: boolean;
  /** The paging params of the list call, from the URL. */
  params: ListPageParams<F>;
  setSearchText(text: string): void;
  setFilters(change: Partial<Filters>): void;
  /** One filter, read and written by name: what a filter control (`MultiChoiceFilter`, …) is bound to. */
  filter<K extends keyof Filters>(name: K): ListFilter<Filters[K]>;
  /** Clears the search and every filter. */
  clear(): void;
}

/**
 * A paged list's state (page, page size, sort, filters, search) kept in the URL's query string, so a reload,
 * Back or a shared link shows the same rows. The URL is read through the contract (`route.search`) and
 * written with `links.navigate` on the same route: a page, sort or filter is a history entry; a search is
 * written after a pause in typing and replaces the entry, so Back does not replay the keystrokes. Any
 * change but the page goes back to page 1. An unknown or invalid value reads as its default, and the URL
 * is corrected in place.
 *
 * A change shows at once: the list follows its own writes until the shell echoes them in `route.search`,
 * and any other change of the URL (Back, a link) is the truth again, the search box included.
 */
export function usePagedList<F extends string, Filters>(options: PagedListOptions<F, Filters>): PagedList<F, Filters> {
  const route = useRoute();
  const links = useLinks();
  const spec: ListSpec<F, Filters> = {
    sortFields: options.sortFields,
    filters: options.filters,
    pageSize: options.pageSize ?? PAGE_SIZE_DEFAULT,
    pageSizeOptions: options.pageSizeOptions ?? PAGE_SIZE_OPTIONS,
    defaultSort: options.defaultSort ?? null,
  };
  const delayMs = options.searchDelayMs ?? SEARCH_DELAY_MS;

  const [pending, setPending] = useState<readonly string[]>([]);
  const [seen, setSeen] = useState(route.search);
  const [searchText, setSearchTextState] = useState(() => readListState(route.search, spec).search);
  // Counts the URL's changes from elsewhere: each one cancels a search still waiting to be written.
  const [outsideChanges, setOutsideChanges] = useState(0);
  if (seen !== route.search) {
    setSeen(route.search);
    const at = pending.indexOf(route.search);
    if (at >= 0) {
      setPending(pending.slice(at + 1));
    } else {
      setPending([]);
      setSearchTextState(readListState(route.search, spec).search);
      setOutsideChanges(outsideChanges + 1);
    }
  }

  const current = pending.at(-1) ?? route.search;
  const state = readListState(current, spec);
  const canonical = writeListState(current, state, spec);

  const latest = useRef(current);
  const timer = useRef<{ id: ReturnType<typeof setTimeout> | null }>({ id: null });
  useEffect(() => {
    latest.current = current;
  });
  useEffect(() => {
    const waiting = timer.current;
    return () => {
      if (waiting.id !== null) clearTimeout(waiting.id);
      waiting.id = null;
    };
  }, [outsideChanges]);

  const navigate = (search: string, replace: boolean) => {
    setPending((writes) => (writes.at(-1) === search ? writes : [...writes, search].slice(-PENDING_MAX)));
    links.navigate(route.id, route.params, { search, replace });
  };
  const write = (from: string, next: ListState<F, Filters>, replace: boolean) => {
    const search = writeListState(from, next, spec);
    if (search !== from) navigate(search, replace);
  };

  // A URL naming an unknown value shows the default; the URL says so too, without a history entry.
  useEffect(() => {
    if (canonical !== current) navigate(canonical, true);
  });

  const cancelSearch = () => {
    if (timer.current.id !== null) clearTimeout(timer.current.id);
    timer.current.id = null;
  };

  return {
    page: state.page,
    pageSize: state.pageSize,
    pageSizeOptions: spec.pageSizeOptions,
    sort: state.sort,
    sortFields: spec.sortFields,
    search: state.search,
    filters: state.filters,
    searchText,
    filtered: state.search !== '' || writeListState('', { ...state, page: 1, sort: null, search: '', pageSize: spec.pageSize }, spec) !== '',
    params: {
      page: state.page,
      pageSize: state.pageSize,
      ...(state.search ? { search: state.search } : {}),
      ...(state.sort ? { sort: state.sort.field, order: state.sort.order } : {}),
    },
    setPage: (page) => write(current, { ...state, page }, false),
    setPageSize: (pageSize) => write(current, { ...state, pageSize, page: 1 }, false),
    setSort: (sort) => write(current, { ...state, sort, page: 1 }, false),
    setFilters: (change) => write(current, { ...state, filters: { ...state.filters, ...change }, page: 1 }, false),
    filter: (name) => ({
      value: state.filters[name],
      set: (value) => write(current, { ...state, filters: { ...state.filters, [name]: value }, page: 1 }, false),
    }),
    setSearchText: (text) => {
      setSearchTextState(text);
      cancelSearch();
      timer.current.id = setTimeout(() => {
        timer.current.id = null;
        const from = latest.current;
        const now = readListState(from, spec);
        if (text.trim() !== now.search) write(from, { ...now, search: text.trim(), page: 1 }, true);
      }, delayMs);
    },
    clear: () => {
      cancelSearch();
      setSearchTextState('');
      write(current, { ...state, search: '', filters: defaultFilters(spec), page: 1 }, false);
    },
  };
}

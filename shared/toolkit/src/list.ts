import './catalog';

/**
 * `@cabinet/toolkit/list`: a paged list whose state lives in the URL (usePagedList), the table over its
 * pages, its search box and its load-failure alert, the query parameters of its filters, and a debounced
 * value.
 */
export { PagedTable, columnSortOrder, type ListPage } from './list/PagedTable';
export { ListSearch } from './list/ListSearch';
export { LoadFailedAlert } from './list/LoadFailedAlert';
export {
  PAGE_SIZE_OPTIONS,
  SEARCH_DELAY_MS,
  usePagedList,
  type ListPageParams,
  type PagedList,
  type PagedListOptions,
  type PagedTableState,
} from './list/usePagedList';
export {
  choiceParam,
  optionListParam,
  optionParam,
  readListState,
  writeListState,
  type ListParam,
  type ListParams,
  type ListSort,
  type ListSpec,
  type ListState,
} from './list/listQuery';
export { useDebouncedValue } from './list/useDebouncedValue';

import './catalog';

/**
 * `@cabinet/toolkit/list`: a paged list whose state lives in the URL (usePagedList), the table over its
 * pages, its search box, its filter controls and its load-failure alert, the query parameters of its
 * filters, one value kept in the URL outside a list (useUrlParam), and a debounced value.
 */
export { ListTable, PagedTable, columnSortOrder, type ListPage } from './list/PagedTable';
export { ListSearch } from './list/ListSearch';
export { ChoiceFilter, ListFilterBar, MultiChoiceFilter, OptionFilter, type FilterOption } from './list/ListFilters';
export { LoadFailedAlert } from './list/LoadFailedAlert';
export {
  PAGE_SIZE_OPTIONS,
  SEARCH_DELAY_MS,
  usePagedList,
  type ListFilter,
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
export { saveDownload } from './list/saveDownload';
export { useDebouncedValue } from './list/useDebouncedValue';
export { useUrlParam } from './list/useUrlParam';

/**
 * The lists' table and the segmented switch their filters use: what a list screen needs. The table is the
 * design package's own (`DataTable`: a semantic table drawn with a static stylesheet), not antd's, whose
 * pagination, select, virtual list, filter tree and checkbox were 60–85 KB gzip on each list's first visit.
 */
export { DataTable as Table, cellContent, pagesToShow } from './DataTable';
export type { RowKey, SortOrder, SorterResult, TableChangeExtra, TableColumn, TableColumnsType, TablePaginationConfig, TableProps, TableRowSelection } from './DataTable';
export { Segmented } from './segmented';

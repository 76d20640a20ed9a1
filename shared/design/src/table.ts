/**
 * Tables and the segmented switch their filters use: what a list screen needs. Apart from `/data`, whose
 * cards carry tabs (about 10 KB gzip) and whose number inputs carry decimal arithmetic (about 6 KB), so a
 * list is the first page of a remote without them.
 */
export { Table } from 'antd';
export { Segmented } from './segmented';
export type { TableColumnsType, TablePaginationConfig, TableProps } from 'antd';

/** Data screens: tables, selects, tabs, segmented switches (the heaviest components). */
export { Segmented, Select, Table, Tabs } from 'antd';
export type { TableColumnsType, TablePaginationConfig, TableProps } from 'antd';

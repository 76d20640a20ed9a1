/**
 * antd's segmented switch, alone (a few KB gzip): a period or view choice on a screen without a table
 * (home's period) would otherwise load `/table`, whose table, pagination and select are about 80 KB gzip.
 * `/table` still re-exports it for the list filters drawn beside a table.
 */
export { Segmented } from 'antd';

/**
 * Data screens and richer inputs: tables, cards (antd's card carries tabs, which carry a dropdown menu),
 * lists, number inputs, radios, switches, tabs, segmented switches. The heaviest components: the layout does
 * without them.
 */
export { Card, InputNumber, List, Radio, Segmented, Switch, Table, Tabs } from 'antd';
export type { TableColumnsType, TablePaginationConfig, TableProps } from 'antd';

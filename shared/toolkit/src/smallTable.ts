/** `@cabinet/toolkit/small-table`: the browser's own table for a handful of rows, without a catalogue or list state. */
export { SmallTable, type SmallTableColumn } from './table/SmallTable';
export { SideScroll } from './table/SideScroll';

import { ConfigProvider, Empty, Spin, theme } from 'antd';
import type { Locale as AntLocale } from 'antd/es/locale';
import { useContext, useEffect, useLayoutEffect, useRef, type CSSProperties, type ReactNode, type TdHTMLAttributes } from 'react';
import { injectTableStyles } from './tableStyles';

/**
 * The cabinet's table: a semantic `<table>` drawn like antd's with a static stylesheet, for the lists every
 * remote shows. antd's `Table` brought its pagination (with antd's select and virtual list), its filter
 * dropdown tree and checkbox to every list's first visit, about 60–85 KB gzip, for features no screen uses.
 * The props are the subset of antd's `TableProps` the screens use, under the same names; the data is what the
 * table shows (it never slices a page out of `dataSource`: the lists page on the server).
 */

export type SortOrder = 'ascend' | 'descend' | null;
export type RowKey = string | number;

export interface TableColumn<T> {
  key?: RowKey;
  /** The field (or path) shown when there is no `render`. */
  dataIndex?: string | number | readonly (string | number)[];
  title?: ReactNode;
  render?: (value: unknown, record: T, index: number) => ReactNode;
  align?: 'left' | 'right' | 'center' | 'start' | 'end';
  width?: number | string;
  onCell?: (record: T, index?: number) => TdHTMLAttributes<HTMLTableCellElement>;
  /** Sorted on the server: a click on the header asks `onChange` for the next order. */
  sorter?: boolean;
  sortOrder?: SortOrder;
  /** Kept in view while the table scrolls sideways. */
  fixed?: 'left' | 'right';
  hidden?: boolean;
}

export type TableColumnsType<T> = TableColumn<T>[];

export interface TablePaginationConfig {
  current?: number;
  pageSize?: number;
  total?: number;
  showSizeChanger?: boolean;
  pageSizeOptions?: readonly (string | number)[];
  hideOnSinglePage?: boolean;
  showTotal?: (total: number, range: [number, number]) => ReactNode;
}

export interface SorterResult<T> {
  column?: TableColumn<T>;
  columnKey?: RowKey;
  order: SortOrder;
}

export interface TableChangeExtra {
  action: 'paginate' | 'sort';
}

export interface TableRowSelection<T> {
  selectedRowKeys?: readonly RowKey[];
  /** Keep the keys of rows not on this page (another page of a server-paged list). */
  preserveSelectedRowKeys?: boolean;
  onChange?: (selectedRowKeys: RowKey[], selectedRows: T[]) => void;
  /** Each row's checkbox: its name (say which row it selects) and whether it can be ticked. */
  getCheckboxProps?: (record: T) => { 'aria-label'?: string; disabled?: boolean };
}

export interface TableProps<T> {
  columns: TableColumnsType<T>;
  dataSource?: readonly T[];
  rowKey: (keyof T & string) | ((record: T) => RowKey);
  'aria-label'?: string;
  caption?: ReactNode;
  size?: 'small' | 'middle' | 'large';
  /** No pager unless given: the lists page on the server and say how. */
  pagination?: false | TablePaginationConfig;
  loading?: boolean;
  locale?: { emptyText?: ReactNode };
  rowSelection?: TableRowSelection<T>;
  /** antd's order of arguments; filters are not drawn, so they are always empty. */
  onChange?: (pagination: TablePaginationConfig, filters: Record<string, never>, sorter: SorterResult<T>, extra: TableChangeExtra) => void;
  className?: string;
  style?: CSSProperties;
}

/** antd's own texts, in English, for a page whose design catalogue has not loaded antd's translation. */
const ENGLISH = { selectAll: 'Select current page', prevPage: 'Previous Page', nextPage: 'Next Page', pageSize: 'Page Size', perPage: '/ page' };

/** A text of antd's locale where it is one (some locales lack a few, or give a node). */
function text(value: unknown, english: string): string {
  return typeof value === 'string' && value !== '' ? value : english;
}

function textsOf(locale: AntLocale | undefined) {
  return {
    selectAll: text(locale?.Table?.selectAll, ENGLISH.selectAll),
    prevPage: text(locale?.Pagination?.prev_page, ENGLISH.prevPage),
    nextPage: text(locale?.Pagination?.next_page, ENGLISH.nextPage),
    pageSize: text(locale?.Pagination?.page_size, ENGLISH.pageSize),
    perPage: text(locale?.Pagination?.items_per_page, ENGLISH.perPage),
  };
}

type Texts = ReturnType<typeof textsOf>;

/** The value at a column's dataIndex (a key or a path). */
function valueAt(record: unknown, dataIndex: TableColumn<unknown>['dataIndex']): unknown {
  if (dataIndex === undefined) return undefined;
  const path = typeof dataIndex === 'string' || typeof dataIndex === 'number' ? [dataIndex] : dataIndex;
  let value: unknown = record;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = Reflect.get(value, key);
  }
  return value;
}

/** What a cell shows for a row: its render's answer, else the value itself where it can be drawn. */
export function cellContent<T>(column: TableColumn<T>, record: T, index: number): ReactNode {
  const value = valueAt(record, column.dataIndex);
  if (column.render) return column.render(value, record, index);
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

function keyOf<T>(record: T, rowKey: TableProps<T>['rowKey']): RowKey {
  const key: unknown = typeof rowKey === 'function' ? rowKey(record) : record[rowKey];
  return typeof key === 'string' || typeof key === 'number' ? key : String(key);
}

function alignClass(align: TableColumn<unknown>['align']): string | undefined {
  if (align === 'right' || align === 'end') return 'cabinet-table-end';
  if (align === 'center') return 'cabinet-table-center';
  return undefined;
}

const NEXT_ORDER: Record<'ascend' | 'descend' | 'none', SortOrder> = { none: 'ascend', ascend: 'descend', descend: null };

function Caret({ up, on }: { up: boolean; on: boolean }) {
  return (
    <svg viewBox="0 0 1024 1024" aria-hidden="true" focusable="false" className={on ? 'cabinet-table-sorter-on' : undefined} fill="currentColor">
      <path d={up ? 'M858.9 689L530.5 308.2c-9.4-10.9-27.5-10.9-37 0L165.1 689c-12.2 14.2-1.2 35 18.5 35h656.8c19.7 0 30.7-20.8 18.5-35z' : 'M840.4 300H183.6c-19.7 0-30.7 20.8-18.5 35l328.4 380.8c9.4 10.9 27.5 10.9 37 0L858.9 335c12.2-14.2 1.2-35-18.5-35z'} />
    </svg>
  );
}

function HeaderCell<T>({ column, onSort }: { column: TableColumn<T>; onSort: (column: TableColumn<T>) => void }) {
  const order = column.sortOrder ?? null;
  const className = [alignClass(column.align), column.fixed ? `cabinet-table-fixed-${column.fixed}` : undefined].filter(Boolean).join(' ') || undefined;
  if (!column.sorter) {
    return (
      <th scope="col" className={className} style={column.width === undefined ? undefined : { width: column.width }}>
        {column.title}
      </th>
    );
  }
  return (
    <th
      scope="col"
      className={className}
      style={column.width === undefined ? undefined : { width: column.width }}
      aria-sort={order === 'ascend' ? 'ascending' : order === 'descend' ? 'descending' : 'none'}
    >
      <button type="button" className="cabinet-table-sort" onClick={() => onSort(column)}>
        <span>{column.title}</span>
        <span className="cabinet-table-sorter">
          <Caret up on={order === 'ascend'} />
          <Caret up={false} on={order === 'descend'} />
        </span>
      </button>
    </th>
  );
}

function Chevron({ back }: { back: boolean }) {
  return (
    <svg viewBox="0 0 1024 1024" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={back ? 'M724 218.3V141c0-6.7-7.7-10.4-12.9-6.3L260.3 486.8a31.86 31.86 0 000 50.3l450.8 352.1c5.3 4.1 12.9.4 12.9-6.3v-77.3c0-4.9-2.3-9.6-6.1-12.6l-360-281 360-281.1c3.8-3 6.1-7.7 6.1-12.6z' : 'M765.7 486.8L314.9 134.7A7.97 7.97 0 00302 141v77.3c0 4.9 2.3 9.6 6.1 12.6l360 281.1-360 281.1c-3.9 3-6.1 7.7-6.1 12.6V883c0 6.6 7.6 10.3 12.9 6.3l450.8-352.1a31.96 31.96 0 000-50.4z'} />
    </svg>
  );
}

/** Pages left out between two offered ones: a mark, not text to read. */
const GAP = '\u2022\u2022\u2022';

/** The pages to offer: all of them when few, else the first, the last and two either side of the current one. */
export function pagesToShow(current: number, pages: number): (number | 'gap')[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, index) => index + 1);
  const from = Math.max(2, Math.min(current - 2, pages - 5));
  const to = Math.min(pages - 1, Math.max(current + 2, 6));
  const middle = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return [1, ...(from > 2 ? ['gap' as const] : []), ...middle, ...(to < pages - 1 ? ['gap' as const] : []), pages];
}

function Pager({ config, shown, texts, onChange }: { config: TablePaginationConfig; shown: number; texts: Texts; onChange: (current: number, pageSize: number) => void }) {
  const pageSize = config.pageSize ?? 10;
  const total = config.total ?? shown;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, config.current ?? 1), pages);
  if (config.hideOnSinglePage && pages <= 1) return null;
  const first = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const sizes = (config.pageSizeOptions ?? [10, 20, 50, 100]).map(Number);
  return (
    <ul className="cabinet-pager">
      {config.showTotal ? <li>{config.showTotal(total, [first, Math.min(total, current * pageSize)])}</li> : null}
      <li>
        <button type="button" aria-label={texts.prevPage} disabled={current <= 1} onClick={() => onChange(current - 1, pageSize)}>
          <Chevron back />
        </button>
      </li>
      {pagesToShow(current, pages).map((page, at) =>
        page === 'gap' ? (
          <li key={`gap${at}`} className="cabinet-pager-gap" aria-hidden="true">
            {GAP}
          </li>
        ) : (
          <li key={page}>
            <button type="button" aria-current={page === current ? 'page' : undefined} onClick={() => page !== current && onChange(page, pageSize)}>
              {page}
            </button>
          </li>
        ),
      )}
      <li>
        <button type="button" aria-label={texts.nextPage} disabled={current >= pages} onClick={() => onChange(current + 1, pageSize)}>
          <Chevron back={false} />
        </button>
      </li>
      {config.showSizeChanger ? (
        <li>
          <select
            aria-label={texts.pageSize}
            value={pageSize}
            onChange={(event) => {
              const size = Number(event.target.value);
              onChange(Math.min(current, Math.max(1, Math.ceil(total / size))), size);
            }}
          >
            {(sizes.includes(pageSize) ? sizes : [...sizes, pageSize].sort((a, b) => a - b)).map((size) => (
              <option key={size} value={size}>
                {`${size} ${texts.perPage}`}
              </option>
            ))}
          </select>
        </li>
      ) : null}
    </ul>
  );
}

/** The header's tick for every selectable row of the page, mixed while some are ticked. */
function SelectAll({ label, checked, mixed, disabled, onChange }: { label: string; checked: boolean; mixed: boolean; disabled: boolean; onChange: (checked: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return <input ref={box} type="checkbox" aria-label={label} checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />;
}

export function DataTable<T>({
  columns,
  dataSource = [],
  rowKey,
  'aria-label': ariaLabel,
  caption,
  size = 'large',
  pagination = false,
  loading = false,
  locale,
  rowSelection,
  onChange,
  className,
  style,
}: TableProps<T>) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (box.current) injectTableStyles(box.current.getRootNode());
  }, []);
  const { token } = theme.useToken();
  const texts = textsOf(useContext(ConfigProvider.ConfigContext).locale);
  const shown = columns.filter((column) => !column.hidden);
  const rows = dataSource.map((record) => ({ record, key: keyOf(record, rowKey) }));

  const sortedKey = shown.find((column) => column.sorter && column.sortOrder)?.key;
  const onSort = (column: TableColumn<T>) => {
    const order = NEXT_ORDER[column.sortOrder ?? 'none'];
    onChange?.({ ...(pagination || {}) }, {}, { column, columnKey: column.key, order }, { action: 'sort' });
  };
  const onPage = (current: number, pageSize: number) => {
    if (pagination) onChange?.({ ...pagination, current, pageSize }, {}, { order: null }, { action: 'paginate' });
  };

  const selected = new Set(rowSelection?.selectedRowKeys ?? []);
  const selectable = rowSelection ? rows.filter(({ record }) => !rowSelection.getCheckboxProps?.(record).disabled) : [];
  const tickedOnPage = selectable.filter(({ key }) => selected.has(key)).length;
  const select = (keys: Set<RowKey>) => {
    if (!rowSelection?.onChange) return;
    const onPage = new Set(rows.map(({ key }) => key));
    const kept = rowSelection.preserveSelectedRowKeys ? (rowSelection.selectedRowKeys ?? []).filter((key) => !onPage.has(key) && keys.has(key)) : [];
    const chosen = rows.filter(({ key }) => keys.has(key));
    rowSelection.onChange([...kept, ...chosen.map(({ key }) => key)], chosen.map(({ record }) => record));
  };
  const toggle = (key: RowKey, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(key);
    else next.delete(key);
    select(next);
  };
  const toggleAll = (on: boolean) => {
    const next = new Set(selected);
    for (const { key } of selectable) {
      if (on) next.add(key);
      else next.delete(key);
    }
    select(next);
  };

  const variables = {
    '--ct-font-size': `${token.fontSize}px`,
    '--ct-text': token.colorText,
    '--ct-heading': token.colorTextHeading,
    '--ct-bg': token.colorBgContainer,
    '--ct-border': token.colorBorderSecondary,
    '--ct-control-border': token.colorBorder,
    '--ct-split': token.colorSplit,
    '--ct-header-bg': token.colorFillAlter,
    '--ct-header-bg-solid': '#fafafa',
    '--ct-sorted-header-bg': token.colorFillSecondary,
    '--ct-hover': token.colorFillSecondary,
    '--ct-selected': token.controlItemBgActive,
    '--ct-selected-hover': token.controlItemBgActiveHover,
    '--ct-primary': token.colorPrimary,
    '--ct-icon': token.colorTextQuaternary,
    '--ct-disabled': token.colorTextDisabled,
    '--ct-radius': `${token.borderRadiusLG}px`,
    '--ct-radius-sm': `${token.borderRadius}px`,
  };
  const columnCount = shown.length + (rowSelection ? 1 : 0);
  const empty = locale?.emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;

  return (
    <div ref={box} className={['cabinet-table', size === 'large' ? undefined : `cabinet-table-${size}`, className].filter(Boolean).join(' ')} style={{ ...variables, ...style }}>
      <div className={loading ? 'cabinet-table-busy' : undefined}>
        <table aria-label={ariaLabel} aria-busy={loading || undefined}>
          {caption ? <caption>{caption}</caption> : null}
          <thead>
            <tr>
              {rowSelection ? (
                <th scope="col" className="cabinet-table-selection">
                  <SelectAll
                    label={texts.selectAll}
                    checked={selectable.length > 0 && tickedOnPage === selectable.length}
                    mixed={tickedOnPage > 0 && tickedOnPage < selectable.length}
                    disabled={selectable.length === 0}
                    onChange={toggleAll}
                  />
                </th>
              ) : null}
              {shown.map((column, at) => (
                <HeaderCell key={column.key ?? at} column={column} onSort={onSort} />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr className="cabinet-table-placeholder">
                <td colSpan={columnCount} className="cabinet-table-center">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map(({ record, key }, index) => {
                const ticked = selected.has(key);
                const box = rowSelection?.getCheckboxProps?.(record);
                return (
                  <tr key={key} data-row-key={key} data-selected={ticked || undefined}>
                    {rowSelection ? (
                      <td className="cabinet-table-selection">
                        <input type="checkbox" aria-label={box?.['aria-label']} disabled={box?.disabled} checked={ticked} onChange={(event) => toggle(key, event.target.checked)} />
                      </td>
                    ) : null}
                    {shown.map((column, at) => {
                      const { className: cellClass, ...cell } = column.onCell?.(record, index) ?? {};
                      const classes = [alignClass(column.align), column.fixed ? `cabinet-table-fixed-${column.fixed}` : undefined, column.key !== undefined && column.key === sortedKey ? 'cabinet-table-sorted' : undefined, cellClass];
                      return (
                        <td key={column.key ?? at} {...cell} className={classes.filter(Boolean).join(' ') || undefined}>
                          {cellContent(column, record, index)}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {loading ? (
        <div className="cabinet-table-spinner">
          <Spin />
        </div>
      ) : null}
      {pagination ? <Pager config={pagination} shown={rows.length} texts={texts} onChange={onPage} /> : null}
    </div>
  );
}

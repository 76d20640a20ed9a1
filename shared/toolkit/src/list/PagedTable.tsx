import { useRef, type ReactNode } from 'react';
import { ContentSkeleton } from '@cabinet/design/core';
import { Table, cellContent, type TableColumn, type TableColumnsType, type TableProps } from '@cabinet/design/table';
import { useTranslate } from '@cabinet/i18n';
import type { ListSort } from './listQuery';
import { useNarrow, useScrollsSideways } from './narrow';
import type { PagedTableState } from './usePagedList';

const messages = {
  total: /*i18n*/ { id: 'toolkit.list.total', message: 'Total: {total}' },
  loading: /*i18n*/ { id: 'toolkit.list.loading', message: 'Loading the list…' },
};

/** One page of a list as the API answers it. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
}

/** The sort order a column shows for a field of the list's server-side sort. */
export function columnSortOrder<F extends string>(sort: ListSort<F> | null, field: F): 'ascend' | 'descend' | null {
  return sort?.field === field ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;
}

type Column<T> = TableColumn<T>;

/** The columns a row's card shows, in order, without hidden ones. */
function leafColumns<T>(columns: TableColumnsType<T>): Column<T>[] {
  return columns.filter((column) => !column.hidden);
}

/** A row as a card: each titled column as a term and its value, untitled ones (the actions) below them. */
function RowCard<T extends object>({ columns, record, index }: { columns: Column<T>[]; record: T; index: number }) {
  const titled = columns.filter((column) => column.title !== undefined && column.title !== null && column.title !== '');
  const untitled = columns.filter((column) => !titled.includes(column));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0, overflowWrap: 'anywhere' }}>
      <dl style={{ display: 'flex', flexDirection: 'column', gap: 4, margin: 0 }}>
        {titled.map((column, at) => (
          // The value beside its title, or below it when it needs the card's width (a text, a progress bar).
          <div key={String(column.key ?? at)} style={{ display: 'flex', flexWrap: 'wrap', columnGap: 12 }}>
            {/* A title breaks between words only ('Запланировано' read 'Запланирован-о' in 8em): at least its longest word wide. */}
            <dt style={{ color: '#52525b', flex: '0 0 8em', minWidth: 'min-content', overflowWrap: 'break-word' }}>{column.title}</dt>
            <dd style={{ margin: 0, flex: '1 1 10em', maxWidth: '100%' }}>{cellContent(column, record, index)}</dd>
          </div>
        ))}
      </dl>
      {untitled.map((column, at) => (
        <div key={String(column.key ?? at)} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {cellContent(column, record, index)}
        </div>
      ))}
    </div>
  );
}

/**
 * A table that shows each row as a card where it is narrower than CARD_LIST_MAX_WIDTH: every list's table,
 * paged (PagedTable) or not, so a phone never hides a column or an action behind a sideways scroll.
 */
export function ListTable<T extends object>({ columns, ...props }: Omit<TableProps<T>, 'columns'> & { 'aria-label': string; columns: TableColumnsType<T> }) {
  const box = useRef<HTMLDivElement>(null);
  const narrow = useNarrow(box);
  const scrolls = useScrollsSideways(box);
  const leaves = leafColumns(columns);
  // One column of cards on a phone: the pager, selection, loading and empty states stay the table's.
  const shown: TableColumnsType<T> = narrow ? [{ key: 'card', title: props['aria-label'], render: (_, record, index) => <RowCard columns={leaves} record={record} index={index} /> }] : columns;
  return (
    // Wide tables scroll sideways inside this box; the page never does.
    <div ref={box} style={{ overflowX: 'auto' }} data-layout={narrow ? 'cards' : 'table'} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': props['aria-label'] } : {})}>
      <Table<T> {...props} columns={shown} />
    </div>
  );
}

/**
 * A table over one page of an API list, driven by a paged list's state (usePagedList): a click on a column
 * header asks for that sort, the pager for a page or a page size. `empty` shows only once the page has
 * arrived, so "nothing here" never flashes while it loads.
 */
export function PagedTable<T extends { id: string }, F extends string>({
  label,
  columns,
  data,
  list,
  loading,
  empty,
  totalText,
  rowSelection,
}: {
  /** The table's accessible name. */
  label: string;
  columns: TableColumnsType<T>;
  data: ListPage<T> | undefined;
  list: PagedTableState<F>;
  loading: boolean;
  empty: ReactNode;
  /** The pager's count of rows (by default "Total: {total}"). */
  totalText?: (total: number) => string;
  rowSelection?: TableProps<T>['rowSelection'];
}) {
  const t = useTranslate();
  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'paginate') {
      if (pagination.pageSize !== undefined && pagination.pageSize !== list.pageSize) list.setPageSize(pagination.pageSize);
      else list.setPage(pagination.current ?? 1);
    }
    if (action === 'sort') {
      const field = list.sortFields.find((name) => name === sorter.columnKey);
      list.setSort(field && sorter.order ? { field, order: sorter.order === 'ascend' ? 'asc' : 'desc' } : null);
    }
  };
  return (
    <ListTable<T>
      aria-label={label}
      rowKey="id"
      columns={columns}
      dataSource={data?.items ?? []}
      // The first page loads with grey rows where the rows will be; later ones keep the rows under a spinner.
      loading={loading && data !== undefined}
      onChange={onChange}
      rowSelection={rowSelection}
      pagination={{
        current: data?.page ?? list.page,
        pageSize: list.pageSize,
        total: data?.total ?? 0,
        showSizeChanger: list.pageSizeOptions.length > 1,
        pageSizeOptions: list.pageSizeOptions.map(String),
        // Hidden while every row fits the smallest page: then neither a page nor a size is worth choosing.
        hideOnSinglePage: (data?.total ?? 0) <= Math.min(list.pageSize, ...list.pageSizeOptions),
        showTotal: totalText ?? ((total) => t(messages.total, { total })),
      }}
      locale={{ emptyText: data ? empty : loading ? <ContentSkeleton label={t(messages.loading)} /> : <span /> }}
    />
  );
}

import type { ReactNode } from 'react';
import { ContentSkeleton } from '@cabinet/design/core';
import { Table, type TableColumnsType, type TableProps } from '@cabinet/design/table';
import { useTranslate } from '@cabinet/i18n';
import type { ListSort } from './listQuery';
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
      const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = list.sortFields.find((name) => name === chosen?.columnKey);
      list.setSort(field && chosen?.order ? { field, order: chosen.order === 'ascend' ? 'asc' : 'desc' } : null);
    }
  };
  return (
    // A scrolling wrapper, not Table's scroll.x: that adds an aria-hidden measuring row with focusable cells.
    <div style={{ overflowX: 'auto' }}>
      <Table<T>
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
    </div>
  );
}

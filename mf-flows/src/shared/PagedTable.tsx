import { useState, type ReactNode } from 'react';
import type { SortOrder } from '@cabinet/api';
import { Alert, Button, Empty } from '@cabinet/design/core';
import { Input } from '@cabinet/design/forms';
import { Table, type TableColumnsType, type TableProps } from '@cabinet/design/table';
import { useTranslate } from '@cabinet/i18n';
import { useDebouncedValue } from './useDebouncedValue';

/*
 * The lists of this remote (flows, blacklist, subscribers, short links) page, search and sort on the API:
 * an account may hold 10,000 flows and 50,000 blacklist entries. These pieces are what they share.
 */

export interface ListSort<F extends string> {
  field: F;
  order: SortOrder;
}

/** One page of a list as the API answers it. */
/** The sort order antd's column shows for a field of the list's server-side sort. */
export function columnSortOrder<F extends string>(sort: ListSort<F> | null, field: F): 'ascend' | 'descend' | null {
  return sort?.field === field ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;
}

export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
}

const messages = {
  retry: /*i18n*/ { id: 'flows.list.retry', message: 'Try again' },
};

/**
 * A table over one page of an API list. A click on a column header asks for that sort (the caller goes
 * back to page 1); `emptyText` shows only once the page has arrived, so "nothing here" never flashes.
 */
export function PagedTable<T extends { id: string }, F extends string>({
  label,
  columns,
  data,
  page,
  pageSize,
  loading,
  sortFields,
  onPage,
  onSort,
  empty,
  totalText,
  rowSelection,
}: {
  label: string;
  columns: TableColumnsType<T>;
  data: ListPage<T> | undefined;
  page: number;
  pageSize: number;
  loading: boolean;
  sortFields: readonly F[];
  onPage: (page: number) => void;
  onSort: (sort: ListSort<F> | null) => void;
  empty: ReactNode;
  totalText: (total: number) => string;
  rowSelection?: TableProps<T>['rowSelection'];
}) {
  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'paginate') onPage(pagination.current ?? 1);
    if (action === 'sort') {
      const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = sortFields.find((name) => name === chosen?.columnKey);
      onSort(field && chosen?.order ? { field, order: chosen.order === 'ascend' ? 'asc' : 'desc' } : null);
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
        loading={loading}
        onChange={onChange}
        rowSelection={rowSelection}
        pagination={{
          current: data?.page ?? page,
          pageSize,
          total: data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: totalText,
        }}
        locale={{ emptyText: data ? empty : <span /> }}
      />
    </div>
  );
}

/** "Nothing here" in a list: the description, and what the user can do about it. */
export function EmptyList({ description, children }: { description: string; children?: ReactNode }) {
  return <Empty description={description}>{children}</Empty>;
}

/** A list that could not be loaded says so above the table and offers to try again. */
export function LoadFailedAlert({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying: boolean }) {
  const t = useTranslate();
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      action={
        <Button onClick={onRetry} loading={retrying}>
          {t(messages.retry)}
        </Button>
      }
      style={{ marginBottom: 16 }}
    />
  );
}

/**
 * The search box of a list. No allowClear: its icon is a touch target under 24 px (WCAG 2.2); a search
 * field clears with Escape.
 */
export function ListSearch({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (value: string) => void }) {
  return <Input type="search" aria-label={label} placeholder={placeholder} value={value} onChange={(event) => onChange(event.target.value)} style={{ width: 260 }} />;
}

const SEARCH_DELAY_MS = 300;

/**
 * The state of a searched, paged, sorted list: what the box holds, the search the API gets (trimmed,
 * after a pause in typing), the page and the sort. A new search or sort starts again at page 1.
 */
export function usePagedList<F extends string>() {
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<ListSort<F> | null>(null);
  const search = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  return {
    searchText,
    search,
    page,
    sort,
    setPage,
    changeSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    changeSort: (next: ListSort<F> | null) => {
      setSort(next);
      setPage(1);
    },
  };
}

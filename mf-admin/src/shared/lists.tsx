import { useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Empty, Typography } from '@cabinet/design/core';
import type { TableColumnsType } from '@cabinet/design/table';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { ListTable, LoadFailedAlert, PagedTable, type ListPage, type PagedTableState } from '@cabinet/toolkit/list';

/*
 * The back office's lists, one way: a server-paged list (the toolkit's PagedTable over usePagedList, its state
 * in the URL) for a screen's list, and a list shown whole that grows by "show more" for a section of a page
 * that already holds a paged list (two pagers would share the URL's page). Both show the query's failure with
 * a retry, and "nothing here" only once the rows have arrived.
 */

/** What a list reads of its query (react-query's result). */
export interface ListQuery<D> {
  data: D | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A query's load failure with a retry; nothing while it loads or once it has loaded. */
export function QueryFailed({ query, title }: { query: ListQuery<unknown>; title: string }) {
  return query.isError ? <LoadFailedAlert title={title} onRetry={() => void query.refetch()} retrying={query.isFetching} /> : null;
}

/** The texts of a paged list: its failure, "nothing here", "nothing matches" (searched or filtered) and its count ({total}). */
export interface PagedListMessages {
  loadFailed: MessageDescriptor;
  empty: MessageDescriptor;
  noMatch: MessageDescriptor;
  total: MessageDescriptor;
}

/** A screen's server-paged list: its failure, the table over the page the query answered, and its count. */
export function AdminPagedTable<T extends { id: string }, F extends string>({
  label,
  columns,
  query,
  list,
  messages,
}: {
  label: string;
  columns: TableColumnsType<T>;
  query: ListQuery<ListPage<T>>;
  list: PagedTableState<F> & { filtered: boolean };
  messages: PagedListMessages;
}) {
  const t = useTranslate();
  const empty = <Empty description={t(list.filtered ? messages.noMatch : messages.empty)} />;
  const totalText = (total: number) => t(messages.total, { total });
  return (
    <>
      <QueryFailed query={query} title={t(messages.loadFailed)} />
      <PagedTable label={label} columns={columns} data={query.data} list={list} loading={query.isFetching} empty={empty} totalText={totalText} />
    </>
  );
}

/** How many rows a growing list asks for: `step` more at each "show more", never above `max`. */
export function useShowMore(step: number, max: number) {
  const [count, setCount] = useState(step);
  return { count, onMore: () => setCount((shown) => Math.min(max, shown + step)), disabled: count >= max };
}

/** A list shown whole (no pager): its rows, "nothing here" once they have arrived, and "show more" while more remain. */
export function WholeTable<T extends { id: string }>({
  label,
  columns,
  rows,
  loading,
  empty,
  more,
  style,
}: {
  label: string;
  columns: TableColumnsType<T>;
  /** Undefined until the query has answered. */
  rows: T[] | undefined;
  loading: boolean;
  empty: string;
  more?: { label: string; show: boolean; onMore: () => void; disabled: boolean };
  style?: CSSProperties;
}) {
  return (
    <>
      <ListTable<T>
        aria-label={label}
        rowKey="id"
        columns={columns}
        dataSource={rows ?? []}
        loading={loading}
        pagination={false}
        locale={{ emptyText: rows ? <Empty description={empty} /> : null }}
        style={style}
      />
      {more?.show ? (
        <Button style={{ marginTop: 12 }} onClick={more.onMore} disabled={more.disabled}>
          {more.label}
        </Button>
      ) : null}
    </>
  );
}

/**
 * A cell's second line, under its value: a column carries its neighbour's figure there, so a list keeps to a few
 * columns (eight or nine side by side scrolled sideways at desktop widths in Russian, Ukrainian and Portuguese).
 */
export function CellDetail({ children }: { children: ReactNode }) {
  return (
    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
      {children}
    </Typography.Text>
  );
}

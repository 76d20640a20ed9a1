import { useMemo, useState } from 'react';
import { SHORT_LINK_SORT_FIELDS, type ShortLink, type ShortLinkSortField } from '@cabinet/api/flows';
import { useRemoteProps } from '@cabinet/contracts';
import { Button, Empty, Flex, Typography } from '@cabinet/design/core';
import { type TableColumnsType } from '@cabinet/design/table';
import { PlusOutlined } from '@cabinet/design/icons';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { columnSortOrder, ListSearch, LoadFailedAlert, PagedTable, usePagedList, type ListSort } from '@cabinet/toolkit/list';
import { ProGatedPage } from '@cabinet/toolkit/pro-gate';
import { useRemoval } from '@cabinet/toolkit/removal';
import { useDeleteShortLinkMutation, useShortLinks } from '../api/shortLinks';
import { CopyButton } from '../shared/CopyButton';
import { PRO_FEATURES } from '../shared/proFeatures';
import { ShortLinkModal } from './ShortLinkModal';
import { useDescribeShortLinkError } from './shortLinkErrors';

const messages = {
  intro: /*i18n*/ {
    id: 'flows.shortLinks.intro',
    message: 'A short link fits in a message and counts every click. Put it in your texts instead of a long address.',
  },
  table: /*i18n*/ { id: 'flows.shortLinks.table', message: 'Short links' },
  add: /*i18n*/ { id: 'flows.shortLinks.add', message: 'New short link' },
  search: /*i18n*/ { id: 'flows.shortLinks.search', message: 'Search short links' },
  searchPlaceholder: /*i18n*/ { id: 'flows.shortLinks.searchPlaceholder', message: 'Name or address' },
  title: /*i18n*/ { id: 'flows.shortLinks.column.title', message: 'Name' },
  short: /*i18n*/ { id: 'flows.shortLinks.column.short', message: 'Short link' },
  url: /*i18n*/ { id: 'flows.shortLinks.column.url', message: 'Leads to' },
  clicks: /*i18n*/ { id: 'flows.shortLinks.column.clicks', message: 'Clicks' },
  createdAt: /*i18n*/ { id: 'flows.shortLinks.column.createdAt', message: 'Created' },
  actions: /*i18n*/ { id: 'flows.shortLinks.column.actions', message: 'Actions' },
  untitled: /*i18n*/ { id: 'flows.shortLinks.untitled', message: 'Untitled' },
  copy: /*i18n*/ { id: 'flows.shortLinks.copy', message: 'Copy {link}' },
  copied: /*i18n*/ { id: 'flows.shortLinks.copied', message: 'Copied' },
  copyFailed: /*i18n*/ { id: 'flows.shortLinks.copyFailed', message: 'The browser did not allow copying: select the link and copy it by hand' },
  edit: /*i18n*/ { id: 'flows.shortLinks.edit', message: 'Edit' },
  editFor: /*i18n*/ { id: 'flows.shortLinks.editFor', message: 'Edit {link}' },
  remove: /*i18n*/ { id: 'flows.shortLinks.remove', message: 'Delete' },
  removeFor: /*i18n*/ { id: 'flows.shortLinks.removeFor', message: 'Delete {link}' },
  removeTitle: /*i18n*/ { id: 'flows.shortLinks.remove.title', message: 'Delete the short link {link}?' },
  removeBody: /*i18n*/ { id: 'flows.shortLinks.remove.body', message: 'Messages already sent with it will lead nowhere. This cannot be undone.' },
  removed: /*i18n*/ { id: 'flows.shortLinks.removed', message: 'The short link is deleted' },
  removeFailed: /*i18n*/ { id: 'flows.shortLinks.removeFailed', message: 'The short link could not be deleted' },
  loadFailed: /*i18n*/ { id: 'flows.shortLinks.loadFailed', message: 'The short links could not be loaded' },
  empty: /*i18n*/ { id: 'flows.shortLinks.empty', message: 'No short links yet' },
  noMatch: /*i18n*/ { id: 'flows.shortLinks.noMatch', message: 'No short links match the search' },
  total: /*i18n*/ { id: 'flows.shortLinks.total', message: 'Short links: {total}' },
};

type ShortLinkSort = ListSort<ShortLinkSortField>;

type Editing = { kind: 'new' } | { kind: 'edit'; link: ShortLink };

/** The address a client follows: the short path on this cabinet's own origin. */
export function shortUrlOf(link: ShortLink): string {
  return new URL(link.shortPath, window.location.origin).href;
}

/** /short-link: the link shortener, Pro-locked (spec section 4). */
export function ShortLinksScreen() {
  const t = useTranslate();
  return (
    <ProGatedPage feature={t(PRO_FEATURES.shortLinks)} lock="shortLinks">
      <ShortLinks />
    </ProGatedPage>
  );
}

/** The owner's short links, paged, searched and sorted by the API, with create, edit and delete. */
function ShortLinks() {
  const t = useTranslate();
  const describe = useDescribeShortLinkError();
  const [editing, setEditing] = useState<Editing | null>(null);
  const list = usePagedList({ sortFields: SHORT_LINK_SORT_FIELDS, filters: {} });
  const links = useShortLinks(list.params);

  const removal = useRemoval({
    mutation: useDeleteShortLinkMutation(),
    removed: () => t(messages.removed),
    failed: t(messages.removeFailed),
    describe,
    confirm: { title: (link) => t(messages.removeTitle, { link: shortUrlOf(link) }), body: t(messages.removeBody), ok: t(messages.remove) },
  });

  const columns = useShortLinkColumns(list.sort, { onEdit: (link) => setEditing({ kind: 'edit', link }), onRemove: removal.ask });

  const data = links.data;
  return (
    <>
      <p>{t(messages.intro)}</p>
      <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <ListSearch label={t(messages.search)} placeholder={t(messages.searchPlaceholder)} value={list.searchText} onChange={list.setSearchText} />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ kind: 'new' })}>
          {t(messages.add)}
        </Button>
      </Flex>
      {links.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => links.refetch()} retrying={links.isFetching} /> : null}
      <PagedTable
        label={t(messages.table)}
        columns={columns}
        data={data}
        list={list}
        loading={links.isFetching}
        empty={<Empty description={t(list.filtered ? messages.noMatch : messages.empty)} />}
        totalText={(total) => t(messages.total, { total })}
      />
      {editing ? <ShortLinkModal link={editing.kind === 'edit' ? editing.link : null} onClose={() => setEditing(null)} /> : null}
      {removal.dialog}
    </>
  );
}

function useShortLinkColumns(
  sort: ShortLinkSort | null,
  { onEdit, onRemove }: { onEdit: (link: ShortLink) => void; onRemove: (link: ShortLink) => void },
): TableColumnsType<ShortLink> {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  return useMemo(() => {
    const sortOrder = (field: ShortLinkSortField) => columnSortOrder(sort, field);
    const nowrap = () => ({ style: { whiteSpace: 'nowrap' } });
    return [
      { key: 'title', title: t(messages.title), sorter: true, sortOrder: sortOrder('title'), render: (_, link) => link.title || t(messages.untitled) },
      {
        key: 'short',
        title: t(messages.short),
        onCell: nowrap,
        render: (_, link) => {
          const short = shortUrlOf(link);
          return (
            <Flex align="center" gap={4}>
              <Typography.Text>{short}</Typography.Text>
              <CopyButton text={short} label={t(messages.copy, { link: short })} copied={t(messages.copied)} failed={t(messages.copyFailed)} />
            </Flex>
          );
        },
      },
      {
        key: 'url',
        title: t(messages.url),
        onCell: () => ({ style: { maxWidth: 320, wordBreak: 'break-all' } }),
        render: (_, link) => (
          <a href={link.url} target="_blank" rel="noopener noreferrer">
            {link.url}
          </a>
        ),
      },
      { key: 'clicks', title: t(messages.clicks), sorter: true, sortOrder: sortOrder('clicks'), align: 'right', render: (_, link) => link.clicks },
      {
        key: 'createdAt',
        title: t(messages.createdAt),
        sorter: true,
        sortOrder: sortOrder('createdAt'),
        onCell: nowrap,
        render: (_, link) => formatDate(link.createdAt, locale, 'compact'),
      },
      {
        key: 'actions',
        title: t(messages.actions),
        render: (_, link) => (
          <Flex gap={4} wrap>
            <Button size="small" aria-label={t(messages.editFor, { link: shortUrlOf(link) })} onClick={() => onEdit(link)}>
              {t(messages.edit)}
            </Button>
            <Button size="small" danger aria-label={t(messages.removeFor, { link: shortUrlOf(link) })} onClick={() => onRemove(link)}>
              {t(messages.remove)}
            </Button>
          </Flex>
        ),
      },
    ];
  }, [t, locale, sort, onEdit, onRemove]);
}

import { useMemo, useState } from 'react';
import { BLACKLIST_SORT_FIELDS, type BlacklistEntry, type BlacklistSortField } from '@cabinet/api/flows';
import { useRemoteProps } from '@cabinet/contracts';
import { Button, Empty, Flex, Grid, Typography } from '@cabinet/design/core';
import { type TableColumnsType } from '@cabinet/design/table';
import { PlusOutlined } from '@cabinet/design/icons';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { columnSortOrder, ListSearch, LoadFailedAlert, PagedTable, usePagedList, type ListSort } from '@cabinet/toolkit/list';
import { ProGatedPage } from '@cabinet/toolkit/pro-gate';
import { useRemoval } from '@cabinet/toolkit/removal';
import { useBlacklist, useDeleteBlacklistEntryMutation } from '../../api/blacklist';
import { TYPE_LABELS } from '../../flows/flowLabels';
import { PRO_FEATURES } from '../../shared/proFeatures';
import { BlacklistEntryModal } from './BlacklistEntryModal';
import { useDescribeBlacklistError } from './blacklistErrors';
import { IgnoreLinkModal } from './IgnoreLinkModal';

const messages = {
  table: /*i18n*/ { id: 'flows.blacklist.table', message: 'Blacklisted phones' },
  add: /*i18n*/ { id: 'flows.blacklist.add', message: 'Add a phone' },
  search: /*i18n*/ { id: 'flows.blacklist.search', message: 'Search the blacklist' },
  searchPlaceholder: /*i18n*/ { id: 'flows.blacklist.searchPlaceholder', message: 'Phone or comment' },
  intro: /*i18n*/ {
    id: 'flows.blacklist.intro',
    message: 'Phones here get no messages from your flows, except the kinds of messages you allow for each of them.',
  },
  phone: /*i18n*/ { id: 'flows.blacklist.column.phone', message: 'Phone' },
  comment: /*i18n*/ { id: 'flows.blacklist.column.comment', message: 'Comment' },
  allowedTasks: /*i18n*/ { id: 'flows.blacklist.column.allowedTasks', message: 'Still receives' },
  createdAt: /*i18n*/ { id: 'flows.blacklist.column.createdAt', message: 'Added' },
  actions: /*i18n*/ { id: 'flows.blacklist.column.actions', message: 'Actions' },
  nothing: /*i18n*/ { id: 'flows.blacklist.nothing', message: 'Nothing' },
  edit: /*i18n*/ { id: 'flows.blacklist.edit', message: 'Edit' },
  editFor: /*i18n*/ { id: 'flows.blacklist.editFor', message: 'Edit {phone}' },
  link: /*i18n*/ { id: 'flows.blacklist.link', message: 'Personal link' },
  linkFor: /*i18n*/ { id: 'flows.blacklist.linkFor', message: 'Personal link of {phone}' },
  remove: /*i18n*/ { id: 'flows.blacklist.remove', message: 'Remove' },
  removeFor: /*i18n*/ { id: 'flows.blacklist.removeFor', message: 'Remove {phone}' },
  removeTitle: /*i18n*/ { id: 'flows.blacklist.remove.title', message: 'Remove {phone} from the blacklist?' },
  removeBody: /*i18n*/ { id: 'flows.blacklist.remove.body', message: 'Your flows will send this client their messages again.' },
  removed: /*i18n*/ { id: 'flows.blacklist.removed', message: '{phone} is removed from the blacklist' },
  removeFailed: /*i18n*/ { id: 'flows.blacklist.removeFailed', message: 'The phone could not be removed from the blacklist' },
  loadFailed: /*i18n*/ { id: 'flows.blacklist.loadFailed', message: 'The blacklist could not be loaded' },
  empty: /*i18n*/ { id: 'flows.blacklist.empty', message: 'The blacklist is empty' },
  noMatch: /*i18n*/ { id: 'flows.blacklist.noMatch', message: 'No phones match the search' },
  total: /*i18n*/ { id: 'flows.blacklist.total', message: 'Phones: {total}' },
};

type BlacklistSort = ListSort<BlacklistSortField>;

type Editing = { kind: 'new' } | { kind: 'edit'; entry: BlacklistEntry };

/** /phones/ignore: the blacklist, Pro-locked (spec section 4). */
export function BlacklistScreen() {
  const t = useTranslate();
  return (
    <ProGatedPage feature={t(PRO_FEATURES.blacklist)} lock="blacklist">
      <Blacklist />
    </ProGatedPage>
  );
}

/**
 * The owner's blacklist: paged, searched and sorted by the API (an account may hold 50,000 phones), with
 * adding, editing, removal and each client's personal opt-out link.
 */
function Blacklist() {
  const t = useTranslate();
  const describe = useDescribeBlacklistError();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [linkFor, setLinkFor] = useState<BlacklistEntry | null>(null);
  const list = usePagedList({ sortFields: BLACKLIST_SORT_FIELDS, filters: {} });
  const entries = useBlacklist(list.params);

  const removal = useRemoval({
    mutation: useDeleteBlacklistEntryMutation(),
    removed: (entry) => t(messages.removed, { phone: entry.phone }),
    failed: t(messages.removeFailed),
    describe,
    confirm: { title: (entry) => t(messages.removeTitle, { phone: entry.phone }), body: t(messages.removeBody), ok: t(messages.remove) },
  });

  const columns = useBlacklistColumns(list.sort, { onEdit: (entry) => setEditing({ kind: 'edit', entry }), onLink: setLinkFor, onRemove: removal.ask });

  const data = entries.data;
  return (
    <>
      <p>{t(messages.intro)}</p>
      <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
        <ListSearch label={t(messages.search)} placeholder={t(messages.searchPlaceholder)} value={list.searchText} onChange={list.setSearchText} />
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ kind: 'new' })}>
          {t(messages.add)}
        </Button>
      </Flex>
      {entries.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => entries.refetch()} retrying={entries.isFetching} /> : null}
      <PagedTable
        label={t(messages.table)}
        columns={columns}
        data={data}
        list={list}
        loading={entries.isFetching}
        empty={<Empty description={t(list.filtered ? messages.noMatch : messages.empty)} />}
        totalText={(total) => t(messages.total, { total })}
      />
      {editing ? <BlacklistEntryModal entry={editing.kind === 'edit' ? editing.entry : null} onClose={() => setEditing(null)} /> : null}
      {linkFor ? <IgnoreLinkModal phone={linkFor.phone} onClose={() => setLinkFor(null)} /> : null}
      {removal.dialog}
    </>
  );
}

interface RowHandlers {
  onEdit: (entry: BlacklistEntry) => void;
  onLink: (entry: BlacklistEntry) => void;
  onRemove: (entry: BlacklistEntry) => void;
}

/**
 * The blacklist's columns. On a phone the phone cell carries the comment and what the client still receives,
 * and the actions stack beside it, so every action is on screen without scrolling sideways.
 */
function useBlacklistColumns(sort: BlacklistSort | null, { onEdit, onLink, onRemove }: RowHandlers): TableColumnsType<BlacklistEntry> {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  // Below 576 px; an unmeasured screen (the first paint, tests) reads as a desktop.
  const phone = Grid.useBreakpoint().xs === true;
  return useMemo(() => {
    const sortOrder = (field: BlacklistSortField) => columnSortOrder(sort, field);
    const receives = (entry: BlacklistEntry) =>
      entry.allowedTasks.length === 0 ? t(messages.nothing) : entry.allowedTasks.map((type) => t(TYPE_LABELS[type])).join(', ');
    const columns: TableColumnsType<BlacklistEntry> = [
      {
        key: 'phone',
        title: t(messages.phone),
        sorter: true,
        sortOrder: sortOrder('phone'),
        render: (_, entry) =>
          phone ? (
            <>
              <div style={{ whiteSpace: 'nowrap' }}>{entry.phone}</div>
              {entry.comment ? <Typography.Paragraph style={{ margin: '4px 0 0' }}>{entry.comment}</Typography.Paragraph> : null}
              <Typography.Text type="secondary" style={{ display: 'block' }}>
                {t(messages.allowedTasks)}: {receives(entry)}
              </Typography.Text>
            </>
          ) : (
            entry.phone
          ),
        onCell: () => ({ style: { whiteSpace: phone ? undefined : 'nowrap' } }),
      },
      { key: 'comment', title: t(messages.comment), render: (_, entry) => entry.comment },
      { key: 'allowedTasks', title: t(messages.allowedTasks), render: (_, entry) => receives(entry) },
      {
        key: 'createdAt',
        title: t(messages.createdAt),
        sorter: true,
        sortOrder: sortOrder('createdAt'),
        render: (_, entry) => formatDate(entry.createdAt, locale, 'compact'),
        onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      },
      {
        key: 'actions',
        title: t(messages.actions),
        render: (_, entry) => (
          <Flex gap={4} wrap vertical={phone}>
            <Button size="small" aria-label={t(messages.editFor, { phone: entry.phone })} onClick={() => onEdit(entry)}>
              {t(messages.edit)}
            </Button>
            <Button size="small" aria-label={t(messages.linkFor, { phone: entry.phone })} onClick={() => onLink(entry)}>
              {t(messages.link)}
            </Button>
            <Button size="small" danger aria-label={t(messages.removeFor, { phone: entry.phone })} onClick={() => onRemove(entry)}>
              {t(messages.remove)}
            </Button>
          </Flex>
        ),
      },
    ];
    return phone ? columns.filter((column) => column.key === 'phone' || column.key === 'actions') : columns;
  }, [t, locale, sort, onEdit, onLink, onRemove, phone]);
}

import { useMemo, useState } from 'react';
import type { NewsItem } from '@cabinet/api/core';
import { useRemoteProps, useRoute } from '@cabinet/contracts';
import { Button, Flex, PageHeading, StatusTag, Typography } from '@cabinet/design/core';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { useRemoval } from '@cabinet/toolkit/removal';
import { useAllNews, useDeleteNewsMutation } from '../../api/news';
import { CellDetail, QueryFailed, WholeTable } from '../../shared/lists';
import { LANGUAGE_NAMES, NEWS_TYPE_LABELS, NewsForm } from './NewsForm';

const messages = {
  intro: /*i18n*/ { id: 'admin.news.intro', message: 'What owners read in the notification bell and, when marked, in the sidebar: each item for the language, clients and booking systems it targets.' },
  add: /*i18n*/ { id: 'admin.news.add', message: 'Publish a news item' },
  newTitle: /*i18n*/ { id: 'admin.news.newTitle', message: 'New news item' },
  editTitle: /*i18n*/ { id: 'admin.news.editTitle', message: 'News item: {title}' },
  table: /*i18n*/ { id: 'admin.news.table', message: 'News items' },
  title: /*i18n*/ { id: 'admin.news.column.title', message: 'Title' },
  language: /*i18n*/ { id: 'admin.news.column.language', message: 'Language' },
  audience: /*i18n*/ { id: 'admin.news.column.audience', message: 'For' },
  placement: /*i18n*/ { id: 'admin.news.column.placement', message: 'Where' },
  orderLine: /*i18n*/ { id: 'admin.news.orderLine', message: 'Order: {order}' },
  published: /*i18n*/ { id: 'admin.news.column.published', message: 'Published' },
  actions: /*i18n*/ { id: 'admin.news.column.actions', message: 'Actions' },
  everyLanguage: /*i18n*/ { id: 'admin.news.everyLanguage', message: 'Every language' },
  everyone: /*i18n*/ { id: 'admin.news.everyone', message: 'Everyone' },
  sidebarAndBell: /*i18n*/ { id: 'admin.news.sidebarAndBell', message: 'Sidebar and bell' },
  bell: /*i18n*/ { id: 'admin.news.bell', message: 'Bell' },
  edit: /*i18n*/ { id: 'admin.news.edit', message: 'Edit' },
  editNamed: /*i18n*/ { id: 'admin.news.editNamed', message: 'Edit {title}' },
  remove: /*i18n*/ { id: 'admin.news.remove', message: 'Delete' },
  removeNamed: /*i18n*/ { id: 'admin.news.removeNamed', message: 'Delete {title}' },
  removeTitle: /*i18n*/ { id: 'admin.news.removeTitle', message: 'Delete “{title}”?' },
  removeBody: /*i18n*/ { id: 'admin.news.removeBody', message: 'Owners will no longer see it in the bell or the sidebar.' },
  removed: /*i18n*/ { id: 'admin.news.removed', message: 'The news item is deleted' },
  removeFailed: /*i18n*/ { id: 'admin.news.removeFailed', message: 'The news item could not be deleted' },
  loadFailed: /*i18n*/ { id: 'admin.news.loadFailed', message: 'The news could not be loaded' },
  empty: /*i18n*/ { id: 'admin.news.empty', message: 'No news yet' },
};

/** /admin/news (super-admins): every news item, whoever it targets, published, edited and deleted here. */
export function NewsScreen() {
  const t = useTranslate();
  const route = useRoute();
  const news = useAllNews();
  const [editing, setEditing] = useState<NewsItem | 'new' | null>(null);
  const remove = useDeleteNewsMutation();
  const removal = useRemoval<NewsItem>({
    mutation: remove,
    removed: () => t(messages.removed),
    failed: t(messages.removeFailed),
    confirm: { title: (item) => t(messages.removeTitle, { title: item.title }), body: t(messages.removeBody) },
  });
  const columns = useNewsColumns(setEditing, removal.ask);
  const formTitle = editing === 'new' ? t(messages.newTitle) : editing ? t(messages.editTitle, { title: editing.title }) : '';
  return (
    <section>
      <PageHeading
        title={route.title}
        extra={
          editing === null ? (
            <Button type="primary" onClick={() => setEditing('new')}>
              {t(messages.add)}
            </Button>
          ) : null
        }
      />
      <p>{t(messages.intro)}</p>
      {editing !== null ? (
        <section aria-label={formTitle} style={{ marginBottom: 24 }}>
          <Typography.Title level={2} style={{ fontSize: 18 }}>
            {formTitle}
          </Typography.Title>
          <NewsForm key={editing === 'new' ? 'new' : editing.id} editing={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
        </section>
      ) : null}
      <QueryFailed query={news} title={t(messages.loadFailed)} />
      <WholeTable<NewsItem> label={t(messages.table)} columns={columns} rows={news.data} loading={news.isFetching} empty={t(messages.empty)} />
      {removal.dialog}
    </section>
  );
}

function useNewsColumns(onEdit: (item: NewsItem) => void, onRemove: (item: NewsItem) => void): TableColumnsType<NewsItem> {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  return useMemo(
    () => [
      // The type under the title and the order under the placement: eight columns scrolled sideways at 1024 px in
      // uk-UA and pt-BR (issue 31, the walk).
      {
        key: 'title',
        title: t(messages.title),
        render: (_, item) => (
          <>
            <strong style={{ display: 'block' }}>{item.title}</strong>
            <StatusTag tone={item.type === 'Error' ? 'danger' : item.type === 'Warning' ? 'warning' : 'info'}>{t(NEWS_TYPE_LABELS[item.type])}</StatusTag>
          </>
        ),
      },
      { key: 'language', title: t(messages.language), render: (_, item) => (item.language === null ? t(messages.everyLanguage) : LANGUAGE_NAMES[item.language]) },
      {
        key: 'audience',
        title: t(messages.audience),
        render: (_, item) => (item.clientTypes.length === 0 && item.crmTypes.length === 0 ? t(messages.everyone) : [...item.clientTypes, ...item.crmTypes].join(', ')),
      },
      {
        key: 'placement',
        title: t(messages.placement),
        render: (_, item) => (
          <>
            {t(item.isSidebarNews ? messages.sidebarAndBell : messages.bell)}
            <CellDetail>{t(messages.orderLine, { order: item.orderNumber })}</CellDetail>
          </>
        ),
      },
      { key: 'published', title: t(messages.published), render: (_, item) => formatDate(item.createdAt, locale, 'compact') },
      {
        key: 'actions',
        title: t(messages.actions),
        render: (_, item) => (
          <Flex gap={8} wrap>
            <Button size="small" aria-label={t(messages.editNamed, { title: item.title })} onClick={() => onEdit(item)}>
              {t(messages.edit)}
            </Button>
            <Button size="small" danger aria-label={t(messages.removeNamed, { title: item.title })} onClick={() => onRemove(item)}>
              {t(messages.remove)}
            </Button>
          </Flex>
        ),
      },
    ],
    [t, locale, onEdit, onRemove],
  );
}

import { Typography } from '@cabinet/design/core';
import type { NewsItem } from '@cabinet/api/core';
import { useTranslate } from '@cabinet/i18n';

const more = /*i18n*/ { id: 'shell.news.more', message: 'Read more' };

/** http(s) addresses and the cabinet's own paths only: an item stored before the API refused others links nowhere. */
export function safeNewsLink(link: string | null): string | null {
  if (link === null) return null;
  return /^https?:\/\//i.test(link) || /^\/(?![/\\])/.test(link) ? link : null;
}

/** One news item as the bell and the sidebar show it. */
export function NewsItemBody({ item }: { item: NewsItem }) {
  const t = useTranslate();
  const link = safeNewsLink(item.link);
  return (
    <div>
      <Typography.Text strong>{item.title}</Typography.Text>
      <Typography.Paragraph style={{ margin: '4px 0 0' }}>{item.description}</Typography.Paragraph>
      {link ? (
        <Typography.Link href={link} target="_blank" rel="noreferrer">
          {t(more)}
        </Typography.Link>
      ) : null}
    </div>
  );
}

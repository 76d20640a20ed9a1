import { Typography } from '@cabinet/design/core';
import type { NewsItem } from '@cabinet/api/core';
import { useTranslate } from '@cabinet/i18n';

const more = /*i18n*/ { id: 'shell.news.more', message: 'Read more' };

/** One news item as the bell and the sidebar show it. */
export function NewsItemBody({ item }: { item: NewsItem }) {
  const t = useTranslate();
  return (
    <div>
      <Typography.Text strong>{item.title}</Typography.Text>
      <Typography.Paragraph style={{ margin: '4px 0 0' }}>{item.description}</Typography.Paragraph>
      {item.link ? (
        <Typography.Link href={item.link} target="_blank" rel="noreferrer">
          {t(more)}
        </Typography.Link>
      ) : null}
    </div>
  );
}

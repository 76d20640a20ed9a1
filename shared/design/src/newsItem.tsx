import type { ReactNode } from 'react';
import type { NewsItem } from '@cabinet/api/core';
import { formatDate, type Locale } from '@cabinet/i18n';
import { Typography } from 'antd';

/*
 * A news item as owners read it, drawn by the shell (the bell, the sidebar, the carousel) and by the back
 * office's preview from the same code, so the preview is what owners will see.
 */

/** How the carousel draws a news image: the width of the content, at most 240 px high, cropped, rounded. */
export const NEWS_BANNER_IMAGE_STYLE = { display: 'block', width: '100%', height: 'auto', maxHeight: 240, objectFit: 'cover', borderRadius: 8 } as const;

/** One news item as the bell and the sidebar show it: its date, title, text and, when it links, `more`. */
export function NewsItemView({ item, locale, more }: { item: Pick<NewsItem, 'createdAt' | 'title' | 'description'>; locale: Locale; more: ReactNode }) {
  return (
    <div>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        <time dateTime={item.createdAt}>{formatDate(item.createdAt, locale)}</time>
      </Typography.Text>
      <Typography.Text strong>{item.title}</Typography.Text>
      <Typography.Paragraph style={{ margin: '4px 0 0' }}>{item.description}</Typography.Paragraph>
      {more}
    </div>
  );
}

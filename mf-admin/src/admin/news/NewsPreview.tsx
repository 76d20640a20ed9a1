import { useId, type ReactNode } from 'react';
import type { NewsItem } from '@cabinet/api/core';
import { useRemoteProps } from '@cabinet/contracts';
import { Flex, Surface, Typography } from '@cabinet/design/core';
import { NEWS_BANNER_IMAGE_STYLE, NewsItemView } from '@cabinet/design/overlays';
import { useTranslate } from '@cabinet/i18n';

const messages = {
  title: /*i18n*/ { id: 'admin.news.preview.title', message: 'Preview: what owners will see' },
  sidebar: /*i18n*/ { id: 'admin.news.preview.sidebar', message: 'In the sidebar' },
  notInSidebar: /*i18n*/ { id: 'admin.news.preview.notInSidebar', message: 'Not shown in the sidebar: only the bell shows it.' },
  bell: /*i18n*/ { id: 'admin.news.preview.bell', message: 'In the notification bell' },
  banner: /*i18n*/ { id: 'admin.news.preview.banner', message: 'On the home page, with its image' },
  desktop: /*i18n*/ { id: 'admin.news.preview.desktop', message: 'Desktop image' },
  mobile: /*i18n*/ { id: 'admin.news.preview.mobile', message: 'Mobile image' },
  more: /*i18n*/ { id: 'admin.news.preview.more', message: 'Read more' },
};

/** What the preview draws of the item being written. */
export type PreviewItem = Pick<NewsItem, 'title' | 'description' | 'link' | 'isSidebarNews' | 'desktopImage' | 'mobileImage' | 'language' | 'createdAt'>;

const HTTP = /^https?:\/\/\S+$/i;

/**
 * The item as owners will read it, drawn by the same component as the shell's bell and sidebar
 * (@cabinet/design's NewsItemView), at their widths, dated in the item's language; and its images as the
 * home page's carousel draws them. The link does not lead anywhere from here: it opens in a new tab.
 */
export function NewsPreview({ item }: { item: PreviewItem }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const shownIn = item.language ?? locale;
  const more = item.link ? (
    <Typography.Link href={item.link} target="_blank" rel="noreferrer">
      {t(messages.more)}
    </Typography.Link>
  ) : null;
  const view = <NewsItemView item={item} locale={shownIn} more={more} />;
  const images = [
    { key: 'desktop', label: t(messages.desktop), src: item.desktopImage, width: 480 },
    { key: 'mobile', label: t(messages.mobile), src: item.mobileImage, width: 240 },
  ].filter((image) => image.src !== null && HTTP.test(image.src));
  return (
    <section aria-label={t(messages.title)} style={{ marginTop: 16 }}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t(messages.title)}
      </Typography.Title>
      <Flex gap={24} wrap align="flex-start">
        <Shown caption={t(messages.sidebar)} width={240}>
          {item.isSidebarNews ? (
            <div lang={shownIn}>
              <Surface size="small">{view}</Surface>
            </div>
          ) : (
            <Typography.Text type="secondary">{t(messages.notInSidebar)}</Typography.Text>
          )}
        </Shown>
        <Shown caption={t(messages.bell)} width={320}>
          <div lang={shownIn}>{view}</div>
        </Shown>
        {images.length > 0 ? (
          <Shown caption={t(messages.banner)}>
            <Flex gap={16} wrap align="flex-start">
              {images.map((image) => (
                <div key={image.key} style={{ width: image.width }}>
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {image.label}
                  </Typography.Text>
                  <img src={image.src ?? ''} alt={item.title} style={NEWS_BANNER_IMAGE_STYLE} />
                </div>
              ))}
            </Flex>
          </Shown>
        ) : null}
      </Flex>
    </section>
  );
}

/** One place the item shows, named by its caption. */
function Shown({ caption, width, children }: { caption: string; width?: number; children: ReactNode }) {
  const id = useId();
  return (
    <figure aria-labelledby={id} style={{ margin: 0, width }}>
      <figcaption id={id} style={{ marginBottom: 8 }}>
        {caption}
      </figcaption>
      {children}
    </figure>
  );
}

import { Surface } from '@cabinet/design/core';
import { NewsItemBody, useNewsLanguage } from './NewsItemBody';
import { useNews } from '@cabinet/api/core';
import { useTranslate } from '@cabinet/i18n';

const messages = {
  title: /*i18n*/ { id: 'shell.news.sidebarTitle', message: 'News' },
};

/** News marked for the sidebar, where the host has news (spec section 6). */
export function SidebarNews() {
  const t = useTranslate();
  const { data } = useNews({ language: useNewsLanguage() });
  const items = (data ?? []).filter((item) => item.isSidebarNews);
  if (items.length === 0) return null;
  return (
    <section aria-label={t(messages.title)} style={{ marginTop: 16 }}>
      {items.map((item) => (
        <Surface key={item.id} size="small" style={{ marginBottom: 8 }}>
          <NewsItemBody item={item} />
        </Surface>
      ))}
    </section>
  );
}

import { useContext, type MouseEvent, type ReactNode } from 'react';
import { Typography } from '@cabinet/design/core';
import { NewsItemView } from '@cabinet/design/overlays';
import type { NewsItem } from '@cabinet/api/core';
import { RouteLinksContext } from '@cabinet/contracts';
import { i18n, isLocale, SOURCE_LOCALE, useTranslate, type Locale } from '@cabinet/i18n';
import { matchRoute } from '../routing/paths';

const messages = {
  more: /*i18n*/ { id: 'shell.news.more', message: 'Read more' },
  opensInNewTab: /*i18n*/ { id: 'shell.link.newTab', message: '(opens in a new tab)' },
};

/** http(s) addresses and the cabinet's own paths only: an item stored before the API refused others links nowhere. */
export function safeNewsLink(link: string | null): string | null {
  if (link === null) return null;
  return /^https?:\/\//i.test(link) || /^\/(?![/\\])/.test(link) ? link : null;
}

/** The page's language, as the news are asked for and dated in it. */
export function useNewsLanguage(): Locale {
  useTranslate(); // re-renders on a language switch
  return isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
}

/**
 * Where a news link leads: a page of this cabinet (a path, or an address on this origin) opens in the same
 * tab through the router; anything else is another site, in a new tab.
 */
export function newsLinkTarget(link: string, origin: string): { kind: 'cabinet'; path: string; search: string } | { kind: 'external'; href: string } {
  try {
    const url = new URL(link, origin);
    if (url.origin === origin) return { kind: 'cabinet', path: url.pathname, search: url.search };
    return { kind: 'external', href: url.href };
  } catch {
    return { kind: 'external', href: link };
  }
}

/** Where a news item leads, around `children`: a cabinet page through the router, another site in a new tab. */
export function NewsLink({ link, children }: { link: string; children: ReactNode }) {
  const t = useTranslate();
  const links = useContext(RouteLinksContext);
  const target = newsLinkTarget(link, window.location.origin);
  if (target.kind === 'external') {
    return (
      <Typography.Link href={target.href} target="_blank" rel="noreferrer">
        {children}
        <span className="visually-hidden"> {t(messages.opensInNewTab)}</span>
      </Typography.Link>
    );
  }
  const route = matchRoute(target.path);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!route || !links || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    links.navigate(route.id, route.params, { search: target.search });
  };
  return (
    <Typography.Link href={target.path + target.search} onClick={onClick}>
      {children}
    </Typography.Link>
  );
}

/** One news item as the bell and the sidebar show it: its date, title, text and link. */
export function NewsItemBody({ item }: { item: NewsItem }) {
  const t = useTranslate();
  const locale = useNewsLanguage();
  const link = safeNewsLink(item.link);
  return <NewsItemView item={item} locale={locale} more={link ? <NewsLink link={link}>{t(messages.more)}</NewsLink> : null} />;
}

import { Suspense, type ComponentType, type MouseEvent } from 'react';
import { useLinks, useRoute, type RouteId } from '@cabinet/contracts';
import { ContentSkeleton, useDesignToken } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';

const messages = {
  nav: /*i18n*/ { id: 'flows.section.nav', message: 'Flows section' },
  flows: /*i18n*/ { id: 'flows.section.flows', message: 'Flows' },
  templates: /*i18n*/ { id: 'flows.section.templates', message: 'Templates' },
  chatbots: /*i18n*/ { id: 'flows.section.chatbots', message: 'Chatbots' },
  blacklist: /*i18n*/ { id: 'flows.section.blacklist', message: 'Blacklist' },
  subscribers: /*i18n*/ { id: 'flows.section.subscribers', message: 'Subscribers' },
  shortLinks: /*i18n*/ { id: 'flows.section.shortLinks', message: 'Short links' },
  loading: /*i18n*/ { id: 'flows.section.loading', message: 'Loading the page…' },
};

/** A screen of the section and the routes under it (the editor is a page of "Flows"). */
interface SectionItem {
  route: RouteId;
  label: MessageDescriptor;
  covers: readonly RouteId[];
}

/** The flows domain's screens as spec section 2 names them, in the order a salon sets them up. */
export const SECTION_ITEMS: readonly SectionItem[] = [
  { route: 'flows', label: messages.flows, covers: ['flows', 'flows.edit', 'flows.editTextInFlows'] },
  {
    route: 'templates',
    label: messages.templates,
    covers: ['templates', 'templates.yclients', 'templates.altegio', 'templates.iikocrm', 'templates.apicrm', 'templates.add', 'templates.edit'],
  },
  { route: 'chatbots.booking', label: messages.chatbots, covers: ['chatbots.booking'] },
  { route: 'phones.ignore', label: messages.blacklist, covers: ['phones.ignore'] },
  { route: 'phones.subscribers', label: messages.subscribers, covers: ['phones.subscribers'] },
  { route: 'shortLink', label: messages.shortLinks, covers: ['shortLink'] },
];

/**
 * The section's own navigation above each of its screens: the sidebar names the domain ("Flows"), this
 * reaches the blacklist, subscribers, short links and chatbots, which have no sidebar item of their own.
 * On a phone the row wraps: every screen of the section stays in sight (issue 36), none behind a sideways scroll.
 */
export function SectionNav() {
  const t = useTranslate();
  const links = useLinks();
  const route = useRoute();
  const token = useDesignToken();
  const items = SECTION_ITEMS.flatMap((item) => {
    const href = links.href(item.route);
    return href ? [{ ...item, href }] : [];
  });
  return (
    <nav aria-label={t(messages.nav)} style={{ marginBottom: token.marginMD, borderBottom: `${token.lineWidth}px solid ${token.colorSplit}` }}>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, listStyle: 'none', margin: 0, padding: 0, whiteSpace: 'nowrap' }}>
        {items.map((item) => {
          const current = item.covers.includes(route.id);
          const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            links.navigate(item.route);
          };
          return (
            <li key={item.route}>
              <a
                href={item.href}
                onClick={onClick}
                aria-current={current ? 'page' : undefined}
                style={{
                  display: 'inline-block',
                  padding: `${token.paddingXS}px ${token.paddingSM}px`,
                  color: current ? token.colorPrimaryText : token.colorText,
                  fontWeight: current ? 600 : 400,
                  borderBottom: `2px solid ${current ? token.colorPrimary : 'transparent'}`,
                  textDecoration: 'none',
                }}
              >
                {t(item.label)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function ScreenLoading() {
  const t = useTranslate();
  return <ContentSkeleton label={t(messages.loading)} heading rows={6} />;
}

/** A screen of the section with the section's navigation above it, which stays while the screen's code loads. */
export function withSectionNav(Screen: ComponentType): ComponentType {
  return function SectionScreen() {
    return (
      <>
        <SectionNav />
        <Suspense fallback={<ScreenLoading />}>
          <Screen />
        </Suspense>
      </>
    );
  };
}

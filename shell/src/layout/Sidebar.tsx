import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@cabinet/design/core';
import { AppstoreOutlined, BarChartOutlined, BookOutlined, BranchesOutlined, BulbOutlined, CreditCardOutlined, DesktopOutlined, GiftOutlined, HomeOutlined, MessageOutlined, PhoneOutlined, PlusOutlined, RobotOutlined, RocketOutlined, SafetyOutlined, SendOutlined, StarOutlined, TeamOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';
import type { RouteId } from '@cabinet/contracts';
import type { SidebarIcon, SidebarItem } from '../hosts/hosts';
import { routeAvailable } from '../routing/decideRoute';
import { hostPathOf } from '../routing/paths';
import { useShell } from '../ShellContext';
import { useViewer } from './useViewer';
import { SidebarNews } from './SidebarNews';
import { activeSidebarRoute } from './sidebarActive';

const ICONS: Record<SidebarIcon, ReactNode> = {
  quickStart: <RocketOutlined />,
  home: <HomeOutlined />,
  flows: <BranchesOutlined />,
  distributions: <SendOutlined />,
  payments: <CreditCardOutlined />,
  insights: <BarChartOutlined />,
  widgets: <AppstoreOutlined />,
  accounts: <TeamOutlined />,
  ai: <RobotOutlined />,
  chats: <MessageOutlined />,
  calls: <PhoneOutlined />,
  checklist: <SafetyOutlined />,
  conversion: <BarChartOutlined />,
  reviews: <StarOutlined />,
};

const messages = {
  navigation: /*i18n*/ { id: 'shell.sidebar.navigation', message: 'Main navigation' },
  knowledgeBase: /*i18n*/ { id: 'shell.sidebar.knowledgeBase', message: 'Knowledge base' },
  ideas: /*i18n*/ { id: 'shell.sidebar.ideas', message: 'Ideas' },
  partners: /*i18n*/ { id: 'shell.sidebar.partners', message: 'Partner programme' },
  remoteDesktop: /*i18n*/ { id: 'shell.sidebar.remoteDesktop', message: 'Remote desktop for support' },
  opensInNewTab: /*i18n*/ { id: 'shell.link.newTab', message: '(opens in a new tab)' },
};

const linkStyle = (active: boolean, primary: string) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '10px 16px',
  borderRadius: 8,
  color: active ? '#ffffff' : 'rgba(0, 0, 0, 0.88)',
  background: active ? primary : 'transparent',
  textDecoration: 'none',
  fontWeight: active ? 600 : 400,
});

function isMac(): boolean {
  return typeof navigator !== 'undefined' && /Mac/i.test(navigator.userAgent);
}

/** The host's sidebar (spec section 2): its items, external links where enabled, news. */
export function Sidebar({ mobile, onNavigate }: { mobile: boolean; onNavigate?: () => void }) {
  const { host, links } = useShell();
  const viewer = useViewer();
  const t = useTranslate();
  const location = useLocation();

  const items = host.sidebar.filter((item) => (mobile || !item.mobileOnly) && routeAvailable(item.route, host, viewer));
  const showExternal = host.features.externalSidebarLinks;
  const showPartners = showExternal && routeAvailable('partners.promocodes', host, viewer);
  // The links below the menu count too: on the partner programme its own link is lit, not Payment.
  const extraItems: SidebarItem[] = showExternal
    ? [
        { route: 'ideas', icon: 'home', label: messages.ideas },
        ...(showPartners ? [{ route: 'partners.promocodes', icon: 'payments', label: messages.partners } satisfies SidebarItem] : []),
      ]
    : [];
  const activeRoute = activeSidebarRoute([...items, ...extraItems], location.pathname, host);

  const internalLink = (route: RouteId, label: string, icon: ReactNode) => {
    const href = hostPathOf(host, route);
    const active = route === activeRoute;
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      links.navigate(route);
      onNavigate?.();
    };
    return (
      <a href={href} onClick={onClick} style={linkStyle(active, host.theme.primaryColor)} aria-current={active ? 'page' : undefined}>
        {icon}
        <span>{label}</span>
      </a>
    );
  };

  const externalLink = (href: string, label: string, icon: ReactNode) => (
    <a href={href} target="_blank" rel="noreferrer" style={linkStyle(false, host.theme.primaryColor)}>
      {icon}
      <span>
        {label} <span className="visually-hidden">{t(messages.opensInNewTab)}</span>
      </span>
    </a>
  );

  return (
    <nav aria-label={t(messages.navigation)} style={{ padding: '8px 8px 24px' }}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
        {items.map((item) => (
          <li key={`${item.route}-${item.icon}`}>{internalLink(item.route, t(item.label), ICONS[item.icon])}</li>
        ))}
      </ul>
      {host.sidebarButton && routeAvailable(host.sidebarButton.route, host, viewer) ? (
        <Button
          type="primary"
          block
          icon={<PlusOutlined />}
          style={{ marginTop: 16 }}
          href={hostPathOf(host, host.sidebarButton.route)}
          onClick={(event) => {
            event.preventDefault();
            if (host.sidebarButton) links.navigate(host.sidebarButton.route);
            onNavigate?.();
          }}
        >
          {t(host.sidebarButton.label)}
        </Button>
      ) : null}
      {showExternal ? (
        <ul style={{ listStyle: 'none', margin: '16px 0 0', padding: '16px 0 0', display: 'grid', gap: 4, borderTop: '1px solid #e5e7eb' }}>
          <li>{externalLink(host.links.knowledgeBase, t(messages.knowledgeBase), <BookOutlined />)}</li>
          <li>{internalLink('ideas', t(messages.ideas), <BulbOutlined />)}</li>
          {showPartners ? (
            <li>{internalLink('partners.promocodes', t(messages.partners), <GiftOutlined />)}</li>
          ) : null}
          <li>
            {externalLink(isMac() ? host.links.remoteDesktopMac : host.links.remoteDesktopWindows, t(messages.remoteDesktop), <DesktopOutlined />)}
          </li>
        </ul>
      ) : null}
      {host.features.news ? <SidebarNews /> : null}
    </nav>
  );
}

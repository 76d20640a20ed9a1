import { useState, type ReactNode } from 'react';
import { Grid } from '@cabinet/design/core';
import { Drawer, Layout } from '@cabinet/design/overlays';
import { useTranslate } from '@cabinet/i18n';
import { useShell } from '../ShellContext';
import { FLOATING_BUTTON_ROOM, FloatingButtons } from './FloatingButtons';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguageSelect } from './LanguageSelect';
import { NewsBanner } from './NewsBanner';
import { Notices } from './Notices';
import { Sidebar } from './Sidebar';

const menuTitle = /*i18n*/ { id: 'shell.sidebar.menu', message: 'Menu' };

/**
 * Layout "Shared" of spec section 2: sidebar, header, optional footer. Below 992 px the sidebar is a drawer.
 * `home`: the page is home, where news with images show above the content.
 */
export function SharedLayout({ children, home = false }: { children: ReactNode; home?: boolean }) {
  const { host } = useShell();
  const t = useTranslate();
  const screens = Grid.useBreakpoint();
  // Until the first measurement, assume a desktop: most visitors, and no layout jump for them.
  const mobile = screens.lg === false;
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {mobile ? (
        <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} placement="left" title={t(menuTitle)} size={280}>
          <Sidebar mobile onNavigate={() => setMenuOpen(false)} />
          {host.features.languageSelect ? <LanguageSelect /> : null}
        </Drawer>
      ) : (
        <Layout.Sider width={248} theme="light" style={{ borderRight: '1px solid #e5e7eb' }}>
          <Sidebar mobile={false} />
        </Layout.Sider>
      )}
      <Layout>
        <Header mobile={mobile} onOpenMenu={() => setMenuOpen(true)} />
        {/* antd renders the content area as the page's <main>. */}
        <Layout.Content
          id="main"
          style={{ padding: mobile ? 16 : 24, paddingBottom: host.features.floatingButtons ? FLOATING_BUTTON_ROOM : undefined }}
        >
          <Notices />
          {home && host.features.news ? <NewsBanner /> : null}
          {children}
        </Layout.Content>
        {host.features.footer ? <Footer /> : null}
      </Layout>
      {host.features.floatingButtons ? <FloatingButtons /> : null}
    </Layout>
  );
}

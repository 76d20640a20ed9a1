import { useLayoutEffect, useRef, useState } from 'react';
import { Button, Flex, Typography } from '@cabinet/design/core';
import { Layout } from '@cabinet/design/overlays';
import { MenuOutlined, RocketOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';
import { routeAvailable } from '../routing/decideRoute';
import { hostPathOf } from '../routing/paths';
import { useShell } from '../ShellContext';
import { LanguageSelect } from './LanguageSelect';
import { NotificationBell } from './NotificationBell';
import { TutorialVideo } from './TutorialVideo';
import { AdminMenu, UserMenu } from './UserMenu';
import { useViewer } from './useViewer';

const messages = {
  openMenu: /*i18n*/ { id: 'shell.header.openMenu', message: 'Open the menu' },
  home: /*i18n*/ { id: 'shell.header.home', message: '{brand}: home' },
  quickStart: /*i18n*/ { id: 'shell.header.quickStart', message: 'Quick start' },
};

/** The gap between the brand and the buttons (the bar's own, on a desktop). */
const GAP = 12;

/**
 * Whether the bar's buttons keep their labels: they do while they fit beside the brand, and give them up
 * (icons with their names as accessible names and tooltips) when they do not. Measured, not guessed by
 * width: the labels' length depends on the language and on the menus the viewer has (an admin's is one more;
 * in Ukrainian at 1024 px the account menu went off the screen), and the brand keeps its whole name beside them. The width the labels need is remembered, so
 * they come back when the bar is wide enough again; a new language or viewer measures afresh.
 */
function useLabelsFit(labels: string) {
  const bar = useRef<HTMLElement>(null);
  const brand = useRef<HTMLElement>(null);
  const buttons = useRef<HTMLElement>(null);
  const [fit, setFit] = useState(true);
  const needed = useRef(0);
  // `labels` names what the labels' width depends on: when it changes, they are shown and measured again.
  useLayoutEffect(() => setFit(true), [labels]);
  useLayoutEffect(() => {
    const header = bar.current;
    const group = buttons.current;
    const name = brand.current;
    if (!header || !group || !name || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      const style = getComputedStyle(header);
      // The brand keeps its whole name (its scrollWidth: it is cut short only when even the icons do not leave room).
      const available = header.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - name.scrollWidth - GAP;
      if (fit) {
        needed.current = group.scrollWidth;
        if (needed.current > available) setFit(false);
      } else if (needed.current <= available) setFit(true);
    };
    const observer = new ResizeObserver(check);
    observer.observe(header);
    observer.observe(group);
    check();
    return () => observer.disconnect();
  }, [fit]);
  return { bar, brand, buttons, fit };
}

export function Header({ mobile, onOpenMenu }: { mobile: boolean; onOpenMenu: () => void }) {
  const { host, links, locale } = useShell();
  const viewer = useViewer();
  const t = useTranslate();
  const quickStart = host.features.quickStart && routeAvailable('account.quickstart', host, viewer);
  const { bar, brand, buttons, fit } = useLabelsFit(`${locale} ${viewer.status === 'authenticated' ? viewer.roles.join(',') : ''} ${String(mobile)} ${String(quickStart)}`);
  // On a phone, or where the labels do not fit, the labelled buttons are icons.
  const compact = mobile || !fit;
  return (
    <Layout.Header
      ref={bar}
      style={{ display: 'flex', alignItems: 'center', gap: mobile ? 8 : 12, padding: mobile ? '0 12px' : undefined, borderBottom: '1px solid #e5e7eb', position: 'sticky', top: 0, zIndex: 20 }}
    >
      {mobile ? <Button icon={<MenuOutlined />} aria-label={t(messages.openMenu)} onClick={onOpenMenu} /> : null}
      <Typography.Link
        ref={brand}
        href={hostPathOf(host, 'home')}
        onClick={(event) => {
          event.preventDefault();
          links.navigate('home');
        }}
        aria-label={t(messages.home, { brand: host.brandName })}
        style={{ fontSize: 18, fontWeight: 700, color: host.theme.primaryColor, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }}
      >
        {host.brandName}
      </Typography.Link>
      <Flex ref={buttons} gap={mobile ? 4 : 8} align="center" justify="flex-end" style={{ marginLeft: 'auto', flexShrink: 0 }} wrap={false}>
        <TutorialVideo compact={compact} />
        {quickStart ? (
          <Button
            icon={<RocketOutlined />}
            href={hostPathOf(host, 'account.quickstart')}
            aria-label={compact ? t(messages.quickStart) : undefined}
            title={compact ? t(messages.quickStart) : undefined}
            onClick={(event) => {
              event.preventDefault();
              links.navigate('account.quickstart');
            }}
          >
            {compact ? null : t(messages.quickStart)}
          </Button>
        ) : null}
        {host.features.languageSelect && !mobile ? <LanguageSelect /> : null}
        {host.features.notificationBell ? <NotificationBell compact={mobile} /> : null}
        <AdminMenu compact={compact} />
        <UserMenu compact={compact} />
      </Flex>
    </Layout.Header>
  );
}

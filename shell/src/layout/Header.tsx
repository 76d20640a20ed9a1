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

export function Header({ mobile, onOpenMenu }: { mobile: boolean; onOpenMenu: () => void }) {
  const { host, links } = useShell();
  const viewer = useViewer();
  const t = useTranslate();
  const quickStart = host.features.quickStart && routeAvailable('account.quickstart', host, viewer);
  return (
    <Layout.Header
      style={{ display: 'flex', alignItems: 'center', gap: mobile ? 8 : 12, padding: mobile ? '0 12px' : undefined, borderBottom: '1px solid #e5e7eb', position: 'sticky', top: 0, zIndex: 20 }}
    >
      {mobile ? <Button icon={<MenuOutlined />} aria-label={t(messages.openMenu)} onClick={onOpenMenu} /> : null}
      <Typography.Link
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
      <Flex gap={mobile ? 4 : 8} align="center" justify="flex-end" style={{ marginLeft: 'auto', flexShrink: 0 }} wrap={false}>
        <TutorialVideo compact={mobile} />
        {quickStart ? (
          <Button
            icon={<RocketOutlined />}
            href={hostPathOf(host, 'account.quickstart')}
            aria-label={mobile ? t(messages.quickStart) : undefined}
            onClick={(event) => {
              event.preventDefault();
              links.navigate('account.quickstart');
            }}
          >
            {mobile ? null : t(messages.quickStart)}
          </Button>
        ) : null}
        {host.features.languageSelect && !mobile ? <LanguageSelect /> : null}
        {host.features.notificationBell ? <NotificationBell compact={mobile} /> : null}
        <AdminMenu compact={mobile} />
        <UserMenu compact={mobile} />
      </Flex>
    </Layout.Header>
  );
}

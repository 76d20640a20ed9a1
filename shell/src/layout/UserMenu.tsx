import { Button } from '@cabinet/design/core';
import { Dropdown, type MenuProps } from '@cabinet/design/overlays';
import { LogoutOutlined, SettingOutlined, UserOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';
import { routeAvailable } from '../routing/decideRoute';
import { useSessionSnapshot, useShell } from '../ShellContext';
import { useViewer } from './useViewer';

const messages = {
  menu: /*i18n*/ { id: 'shell.userMenu.label', message: 'Account menu' },
  profile: /*i18n*/ { id: 'shell.userMenu.profile', message: 'Profile' },
  logout: /*i18n*/ { id: 'shell.userMenu.logout', message: 'Log out' },
  admin: /*i18n*/ { id: 'shell.adminMenu.label', message: 'Administration' },
  users: /*i18n*/ { id: 'shell.adminMenu.users', message: 'Users' },
  news: /*i18n*/ { id: 'shell.adminMenu.news', message: 'News' },
};

/** The user menu: e-mail, profile, log out (spec section 2). */
export function UserMenu({ compact }: { compact: boolean }) {
  const { session, links, host } = useShell();
  const snapshot = useSessionSnapshot();
  const viewer = useViewer();
  const t = useTranslate();
  if (snapshot.status !== 'authenticated') return null;
  const items: MenuProps['items'] = [
    { key: 'email', label: snapshot.user.email, disabled: true },
    { type: 'divider' },
    ...(host.features.accountSettings && routeAvailable('account.profile', host, viewer)
      ? [{ key: 'profile', icon: <SettingOutlined />, label: t(messages.profile), onClick: () => links.navigate('account.profile') }]
      : []),
    { key: 'logout', icon: <LogoutOutlined />, label: t(messages.logout), onClick: () => void session.signOut() },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button icon={<UserOutlined />} aria-label={compact ? t(messages.menu) : `${t(messages.menu)}: ${snapshot.user.email}`}>
        {compact ? null : snapshot.user.email}
      </Button>
    </Dropdown>
  );
}

/** The admin menu, for admins only; news management only for super-admins (spec sections 2 and 6). */
export function AdminMenu() {
  const { links, host } = useShell();
  const viewer = useViewer();
  const t = useTranslate();
  if (!routeAvailable('admin.users', host, viewer)) return null;
  const items: MenuProps['items'] = [
    { key: 'users', label: t(messages.users), onClick: () => links.navigate('admin.users') },
    ...(routeAvailable('admin.news', host, viewer) ? [{ key: 'news', label: t(messages.news), onClick: () => links.navigate('admin.news') }] : []),
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button>{t(messages.admin)}</Button>
    </Dropdown>
  );
}

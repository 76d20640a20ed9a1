import { Button } from '@cabinet/design/core';
import { Dropdown, type MenuProps } from '@cabinet/design/overlays';
import type { ReactNode } from 'react';
import { LogoutOutlined, SafetyOutlined, SettingOutlined, UserOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';
import type { RouteId } from '@cabinet/contracts';
import { routeAvailable } from '../routing/decideRoute';
import { ROUTES } from '../routing/routeTable';
import { hostPathOf } from '../routing/paths';
import { useSessionSnapshot, useShell } from '../ShellContext';
import { useViewer } from './useViewer';

const messages = {
  menu: /*i18n*/ { id: 'shell.userMenu.label', message: 'Account menu' },
  profile: /*i18n*/ { id: 'shell.userMenu.profile', message: 'Profile' },
  logout: /*i18n*/ { id: 'shell.userMenu.logout', message: 'Log out' },
  admin: /*i18n*/ { id: 'shell.adminMenu.label', message: 'Administration' },
};

/**
 * A menu entry that is a real link to a route (its address shows, opens in a new tab on a modified click),
 * followed through the router on a plain click anywhere on the entry, not only on its text: a click on the
 * entry's padding would otherwise close the menu and go nowhere.
 */
function useRouteEntry() {
  const { links, host } = useShell();
  return (route: RouteId, label: string): { label: ReactNode; onClick: NonNullable<MenuProps['onClick']> } => ({
    label: <a href={hostPathOf(host, route)}>{label}</a>,
    onClick: ({ domEvent }) => {
      if (domEvent.metaKey || domEvent.ctrlKey || domEvent.shiftKey || ('button' in domEvent && domEvent.button !== 0)) return;
      domEvent.preventDefault();
      links.navigate(route);
    },
  });
}

/** The user menu: e-mail, profile, log out (spec section 2). */
export function UserMenu({ compact }: { compact: boolean }) {
  const { session, host } = useShell();
  const snapshot = useSessionSnapshot();
  const viewer = useViewer();
  const t = useTranslate();
  const routeEntry = useRouteEntry();
  if (snapshot.status !== 'authenticated') return null;
  const items: MenuProps['items'] = [
    { key: 'email', label: snapshot.user.email, disabled: true },
    { type: 'divider' },
    ...(host.features.accountSettings && routeAvailable('account.profile', host, viewer)
      ? [{ key: 'profile', icon: <SettingOutlined />, ...routeEntry('account.profile', t(messages.profile)) }]
      : []),
    { key: 'logout', icon: <LogoutOutlined />, label: t(messages.logout), onClick: () => void session.signOut() },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button icon={<UserOutlined />} aria-label={compact ? t(messages.menu) : `${t(messages.menu)}: ${snapshot.user.email}`} title={compact ? snapshot.user.email : undefined}>
        {/* A long e-mail is cut short here (whole in the name and the menu), so the brand beside it is not. */}
        {compact ? null : <span style={{ display: 'inline-block', maxWidth: '24ch', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', verticalAlign: 'bottom' }}>{snapshot.user.email}</span>}
      </Button>
    </Dropdown>
  );
}

/** The back office's list screens, named by their routes' titles; a route the viewer may not open is left out. */
const ADMIN_MENU: readonly RouteId[] = ['admin.users', 'admin.pays', 'admin.promocodes', 'admin.instances', 'admin.outgoing', 'admin.newClients', 'admin.accidents', 'admin.news'];

/**
 * The admin menu, for admins only; news management only for super-admins (spec sections 2 and 6). On a phone
 * it is an icon, so the account menu stays on screen.
 */
export function AdminMenu({ compact }: { compact: boolean }) {
  const { host } = useShell();
  const viewer = useViewer();
  const t = useTranslate();
  const routeEntry = useRouteEntry();
  if (!routeAvailable('admin.users', host, viewer)) return null;
  const items: MenuProps['items'] = ADMIN_MENU.filter((id) => routeAvailable(id, host, viewer)).map((id) => ({ key: id, ...routeEntry(id, t(ROUTES[id].title)) }));
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button icon={compact ? <SafetyOutlined /> : undefined} aria-label={compact ? t(messages.admin) : undefined} title={compact ? t(messages.admin) : undefined}>
        {compact ? null : t(messages.admin)}
      </Button>
    </Dropdown>
  );
}

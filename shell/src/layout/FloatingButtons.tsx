import { useEffect } from 'react';
import { Button } from '@cabinet/design/core';
import { Dropdown, Tooltip, type MenuProps } from '@cabinet/design/overlays';
import { CustomerServiceOutlined, NotificationOutlined, SendOutlined, WhatsAppOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';
import { useShell } from '../ShellContext';

const messages = {
  group: /*i18n*/ { id: 'shell.floating.group', message: 'Support' },
  open: /*i18n*/ { id: 'shell.floating.open', message: 'Write to support' },
  telegram: /*i18n*/ { id: 'shell.floating.telegram', message: 'Write to support in Telegram' },
  whatsapp: /*i18n*/ { id: 'shell.floating.whatsapp', message: 'Write to support in WhatsApp' },
  channel: /*i18n*/ { id: 'shell.floating.channel', message: 'Our news channel' },
  opensInNewTab: /*i18n*/ { id: 'shell.link.newTab', message: '(opens in a new tab)' },
};

/** Room the floating button needs at the end of the page, so it never covers the last row or counter. */
export const FLOATING_BUTTON_ROOM = 88;

/**
 * The support links of spec section 2 (Telegram, WhatsApp, the news channel), the host's own, behind one
 * round button in the corner: three buttons stacked there covered row actions and character counters.
 */
export function FloatingButtons() {
  const { host } = useShell();
  const t = useTranslate();
  const links = [
    { key: 'telegram', href: host.links.telegramSupport, label: t(messages.telegram), icon: <SendOutlined /> },
    { key: 'whatsapp', href: host.links.whatsappSupport, label: t(messages.whatsapp), icon: <WhatsAppOutlined /> },
    { key: 'channel', href: host.links.channel, label: t(messages.channel), icon: <NotificationOutlined /> },
  ].filter((link) => link.href);
  const shown = links.length > 0;
  // The page's bottom padding leaves room at its end; this keeps room while the page scrolls to a field (a tab,
  // a phone's keyboard, a form's first error): on a phone the button covered the field being filled in.
  useEffect(() => {
    if (!shown) return undefined;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${FLOATING_BUTTON_ROOM}px`;
    return () => {
      root.style.scrollPaddingBottom = '';
    };
  }, [shown]);
  if (!shown) return null;
  const items: MenuProps['items'] = links.map((link) => ({
    key: link.key,
    icon: link.icon,
    label: (
      <a href={link.href} target="_blank" rel="noreferrer">
        {link.label} <span className="visually-hidden">{t(messages.opensInNewTab)}</span>
      </a>
    ),
  }));
  return (
    <aside aria-label={t(messages.group)} style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 10 }}>
      <Dropdown menu={{ items }} trigger={['click']} placement="topRight">
        <Tooltip title={t(messages.open)} placement="left">
          <Button shape="circle" size="large" type="primary" icon={<CustomerServiceOutlined />} aria-label={t(messages.open)} />
        </Tooltip>
      </Dropdown>
    </aside>
  );
}

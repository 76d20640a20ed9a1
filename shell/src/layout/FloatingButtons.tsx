import { Button, Flex } from '@cabinet/design/core';
import { NotificationOutlined, SendOutlined, WhatsAppOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';
import { useShell } from '../ShellContext';

const messages = {
  group: /*i18n*/ { id: 'shell.floating.group', message: 'Support' },
  telegram: /*i18n*/ { id: 'shell.floating.telegram', message: 'Write to support in Telegram' },
  whatsapp: /*i18n*/ { id: 'shell.floating.whatsapp', message: 'Write to support in WhatsApp' },
  channel: /*i18n*/ { id: 'shell.floating.channel', message: 'Our news channel' },
};

/** Floating support links (spec section 2) where the host has them. */
export function FloatingButtons() {
  const { host } = useShell();
  const t = useTranslate();
  const buttons = [
    { href: host.links.telegramSupport, label: t(messages.telegram), icon: <SendOutlined /> },
    { href: host.links.whatsappSupport, label: t(messages.whatsapp), icon: <WhatsAppOutlined /> },
    { href: host.links.channel, label: t(messages.channel), icon: <NotificationOutlined /> },
  ];
  return (
    <Flex component="aside" aria-label={t(messages.group)} vertical gap={8} style={{ position: 'fixed', right: 24, bottom: 24, zIndex: 10 }}>
      {buttons.map((button) => (
        <Button
          key={button.href}
          shape="circle"
          size="large"
          type="primary"
          icon={button.icon}
          href={button.href}
          target="_blank"
          rel="noreferrer"
          aria-label={button.label}
          title={button.label}
        />
      ))}
    </Flex>
  );
}

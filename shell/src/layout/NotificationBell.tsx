import { useState } from 'react';
import { Button, Empty, useDesignToken } from '@cabinet/design/core';
import { Badge, Popover } from '@cabinet/design/overlays';
import { BellOutlined } from '@cabinet/design/icons';
import { NewsItemBody, useNewsLanguage } from './NewsItemBody';
import { useNews } from '@cabinet/api/core';
import { useTranslate } from '@cabinet/i18n';

const SEEN_KEY = 'cabinet.seenNews';

const messages = {
  label: /*i18n*/ { id: 'shell.bell.label', message: 'Notifications' },
  unread: /*i18n*/ { id: 'shell.bell.unread', message: 'Notifications, {count} new' },
  empty: /*i18n*/ { id: 'shell.bell.empty', message: 'No notifications yet' },
};

function readSeen(): string[] {
  try {
    const raw: unknown = JSON.parse(window.localStorage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((value): value is string => typeof value === 'string') : [];
  } catch {
    return [];
  }
}

/** The notification bell where the host has it: the news, with a count of those not opened yet. */
export function NotificationBell() {
  const t = useTranslate();
  const token = useDesignToken();
  const { data } = useNews({ language: useNewsLanguage() });
  const [seen, setSeen] = useState<string[]>(readSeen);
  const news = data ?? [];
  const unread = news.filter((item) => !seen.includes(item.id)).length;

  const markSeen = (open: boolean) => {
    if (!open || unread === 0) return;
    const ids = news.map((item) => item.id);
    setSeen(ids);
    window.localStorage.setItem(SEEN_KEY, JSON.stringify(ids));
  };

  const content = news.length ? (
    <ul style={{ width: 'min(320px, calc(100vw - 48px))', maxHeight: 400, overflow: 'auto', margin: 0, padding: 0, listStyle: 'none' }}>
      {news.map((item, index) => (
        <li key={item.id} style={{ padding: `${token.paddingSM}px 0`, borderTop: index === 0 ? undefined : `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` }}>
          <NewsItemBody item={item} />
        </li>
      ))}
    </ul>
  ) : (
    <Empty description={t(messages.empty)} />
  );

  return (
    <Popover content={content} trigger="click" placement="bottomRight" onOpenChange={markSeen} title={t(messages.label)}>
      <Badge count={unread} size="small">
        <Button icon={<BellOutlined />} aria-label={unread ? t(messages.unread, { count: unread }) : t(messages.label)} />
      </Badge>
    </Popover>
  );
}

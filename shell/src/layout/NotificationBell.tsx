import { useState } from 'react';
import { Button, Empty, useDesignToken } from '@cabinet/design/core';
import { Badge, Drawer, Popover } from '@cabinet/design/overlays';
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

/**
 * The notification bell where the host has it: the news, with a count of those not opened yet. On a phone
 * the news open in a panel the width of the screen: a popover hung from the bell was cut at the left edge.
 */
export function NotificationBell({ compact = false }: { compact?: boolean }) {
  const [panelOpen, setPanelOpen] = useState(false);
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
    <ul style={{ width: compact ? undefined : 320, maxHeight: compact ? undefined : 400, overflow: 'auto', margin: 0, padding: 0, listStyle: 'none' }}>
      {news.map((item, index) => (
        <li key={item.id} style={{ padding: `${token.paddingSM}px 0`, borderTop: index === 0 ? undefined : `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` }}>
          <NewsItemBody item={item} />
        </li>
      ))}
    </ul>
  ) : (
    <Empty description={t(messages.empty)} />
  );

  const button = (
    <Badge count={unread} size="small">
      <Button
        icon={<BellOutlined />}
        aria-label={unread ? t(messages.unread, { count: unread }) : t(messages.label)}
        onClick={
          compact
            ? () => {
                setPanelOpen(true);
                markSeen(true);
              }
            : undefined
        }
      />
    </Badge>
  );
  if (compact) {
    return (
      <>
        {button}
        <Drawer open={panelOpen} onClose={() => setPanelOpen(false)} placement="right" title={t(messages.label)} size={Math.min(360, window.innerWidth)}>
          {content}
        </Drawer>
      </>
    );
  }
  return (
    <Popover content={content} trigger="click" placement="bottomRight" onOpenChange={markSeen} title={t(messages.label)}>
      {button}
    </Popover>
  );
}

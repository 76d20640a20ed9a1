import { useState } from 'react';
import { Badge, BellOutlined, Button, Empty, List, Popover, Typography } from '@cabinet/design';
import { useNews } from '@cabinet/api';
import { useTranslate } from '@cabinet/i18n';

const SEEN_KEY = 'cabinet.seenNews';

const messages = {
  label: /*i18n*/ { id: 'shell.bell.label', message: 'Notifications' },
  unread: /*i18n*/ { id: 'shell.bell.unread', message: 'Notifications, {count} new' },
  empty: /*i18n*/ { id: 'shell.bell.empty', message: 'No notifications yet' },
  more: /*i18n*/ { id: 'shell.news.more', message: 'Read more' },
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
  const { data } = useNews();
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
    <List
      style={{ width: 320, maxHeight: 400, overflow: 'auto' }}
      dataSource={news}
      renderItem={(item) => (
        <List.Item>
          <div>
            <Typography.Text strong>{item.title}</Typography.Text>
            <Typography.Paragraph style={{ margin: '4px 0 0' }}>{item.description}</Typography.Paragraph>
            {item.link ? (
              <Typography.Link href={item.link} target="_blank" rel="noreferrer">
                {t(messages.more)}
              </Typography.Link>
            ) : null}
          </div>
        </List.Item>
      )}
    />
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

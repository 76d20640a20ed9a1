import { useMemo, useState } from 'react';
import type { AuditEntry, AuditEntity } from '@cabinet/api/admin';
import { useRemoteProps } from '@cabinet/contracts';
import { Button, Empty, Surface, Typography } from '@cabinet/design/core';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { ListTable, LoadFailedAlert } from '@cabinet/toolkit/list';
import { useUserAudit } from '../../../api/user';

const messages = {
  title: /*i18n*/ { id: 'admin.user.audit.title', message: 'Audit trail' },
  table: /*i18n*/ { id: 'admin.user.audit.table', message: 'Changes admins made to this user' },
  at: /*i18n*/ { id: 'admin.user.audit.column.at', message: 'When' },
  actor: /*i18n*/ { id: 'admin.user.audit.column.actor', message: 'Who' },
  what: /*i18n*/ { id: 'admin.user.audit.column.what', message: 'What' },
  changes: /*i18n*/ { id: 'admin.user.audit.column.changes', message: 'Before → after' },
  created: /*i18n*/ { id: 'admin.user.audit.created', message: '{entity} added' },
  updated: /*i18n*/ { id: 'admin.user.audit.updated', message: '{entity} changed' },
  empty: /*i18n*/ { id: 'admin.user.audit.empty', message: 'No admin has changed this user yet' },
  loadFailed: /*i18n*/ { id: 'admin.user.audit.loadFailed', message: 'The audit trail could not be loaded' },
  more: /*i18n*/ { id: 'admin.user.audit.more', message: 'Show older changes' },
};

const ENTITIES: Record<AuditEntity, MessageDescriptor> = {
  user: /*i18n*/ { id: 'admin.user.audit.entity.user', message: 'Profile' },
  payment: /*i18n*/ { id: 'admin.user.audit.entity.payment', message: 'Payment' },
  leadInfo: /*i18n*/ { id: 'admin.user.audit.entity.leadInfo', message: 'Lead info' },
  promocode: /*i18n*/ { id: 'admin.user.audit.entity.promocode', message: 'Promo code they own' },
  accident: /*i18n*/ { id: 'admin.user.audit.entity.accident', message: 'Accident' },
};

const PAGE = 10;

const shown = (value: unknown) => (value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The fields an entry changed, before → after (every field of what was added). */
function changesOf(entry: AuditEntry): string {
  const before = entry.before ?? {};
  return Object.entries(entry.after)
    .filter(([field, value]) => entry.before === null || JSON.stringify(before[field]) !== JSON.stringify(value))
    .map(([field, value]) => (entry.before === null ? `${field}: ${shown(value)}` : `${field}: ${shown(before[field])} → ${shown(value)}`))
    .join('; ');
}

/** What admins changed of this user, newest first (the append-only log the API keeps). */
export function AuditSection({ userId }: { userId: string }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const [size, setSize] = useState(PAGE);
  const audit = useUserAudit(userId, size);
  const columns = useMemo<TableColumnsType<AuditEntry>>(
    () => [
      { key: 'at', title: t(messages.at), onCell: () => ({ style: { whiteSpace: 'nowrap' } }), render: (_, entry) => formatDate(entry.at, locale, 'compact') },
      { key: 'actor', title: t(messages.actor), render: (_, entry) => entry.actorEmail },
      { key: 'what', title: t(messages.what), render: (_, entry) => t(entry.action === 'create' ? messages.created : messages.updated, { entity: t(ENTITIES[entry.entity]) }) },
      { key: 'changes', title: t(messages.changes), render: (_, entry) => <span style={{ wordBreak: 'break-word' }}>{changesOf(entry)}</span> },
    ],
    [t, locale],
  );
  return (
    <Surface>
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t(messages.title)}
      </Typography.Title>
      {audit.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => audit.refetch()} retrying={audit.isFetching} /> : null}
      <ListTable<AuditEntry>
        aria-label={t(messages.table)}
        rowKey="id"
        columns={columns}
        dataSource={audit.data?.items ?? []}
        loading={audit.isFetching}
        pagination={false}
        locale={{ emptyText: audit.data ? <Empty description={t(messages.empty)} /> : null }}
      />
      {audit.data && audit.data.total > audit.data.items.length ? (
        <Button style={{ marginTop: 12 }} onClick={() => setSize(Math.min(100, size + PAGE))} disabled={size >= 100}>
          {t(messages.more)}
        </Button>
      ) : null}
    </Surface>
  );
}

import { useMemo } from 'react';
import type { AuditEntry, AuditEntity } from '@cabinet/api/admin';
import { useRemoteProps } from '@cabinet/contracts';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate, type Locale, type MessageDescriptor, type Translate } from '@cabinet/i18n';
import { useManagers, useUserAudit } from '../../../api/user';
import { QueryFailed, useShowMore, WholeTable } from '../../../shared/lists';
import { Section } from '../../../shared/Section';
import { AUDIT_VALUE_WORDS, auditFieldLabel } from './auditFields';

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

/** The fields that hold a manager's id (lead info, payments): shown by the manager's name, as the admin chose them. */
const MANAGER_FIELDS = new Set(['firstLineManagerId', 'secondLineManagerId', 'managerId']);

/** The fields an entry changed, before → after (every field of what was added), each by its form's label. */
function changesOf(entry: AuditEntry, managerNames: ReadonlyMap<string, string>, t: Translate, locale: Locale): string {
  const before = entry.before ?? {};
  const shown = (field: string, value: unknown) =>
    value === null || value === undefined
      ? '—'
      : typeof value === 'boolean'
        ? t(value ? AUDIT_VALUE_WORDS.yes : AUDIT_VALUE_WORDS.no)
        : typeof value === 'number' && field.endsWith('UnixTime')
          ? formatDate(value * 1000, locale, 'compact')
          : typeof value === 'object'
            ? JSON.stringify(value)
            : MANAGER_FIELDS.has(field) && typeof value === 'string'
              ? (managerNames.get(value) ?? value)
              : String(value);
  const label = (field: string) => {
    const descriptor = auditFieldLabel(field);
    return descriptor ? t(descriptor) : field;
  };
  return Object.entries(entry.after)
    .filter(([field, value]) => entry.before === null || JSON.stringify(before[field]) !== JSON.stringify(value))
    .map(([field, value]) => (entry.before === null ? `${label(field)}: ${shown(field, value)}` : `${label(field)}: ${shown(field, before[field])} → ${shown(field, value)}`))
    .join('; ');
}

/** What admins changed of this user, newest first (the append-only log the API keeps). */
export function AuditSection({ userId }: { userId: string }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const more = useShowMore(PAGE, 100);
  const audit = useUserAudit(userId, more.count);
  const managers = useManagers();
  const managerNames = useMemo(() => new Map((managers.data ?? []).map((manager) => [manager.id, manager.name])), [managers.data]);
  const columns = useMemo<TableColumnsType<AuditEntry>>(
    () => [
      { key: 'at', title: t(messages.at), onCell: () => ({ style: { whiteSpace: 'nowrap' } }), render: (_, entry) => formatDate(entry.at, locale, 'compact') },
      { key: 'actor', title: t(messages.actor), render: (_, entry) => entry.actorEmail },
      { key: 'what', title: t(messages.what), render: (_, entry) => t(entry.action === 'create' ? messages.created : messages.updated, { entity: t(ENTITIES[entry.entity]) }) },
      { key: 'changes', title: t(messages.changes), render: (_, entry) => <span style={{ wordBreak: 'break-word' }}>{changesOf(entry, managerNames, t, locale)}</span> },
    ],
    [t, locale, managerNames],
  );
  return (
    <Section title={t(messages.title)}>
      <QueryFailed query={audit} title={t(messages.loadFailed)} />
      <WholeTable<AuditEntry>
        label={t(messages.table)}
        columns={columns}
        rows={audit.data?.items}
        loading={audit.isFetching}
        empty={t(messages.empty)}
        more={{ label: t(messages.more), show: audit.data !== undefined && audit.data.total > audit.data.items.length, ...more }}
      />
    </Section>
  );
}

import { useMemo, useState } from 'react';
import { ACCIDENT_STATUSES, type Accident, type AffectedUser, type DetectedAccident } from '@cabinet/api/admin';
import { RouteLink, useRemoteProps, useRoute } from '@cabinet/contracts';
import { Button, Flex, PageHeading, StatusTag, Surface, toast, Typography } from '@cabinet/design/core';
import type { TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate } from '@cabinet/i18n';
import { ChoiceFilter, choiceParam, usePagedList } from '@cabinet/toolkit/list';
import { useAccidents, useAccidentStatusMutation, useDetectedAccidents } from '../../api/accidents';
import { AccidentForm, EMPTY_DRAFT, type AccidentDraft } from './AccidentForm';
import { ACCIDENT_KIND_LABELS, ACCIDENT_STATUS_LABELS } from './accidentLabels';
import { AdminPagedTable, CellDetail, QueryFailed } from '../../shared/lists';
import { EmailText } from '../../shared/EmailText';

const messages = {
  intro: /*i18n*/ {
    id: 'admin.accidents.intro',
    message: 'Incidents that hit many customers at once: those the platform raises from its log and webhooks, and those admins record, each with the users it affects.',
  },
  detectedTitle: /*i18n*/ { id: 'admin.accidents.detected.title', message: 'Raised by the platform now' },
  detectedNone: /*i18n*/ { id: 'admin.accidents.detected.none', message: 'No provider is failing and no webhook source is silent.' },
  detectedFailed: /*i18n*/ { id: 'admin.accidents.detected.failed', message: 'The platform’s checks could not be loaded' },
  failedSince: /*i18n*/ { id: 'admin.accidents.detected.failedSince', message: '{count} failed messages since {since}' },
  silentSince: /*i18n*/ { id: 'admin.accidents.detected.silentSince', message: 'No webhook since {since}' },
  recordThis: /*i18n*/ { id: 'admin.accidents.detected.record', message: 'Record it' },
  detectedTitleText: /*i18n*/ { id: 'admin.accidents.detected.draftTitle', message: '{kind}: {source}' },
  recordedTitle: /*i18n*/ { id: 'admin.accidents.recorded.title', message: 'Recorded accidents' },
  record: /*i18n*/ { id: 'admin.accidents.record', message: 'Record an accident' },
  statusFilter: /*i18n*/ { id: 'admin.accidents.statusFilter', message: 'Status' },
  all: /*i18n*/ { id: 'admin.accidents.all', message: 'All' },
  table: /*i18n*/ { id: 'admin.accidents.table', message: 'Recorded accidents' },
  what: /*i18n*/ { id: 'admin.accidents.column.what', message: 'Accident' },
  started: /*i18n*/ { id: 'admin.accidents.column.started', message: 'Started' },
  status: /*i18n*/ { id: 'admin.accidents.column.status', message: 'Status' },
  affected: /*i18n*/ { id: 'admin.accidents.column.affected', message: 'Affected users' },
  recordedBy: /*i18n*/ { id: 'admin.accidents.column.recordedBy', message: 'Recorded by' },
  actions: /*i18n*/ { id: 'admin.accidents.column.actions', message: 'Actions' },
  resolve: /*i18n*/ { id: 'admin.accidents.resolve', message: 'Resolve' },
  reopen: /*i18n*/ { id: 'admin.accidents.reopen', message: 'Reopen' },
  resolvedAt: /*i18n*/ { id: 'admin.accidents.resolvedAt', message: 'Resolved {date}' },
  changed: /*i18n*/ { id: 'admin.accidents.changed', message: 'The accident is saved' },
  changeFailed: /*i18n*/ { id: 'admin.accidents.changeFailed', message: 'The accident could not be saved; the list shows it as stored' },
  nobody: /*i18n*/ { id: 'admin.accidents.nobody', message: 'Nobody named' },
  loadFailed: /*i18n*/ { id: 'admin.accidents.loadFailed', message: 'The accidents could not be loaded' },
  empty: /*i18n*/ { id: 'admin.accidents.empty', message: 'No accident recorded' },
  noMatch: /*i18n*/ { id: 'admin.accidents.noMatch', message: 'No accident with this status' },
  total: /*i18n*/ { id: 'admin.accidents.total', message: 'Accidents: {total}' },
};

const STATUS_CHOICES = ['all', ...ACCIDENT_STATUSES] as const;

/**
 * /admin/accidents: what the platform raises now (a provider failing for many accounts, a webhook source gone
 * silent), each recordable in a click; the accidents admins recorded, paged on the server with the status filter
 * in the URL, resolved or reopened from the version shown; and the form to record one.
 */
export function AccidentsScreen() {
  const t = useTranslate();
  const route = useRoute();
  const [draft, setDraft] = useState<AccidentDraft | null>(null);
  const list = usePagedList({ sortFields: [], filters: { status: choiceParam(STATUS_CHOICES, 'all') } });
  const { status } = list.filters;
  const accidents = useAccidents({ page: list.params.page, pageSize: list.params.pageSize, status: status === 'all' ? undefined : status });
  const columns = useAccidentColumns();
  return (
    <section>
      <PageHeading
        title={route.title}
        extra={
          draft === null ? (
            <Button type="primary" onClick={() => setDraft(EMPTY_DRAFT)}>
              {t(messages.record)}
            </Button>
          ) : null
        }
      />
      <p>{t(messages.intro)}</p>
      {draft !== null ? (
        <Surface style={{ marginBottom: 16 }}>
          <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
            {t(messages.record)}
          </Typography.Title>
          <AccidentForm draft={draft} onDone={() => setDraft(null)} />
        </Surface>
      ) : null}
      <DetectedAccidents onRecord={setDraft} />
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t(messages.recordedTitle)}
      </Typography.Title>
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <ChoiceFilter
          label={t(messages.statusFilter)}
          filter={list.filter('status')}
          options={STATUS_CHOICES.map((value) => ({ value, label: t(value === 'all' ? messages.all : ACCIDENT_STATUS_LABELS[value]) }))}
        />
      </Flex>
      <AdminPagedTable label={t(messages.table)} columns={columns} query={accidents} list={list} messages={messages} />
    </section>
  );
}

function AffectedUsers({ users }: { users: readonly AffectedUser[] }) {
  const t = useTranslate();
  if (users.length === 0) return <span>{t(messages.nobody)}</span>;
  return (
    <Flex wrap gap={8}>
      {users.map((user) => (
        <RouteLink key={user.id} to="admin.users.user" params={{ userId: user.id }}>
          <EmailText email={user.email} />
        </RouteLink>
      ))}
    </Flex>
  );
}

function DetectedAccidents({ onRecord }: { onRecord: (draft: AccidentDraft) => void }) {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const detected = useDetectedAccidents();
  const draftOf = (accident: DetectedAccident): AccidentDraft => ({
    title: t(messages.detectedTitleText, { kind: t(ACCIDENT_KIND_LABELS[accident.kind]), source: accident.source }),
    kind: accident.kind,
    source: accident.source,
    startedAt: '',
    description: '',
    affectedEmails: accident.affectedUsers.map((user) => user.email).join('\n'),
  });
  return (
    <section aria-labelledby="accidents-detected">
      <Typography.Title level={2} id="accidents-detected" style={{ fontSize: 18 }}>
        {t(messages.detectedTitle)}
      </Typography.Title>
      <QueryFailed query={detected} title={t(messages.detectedFailed)} />
      {detected.data?.length === 0 ? <p>{t(messages.detectedNone)}</p> : null}
      <Flex vertical gap={12} style={{ marginBottom: 16 }}>
        {detected.data?.map((accident) => {
          const since = formatDate(accident.since, locale, 'compact');
          return (
            <Surface key={`${accident.kind}:${accident.source}`}>
              <Flex justify="space-between" align="center" wrap gap={12}>
                <div>
                  <strong>
                    {t(ACCIDENT_KIND_LABELS[accident.kind])}: {accident.source}
                  </strong>
                  <div>{accident.kind === 'providerFailing' ? t(messages.failedSince, { count: accident.failedCount, since }) : t(messages.silentSince, { since })}</div>
                  <AffectedUsers users={accident.affectedUsers} />
                </div>
                <Button onClick={() => onRecord(draftOf(accident))}>{t(messages.recordThis)}</Button>
              </Flex>
            </Surface>
          );
        })}
      </Flex>
    </section>
  );
}

function StatusAction({ accident }: { accident: Accident }) {
  const t = useTranslate();
  const change = useAccidentStatusMutation({
    onSuccess: () => toast.success(t(messages.changed)),
    onError: () => toast.error(t(messages.changeFailed)),
  });
  const next = accident.status === 'open' ? 'resolved' : 'open';
  return (
    <Button size="small" loading={change.isPending} onClick={() => change.mutate({ id: accident.id, status: next, version: accident.version })}>
      {t(next === 'resolved' ? messages.resolve : messages.reopen)}
    </Button>
  );
}

function useAccidentColumns(): TableColumnsType<Accident> {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  return useMemo(
    () => [
      {
        key: 'what',
        title: t(messages.what),
        render: (_, accident) => (
          // The kind under the title: seven columns scrolled sideways at 1024 px (issue 31, the walk).
          <div>
            <strong>{accident.title}</strong>
            <CellDetail>{[t(ACCIDENT_KIND_LABELS[accident.kind]), accident.source].filter(Boolean).join(' · ')}</CellDetail>
            {accident.description ? <div>{accident.description}</div> : null}
          </div>
        ),
      },
      { key: 'started', title: t(messages.started), onCell: () => ({ style: { whiteSpace: 'nowrap' } }), render: (_, accident) => formatDate(accident.startedAt, locale, 'compact') },
      {
        key: 'status',
        title: t(messages.status),
        render: (_, accident) => (
          <Flex vertical gap={4}>
            <StatusTag tone={accident.status === 'open' ? 'danger' : 'success'}>{t(ACCIDENT_STATUS_LABELS[accident.status])}</StatusTag>
            {accident.resolvedAt ? <span>{t(messages.resolvedAt, { date: formatDate(accident.resolvedAt, locale, 'compact') })}</span> : null}
          </Flex>
        ),
      },
      { key: 'affected', title: t(messages.affected), render: (_, accident) => <AffectedUsers users={accident.affectedUsers} /> },
      { key: 'recordedBy', title: t(messages.recordedBy), render: (_, accident) => <EmailText email={accident.createdByEmail} /> },
      { key: 'actions', title: t(messages.actions), render: (_, accident) => <StatusAction accident={accident} /> },
    ],
    [t, locale],
  );
}

import { useCallback, useMemo, useState } from 'react';
import {
  DISTRIBUTION_MODES,
  DISTRIBUTION_SORT_FIELDS,
  DISTRIBUTION_STATUSES,
  DISTRIBUTION_TYPES,
  type DistributionListParams,
  type DistributionMode,
  type DistributionSortField,
  type DistributionStatus,
  type DistributionSummary,
  type DistributionType,
} from '@cabinet/api/distributions';
import { RouteLink, useLinks, useRoute } from '@cabinet/contracts';
import { Button, Empty, Flex, PageHeading, toast, Typography } from '@cabinet/design/core';
import { Dropdown, type MenuProps } from '@cabinet/design/overlays';
import { useRemoval } from '@cabinet/toolkit/removal';
import type { TableColumnsType } from '@cabinet/design/table';
import { DownOutlined } from '@cabinet/design/icons';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { ChoiceFilter, choiceParam, columnSortOrder, ListFilterBar, LoadFailedAlert, MultiChoiceFilter, OptionFilter, optionListParam, optionParam, PagedTable, usePagedList, type ListParams, type PagedList } from '@cabinet/toolkit/list';
import { RUN_MODE_TONES, RUN_STATUS_TONES, StatusLabel } from '@cabinet/toolkit/status';
import { useBulkDistributionActionMutation, useDistributionActionMutation, useDistributions, type BulkDistributionAction, type DistributionAction } from '../api/distributions';
import { useDescribeDistributionError } from '../shared/errors';
import { useAccountDate } from '../shared/formatIn';
import { WaitingReason } from '../shared/waiting';
import { canEdit, canPause, canResume, canStart, hourText, MODE_LABELS, STATUS_LABELS, TYPE_LABELS, weekdayShort } from '../shared/labels';
import { NewMailingButton } from './NewMailingButton';
import { ThreeSteps } from './ThreeSteps';

const messages = {
  table: /*i18n*/ { id: 'distributions.list.table', message: 'Mailings' },
  loadFailed: /*i18n*/ { id: 'distributions.list.loadFailed', message: 'The mailings could not be loaded' },
  noMatch: /*i18n*/ { id: 'distributions.list.noMatch', message: 'No mailings match the filters' },
  clearFilters: /*i18n*/ { id: 'distributions.list.clearFilters', message: 'Clear the filters' },
  total: /*i18n*/ { id: 'distributions.list.total', message: 'Mailings: {total}' },
  select: /*i18n*/ { id: 'distributions.list.select', message: 'Select “{title}”' },
  search: /*i18n*/ { id: 'distributions.list.search', message: 'Search mailings' },
  searchPlaceholder: /*i18n*/ { id: 'distributions.list.searchPlaceholder', message: 'Title or text' },
  statusFilter: /*i18n*/ { id: 'distributions.list.filter.status', message: 'Status' },
  anyStatus: /*i18n*/ { id: 'distributions.list.filter.anyStatus', message: 'Any status' },
  typeFilter: /*i18n*/ { id: 'distributions.list.filter.type', message: 'Channel' },
  anyType: /*i18n*/ { id: 'distributions.list.filter.anyType', message: 'Any channel' },
  modeFilter: /*i18n*/ { id: 'distributions.list.filter.mode', message: 'Mode' },
  allModes: /*i18n*/ { id: 'distributions.list.filter.allModes', message: 'All' },
  deleteOne: /*i18n*/ { id: 'distributions.list.delete.one', message: 'Delete the mailing “{title}”?' },
  deleteMany: /*i18n*/ { id: 'distributions.list.delete.many', message: 'Delete the selected mailings ({count})?' },
  deleteBody: /*i18n*/ { id: 'distributions.list.delete.body', message: 'Messages not yet sent are withdrawn; those sent stay in the message log. This cannot be undone.' },
  deleteOk: /*i18n*/ { id: 'distributions.list.delete.ok', message: 'Delete' },
  cancel: /*i18n*/ { id: 'distributions.list.delete.cancel', message: 'Cancel' },
  bulkLabel: /*i18n*/ { id: 'distributions.list.bulk.label', message: 'Actions on the selected mailings' },
  bulkSelected: /*i18n*/ { id: 'distributions.list.bulk.selected', message: 'Selected: {count}' },
  bulkClear: /*i18n*/ { id: 'distributions.list.bulk.clear', message: 'Clear selection' },
  bulkDone: /*i18n*/ { id: 'distributions.list.bulk.done', message: 'Applied: {applied}. Skipped: {skipped}.' },
  actions: /*i18n*/ { id: 'distributions.list.actions', message: 'Actions' },
  actionsFor: /*i18n*/ { id: 'distributions.list.actionsFor', message: 'Actions for “{title}”' },
  progressOf: /*i18n*/ { id: 'distributions.list.progressOf', message: 'Progress of “{title}”' },
  anyDay: /*i18n*/ { id: 'distributions.list.everyDay', message: 'Every day' },
};

const ACTION_LABELS: Record<DistributionAction | 'stats' | 'edit', MessageDescriptor> = {
  stats: /*i18n*/ { id: 'distributions.action.stats', message: 'Statistics' },
  edit: /*i18n*/ { id: 'distributions.action.edit', message: 'Edit' },
  start: /*i18n*/ { id: 'distributions.action.start', message: 'Start' },
  pause: /*i18n*/ { id: 'distributions.action.pause', message: 'Pause' },
  resume: /*i18n*/ { id: 'distributions.action.resume', message: 'Resume' },
  duplicate: /*i18n*/ { id: 'distributions.action.duplicate', message: 'Duplicate' },
  delete: /*i18n*/ { id: 'distributions.action.delete', message: 'Delete' },
};

/** Spec section 8: each failure names the action; the reason follows in the toast's description. */
const FAILED: Record<DistributionAction, MessageDescriptor> = {
  start: /*i18n*/ { id: 'distributions.error.start', message: 'The mailing could not be started' },
  pause: /*i18n*/ { id: 'distributions.error.pause', message: 'The mailing could not be stopped' },
  resume: /*i18n*/ { id: 'distributions.error.resume', message: 'The mailing could not be resumed' },
  duplicate: /*i18n*/ { id: 'distributions.error.duplicate', message: 'The mailing could not be duplicated' },
  delete: /*i18n*/ { id: 'distributions.error.delete', message: 'The mailing could not be removed' },
};
const BULK_FAILED: Record<BulkDistributionAction, MessageDescriptor> = {
  pause: /*i18n*/ { id: 'distributions.error.bulkPause', message: 'The mailings could not be stopped' },
  resume: /*i18n*/ { id: 'distributions.error.bulkResume', message: 'The mailings could not be resumed' },
  delete: /*i18n*/ { id: 'distributions.error.bulkDelete', message: 'The mailings could not be removed' },
};
const DONE: Partial<Record<DistributionAction, MessageDescriptor>> = {
  start: /*i18n*/ { id: 'distributions.done.start', message: 'The mailing is started' },
  pause: /*i18n*/ { id: 'distributions.done.pause', message: 'The mailing is paused' },
  resume: /*i18n*/ { id: 'distributions.done.resume', message: 'The mailing is resumed' },
  duplicate: /*i18n*/ { id: 'distributions.done.duplicate', message: 'The copy is added as a draft' },
  delete: /*i18n*/ { id: 'distributions.done.delete', message: 'The mailing is deleted' },
};

/** The list's filters, in the URL beside its search, sort and page: `?status=working,pause&type=whatsapp&mode=test`. */
interface Filters {
  status: DistributionStatus[];
  type: DistributionType | null;
  mode: DistributionMode | 'all';
}
const FILTERS: ListParams<Filters> = {
  status: optionListParam(DISTRIBUTION_STATUSES),
  type: optionParam(DISTRIBUTION_TYPES),
  mode: choiceParam(['all', ...DISTRIBUTION_MODES], 'all'),
};
type List = PagedList<DistributionSortField, Filters>;

function listParams(list: List): DistributionListParams {
  const { status, type, mode } = list.filters;
  return { ...list.params, status: status.length > 0 ? status : undefined, type: type ? [type] : undefined, mode: mode === 'all' ? undefined : mode };
}

/**
 * /distributions: every mailing of the account, paged, filtered, searched and sorted by the API, with
 * each one's actions in its row and the bulk actions over the selection. The state is in the URL; the
 * page polls while a mailing on it sends, so its progress moves. A new account sees the three steps.
 */
export function DistributionsScreen() {
  const t = useTranslate();
  const route = useRoute();
  const describe = useDescribeDistributionError();
  const list = usePagedList({ sortFields: DISTRIBUTION_SORT_FIELDS, filters: FILTERS });
  const mailings = useDistributions(listParams(list));
  const [selected, setSelected] = useState<string[]>([]);
  const clearSelection = useCallback(() => setSelected([]), []);

  const single = useDistributionActionMutation({
    onSuccess: (_result, { action }) => {
      const message = DONE[action];
      if (message) toast.success(t(message));
    },
    onError: async (error, { action }) => toast.error(t(FAILED[action]), (await describe(error)).message),
  });
  const bulk = useBulkDistributionActionMutation({
    onSuccess: (result) => {
      const summary = t(messages.bulkDone, { applied: result.applied.length, skipped: result.skipped.length });
      if (result.skipped.length === 0) toast.success(summary);
      else toast.warning(summary, [...new Set(result.skipped.map((skip) => skip.message))].join(' '));
      clearSelection();
    },
    onError: async (error, { action }) => toast.error(t(BULK_FAILED[action]), (await describe(error)).message),
  });

  // The notices are the action mutations' own (per action; the bulk one says what applied and what was skipped).
  const removal = useRemoval<DistributionSummary, string>({
    mutation: { mutate: (mailing, callbacks) => single.mutate({ action: 'delete', id: mailing.id }, callbacks) },
    confirm: { title: (mailing) => t(messages.deleteOne, { title: mailing.title }), body: t(messages.deleteBody), ok: t(messages.deleteOk), cancel: t(messages.cancel) },
    bulk: {
      mutation: { mutate: (ids, callbacks) => bulk.mutate({ action: 'delete', ids: [...ids] }, callbacks) },
      title: (ids) => t(messages.deleteMany, { count: ids.length }),
    },
  });

  const { mutate } = single;
  const { ask } = removal;
  const onAction = useCallback((action: DistributionAction, mailing: DistributionSummary) => {
    if (action === 'delete') ask(mailing);
    else mutate({ action, id: mailing.id });
  }, [mutate, ask]);
  const columns = useColumns(list, onAction);

  const data = mailings.data;
  const nothingYet = data !== undefined && data.total === 0 && !list.filtered && !mailings.isPlaceholderData;

  return (
    <section>
      <PageHeading title={route.title} extra={nothingYet ? null : <NewMailingButton />} />
      {mailings.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => mailings.refetch()} retrying={mailings.isFetching} /> : null}
      {nothingYet ? (
        <ThreeSteps />
      ) : mailings.isError && !data ? null : (
        <>
          <ListFilterBar list={list} searchLabel={t(messages.search)} searchPlaceholder={t(messages.searchPlaceholder)}>
            <MultiChoiceFilter
              filter={list.filter('status')}
              label={t(messages.statusFilter)}
              placeholder={t(messages.anyStatus)}
              options={DISTRIBUTION_STATUSES.filter((status) => status !== 'unavailable').map((status) => ({ value: status, label: t(STATUS_LABELS[status]) }))}
            />
            <OptionFilter filter={list.filter('type')} label={t(messages.typeFilter)} placeholder={t(messages.anyType)} options={DISTRIBUTION_TYPES.map((type) => ({ value: type, label: t(TYPE_LABELS[type]) }))} minWidth={180} />
            <ChoiceFilter
              filter={list.filter('mode')}
              label={t(messages.modeFilter)}
              options={[
                { value: 'all', label: t(messages.allModes) },
                { value: 'test', label: t(MODE_LABELS.test) },
                { value: 'combat', label: t(MODE_LABELS.combat) },
              ]}
            />
          </ListFilterBar>
          {selected.length > 0 ? (
            <Flex role="toolbar" aria-label={t(messages.bulkLabel)} wrap gap={8} align="center" style={{ marginBottom: 16 }}>
              <Typography.Text strong>{t(messages.bulkSelected, { count: selected.length })}</Typography.Text>
              <Button onClick={() => bulk.mutate({ action: 'pause', ids: selected })} disabled={bulk.isPending}>
                {t(ACTION_LABELS.pause)}
              </Button>
              <Button onClick={() => bulk.mutate({ action: 'resume', ids: selected })} disabled={bulk.isPending}>
                {t(ACTION_LABELS.resume)}
              </Button>
              <Button danger onClick={() => removal.askMany(selected)} disabled={bulk.isPending}>
                {t(ACTION_LABELS.delete)}
              </Button>
              <Button type="link" onClick={clearSelection}>
                {t(messages.bulkClear)}
              </Button>
            </Flex>
          ) : null}
          <PagedTable
            label={t(messages.table)}
            columns={columns}
            data={data}
            list={list}
            loading={mailings.isFetching && mailings.isPlaceholderData}
            rowSelection={{
              selectedRowKeys: selected,
              preserveSelectedRowKeys: true,
              onChange: (keys) => setSelected(keys.map(String)),
              getCheckboxProps: (mailing) => ({ 'aria-label': t(messages.select, { title: mailing.title }) }),
            }}
            empty={
              <Empty description={t(messages.noMatch)}>
                <Button onClick={list.clear}>{t(messages.clearFilters)}</Button>
              </Empty>
            }
            totalText={(total) => t(messages.total, { total })}
          />
        </>
      )}
      {removal.dialog}
    </section>
  );
}

const NO_VALUE = '—';

function useColumns(list: List, onAction: (action: DistributionAction, mailing: DistributionSummary) => void): TableColumnsType<DistributionSummary> {
  const t = useTranslate();
  const dateOf = useAccountDate();
  const { sort } = list;
  return useMemo(() => {
    const sortable = (field: DistributionSortField, title: MessageDescriptor) => ({ key: field, title: t(title), sorter: true, sortOrder: columnSortOrder(sort, field) });
    const count = (key: 'sent' | 'delivered' | 'read' | 'replied', title: MessageDescriptor) => ({ key, title: t(title), align: 'right' as const, render: (_: unknown, m: DistributionSummary) => m[key] });
    const date = (value: string | null) => (value ? dateOf(value) : NO_VALUE);
    const nowrap = () => ({ style: { whiteSpace: 'nowrap' as const } });
    return [
      {
        ...sortable('title', COLUMN.title),
        onCell: () => ({ style: { minWidth: 200 } }),
        render: (_, m) => (
          <RouteLink to="distributions.stats" params={{ distributionId: m.id }}>
            {m.title}
          </RouteLink>
        ),
      },
      { ...sortable('type', COLUMN.type), render: (_, m) => t(TYPE_LABELS[m.type]) },
      { ...sortable('mode', COLUMN.mode), render: (_, m) => <StatusLabel labels={MODE_LABELS} tones={RUN_MODE_TONES} value={m.mode} /> },
      {
        ...sortable('status', COLUMN.status),
        onCell: () => ({ style: { minWidth: 160 } }),
        render: (_, m) => (
          <Flex vertical gap={2} align="start">
            <StatusLabel labels={STATUS_LABELS} tones={RUN_STATUS_TONES} value={m.status} />
            <WaitingReason mailing={m} />
          </Flex>
        ),
      },
      { ...sortable('recipients', COLUMN.recipients), align: 'right', render: (_, m) => m.recipients },
      count('sent', COLUMN.sent),
      count('delivered', COLUMN.delivered),
      count('read', COLUMN.read),
      count('replied', COLUMN.replied),
      {
        ...sortable('progress', COLUMN.progress),
        render: (_, m) => (
          <Flex gap={6} align="center" style={{ whiteSpace: 'nowrap' }}>
            <progress max={100} value={m.progress} aria-label={t(messages.progressOf, { title: m.title })} style={{ width: 64 }} />
            {`${m.progress}%`}
          </Flex>
        ),
      },
      { ...sortable('createdAt', COLUMN.createdAt), onCell: nowrap, render: (_, m) => date(m.createdAt) },
      { ...sortable('lastStart', COLUMN.lastStart), onCell: nowrap, render: (_, m) => date(m.lastStart) },
      {
        ...sortable('startAt', COLUMN.startAt),
        onCell: nowrap,
        render: (_, m) => (m.endAt ? `${date(m.startAt)} – ${date(m.endAt)}` : date(m.startAt)),
      },
      {
        key: 'days',
        title: t(COLUMN.days),
        onCell: nowrap,
        render: (_, m) => (m.daysOfWeek.length === 7 ? t(messages.anyDay) : [...m.daysOfWeek].sort().map((day) => t(weekdayShort(day))).join(', ')),
      },
      { key: 'hours', title: t(COLUMN.hours), onCell: nowrap, render: (_, m) => `${hourText(m.beginHour)}–${hourText(m.endHour)}` },
      { key: 'actions', title: t(messages.actions), fixed: 'right', render: (_, m) => <RowActions mailing={m} onAction={onAction} /> },
    ];
  }, [t, dateOf, sort, onAction]);
}

const COLUMN = {
  title: /*i18n*/ { id: 'distributions.column.title', message: 'Title' },
  type: /*i18n*/ { id: 'distributions.column.type', message: 'Channel' },
  mode: /*i18n*/ { id: 'distributions.column.mode', message: 'Mode' },
  status: /*i18n*/ { id: 'distributions.column.status', message: 'Status' },
  recipients: /*i18n*/ { id: 'distributions.column.recipients', message: 'Recipients' },
  sent: /*i18n*/ { id: 'distributions.column.sent', message: 'Sent' },
  delivered: /*i18n*/ { id: 'distributions.column.delivered', message: 'Delivered' },
  read: /*i18n*/ { id: 'distributions.column.read', message: 'Read' },
  replied: /*i18n*/ { id: 'distributions.column.replied', message: 'Replied' },
  progress: /*i18n*/ { id: 'distributions.column.progress', message: 'Progress' },
  createdAt: /*i18n*/ { id: 'distributions.column.createdAt', message: 'Created' },
  lastStart: /*i18n*/ { id: 'distributions.column.lastStart', message: 'Last start' },
  startAt: /*i18n*/ { id: 'distributions.column.startAt', message: 'Start and end' },
  days: /*i18n*/ { id: 'distributions.column.days', message: 'Days' },
  hours: /*i18n*/ { id: 'distributions.column.hours', message: 'Hours' },
};

type MenuKey = DistributionAction | 'stats' | 'edit';

/** One row's menu: only what applies to the mailing's status is offered. */
function RowActions({ mailing, onAction }: { mailing: DistributionSummary; onAction: (action: DistributionAction, mailing: DistributionSummary) => void }) {
  const t = useTranslate();
  const links = useLinks();
  const item = (key: MenuKey, danger = false) => ({ key, label: t(ACTION_LABELS[key]), danger });
  const items: MenuProps['items'] = [
    item('stats'),
    ...(canEdit(mailing.status) ? [item('edit')] : []),
    ...(canStart(mailing.status) ? [item('start')] : []),
    ...(canPause(mailing.status) ? [item('pause')] : []),
    ...(canResume(mailing.status) ? [item('resume')] : []),
    item('duplicate'),
    { type: 'divider' },
    item('delete', true),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'stats') links.navigate('distributions.stats', { distributionId: mailing.id });
    else if (key === 'edit') links.navigate('distributions.edit', { distributionId: mailing.id });
    else if (key === 'start' || key === 'pause' || key === 'resume' || key === 'duplicate' || key === 'delete') onAction(key, mailing);
  };
  return (
    <Dropdown trigger={['click']} menu={{ items, onClick }}>
      <Button aria-label={t(messages.actionsFor, { title: mailing.title })} icon={<DownOutlined aria-hidden />} iconPlacement="end">
        {t(messages.actions)}
      </Button>
    </Dropdown>
  );
}

import { useMemo } from 'react';
import type { FlowSortField, FlowSummary } from '@cabinet/api/flows';
import { RouteLink, useRemoteProps } from '@cabinet/contracts';
import { Flex, Grid, Typography } from '@cabinet/design/core';
import { type TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate, type Locale } from '@cabinet/i18n';
import { columnSortOrder, type ListSort } from '@cabinet/toolkit/list';
import { RUN_MODE_TONES, RUN_STATUS_TONES, StatusLabel } from '@cabinet/toolkit/status';
import { errorReasonOf, MODE_LABELS, STATUS_LABELS, TYPE_LABELS } from './flowLabels';
import { FlowRowActions } from './FlowRowActions';

const messages = {
  title: /*i18n*/ { id: 'flows.list.column.title', message: 'Title' },
  type: /*i18n*/ { id: 'flows.list.column.type', message: 'Type' },
  mode: /*i18n*/ { id: 'flows.list.column.mode', message: 'Mode' },
  status: /*i18n*/ { id: 'flows.list.column.status', message: 'Status' },
  lastStart: /*i18n*/ { id: 'flows.list.column.lastStart', message: 'Last start' },
  nextStart: /*i18n*/ { id: 'flows.list.column.nextStart', message: 'Next start' },
  endDate: /*i18n*/ { id: 'flows.list.column.endDate', message: 'End date' },
  createdAt: /*i18n*/ { id: 'flows.list.column.createdAt', message: 'Created' },
  editedAt: /*i18n*/ { id: 'flows.list.column.editedAt', message: 'Edited' },
  actions: /*i18n*/ { id: 'flows.list.column.actions', message: 'Actions' },
  receivedTransfer: /*i18n*/ { id: 'flows.list.origin.transfer', message: 'Handed over by {from}' },
  receivedCopy: /*i18n*/ { id: 'flows.list.origin.copy', message: 'Copied from {from}' },
};

export type FlowSort = ListSort<FlowSortField>;

type RowActionHandlers = Omit<Parameters<typeof FlowRowActions>[0], 'flow'>;

const NO_DATE = '—';
/** On a phone: the title (with mode and status under it) and the actions. */
const PHONE_HIDDEN = ['type', 'mode', 'status', 'lastStart', 'nextStart', 'endDate', 'createdAt', 'editedAt'];
const MEDIUM_HIDDEN = ['endDate', 'createdAt', 'editedAt'];
const dateOf = (value: string | null, locale: Locale) => (value ? formatDate(value, locale, 'compact') : NO_DATE);

/**
 * The list's columns; every sortable one is sorted by the API, so the header only reports the choice. They
 * fit the width they get: on a phone the title cell carries the mode and status (what an owner checks first)
 * beside the actions; the creation, edit and end dates show on wide screens only (the editor has them), so
 * the table needs no sideways scrolling at 1440 px.
 */
export function useFlowColumns(sort: FlowSort | null, handlers: RowActionHandlers): TableColumnsType<FlowSummary> {
  const t = useTranslate();
  const { locale } = useRemoteProps();
  const screens = Grid.useBreakpoint();
  // Below 576 px. An unmeasured screen (the first paint, tests) reads as a desktop, as the layout does.
  const phone = screens.xs === true;
  // 992 to 1599 px, beside the sidebar: the three dates of least use make room.
  const medium = screens.lg === true && screens.xxl !== true;
  const { onAction, onTransfer, onDelete } = handlers;
  return useMemo(() => {
    const sortOrder = (field: FlowSortField) => columnSortOrder(sort, field);
    const sortable = (field: FlowSortField) => ({ key: field, title: t(messages[field]), sorter: true, sortOrder: sortOrder(field) });
    const date = (field: 'lastStart' | 'nextStart' | 'endDate' | 'createdAt' | 'editedAt') => ({
      ...sortable(field),
      render: (_: unknown, flow: FlowSummary) => dateOf(flow[field], locale),
      // Dates never wrap: a table of wrapped dates is hard to scan.
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    });
    const columns: TableColumnsType<FlowSummary> = [
      {
        ...sortable('title'),
        onCell: () => ({ style: { minWidth: phone ? 0 : 200 } }),
        render: (_, flow) => (
          <>
            <RouteLink to="flows.edit" params={{ workflowId: flow.id }}>
              {flow.title}
            </RouteLink>
            {/* Where another user's flow came from (issue 35): its owner accepted it, and may want to ask its sender. */}
            {flow.receivedFrom ? (
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 4, overflowWrap: 'anywhere' }}>
                {t(flow.receivedFrom.copy ? messages.receivedCopy : messages.receivedTransfer, { from: flow.receivedFrom.fromEmail })}
              </Typography.Text>
            ) : null}
            {phone ? (
              <Flex wrap gap={4} style={{ marginTop: 4 }}>
                <StatusLabel labels={MODE_LABELS} tones={RUN_MODE_TONES} value={flow.mode} />
                <StatusLabel labels={STATUS_LABELS} tones={RUN_STATUS_TONES} value={flow.status} />
              </Flex>
            ) : null}
          </>
        ),
      },
      { ...sortable('type'), render: (_, flow) => t(TYPE_LABELS[flow.type]) },
      { ...sortable('mode'), render: (_, flow) => <StatusLabel labels={MODE_LABELS} tones={RUN_MODE_TONES} value={flow.mode} /> },
      {
        ...sortable('status'),
        render: (_, flow) => (
          <>
            <StatusLabel labels={STATUS_LABELS} tones={RUN_STATUS_TONES} value={flow.status} />
            {/* An error says why, from the API; the editor says what to do. */}
            {flow.errorReason ? (
              <Typography.Text type="danger" style={{ display: 'block', fontSize: 12, marginTop: 4 }}>
                {t(errorReasonOf(flow.errorReason).why)}
              </Typography.Text>
            ) : null}
          </>
        ),
      },
      date('lastStart'),
      date('nextStart'),
      date('endDate'),
      date('createdAt'),
      date('editedAt'),
      {
        key: 'actions',
        title: t(messages.actions),
        fixed: 'right',
        render: (_, flow) => <FlowRowActions flow={flow} onAction={onAction} onTransfer={onTransfer} onDelete={onDelete} />,
      },
    ];
    const hidden = phone ? PHONE_HIDDEN : medium ? MEDIUM_HIDDEN : [];
    return columns.filter((column) => !hidden.includes(String(column.key)));
  }, [t, locale, sort, onAction, onTransfer, onDelete, phone, medium]);
}

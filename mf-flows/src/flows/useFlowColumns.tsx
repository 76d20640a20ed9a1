import { useMemo } from 'react';
import type { FlowSortField, FlowSummary } from '@cabinet/api/flows';
import { RouteLink, useRemoteProps } from '@cabinet/contracts';
import { StatusTag, Typography } from '@cabinet/design/core';
import { type TableColumnsType } from '@cabinet/design/table';
import { formatDate, useTranslate, type Locale } from '@cabinet/i18n';
import { columnSortOrder, type ListSort } from '@cabinet/toolkit/list';
import { errorReasonOf, MODE_TONES, MODE_LABELS, STATUS_TONES, STATUS_LABELS, TYPE_LABELS } from './flowLabels';
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
};

export type FlowSort = ListSort<FlowSortField>;

type RowActionHandlers = Omit<Parameters<typeof FlowRowActions>[0], 'flow'>;

const NO_DATE = '—';
const dateOf = (value: string | null, locale: Locale) => (value ? formatDate(value, locale, 'compact') : NO_DATE);

/** The list's columns; every sortable one is sorted by the API, so the header only reports the choice. */
export function useFlowColumns(sort: FlowSort | null, handlers: RowActionHandlers): TableColumnsType<FlowSummary> {
  const t = useTranslate();
  const { locale } = useRemoteProps();
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
    return [
      {
        ...sortable('title'),
        onCell: () => ({ style: { minWidth: 200 } }),
        render: (_, flow) => (
          <RouteLink to="flows.edit" params={{ workflowId: flow.id }}>
            {flow.title}
          </RouteLink>
        ),
      },
      { ...sortable('type'), render: (_, flow) => t(TYPE_LABELS[flow.type]) },
      { ...sortable('mode'), render: (_, flow) => <StatusTag tone={MODE_TONES[flow.mode]}>{t(MODE_LABELS[flow.mode])}</StatusTag> },
      {
        ...sortable('status'),
        render: (_, flow) => (
          <>
            <StatusTag tone={STATUS_TONES[flow.status]}>{t(STATUS_LABELS[flow.status])}</StatusTag>
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
  }, [t, locale, sort, onAction, onTransfer, onDelete]);
}

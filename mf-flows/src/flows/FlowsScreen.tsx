import { lazy, Suspense, useCallback, useState } from 'react';
import { FLOW_SORT_FIELDS, type FlowSummary } from '@cabinet/api/flows';
import { RouteLink, useHost, useLinks, useRoute } from '@cabinet/contracts';
import { Button, Empty, Flex, PageHeading } from '@cabinet/design/core';
import { Modal } from '@cabinet/design/overlays';
import { PlusOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';
import { LoadFailedAlert, PagedTable, usePagedList } from '@cabinet/toolkit/list';
import { BookingStaffNotice } from '@cabinet/toolkit/staff-access';
import { useFlows, type BulkFlowAction, type FlowAction } from '../api/flows';
import { BulkToolbar } from './BulkToolbar';
import { FLOW_LIST_FILTERS, FlowFilters, flowListParams } from './FlowFilters';
import { IncomingTransfers } from './IncomingTransfers';
import { useFlowActions } from './useFlowActions';
import { useFlowColumns } from './useFlowColumns';
import { useModeSwitch } from './useModeSwitch';

const messages = {
  table: /*i18n*/ { id: 'flows.list.table', message: 'Flows' },
  newFlow: /*i18n*/ { id: 'flows.list.new', message: 'New flow' },
  editTexts: /*i18n*/ { id: 'flows.list.editTexts', message: 'Edit texts of all flows' },
  loadFailed: /*i18n*/ { id: 'flows.list.loadFailed', message: 'The flows could not be loaded' },
  empty: /*i18n*/ { id: 'flows.list.empty', message: 'No flows yet' },
  emptyHint: /*i18n*/ { id: 'flows.list.emptyHint', message: 'A flow sends your clients reminders, review requests and greetings by itself.' },
  noMatch: /*i18n*/ { id: 'flows.list.noMatch', message: 'No flows match the filters' },
  clearFilters: /*i18n*/ { id: 'flows.list.clearFilters', message: 'Clear the filters' },
  total: /*i18n*/ { id: 'flows.list.total', message: 'Flows: {total}' },
  select: /*i18n*/ { id: 'flows.list.select', message: 'Select “{title}”' },
  deleteOne: /*i18n*/ { id: 'flows.list.delete.one', message: 'Delete the flow “{title}”?' },
  deleteMany: /*i18n*/ { id: 'flows.list.delete.many', message: 'Delete the selected flows ({count})?' },
  deleteBody: /*i18n*/ { id: 'flows.list.delete.body', message: 'The settings and texts are deleted for good. This cannot be undone.' },
  deleteOk: /*i18n*/ { id: 'flows.list.delete.ok', message: 'Delete' },
  deleteCancel: /*i18n*/ { id: 'flows.list.delete.cancel', message: 'Cancel' },
};

/** What the delete dialog asks about: one flow from its row menu, or the selection. */
type PendingDelete = { kind: 'one'; flow: FlowSummary } | { kind: 'selection'; ids: string[] };

// The transfer dialog is the list's only form: loaded when it opens, so the list's first visit does not fetch
// the form library (antd's form, inputs and checkbox, about 38 KB gzip) for a dialog most visits never open.
const TransferFlowModal = lazy(() => import('./TransferFlowModal').then((module) => ({ default: module.TransferFlowModal })));

/**
 * /flows: every flow of the account, paged, filtered and sorted by the API (an account may hold 10,000),
 * with each flow's actions in its row and the bulk actions over the selected rows. The list's state is in
 * the URL, so a reload, Back or a shared link shows the same rows.
 */
export function FlowsScreen() {
  const t = useTranslate();
  const route = useRoute();

  const list = usePagedList({ sortFields: FLOW_SORT_FIELDS, filters: FLOW_LIST_FILTERS });
  const flows = useFlows(flowListParams(list));
  const [selected, setSelected] = useState<string[]>([]);
  const [transferring, setTransferring] = useState<FlowSummary | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);
  const clearSelection = useCallback(() => setSelected([]), []);
  const { single, bulk, transfer } = useFlowActions({ onBulkDone: clearSelection });

  const modeSwitch = useModeSwitch();
  const { mutate: runAction } = single;
  const { toLive, toTest } = modeSwitch;
  const onAction = useCallback(
    (action: Exclude<FlowAction, 'delete'>, flow: FlowSummary) => {
      // Going live asks first; either switch says what happened.
      if (action === 'toCombat') toLive(flow);
      else if (action === 'toTest') toTest(flow);
      else runAction({ action, id: flow.id });
    },
    [runAction, toLive, toTest],
  );
  const onDelete = useCallback((flow: FlowSummary) => setPendingDelete({ kind: 'one', flow }), []);
  const columns = useFlowColumns(list.sort, { onAction, onTransfer: setTransferring, onDelete });

  const onBulkAction = (action: Exclude<BulkFlowAction, 'delete'>) =>
    action === 'toCombat' ? modeSwitch.toLiveMany(selected, clearSelection) : bulk.mutate({ action, ids: selected });
  const confirmDelete = () => {
    if (pendingDelete?.kind === 'one') single.mutate({ action: 'delete', id: pendingDelete.flow.id });
    else if (pendingDelete?.kind === 'selection') bulk.mutate({ action: 'delete', ids: pendingDelete.ids });
    setPendingDelete(null);
  };

  const data = flows.data;
  const nothingYet = data !== undefined && data.total === 0 && !list.filtered && !flows.isPlaceholderData;

  const table = (
    <PagedTable
      label={t(messages.table)}
      columns={columns}
      data={data}
      list={list}
      loading={flows.isFetching}
      rowSelection={{
        selectedRowKeys: selected,
        preserveSelectedRowKeys: true,
        onChange: (keys) => setSelected(keys.map(String)),
        getCheckboxProps: (flow) => ({ 'aria-label': t(messages.select, { title: flow.title }) }),
      }}
      empty={
        <Empty description={t(messages.noMatch)}>
          <Button onClick={list.clear}>{t(messages.clearFilters)}</Button>
        </Empty>
      }
      totalText={(total) => t(messages.total, { total })}
    />
  );

  return (
    <section>
      <PageHeading
        title={route.title}
        extra={
          nothingYet ? null : (
            <Flex gap={16} align="center" wrap>
              <RouteLink to="flows.editTextInFlows">{t(messages.editTexts)}</RouteLink>
              <NewFlowButton />
            </Flex>
          )
        }
      />
      <BookingStaffNotice />
      <IncomingTransfers />
      {flows.isError ? <LoadFailedAlert title={t(messages.loadFailed)} onRetry={() => flows.refetch()} retrying={flows.isFetching} /> : null}
      {nothingYet ? (
        <Empty description={t(messages.empty)}>
          <p>{t(messages.emptyHint)}</p>
          <NewFlowButton />
        </Empty>
      ) : flows.isError && !data ? null : (
        <>
          <FlowFilters list={list} />
          {selected.length > 0 ? (
            <BulkToolbar
              count={selected.length}
              busy={bulk.isPending}
              onAction={onBulkAction}
              onDelete={() => setPendingDelete({ kind: 'selection', ids: selected })}
              onClear={clearSelection}
            />
          ) : null}
          {table}
        </>
      )}
      {modeSwitch.dialog}
      {transferring ? (
        <Suspense fallback={null}>
          <TransferFlowModal flow={transferring} transfer={transfer} onClose={() => setTransferring(null)} />
        </Suspense>
      ) : null}
      <Modal
        open={pendingDelete !== null}
        title={
          pendingDelete?.kind === 'one'
            ? t(messages.deleteOne, { title: pendingDelete.flow.title })
            : t(messages.deleteMany, { count: pendingDelete?.ids.length ?? 0 })
        }
        okText={t(messages.deleteOk)}
        okButtonProps={{ danger: true }}
        cancelText={t(messages.deleteCancel)}
        onOk={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      >
        {t(messages.deleteBody)}
      </Modal>
    </section>
  );
}

/** "New flow" opens the templates; only where the host allows adding flows (and has the route). */
function NewFlowButton() {
  const t = useTranslate();
  const host = useHost();
  const links = useLinks();
  const href = links.href('templates');
  if (!host.features.addFlowButton || !href) return null;
  return (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      href={href}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        links.navigate('templates');
      }}
    >
      {t(messages.newFlow)}
    </Button>
  );
}

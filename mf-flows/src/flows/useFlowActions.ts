import { toast } from '@cabinet/design/core';
import { useTranslate, type MessageDescriptor } from '@cabinet/i18n';
import { useBulkFlowActionMutation, useFlowActionMutation, useTransferFlowsMutation, type BulkFlowAction, type FlowAction } from '../api/flows';
import { useDescribeFlowError, useFlowRefusalReason } from '../shared/errors';

/** Spec section 8: each action names what failed; the reason follows in the toast's description. */
const failed: Record<FlowAction, MessageDescriptor> = {
  pause: /*i18n*/ { id: 'flows.error.pause', message: 'The flow could not be paused' },
  resume: /*i18n*/ { id: 'flows.error.resume', message: 'The flow could not be resumed' },
  duplicate: /*i18n*/ { id: 'flows.error.duplicate', message: 'The flow could not be duplicated' },
  toTest: /*i18n*/ { id: 'flows.error.toTest', message: 'The flow could not be switched to test mode' },
  toCombat: /*i18n*/ { id: 'flows.error.toCombat', message: 'The flow could not be switched to live' },
  delete: /*i18n*/ { id: 'flows.error.delete', message: 'The flow could not be removed' },
};

const bulkFailed: Record<BulkFlowAction, MessageDescriptor> = {
  pause: /*i18n*/ { id: 'flows.error.bulkPause', message: 'The flows could not be paused' },
  resume: /*i18n*/ { id: 'flows.error.bulkResume', message: 'The flows could not be resumed' },
  delete: /*i18n*/ { id: 'flows.error.bulkDelete', message: 'The flows could not be removed' },
  toTest: /*i18n*/ { id: 'flows.error.bulkToTest', message: 'The flows could not be switched to test mode' },
  toCombat: /*i18n*/ { id: 'flows.error.bulkToCombat', message: 'The flows could not be switched to live' },
};

const done: Partial<Record<FlowAction, MessageDescriptor>> = {
  duplicate: /*i18n*/ { id: 'flows.list.done.duplicate', message: 'The copy is added, paused and in test mode' },
  delete: /*i18n*/ { id: 'flows.list.done.delete', message: 'The flow is deleted' },
};

const bulkDone = /*i18n*/ { id: 'flows.list.done.bulk', message: 'Applied: {applied}. Skipped: {skipped}.' };

const transferDone = {
  transfer: /*i18n*/ { id: 'flows.list.done.offerTransfer', message: 'Offered to the other user: the flow moves when they accept it' },
  copy: /*i18n*/ { id: 'flows.list.done.offerCopy', message: 'Offered to the other user: they get a copy when they accept it' },
};

/**
 * The list's mutations, each telling the user how it went in a toast; each refreshes the flows it changed
 * itself (the mutation hooks own their invalidation).
 */
export function useFlowActions({ onBulkDone }: { onBulkDone?: () => void } = {}) {
  const t = useTranslate();
  const describe = useDescribeFlowError();
  const reasonOf = useFlowRefusalReason();
  // A refusal at a field (a flow without a text cannot run, issue 36) is worded from its rule code, not the API's English.
  const explain = async (error: unknown) => {
    const described = await describe(error);
    return described.body ? await reasonOf({ ...described.body, message: described.message }) : described.message;
  };

  const single = useFlowActionMutation({
    onSuccess: (_result, { action }) => {
      const message = done[action];
      if (message) toast.success(t(message));
    },
    onError: async (error, { action }) => toast.error(t(failed[action]), await explain(error)),
  });

  const bulk = useBulkFlowActionMutation({
    onSuccess: async (result) => {
      const summary = t(bulkDone, { applied: result.applied.length, skipped: result.skipped.length });
      if (result.skipped.length === 0) toast.success(summary);
      else toast.warning(summary, [...new Set(await Promise.all(result.skipped.map(reasonOf)))].join(' '));
      onBulkDone?.();
    },
    onError: async (error, { action }) => toast.error(t(bulkFailed[action]), await explain(error)),
  });

  const transfer = useTransferFlowsMutation({
    onSuccess: (_result, { copy }) => toast.success(t(copy ? transferDone.copy : transferDone.transfer)),
  });

  return { single, bulk, transfer };
}

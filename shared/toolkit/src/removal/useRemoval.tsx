import { useState, type ReactNode } from 'react';
import { toast, type DescribedError } from '@cabinet/design/core';
import { Modal } from '@cabinet/design/overlays';
import { useTranslate } from '@cabinet/i18n';

const messages = {
  ok: /*i18n*/ { id: 'toolkit.removal.ok', message: 'Delete' },
  cancel: /*i18n*/ { id: 'toolkit.removal.cancel', message: 'Cancel' },
};

/** The removal call: a mutation hook's result, which owns what the removal invalidates. */
export interface RemoveMutation<T> {
  mutate(item: T, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }): void;
}

export interface RemovalOptions<T> {
  /** Removes one item, e.g. `useDeleteChatbotMutation()`: the mutation refreshes its list itself. */
  mutation: RemoveMutation<T>;
  /** The notice once it is gone. */
  removed: (item: T) => string;
  /** The notice's title when the API refused; the reason follows in its description. */
  failed: string;
  /** The refusal in the user's words (useDescribeError of the domain's codes). */
  describe: (error: unknown) => Promise<DescribedError>;
  /** The question: its title names the item; the body says what removing it means. */
  confirm: { title: (item: T) => string; body: string; ok?: string; cancel?: string };
}

export interface Removal<T> {
  /** Asks to confirm removing this item (stable: safe in a column factory's dependencies). */
  ask: (item: T) => void;
  /** The confirmation dialog: render it once beside the list. */
  dialog: ReactNode;
}

/**
 * Removing one item of a list after the user confirms it (destructive actions confirm): a notice says it
 * is gone, or why the API refused, in its own words. The dialog's buttons are "Delete" and "Cancel" unless
 * the screen words them its way.
 */
export function useRemoval<T>({ mutation, removed, failed, describe, confirm }: RemovalOptions<T>): Removal<T> {
  const t = useTranslate();
  const [pending, setPending] = useState<T | null>(null);
  const dialog = (
    <Modal
      open={pending !== null}
      title={pending !== null ? confirm.title(pending) : ''}
      okText={confirm.ok ?? t(messages.ok)}
      okButtonProps={{ danger: true }}
      cancelText={confirm.cancel ?? t(messages.cancel)}
      onOk={() => {
        if (pending !== null) {
          const item = pending;
          mutation.mutate(item, {
            onSuccess: () => toast.success(removed(item)),
            onError: async (error) => toast.error(failed, (await describe(error)).message),
          });
        }
        setPending(null);
      }}
      onCancel={() => setPending(null)}
    >
      {confirm.body}
    </Modal>
  );
  return { ask: setPending, dialog };
}

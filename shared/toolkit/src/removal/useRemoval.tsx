import { useCallback, useState, type ReactNode } from 'react';
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

/** Removing the list's selection at once: its own call and question; the list's `askMany` opens it. */
export interface BulkRemoval<B> {
  /** Removes them all, e.g. a bulk-action mutation; its own options report what applied and what was skipped. */
  mutation: RemoveMutation<readonly B[]>;
  /** The question's title, e.g. "Delete the selected mailings (3)?"; the body is `confirm.body` unless given. */
  title: (items: readonly B[]) => string;
  body?: string;
}

export interface RemovalOptions<T, B = T> {
  /** Removes one item, e.g. `useDeleteChatbotMutation()`: the mutation refreshes its list itself. */
  mutation: RemoveMutation<T>;
  /**
   * The notices: a toast once it is gone, and one when the API refused (its title, and the refusal in the
   * user's words, useDescribeError of the domain's codes). Leave them out where the mutation's own options
   * report the outcome (a failure shown inline above the list, a notice per action).
   */
  removed?: (item: T) => string;
  failed?: string;
  describe?: (error: unknown) => Promise<DescribedError>;
  /** The question: its title names the item; the body says what removing it means. */
  confirm: { title: (item: T) => string; body: string; ok?: string; cancel?: string };
  bulk?: BulkRemoval<B>;
}

export interface Removal<T, B = T> {
  /** Asks to confirm removing this item (stable: safe in a column factory's dependencies). */
  ask: (item: T) => void;
  /** Asks to confirm removing these at once (with `bulk`; stable). */
  askMany: (items: readonly B[]) => void;
  /** True from the confirmation until the API answers: the dialog waits with its button busy. */
  pending: boolean;
  /** The item being removed now, until the API answers (null otherwise, and for a bulk removal). */
  removing: T | null;
  /** The confirmation dialog: render it once beside the list. */
  dialog: ReactNode;
}

type Asked<T, B> = { kind: 'one'; item: T } | { kind: 'many'; items: readonly B[] };

/**
 * Removing an item of a list, or its selection, after the user confirms it (destructive actions confirm):
 * nothing is called until they do, and cancelling calls nothing. The dialog stays open, its button busy,
 * until the API answers; then a notice says it is gone, or why the API refused, in its own words. The
 * dialog's buttons are "Delete" and "Cancel" unless the screen words them its way.
 */
export function useRemoval<T, B = T>({ mutation, removed, failed, describe, confirm, bulk }: RemovalOptions<T, B>): Removal<T, B> {
  const t = useTranslate();
  const [asked, setAsked] = useState<Asked<T, B> | null>(null);
  const [pending, setPending] = useState(false);
  const ask = useCallback((item: T) => setAsked({ kind: 'one', item }), []);
  const askMany = useCallback((items: readonly B[]) => setAsked({ kind: 'many', items }), []);

  const settle = () => {
    setPending(false);
    setAsked(null);
  };
  const onError = async (error: unknown) => {
    settle();
    // A refusal is never silent: the title alone where the screen gave no way to word the reason.
    if (failed !== undefined) toast.error(failed, describe ? (await describe(error)).message : undefined);
  };
  const remove = () => {
    if (asked === null || pending) return;
    if (asked.kind === 'one') {
      const item = asked.item;
      setPending(true);
      mutation.mutate(item, {
        onSuccess: () => {
          settle();
          if (removed) toast.success(removed(item));
        },
        onError,
      });
    } else if (bulk) {
      setPending(true);
      bulk.mutation.mutate(asked.items, { onSuccess: settle, onError: settle });
    }
  };

  let title = '';
  let body = confirm.body;
  if (asked?.kind === 'one') title = confirm.title(asked.item);
  else if (asked?.kind === 'many' && bulk) {
    title = bulk.title(asked.items);
    body = bulk.body ?? confirm.body;
  }
  const dialog = (
    <Modal
      open={asked !== null}
      title={title}
      okText={confirm.ok ?? t(messages.ok)}
      okButtonProps={{ danger: true }}
      confirmLoading={pending}
      cancelText={confirm.cancel ?? t(messages.cancel)}
      cancelButtonProps={{ disabled: pending }}
      onOk={remove}
      onCancel={() => {
        // Once confirmed, the call is on its way: the dialog closes with its answer.
        if (!pending) setAsked(null);
      }}
    >
      {body}
    </Modal>
  );
  return { ask, askMany, pending, removing: pending && asked?.kind === 'one' ? asked.item : null, dialog };
}

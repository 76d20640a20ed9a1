import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast, type DescribedError } from '@cabinet/design/core';
import { Modal } from '@cabinet/design/overlays';

interface Removal<T> {
  /** Asks to confirm removing this item (stable: safe in a column factory's dependencies). */
  ask: (item: T) => void;
  /** The confirmation dialog: render it once beside the list. */
  dialog: ReactNode;
}

/**
 * Removing one item of a list, after the owner confirms it: a notice says it is gone, or why the API
 * refused (in its own words), and the list is fetched again either way, so it shows neither what is
 * gone nor less than what stayed.
 */
export function useRemoval<T>({
  remove,
  listKey,
  removed,
  failed,
  describe,
  confirm,
}: {
  remove: (item: T) => Promise<unknown>;
  listKey: QueryKey;
  /** The notice once it is gone. */
  removed: (item: T) => string;
  /** The notice's title when the API refused. */
  failed: string;
  describe: (error: unknown) => Promise<DescribedError>;
  confirm: { title: (item: T) => string; body: string; ok: string; cancel: string };
}): Removal<T> {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<T | null>(null);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: (_result, item) => toast.success(removed(item)),
    onError: async (error) => toast.error(failed, (await describe(error)).message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
  const dialog = (
    <Modal
      open={pending !== null}
      title={pending !== null ? confirm.title(pending) : ''}
      okText={confirm.ok}
      okButtonProps={{ danger: true }}
      cancelText={confirm.cancel}
      onOk={() => {
        if (pending !== null) mutation.mutate(pending);
        setPending(null);
      }}
      onCancel={() => setPending(null)}
    >
      {confirm.body}
    </Modal>
  );
  return { ask: setPending, dialog };
}

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast, type DescribedError } from '@cabinet/design/core';

/**
 * Removing one item of a list: a notice says it is gone, or why the API refused (in its own words), and
 * the list is fetched again either way, so it shows neither what is gone nor less than what stayed.
 */
export function useRemoval<T>({
  remove,
  listKey,
  removed,
  failed,
  describe,
}: {
  remove: (item: T) => Promise<unknown>;
  listKey: QueryKey;
  /** The notice once it is gone. */
  removed: (item: T) => string;
  /** The notice's title when the API refused. */
  failed: string;
  describe: (error: unknown) => Promise<DescribedError>;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remove,
    onSuccess: (_result, item) => toast.success(removed(item)),
    onError: async (error) => toast.error(failed, (await describe(error)).message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

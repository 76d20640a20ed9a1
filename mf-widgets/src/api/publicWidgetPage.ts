import { useQuery } from '@tanstack/react-query';

/** The page of a public booking widget (/bw, /ibw): not retried, since a refusal (another site, no such widget) will not mend itself. */
export function usePublicWidgetPage<T>(key: readonly unknown[], fetch: () => Promise<T>) {
  return useQuery({ queryKey: key, queryFn: fetch, retry: false });
}

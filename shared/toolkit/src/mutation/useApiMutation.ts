import { useMutation, useQueryClient, type QueryClient, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useApiClient, type ApiClient } from '@cabinet/api/core';

/** What a screen may add to a mutation: its own toasts and form marks, not the call itself. */
export type ApiMutationOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

/**
 * A domain's mutation, on which every remote builds its mutation hooks: `call` sends it with the page's
 * client, and `refresh` brings the cache up to date (invalidating through the query factories' keys, or
 * setting what the answer carries) before the screen's own onSettled runs, so a screen never names a key or
 * reaches the client.
 */
export function useApiMutation<TData, TVariables>(
  call: (api: ApiClient, variables: TVariables) => Promise<TData>,
  refresh: (queryClient: QueryClient, data: TData | undefined, variables: TVariables) => Promise<unknown> | undefined,
  options: ApiMutationOptions<TData, TVariables> = {},
): UseMutationResult<TData, Error, TVariables> {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: (variables) => call(api, variables),
    onSettled: async (...args) => {
      const [data, , variables] = args;
      await refresh(queryClient, data, variables);
      await options.onSettled?.(...args);
    },
  });
}

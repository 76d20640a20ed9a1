/** A domain's mutation hooks are built on this: the call, then the cache brought up to date. */
export { useApiMutation, type ApiMutationOptions } from './mutation/useApiMutation';

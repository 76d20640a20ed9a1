import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fillPath, useApiClient, type ApiClient } from '@cabinet/api/core';
import { callDetailSchema, callListSchema, callSchema, QUALITY_PATHS, type Call, type CallDetail } from '@cabinet/api/quality';
import { useApiMutation, type ApiMutationOptions } from '@cabinet/toolkit/mutation';

/* Uploaded call recordings (QUALITY_PATHS): fetchers, the query factories that own their keys, hooks, and the tus upload. */

export async function getCalls(api: ApiClient): Promise<Call[]> {
  return callListSchema.parse(await api.get(QUALITY_PATHS.calls).json());
}

export async function getCall(api: ApiClient, id: string): Promise<CallDetail> {
  return callDetailSchema.parse(await api.get(fillPath(QUALITY_PATHS.call, { id })).json());
}

export async function deleteCall(api: ApiClient, id: string): Promise<void> {
  await api.delete(fillPath(QUALITY_PATHS.call, { id }));
}

export const callKeys = {
  all: ['quality', 'calls'] as const,
  list: () => [...callKeys.all, 'list'] as const,
  one: (id: string) => [...callKeys.all, 'one', id] as const,
};

/** Still being transcribed: the list and the call are asked again until it is done. */
const waiting = (call: Call) => call.state === 'uploaded' || call.state === 'transcribing';
const POLL_MS = 2000;

export const callsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: callKeys.list(), queryFn: () => getCalls(api), refetchInterval: (query) => (query.state.data?.some(waiting) ? POLL_MS : false) });
export const callQuery = (api: ApiClient, id: string) =>
  queryOptions({ queryKey: callKeys.one(id), queryFn: () => getCall(api, id), refetchInterval: (query) => (query.state.data && waiting(query.state.data) ? POLL_MS : false) });

export function useCalls() {
  return useQuery(callsQuery(useApiClient()));
}

/** One call with its scoring; nothing is asked while `id` is null. */
export function useCall(id: string | null) {
  return useQuery({ ...callQuery(useApiClient(), id ?? ''), enabled: id !== null });
}

export const refreshCalls = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: callKeys.all });

export function useDeleteCallMutation(options?: ApiMutationOptions<void, Call>) {
  return useApiMutation((api: ApiClient, call: Call) => deleteCall(api, call.id), refreshCalls, options);
}

export interface UploadHandlers {
  onProgress(sent: number, total: number): void;
  /** The call the finished upload became. */
  onDone(call: Call | null): void;
  /** The API's refusal (its status and body), or the connection's failure after tus's retries. */
  onRefused(status: number | null, body: string): void;
}

/**
 * The tus endpoint as tus-js-client sees it. Its requests go through the API client (its base URL, bearer
 * token and refresh), so this origin is a name only: it keeps the fingerprints tus-js-client stores in
 * localStorage the same across reloads, which is what lets a re-chosen file resume where it stopped.
 */
const TUS_ORIGIN = 'https://cabinet-api.invalid';
/** Decision: 1 MB a PATCH, so the progress moves at least every megabyte over fetch (which reports no upload progress). */
const CHUNK_BYTES = 1024 * 1024;

/** Starts (or resumes, when this browser began the same file before) uploading a recording over tus; answers how to stop it. */
export async function uploadCall(api: ApiClient, file: File, handlers: UploadHandlers): Promise<{ abort(): void }> {
  // Loaded with the first upload, not with the screen.
  const tus = await import('tus-js-client');
  const stack = {
    getName: () => 'cabinet-api-client',
    createRequest(method: string, url: string) {
      const headers = new Headers();
      const controller = new AbortController();
      return {
        getMethod: () => method,
        getURL: () => url,
        setHeader: (name: string, value: string) => headers.set(name, value),
        getHeader: (name: string) => headers.get(name) ?? undefined,
        setProgressHandler: () => undefined,
        async send(body: Blob | null | undefined) {
          const target = new URL(url, TUS_ORIGIN);
          const response = await api(`${target.pathname.slice(1)}${target.search}`, {
            method,
            headers,
            body: body ?? undefined,
            throwHttpErrors: false,
            retry: 0,
            signal: controller.signal,
          });
          const text = await response.text();
          return {
            getStatus: () => response.status,
            getHeader: (name: string) => response.headers.get(name) ?? undefined,
            getBody: () => text,
            getUnderlyingObject: () => response,
          };
        },
        async abort() {
          controller.abort();
        },
        getUnderlyingObject: () => controller,
      };
    },
  };
  const upload = new tus.Upload(file, {
    endpoint: `${TUS_ORIGIN}/${QUALITY_PATHS.callUploads}`,
    httpStack: stack,
    chunkSize: CHUNK_BYTES,
    retryDelays: [0, 1000, 3000, 5000],
    metadata: { filename: file.name },
    removeFingerprintOnSuccess: true,
    // A refusal (413, 415) is final; anything else is retried from the offset the server has.
    onShouldRetry: (error) => {
      const status = error.originalResponse ? error.originalResponse.getStatus() : 0;
      return status === 0 || status >= 500 || status === 423;
    },
    onProgress: (sent, total) => handlers.onProgress(sent, total),
    onError: (error) => {
      const response = 'originalResponse' in error ? error.originalResponse : null;
      handlers.onRefused(response ? response.getStatus() : null, response ? response.getBody() : '');
    },
    onSuccess: ({ lastResponse }) => {
      const parsed = callSchema.safeParse(parseJson(lastResponse.getBody()));
      handlers.onDone(parsed.success ? parsed.data : null);
    },
  });
  const previous = await upload.findPreviousUploads();
  const resumable = previous[0];
  if (resumable) upload.resumeFromPreviousUpload(resumable);
  upload.start();
  return { abort: () => void upload.abort() };
}

/** Starts an upload with the screen's handlers; the list is asked again when one finishes. */
export function useUploadCall(): (file: File, handlers: UploadHandlers) => Promise<{ abort(): void }> {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return (file, handlers) =>
    uploadCall(api, file, {
      ...handlers,
      onDone(call) {
        handlers.onDone(call);
        void refreshCalls(queryClient);
      },
    });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

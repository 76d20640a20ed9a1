import { currentRequestId, logContext } from '../log/logger';

/** Where a job's data keeps the id of the request that sent it (stripped before the handler parses it). */
const REQUEST_ID_KEY = '_requestId';

/** The job's data with the sending request's id, when a request sent it. */
export function withRequestId(data: object): object {
  const requestId = currentRequestId();
  return requestId === undefined ? data : { ...data, [REQUEST_ID_KEY]: requestId };
}

/** Runs a job's handler in the log context of the request that sent it, on its data without the id. */
export function runInRequestContext<T>(queue: string, data: unknown, run: (data: unknown) => Promise<T>): Promise<T> {
  if (typeof data !== 'object' || data === null || !(REQUEST_ID_KEY in data)) return run(data);
  const requestId = data[REQUEST_ID_KEY];
  const rest = Object.fromEntries(Object.entries(data).filter(([key]) => key !== REQUEST_ID_KEY));
  return inRequestContext(queue, typeof requestId === 'string' ? requestId : null, () => run(rest));
}

/** Runs a job in the log context of the request that sent it, if one did. */
export function inRequestContext<T>(queue: string, requestId: string | null, run: () => Promise<T>): Promise<T> {
  return requestId === null ? run() : logContext.run({ requestId, job: queue }, run);
}

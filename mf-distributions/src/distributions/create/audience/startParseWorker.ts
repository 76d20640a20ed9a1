import { RemoteWorker } from '@cabinet/toolkit/worker';

/**
 * The list's worker, or null where there are none. Its own module: jest never loads `import.meta`. The worker's
 * file is named without a content hash (served revalidated, like remoteEntry.js): the federation runtime webpack
 * puts in a worker names its file before hashes exist.
 */
export function startParseWorker(): Worker | null {
  return new RemoteWorker(new URL('./parse.worker.ts', import.meta.url), /* webpackEntryOptions: { filename: "list-parse.worker.js" } */ undefined).worker;
}

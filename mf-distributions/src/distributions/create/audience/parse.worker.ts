import { readSheet } from 'read-excel-file/web-worker';
import { asParseRequest, runParse } from './parseRequest';

/*
 * The list's worker: the file is read and classified here, off the page, so a 50,000-row list never blocks
 * it. Its imports are static: a worker started from a remote's origin cannot load chunks by itself
 * (@cabinet/toolkit/worker). The page ends a reading it no longer wants by terminating the worker.
 */
self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const request = asParseRequest(event.data);
  if (request) void runParse(request, (reply) => self.postMessage(reply), (file) => readSheet(file));
});

import { isSpreadsheet, parseCsvBytes, type ParsedList, type ParseOptions } from './parseList';
import type { ListChoice, ParseReply, ParseRequest } from './parseRequest';
import { readSpreadsheet } from './readSpreadsheet';

/** What readInWorker needs of a worker (a test gives a stand-in). */
export type ParseWorker = Pick<Worker, 'postMessage' | 'terminate' | 'addEventListener'>;

/** The worker's script could not be loaded or run: the page reads the file itself. */
class WorkerUnavailable extends Error {}

/**
 * An uploaded list read into classified rows: in a worker where the browser has them (the page stays
 * responsive however long the file), else on the page in slices (parseList.ts), as in jest.
 */
export async function readList(file: File, choice: ListChoice, options: ParseOptions & { countryId: number }): Promise<ParsedList> {
  if (typeof Worker !== 'undefined') {
    const { startParseWorker } = await import('./startParseWorker');
    const worker = startParseWorker();
    if (worker) {
      try {
        return await readInWorker(worker, { file, fileName: file.name, countryId: options.countryId, ...choice }, options);
      } catch (error) {
        if (!(error instanceof WorkerUnavailable)) throw error;
      }
    }
  }
  return readHere(file, choice, options);
}

/** On the page, in slices that give it back between them. */
export async function readHere(file: File, choice: ListChoice, options: ParseOptions): Promise<ParsedList> {
  return isSpreadsheet(file.name) ? readSpreadsheet(file, options) : parseCsvBytes(new Uint8Array(await file.arrayBuffer()), choice, options);
}

/** Hands the file to the worker, passes its progress on, and terminates it when done or no longer wanted. */
export function readInWorker(worker: ParseWorker, request: ParseRequest, options: Pick<ParseOptions, 'onProgress' | 'signal'>): Promise<ParsedList> {
  return new Promise((resolve, reject) => {
    const end = () => {
      worker.terminate();
      options.signal?.removeEventListener('abort', abort);
    };
    const abort = () => {
      end();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    if (options.signal?.aborted) {
      abort();
      return;
    }
    options.signal?.addEventListener('abort', abort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<ParseReply>) => {
      const reply = event.data;
      if (reply.type === 'progress') options.onProgress?.(reply.share);
      else {
        end();
        if (reply.type === 'done') resolve(reply.list);
        else reject(new Error(reply.message));
      }
    });
    worker.addEventListener('error', (event: ErrorEvent) => {
      event.preventDefault();
      end();
      reject(new WorkerUnavailable(event.message));
    });
    worker.postMessage(request);
  });
}

/**
 * A dedicated worker from a remote's own code: `new RemoteWorker(new URL('./x.worker.ts', import.meta.url)).worker`.
 * shared/build's webpack config names this class as worker syntax, so webpack builds the worker chunk and puts
 * its URL there, as it does for `new Worker(new URL(...))` (a class, not a function: webpack reads an imported
 * function's call as an import's, never as worker syntax).
 *
 * A remote's chunks are served from its own origin while the page is the shell's, and a browser refuses a
 * worker script from another origin. So a cross-origin script is started through a same-origin blob: that
 * imports it (the page's CSP allows `worker-src blob:`, and the remote's origin in `script-src`). The worker's
 * webpack runtime finds its further chunks (split ones, shared modules' fallbacks) beside its own script by
 * reading `self.location`, which in the blob's worker is the blob's: the shim gives it the script's URL.
 * `worker` is null where there are no workers (jsdom, an old browser) or one cannot be started: the
 * caller then does the work on the page.
 */
export class RemoteWorker {
  readonly worker: Worker | null;

  constructor(url: URL, options?: WorkerOptions) {
    this.worker = startWorker(url, options);
  }
}

function startWorker(url: URL, options?: WorkerOptions): Worker | null {
  if (typeof Worker === 'undefined' || typeof location === 'undefined') return null;
  try {
    if (url.origin === location.origin) return new Worker(url, options);
    const shim = URL.createObjectURL(new Blob([shimScript(url.href)], { type: 'text/javascript' }));
    const worker = new Worker(shim, options);
    // The blob is needed only until the worker has read it: its first word, or its failure.
    const revoke = () => URL.revokeObjectURL(shim);
    worker.addEventListener('message', revoke, { once: true });
    worker.addEventListener('error', revoke, { once: true });
    return worker;
  } catch {
    return null;
  }
}

/** The blob's script: the worker's location made the script's (webpack's automatic public path), then the script. */
function shimScript(href: string): string {
  const url = JSON.stringify(href);
  return `Object.defineProperty(self, 'location', { value: new URL(${url}), configurable: true });\nimportScripts(${url});\n`;
}

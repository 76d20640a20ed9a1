import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { KNOWLEDGE_PAGE_MAX_BYTES, KNOWLEDGE_PAGE_MAX_MB, KNOWLEDGE_PAGE_TIMEOUT_SECONDS, type KnowledgeFailure } from '@cabinet/api/ai';
import { isNonPublicAddress } from '../../platform/net/publicAddress';

/*
 * The knowledge base's page fetcher (issue 33): an adapter between the indexer and the web. In production it
 * reads http(s) pages outside the cabinet's own and private networks only: the host's addresses are checked
 * after DNS resolution, at the request (the owner hears url.private at the field) and again when the socket
 * connects (the fetcher's own `lookup`, so a name that resolves elsewhere later still cannot reach inside);
 * every redirect is checked the same way. Development and tests read the local stand-in site (standIn.ts),
 * on 127.0.0.1, so private addresses are allowed there. A time-out and a size limit bound every read.
 */

/** Why a page could not be read: its kind (the screen's words) and the detail in English. */
export class PageFetchError extends Error {
  constructor(
    readonly kind: KnowledgeFailure,
    message: string,
  ) {
    super(message);
    this.name = 'PageFetchError';
  }
}

export interface FetchedPage {
  /** The address the page was read from (after redirects). */
  url: string;
  contentType: string;
  /** The body decoded by its charset (UTF-8 when it names none). */
  html: string;
  bytes: number;
}

export interface PageFetcher {
  /** The page's HTML, or a PageFetchError with the reason (404, time-out, too large, not HTML, refused address). */
  fetch(url: string): Promise<FetchedPage>;
  /** Whether the address may be asked for at all (production: its host's addresses are public); its rule code otherwise. */
  check(url: string): Promise<'url.private' | 'url.invalid' | null>;
}

export type Resolve = (host: string) => Promise<readonly string[]>;

export interface PageFetcherOptions {
  /** Development and tests: the stand-in site is on 127.0.0.1. Never in production. */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  /** The host's addresses (tests give their own); the system's resolver by default. */
  resolve?: Resolve;
}

const MAX_REDIRECTS = 5;

const systemResolve: Resolve = (host) =>
  new Promise((resolve, reject) => {
    dnsLookup(host, { all: true }, (error, addresses: LookupAddress[]) => (error ? reject(error) : resolve(addresses.map((entry) => entry.address))));
  });

/** A URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url : null;
  } catch {
    return null;
  }
}

/** The charset a Content-Type names, if TextDecoder knows it. */
function decoderOf(contentType: string): TextDecoder {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
  if (charset) {
    try {
      return new TextDecoder(charset);
    } catch {
      // An unknown charset is read as UTF-8.
    }
  }
  return new TextDecoder('utf-8');
}

const isHtml = (contentType: string) => /^(text\/html|application\/xhtml\+xml)\b/i.test(contentType.trim());

export function pageFetcher(options: PageFetcherOptions): PageFetcher {
  const timeoutMs = options.timeoutMs ?? KNOWLEDGE_PAGE_TIMEOUT_SECONDS * 1000;
  const maxBytes = options.maxBytes ?? KNOWLEDGE_PAGE_MAX_BYTES;
  const resolve = options.resolve ?? systemResolve;
  const limitText = options.maxBytes === undefined ? `${KNOWLEDGE_PAGE_MAX_MB} MB` : `${maxBytes} bytes`;

  /** The host's addresses when all are public (or private ones are allowed); a refusal otherwise. */
  async function addressesOf(host: string): Promise<string[]> {
    let addresses: readonly string[];
    if (isIP(host) !== 0) addresses = [host];
    else {
      try {
        addresses = await resolve(host);
      } catch {
        throw new PageFetchError('pageNotFound', `The address ${host} could not be found (DNS)`);
      }
    }
    if (addresses.length === 0) throw new PageFetchError('pageNotFound', `The address ${host} could not be found (DNS)`);
    if (!options.allowPrivate && addresses.some(isNonPublicAddress)) throw new PageFetchError('pageRefused', `The address ${host} is in a private or local network`);
    return [...addresses];
  }

  /** One request, connecting only to the addresses checked above (the socket never resolves the name again). */
  function request(url: URL, addresses: readonly string[], deadline: AbortSignal): Promise<{ status: number; statusText: string; location: string | null; contentType: string; body: Uint8Array }> {
    const pinned: LookupFunction = (_host, lookupOptions, callback) => {
      const address = addresses[0] ?? '';
      if (lookupOptions.all) callback(null, addresses.map((entry) => ({ address: entry, family: isIP(entry) })));
      else callback(null, address, isIP(address));
    };
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolvePromise, reject) => {
      const req = client.request(
        url,
        { method: 'GET', lookup: pinned, signal: deadline, headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1', 'user-agent': 'CabinetAssistant/1.0 (knowledge base)' } },
        (res) => {
          const status = res.statusCode ?? 0;
          const contentType = String(res.headers['content-type'] ?? '');
          const location = typeof res.headers.location === 'string' ? res.headers.location : null;
          if (status >= 300) {
            res.resume();
            resolvePromise({ status, statusText: res.statusMessage ?? '', location, contentType, body: new Uint8Array() });
            return;
          }
          const declared = Number(res.headers['content-length'] ?? NaN);
          if (Number.isFinite(declared) && declared > maxBytes) {
            res.destroy();
            reject(new PageFetchError('pageTooLarge', `The page is larger than ${limitText}`));
            return;
          }
          if (!isHtml(contentType)) {
            res.destroy();
            reject(new PageFetchError('pageNotHtml', `The address is not an HTML page (${contentType.split(';')[0]?.trim() || 'no type given'})`));
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.byteLength;
            if (size > maxBytes) {
              res.destroy();
              reject(new PageFetchError('pageTooLarge', `The page is larger than ${limitText}`));
              return;
            }
            chunks.push(chunk);
          });
          res.on('end', () => resolvePromise({ status, statusText: res.statusMessage ?? '', location, contentType, body: new Uint8Array(Buffer.concat(chunks)) }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  return {
    async check(value) {
      const url = parseHttpUrl(value);
      if (!url) return 'url.invalid';
      try {
        await addressesOf(hostOf(url));
      } catch (error) {
        // An address that cannot be resolved now is not refused here: the fetch says so in the source's error.
        return error instanceof PageFetchError && /private or local/.test(error.message) ? 'url.private' : null;
      }
      return null;
    },

    async fetch(value) {
      const deadline = AbortSignal.timeout(timeoutMs);
      let url = parseHttpUrl(value);
      if (!url) throw new PageFetchError('pageNotHttp', 'The address is not an http(s) address');
      try {
        for (let redirects = 0; ; redirects += 1) {
          const answer = await request(url, await addressesOf(hostOf(url)), deadline);
          if (answer.status >= 300 && answer.status < 400 && answer.location !== null) {
            if (redirects >= MAX_REDIRECTS) throw new PageFetchError('pageRedirects', `The page redirects more than ${MAX_REDIRECTS} times`);
            const next: URL | null = parseHttpUrl(new URL(answer.location, url).toString());
            if (!next) throw new PageFetchError('pageNotHttp', 'The page redirects to an address that is not http(s)');
            url = next;
            continue;
          }
          if (answer.status < 200 || answer.status >= 300) throw new PageFetchError('pageStatus', `The page answered ${answer.status}${answer.statusText ? ` ${answer.statusText}` : ''}`);
          return { url: url.toString(), contentType: answer.contentType, html: decoderOf(answer.contentType).decode(answer.body), bytes: answer.body.byteLength };
        }
      } catch (error) {
        if (error instanceof PageFetchError) throw error;
        if (deadline.aborted) throw new PageFetchError('pageTimeout', `The page did not answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}`);
        throw new PageFetchError('fetchFailed', `The page could not be read: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}

import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { RestPluginSettings } from '@cabinet/api/ai';
import type { ToolDefinition } from '../platform/languageModel/LanguageModel';
import { isNonPublicAddress } from '../platform/net/publicAddress';

/*
 * The rest plugin (issue 33, spec section 3): the owner's HTTP endpoint the model may call. The call is the
 * API's, so it is guarded: only http(s), and — outside development — only addresses on the public internet.
 * The host is resolved and every address checked, and the connection goes to the address checked (the
 * lookup is the request's own: a second resolution cannot swap in a private one). No redirect is followed.
 * A failure of any kind is told to the model as the tool's error; it never fails the dialogue.
 */

export const REST_TOOL = 'rest';
/** The whole call, connection to last byte. */
export const REST_TIMEOUT_MS = 5000;
/** The response's body beyond this is refused (the model could not read more anyway). */
export const REST_MAX_BYTES = 64 * 1024;
/** What of the body the model is given. */
const REST_RESULT_CHARS = 4000;

export class RestCallError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestCallError';
  }
}

export interface RestCallOptions {
  /** Development: any address, the cabinet's own and the private network's included. */
  allowPrivate: boolean;
  /** Hosts refused whatever they resolve to: the cabinet's own (its public URL's host). */
  ownHosts?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
}

export interface RestCallResult {
  status: number;
  body: string;
}

/** The request the settings and the model's arguments make: fixed values win over the model's. */
export function restRequestOf(settings: Pick<RestPluginSettings, 'method' | 'url' | 'params'>, args: Readonly<Record<string, unknown>>): { url: URL; body: string | null } {
  const values: Record<string, string> = {};
  for (const param of settings.params) {
    const given = args[param.key];
    const value = param.value !== '' ? param.value : typeof given === 'string' || typeof given === 'number' || typeof given === 'boolean' ? String(given) : '';
    values[param.key] = value;
  }
  const url = new URL(settings.url);
  if (settings.method === 'GET' || settings.method === 'DELETE') {
    for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
    return { url, body: null };
  }
  return { url, body: JSON.stringify(values) };
}

/** The guarded lookup: every address the host resolves to must be public (unless allowed); the first is connected to. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = allowPrivate ? undefined : addresses.find((entry) => isNonPublicAddress(entry.address));
      if (refused) return callback(new RestCallError(`${hostname} resolves to ${refused.address}, an address outside the public internet`), '', 0);
      const [first] = addresses;
      if (!first) return callback(new RestCallError(`${hostname} resolves to no address`), '', 0);
      if (options.all) return callback(null, [first]);
      return callback(null, first.address, first.family);
    });
  };
}

/**
 * Calls the endpoint once: http(s) only; outside development never this host's own, private, link-local or
 * unique-local addresses; within the time-out and the size limit. Throws RestCallError with a reason a
 * model (and the owner reading the reports) can read.
 */
export async function callRest(settings: Pick<RestPluginSettings, 'method' | 'url' | 'params'>, args: Readonly<Record<string, unknown>>, options: RestCallOptions): Promise<RestCallResult> {
  let prepared: { url: URL; body: string | null };
  try {
    prepared = restRequestOf(settings, args);
  } catch {
    throw new RestCallError('The plugin’s address is not a URL');
  }
  const { url, body } = prepared;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new RestCallError(`Only http and https addresses are called, not ${url.protocol}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivate) {
    if ((options.ownHosts ?? []).some((own) => own.toLowerCase() === host.toLowerCase())) throw new RestCallError('The cabinet does not call its own address');
    if (host.toLowerCase() === 'localhost' || host.toLowerCase().endsWith('.localhost')) throw new RestCallError(`${host} is this machine`);
    if (isIP(host) !== 0 && isNonPublicAddress(host)) throw new RestCallError(`${host} is an address outside the public internet`);
  }
  const timeoutMs = options.timeoutMs ?? REST_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? REST_MAX_BYTES;
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<RestCallResult>((resolve, reject) => {
    let settled = false;
    const finish = (outcome: { result: RestCallResult } | { error: RestCallError }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if ('result' in outcome) resolve(outcome.result);
      else reject(outcome.error);
    };
    const req = send(
      url,
      {
        method: settings.method,
        // An IP literal is connected to as it is (checked above); a name through the guarded lookup.
        lookup: guardedLookup(options.allowPrivate),
        headers: { accept: 'application/json, text/plain;q=0.9, */*;q=0.5', 'user-agent': 'cabinet-ai-rest-plugin', ...(body === null ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }) },
      },
      (response: IncomingMessage) => {
        const declared = Number(response.headers['content-length'] ?? '0');
        if (declared > maxBytes) {
          response.destroy();
          finish({ error: new RestCallError(`The response is larger than ${maxBytes} bytes`) });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            finish({ error: new RestCallError(`The response is larger than ${maxBytes} bytes`) });
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => finish({ result: { status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') } }));
        response.on('error', (error) => finish({ error: new RestCallError(`The connection broke: ${error.message}`) }));
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      finish({ error: new RestCallError(`No answer within ${Math.round(timeoutMs / 100) / 10} s`) });
    }, timeoutMs);
    req.on('error', (error) => finish({ error: error instanceof RestCallError ? error : new RestCallError(`The call failed: ${error.message}`) }));
    if (body !== null) req.write(body);
    req.end();
  });
}

/** The OpenAI tool of the plugin: the parameters without a fixed value are the model's to fill. */
export function restTool(settings: RestPluginSettings): ToolDefinition {
  const open = settings.params.filter((param) => param.value === '');
  return {
    name: REST_TOOL,
    description: `Ask the business's own service (${settings.method} ${settings.url}) and answer from what it returns. Call it: ${settings.whenToCall || 'when the client asks what the service knows'}`,
    parameters: {
      type: 'object',
      properties: Object.fromEntries(open.map((param) => [param.key, { type: 'string', description: param.description || param.key }])),
      required: open.map((param) => param.key),
    },
  };
}

/** The model's arguments (JSON text) as an object; anything else is no arguments. */
function argumentsOf(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? Object.fromEntries(Object.entries(parsed)) : {};
  } catch {
    return {};
  }
}

/**
 * Runs the model's call of the plugin and says what came of it, as the system message the model answers
 * from: `Tool result (rest): …` with the status and the body (cut), or `Tool error (rest): …`.
 */
export async function runRestTool(settings: RestPluginSettings, argumentsText: string, options: RestCallOptions): Promise<{ ok: boolean; message: string }> {
  try {
    const result = await callRest(settings, argumentsOf(argumentsText), options);
    const text = result.body.length > REST_RESULT_CHARS ? `${result.body.slice(0, REST_RESULT_CHARS)}…` : result.body;
    if (result.status < 200 || result.status >= 300) return { ok: false, message: `Tool error (${REST_TOOL}): the service answered HTTP ${result.status}: ${text}` };
    return { ok: true, message: `Tool result (${REST_TOOL}): ${text.replace(/\s*\n\s*/g, ' ')}` };
  } catch (error) {
    const reason = error instanceof RestCallError ? error.message : 'The call failed';
    return { ok: false, message: `Tool error (${REST_TOOL}): ${reason}. Tell the client you cannot look it up now.` };
  }
}

/** The guard of this environment: development calls any address; production only the public internet, never the cabinet's own host. */
export function restCallOptionsOf(config: { mode: 'development' | 'production'; publicUrl: string }): RestCallOptions {
  let own: string[] = [];
  try {
    own = [new URL(config.publicUrl).hostname];
  } catch {
    own = [];
  }
  return { allowPrivate: config.mode === 'development', ownHosts: own };
}

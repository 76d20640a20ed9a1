import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { saveRestPluginRequestSchema, type RestPluginSettings } from '@cabinet/api/ai';
import { standInAnswer, standInArguments, standInToolCall } from '../platform/languageModel/standIns/openAi';
import { isNonPublicAddress } from '../platform/net/publicAddress';
import { callRest, restCallOptionsOf, restTool, runRestTool } from './restPlugin';

let server: Server;
let base: string;
const seen: Array<{ method: string; url: string; body: string }> = [];

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', body });
      if (request.url?.startsWith('/slow')) return void setTimeout(() => response.end('late'), 2000).unref();
      if (request.url?.startsWith('/huge')) {
        // No content-length: the limit is counted as it streams.
        response.write('x'.repeat(40_000));
        response.write('x'.repeat(40_000));
        return void response.end();
      }
      if (request.url?.startsWith('/missing')) return void response.writeHead(404).end('no such flower');
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ roses: '120 per stem', echo: request.url, body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const settings = (overrides: Partial<RestPluginSettings> = {}): RestPluginSettings => ({
  enabled: true,
  method: 'GET',
  url: `${base}/prices`,
  whenToCall: 'when the client asks for a "price"',
  params: [
    { key: 'shop', value: 'lotus', description: '' },
    { key: 'flower', value: '', description: 'The flower asked about' },
  ],
  version: 1,
  ...overrides,
});
const development = { allowPrivate: true };
const production = { allowPrivate: false };

describe('the rest plugin’s settings', () => {
  const valid = { enabled: true, method: 'GET', url: 'https://shop.example.com/api/prices', params: [{ key: 'flower', value: '', description: 'The flower' }] };

  it('accepts an http(s) address with distinct keys, and refuses the rest at the field', () => {
    expect(saveRestPluginRequestSchema.safeParse(valid).success).toBe(true);
    // Off, the address may stay empty; on, it may not.
    expect(saveRestPluginRequestSchema.safeParse({ ...valid, enabled: false, url: '' }).success).toBe(true);
    const issues = (input: unknown) => {
      const result = saveRestPluginRequestSchema.safeParse(input);
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    };
    expect(issues({ ...valid, url: '' })).toEqual(['url:rest.url']);
    expect(issues({ ...valid, url: 'ftp://shop.example.com/x' })).toEqual(['url:rest.url']);
    expect(issues({ ...valid, url: 'javascript:alert(1)' })).toEqual(['url:rest.url']);
    expect(issues({ ...valid, method: 'TRACE' })).toEqual([expect.stringMatching(/^method:/)]);
    expect(issues({ ...valid, params: [{ key: '1st flower', value: '', description: '' }] })).toEqual(['params.0.key:rest.key']);
    expect(issues({ ...valid, params: [{ key: '', value: 'x', description: '' }] })).toEqual(['params.0.key:required']);
    expect(issues({ ...valid, params: [{ key: 'a' }, { key: 'a' }] })).toEqual(['params.1.key:rest.keyDuplicate']);
    expect(issues({ ...valid, params: Array.from({ length: 11 }, (_, index) => ({ key: `k${index}` })) })).toEqual(['params:rest.tooManyParams']);
    expect(issues({ ...valid, whenToCall: 'x'.repeat(501) })).toEqual(['whenToCall:text.tooLong']);
  });

  it('offers the model only the parameters without a fixed value', () => {
    expect(restTool(settings()).parameters).toEqual({ type: 'object', properties: { flower: { type: 'string', description: 'The flower asked about' } }, required: ['flower'] });
    expect(restTool(settings()).description).toContain('"price"');
  });
});

describe('the rest plugin’s call', () => {
  it('sends a GET’s parameters in the query string and the others as JSON, fixed values over the model’s', async () => {
    const got = await callRest(settings(), { flower: 'roses', shop: 'other' }, development);
    expect(got.status).toBe(200);
    expect(JSON.parse(got.body)).toMatchObject({ roses: '120 per stem', echo: '/prices?shop=lotus&flower=roses' });
    await callRest(settings({ method: 'POST' }), { flower: 'tulips' }, development);
    expect(seen.at(-1)).toMatchObject({ method: 'POST', url: '/prices', body: JSON.stringify({ shop: 'lotus', flower: 'tulips' }) });
  });

  it('refuses in production this machine, private, link-local and unique-local addresses, and the cabinet’s own host', async () => {
    const before = seen.length;
    await expect(callRest(settings(), {}, production)).rejects.toThrow(/outside the public internet/);
    await expect(callRest(settings({ url: base.replace('127.0.0.1', 'localhost') }), {}, production)).rejects.toThrow(/this machine/);
    for (const host of ['10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '[::1]', '[fe80::1]', '[fd12:3456::1]', '[::ffff:127.0.0.1]', '0.0.0.0']) {
      await expect(callRest(settings({ url: `http://${host}/x` }), {}, production)).rejects.toThrow(/outside the public internet/);
    }
    const own = restCallOptionsOf({ mode: 'production', publicUrl: 'https://cabinet.example.com' });
    await expect(callRest(settings({ url: 'https://cabinet.example.com/api/v1/x' }), {}, own)).rejects.toThrow(/own address/);
    // Nothing reached the server.
    expect(seen.length).toBe(before);
    expect(isNonPublicAddress('93.184.216.34')).toBe(false);
    expect(isNonPublicAddress('2606:2800:220:1:248:1893:25c8:1946')).toBe(false);
    expect(restCallOptionsOf({ mode: 'development', publicUrl: 'http://localhost:3100' }).allowPrivate).toBe(true);
  });

  it('gives up after its time-out and refuses a response over its size limit', async () => {
    await expect(callRest(settings({ url: `${base}/slow` }), {}, { ...development, timeoutMs: 300 })).rejects.toThrow(/No answer within 0.3 s/);
    await expect(callRest(settings({ url: `${base}/huge` }), {}, { ...development, maxBytes: 64 * 1024 })).rejects.toThrow(/larger than 65536 bytes/);
  });

  it('tells the model a failure as the tool’s error, never throwing', async () => {
    expect(await runRestTool(settings(), '{"flower":"roses"}', development)).toEqual({ ok: true, message: expect.stringMatching(/^Tool result \(rest\): .*120 per stem/) });
    expect(await runRestTool(settings({ url: `${base}/missing` }), 'not json', development)).toEqual({ ok: false, message: 'Tool error (rest): the service answered HTTP 404: no such flower' });
    expect(await runRestTool(settings(), '{}', production)).toEqual({ ok: false, message: expect.stringMatching(/^Tool error \(rest\): .*outside the public internet/) });
    expect(await runRestTool(settings({ url: 'http://127.0.0.1:1/closed' }), '{}', development)).toEqual({ ok: false, message: expect.stringMatching(/^Tool error \(rest\): The call failed/) });
  });
});

describe('the stand-in model and the rest plugin', () => {
  it('calls it when the client’s message holds a phrase its description quotes, fills its parameters, then answers from its result', () => {
    const tool = restTool(settings());
    const tools = [{ type: 'function' as const, function: tool }];
    expect(standInToolCall(tools, 'Hello there')).toBeNull();
    expect(standInToolCall(tools, 'What is the PRICE of roses?')).toBe('rest');
    expect(standInArguments(tools, 'rest', 'What is the price of roses?')).toEqual({ flower: 'What is the price of roses?' });
    const answer = standInAnswer([
      { role: 'system', content: 'You answer for the Lotus shop.' },
      { role: 'user', content: 'What is the price of roses?' },
      { role: 'system', content: 'Tool result (rest): {"roses":"120 per stem"}' },
    ]);
    expect(answer).toBe('Stand-in model (it matches words and understands nothing): the tool answered: “{"roses":"120 per stem"}”');
  });
});

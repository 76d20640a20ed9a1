import type { RouteOptions } from 'fastify';
import { apiErrorSchema } from '@cabinet/api/contract';
import { createTestApp, type TestApp } from '../../testing/createTestApp';
import { ACCESS_LEVELS } from '../http/route';
import type { OpenApiDocument } from './document';

/** Every route fastify registered, as `METHOD /path/{param}`, walked with an onRoute hook of the test's own. */
function walkedRoutes(seen: readonly RouteOptions[]): string[] {
  return seen.flatMap((options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    return methods
      .map(String)
      // HEAD twins answer as their GET does; OPTIONS * is @fastify/cors's preflight, which no path documents.
      .filter((method) => method !== 'HEAD' && !(method === 'OPTIONS' && options.url === '*'))
      .map((method) => `${method} ${options.url.replace(/:(\w+)/g, '{$1}')}`);
  });
}

function documentedRoutes(document: OpenApiDocument): string[] {
  return Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
}

describe.each(['development', 'production'] as const)('the OpenAPI document in %s', (mode) => {
  let t: TestApp;
  const seen: RouteOptions[] = [];
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, env: { API_MODE: mode }, app: { onRoute: (options) => void seen.push(options) } });
    const response = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every registered route with its method, and no other', () => {
    const walked = walkedRoutes(seen);
    expect(walked.length).toBeGreaterThan(40);
    expect([...documentedRoutes(document)].sort()).toEqual([...walked].sort());
    expect(new Set(walked).size).toBe(walked.length);
    if (mode === 'production') expect(walked.filter((route) => route.includes('/dev/'))).toEqual([]);
  });

  it('gives every operation a summary, its access level, and answers described', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const where = `${method} ${path}`;
        expect([where, operation.summary.length > 0]).toEqual([where, true]);
        expect([where, ACCESS_LEVELS.includes(operation['x-access'])]).toEqual([where, true]);
        expect([where, operation.security !== undefined]).toEqual([where, operation['x-access'] !== 'guest']);
        const success = Object.keys(operation.responses).filter((status) => status < '400');
        expect([where, success.length > 0]).toEqual([where, true]);
        if (operation['x-access'] !== 'guest') expect(operation.responses['401']).toBeDefined();
        if (operation['x-access'] === 'superAdmin') expect(operation.responses['403']).toBeDefined();
        for (const name of path.match(/\{(\w+)\}/g) ?? []) {
          expect(operation.parameters?.some((parameter) => parameter.in === 'path' && `{${parameter.name}}` === name)).toBe(true);
        }
      }
    }
  });

  it('draws its schemas from the shared contract, every reference resolving', () => {
    expect(document.openapi).toBe('3.1.0');
    const flowsList = document.paths['/api/v1/Workflows']?.get;
    expect(flowsList?.responses['200']?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/FlowPage' });
    expect(flowsList?.parameters?.map((parameter) => parameter.name)).toEqual(['page', 'pageSize', 'status', 'type', 'mode', 'search', 'sort', 'order']);
    expect(document.components.schemas.ApiError).toMatchObject({ type: 'object', required: ['message', 'code'] });
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(document.components.schemas[ref.replace('#/components/schemas/', '')]).toBeDefined();
    }
  });

  it('is readable as a self-contained page at /docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    const html = response.body;
    // Nothing loads from anywhere: no script, no stylesheet or image link, no other origin.
    expect(html).not.toMatch(/<script|<link|<img|src=|https?:\/\/(?!json-schema)/i);
    for (const route of documentedRoutes(document)) {
      const [method = '', path = ''] = route.split(' ');
      expect(html).toContain(`<span class="method ${method.toLowerCase()}">${method}</span><code>${path}</code>`);
    }
  });

  it('answers a refusal on its own routes in the contract shape too', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/openapi.json' });
    expect(response.statusCode).toBe(405);
    expect(apiErrorSchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
  });
});

import { z } from 'zod';
import type { DomainModule } from '../DomainModule';
import { route } from '../http/route';
import { systemClock } from '../clock';
import { manualJobQueue } from '../jobs/manualJobQueue';
import { createTestApp, type TestApp } from '../../testing/createTestApp';
import { createLogger } from './logger';

interface Line {
  pid: number;
  reqId?: string;
  job?: string;
  msg?: string;
  [key: string]: unknown;
}

/** A domain whose one route logs, then sends a job whose handler logs: what the engine's routes do. */
function loggingDomain(): DomainModule {
  return {
    name: 'logging-test',
    migrations: [],
    routes: (ctx) => [
      route({
        method: 'POST',
        path: 'test/log-and-enqueue',
        access: 'guest',
        summary: 'Logs a line and sends a job',
        body: z.object({ note: z.string() }),
        responses: { 200: { description: 'Sent', schema: z.object({ ok: z.boolean() }) } },
        async handler({ body }) {
          ctx.log.info(`route saw ${body().note}`);
          await ctx.jobs.send('log-test', { note: body().note });
          return { ok: true };
        },
      }),
    ],
    jobs(ctx) {
      ctx.jobs.work('log-test', (data) => z.object({ note: z.string() }).parse(data), async ({ note }) => {
        ctx.log.info(`job saw ${note}`);
      });
    },
  };
}

describe('structured logs with the request id', () => {
  let t: TestApp;
  const lines: Line[] = [];
  const jobs = manualJobQueue(systemClock);

  beforeAll(async () => {
    const logger = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(JSON.parse(line) as Line) } });
    t = await createTestApp({ seed: false, app: { logger, jobs, domains: [loggingDomain()] } });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  it("takes the balancer's X-Request-Id, returns it, and every line of the request and of the job it sent carries it and the pid", async () => {
    const response = await t.app.inject({ method: 'POST', url: '/test/log-and-enqueue', headers: { 'x-request-id': 'balancer-42' }, payload: { note: 'hello' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-request-id']).toBe('balancer-42');
    await jobs.drain();

    const messages = lines.filter((line) => line.reqId === 'balancer-42').map((line) => line.msg);
    expect(messages).toEqual(['incoming request', 'route saw hello', 'request completed', 'job saw hello']);
    expect(lines.find((line) => line.msg === 'job saw hello')).toMatchObject({ job: 'log-test' });
    expect(lines.every((line) => line.pid === process.pid)).toBe(true);
    // The id is said once a line, not repeated by the request's own logger.
    expect(lines.every((line) => Object.keys(line).filter((key) => key === 'reqId').length <= 1)).toBe(true);
  });

  it('makes an id when none is given, or when the given one could forge a log line', async () => {
    for (const headers of [{}, { 'x-request-id': 'a"}\n{"level":60' }]) {
      lines.length = 0;
      const response = await t.app.inject({ method: 'GET', url: '/health', headers });
      const id = response.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(lines.map((line) => line.reqId)).toEqual([id, id]);
    }
  });
});

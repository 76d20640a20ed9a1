import type { FastifyInstance } from 'fastify';
import type { Queryable } from './db/Db';

/**
 * Whether this process may take traffic (issue 35): not while it is starting (migrating the database and
 * seeding the demo), nor while its database does not answer. Liveness is only "the process answers".
 */
export interface Readiness {
  /** True from the process's start until main.ts has migrated (and seeded): requests other than health wait. */
  starting: boolean;
}

export const READY_WHEN_BUILT: Readiness = { starting: false };

export type ReadinessReport = { ready: boolean; database: 'ok' | 'unreachable'; migrations: 'running' | 'done' };

/** A database that takes this long to answer `select 1` counts as unreachable. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

export async function checkReadiness(readiness: Readiness, db: Queryable): Promise<ReadinessReport> {
  const migrations = readiness.starting ? 'running' : 'done';
  let timer: NodeJS.Timeout | undefined;
  const database = await Promise.race([
    db.query('select 1').then(
      () => 'ok' as const,
      () => 'unreachable' as const,
    ),
    new Promise<'unreachable'>((resolve) => {
      timer = setTimeout(() => resolve('unreachable'), DATABASE_CHECK_TIMEOUT_MS);
    }),
  ]).finally(() => clearTimeout(timer));
  return { ready: database === 'ok' && migrations === 'done', database, migrations };
}

/** While starting, every route but the health checks answers 503 with Retry-After: the schema is not there yet. */
export function installStartupGate(app: FastifyInstance, readiness: Readiness): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!readiness.starting || request.url.toLowerCase().startsWith('/health')) return;
    await reply
      .code(503)
      .header('retry-after', '5')
      .send({ code: 'SERVICE_UNAVAILABLE', message: 'The API is starting (migrating its database): try again in a few seconds' });
  });
}

import type { FastifyInstance } from 'fastify';
import type { Db, Queryable } from './db/Db';

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

/**
 * A database that takes this long to answer `select 1` counts as unreachable, unless another of the process's
 * queries was answered meanwhile: then the probe only waited for a pool busy with a burst, and a balancer that
 * left the process out for it answered 503 to requests the process was serving (npm run bench:scale).
 */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

export async function checkReadiness(readiness: Readiness, db: Queryable & Pick<Db, 'answeredWithin'>): Promise<ReadinessReport> {
  const migrations = readiness.starting ? 'running' : 'done';
  let timer: NodeJS.Timeout | undefined;
  const database = await Promise.race([
    db.query('select 1').then(
      () => 'ok' as const,
      () => 'unreachable' as const,
    ),
    new Promise<'ok' | 'unreachable'>((resolve) => {
      timer = setTimeout(() => resolve(db.answeredWithin?.(DATABASE_CHECK_TIMEOUT_MS) ? 'ok' : 'unreachable'), DATABASE_CHECK_TIMEOUT_MS);
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

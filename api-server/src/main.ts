import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DOMAINS } from './domains';
import { migrate } from './platform/db/migrate';
import { openDb } from './platform/db/openDb';
import { pgBossQueue } from './platform/jobs/pgBossQueue';
import { createLogger, logLevelFrom } from './platform/log/logger';
import type { Readiness } from './platform/readiness';
import { seedDemoData } from './seed';

const config = loadConfig(process.env, { appDir: fileURLToPath(new URL('..', import.meta.url)) });
// JSON lines on stdout, LOG_LEVEL deep (info by default), each with the pid and the request's id where there is one.
const log = createLogger({ level: logLevelFrom(process.env) });
const db = await openDb(config, log);

/** The server once built: closed if the start fails after it listens, so the process exits instead of hanging. */
let started: { close(): Promise<unknown> } | null = null;
try {
  // Listening before migrating: the process is live at once and says it is not ready (health/ready) until
  // it has migrated and seeded, so a balancer or an orchestrator waits instead of restarting it. Processes
  // starting together migrate under one advisory lock: each migration runs once, the others wait for it.
  const readiness: Readiness = { starting: true };
  const jobs = pgBossQueue(db, log, { expireSeconds: config.jobExpireSeconds });
  const app = await buildApp(config, db, { jobs, readiness, logger: log });
  started = app;
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing the server and the job queue, then the database`);
    try {
      // Together: the server answers the requests in flight (and takes no new one) while each queue worker
      // finishes the job it is running and gives the jobs it fetched but has not begun back to the queue,
      // for the other processes or this one's successor. A job a request sends meanwhile is stored as ever.
      await Promise.all([app.close(), jobs.stop()]);
    } finally {
      await db.close();
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      shutdown(signal).catch((error: unknown) => {
        log.error({ err: error }, 'Shutdown failed');
        process.exitCode = 1;
      });
    });
  }

  await app.listen({ port: config.port, host: config.host });
  // A process that cannot migrate (or start its queue) stops listening (below): it exits, not live and never ready.
  const { applied, adopted } = await migrate(db, DOMAINS);
  if (adopted.length > 0) app.log.info(`Migrations found applied by the previous release, recorded: ${adopted.join(', ')}`);
  if (applied.length > 0) app.log.info(`Migrations applied: ${applied.join(', ')}`);
  if (config.seed) await seedDemoData(db, config, app.log);
  readiness.starting = false;
  // After the seed: the engine's first sweep sees the demo's data.
  await jobs.start();
  app.log.info(`Cabinet API (${config.mode}) listening on http://${config.host}:${config.port}, public URL ${config.publicUrl}; described at /docs`);
} catch (error) {
  log.fatal({ err: error }, 'The API could not start');
  // Not listening on, live but never ready (the job queue failing to start came after listen): it exits 1.
  await started?.close().catch(() => undefined);
  await db.close().catch(() => undefined);
  process.exitCode = 1;
  // Whatever the failed start left running (a job queue's timers) must not keep the process alive.
  setTimeout(() => process.exit(1), 2000).unref();
}

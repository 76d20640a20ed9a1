import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate } from './db/migrate';
import { openDb } from './db/openDb';
import { seedDemoData } from './seed';

const config = loadConfig(process.env, { appDir: fileURLToPath(new URL('..', import.meta.url)) });
const db = await openDb(config, console);

try {
  const applied = await migrate(db);
  const app = await buildApp(config, db);
  if (applied.length > 0) app.log.info(`Migrations applied: ${applied.join(', ')}`);
  if (config.seed) await seedDemoData(db, config, app.log);

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing the server and the database`);
    try {
      await app.close();
    } finally {
      await db.close();
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      shutdown(signal).catch((error: unknown) => {
        console.error(error);
        process.exitCode = 1;
      });
    });
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Cabinet API (${config.mode}) listening on http://${config.host}:${config.port}, public URL ${config.publicUrl}`);
} catch (error) {
  console.error('The API could not start:', error);
  await db.close();
  process.exitCode = 1;
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import type { Db } from './Db';
import { openPgDb } from './pgDb';
import { openPgliteDb } from './pgliteDb';

export async function openDb(config: Pick<Config, 'databaseUrl' | 'dataDir'>, log: { error(message: string): void }): Promise<Db> {
  const url = config.databaseUrl;
  if (url === 'memory://') return openPgliteDb(url);
  if (url !== null) {
    return openPgDb(url, (error) => log.error(`PostgreSQL idle client error: ${error.message}`));
  }
  const dir = path.join(config.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  return openPgliteDb(dir);
}

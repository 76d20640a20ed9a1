import { DEMO_EMAIL, ADMIN_EMAIL, DEMO_PASSWORD, hashDemoPasswords, seedDemoAccounts, SUPER_ADMIN_EMAIL } from './account/seed';
import type { ApiMode } from './config';
import { DOMAINS } from './domains';
import type { Db } from './platform/db/Db';
import { DEMO_CLIENTS } from './business/seed';
import type { DemoSeedOptions, DomainModule } from './platform/DomainModule';

export { ADMIN_EMAIL, DEMO_EMAIL, DEMO_PASSWORD, SUPER_ADMIN_EMAIL } from './account/seed';

export interface SeedLog {
  info(message: string): void;
  warn(message: string): void;
}

export type SeedOutcome = 'seeded' | 'skipped' | 'refused';

/**
 * Demo data for an empty database, in one transaction: the account domain's demo accounts first, then
 * each domain's rows for them in the order of DOMAINS (the demo account's news, flows, blacklist, short
 * links, chatbot, subscribers, salon with two years of visits, channels and the messages its flows sent over them). Never in production, where known
 * passwords would be an open door; never over existing users.
 */
export async function seedDemoData(
  db: Db,
  config: { mode: ApiMode; dataDir?: string; publicUrl?: string },
  log: SeedLog,
  domains: readonly DomainModule[] = DOMAINS,
  options: DemoSeedOptions = { clients: DEMO_CLIENTS },
): Promise<SeedOutcome> {
  if (config.mode === 'production') {
    log.warn('Seeding refused in production mode');
    return 'refused';
  }
  const [users] = await db.query<{ count: number }>('select count(*)::int as count from users');
  if ((users?.count ?? 0) > 0) {
    log.info('Demo data not seeded: the database already has users');
    return 'skipped';
  }
  const hashes = await hashDemoPasswords();
  await db.transaction(async (tx) => {
    const accounts = await seedDemoAccounts(tx, hashes);
    const seeding = { ...options, dataDir: options.dataDir ?? config.dataDir, ...(config.publicUrl === undefined ? {} : { publicUrl: config.publicUrl }) };
    for (const domain of domains) await domain.seed?.(tx, accounts, seeding);
  });
  // The planner's statistics of the tables the seed just filled: without them it takes thousands of rows for
  // one and the engine's first sweep over two years of visits runs for tens of seconds (PGlite never analyzes
  // by itself; PostgreSQL's autovacuum would, but only after the first sweep).
  await db.exec('analyze');
  log.info(`Demo data seeded: ${DEMO_EMAIL}, ${ADMIN_EMAIL} and ${SUPER_ADMIN_EMAIL}, password ${DEMO_PASSWORD}`);
  return 'seeded';
}

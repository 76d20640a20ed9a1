import type { FastifyInstance } from 'fastify';
import type { AppContext } from './AppContext';
import type { Queryable } from './db/Db';
import type { MigrationSource } from './db/migrate';
import type { CrossOriginRule } from './http/crossOrigin';
import type { Route } from './http/route';

/** An entry of `@cabinet/api` as a namespace: its exported names and values. */
export type ContractEntry = Readonly<Record<string, unknown>>;

/** The demo accounts the account domain seeds first; the other domains seed their rows for them. */
export interface DemoAccounts {
  demoId: string;
  adminId: string;
  superAdminId: string;
}

/** How much demo data to seed: the full salon for the platform, a small one for tests that need only its shape. */
export interface DemoSeedOptions {
  /** The demo salon's clients (their visits scale with them). */
  clients: number;
  /** Days of the salon's visits and of the messages they were sent (the demo: two years). */
  historyDays?: number;
  /** Where the API keeps its files (config.dataDir): a domain whose demo has files (the quality calls' recordings) writes them there; without it, it seeds none. */
  dataDir?: string;
  /** The API's own address (config.publicUrl), for demo rows that name a development stand-in mounted on it. */
  publicUrl?: string;
}

/**
 * One domain of the API: its routes, its migrations and its demo seed, side by side in
 * `src/<domain>/`. buildApp registers each in a fastify scope of its own, in the order of DOMAINS.
 */
export interface DomainModule extends MigrationSource {
  /** Also the document's tag of its routes. */
  name: string;
  /**
   * The domain's entries of the shared API package (`import * as contract from '@cabinet/api/flows'`):
   * the schemas they name are the OpenAPI document's components, so no shared list names every domain.
   */
  contracts?: readonly ContractEntry[];
  routes(ctx: AppContext): readonly Route[];
  /** Prepares the domain's scope before its routes (e.g. a body parser only it needs). */
  setup?(scope: FastifyInstance): void;
  /** Registers the domain's job handlers and schedules on ctx.jobs (before the queue starts). */
  jobs?(ctx: AppContext): void;
  /** Which of its public paths answer origins the cabinet does not trust (platform/http/crossOrigin.ts). */
  crossOrigin?(ctx: AppContext): CrossOriginRule;
  /** Registered only outside production. */
  developmentOnly?: boolean;
  /** Adds the domain's demo rows inside the seeding transaction (never in production). */
  seed?(tx: Queryable, accounts: DemoAccounts, options: DemoSeedOptions): Promise<void>;
}

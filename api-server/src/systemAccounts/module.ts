import { z } from 'zod';
import { SYSTEM_ACCOUNT_PATHS, systemAccountSummaryListSchema, type SystemAccountSummary } from '@cabinet/api/systemAccounts';
import * as systemAccountsContract from '@cabinet/api/systemAccounts';
import type { AppContext } from '../platform/AppContext';
import type { DomainModule } from '../platform/DomainModule';
import { route, type Route } from '../platform/http/route';
import { amoRoutes, refreshDueAccounts } from './amo/routes';
import { iikoAccountsToPull, pullIikoAccount } from './iiko/feed';
import { iikoRoutes } from './iiko/routes';
import { createAmoAdapter, createBookingAdapters, createIikoAdapter, createMedflexAdapter } from './adapters';
import { accountsToPull, pullAccount } from './booking/feed';
import { bookingAccountRoutes } from './booking/routes';
import { medflexRoutes } from './medflex/routes';
import { SYSTEM_ACCOUNT_MIGRATIONS } from './migrations';
import { seedSystemAccounts } from './seed';

/** Every minute: pulls what changed in every connected booking-system account and iiko login (data: {}). */
export const SYSTEM_ACCOUNTS_PULL_QUEUE = 'system-accounts-pull';
/** Every minute: refreshes the amoCRM tokens within an hour of their expiry (data: {}). */
export const AMO_REFRESH_QUEUE = 'amo-token-refresh';
function summaryRoute(ctx: AppContext): Route {
  return route({
    method: 'GET',
    path: SYSTEM_ACCOUNT_PATHS.summary,
    access: 'user',
    summary: "Every system account of the caller, of every kind, one row each (the /accounts list's source)",
    responses: { 200: { description: 'Oldest first', schema: systemAccountSummaryListSchema } },
    async handler({ caller }): Promise<SystemAccountSummary[]> {
      const rows = await ctx.db.query<{ id: string; kind: string; login: string; connected: string; last_sync_error: string | null; created_at: Date }>(
        `select a.id, a.kind, a.login, a.last_sync_error, a.created_at, (select count(*) from system_account_companies c where c.account_id = a.id) + (select count(*) from medflex_lpus l where l.account_id = a.id)
           + (select count(*) from iiko_organizations o where o.account_id = a.id) as connected
         from system_accounts a where a.user_id = $1 order by a.created_at, a.id`,
        [caller.userId],
      );
      return systemAccountSummaryListSchema.parse(
        rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          // An iiko account's login is its API key: only its end is shown.
          name: row.kind === 'iiko' ? `…${row.login.slice(-4)}` : row.login,
          connectedCount: Number(row.connected),
          attention: row.last_sync_error ? 'syncFailed' : Number(row.connected) === 0 ? 'noCompanyConnected' : null,
          createdAt: row.created_at.toISOString(),
        })),
      );
    },
  });
}

/** System accounts: Yclients and Altegio with their feed's minute pull, Medflex's LPUs and templates, amoCRM's OAuth with its refresh job. */
export const systemAccountsDomain: DomainModule = {
  name: 'systemAccounts',
  contracts: [systemAccountsContract],
  migrations: SYSTEM_ACCOUNT_MIGRATIONS,
  seed: (tx, accounts) => seedSystemAccounts(tx, accounts),
  routes: (ctx) => [summaryRoute(ctx), ...bookingAccountRoutes(ctx, createBookingAdapters(ctx.config)), ...medflexRoutes(ctx, createMedflexAdapter(ctx.config)), ...amoRoutes(ctx, createAmoAdapter(ctx.config)),
    ...iikoRoutes(ctx, createIikoAdapter(ctx.config)),
  ],
  jobs(ctx) {
    const adapters = createBookingAdapters(ctx.config);
    const iiko = createIikoAdapter(ctx.config);
    ctx.jobs.work(SYSTEM_ACCOUNTS_PULL_QUEUE, (data) => z.object({}).parse(data), async () => {
      const [yclients, altegio] = [adapters.yclients, adapters.altegio];
      const deps = { db: ctx.db, jobs: ctx.jobs, clock: ctx.clock, publicUrl: ctx.config.publicUrl };
      for (const id of await accountsToPull(ctx.db)) {
        const [row] = await ctx.db.query<{ kind: string }>('select kind from system_accounts where id = $1', [id]);
        // One account's failure is recorded on it (last_sync_error) and does not stop the others.
        await pullAccount(deps, row?.kind === 'altegio' ? altegio : yclients, id).catch(() => undefined);
      }
      // iiko records each organisation's failure on it; the others go on.
      for (const id of await iikoAccountsToPull(ctx.db)) await pullIikoAccount(deps, iiko, id).catch(() => undefined);
    });
    ctx.jobs.schedule(SYSTEM_ACCOUNTS_PULL_QUEUE, '* * * * *');
    const amo = createAmoAdapter(ctx.config);
    ctx.jobs.work(AMO_REFRESH_QUEUE, (data) => z.object({}).parse(data), async () => {
      await refreshDueAccounts({ db: ctx.db, clock: ctx.clock }, amo);
    });
    ctx.jobs.schedule(AMO_REFRESH_QUEUE, '* * * * *');
  },
};

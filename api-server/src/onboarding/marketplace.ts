import type { Marketplace } from '@cabinet/api/contract';
import type { Queryable } from '../platform/db/Db';

export interface MarketplaceApplicationInfo {
  companyId: string;
  companyName: string;
  used: boolean;
}

/**
 * A booking system's marketplace, as registration needs it: which company an application id is for, and
 * telling it the application is installed (after which the id is used up). The routes never know which
 * implementation they talk to.
 */
export interface MarketplaceAdapter {
  findApplication(q: Queryable, marketplace: Marketplace, applicationId: string): Promise<MarketplaceApplicationInfo | null>;
  /** False when another registration used it first. */
  markInstalled(q: Queryable, marketplace: Marketplace, applicationId: string, userId: string, at: Date): Promise<boolean>;
}

/**
 * The local stand-in (outside production): the applications it issued are rows of
 * marketplace_applications, seeded for the demo and added by dev/marketplace/{marketplace}/applications.
 * A real adapter would call the marketplace's partner API; until one is written, production knows no application.
 */
export const standInMarketplace: MarketplaceAdapter = {
  async findApplication(q, marketplace, applicationId) {
    const [row] = await q.query<{ company_id: string; company_name: string; used_by: string | null; used_at: Date | null }>(
      'select company_id, company_name, used_by, used_at from marketplace_applications where marketplace = $1 and application_id = $2',
      [marketplace, applicationId],
    );
    return row ? { companyId: row.company_id, companyName: row.company_name, used: row.used_at !== null } : null;
  },
  async markInstalled(q, marketplace, applicationId, userId, at) {
    const rows = await q.query<{ application_id: string }>(
      `update marketplace_applications set used_by = $3, used_at = $4
       where marketplace = $1 and application_id = $2 and used_at is null returning application_id`,
      [marketplace, applicationId, userId, at.toISOString()],
    );
    return rows.length > 0;
  },
};

export const productionMarketplace: MarketplaceAdapter = {
  findApplication: async () => null,
  markInstalled: async () => false,
};

/** Adds an application to the stand-in's book: what the marketplace does when a business installs the cabinet. */
export async function issueStandInApplication(q: Queryable, marketplace: Marketplace, application: { applicationId: string; companyId: string; companyName: string }): Promise<void> {
  await q.query(
    `insert into marketplace_applications (marketplace, application_id, company_id, company_name) values ($1, $2, $3, $4)
     on conflict (marketplace, application_id) do nothing`,
    [marketplace, application.applicationId, application.companyId, application.companyName],
  );
}

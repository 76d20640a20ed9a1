import { z } from 'zod';
import { MARKETPLACES, type Marketplace } from '@cabinet/api/account';
import { usesStandIn, type Config } from '../config';
import { ApiError } from '../platform/http/ApiError';
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
 * The local stand-in (development): the applications it issued are rows of
 * marketplace_applications, seeded for the demo and added by dev/marketplace/{marketplace}/applications.
 * Production speaks the marketplace's partner API instead (createMarketplacePartnerAdapter, below).
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

/** A marketplace's partner API (YCLIENTS and Altegio share one platform and its contract). */
export interface MarketplacePartnerApi {
  /** https://api.yclients.com or https://api.alteg.io */
  baseUrl: string;
  /** The partner token of the partner's account (Authorization: Bearer). */
  partnerToken: string;
  /** The cabinet's application id in that marketplace. */
  applicationId: string;
  timeoutMs: number;
}

const companySchema = z.object({ success: z.literal(true), data: z.object({ id: z.union([z.number(), z.string()]), title: z.string() }) });

/**
 * The real marketplace, to its public contract (developer.yclients.com, developer.alteg.io, "Marketplace"):
 * the registration link the marketplace opens carries the location (`salon_id`), which the route names
 * `applicationId`; the location is read with GET /api/v1/company/{id}; once the account exists, POST
 * /marketplace/partner/callback/redirect ({ salon_id, application_id }) tells the marketplace
 * the application is installed there. The install is recorded in marketplace_applications too, so a
 * location registers once (a second registration is refused as used).
 */
export function createMarketplacePartnerAdapter(apis: Readonly<Partial<Record<Marketplace, MarketplacePartnerApi>>>): MarketplaceAdapter {
  const call = async (api: MarketplacePartnerApi, path: string, init: RequestInit = {}) =>
    fetch(`${api.baseUrl}${path}`, {
      ...init,
      headers: { authorization: `Bearer ${api.partnerToken}`, accept: 'application/vnd.api.v2+json', 'content-type': 'application/json', ...init.headers },
      signal: AbortSignal.timeout(api.timeoutMs),
    });
  return {
    async findApplication(q, marketplace, applicationId) {
      const api = apis[marketplace];
      if (!api || !/^\d{1,12}$/.test(applicationId)) return null;
      const [installed] = await q.query<{ company_id: string; company_name: string }>(
        'select company_id, company_name from marketplace_applications where marketplace = $1 and application_id = $2 and used_at is not null',
        [marketplace, applicationId],
      );
      if (installed) return { companyId: installed.company_id, companyName: installed.company_name, used: true };
      const response = await call(api, `/api/v1/company/${applicationId}`);
      if (response.status === 404) return null;
      if (!response.ok) throw new ApiError(502, 'INTERNAL', `The ${marketplace} marketplace answered ${response.status}`);
      const company = companySchema.safeParse(await response.json());
      if (!company.success) return null;
      return { companyId: String(company.data.data.id), companyName: company.data.data.title, used: false };
    },
    async markInstalled(q, marketplace, applicationId, userId, at) {
      const api = apis[marketplace];
      if (!api) return false;
      const company = await this.findApplication(q, marketplace, applicationId);
      if (!company || company.used) return false;
      const rows = await q.query<{ application_id: string }>(
        `insert into marketplace_applications (marketplace, application_id, company_id, company_name, used_by, used_at) values ($1, $2, $3, $4, $5, $6)
         on conflict (marketplace, application_id) do update set used_by = excluded.used_by, used_at = excluded.used_at
           where marketplace_applications.used_at is null
         returning application_id`,
        [marketplace, applicationId, company.companyId, company.companyName, userId, at.toISOString()],
      );
      if (rows.length === 0) return false;
      // Told last, inside the caller's transaction: a refusal undoes the registration.
      const response = await call(api, '/marketplace/partner/callback/redirect', {
        method: 'POST',
        // webhook_urls is optional: the connection's own webhook address is set with the connection (/accounts).
        body: JSON.stringify({ salon_id: Number(applicationId), application_id: Number(api.applicationId) }),
      });
      if (!response.ok) throw new ApiError(502, 'INTERNAL', `The ${marketplace} marketplace refused the installation (${response.status})`);
      return true;
    },
  };
}

/** The marketplaces' partner APIs, where MARKETPLACE_{YCLIENTS|ALTEGIO}_BASE_URL names no other. */
const PARTNER_API_URLS: Readonly<Record<Marketplace, string>> = { yclients: 'https://api.yclients.com', altegio: 'https://api.alteg.io' };

/**
 * Each marketplace's adapter, chosen by `usesStandIn` (config.ts) like every outside system: development keeps
 * the stand-in's book unless the marketplace's address is configured; otherwise its partner API with the
 * configured token and application id (without both, no application is known).
 */
export function createMarketplaceAdapter(config: Pick<Config, 'mode' | 'marketplaces' | 'channelHttpTimeoutMs'>): MarketplaceAdapter {
  const apis: Partial<Record<Marketplace, MarketplacePartnerApi>> = {};
  for (const marketplace of MARKETPLACES) {
    const { baseUrl, partnerToken, applicationId } = config.marketplaces[marketplace];
    if (partnerToken && applicationId) apis[marketplace] = { baseUrl: baseUrl ?? PARTNER_API_URLS[marketplace], partnerToken, applicationId, timeoutMs: config.channelHttpTimeoutMs };
  }
  const partner = createMarketplacePartnerAdapter(apis);
  const of = (marketplace: Marketplace) => (usesStandIn(config, config.marketplaces[marketplace].baseUrl) ? standInMarketplace : partner);
  return {
    findApplication: (q, marketplace, applicationId) => of(marketplace).findApplication(q, marketplace, applicationId),
    markInstalled: (q, marketplace, applicationId, userId, at) => of(marketplace).markInstalled(q, marketplace, applicationId, userId, at),
  };
}

/** Adds an application to the stand-in's book: what the marketplace does when a business installs the cabinet. */
export async function issueStandInApplication(q: Queryable, marketplace: Marketplace, application: { applicationId: string; companyId: string; companyName: string }): Promise<void> {
  await q.query(
    `insert into marketplace_applications (marketplace, application_id, company_id, company_name) values ($1, $2, $3, $4)
     on conflict (marketplace, application_id) do nothing`,
    [marketplace, application.applicationId, application.companyId, application.companyName],
  );
}

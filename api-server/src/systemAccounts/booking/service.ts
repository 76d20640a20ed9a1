import type { BookingAccount, BookingSystem } from '@cabinet/api/systemAccounts';
import type { AppContext } from '../../platform/AppContext';
import { isUuid } from '../../platform/db/sql';
import { ApiError } from '../../platform/http/ApiError';
import { BookingSystemError, type BookingSystemAdapter, type SourceCompany } from './adapter';
import { accountCompanyConnected, accountIdByLogin, companyConnected, deleteAccount, findAccount, listAccounts, updateCompanies, upsertAccount } from './data';
import { connectCompany, pullAccount, type FeedDeps } from './feed';

export const accountNotFound = () => new ApiError(404, 'SYSTEM_ACCOUNT_NOT_FOUND', 'No account of this system with that id');
export const branchNotFound = () => new ApiError(404, 'BRANCH_NOT_FOUND', 'Branch not found', { companyId: 'branch.notFound' });
const connectFailed = (detail: string) => new ApiError(502, 'SYSTEM_CONNECT_FAILED', `Marketplace or branch connect failure: ${detail}`);

/** A refusal of the booking system as the cabinet's answer: the owner's mistake 4xx, the system's trouble 502/504. */
export function systemFailure(error: unknown, during: 'signIn' | 'activate' | 'read'): ApiError {
  if (!(error instanceof BookingSystemError)) throw error;
  if (error.kind === 'timeout') return new ApiError(504, 'SYSTEM_TIMEOUT', 'The booking system did not answer in time; nothing was changed');
  if (during === 'activate') return connectFailed(error.message);
  if (error.kind === 'wrongCredentials') {
    return during === 'signIn'
      ? new ApiError(400, 'SYSTEM_WRONG_CREDENTIALS', 'Wrong login or password', { password: 'credentials.wrong' })
      : new ApiError(409, 'SYSTEM_WRONG_CREDENTIALS', 'The booking system no longer accepts this account: connect it again with its password');
  }
  return new ApiError(502, 'SYSTEM_UNAVAILABLE', `The booking system refused: ${error.message}`);
}

/**
 * Yclients and Altegio accounts' rules (the routes declare, this decides): connect with login, password
 * and company id, connect another company, pull now, disconnect, and the marketplace's connect.
 */
export function createBookingService(ctx: AppContext, adapters: Readonly<Record<BookingSystem, BookingSystemAdapter>>) {
  const { db, clock } = ctx;
  const deps: FeedDeps = { db, jobs: ctx.jobs, clock, publicUrl: ctx.config.publicUrl };

  /** Connects the company; a failed activation leaves nothing behind. A failed first pull does not undo it (the minute's pull retries). */
  async function connectOne(adapter: BookingSystemAdapter, accountId: string, company: SourceCompany): Promise<void> {
    if (!company.active) throw connectFailed('the company is not active in the booking system');
    try {
      await connectCompany(deps, adapter, accountId, company);
    } catch (error) {
      if (!(error instanceof BookingSystemError)) throw error;
      if (!(await accountCompanyConnected(db, accountId, company.id))) throw systemFailure(error, 'activate');
    }
  }

  async function own(userId: string, system: BookingSystem, id: string) {
    const account = isUuid(id) ? await findAccount(db, userId, system, id) : null;
    if (!account) throw accountNotFound();
    return account;
  }

  async function answer(userId: string, system: BookingSystem, id: string): Promise<BookingAccount> {
    const [account] = await listAccounts(db, clock.now(), userId, system, id);
    if (!account) throw accountNotFound();
    return account;
  }

  async function marketplaceCompany(companyId: string) {
    let company: Awaited<ReturnType<BookingSystemAdapter['marketplaceCompany']>>;
    try {
      company = await adapters.yclients.marketplaceCompany(companyId);
    } catch (error) {
      throw systemFailure(error, 'read');
    }
    if (!company) throw branchNotFound();
    return company;
  }

  return {
    list: (userId: string, system: BookingSystem) => listAccounts(db, clock.now(), userId, system),
    marketplaceCompany,

    /** Signs in, finds the company, refuses one connected already, saves the account and activates the company. */
    async connect(userId: string, system: BookingSystem, request: { login: string; password: string; companyId: string }): Promise<BookingAccount> {
      const adapter = adapters[system];
      let session: { userToken: string; userId: string };
      let companies: SourceCompany[];
      try {
        session = await adapter.signIn(request.login, request.password);
        companies = await adapter.companies(session.userToken);
      } catch (error) {
        throw systemFailure(error, 'signIn');
      }
      const company = companies.find((candidate) => candidate.id === request.companyId);
      if (!company) throw branchNotFound();
      if (await companyConnected(db, userId, system, company.id)) throw new ApiError(409, 'SYSTEM_ACCOUNT_EXISTS', 'This company is connected already', { companyId: 'company.connected' });
      const login = request.login.toLowerCase();
      const existing = await accountIdByLogin(db, userId, system, login);
      const accountId = await upsertAccount(db, { userId, system, login, externalUserId: session.userId, userToken: session.userToken, companies });
      try {
        await connectOne(adapter, accountId, company);
      } catch (error) {
        // Nothing half-done: an account made for this attempt goes with its failure.
        if (!existing) await deleteAccount(db, accountId);
        throw error;
      }
      return answer(userId, system, accountId);
    },

    async connectAnother(userId: string, system: BookingSystem, id: string, companyId: string): Promise<BookingAccount> {
      const account = await own(userId, system, id);
      const adapter = adapters[system];
      let companies: SourceCompany[];
      try {
        companies = await adapter.companies(account.user_token);
      } catch (error) {
        throw systemFailure(error, 'read');
      }
      await updateCompanies(db, account.id, companies);
      const company = companies.find((candidate) => candidate.id === companyId);
      if (!company) throw branchNotFound();
      if (await accountCompanyConnected(db, account.id, companyId)) throw new ApiError(409, 'SYSTEM_ACCOUNT_EXISTS', 'This company is connected already');
      await connectOne(adapter, account.id, company);
      return answer(userId, system, account.id);
    },

    async pull(userId: string, system: BookingSystem, id: string): Promise<BookingAccount> {
      const account = await own(userId, system, id);
      try {
        await pullAccount(deps, adapters[system], account.id);
      } catch (error) {
        throw systemFailure(error, 'read');
      }
      return answer(userId, system, account.id);
    },

    async disconnect(userId: string, system: BookingSystem, id: string): Promise<void> {
      await deleteAccount(db, (await own(userId, system, id)).id);
    },

    /** The marketplace's branch for the cabinet user (signed in by the caller); the partner's token reads it. */
    async connectMarketplace(userId: string, companyId: string): Promise<{ companyId: string; name: string }> {
      const company = await marketplaceCompany(companyId);
      if (await companyConnected(db, userId, 'yclients', company.id)) throw new ApiError(409, 'SYSTEM_ACCOUNT_EXISTS', 'This company is connected already');
      const source: SourceCompany = { id: company.id, name: company.name, city: company.city, timezone: company.timezone, active: company.active };
      // The marketplace grants the partner's token for an installed branch: no user token is needed.
      const accountId = await upsertAccount(db, { userId, system: 'yclients', login: `marketplace:${company.id}`, externalUserId: null, userToken: null, companies: [source] });
      try {
        await connectOne(adapters.yclients, accountId, source);
      } catch (error) {
        await deleteAccount(db, accountId);
        throw error;
      }
      return { companyId: company.id, name: company.name };
    },
  };
}

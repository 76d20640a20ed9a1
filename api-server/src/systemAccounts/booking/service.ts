import type { BookingAccount, BookingSystem, ConnectBookingAccountRequest } from '@cabinet/api/systemAccounts';
import type { AppContext } from '../../platform/AppContext';
import { connectAccount, refusalError, type AccountAdapter, type ProviderRefusal } from '../../platform/connectAccount';
import { isUuid } from '../../platform/db/sql';
import { ApiError } from '../../platform/http/ApiError';
import { BookingSystemError, type BookingSystemAdapter, type SourceCompany } from './adapter';
import { accountCompanyConnected, accountIdByLogin, companyConnected, deleteAccount, findAccount, listAccounts, updateCompanies, upsertAccount } from './data';
import { connectCompany, pullAccount, type FeedDeps } from './feed';

export const accountNotFound = () => new ApiError(404, 'SYSTEM_ACCOUNT_NOT_FOUND', 'No account of this system with that id');
const branchMissing: ProviderRefusal = { kind: 'field', status: 404, code: 'BRANCH_NOT_FOUND', message: 'Branch not found', field: 'companyId', fieldCode: 'branch.notFound' };
export const branchNotFound = () => refusalError(branchMissing);
const connectFailed = (detail: string): ProviderRefusal => ({ kind: 'failed', code: 'SYSTEM_CONNECT_FAILED', message: `Marketplace or branch connect failure: ${detail}` });
const companyConnectedAlready = () => new ApiError(409, 'SYSTEM_ACCOUNT_EXISTS', 'This company is connected already', { companyId: 'company.connected' });

/** A refusal of the booking system as connectAccount answers it: the owner's mistake 4xx, the system's trouble 502/504. */
export function systemRefusal(error: unknown, during: 'signIn' | 'activate' | 'read'): ProviderRefusal {
  if (!(error instanceof BookingSystemError)) throw error;
  if (error.kind === 'timeout') return { kind: 'failed', status: 504, code: 'SYSTEM_TIMEOUT', message: 'The booking system did not answer in time; nothing was changed' };
  if (during === 'activate') return connectFailed(error.message);
  if (error.kind === 'wrongCredentials') {
    return during === 'signIn'
      ? { kind: 'field', code: 'SYSTEM_WRONG_CREDENTIALS', message: 'Wrong login or password', field: 'password', fieldCode: 'credentials.wrong' }
      : { kind: 'failed', status: 409, code: 'SYSTEM_WRONG_CREDENTIALS', message: 'The booking system no longer accepts this account: connect it again with its password' };
  }
  return { kind: 'failed', code: 'SYSTEM_UNAVAILABLE', message: `The booking system refused: ${error.message}` };
}

export const systemFailure = (error: unknown, during: 'signIn' | 'activate' | 'read'): ApiError => refusalError(systemRefusal(error, during));

/** A booking account saved by connectAccount, with the company it is to activate. */
interface StoredAccount {
  userId: string;
  accountId: string;
  company: SourceCompany;
  /** Made by this attempt, so its failure takes it away again (an account signed in before stays). */
  created: boolean;
}

/**
 * Yclients and Altegio accounts' rules (the routes declare, this decides): connect with login, password
 * and company id, connect another company, pull now, disconnect, and the marketplace's connect.
 */
export function createBookingService(ctx: AppContext, adapters: Readonly<Record<BookingSystem, BookingSystemAdapter>>) {
  const { db, clock } = ctx;
  const deps: FeedDeps = { db, jobs: ctx.jobs, clock, publicUrl: ctx.config.publicUrl };

  /** Connects the company; a failed activation leaves nothing behind. A failed first pull does not undo it (the minute's pull retries). */
  async function connectOne(adapter: BookingSystemAdapter, accountId: string, company: SourceCompany): Promise<ProviderRefusal | null> {
    if (!company.active) return connectFailed('the company is not active in the booking system');
    try {
      await connectCompany(deps, adapter, accountId, company);
    } catch (error) {
      if (!(error instanceof BookingSystemError)) throw error;
      if (!(await accountCompanyConnected(db, accountId, company.id))) return systemRefusal(error, 'activate');
    }
    return null;
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

  /** Login, password and company id: signed in and the company found at the system, saved, the company activated. */
  function accountAdapter(system: BookingSystem): AccountAdapter<ConnectBookingAccountRequest, { session: { userToken: string; userId: string }; companies: SourceCompany[]; company: SourceCompany }, StoredAccount, BookingAccount> {
    const adapter = adapters[system];
    return {
      isAdded: (userId, request) => companyConnected(db, userId, system, request.companyId),
      alreadyAdded: companyConnectedAlready,
      async check(request) {
        try {
          const session = await adapter.signIn(request.login, request.password);
          const companies = await adapter.companies(session.userToken);
          const company = companies.find((candidate) => candidate.id === request.companyId);
          return company ? { ok: true, checked: { session, companies, company } } : { ok: false, refusal: branchMissing };
        } catch (error) {
          return { ok: false, refusal: systemRefusal(error, 'signIn') };
        }
      },
      async store(userId, request, { session, companies, company }) {
        const login = request.login.toLowerCase();
        const existing = await accountIdByLogin(db, userId, system, login);
        const accountId = await upsertAccount(db, { userId, system, login, externalUserId: session.userId, userToken: session.userToken, companies });
        return { userId, accountId, company, created: !existing };
      },
      complete: (stored) => connectOne(adapter, stored.accountId, stored.company),
      async remove(stored) {
        // Nothing half-done: an account made for this attempt goes with its failure.
        if (stored.created) await deleteAccount(db, stored.accountId);
      },
      view: (stored) => answer(stored.userId, system, stored.accountId),
    };
  }

  /** The marketplace's installed branch: the partner's token reads it (no user token), saved, activated. */
  const marketplaceAccount: AccountAdapter<{ companyId: string }, SourceCompany, StoredAccount, { companyId: string; name: string }> = {
    isAdded: (userId, request) => companyConnected(db, userId, 'yclients', request.companyId),
    alreadyAdded: () => new ApiError(409, 'SYSTEM_ACCOUNT_EXISTS', 'This company is connected already'),
    async check(request) {
      try {
        const company = await adapters.yclients.marketplaceCompany(request.companyId);
        return company ? { ok: true, checked: company } : { ok: false, refusal: branchMissing };
      } catch (error) {
        return { ok: false, refusal: systemRefusal(error, 'read') };
      }
    },
    async store(userId, _request, company) {
      const source: SourceCompany = { id: company.id, name: company.name, city: company.city, timezone: company.timezone, active: company.active };
      const accountId = await upsertAccount(db, { userId, system: 'yclients', login: `marketplace:${company.id}`, externalUserId: null, userToken: null, companies: [source] });
      return { userId, accountId, company: source, created: true };
    },
    complete: (stored) => connectOne(adapters.yclients, stored.accountId, stored.company),
    async remove(stored) {
      await deleteAccount(db, stored.accountId);
    },
    view: (stored) => ({ companyId: stored.company.id, name: stored.company.name }),
  };

  return {
    list: (userId: string, system: BookingSystem) => listAccounts(db, clock.now(), userId, system),
    marketplaceCompany,

    /** Refuses a company connected already, signs in, finds the company, saves the account and activates the company. */
    connect: (userId: string, system: BookingSystem, request: ConnectBookingAccountRequest): Promise<BookingAccount> => connectAccount(accountAdapter(system), userId, request),

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
      const refusal = await connectOne(adapter, account.id, company);
      if (refusal) throw refusalError(refusal);
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
    connectMarketplace: (userId: string, companyId: string): Promise<{ companyId: string; name: string }> => connectAccount(marketplaceAccount, userId, { companyId }),
  };
}

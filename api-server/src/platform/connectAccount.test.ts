import { ApiError } from './http/ApiError';
import { connectAccount, type AccountAdapter, type ProviderCheck, type ProviderRefusal } from './connectAccount';

type Request = { login: string };

/** A provider account kept in memory, its answers set by each test. */
function fakeProvider(options: { added?: boolean; check?: ProviderCheck<string>; storeNothing?: boolean; completion?: ProviderRefusal | null }) {
  const steps: string[] = [];
  const stored: string[] = [];
  const adapter: AccountAdapter<Request, string, string, { id: string }> = {
    async isAdded() {
      steps.push('isAdded');
      return options.added ?? false;
    },
    alreadyAdded: () => new ApiError(409, 'ACCOUNT_ALREADY_ADDED', 'Account already added'),
    async check(request) {
      steps.push('check');
      return options.check ?? { ok: true, checked: `token-of-${request.login}` };
    },
    async store(_userId, _request, checked) {
      steps.push('store');
      if (options.storeNothing) return null;
      stored.push(checked);
      return checked;
    },
    async complete() {
      steps.push('complete');
      return options.completion ?? null;
    },
    async remove(account) {
      steps.push('remove');
      stored.splice(stored.indexOf(account), 1);
    },
    view: (account) => ({ id: account }),
  };
  return { adapter, steps, stored };
}

const refusedWith = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return { status: error.statusCode, ...error.toBody() };
};

describe('connectAccount', () => {
  it('checks with the provider, stores, completes and answers the account', async () => {
    const provider = fakeProvider({});
    await expect(connectAccount(provider.adapter, 'u1', { login: 'salon' })).resolves.toEqual({ id: 'token-of-salon' });
    expect(provider.steps).toEqual(['isAdded', 'check', 'store', 'complete']);
    expect(provider.stored).toEqual(['token-of-salon']);
  });

  it('refuses an account added already before the provider is asked', async () => {
    const provider = fakeProvider({ added: true });
    await expect(refusedWith(connectAccount(provider.adapter, 'u1', { login: 'salon' }))).resolves.toMatchObject({ status: 409, code: 'ACCOUNT_ALREADY_ADDED' });
    expect(provider.steps).toEqual(['isAdded']);
  });

  it('answers a refused field 400 with its message code, and stores nothing', async () => {
    const provider = fakeProvider({ check: { ok: false, refusal: { kind: 'field', field: 'password', fieldCode: 'x.credentials.invalid', message: 'Refused' } } });
    await expect(refusedWith(connectAccount(provider.adapter, 'u1', { login: 'salon' }))).resolves.toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Refused',
      fields: { password: 'x.credentials.invalid' },
    });
    expect(provider.stored).toEqual([]);
  });

  it('answers a provider that failed 502 with its own code when it names one', async () => {
    const provider = fakeProvider({ check: { ok: false, refusal: { kind: 'failed', code: 'WABA_ADD_FAILED', message: 'Down' } } });
    await expect(refusedWith(connectAccount(provider.adapter, 'u1', { login: 'salon' }))).resolves.toEqual({ status: 502, code: 'WABA_ADD_FAILED', message: 'Down' });
  });

  it('answers the status a refusal names: a field naming what the provider does not have 404, a provider too slow 504', async () => {
    const missing = fakeProvider({ check: { ok: false, refusal: { kind: 'field', status: 404, code: 'BRANCH_NOT_FOUND', field: 'companyId', fieldCode: 'branch.notFound', message: 'No branch' } } });
    await expect(refusedWith(connectAccount(missing.adapter, 'u1', { login: 'salon' }))).resolves.toEqual({ status: 404, code: 'BRANCH_NOT_FOUND', message: 'No branch', fields: { companyId: 'branch.notFound' } });
    const slow = fakeProvider({ check: { ok: false, refusal: { kind: 'failed', status: 504, code: 'SYSTEM_TIMEOUT', message: 'Too slow' } } });
    await expect(refusedWith(connectAccount(slow.adapter, 'u1', { login: 'salon' }))).resolves.toEqual({ status: 504, code: 'SYSTEM_TIMEOUT', message: 'Too slow' });
  });

  it('answers already added when the store kept nothing (a concurrent twin)', async () => {
    const provider = fakeProvider({ storeNothing: true });
    await expect(refusedWith(connectAccount(provider.adapter, 'u1', { login: 'salon' }))).resolves.toMatchObject({ status: 409, code: 'ACCOUNT_ALREADY_ADDED' });
  });

  it('removes the stored account again when the provider refuses its completion', async () => {
    const provider = fakeProvider({ completion: { kind: 'failed', message: 'No webhook' } });
    await expect(refusedWith(connectAccount(provider.adapter, 'u1', { login: 'salon' }))).resolves.toEqual({ status: 502, code: 'CHANNEL_PROVIDER_FAILED', message: 'No webhook' });
    expect(provider.steps).toEqual(['isAdded', 'check', 'store', 'complete', 'remove']);
    expect(provider.stored).toEqual([]);
  });
});

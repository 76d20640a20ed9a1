import { createApiClient } from '../client';
import { fillPath } from '../paths';
import { FLOWS_PATHS } from '../flows/paths';
import { BLACKLIST_PATHS } from '../blacklist/paths';
import { createMemoryTokenStore } from '../tokens';
import { makeFlow, makeFlowSummary, makePage, makeShortLink, pageOf, summaryOf } from './builders';
import { SYSTEM_ACCOUNT_PATHS } from '../systemAccounts/paths';
import { LIMITED_STAFF_ACCESS } from './ambient';
import { apiError, fakeApi, type FakeApi } from './fakeApi';

/** A client whose every request goes to the fake, as renderScreen's does. */
function clientOf(api: FakeApi) {
  return createApiClient({
    baseUrl: 'http://api.test',
    clientHost: 'http://localhost:3000',
    tokens: createMemoryTokenStore(),
    onSessionExpired: () => undefined,
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const answer = await api.handler(request, new URL(request.url).pathname.slice(1));
      if (!answer) throw new Error(`not answered: ${request.method} ${request.url}`);
      return answer;
    },
  });
}

describe('fakeApi', () => {
  it('answers a path template with its parameters, query and body, and records the call', async () => {
    const api = fakeApi().on('POST', FLOWS_PATHS.mode, ({ params, body, query }) => makeFlow({ id: params.id, mode: body.mode, title: query.get('title') ?? 'none' }));
    const client = clientOf(api);
    const answer = await client.post(fillPath(FLOWS_PATHS.mode, { id: 'f 7' }), { json: { mode: 'combat' }, searchParams: { title: 'Evening' } }).json();
    expect(answer).toMatchObject({ id: 'f 7', mode: 'combat', title: 'Evening' });
    expect(api.callsTo(FLOWS_PATHS.mode, 'POST')).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({ method: 'POST', body: { mode: 'combat' }, answered: true });
  });

  it('lets a later answer of the same endpoint win, and answers void with 204', async () => {
    const api = fakeApi()
      .on('DELETE', FLOWS_PATHS.one, () => apiError(404, 'FLOW_NOT_FOUND', 'No such flow'))
      .on('DELETE', FLOWS_PATHS.one, () => undefined);
    const response = await clientOf(api).delete(fillPath(FLOWS_PATHS.one, { id: 'f1' }));
    expect(response.status).toBe(204);
  });

  it('answers an error in the API shape', async () => {
    const api = fakeApi().on('GET', FLOWS_PATHS.one, () => apiError(400, 'VALIDATION_FAILED', 'Invalid', { title: 'required' }));
    const response = await clientOf(api).get(fillPath(FLOWS_PATHS.one, { id: 'f1' }), { throwHttpErrors: false });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Invalid', fields: { title: 'required' } });
  });

  it('records a call nobody answers, and gives the lists their last query', async () => {
    const api = fakeApi({ unanswered: 'record' }).on('GET', FLOWS_PATHS.list, ({ query }) => pageOf([makeFlowSummary()], query));
    const client = clientOf(api);
    await client.get(FLOWS_PATHS.list, { searchParams: { page: 2, search: 'x' } }).json();
    await expect(client.get(BLACKLIST_PATHS.list).json()).rejects.toThrow('not answered');
    expect(api.unanswered).toEqual([`GET ${BLACKLIST_PATHS.list}`]);
    expect(api.lastQuery(FLOWS_PATHS.list)).toEqual({ page: '2', search: 'x' });
  });

  it('answers the staff notice every signed-in screen asks for quietly, unless the test answers it', async () => {
    const quiet = fakeApi({ unanswered: 'record' });
    expect(await clientOf(quiet).get(SYSTEM_ACCOUNT_PATHS.staffAccess).json()).toEqual({ companies: [] });
    expect(quiet.unanswered).toEqual([]);
    const told = fakeApi().on('GET', SYSTEM_ACCOUNT_PATHS.staffAccess, () => LIMITED_STAFF_ACCESS);
    expect(await clientOf(told).get(SYSTEM_ACCOUNT_PATHS.staffAccess).json()).toEqual(LIMITED_STAFF_ACCESS);
  });
});

describe('builders', () => {
  it('build entities the schemas accept, with overrides', () => {
    const flow = makeFlow({ id: 'f9', type: 'birthday', status: 'pause' });
    expect(flow).toMatchObject({ id: 'f9', type: 'birthday', status: 'pause', birthdayDaysBefore: expect.any(Number) });
    expect(summaryOf(flow)).toMatchObject({ id: 'f9', hasImage: false });
    expect(makeShortLink({ encodedId: 'Spring1' }).shortPath).toBe('/to/Spring1/');
  });

  it('refuse an entity the API could never send', () => {
    expect(() => makeFlow({ createdAt: 'yesterday' })).toThrow();
    expect(() => makeShortLink({ clicks: -1 })).toThrow();
  });

  it('page and search a list as the API does', () => {
    const items = ['a1', 'b2', 'a3'].map((id) => ({ id }));
    const query = new URLSearchParams({ page: '2', pageSize: '1', search: 'a' });
    expect(pageOf(items, query, { matches: (item, search) => item.id.includes(search) })).toEqual({ items: [{ id: 'a3' }], total: 2, page: 2, pageSize: 1 });
    expect(pageOf(items, new URLSearchParams(), { total: 45 })).toEqual(makePage(items, { total: 45 }));
  });
});

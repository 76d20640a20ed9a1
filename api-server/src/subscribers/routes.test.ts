import { subscriberPageSchema, SUBSCRIBERS_PATHS } from '@cabinet/api/flows';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, signIn } from '../testing/requests';

let t: TestApp;
let demo: ReturnType<typeof callAs>;
beforeAll(async () => {
  t = await createTestApp();
  demo = callAs(t.app, (await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD)).token);
});
afterAll(async () => {
  await t.close();
});

const list = async (call: ReturnType<typeof callAs>, query: Record<string, string> = {}) => {
  const response = await call('GET', SUBSCRIBERS_PATHS.list, undefined, query);
  if (response.statusCode !== 200) throw new Error(`Subscribers answered ${response.statusCode}: ${response.body}`);
  return subscriberPageSchema.parse(response.json());
};

it('pages the seeded subscribers newest first', async () => {
  const first = await list(demo, { pageSize: '3' });
  expect(first.total).toBe(8);
  expect(first.items.map((subscriber) => subscriber.name)).toEqual(['Anna', 'Maria', 'Olga']);
  const third = await list(demo, { pageSize: '3', page: '3' });
  expect(third.items.map((subscriber) => subscriber.name)).toEqual(['Sofia', 'Polina']);
});

it('filters by channel, searches names and phone digits, sorts by name', async () => {
  expect((await list(demo, { channel: 'telegram,max' })).items.map((subscriber) => subscriber.channel).sort()).toEqual(['max', 'max', 'telegram', 'telegram']);
  expect((await list(demo, { search: 'olg' })).items.map((subscriber) => subscriber.phone)).toEqual(['+79014440003']);
  expect((await list(demo, { search: '444 0005' })).items.map((subscriber) => subscriber.name)).toEqual(['Elena']);
  expect((await list(demo, { sort: 'name', order: 'asc', pageSize: '2' })).items.map((subscriber) => subscriber.name)).toEqual(['Anna', 'Daria']);
});

it('shows a user only their own subscribers, and refuses an unknown channel', async () => {
  const newcomer = callAs(t.app, (await registerUser(t.app, { email: 'no.subscribers@example.com' })).token);
  expect((await list(newcomer)).total).toBe(0);
  expect((await demo('GET', SUBSCRIBERS_PATHS.list, undefined, { channel: 'pigeon' })).statusCode).toBe(400);
  expect((await callAs(t.app, null)('GET', SUBSCRIBERS_PATHS.list)).statusCode).toBe(401);
});

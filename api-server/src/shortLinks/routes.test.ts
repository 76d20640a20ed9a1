import { randomUUID } from 'node:crypto';
import { fillPath } from '@cabinet/api/contract';
import { SHORT_LINKS_PATHS, shortLinkPageSchema, shortLinkSchema } from '@cabinet/api/flows';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, signIn, userIdOf } from '../testing/requests';
import { newEncodedId } from './data';

let t: TestApp;
let demo: ReturnType<typeof callAs>;
let anonymous: ReturnType<typeof callAs>;
beforeAll(async () => {
  t = await createTestApp();
  demo = callAs(t.app, (await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD)).token);
  anonymous = callAs(t.app, null);
});
afterAll(async () => {
  await t.close();
});

const click = (encodedId: string) => anonymous('POST', fillPath(SHORT_LINKS_PATHS.click, { encodedId }));
const list = async (call: ReturnType<typeof callAs>, query: Record<string, string> = {}) =>
  shortLinkPageSchema.parse((await call('GET', SHORT_LINKS_PATHS.list, undefined, query)).json());

it('lists the seeded links with their clicks, sortable by clicks', async () => {
  const page = await list(demo, { sort: 'clicks', order: 'desc' });
  expect(page.items.map((link) => [link.title, link.clicks])).toEqual([
    ['Online booking', 14],
    ['Price list', 5],
    ['Gift certificates', 0],
  ]);
  expect(page.items[0]).toMatchObject({ encodedId: 'DemoBook', shortPath: '/to/DemoBook/', lastClickAt: expect.any(String) });
  expect((await list(demo, { search: 'prices' })).items.map((link) => link.title)).toEqual(['Price list']);
});

it('creates a link that redirects and counts each click, whoever follows it', async () => {
  const response = await demo('POST', SHORT_LINKS_PATHS.list, { url: ' https://salon.example/spring-offer ', title: 'Spring offer' });
  expect(response.statusCode).toBe(201);
  const link = shortLinkSchema.parse(response.json());
  expect(link).toMatchObject({ url: 'https://salon.example/spring-offer', title: 'Spring offer', clicks: 0, lastClickAt: null });
  expect(link.encodedId).toMatch(/^[A-Za-z0-9]{8}$/);

  for (let index = 0; index < 3; index += 1) {
    const followed = await click(link.encodedId);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ url: 'https://salon.example/spring-offer' });
  }
  const listed = (await list(demo, { search: 'Spring' })).items[0];
  expect(listed).toMatchObject({ clicks: 3, lastClickAt: expect.any(String) });
  const [clicks] = await t.db.query<{ count: number }>('select count(*)::int as count from short_link_clicks where link_id = $1', [link.id]);
  expect(clicks?.count).toBe(3);
});

it('tells codes apart by case and answers 404 for an unknown one', async () => {
  expect((await click('demobook')).statusCode).toBe(404);
  expect((await click('DemoBook')).statusCode).toBe(200);
  const unknown = await click('Nope1234');
  expect(unknown.json()).toEqual({ code: 'SHORT_LINK_NOT_FOUND', message: 'Short link not found' });
});

it('refuses an address that is not http(s)', async () => {
  const response = await demo('POST', SHORT_LINKS_PATHS.list, { url: 'javascript:alert(1)' });
  expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { url: 'url.invalid' } });
});

it("deletes own links only; a deleted link no longer redirects", async () => {
  const link = shortLinkSchema.parse((await demo('POST', SHORT_LINKS_PATHS.list, { url: 'https://salon.example/old' })).json());
  const other = await registerUser(t.app, { email: 'other.links@example.com' });
  await t.db.query('update users set major_tariff = 1 where id = $1', [userIdOf(other.token)]);
  const otherCall = callAs(t.app, other.token);
  expect((await otherCall('DELETE', fillPath(SHORT_LINKS_PATHS.one, { id: link.id }))).statusCode).toBe(404);
  expect((await list(otherCall)).total).toBe(0);
  expect((await demo('DELETE', fillPath(SHORT_LINKS_PATHS.one, { id: link.id }))).statusCode).toBe(204);
  expect((await click(link.encodedId)).statusCode).toBe(404);
  expect((await demo('DELETE', fillPath(SHORT_LINKS_PATHS.one, { id: randomUUID() }))).statusCode).toBe(404);
});

it('changes the address of a link: its code and clicks stay, and the next click goes to the new address', async () => {
  const link = shortLinkSchema.parse((await demo('POST', SHORT_LINKS_PATHS.list, { url: 'https://salon.example/summer', title: 'Summer' })).json());
  await click(link.encodedId);
  const edit = (id: string, body: unknown, call = demo) => call('PATCH', fillPath(SHORT_LINKS_PATHS.one, { id }), body);

  const response = await edit(link.id, { url: ' https://salon.example/autumn ' });
  expect(response.statusCode).toBe(200);
  expect(shortLinkSchema.parse(response.json())).toMatchObject({ encodedId: link.encodedId, url: 'https://salon.example/autumn', title: 'Summer', clicks: 1 });
  expect((await click(link.encodedId)).json()).toEqual({ url: 'https://salon.example/autumn' });

  expect((await edit(link.id, { url: 'ftp://salon.example' })).json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { url: 'url.invalid' } });
  const other = await registerUser(t.app, { email: 'other.editor@example.com' });
  await t.db.query('update users set major_tariff = 1 where id = $1', [userIdOf(other.token)]);
  expect((await edit(link.id, { url: 'https://evil.example' }, callAs(t.app, other.token))).statusCode).toBe(404);
  expect((await edit(randomUUID(), { title: 'Nobody' })).statusCode).toBe(404);
});

it('is locked to the Pro plan, except the click', async () => {
  const newcomer = callAs(t.app, (await registerUser(t.app, { email: 'no.pro@example.com' })).token);
  for (const response of [await newcomer('GET', SHORT_LINKS_PATHS.list), await newcomer('POST', SHORT_LINKS_PATHS.list, { url: 'https://a.example' })]) {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FEATURE_REQUIRES_PRO' });
  }
});

it('makes codes of 8 letters and digits, all different', () => {
  const codes = new Set(Array.from({ length: 2000 }, newEncodedId));
  expect(codes.size).toBe(2000);
  for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{8}$/);
});

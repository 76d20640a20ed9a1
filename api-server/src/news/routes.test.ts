import { newsListSchema, PATHS, type NewsItem } from '@cabinet/api/contract';
import { ADMIN_EMAIL, DEMO_EMAIL, DEMO_PASSWORD, SUPER_ADMIN_EMAIL } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { bearer, registerUser, signIn } from '../testing/requests';

let t: TestApp;
let demo: string;
let admin: string;
let superAdmin: string;
beforeAll(async () => {
  t = await createTestApp();
  demo = (await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD)).token;
  admin = (await signIn(t.app, ADMIN_EMAIL, DEMO_PASSWORD)).token;
  superAdmin = (await signIn(t.app, SUPER_ADMIN_EMAIL, DEMO_PASSWORD)).token;
});
afterAll(async () => {
  await t.close();
});

const path = '/' + PATHS.news.list;
const listFor = async (token: string, language = 'en'): Promise<NewsItem[]> =>
  newsListSchema.parse((await t.app.inject({ method: 'GET', url: path, headers: bearer(token), query: { language } })).json());
const titles = (items: NewsItem[]) => items.map((item) => item.title);

const draft = {
  title: 'Holiday hours',
  description: 'Support answers from 10:00 to 16:00 on public holidays.',
  link: null,
  type: 'Warning',
  crmTypes: [],
  mobileImage: null,
  desktopImage: null,
  clientTypes: [],
  isSidebarNews: false,
  orderNumber: 10,
};

describe('reading news', () => {
  it('gives a yclients user all three seeded items in order, the sidebar one first', async () => {
    const items = await listFor(demo);
    expect(titles(items)).toEqual(['Message packages at a discount', 'YCLIENTS: visit confirmation chatbot', 'New analytics reports']);
    expect(items[0]).toMatchObject({ isSidebarNews: true, orderNumber: 1 });
  });

  it("answers in the page's language, else the account's (the demo salon's is Russian), with the date of each item", async () => {
    expect(titles(await listFor(demo, 'uk-UA'))[0]).toBe('Пакети повідомлень зі знижкою');
    expect(titles(await listFor(demo, 'pt-BR'))[0]).toBe('Pacotes de mensagens com desconto');
    const byAccount = newsListSchema.parse((await t.app.inject({ method: 'GET', url: path, headers: bearer(demo) })).json());
    expect(byAccount[0]).toMatchObject({ title: 'Пакеты сообщений со скидкой', language: 'ru', createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    const unknown = await t.app.inject({ method: 'GET', url: path, headers: bearer(demo), query: { language: 'fr' } });
    expect(unknown.statusCode).toBe(400);
  });

  it('leaves out the yclients item for a user without that CRM', async () => {
    expect(titles(await listFor(admin))).toEqual(['Message packages at a discount', 'New analytics reports']);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(401);
  });
});

describe('writing news', () => {
  it('is refused to a plain admin and to an ordinary user', async () => {
    for (const token of [admin, demo]) {
      const response = await t.app.inject({ method: 'POST', url: path, headers: bearer(token), payload: draft });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(titles(await listFor(demo))).not.toContain('Holiday hours');
  });

  it('lets a super-admin create, edit and delete an item that readers then see', async () => {
    const created = await t.app.inject({ method: 'POST', url: path, headers: bearer(superAdmin), payload: draft });
    expect(created.statusCode).toBe(201);
    const item = created.json<NewsItem>();
    // Written without a language, it reaches readers of every language.
    expect(item).toMatchObject({ ...draft, id: expect.any(String), language: null });
    expect(titles(await listFor(demo, 'ru'))).toContain('Holiday hours');
    expect(titles(await listFor(demo))).toContain('Holiday hours');

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${path}/${item.id}`,
      headers: bearer(superAdmin),
      payload: { title: 'Holiday support hours', link: '/help' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ ...draft, id: item.id, title: 'Holiday support hours', link: '/help' });

    const deleted = await t.app.inject({ method: 'DELETE', url: `${path}/${item.id}`, headers: bearer(superAdmin) });
    expect(deleted.statusCode).toBe(204);
    expect(titles(await listFor(demo))).not.toContain('Holiday support hours');
    const again = await t.app.inject({ method: 'DELETE', url: `${path}/${item.id}`, headers: bearer(superAdmin) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('shows an item for New clients to a user who never paid, and one for Loyal clients to the demo user', async () => {
    for (const [title, clientTypes] of [['Welcome aboard', ['New']], ['Thank you for staying', ['Loyal']]] as const) {
      const response = await t.app.inject({ method: 'POST', url: path, headers: bearer(superAdmin), payload: { ...draft, title, clientTypes } });
      expect(response.statusCode).toBe(201);
    }
    const newcomer = (await registerUser(t.app, { email: 'newcomer@example.com' })).token;
    expect(titles(await listFor(newcomer))).toContain('Welcome aboard');
    expect(titles(await listFor(newcomer))).not.toContain('Thank you for staying');
    expect(titles(await listFor(demo))).toContain('Thank you for staying');
    expect(titles(await listFor(demo))).not.toContain('Welcome aboard');
  });

  it.each([
    ['a javascript: link', { link: 'javascript:alert(1)' }, 'link'],
    ['a data: image', { mobileImage: 'data:text/html,<script>alert(1)</script>' }, 'mobileImage'],
    ['a protocol-relative link', { link: '//evil.example/' }, 'link'],
    ['a 100,000-character title', { title: 'x'.repeat(100_000) }, 'title'],
    ['a 100,000-character description', { description: 'x'.repeat(100_000) }, 'description'],
  ])('refuses %s, naming the field', async (_case, overrides, field) => {
    const response = await t.app.inject({ method: 'POST', url: path, headers: bearer(superAdmin), payload: { ...draft, ...overrides } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: expect.any(String) } });
  });

  it('refuses an item of an unknown type', async () => {
    const response = await t.app.inject({ method: 'POST', url: path, headers: bearer(superAdmin), payload: { ...draft, type: 'Gossip' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { type: expect.any(String) } });
  });

  it('answers 404 for an item that does not exist', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${path}/00000000-0000-4000-8000-000000000000`,
      headers: bearer(superAdmin),
      payload: { title: 'Nothing' },
    });
    expect(response.statusCode).toBe(404);
  });
});

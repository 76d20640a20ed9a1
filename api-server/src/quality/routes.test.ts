import { fillPath } from '@cabinet/api/contract';
import { checklistSchema, checklistVersionsSchema, QUALITY_PATHS, type SaveChecklistRequest } from '@cabinet/api/quality';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, signIn } from '../testing/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function newOwner(email: string) {
  const { token } = await registerUser(t.app, { email });
  return callAs(t.app, token);
}

const firstSave: SaveChecklistRequest = {
  version: 0,
  items: [
    { title: 'Greeted the client', description: 'Hello and a name', weight: 4 },
    { title: 'Was polite', weight: 10, fatal: true },
  ],
};

it('answers version 0 with no criteria before the first save', async () => {
  const owner = await newOwner('quality.empty@example.com');
  const response = await owner('GET', QUALITY_PATHS.checklist);
  expect(response.statusCode).toBe(200);
  expect(checklistSchema.parse(response.json())).toEqual({ version: 0, items: [], createdAt: null });
  expect((await owner('GET', QUALITY_PATHS.checklistVersions)).json()).toEqual([]);
});

it('saves each change as a new version, keeps old versions as they were and a kept criterion’s id', async () => {
  const owner = await newOwner('quality.versions@example.com');
  const first = checklistSchema.parse((await owner('PUT', QUALITY_PATHS.checklist, firstSave)).json());
  expect(first).toMatchObject({ version: 1, items: [{ title: 'Greeted the client', description: 'Hello and a name', weight: 4, fatal: false }, { title: 'Was polite', weight: 10, fatal: true }] });
  const [greeted, polite] = first.items;
  if (!greeted || !polite) throw new Error('no items');

  const second = await owner('PUT', QUALITY_PATHS.checklist, {
    version: 1,
    items: [{ id: polite.id, title: 'Was polite', weight: 9, fatal: true }, { title: 'Named the price', weight: 6 }],
  });
  expect(second.statusCode).toBe(200);
  const saved = checklistSchema.parse(second.json());
  expect(saved.version).toBe(2);
  expect(saved.items.map(({ id, title, weight }) => ({ id, title, weight }))).toEqual([
    { id: polite.id, title: 'Was polite', weight: 9 },
    { id: expect.not.stringMatching(new RegExp(`${greeted.id}|${polite.id}`)), title: 'Named the price', weight: 6 },
  ]);

  expect(checklistSchema.parse((await owner('GET', fillPath(QUALITY_PATHS.checklistVersion, { version: '1' }))).json())).toEqual(first);
  expect(checklistVersionsSchema.parse((await owner('GET', QUALITY_PATHS.checklistVersions)).json()).map(({ version, itemsCount, fatalCount }) => ({ version, itemsCount, fatalCount }))).toEqual([
    { version: 2, itemsCount: 2, fatalCount: 1 },
    { version: 1, itemsCount: 2, fatalCount: 1 },
  ]);
});

it('refuses a save based on a stale version with 409 and the checklist as stored, and adds nothing', async () => {
  const owner = await newOwner('quality.stale@example.com');
  await owner('PUT', QUALITY_PATHS.checklist, firstSave);
  await owner('PUT', QUALITY_PATHS.checklist, { version: 1, items: [{ title: 'Only this', weight: 5 }] });
  const stale = await owner('PUT', QUALITY_PATHS.checklist, { version: 1, items: [{ title: 'Mine', weight: 5 }] });
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: { version: 2, items: [{ title: 'Only this' }] } });
  // A first save from a second tab, after another tab saved.
  expect((await owner('PUT', QUALITY_PATHS.checklist, { ...firstSave, version: 0 })).statusCode).toBe(409);
  expect(checklistVersionsSchema.parse((await owner('GET', QUALITY_PATHS.checklistVersions)).json())).toHaveLength(2);
});

it('refuses bad criteria with 400 and the rule at each field, in words', async () => {
  const owner = await newOwner('quality.invalid@example.com');
  const empty = await owner('PUT', QUALITY_PATHS.checklist, { version: 0, items: [] });
  expect(empty.statusCode).toBe(400);
  expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Add at least one criterion', fields: { items: 'checklist.empty' } });

  const bad = await owner('PUT', QUALITY_PATHS.checklist, {
    version: 0,
    items: [{ title: 'Was polite', weight: 5 }, { title: 'was  POLITE', weight: 5 }, { title: 'x'.repeat(121), weight: 12 }],
  });
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    fields: { 'items.1.title': 'checklist.duplicateTitle', 'items.2.title': 'text.tooLong', 'items.2.weight': 'checklist.weightRange' },
  });
  expect((await owner('GET', QUALITY_PATHS.checklist)).json()).toMatchObject({ version: 0 });
});

it('keeps each owner’s checklist to themselves: another’s version is not found', async () => {
  const owner = await newOwner('quality.mine@example.com');
  const other = await newOwner('quality.other@example.com');
  await owner('PUT', QUALITY_PATHS.checklist, firstSave);
  const response = await other('GET', fillPath(QUALITY_PATHS.checklistVersion, { version: '1' }));
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ code: 'CHECKLIST_VERSION_NOT_FOUND' });
  expect((await other('GET', fillPath(QUALITY_PATHS.checklistVersion, { version: 'first' }))).statusCode).toBe(400);
});

it('gives the demo salon its checklist in two versions, the current one with two fatal criteria', async () => {
  const demo = callAs(t.app, (await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD)).token);
  const checklist = checklistSchema.parse((await demo('GET', QUALITY_PATHS.checklist)).json());
  expect(checklist.version).toBe(2);
  expect(checklist.items.filter((item) => item.fatal)).toHaveLength(2);
  const first = checklistSchema.parse((await demo('GET', fillPath(QUALITY_PATHS.checklistVersion, { version: '1' }))).json());
  expect(first.items).toHaveLength(checklist.items.length - 1);
  expect(first.items.map((item) => item.id).every((id) => checklist.items.some((item) => item.id === id))).toBe(true);
});

it('lets only a signed-in user read or save a checklist', async () => {
  const response = await t.app.inject({ method: 'GET', url: `/${QUALITY_PATHS.checklist}` });
  expect(response.statusCode).toBe(401);
});

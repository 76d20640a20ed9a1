import { fillPath } from '@cabinet/api/contract';
import { MARKETPLACE_PATHS, QUICK_START_PATHS } from '@cabinet/api/account';
import { FLOWS_PATHS } from '@cabinet/api/flows';
import { BUSINESS_PATHS } from '@cabinet/api/business';
import { manualClock } from '../platform/clock';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { bearer, registerUser, registration, tokensOf } from '../testing/requests';
import { DEMO_APPLICATIONS } from './module';
import { startPlannedQuickStarts } from './quickStartRoutes';

// 06:00 in Moscow: "today" planned starts at 09:00 there, three hours on.
const clock = manualClock('2026-03-02T03:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ app: { clock } });
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
async function newUser(): Promise<string> {
  counter += 1;
  return (await registerUser(t.app, { email: `onboarding.${counter}@example.com` })).token;
}
const progressPath = (variant: string) => '/' + fillPath(QUICK_START_PATHS.progress, { variant });
const completePath = (variant: string) => '/' + fillPath(QUICK_START_PATHS.complete, { variant });
const save = (token: string, variant: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: progressPath(variant), headers: bearer(token), payload: { integration: null, startMode: null, plannedDay: null, ...body } });

describe('quick start progress', () => {
  it('begins at the first step and resumes where it was left, with the same choices', async () => {
    const token = await newUser();
    expect((await t.app.inject({ method: 'GET', url: progressPath('quickstart'), headers: bearer(token) })).json()).toMatchObject({ step: 'goals', goals: [], completedAt: null });
    expect((await save(token, 'quickstart', { step: 'connect', goals: ['revisit', 'feedback'] })).statusCode).toBe(200);
    const resumed = (await t.app.inject({ method: 'GET', url: progressPath('quickstart'), headers: bearer(token) })).json();
    expect(resumed).toMatchObject({ step: 'connect', goals: ['revisit', 'feedback'] });
    // Each variant keeps its own.
    expect((await t.app.inject({ method: 'GET', url: progressPath('quickstartYclients'), headers: bearer(token) })).json()).toMatchObject({ step: 'goals', integration: 'yclients' });
  });

  it.each([
    ['a step past the goals with none chosen', 'quickstart', { step: 'connect', goals: [] }, 'quickStart.goals.required'],
    ['the review before a booking system is chosen', 'quickstart', { step: 'review', goals: ['revisit'] }, 'quickStart.integration.required'],
    ['a goal the variant does not offer', 'medflexOnboarding', { step: 'connect', goals: ['profitability'] }, 'quickStart.goal.notOffered'],
  ])('refuses %s', async (_case, variant, body, rule) => {
    const token = await newUser();
    const response = await save(token, variant, body);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'QUICK_START_STEP', fields: { step: rule } });
  });

  it('refuses an unknown variant and a goal that does not exist with 400', async () => {
    const token = await newUser();
    expect((await save(token, 'nope', { step: 'goals', goals: [] })).statusCode).toBe(400);
    expect((await save(token, 'quickstart', { step: 'goals', goals: ['fame'] })).statusCode).toBe(400);
  });
});

describe('completing a quick start', () => {
  it('creates the flows of two goals in test mode, listed in the flows', async () => {
    const token = await newUser();
    await save(token, 'quickstart', { step: 'start', goals: ['revisit', 'feedback'], integration: 'yclients' });
    const done = await t.app.inject({ method: 'POST', url: completePath('quickstart'), headers: bearer(token), payload: { startMode: 'now', plannedDay: null } });
    expect(done.statusCode).toBe(200);
    const { flows, progress } = done.json<{ flows: Array<{ type: string; mode: string; status: string }>; progress: { completedAt: string | null } }>();
    expect(flows.map((flow) => [flow.type, flow.mode])).toEqual([
      ['returnVisit', 'test'],
      ['reviewRequest', 'test'],
    ]);
    expect(progress.completedAt).not.toBeNull();

    const list = await t.app.inject({ method: 'GET', url: '/' + FLOWS_PATHS.list, headers: bearer(token) });
    expect(list.json<{ items: Array<{ type: string; mode: string }> }>().items.map((flow) => flow.mode)).toEqual(['test', 'test']);
    // Completing again answers the same flows and creates none.
    const again = await t.app.inject({ method: 'POST', url: completePath('quickstart'), headers: bearer(token), payload: { startMode: 'now', plannedDay: null } });
    expect(again.json<{ flows: unknown[] }>().flows).toHaveLength(2);
    expect((await save(token, 'quickstart', { step: 'goals', goals: ['revisit'] })).statusCode).toBe(409);
  });

  it('leaves planned flows paused until 09:00 of the chosen day, then starts them', async () => {
    const token = await newUser();
    await save(token, 'quickstartAltegio', { step: 'start', goals: ['dailyReport'] });
    const noDay = await t.app.inject({ method: 'POST', url: completePath('quickstartAltegio'), headers: bearer(token), payload: { startMode: 'planned', plannedDay: null } });
    expect(noDay.json()).toMatchObject({ fields: { plannedDay: 'quickStart.plannedDay.required' } });
    const done = await t.app.inject({ method: 'POST', url: completePath('quickstartAltegio'), headers: bearer(token), payload: { startMode: 'planned', plannedDay: 'today' } });
    expect(done.json()).toMatchObject({ flows: [{ type: 'dailyReport', status: 'pause', mode: 'test' }] });

    await startPlannedQuickStarts(t.db, new Date('2026-03-02T05:59:00Z'));
    const listed = async () => (await t.app.inject({ method: 'GET', url: '/' + FLOWS_PATHS.list, headers: bearer(token) })).json<{ items: Array<{ status: string }> }>().items[0]?.status;
    expect(await listed()).toBe('pause');
    await startPlannedQuickStarts(t.db, new Date('2026-03-02T06:00:00Z'));
    expect(await listed()).toBe('inQueue');
  });

  it('with a manager: records the set-up request', async () => {
    const token = await newUser();
    await save(token, 'quickstartYclients', { step: 'start', goals: ['feedback'] });
    await t.app.inject({ method: 'POST', url: completePath('quickstartYclients'), headers: bearer(token), payload: { startMode: 'manager', plannedDay: null } });
    const [row] = await t.db.query<{ count: string }>(
      "select count(*)::text as count from setup_requests s join users u on u.id = s.user_id where u.email = $1",
      [`onboarding.${counter}@example.com`],
    );
    expect(row?.count).toBe('1');
  });
});

describe('marketplace registration', () => {
  const [yclients] = DEMO_APPLICATIONS;
  const applicationPath = (marketplace: string, id: string) => '/' + fillPath(MARKETPLACE_PATHS.application, { marketplace, applicationId: id });
  const registerPath = (marketplace: string, id: string) => '/' + fillPath(MARKETPLACE_PATHS.register, { marketplace, applicationId: id });

  it('names the company, registers signed in with it connected, and refuses the id afterwards', async () => {
    expect((await t.app.inject({ method: 'GET', url: applicationPath('yclients', yclients.applicationId) })).json()).toMatchObject({ companyName: 'Salon Lotus' });
    const registered = await t.app.inject({ method: 'POST', url: registerPath('yclients', yclients.applicationId), payload: registration({ email: 'lotus@example.com' }) });
    expect(registered.statusCode).toBe(200);
    const { token } = tokensOf(registered.json());
    const connections = await t.app.inject({ method: 'GET', url: '/' + BUSINESS_PATHS.connections, headers: bearer(token) });
    expect(connections.json()).toEqual([expect.objectContaining({ integration: 'yclients', externalId: '700101', name: 'Salon Lotus' })]);

    expect((await t.app.inject({ method: 'GET', url: applicationPath('yclients', yclients.applicationId) })).json()).toMatchObject({ code: 'APPLICATION_USED' });
    const second = await t.app.inject({ method: 'POST', url: registerPath('yclients', yclients.applicationId), payload: registration({ email: 'other@example.com' }) });
    expect(second.statusCode).toBe(409);
  });

  it('refuses an unknown id, and an id of the other marketplace', async () => {
    expect((await t.app.inject({ method: 'GET', url: applicationPath('altegio', 'no-such-app') })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: applicationPath('altegio', yclients.applicationId) })).json()).toMatchObject({ code: 'APPLICATION_NOT_FOUND' });
  });

  it('keeps the application unused when the e-mail has an account', async () => {
    const [, altegio] = DEMO_APPLICATIONS;
    await registerUser(t.app, { email: 'taken.altegio@example.com' });
    const refused = await t.app.inject({ method: 'POST', url: registerPath('altegio', altegio.applicationId), payload: registration({ email: 'taken.altegio@example.com' }) });
    expect(refused.json()).toMatchObject({ code: 'USER_EXISTS' });
    expect((await t.app.inject({ method: 'GET', url: applicationPath('altegio', altegio.applicationId) })).statusCode).toBe(200);
  });
});

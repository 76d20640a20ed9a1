import { fillPath } from '@cabinet/api/contract';
import { flowPageSchema, flowReachSchema, FLOWS_PATHS, flowSchema } from '@cabinet/api/flows';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, userIdOf } from '../testing/requests';
import { insertFlow, insertLogMessage } from './testing';

let t: TestApp;
let owner: ReturnType<typeof callAs>;
let ownerId: string;
let otherId: string;

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const token = (await registerUser(t.app, { email: 'reach-owner@example.com' })).token;
  owner = callAs(t.app, token);
  ownerId = userIdOf(token);
  otherId = userIdOf((await registerUser(t.app, { email: 'reach-other@example.com' })).token);
});
afterAll(async () => {
  await t.close();
});

async function reachOf(flowId: string) {
  const response = await owner('GET', fillPath(FLOWS_PATHS.reach, { id: flowId }));
  expect(response.statusCode).toBe(200);
  return flowReachSchema.parse(response.json());
}

describe('GET Workflows/{id}/Reach', () => {
  it("counts the distinct clients of the flow's planned messages due within the day, less the blacklisted", async () => {
    const flowId = await insertFlow(t.db, ownerId, { type: 'visitReminder', mode: 'test' });
    const queued = (phone: string, hours: number, status = 'queued') => insertLogMessage(t.db, ownerId, { flowId, phone, scheduledAt: inHours(hours), status, sentAt: null });
    await queued('+79160000101', 1);
    await queued('+79160000101', 5); // the same client twice: one client, two messages
    await queued('+79160000102', 3, 'waitingWindow');
    await queued('+79160000103', 2);
    await queued('+79160000104', 30); // beyond the day
    await queued('+79160000105', -2, 'sent'); // already sent
    await t.db.query("insert into blacklist (user_id, phone, allowed_tasks) values ($1, '+79160000103', '{}')", [ownerId]);
    const reach = await reachOf(flowId);
    expect(reach).toMatchObject({ flowId, clients: 2, messages: 3 });
    expect(Date.parse(reach.to) - Date.parse(reach.from)).toBe(24 * 3_600_000);
  });

  it('counts a blacklisted phone whose entry allows the flow type', async () => {
    const flowId = await insertFlow(t.db, ownerId, { type: 'birthday', mode: 'test' });
    await t.db.query("insert into blacklist (user_id, phone, allowed_tasks) values ($1, '+79160000201', '{birthday}')", [ownerId]);
    await insertLogMessage(t.db, ownerId, { flowId, phone: '+79160000201', scheduledAt: inHours(2), status: 'queued', sentAt: null });
    expect(await reachOf(flowId)).toMatchObject({ clients: 1, messages: 1 });
  });

  it('reaches no client with the daily report, which goes to the owner', async () => {
    const flowId = await insertFlow(t.db, ownerId, { type: 'dailyReport', mode: 'test' });
    await insertLogMessage(t.db, ownerId, { flowId, scheduledAt: inHours(2), status: 'queued', sentAt: null });
    expect(await reachOf(flowId)).toMatchObject({ clients: 0, messages: 0 });
  });

  it("answers 404 for another owner's flow or an id that is no flow", async () => {
    const foreign = await insertFlow(t.db, otherId, { type: 'visitReminder' });
    expect((await owner('GET', fillPath(FLOWS_PATHS.reach, { id: foreign }))).statusCode).toBe(404);
    expect((await owner('GET', fillPath(FLOWS_PATHS.reach, { id: 'abc' }))).json()).toMatchObject({ code: 'FLOW_NOT_FOUND' });
  });
});

describe('a flow in error says why (issue 21)', () => {
  it("answers the reason of its latest finished message in the flow and its list row, and none once it runs again", async () => {
    const flowId = await insertFlow(t.db, ownerId, { type: 'birthday', status: 'error', settings: { title: 'Stuck greeting' } });
    await insertLogMessage(t.db, ownerId, { flowId, scheduledAt: inHours(-3), status: 'sent', sentAt: inHours(-3) });
    await insertLogMessage(t.db, ownerId, { flowId, scheduledAt: inHours(-1), status: 'skipped', reason: 'quotaExhausted', sentAt: null });
    const flow = flowSchema.parse((await owner('GET', fillPath(FLOWS_PATHS.one, { id: flowId }))).json());
    expect(flow).toMatchObject({ status: 'error', errorReason: 'quotaExhausted' });
    const list = flowPageSchema.parse((await owner('GET', FLOWS_PATHS.list, undefined, { search: 'Stuck greeting' })).json());
    expect(list.items).toMatchObject([{ id: flowId, errorReason: 'quotaExhausted' }]);

    await t.db.query("update flows set status = 'waiting' where id = $1", [flowId]);
    expect((await owner('GET', fillPath(FLOWS_PATHS.one, { id: flowId }))).json()).toMatchObject({ status: 'waiting', errorReason: null });
  });
});

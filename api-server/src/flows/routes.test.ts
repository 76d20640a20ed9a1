import { randomUUID } from 'node:crypto';
import { acceptFlowTransferResultSchema, bulkFlowsResultSchema, FLOW_TYPES, incomingFlowTransfersSchema, transferFlowsResultSchema, flowConversionSchema, flowPageSchema, flowRecipientsSchema, flowSchema, type Flow, type FlowSummary, FLOWS_PATHS } from '@cabinet/api/flows';
import { fillPath } from '@cabinet/api/contract';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { ApiError } from '../platform/http/ApiError';
import { callAs, registerUser, signIn, userIdOf } from '../testing/requests';
import { flowsService } from './service';

let t: TestApp;
let demo: ReturnType<typeof callAs>;
let stranger: ReturnType<typeof callAs>;
let smsUser: ReturnType<typeof callAs>;
let demoId: string;
let strangerId: string;
let demoFlows: FlowSummary[];

beforeAll(async () => {
  t = await createTestApp();
  const demoToken = (await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD)).token;
  demoId = userIdOf(demoToken);
  demo = callAs(t.app, demoToken);
  const strangerToken = (await registerUser(t.app, { email: 'stranger@example.com' })).token;
  strangerId = userIdOf(strangerToken);
  stranger = callAs(t.app, strangerToken);
  const smsToken = (await registerUser(t.app, { email: 'sms.only@example.com', phone: '+79001112244' })).token;
  await t.db.query('update users set major_tariff = 14 where id = $1', [userIdOf(smsToken)]);
  smsUser = callAs(t.app, smsToken);
  demoFlows = flowPageSchema.parse((await demo('GET', FLOWS_PATHS.list, undefined, { pageSize: '100' })).json()).items;
});
afterAll(async () => {
  await t.close();
});

const one = (id: string) => fillPath(FLOWS_PATHS.one, { id });
const seeded = (title: string): FlowSummary => {
  const flow = demoFlows.find((candidate) => candidate.title === title);
  if (!flow) throw new Error(`No seeded flow ${title}`);
  return flow;
};
const create = async (call: ReturnType<typeof callAs>, body: Record<string, unknown>): Promise<Flow> => {
  const response = await call('POST', FLOWS_PATHS.list, body);
  if (response.statusCode !== 201) throw new Error(`Create answered ${response.statusCode}: ${response.body}`);
  return flowSchema.parse(response.json());
};
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('the seeded demo account', () => {
  it('holds 13 flows of various types, modes and statuses, one unavailable in the tariff', () => {
    expect(demoFlows).toHaveLength(13);
    expect(new Set(demoFlows.map((flow) => flow.mode))).toEqual(new Set(['test', 'combat']));
    expect(demoFlows.map((flow) => flow.status)).toEqual(expect.arrayContaining(['working', 'pause', 'error', 'done', 'unavailable', 'inQueue', 'waiting']));
    expect(seeded('Abandoned cart (cafe)')).toMatchObject({ status: 'unavailable', integration: 'iikocrm' });
  });
});

describe('one flow', () => {
  it('answers the whole flow to its owner', async () => {
    const response = await demo('GET', one(seeded('Review request').id));
    expect(response.statusCode).toBe(200);
    expect(flowSchema.parse(response.json())).toMatchObject({
      type: 'reviewRequest',
      reviewRangeMinutes: 120,
      buttons: [{ type: 'answer', text: 'Everything was great' }, { type: 'url', text: 'Leave a review', url: 'https://example.com/review' }],
    });
  });

  it.each([
    ['another user', () => stranger('GET', one(seeded('Review request').id))],
    ['an unknown id', () => demo('GET', one(randomUUID()))],
    ['a malformed id', () => demo('GET', one('not-a-flow'))],
  ])('answers 404 FLOW_NOT_FOUND for %s', async (_case, request) => {
    const response = await request();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'FLOW_NOT_FOUND', message: 'Flow not found' });
  });

  it('needs a signed-in user', async () => {
    expect((await callAs(t.app, null)('GET', FLOWS_PATHS.list)).statusCode).toBe(401);
  });
});

describe('creating a blank flow', () => {
  it('starts from the type defaults in test mode, paused until it has a text (a running flow would send it empty)', async () => {
    const flow = await create(demo, { type: 'birthday' });
    expect(flow).toMatchObject({
      title: 'New flow',
      content: '',
      type: 'birthday',
      mode: 'test',
      status: 'pause',
      beginHour: -1,
      endHour: -1,
      daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
      birthdayDaysBefore: 0,
      buttons: [],
      image: null,
      integration: 'yclients',
      templateType: null,
      lastStart: null,
    });
    expect((await demo('GET', one(flow.id))).json()).toEqual(flow);
  });

  it('creates a blank flow of every type the tariff allows', async () => {
    for (const type of FLOW_TYPES) {
      const response = await demo('POST', FLOWS_PATHS.list, { type });
      expect([type, response.statusCode]).toEqual([type, 201]);
    }
  });

  it('puts a webhook flow to work at once', async () => {
    expect((await create(demo, { type: 'webhook', content: '{clientName}, {orderStatus}' })).status).toBe('working');
  });

  it('keeps every field given, image included', async () => {
    const image = { fileName: 'promo.png', dataUrl: `data:image/png;base64,${Buffer.from('png-bytes').toString('base64')}` };
    const flow = await create(demo, {
      type: 'visitReminder',
      title: 'Two hours before',
      content: 'See you at {recordTime}, {clientName}',
      mode: 'combat',
      beginHour: 9,
      endHour: 21,
      daysOfWeek: [1, 2, 3, 4, 5],
      intervalMinutes: 120,
      filters: { staffIds: ['m1', 'm2'], recordStatuses: ['waiting', 'confirmed'], moneySpent: { min: 1000, max: 50000 }, time: { fromMinute: 540, toMinute: 1260 } },
      exclusionRules: [{ kind: 'hasUpcomingRecord' }, { kind: 'visitedWithinDays', days: 14 }],
      buttons: [
        { type: 'call', text: 'Call us', phone: '+7 (900) 123-45-67' },
        { type: 'url', text: 'Reschedule', url: 'https://salon.example/r' },
      ],
      image,
      fileCaption: true,
      endDate: inDays(30),
    });
    expect(flow).toMatchObject({ mode: 'combat', beginHour: 9, endHour: 21, intervalMinutes: 120, image, fileCaption: true });
    expect(flow.buttons[0]).toEqual({ type: 'call', text: 'Call us', phone: '+79001234567' });
    expect(flow.filters.moneySpent).toEqual({ min: 1000, max: 50000 });
    const list = flowPageSchema.parse((await demo('GET', FLOWS_PATHS.list, undefined, { search: 'Two hours before' })).json());
    expect(list.items).toEqual([expect.objectContaining({ id: flow.id, hasImage: true })]);
    expect(list.items[0]).not.toHaveProperty('image');
  });

  it.each([
    ['FROM not below TO', { type: 'birthday', beginHour: 21, endHour: 9 }, { endHour: 'flow.hours.order' }],
    ['one end of the window', { type: 'birthday', beginHour: 9 }, { endHour: 'flow.hours.incomplete' }],
    ['a fourth button', { type: 'birthday', buttons: [{ type: 'answer', text: 'A' }, { type: 'url', text: 'B', url: 'https://b.example' }, { type: 'call', text: 'C', phone: '+79001234567' }, { type: 'answer', text: 'D' }] }, { buttons: 'flow.buttons.tooMany' }],
    ['two buttons of a kind', { type: 'birthday', buttons: [{ type: 'answer', text: 'A' }, { type: 'answer', text: 'B' }] }, { buttons: 'flow.buttons.duplicateType' }],
    ['a retry range under 30 days', { type: 'retryNotifyRange', dayRange: 29 }, { dayRange: 'flow.retryRange.range' }],
    ['a retry range over 5 years', { type: 'retryNotifyRange', dayRange: 1826 }, { dayRange: 'flow.retryRange.range' }],
    ['over 200 notifications a day', { type: 'retryNotifyRange', notificationsPerDay: 201 }, { notificationsPerDay: 'flow.retryRange.perDay' }],
    ['an end date within a day', { type: 'birthday', endDate: inDays(0.5) }, { endDate: 'flow.workTime.tooShort' }],
    ['a reminder 3 hours before', { type: 'visitReminder', intervalMinutes: 180 }, { intervalMinutes: 'flow.reminder.option' }],
    ['a return visit at 45 days', { type: 'returnVisit', reminderDaysN: 45 }, { reminderDaysN: 'flow.returnVisit.days' }],
    ['a GIF image', { type: 'birthday', image: { fileName: 'a.gif', dataUrl: 'data:image/gif;base64,AAAA' } }, { image: 'flow.image.type' }],
    ['an image over 5 MB', { type: 'birthday', image: { fileName: 'a.png', dataUrl: `data:image/png;base64,${Buffer.alloc(5 * 1024 * 1024 + 3).toString('base64')}` } }, { image: 'flow.image.tooLarge' }],
    ['an unknown variable', { type: 'birthday', content: 'Hi {clientNmae}' }, { content: 'flow.content.unknownVariable' }],
    ['a combat flow without text', { type: 'birthday', mode: 'combat' }, { content: 'required' }],
    ['a text of only spaces, even in test mode', { type: 'birthday', content: ' \n\u200b\u00a0 ' }, { content: 'flow.content.blank' }],
    ['an empty title', { type: 'birthday', title: '  ' }, { title: 'required' }],
    ['no type', { title: 'x' }, { type: 'required' }],
  ])('refuses %s with its rule code', async (_case, body, fields) => {
    const response = await demo('POST', FLOWS_PATHS.list, body);
    expect(response.statusCode).toBe(400);
    const answer = response.json<{ code: string; message: string; fields: Record<string, string> }>();
    expect(answer).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    expect(answer.message).toMatch(/^[A-Z]/);
  });

  it('says why in English', async () => {
    const response = await demo('POST', FLOWS_PATHS.list, { type: 'retryNotifyRange', notificationsPerDay: 500 });
    expect(response.json()).toMatchObject({ message: 'A retry-range flow sends from 1 to 200 notifications a day' });
  });

  it('refuses retry flows without an extended tariff, and all but SMS with the SMS module', async () => {
    for (const type of ['retryNotify', 'retryNotifyRange']) {
      const response = await stranger('POST', FLOWS_PATHS.list, { type });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'FLOW_UNAVAILABLE_IN_TARIFF', message: 'This flow type needs an extended tariff', fields: { type: 'flow.type.extendedTariff' } });
    }
    const birthday = await smsUser('POST', FLOWS_PATHS.list, { type: 'birthday' });
    expect(birthday.statusCode).toBe(403);
    expect(birthday.json()).toMatchObject({ code: 'FLOW_UNAVAILABLE_IN_TARIFF', fields: { type: 'flow.type.smsTariffOnly' } });
    expect((await create(smsUser, { type: 'sms', content: 'Hello {clientName}' })).type).toBe('sms');
    expect((await create(stranger, { type: 'birthday' })).type).toBe('birthday');
  });
});

describe('editing a flow', () => {
  it('saves the fields given and keeps the others', async () => {
    const flow = await create(demo, { type: 'birthday', title: 'Before edit', beginHour: 10, endHour: 18 });
    const response = await demo('PATCH', one(flow.id), { title: 'After edit', birthdayDaysBefore: 3, filters: { categoryIds: ['vip'] } });
    expect(response.statusCode).toBe(200);
    const edited = flowSchema.parse(response.json());
    expect(edited).toMatchObject({ title: 'After edit', birthdayDaysBefore: 3, beginHour: 10, endHour: 18, filters: { categoryIds: ['vip'] } });
    expect(Date.parse(edited.editedAt)).toBeGreaterThanOrEqual(Date.parse(flow.editedAt));
  });

  it('checks the rules on the merged flow', async () => {
    const flow = await create(demo, { type: 'birthday', beginHour: 10, endHour: 18 });
    const response = await demo('PATCH', one(flow.id), { beginHour: 19 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { endHour: 'flow.hours.order' } });
    expect(flowSchema.parse((await demo('GET', one(flow.id))).json()).beginHour).toBe(10);
  });

  it('leaves a past end date alone when the edit does not touch it', async () => {
    const done = seeded('Daily report for the owner');
    const response = await demo('PATCH', one(done.id), { title: 'Daily report (old)' });
    expect(response.statusCode).toBe(200);
    const moved = await demo('PATCH', one(done.id), { endDate: inDays(0.2) });
    expect(moved.json()).toMatchObject({ fields: { endDate: 'flow.workTime.tooShort' } });
  });

  it('gives a new type its default settings, and refuses a type the tariff does not allow', async () => {
    const flow = await create(stranger, { type: 'birthday' });
    const retyped = await stranger('PATCH', one(flow.id), { type: 'visitReminder' });
    expect(retyped.json()).toMatchObject({ type: 'visitReminder', intervalMinutes: 1440 });
    const gated = await stranger('PATCH', one(flow.id), { type: 'retryNotify' });
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toMatchObject({ code: 'FLOW_UNAVAILABLE_IN_TARIFF' });
  });

  it("answers 404 for another user's flow and changes nothing", async () => {
    const target = seeded('Birthday greeting');
    const response = await stranger('PATCH', one(target.id), { title: 'Hijacked' });
    expect(response.statusCode).toBe(404);
    expect(flowSchema.parse((await demo('GET', one(target.id))).json()).title).toBe('Birthday greeting');
  });
});

describe('deleting a flow', () => {
  it('deletes one of its own, once', async () => {
    const flow = await create(demo, { type: 'crossSell' });
    expect((await demo('DELETE', one(flow.id))).statusCode).toBe(204);
    expect((await demo('GET', one(flow.id))).statusCode).toBe(404);
    expect((await demo('DELETE', one(flow.id))).json()).toMatchObject({ code: 'FLOW_NOT_FOUND' });
  });

  it("cannot delete another user's flow", async () => {
    const target = seeded('New record');
    expect((await stranger('DELETE', one(target.id))).statusCode).toBe(404);
    expect((await demo('GET', one(target.id))).statusCode).toBe(200);
  });
});

describe('pause, resume, duplicate, mode', () => {
  const action = (path: string, id: string) => fillPath(path, { id });

  it('pauses a working flow and resumes it into the queue', async () => {
    const flow = await create(demo, { type: 'reviewRequest', content: 'Rate us: {reviewForm}', mode: 'combat' });
    const paused = await demo('POST', action(FLOWS_PATHS.pause, flow.id));
    expect(paused.json()).toMatchObject({ status: 'pause' });
    const resumed = await demo('POST', action(FLOWS_PATHS.resume, flow.id));
    expect(resumed.json()).toMatchObject({ status: 'inQueue' });
  });

  it('resumes a failed webhook flow straight to working', async () => {
    const flow = await create(demo, { type: 'webhook', content: '{orderStatus}' });
    await t.db.query("update flows set status = 'error' where id = $1", [flow.id]);
    expect((await demo('POST', action(FLOWS_PATHS.resume, flow.id))).json()).toMatchObject({ status: 'working' });
  });

  it('refuses to resume a finished flow or one unavailable in the tariff', async () => {
    const done = await demo('POST', action(FLOWS_PATHS.resume, seeded('Daily report for the owner').id));
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({ code: 'FLOW_INVALID_STATE' });
    const unavailable = await demo('POST', action(FLOWS_PATHS.resume, seeded('Abandoned cart (cafe)').id));
    expect(unavailable.statusCode).toBe(403);
    expect(unavailable.json()).toMatchObject({ code: 'FLOW_UNAVAILABLE_IN_TARIFF' });
    expect((await demo('POST', action(FLOWS_PATHS.pause, seeded('Daily report for the owner').id))).statusCode).toBe(409);
  });

  it('shows a retry flow as unavailable once the tariff no longer allows it; it can be paused, not resumed', async () => {
    const owner = await registerUser(t.app, { email: 'lapsed.retry@example.com' });
    const ownerId = userIdOf(owner.token);
    const call = callAs(t.app, owner.token);
    await t.db.query('update users set major_tariff = 1 where id = $1', [ownerId]);
    const flow = await create(call, { type: 'retryNotify', content: 'Come back, {clientName}' });
    await t.db.query('update users set major_tariff = 0 where id = $1', [ownerId]);
    expect((await call('GET', one(flow.id))).json()).toMatchObject({ status: 'unavailable' });
    expect((await call('POST', action(FLOWS_PATHS.pause, flow.id))).statusCode).toBe(200);
    const resumed = await call('POST', action(FLOWS_PATHS.resume, flow.id));
    expect(resumed.json()).toMatchObject({ code: 'FLOW_UNAVAILABLE_IN_TARIFF', fields: { type: 'flow.type.extendedTariff' } });
    const page = flowPageSchema.parse((await call('GET', FLOWS_PATHS.list, undefined, { status: 'unavailable' })).json());
    expect(page.items.map((item) => item.id)).toEqual([flow.id]);
  });

  it('duplicates a flow paused and in test mode, with all its settings', async () => {
    const original = flowSchema.parse((await demo('GET', one(seeded('Reminder a day before').id))).json());
    const response = await demo('POST', action(FLOWS_PATHS.duplicate, original.id));
    expect(response.statusCode).toBe(201);
    const copy = flowSchema.parse(response.json());
    expect(copy).toMatchObject({ title: 'Reminder a day before (copy)', mode: 'test', status: 'pause', lastStart: null, buttons: original.buttons, beginHour: 9, endHour: 21 });
    expect(copy.id).not.toBe(original.id);
    expect((await stranger('POST', action(FLOWS_PATHS.duplicate, original.id))).statusCode).toBe(404);
  });

  it('switches test and combat both ways; combat needs a text', async () => {
    const flow = await create(demo, { type: 'birthday', content: 'Happy birthday, {clientName}!' });
    expect((await demo('POST', action(FLOWS_PATHS.mode, flow.id), { mode: 'combat' })).json()).toMatchObject({ mode: 'combat' });
    expect((await demo('POST', action(FLOWS_PATHS.mode, flow.id), { mode: 'test' })).json()).toMatchObject({ mode: 'test' });
    const empty = await create(demo, { type: 'birthday' });
    const refused = await demo('POST', action(FLOWS_PATHS.mode, empty.id), { mode: 'combat' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'A flow without a text cannot switch to combat mode', fields: { content: 'required' } });
    expect((await demo('POST', action(FLOWS_PATHS.mode, flow.id), { mode: 'live' })).statusCode).toBe(400);
  });
});

describe('bulk actions', () => {
  const statusOf = async (id: string) => flowSchema.parse((await demo('GET', one(id))).json()).status;

  it('pauses many, skipping the one that cannot be paused with its reason', async () => {
    const a = await create(demo, { type: 'birthday', content: 'A {clientName}' });
    const b = await create(demo, { type: 'crossSell', content: 'B {clientName}' });
    const done = seeded('Daily report for the owner').id;
    const response = await demo('POST', FLOWS_PATHS.bulkPause, { ids: [a.id, b.id, done] });
    expect(response.statusCode).toBe(200);
    expect(bulkFlowsResultSchema.parse(response.json())).toEqual({
      applied: [a.id, b.id],
      skipped: [{ id: done, code: 'FLOW_INVALID_STATE', message: 'A finished, canceled or unavailable flow cannot be paused' }],
    });
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(['pause', 'pause']);

    const resumed = bulkFlowsResultSchema.parse((await demo('POST', FLOWS_PATHS.bulkResume, { ids: [a.id, b.id, seeded('Abandoned cart (cafe)').id] })).json());
    expect(resumed.applied).toEqual([a.id, b.id]);
    expect(resumed.skipped).toEqual([expect.objectContaining({ code: 'FLOW_UNAVAILABLE_IN_TARIFF' })]);
    expect(await statusOf(a.id)).toBe('inQueue');
  });

  it("fails whole with 404 when one id is another user's, changing nothing", async () => {
    const mine = await create(demo, { type: 'birthday', content: 'Happy birthday!' });
    const theirs = await create(stranger, { type: 'birthday', content: 'Happy birthday!' });
    const response = await demo('POST', FLOWS_PATHS.bulkPause, { ids: [mine.id, theirs.id] });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'FLOW_NOT_FOUND' });
    expect(await statusOf(mine.id)).toBe('inQueue');
    expect((await demo('POST', FLOWS_PATHS.bulkDelete, { ids: [mine.id, theirs.id] })).statusCode).toBe(404);
    expect((await stranger('GET', one(theirs.id))).statusCode).toBe(200);
  });

  it('switches modes in bulk, skipping flows without a text for combat', async () => {
    const written = await create(demo, { type: 'birthday', content: 'Hi {clientName}' });
    const blank = await create(demo, { type: 'birthday' });
    const result = bulkFlowsResultSchema.parse((await demo('POST', FLOWS_PATHS.bulkMode, { ids: [written.id, blank.id], mode: 'combat' })).json());
    expect(result.applied).toEqual([written.id]);
    // The field's rule code comes with the refusal, so the cabinet words it in the reader's language.
    expect(result.skipped).toEqual([{ id: blank.id, code: 'VALIDATION_FAILED', message: 'A flow without a text cannot switch to combat mode', fields: { content: 'required' } }]);
    expect((await demo('GET', one(written.id))).json()).toMatchObject({ mode: 'combat' });
  });

  it('deletes many', async () => {
    const a = await create(demo, { type: 'birthday' });
    const b = await create(demo, { type: 'birthday' });
    expect(bulkFlowsResultSchema.parse((await demo('POST', FLOWS_PATHS.bulkDelete, { ids: [a.id, b.id] })).json())).toEqual({ applied: [a.id, b.id], skipped: [] });
    expect((await demo('GET', one(a.id))).statusCode).toBe(404);
  });

  it('refuses an empty list and an id given twice', async () => {
    expect((await demo('POST', FLOWS_PATHS.bulkPause, { ids: [] })).json()).toMatchObject({ fields: { ids: 'required' } });
    const flow = await create(demo, { type: 'birthday' });
    expect((await demo('POST', FLOWS_PATHS.bulkPause, { ids: [flow.id, flow.id] })).json()).toMatchObject({ fields: { ids: 'list.duplicate' } });
  });
});

describe('transfer and copy to another user', () => {
  it('writes nothing to the other account until its owner accepts, who sees who offers what', async () => {
    const flow = await create(demo, { type: 'birthday', title: 'Offered flow', content: 'Hi {clientName}', mode: 'combat' });
    const before = flowPageSchema.parse((await stranger('GET', FLOWS_PATHS.list)).json()).total;
    const response = await demo('POST', FLOWS_PATHS.transfer, { ids: [flow.id], targetUserId: strangerId, copy: false });
    expect(response.statusCode).toBe(200);
    const { transferId } = transferFlowsResultSchema.parse(response.json());
    expect(flowPageSchema.parse((await stranger('GET', FLOWS_PATHS.list)).json()).total).toBe(before);
    expect((await stranger('GET', one(flow.id))).statusCode).toBe(404);
    expect((await demo('GET', one(flow.id))).json()).toMatchObject({ mode: 'combat', receivedFrom: null });
    const incoming = incomingFlowTransfersSchema.parse((await stranger('GET', FLOWS_PATHS.incomingTransfers)).json()).items;
    expect(incoming.find((offer) => offer.id === transferId)).toMatchObject({ fromEmail: DEMO_EMAIL, copy: false, flows: [{ id: flow.id, title: 'Offered flow', type: 'birthday' }] });
    // The sender sees no offers of their own to answer.
    expect(incomingFlowTransfersSchema.parse((await demo('GET', FLOWS_PATHS.incomingTransfers)).json()).items.some((offer) => offer.id === transferId)).toBe(false);
  });

  it('copies flows once accepted, paused and in test mode, keeping the originals and saying where they came from', async () => {
    const original = await create(demo, { type: 'reviewRequest', title: 'Shared review flow', content: 'Rate us {reviewForm}', mode: 'combat' });
    const { transferId } = transferFlowsResultSchema.parse((await demo('POST', FLOWS_PATHS.transfer, { ids: [original.id], targetUserId: strangerId, copy: true })).json());
    const accepted = await stranger('POST', fillPath(FLOWS_PATHS.acceptTransfer, { id: transferId }));
    expect(accepted.statusCode).toBe(200);
    const { flowIds } = acceptFlowTransferResultSchema.parse(accepted.json());
    expect(flowIds).toHaveLength(1);
    expect(flowIds[0]).not.toBe(original.id);
    const copy = flowSchema.parse((await stranger('GET', one(flowIds[0] ?? ''))).json());
    expect(copy).toMatchObject({ title: 'Shared review flow', content: 'Rate us {reviewForm}', mode: 'test', status: 'pause', receivedFrom: { fromEmail: DEMO_EMAIL, copy: true } });
    const listed = flowPageSchema.parse((await stranger('GET', FLOWS_PATHS.list, undefined, { pageSize: '100' })).json()).items.find((row) => row.id === copy.id);
    expect(listed?.receivedFrom).toMatchObject({ fromEmail: DEMO_EMAIL, copy: true });
    expect((await demo('GET', one(original.id))).json()).toMatchObject({ mode: 'combat', status: 'inQueue', receivedFrom: null });
    // Answered once: the offer is gone and cannot be accepted again.
    expect((await stranger('POST', fillPath(FLOWS_PATHS.acceptTransfer, { id: transferId }))).statusCode).toBe(404);
    expect(incomingFlowTransfersSchema.parse((await stranger('GET', FLOWS_PATHS.incomingTransfers)).json()).items.some((offer) => offer.id === transferId)).toBe(false);
  });

  it('transfers flows once accepted: the other user owns them, the owner no longer does', async () => {
    const flow = await create(demo, { type: 'birthday', title: 'Moving flow', content: 'Hi {clientName}', mode: 'combat' });
    const { transferId } = transferFlowsResultSchema.parse((await demo('POST', FLOWS_PATHS.transfer, { ids: [flow.id], targetUserId: strangerId, copy: false })).json());
    const accepted = await stranger('POST', fillPath(FLOWS_PATHS.acceptTransfer, { id: transferId }));
    expect(accepted.json()).toEqual({ flowIds: [flow.id] });
    expect((await demo('GET', one(flow.id))).statusCode).toBe(404);
    expect((await stranger('GET', one(flow.id))).json()).toMatchObject({ title: 'Moving flow', mode: 'test', status: 'pause', receivedFrom: { fromEmail: DEMO_EMAIL, copy: false } });
  });

  it('declined, nothing changes on either side', async () => {
    const flow = await create(demo, { type: 'birthday', title: 'Declined flow', content: 'Hi {clientName}', mode: 'combat' });
    const { transferId } = transferFlowsResultSchema.parse((await demo('POST', FLOWS_PATHS.transfer, { ids: [flow.id], targetUserId: strangerId, copy: false })).json());
    expect((await stranger('POST', fillPath(FLOWS_PATHS.declineTransfer, { id: transferId }))).statusCode).toBe(204);
    expect((await demo('GET', one(flow.id))).json()).toMatchObject({ title: 'Declined flow', mode: 'combat' });
    expect((await stranger('GET', one(flow.id))).statusCode).toBe(404);
    expect((await stranger('POST', fillPath(FLOWS_PATHS.acceptTransfer, { id: transferId }))).statusCode).toBe(404);
  });

  it('lets only the receiver answer an offer', async () => {
    const flow = await create(demo, { type: 'birthday', title: 'Not yours to take' });
    const { transferId } = transferFlowsResultSchema.parse((await demo('POST', FLOWS_PATHS.transfer, { ids: [flow.id], targetUserId: strangerId, copy: false })).json());
    for (const call of [demo, smsUser]) {
      const response = await call('POST', fillPath(FLOWS_PATHS.acceptTransfer, { id: transferId }));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'TRANSFER_NOT_FOUND' });
      expect((await call('POST', fillPath(FLOWS_PATHS.declineTransfer, { id: transferId }))).statusCode).toBe(404);
    }
    expect((await demo('GET', one(flow.id))).statusCode).toBe(200);
    expect((await stranger('POST', fillPath(FLOWS_PATHS.acceptTransfer, { id: 'not-a-uuid' }))).statusCode).toBe(404);
  });

  it('finds the other user by e-mail too, as typed in any case', async () => {
    const flow = await create(demo, { type: 'birthday', title: 'Sent by e-mail' });
    const response = await demo('POST', FLOWS_PATHS.transfer, { ids: [flow.id], targetUserId: ' Stranger@Example.com ', copy: false });
    const { transferId } = transferFlowsResultSchema.parse(response.json());
    expect((await stranger('POST', fillPath(FLOWS_PATHS.acceptTransfer, { id: transferId }))).json()).toEqual({ flowIds: [flow.id] });
    expect((await stranger('GET', one(flow.id))).json()).toMatchObject({ title: 'Sent by e-mail' });
  });

  it('answers 404 TARGET_USER_NOT_FOUND for a user who does not exist, and moves nothing', async () => {
    const flow = await create(demo, { type: 'birthday' });
    for (const targetUserId of [randomUUID(), 'nobody@example.com']) {
      const response = await demo('POST', FLOWS_PATHS.transfer, { ids: [flow.id], targetUserId, copy: false });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'TARGET_USER_NOT_FOUND', message: 'No user with this e-mail or id' });
    }
    expect((await demo('GET', one(flow.id))).statusCode).toBe(200);
  });

  it('refuses a target that is neither an e-mail nor a user id at the field (400, not a lookup)', async () => {
    const flow = await create(demo, { type: 'birthday' });
    for (const targetUserId of ['abc', 'user-42', 'a@b']) {
      const response = await demo('POST', FLOWS_PATHS.transfer, { ids: [flow.id], targetUserId, copy: false });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ fields: { targetUserId: 'flow.transfer.target' } });
    }
  });

  it('refuses oneself as the target, and flows that are not the caller’s', async () => {
    const flow = await create(demo, { type: 'birthday' });
    const self = await demo('POST', FLOWS_PATHS.transfer, { ids: [flow.id], targetUserId: demoId, copy: true });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ fields: { targetUserId: 'flow.transfer.self' } });
    const selfByEmail = await demo('POST', FLOWS_PATHS.transfer, { ids: [flow.id], targetUserId: DEMO_EMAIL.toUpperCase(), copy: true });
    expect(selfByEmail.json()).toMatchObject({ fields: { targetUserId: 'flow.transfer.self' } });
    const stolen = await stranger('POST', FLOWS_PATHS.transfer, { ids: [flow.id], targetUserId: demoId, copy: false });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: 'FLOW_NOT_FOUND' });
    expect((await demo('GET', one(flow.id))).statusCode).toBe(200);
  });
});

describe('bulk text editing: all or none', () => {
  it('saves the texts of many flows in one call', async () => {
    const a = await create(demo, { type: 'birthday', title: 'Text A' });
    const b = await create(demo, { type: 'crossSell', title: 'Text B' });
    const response = await demo('PUT', FLOWS_PATHS.texts, {
      items: [
        { id: a.id, content: 'Happy birthday, {clientName}!' },
        { id: b.id, title: 'Text B renamed', content: 'Try {serviceTitle}' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ items: FlowSummary[] }>().items.map((item) => [item.title, item.content])).toEqual([
      ['Text A', 'Happy birthday, {clientName}!'],
      ['Text B renamed', 'Try {serviceTitle}'],
    ]);
  });

  it('saves nothing when one text is refused, and names it', async () => {
    const a = await create(demo, { type: 'birthday', content: 'Old A' });
    const b = await create(demo, { type: 'birthday', content: 'Old B', mode: 'combat' });
    const c = await create(demo, { type: 'birthday', content: 'Old C' });
    const response = await demo('PUT', FLOWS_PATHS.texts, {
      items: [
        { id: a.id, content: 'New A' },
        { id: b.id, content: '' },
        { id: c.id, content: 'New {nonsense}' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'items.1.content': 'required', 'items.2.content': 'flow.content.unknownVariable' } });
    expect((await demo('GET', one(a.id))).json()).toMatchObject({ content: 'Old A' });
  });

  it('refuses a text of only spaces, even for a flow in test mode, and saves nothing', async () => {
    const a = await create(demo, { type: 'birthday', content: 'Old A' });
    const response = await demo('PUT', FLOWS_PATHS.texts, { items: [{ id: a.id, content: ' \n ' }] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'items.0.content': 'flow.content.blank' } });
    expect((await demo('GET', one(a.id))).json()).toMatchObject({ content: 'Old A' });
    const patched = await demo('PATCH', one(a.id), { content: '   ' });
    expect(patched.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { content: 'flow.content.blank' } });
  });

  it("saves nothing when one flow is another user's", async () => {
    const mine = await create(demo, { type: 'birthday', content: 'Mine' });
    const theirs = await create(stranger, { type: 'birthday', content: 'Theirs' });
    const response = await demo('PUT', FLOWS_PATHS.texts, { items: [{ id: mine.id, content: 'Changed' }, { id: theirs.id, content: 'Changed' }] });
    expect(response.statusCode).toBe(404);
    expect((await demo('GET', one(mine.id))).json()).toMatchObject({ content: 'Mine' });
    expect((await stranger('GET', one(theirs.id))).json()).toMatchObject({ content: 'Theirs' });
  });
});

describe('conversion of one flow', () => {
  it('counts sent, read and converted by UTC day, converted within the window', async () => {
    const flowId = seeded('Reminder a day before').id;
    // Each sent message of the log, with the client's first booking made after it.
    const messages = await t.db.query<{ sent_at: Date; read_at: Date | null; converted_at: Date | null }>(
      `select m.sent_at, coalesce(m.read_at, m.replied_at) as read_at,
         (select min(v.created_at) from visits v where v.client_id = m.client_id and v.created_at > m.sent_at) as converted_at
       from messages m where m.flow_id = $1 and m.sent_at is not null`,
      [flowId],
    );
    expect(messages.length).toBeGreaterThan(20);
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
    for (const windowDays of [7, 30] as const) {
      const response = await demo('GET', fillPath(FLOWS_PATHS.conversion, { id: flowId }), undefined, { windowDays: String(windowDays), days: '30' });
      expect(response.statusCode).toBe(200);
      const conversion = flowConversionSchema.parse(response.json());
      expect(conversion.days).toHaveLength(30);
      expect(conversion).toMatchObject({ from, to: today, windowDays });
      const inRange = messages.filter((message) => message.sent_at.toISOString().slice(0, 10) >= from);
      expect(conversion.totals).toEqual({
        sent: inRange.length,
        read: inRange.filter((message) => message.read_at !== null).length,
        converted: inRange.filter((message) => message.converted_at !== null && message.converted_at.getTime() - message.sent_at.getTime() <= windowDays * 86_400_000).length,
      });
      const day = conversion.days[20];
      expect(day?.sent).toBe(inRange.filter((message) => message.sent_at.toISOString().slice(0, 10) === day?.date).length);
    }
    expect(flowConversionSchema.parse((await demo('GET', fillPath(FLOWS_PATHS.conversion, { id: flowId }))).json()).windowDays).toBe(7);
  });

  it('offers only the windows 7, 14, 21 and 30 days, and only for own flows', async () => {
    const flowId = seeded('Reminder a day before').id;
    const odd = await demo('GET', fillPath(FLOWS_PATHS.conversion, { id: flowId }), undefined, { windowDays: '10' });
    expect(odd.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { windowDays: 'number.outOfRange' } });
    expect((await stranger('GET', fillPath(FLOWS_PATHS.conversion, { id: flowId }))).statusCode).toBe(404);
  });
});

describe('recipients: the blacklist decides', () => {
  const preview = (id: string, phones: string[]) => demo('POST', fillPath(FLOWS_PATHS.recipients, { id }), { phones });

  it('gives an opted-out phone nothing but its allowed tasks', async () => {
    // Seeded: +79005550003 allows visitReminder and recordCreated; +79005550001 allows nothing.
    const reminder = seeded('Reminder a day before').id;
    const response = await preview(reminder, ['+7 900 555-00-03', '+79005550001', '+79001110000', '12', '+79001110000']);
    expect(flowRecipientsSchema.parse(response.json())).toEqual({
      mode: 'combat',
      testPhone: null,
      recipients: [
        { phone: '+79005550003', receives: true, reason: 'allowedTask' },
        { phone: '+79005550001', receives: false, reason: 'blacklisted' },
        { phone: '+79001110000', receives: true, reason: 'client' },
        { phone: '12', receives: false, reason: 'invalidPhone' },
      ],
    });
    const review = flowRecipientsSchema.parse((await preview(seeded('Review request').id, ['+79005550003'])).json());
    expect(review.recipients).toEqual([{ phone: '+79005550003', receives: false, reason: 'blacklisted' }]);
  });

  it('sends a test-mode flow to the owner only', async () => {
    const result = flowRecipientsSchema.parse((await preview(seeded('Record canceled').id, ['+79001110000'])).json());
    expect(result).toEqual({ mode: 'test', testPhone: '+79001234567', recipients: [{ phone: '+79001110000', receives: false, reason: 'testMode' }] });
  });
});

describe('versions: no silent lost update (issue 14)', () => {
  it('raises the version with each edit and refuses a save based on an older one with the flow as stored', async () => {
    const flow = await create(demo, { type: 'birthday', title: 'Versioned', content: 'First' });
    expect(flow.version).toBe(1);
    const first = await demo('PATCH', one(flow.id), { content: 'Mine', version: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ content: 'Mine', version: 2 });

    const stale = await demo('PATCH', one(flow.id), { title: 'Theirs', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: { id: flow.id, title: 'Versioned', content: 'Mine', version: 2 } });
    expect((await demo('GET', one(flow.id))).json()).toMatchObject({ title: 'Versioned', version: 2 });

    // Saving over it: the stored version, as the editor sends once the user chooses so.
    expect((await demo('PATCH', one(flow.id), { title: 'Theirs', version: 2 })).json()).toMatchObject({ title: 'Theirs', version: 3 });
  });

  it('keeps the version through actions that are not edits (mode, pause)', async () => {
    const flow = await create(demo, { type: 'birthday', content: 'Hi {clientName}' });
    await demo('POST', fillPath(FLOWS_PATHS.mode, { id: flow.id }), { mode: 'combat' });
    await demo('POST', fillPath(FLOWS_PATHS.pause, { id: flow.id }));
    expect((await demo('GET', one(flow.id))).json()).toMatchObject({ version: 1 });
  });

  it('refuses the bulk texts all or nothing when one was based on an older version, naming it', async () => {
    const a = await create(demo, { type: 'birthday', content: 'Old A' });
    const b = await create(demo, { type: 'birthday', content: 'Old B' });
    await demo('PATCH', one(b.id), { content: 'B changed elsewhere' });
    const response = await demo('PUT', FLOWS_PATHS.texts, {
      items: [
        { id: a.id, content: 'New A', version: 1 },
        { id: b.id, content: 'New B', version: 1 },
      ],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'VERSION_CONFLICT', fields: { 'items.1.version': 'VERSION_CONFLICT' }, current: [{ id: b.id, content: 'B changed elsewhere', version: 2 }] });
    expect((await demo('GET', one(a.id))).json()).toMatchObject({ content: 'Old A', version: 1 });
  });
});

describe('the flows service, called without HTTP', () => {
  it("pauses and resumes the caller's flow, and refuses another user's as unknown", async () => {
    const service = flowsService({ db: t.db });
    const created = await service.create(demoId, { type: 'birthday', title: 'Service-level reminder', content: 'Happy birthday!' });
    expect(created).toMatchObject({ title: 'Service-level reminder', mode: 'test' });
    expect((await service.act(demoId, created.id, { kind: 'pause' })).status).toBe('pause');
    expect((await service.act(demoId, created.id, { kind: 'resume' })).status).not.toBe('pause');

    const refusal = await service.act(strangerId, created.id, { kind: 'pause' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ statusCode: 404, code: 'FLOW_NOT_FOUND' });
    expect((await service.get(demoId, created.id)).status).not.toBe('pause');
  });
});

describe('a running flow always has a text (issue 36)', () => {
  const action = (path: string, id: string) => fillPath(path, { id });
  const paused = async (content = 'Hello, {clientName}') => {
    const flow = await create(demo, { type: 'recordCanceled', content, mode: 'test' });
    expect((await demo('POST', action(FLOWS_PATHS.pause, flow.id))).statusCode).toBe(200);
    return flow;
  };

  it('lets a paused draft be emptied, then refuses to resume it, alone or in bulk, naming the text', async () => {
    const flow = await paused();
    const emptied = await demo('PUT', FLOWS_PATHS.texts, { items: [{ id: flow.id, content: '' }] });
    expect(emptied.statusCode).toBe(200);
    const resumed = await demo('POST', action(FLOWS_PATHS.resume, flow.id));
    expect(resumed.statusCode).toBe(400);
    expect(resumed.json()).toMatchObject({ fields: { content: 'flow.content.requiredToRun' } });
    const bulk = bulkFlowsResultSchema.parse((await demo('POST', FLOWS_PATHS.bulkResume, { ids: [flow.id] })).json());
    expect(bulk.applied).toEqual([]);
    // With the rule's code, so the list words the reason in the user's language (the message is English).
    expect(bulk.skipped).toMatchObject([{ id: flow.id, message: expect.stringContaining('write the message first'), fields: { content: 'flow.content.requiredToRun' } }]);
    expect((await demo('GET', one(flow.id))).json()).toMatchObject({ status: 'pause', content: '' });
  });

  it('refuses to empty a running flow, by its editor or the bulk text editor', async () => {
    const flow = await create(demo, { type: 'recordCanceled', content: 'Your visit is canceled', mode: 'test' });
    const edited = await demo('PATCH', one(flow.id), { content: '', version: flow.version });
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toMatchObject({ fields: { content: 'flow.content.requiredToRun' } });
    const bulk = await demo('PUT', FLOWS_PATHS.texts, { items: [{ id: flow.id, content: '' }] });
    expect(bulk.statusCode).toBe(400);
    expect(bulk.json()).toMatchObject({ fields: { 'items.0.content': 'flow.content.requiredToRun' } });
    expect((await demo('GET', one(flow.id))).json()).toMatchObject({ content: 'Your visit is canceled' });
  });

  it('creates a flow without a text paused, a draft, and a copy or a transfer arrives paused', async () => {
    const draft = await create(demo, { type: 'birthday', content: '', mode: 'test' });
    expect(draft.status).toBe('pause');
    const copy = flowSchema.parse((await demo('POST', action(FLOWS_PATHS.duplicate, draft.id))).json());
    expect(copy).toMatchObject({ status: 'pause', content: '' });
    const moved = await demo('POST', FLOWS_PATHS.transfer, { ids: [copy.id], targetUserId: strangerId, copy: false });
    expect(moved.statusCode).toBe(200);
    const { transferId } = transferFlowsResultSchema.parse(moved.json());
    expect((await stranger('POST', fillPath(FLOWS_PATHS.acceptTransfer, { id: transferId }))).statusCode).toBe(200);
    expect((await stranger('GET', one(copy.id))).json()).toMatchObject({ status: 'pause' });
  });
});

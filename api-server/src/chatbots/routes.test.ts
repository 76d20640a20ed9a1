import { randomUUID } from 'node:crypto';
import { chatbotListSchema, CHATBOTS_PATHS, chatbotSchema } from '@cabinet/api/flows';
import { fillPath } from '@cabinet/api/contract';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, signIn, userIdOf } from '../testing/requests';

let t: TestApp;
let demo: ReturnType<typeof callAs>;
let bot: typeof botFields & { instanceId: string };
beforeAll(async () => {
  t = await createTestApp();
  demo = callAs(t.app, (await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD)).token);
  // The demo's WABA number: a messenger account of the owner's other than the seeded bot's.
  const [waba] = await t.db.query<{ id: string }>(`select ca.id from channel_accounts ca join users u on u.id = ca.user_id where u.email = $1 and ca.kind = 'waba'`, [DEMO_EMAIL]);
  bot = { ...botFields, instanceId: waba?.id ?? '' };
});
afterAll(async () => {
  await t.close();
});

const botFields = {
  name: 'Second branch',
  companyId: '512346',
  phone: '+7 900 123-45-68',
  confirmText: 'Thank you, {clientName}, see you on {recordDate}!',
  cancelText: 'Your record is canceled. Book again: {recordForm}',
  removeOnCancel: false,
};
const one = (id: string) => fillPath(CHATBOTS_PATHS.one, { id });

it('lists the seeded chatbot', async () => {
  const bots = chatbotListSchema.parse((await demo('GET', CHATBOTS_PATHS.list)).json());
  expect(bots).toEqual([expect.objectContaining({ name: 'Visit confirmation', enabled: true, removeOnCancel: true, phone: '+79001234567' })]);
});

it('creates, switches off, edits and deletes a chatbot', async () => {
  const created = await demo('POST', CHATBOTS_PATHS.list, bot);
  expect(created.statusCode).toBe(201);
  const chatbot = chatbotSchema.parse(created.json());
  expect(chatbot).toMatchObject({ ...bot, phone: '+79001234568', enabled: true });

  const off = await demo('PATCH', one(chatbot.id), { enabled: false });
  expect(off.json()).toMatchObject({ enabled: false, name: 'Second branch', confirmText: bot.confirmText });
  const edited = await demo('PATCH', one(chatbot.id), { cancelText: 'Canceled, {clientName}.', removeOnCancel: true });
  expect(edited.json()).toMatchObject({ enabled: false, cancelText: 'Canceled, {clientName}.', removeOnCancel: true });

  expect((await demo('DELETE', one(chatbot.id))).statusCode).toBe(204);
  expect(chatbotListSchema.parse((await demo('GET', CHATBOTS_PATHS.list)).json())).toHaveLength(1);
});

it('refuses empty fields, a bad phone and an unknown variable', async () => {
  const response = await demo('POST', CHATBOTS_PATHS.list, { ...bot, name: ' ', phone: '12', confirmText: 'Hi {clientNam}' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ fields: { name: 'required', phone: 'phone.invalid', confirmText: 'flow.content.unknownVariable' } });
});

it("refuses a messenger account or a branch that is not the owner's at its field, on create and on edit", async () => {
  const response = await demo('POST', CHATBOTS_PATHS.list, { ...bot, instanceId: '1102', companyId: 'abc' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ fields: { instanceId: 'option.unknown', companyId: 'option.unknown' } });
  const [seeded] = chatbotListSchema.parse((await demo('GET', CHATBOTS_PATHS.list)).json());
  const edit = await demo('PATCH', one(seeded?.id ?? ''), { companyId: '999999' });
  expect(edit.json()).toMatchObject({ fields: { companyId: 'option.unknown' } });
  const sms = await t.db.query<{ id: string }>(`select ca.id from channel_accounts ca join users u on u.id = ca.user_id where u.email = $1 and ca.kind = 'sms'`, [DEMO_EMAIL]);
  expect((await demo('PATCH', one(seeded?.id ?? ''), { instanceId: sms[0]?.id ?? '' })).json()).toMatchObject({ fields: { instanceId: 'option.unknown' } });
});

it("answers 404 CHATBOT_NOT_FOUND for another owner's chatbot", async () => {
  const [seeded] = chatbotListSchema.parse((await demo('GET', CHATBOTS_PATHS.list)).json());
  const other = await registerUser(t.app, { email: 'other.bots@example.com' });
  await t.db.query('update users set major_tariff = 2 where id = $1', [userIdOf(other.token)]);
  const otherCall = callAs(t.app, other.token);
  const response = await otherCall('PATCH', one(seeded?.id ?? ''), { enabled: false });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ code: 'CHATBOT_NOT_FOUND', message: 'Chatbot not found' });
  expect((await otherCall('DELETE', one(seeded?.id ?? ''))).statusCode).toBe(404);
  expect((await demo('DELETE', one(randomUUID()))).statusCode).toBe(404);
  expect(chatbotListSchema.parse((await demo('GET', CHATBOTS_PATHS.list)).json())[0]).toMatchObject({ enabled: true });
});

it('is locked to the Pro plan', async () => {
  const newcomer = callAs(t.app, (await registerUser(t.app, { email: 'no.pro.bots@example.com' })).token);
  const response = await newcomer('POST', CHATBOTS_PATHS.list, bot);
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ code: 'FEATURE_REQUIRES_PRO' });
});

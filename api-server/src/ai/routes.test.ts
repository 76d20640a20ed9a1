import { fillPath } from '@cabinet/api/contract';
import { AI_DIALOGUE_PATHS, AI_PATHS, copilotBotListSchema, copilotBotPluginsSchema, copilotBotSchema, copilotBotUsageSchema, dialogueReportListSchema, testChatAnswerSchema, type SaveCopilotBotRequest } from '@cabinet/api/ai';
import { bookingAccountListSchema, SYSTEM_ACCOUNT_PATHS } from '@cabinet/api/systemAccounts';
import { DEMO_MOSCOW_COMPANY } from '../business/seed';
import { LANGUAGE_MODEL_STAND_IN_PATH } from '../platform/languageModel/languageModelOf';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed';
import { createListeningTestApp, type ListeningTestApp } from '../testing/createTestApp';
import { callAs, registerUser, signIn, userIdOf } from '../testing/requests';

let t: ListeningTestApp;
let demo: ReturnType<typeof callAs>;
beforeAll(async () => {
  // Listening, so the test chat reaches the language model stand-in the development API mounts, over HTTP as in `npm start`.
  t = await createListeningTestApp({ env: { LLM_TIMEOUT_MS: '1500' } });
  demo = callAs(t.app, (await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD)).token);
});
afterAll(async () => {
  await t.close();
});

const one = (id: string) => fillPath(AI_PATHS.bot, { id });
const testChat = (id: string) => fillPath(AI_PATHS.testChat, { id });
const command = (behaviour: Record<string, unknown>) =>
  fetch(`${t.origin}/${LANGUAGE_MODEL_STAND_IN_PATH}/_control/behaviours`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(behaviour) });

const settings: SaveCopilotBotRequest = {
  name: ' Front desk ',
  language: 'en',
  enabled: true,
  instruction: 'You answer for the Lotus salon.\nWe are open every day from 10:00 to 20:00.\nA haircut costs 40 dollars.',
  temperature: 0.4,
  model: 'gpt-4o',
  workHoursFrom: 9,
  workHoursTo: 21,
  startPhrases: ['hello', ' '],
  stopPhrases: ['call a person'],
  pauseMinutes: 45,
  channelAccountId: null,
};

async function owner(email: string) {
  const { token } = await registerUser(t.app, { email });
  return { call: callAs(t.app, token), userId: userIdOf(token) };
}

it('lists the demo’s assistants with state, channel and figures counted from stored rows', async () => {
  const raw = await demo('GET', AI_PATHS.bots);
  if (raw.statusCode !== 200) throw new Error(raw.body);
  const list = copilotBotListSchema.parse(raw.json());
  expect(list.map(({ name, state, channel }) => ({ name, state, channel: channel?.kind ?? null }))).toEqual([
    { name: 'Салон «Аврора»', state: 'active', channel: 'whatsapp' },
    { name: 'Клиника «Дента Плюс»', state: 'active', channel: 'waba' },
    { name: 'Night bot', state: 'disabled', channel: null },
  ]);
  const [salon] = list;
  if (!salon) throw new Error('no assistant');
  const [figures] = await t.db.query<{ today: number; balance: number }>(
    `select (select count(*)::int from copilot_bot_dialogues where bot_id = $1 and started_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC') as today,
       ((select sum(amount_cents) from copilot_bot_top_ups where bot_id = $1) - (select sum(cost_cents) from copilot_bot_dialogues where bot_id = $1))::int as balance`,
    [salon.id],
  );
  expect(salon).toMatchObject({ dialoguesToday: figures?.today, balanceCents: figures?.balance });
  expect(salon.balanceCents).toBeGreaterThan(0);
});

it('seeds the demo’s dialogues through the dialogue engine: real conversations, answered from the knowledge, whose usage adds up', async () => {
  const list = copilotBotListSchema.parse((await demo('GET', AI_PATHS.bots)).json());
  for (const name of ['Салон «Аврора»', 'Клиника «Дента Плюс»']) {
    const bot = list.find((one) => one.name === name);
    if (!bot) throw new Error(`no ${name}`);
    const reports = dialogueReportListSchema.parse((await demo('GET', fillPath(AI_DIALOGUE_PATHS.reports, { id: bot.id }))).json());
    expect(reports.length).toBeGreaterThan(10);
    const answered = reports.flatMap((report) => report.messages).filter((message) => message.role === 'assistant');
    expect(answered.length).toBeGreaterThan(10);
    // The stand-in quotes the passages it was given, and the answer cites them.
    expect(answered.some((message) => message.citations.length > 0)).toBe(true);
    for (const report of reports) {
      expect(report.messages[0]).toMatchObject({ role: 'client', at: report.startedAt });
      const times = report.messages.map((message) => Date.parse(message.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
    // Dated over the month, not at the seed's time.
    expect(Date.now() - Math.min(...reports.map((report) => Date.parse(report.startedAt)))).toBeGreaterThan(14 * 86_400_000);
    // The usage is counted from the dialogues the engine stored: its messages and tokens are the messages' own.
    const usage = copilotBotUsageSchema.parse((await demo('GET', `${fillPath(AI_DIALOGUE_PATHS.usage, { id: bot.id })}?days=31`)).json());
    const [stored] = await t.db.query<{ dialogues: number; messages: number; input: number; output: number }>(
      `select count(distinct d.id)::int as dialogues, count(m.id)::int as messages, coalesce(sum(m.input_tokens), 0)::int as input, coalesce(sum(m.output_tokens), 0)::int as output
       from copilot_bot_dialogues d join copilot_bot_dialogue_messages m on m.dialogue_id = d.id where d.bot_id = $1`,
      [bot.id],
    );
    expect(usage.totals).toMatchObject({ dialogues: stored?.dialogues, messages: stored?.messages, inputTokens: stored?.input, outputTokens: stored?.output });
    expect(usage.totals.inputTokens).toBeGreaterThan(0);
  }
  // Each answer went out through the message log.
  const [logged] = await t.db.query<{ count: number }>(`select count(*)::int as count from messages where dedupe_key like 'ai:%' and status = 'delivered'`);
  expect(logged?.count).toBeGreaterThan(20);
});

it('seeds the salon assistant with yclients_salon on the demo’s Moscow branch, and a dialogue where a client asks for free slots and books', async () => {
  const list = copilotBotListSchema.parse((await demo('GET', AI_PATHS.bots)).json());
  const salon = list.find((one) => one.name === 'Салон «Аврора»');
  if (!salon) throw new Error('no salon');
  const plugins = copilotBotPluginsSchema.parse((await demo('GET', fillPath(AI_DIALOGUE_PATHS.plugins, { id: salon.id }))).json());
  expect(plugins.yclientsSalon).toMatchObject({ enabled: true, companyId: DEMO_MOSCOW_COMPANY, actions: ['services', 'masters', 'slots', 'book'] });
  // The branch is one of the demo's connected YCLIENTS companies (the plugin's form lists it).
  const accounts = bookingAccountListSchema.parse((await demo('GET', fillPath(SYSTEM_ACCOUNT_PATHS.booking, { system: 'yclients' }))).json());
  expect(accounts.flatMap((account) => account.companies).filter((company) => company.status === 'connected').map((company) => company.accountId)).toContain(DEMO_MOSCOW_COMPANY);
  // The seeded dialogue: the engine asked YCLIENTS' stand-in for the free slots, then booked one there.
  const reports = dialogueReportListSchema.parse((await demo('GET', fillPath(AI_DIALOGUE_PATHS.reports, { id: salon.id }))).json());
  const booking = reports.find((report) => report.messages.some((message) => message.text.startsWith('Запишите меня на маникюр')));
  const answers = booking?.messages.filter((message) => message.role === 'assistant').map((message) => message.text) ?? [];
  expect(answers).toEqual([expect.stringMatching(/Маникюр with .+: 1\d:00/), expect.stringMatching(/booked Маникюр with .+ for Анна Кузнецова, record \d+/)]);
  // The test chat finds the branch's free slots in the stand-in the API mounts, as a client's dialogue does.
  const chat = await demo('POST', testChat(salon.id), { messages: [{ role: 'client', text: 'Есть свободные окна на маникюр завтра?' }] });
  expect(testChatAnswerSchema.parse(chat.json()).text).toMatch(/Маникюр with .+: \d{2}:00/);
});

it('creates an assistant with the defaults, saves its settings only from the current version, and deletes it', async () => {
  const { call } = await owner('ai.owner@example.com');
  expect(copilotBotListSchema.parse((await call('GET', AI_PATHS.bots)).json())).toEqual([]);
  const created = await call('POST', AI_PATHS.bots, { name: '  Lotus assistant ', language: 'en' });
  expect(created.statusCode).toBe(201);
  const bot = copilotBotSchema.parse(created.json());
  expect(bot).toMatchObject({ name: 'Lotus assistant', state: 'noChannel', model: 'gpt-4o-mini', temperature: 0.3, workHoursFrom: -1, workHoursTo: -1, pauseMinutes: 30, version: 1, balanceCents: 0, dialoguesToday: 0 });

  const saved = await call('PUT', one(bot.id), { ...settings, version: 1 });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ name: 'Front desk', model: 'gpt-4o', temperature: 0.4, workHoursFrom: 9, workHoursTo: 21, startPhrases: ['hello'], stopPhrases: ['call a person'], pauseMinutes: 45, version: 2 });

  const stale = await call('PUT', one(bot.id), { ...settings, name: 'Mine', version: 1 });
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: { name: 'Front desk', version: 2 } });
  expect((await call('GET', one(bot.id))).json()).toMatchObject({ name: 'Front desk' });

  expect((await call('DELETE', one(bot.id))).statusCode).toBe(204);
  expect((await call('GET', one(bot.id))).json()).toMatchObject({ code: 'COPILOT_BOT_NOT_FOUND' });
});

it('refuses start and stop phrases that match or overlap, and other wrong settings, at the field in the spec’s words', async () => {
  const { call } = await owner('ai.rules@example.com');
  const bot = copilotBotSchema.parse((await call('POST', AI_PATHS.bots, { name: 'Rules', language: 'en' })).json());
  const refusal = async (body: Partial<SaveCopilotBotRequest>) => {
    const response = await call('PUT', one(bot.id), { ...settings, ...body });
    expect(response.statusCode).toBe(400);
    return response.json();
  };
  expect(await refusal({ startPhrases: ['Stop'], stopPhrases: ['stop'] })).toEqual({
    code: 'VALIDATION_FAILED',
    message: 'Start and stop phrases must not match or overlap',
    fields: { stopPhrases: 'phrases.overlap' },
  });
  expect(await refusal({ startPhrases: ['call  a person please'], stopPhrases: ['Call a person'] })).toMatchObject({ fields: { stopPhrases: 'phrases.overlap' } });
  expect(await refusal({ workHoursFrom: 20, workHoursTo: 9 })).toMatchObject({ message: 'FROM must be less than TO', fields: { workHoursTo: 'workHours.order' } });
  expect(await refusal({ workHoursFrom: -1, workHoursTo: 18 })).toMatchObject({ fields: { workHoursTo: 'workHours.order' } });
  expect(await refusal({ temperature: 1.5 })).toMatchObject({ fields: { temperature: 'temperature.range' } });
  expect(await refusal({ pauseMinutes: 2000 })).toMatchObject({ fields: { pauseMinutes: 'pause.range' } });
  expect(await refusal({ name: '  ' })).toMatchObject({ fields: { name: 'required' } });

  // Another account's channel account is not one to answer on.
  const [demoChannel] = await t.db.query<{ id: string }>(`select id from channel_accounts where user_id = (select id from users where email = $1) limit 1`, [DEMO_EMAIL]);
  expect(await refusal({ channelAccountId: demoChannel?.id ?? '' })).toMatchObject({ fields: { channelAccountId: 'channel.unknown' } });
  expect((await call('GET', one(bot.id))).json()).toMatchObject({ version: 1, name: 'Rules' });
});

it('keeps each account’s assistants its own', async () => {
  const [salon] = copilotBotListSchema.parse((await demo('GET', AI_PATHS.bots)).json());
  if (!salon) throw new Error('no assistant');
  const { call } = await owner('ai.stranger@example.com');
  expect((await call('GET', one(salon.id))).statusCode).toBe(404);
  expect((await call('PUT', one(salon.id), settings)).statusCode).toBe(404);
  expect((await call('DELETE', one(salon.id))).statusCode).toBe(404);
  expect((await call('POST', testChat(salon.id), { messages: [{ role: 'client', text: 'Hi' }] })).statusCode).toBe(404);
  expect((await demo('GET', one(salon.id))).statusCode).toBe(200);
});

describe('the test chat', () => {
  let botId: string;
  beforeAll(async () => {
    const { call } = await owner('ai.chat@example.com');
    const bot = copilotBotSchema.parse((await call('POST', AI_PATHS.bots, { name: 'Chat', language: 'en' })).json());
    await call('PUT', one(bot.id), settings);
    // A balance to answer from (an assistant at zero answers nobody: knowledge/routes.test.ts).
    await t.db.query('insert into copilot_bot_top_ups (bot_id, amount_cents) values ($1, 2000)', [bot.id]);
    botId = bot.id;
    chat = (text: string) => call('POST', testChat(botId), { messages: [{ role: 'client', text }] });
  });
  let chat: (text: string) => ReturnType<ReturnType<typeof callAs>>;

  it('answers through the language model stand-in, from the instruction it was given, and says the stand-in answered', async () => {
    const response = await chat('How much is a haircut?');
    expect(response.statusCode).toBe(200);
    const answer = testChatAnswerSchema.parse(response.json());
    expect(answer.answeredBy).toEqual({ kind: 'standIn', model: 'gpt-4o' });
    expect(answer.text).toContain('Stand-in model');
    expect(answer.text).toContain('A haircut costs 40 dollars.');
    expect(answer.usage.inputTokens).toBeGreaterThan(0);
  });

  it('answers 502 with the provider’s words when it fails, and 504 when it does not answer in time', async () => {
    await command({ outcome: 'fail', httpStatus: 500, message: 'The server had an error while processing your request.' });
    const failed = await chat('Hello');
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'LANGUAGE_MODEL_FAILED', message: expect.stringContaining('The server had an error') });

    await command({ outcome: 'timeout' });
    const late = await chat('Hello');
    expect(late.statusCode).toBe(504);
    expect(late.json()).toMatchObject({ code: 'LANGUAGE_MODEL_TIMEOUT' });

    expect((await chat('Hello')).statusCode).toBe(200);
  });
});

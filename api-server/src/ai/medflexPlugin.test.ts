import { fillPath } from '@cabinet/api/contract';
import { AI_DIALOGUE_PATHS, AI_PATHS, AI_PUBLIC_PATHS, copilotBotPluginsSchema, copilotBotSchema, publicChatAnswerSchema, saveMedflexPluginRequestSchema, testChatAnswerSchema, type MedflexPluginSettings } from '@cabinet/api/ai';
import { MEDFLEX_PATHS } from '@cabinet/api/systemAccounts';
import { standInCompletion } from '../platform/languageModel/standIns/openAi';
import { startStandInServer, type StandInServer } from '../platform/standIns/server';
import { createHttpMedflexAdapter, type MedflexAdapter } from '../systemAccounts/medflex/adapter';
import { createMedflexStandIn, STAND_IN_MEDFLEX_KEY } from '../systemAccounts/standIns/medflex';
import { createListeningTestApp } from '../testing/createTestApp';
import { callAs, registerUser } from '../testing/requests';
import { MEDFLEX_TOOLS, medflexTools, runMedflexTool } from './medflexPlugin';

/*
 * medflex: the settings' validation, each tool against Medflex's stand-in through the Medflex adapter (an
 * appointment booked lands in the stand-in), the stand-in model calling them by rule, and the plugin saved
 * for a connected LPU and answering in the test chat and the public chat.
 */

const LPU = '31001';
const settings: MedflexPluginSettings = { enabled: true, lpuId: LPU, actions: ['doctors', 'slots', 'book'], version: 1 };
let server: StandInServer;
let medflex: ReturnType<typeof createMedflexStandIn>;
let adapter: MedflexAdapter;
const now = new Date();

beforeAll(async () => {
  medflex = createMedflexStandIn({ prefix: 'mf' });
  server = await startStandInServer(medflex.routes);
  adapter = createHttpMedflexAdapter({ baseUrl: `${server.url}/mf`, timeoutMs: 2000 });
});
afterAll(async () => {
  await server.close();
});

describe('the medflex plugin’s settings', () => {
  it('needs an LPU and at least one action while on, and takes them off', () => {
    const on = saveMedflexPluginRequestSchema.safeParse({ enabled: true, lpuId: ' ', actions: [] });
    expect(on.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['lpuId', 'required'],
      ['actions', 'required'],
    ]);
    expect(saveMedflexPluginRequestSchema.safeParse({ enabled: false, lpuId: '', actions: [] }).success).toBe(true);
    expect(saveMedflexPluginRequestSchema.safeParse({ enabled: true, lpuId: LPU, actions: ['services'] }).success).toBe(false);
  });

  it('gives the model a tool per allowed action, none while off', () => {
    expect(medflexTools({ ...settings, actions: ['slots'] }).map((tool) => tool.name)).toEqual([MEDFLEX_TOOLS.slots]);
    expect(medflexTools({ ...settings, enabled: false })).toEqual([]);
    expect(medflexTools({ ...settings, lpuId: '' })).toEqual([]);
  });
});

describe('the medflex tools against the Medflex stand-in', () => {
  it('lists the doctors and tells tomorrow’s free times of the specialty asked', async () => {
    const doctors = await runMedflexTool(settings, STAND_IN_MEDFLEX_KEY, adapter, MEDFLEX_TOOLS.doctors, '{}', now);
    expect(doctors.message).toContain('Смирнова Ольга Викторовна — Стоматолог');
    const text = 'Есть свободное время к стоматологу завтра?';
    const slots = await runMedflexTool(settings, STAND_IN_MEDFLEX_KEY, adapter, MEDFLEX_TOOLS.slots, JSON.stringify({ date: text, doctor: text }), now);
    expect(slots.message).toMatch(/Смирнова Ольга Викторовна \(Стоматолог\): 09:00, 10:00/);
  });

  it('refuses without the patient’s name and phone, and books an appointment the stand-in keeps', async () => {
    expect((await runMedflexTool(settings, STAND_IN_MEDFLEX_KEY, adapter, MEDFLEX_TOOLS.book, JSON.stringify({ name: '', phone: '', datetime: 'tomorrow' }), now)).message).toContain('name and phone');
    const text = 'Запишите к терапевту завтра: Пётр Сидоров, +7 916 555-77-88';
    const booked = await runMedflexTool(settings, STAND_IN_MEDFLEX_KEY, adapter, MEDFLEX_TOOLS.book, JSON.stringify({ name: text, phone: text, doctor: text, datetime: text }), now);
    expect(booked).toMatchObject({ ok: true });
    expect(booked.message).toMatch(/booked Иванов Сергей Петрович \(Терапевт\) at .+T09:00:00\+03:00 for Пётр Сидоров/);
    expect(medflex.appointmentsOf(Number(LPU)).at(-1)).toMatchObject({ doctorId: 310_011, patient: { name: 'Пётр Сидоров', phone: '+79165557788' } });
    // The same slot again: taken, told as the tool's error.
    const again = await runMedflexTool(settings, STAND_IN_MEDFLEX_KEY, adapter, MEDFLEX_TOOLS.book, JSON.stringify({ name: text, phone: text, doctor: text, datetime: medflex.appointmentsOf(Number(LPU)).at(-1)?.datetime }), now);
    expect(again).toMatchObject({ ok: false, message: expect.stringContaining('just taken') });
  });

  it('says Medflex is unreachable as a tool error', async () => {
    const unreachable = createHttpMedflexAdapter({ baseUrl: 'http://127.0.0.1:9/mf', timeoutMs: 500 });
    expect((await runMedflexTool(settings, STAND_IN_MEDFLEX_KEY, unreachable, MEDFLEX_TOOLS.doctors, '{}', now)).message).toMatch(/^Tool error \(medflex_doctors\)/);
  });

  it('is called by the stand-in model for "врач", free slots and "запишите"', () => {
    const tools = medflexTools(settings).map((tool) => ({ function: { name: tool.name, description: tool.description, parameters: tool.parameters } }));
    expect(standInCompletion([{ role: 'user', content: 'Какие врачи у вас принимают?' }], tools).toolCall?.name).toBe(MEDFLEX_TOOLS.doctors);
    expect(standInCompletion([{ role: 'user', content: 'Есть свободное время завтра?' }], tools).toolCall?.name).toBe(MEDFLEX_TOOLS.slots);
    expect(standInCompletion([{ role: 'user', content: 'Запишите меня: Анна, +79165551234' }], tools).toolCall?.name).toBe(MEDFLEX_TOOLS.book);
  });
});

describe('PUT …/Plugins/medflex', () => {
  it('saves one of the owner’s connected LPUs with a version, refuses another, and answers in the test chat and the public chat', async () => {
    const t = await createListeningTestApp({ seed: false, env: { CHANNEL_HTTP_TIMEOUT_MS: '1000', MEDFLEX_BASE_URL: `${server.url}/mf` } });
    try {
      const owner = callAs(t.app, (await registerUser(t.app, { email: 'medflex.plugin@example.com' })).token);
      const bot = copilotBotSchema.parse((await owner('POST', AI_PATHS.bots, { name: 'Zdorovye', language: 'ru' })).json());
      const path = fillPath(AI_DIALOGUE_PATHS.plugin, { id: bot.id, kind: 'medflex' });
      // Not connected yet: the LPU is refused at its field.
      const stranger = await owner('PUT', path, { enabled: true, lpuId: LPU, actions: ['slots'], version: 0 });
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { lpuId: 'medflex.lpuNotConnected' } });
      expect((await owner('POST', MEDFLEX_PATHS.connect, { apiKey: STAND_IN_MEDFLEX_KEY })).statusCode).toBe(201);
      const saved = await owner('PUT', path, { enabled: true, lpuId: LPU, actions: ['doctors', 'slots', 'book'], version: 0 });
      expect(saved.statusCode).toBe(200);
      expect(copilotBotPluginsSchema.parse(saved.json()).medflex).toEqual({ enabled: true, lpuId: LPU, actions: ['doctors', 'slots', 'book'], version: 1 });
      expect((await owner('PUT', path, { enabled: false, lpuId: LPU, actions: ['slots'], version: 0 })).statusCode).toBe(409);
      await t.db.query('insert into copilot_bot_top_ups (bot_id, amount_cents) values ($1, 2000)', [bot.id]);
      const chat = await owner('POST', fillPath(AI_PATHS.testChat, { id: bot.id }), { messages: [{ role: 'client', text: 'Какие врачи у вас принимают?' }] });
      expect(testChatAnswerSchema.parse(chat.json()).text).toContain('Смирнова Ольга Викторовна — Стоматолог');
      const visitor = await t.app.inject({ method: 'POST', url: `/${fillPath(AI_PUBLIC_PATHS.publicChat, { id: bot.id })}`, payload: { messages: [{ role: 'client', text: 'Есть свободное время завтра?' }] } });
      expect(publicChatAnswerSchema.parse(visitor.json()).text).toMatch(/Иванов Сергей Петрович \(Терапевт\): \d{2}:00/);
    } finally {
      await t.close();
    }
  });
});

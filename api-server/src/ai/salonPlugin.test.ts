import { fillPath } from '@cabinet/api/contract';
import { AI_DIALOGUE_PATHS, AI_PATHS, AI_PUBLIC_PATHS, copilotBotPluginsSchema, publicChatAnswerSchema, copilotBotSchema, saveSalonPluginRequestSchema, testChatAnswerSchema, type SalonPluginSettings } from '@cabinet/api/ai';
import { SYSTEM_ACCOUNT_PATHS } from '@cabinet/api/systemAccounts';
import { standInCompletion } from '../platform/languageModel/standIns/openAi';
import { startStandInServer, type StandInServer } from '../platform/standIns/server';
import { STAND_IN_APPLICATION_ID, STAND_IN_PARTNER_TOKEN } from '../systemAccounts/adapters';
import { createHttpBookingAdapter, type BookingSystemAdapter } from '../systemAccounts/booking/adapter';
import { createBookingStandIn, type BookingStandIn } from '../systemAccounts/standIns/booking';
import { createListeningTestApp } from '../testing/createTestApp';
import { callAs, registerUser } from '../testing/requests';
import { runSalonTool, SALON_TOOLS, salonTools } from './salonPlugin';

/*
 * yclients_salon / altegio_salon: the settings' validation, each tool against Yclients' stand-in through the
 * booking adapter (a booked visit lands in the stand-in's timetable), and the stand-in model calling them by rule.
 */

const COMPANY = '702101';
const settings: SalonPluginSettings = { enabled: true, companyId: COMPANY, actions: ['services', 'masters', 'slots', 'book'], version: 1 };
let server: StandInServer;
let yclients: BookingStandIn;
let adapter: BookingSystemAdapter;
const now = new Date();

beforeAll(async () => {
  yclients = createBookingStandIn({ system: 'yclients', prefix: 'yc', partnerToken: STAND_IN_PARTNER_TOKEN });
  server = await startStandInServer(yclients.routes);
  adapter = createHttpBookingAdapter({ baseUrl: `${server.url}/yc`, partnerToken: STAND_IN_PARTNER_TOKEN, applicationId: STAND_IN_APPLICATION_ID, timeoutMs: 2000 });
  // The branch installed the integration (the marketplace's activation): its online booking answers.
  await adapter.activate(COMPANY, ['http://127.0.0.1:9/hook']);
});
afterAll(async () => {
  await server.close();
});

describe('the salon plugin’s settings', () => {
  it('needs a branch and at least one action while on, and takes them off', () => {
    const on = saveSalonPluginRequestSchema.safeParse({ enabled: true, companyId: ' ', actions: [] });
    expect(on.success).toBe(false);
    expect(on.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['companyId', 'required'],
      ['actions', 'required'],
    ]);
    expect(saveSalonPluginRequestSchema.safeParse({ enabled: false, companyId: '', actions: [] }).success).toBe(true);
    expect(saveSalonPluginRequestSchema.safeParse({ enabled: true, companyId: COMPANY, actions: ['fly'] }).success).toBe(false);
  });

  it('gives the model a tool per allowed action, none while off', () => {
    expect(salonTools({ ...settings, actions: ['slots'] }).map((tool) => tool.name)).toEqual([SALON_TOOLS.slots]);
    expect(salonTools({ ...settings, enabled: false })).toEqual([]);
    expect(salonTools({ ...settings, companyId: '' })).toEqual([]);
  });
});

describe('the salon tools against the booking stand-in', () => {
  it('lists the services with prices and the masters', async () => {
    const services = await runSalonTool(settings, 'yclients', adapter, SALON_TOOLS.services, '{}', now);
    expect(services).toMatchObject({ ok: true });
    expect(services.message).toContain('Haircut — 2000');
    const masters = await runSalonTool(settings, 'yclients', adapter, SALON_TOOLS.masters, '{}', now);
    expect(masters.ok).toBe(true);
  });

  it('tells tomorrow’s free times of a service', async () => {
    const slots = await runSalonTool(settings, 'yclients', adapter, SALON_TOOLS.slots, JSON.stringify({ date: 'free slots tomorrow for a manicure', service: 'manicure' }), now);
    expect(slots.ok).toBe(true);
    expect(slots.message).toMatch(/Manicure with .+: \d{2}:\d{2}/);
  });

  it('refuses to book without the client’s name and phone, and books a visit the stand-in keeps', async () => {
    const nameless = await runSalonTool(settings, 'yclients', adapter, SALON_TOOLS.book, JSON.stringify({ name: '', phone: '', datetime: 'tomorrow' }), now);
    expect(nameless).toMatchObject({ ok: false });
    expect(nameless.message).toContain('name and phone');
    const before = yclients.recordsOf(Number(COMPANY)).length;
    const text = 'Anna Petrova +7 916 555-12-34 tomorrow';
    const booked = await runSalonTool(settings, 'yclients', adapter, SALON_TOOLS.book, JSON.stringify({ name: text, phone: text, service: 'Haircut', datetime: text }), now);
    expect(booked.ok).toBe(true);
    expect(booked.message).toContain('for Anna Petrova');
    const records = yclients.recordsOf(Number(COMPANY));
    expect(records).toHaveLength(before + 1);
    expect(records.at(-1)).toMatchObject({ online: true, serviceId: Number(COMPANY) * 100 + 1 });
  });

  it('says the booking system is unreachable as a tool error', async () => {
    const unreachable = createHttpBookingAdapter({ baseUrl: 'http://127.0.0.1:9/yc', partnerToken: STAND_IN_PARTNER_TOKEN, applicationId: STAND_IN_APPLICATION_ID, timeoutMs: 500 });
    const outcome = await runSalonTool(settings, 'yclients', unreachable, SALON_TOOLS.services, '{}', now);
    expect(outcome).toMatchObject({ ok: false });
    expect(outcome.message).toMatch(/^Tool error \(salon_services\)/);
  });
});

describe('the stand-in model', () => {
  const tools = salonTools(settings).map((tool) => ({ function: { name: tool.name, description: tool.description, parameters: tool.parameters } }));
  it('calls the free slots tool for "free slots tomorrow" and the booking tool for "book"', () => {
    const slots = standInCompletion([{ role: 'user', content: 'Do you have free slots tomorrow?' }], tools);
    expect(slots.toolCall?.name).toBe(SALON_TOOLS.slots);
    const book = standInCompletion([{ role: 'user', content: 'Please book me: Anna, +79165551234' }], tools);
    expect(book.toolCall?.name).toBe(SALON_TOOLS.book);
    expect(JSON.parse(book.toolCall?.arguments ?? '{}')).toMatchObject({ phone: 'Please book me: Anna, +79165551234' });
  });
});

describe('PUT …/Plugins/yclients_salon', () => {
  it('saves one of the owner’s connected branches with a version, and refuses another company or a stale save', async () => {
    const t = await createListeningTestApp({ seed: false, env: { CHANNEL_HTTP_TIMEOUT_MS: '1000', YCLIENTS_BASE_URL: `${server.url}/yc` } });
    try {
      const owner = callAs(t.app, (await registerUser(t.app, { email: 'salon.plugin@example.com' })).token);
      const connected = await owner('POST', fillPath(SYSTEM_ACCOUNT_PATHS.booking, { system: 'yclients' }), { login: 'owner@lotus-salon.ru', password: 'lotus-2026', companyId: COMPANY });
      expect(connected.statusCode).toBeLessThan(300);
      const bot = copilotBotSchema.parse((await owner('POST', AI_PATHS.bots, { name: 'Lotus', language: 'en' })).json());
      const path = fillPath(AI_DIALOGUE_PATHS.plugin, { id: bot.id, kind: 'yclients_salon' });
      const stranger = await owner('PUT', path, { enabled: true, companyId: '999999', actions: ['slots'], version: 0 });
      expect(stranger.statusCode).toBe(400);
      expect(stranger.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { companyId: 'booking.companyNotConnected' } });
      const saved = await owner('PUT', path, { enabled: true, companyId: COMPANY, actions: ['slots', 'book'], version: 0 });
      expect(saved.statusCode).toBe(200);
      expect(copilotBotPluginsSchema.parse(saved.json())).toMatchObject({ yclientsSalon: { enabled: true, companyId: COMPANY, actions: ['slots', 'book'], version: 1 }, altegioSalon: { enabled: false, version: 0 } });
      const stale = await owner('PUT', path, { enabled: false, companyId: COMPANY, actions: ['slots'], version: 0 });
      expect(stale.statusCode).toBe(409);
      // The same branch is not the owner's in Altegio.
      const altegio = await owner('PUT', fillPath(AI_DIALOGUE_PATHS.plugin, { id: bot.id, kind: 'altegio_salon' }), { enabled: true, companyId: COMPANY, actions: ['slots'], version: 0 });
      expect(altegio.json()).toMatchObject({ fields: { companyId: 'booking.companyNotConnected' } });
      // The test chat offers the saved plugin's tools and answers from the booking stand-in, as a dialogue would.
      await t.db.query('insert into copilot_bot_top_ups (bot_id, amount_cents) values ($1, 2000)', [bot.id]);
      const chat = await owner('POST', fillPath(AI_PATHS.testChat, { id: bot.id }), { messages: [{ role: 'client', text: 'Do you have free slots tomorrow for a manicure?' }] });
      expect(chat.statusCode).toBe(200);
      expect(testChatAnswerSchema.parse(chat.json()).text).toMatch(/\d{2}:\d{2}/);
      // A visitor of the public chat (/ai-chat/{botId}, no account) gets the free slots too, through the same helper.
      const visitor = await t.app.inject({ method: 'POST', url: `/${fillPath(AI_PUBLIC_PATHS.publicChat, { id: bot.id })}`, payload: { messages: [{ role: 'client', text: 'Any free slots tomorrow for a manicure?' }] } });
      expect(visitor.statusCode).toBe(200);
      expect(publicChatAnswerSchema.parse(visitor.json()).text).toMatch(/Manicure with .+: \d{2}:\d{2}/);
      // …and books a visit the booking stand-in keeps.
      const before = yclients.recordsOf(Number(COMPANY)).length;
      const booking = await t.app.inject({ method: 'POST', url: `/${fillPath(AI_PUBLIC_PATHS.publicChat, { id: bot.id })}`, payload: { messages: [{ role: 'client', text: 'Please book me tomorrow: Olga, +7 916 555-77-88' }] } });
      expect(booking.statusCode).toBe(200);
      expect(yclients.recordsOf(Number(COMPANY))).toHaveLength(before + 1);
    } finally {
      await t.close();
    }
  });
});

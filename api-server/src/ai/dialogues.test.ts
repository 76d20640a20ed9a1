import { fillPath } from '@cabinet/api/contract';
import { AI_DIALOGUE_PATHS, AI_PATHS, copilotBotPluginsSchema, copilotBotSchema, copilotBotUsageSchema, dialogueReportListSchema, type SaveCopilotBotRequest } from '@cabinet/api/ai';
import { MESSAGES_PATHS } from '@cabinet/api/messaging';
import { CHANNEL_WEBHOOK_PATHS, channelWebhookPath } from '../channels/paths';
import { metaSignature } from '../channels/providerHttp';
import { createWhatsappCloudStandIn, type WhatsappCloudStandIn } from '../channels/standIns/whatsappCloud';
import { insertChannelAccount } from '../channels/testSupport';
import { systemClock } from '../platform/clock';
import { manualJobQueue } from '../platform/jobs/manualJobQueue';
import { startStandInServer, type StandInServer } from '../platform/standIns/server';
import { createListeningTestApp, type ListeningTestApp } from '../testing/createTestApp';
import { callAs, registerUser } from '../testing/requests';
import { decide, DIALOGUE_PRICE_CENTS, holdsPhrase, withinWorkHours } from './dialogues';
import { AI_FOLLOW_UP_QUEUE, followUpEngine, type FollowUpJob } from './followUp';

const NUMBER = { phoneNumberId: '106540352249999', accessToken: 'EAAG-ai-token', appSecret: 'app-secret-of-the-ai-test', verifyToken: 'verify-ai', displayPhoneNumber: '+15550002222' };

const jobs = manualJobQueue(systemClock);
let t: ListeningTestApp;
let standIn: WhatsappCloudStandIn;
let server: StandInServer;

beforeAll(async () => {
  t = await createListeningTestApp({ seed: false, app: { jobs } });
  standIn = createWhatsappCloudStandIn({ callbackDelayMs: 0 });
  server = await startStandInServer(standIn.routes);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const settings = (channelAccountId: string, overrides: Partial<SaveCopilotBotRequest> = {}): SaveCopilotBotRequest => ({
  name: 'Lotus',
  language: 'en',
  enabled: true,
  instruction: 'You answer for the Lotus salon. The salon opens at 9:00 and closes at 21:00.',
  temperature: 0.3,
  model: 'gpt-4o-mini',
  workHoursFrom: -1,
  workHoursTo: -1,
  startPhrases: [],
  stopPhrases: ['stop bot'],
  pauseMinutes: 30,
  channelAccountId,
  ...overrides,
});

let numberSeq = 0;

/** An owner with a WABA number on the WhatsApp Cloud stand-in and an assistant answering on it. */
async function ownerWithBot(email: string, options: { topUpCents?: number; overrides?: Partial<SaveCopilotBotRequest> } = {}) {
  const { token } = await registerUser(t.app, { email });
  const [user] = await t.db.query<{ id: string }>('select id from users where email = $1', [email]);
  const userId = user?.id ?? '';
  const call = callAs(t.app, token);
  numberSeq += 1;
  const number = { ...NUMBER, phoneNumberId: `${NUMBER.phoneNumberId}${numberSeq}` };
  const { displayPhoneNumber: _display, ...numberSettings } = number;
  const accountId = await insertChannelAccount(t.db, { userId, kind: 'waba', adapter: 'whatsappCloud', phone: number.displayPhoneNumber, settings: { ...numberSettings, baseUrl: `${server.url}/stand-ins/whatsapp-cloud` } });
  const webhookPath = channelWebhookPath(CHANNEL_WEBHOOK_PATHS.whatsappCloud, accountId);
  standIn.register({ ...number, webhookUrl: t.origin + webhookPath });
  const created = copilotBotSchema.parse((await call('POST', AI_PATHS.bots, { name: 'Lotus', language: 'en' })).json());
  const saved = await call('PUT', fillPath(AI_PATHS.bot, { id: created.id }), { ...settings(accountId, options.overrides), version: created.version });
  expect(saved.statusCode).toBe(200);
  if ((options.topUpCents ?? 2000) > 0) await t.db.query('insert into copilot_bot_top_ups (bot_id, amount_cents) values ($1, $2)', [created.id, options.topUpCents ?? 2000]);

  /** A client's text as Meta posts it, signed; the same `id` is the same message delivered again. */
  const clientWrites = async (id: string, text: string, from = '79991112233') => {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'waba-1',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550002222', phone_number_id: number.phoneNumberId },
                messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }],
              },
            },
          ],
        },
      ],
    });
    const response = await fetch(t.origin + webhookPath, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': metaSignature(number.appSecret, body) }, body });
    expect(response.status).toBe(200);
  };
  const reports = async () => dialogueReportListSchema.parse((await call('GET', fillPath(AI_DIALOGUE_PATHS.reports, { id: created.id }))).json());
  const logged = () =>
    t.db.query<{ status: string; text: string; recipient: string }>(`select status, text, recipient from messages where user_id = $1 and dedupe_key like 'ai:%' order by created_at`, [userId]);
  return { call, bot: created, userId, clientWrites, reports, logged };
}

describe('a client writing on the assistant’s messenger', () => {
  it('is answered once through the sending engine, on the job queue, even when the webhook is delivered again', async () => {
    const { clientWrites, reports, logged, call, bot } = await ownerWithBot('ai.dialogue@example.com');
    await clientWrites('wamid.in-1', 'When does the salon open?');
    await clientWrites('wamid.in-1', 'When does the salon open?');
    // Nothing is answered in the webhook's request.
    expect(await logged()).toEqual([]);
    expect(jobs.pending().filter((job) => job.queue === 'ai-dialogue-message')).toHaveLength(1);
    await jobs.drain();
    const sent = await logged();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ status: expect.stringMatching(/sent|delivered|read/), recipient: '+79991112233' });
    expect(sent[0]?.text).toContain('opens at 9:00');
    expect(standIn.accepted.at(-1)).toMatchObject({ to: '79991112233' });
    // The message log names its source.
    const log = await call('GET', MESSAGES_PATHS.list);
    expect(log.json()).toMatchObject({ items: [{ aiReply: true, flowId: null, campaignId: null, phone: '+79991112233' }] });

    const [dialogue] = await reports();
    expect(dialogue).toMatchObject({ clientPhone: '+79991112233', state: 'ready', handedOver: false });
    expect(dialogue?.messages.map(({ role, outcome }) => ({ role, outcome }))).toEqual([
      { role: 'client', outcome: 'answered' },
      { role: 'assistant', outcome: null },
    ]);
    expect(dialogue?.messages[1]?.inputTokens).toBeGreaterThan(0);
    expect(dialogue?.messages[1]?.outputTokens).toBeGreaterThan(0);

    // The balance paid for the dialogue; the usage counts it.
    expect(copilotBotSchema.parse((await call('GET', fillPath(AI_PATHS.bot, { id: bot.id }))).json()).balanceCents).toBe(2000 - DIALOGUE_PRICE_CENTS);
    const usage = copilotBotUsageSchema.parse((await call('GET', fillPath(AI_DIALOGUE_PATHS.usage, { id: bot.id }), undefined)).json());
    expect(usage.totals).toMatchObject({ dialogues: 1, messages: 2, costCents: DIALOGUE_PRICE_CENTS });
    expect(usage.days).toHaveLength(30);
    expect(usage.days.at(-1)).toMatchObject({ dialogues: 1, messages: 2 });
  });

  it('keeps silent after a stop phrase, and with the balance spent says why in the reports', async () => {
    const stopped = await ownerWithBot('ai.stop@example.com');
    await stopped.clientWrites('wamid.stop-1', 'Please stop bot now');
    await stopped.clientWrites('wamid.stop-2', 'When does the salon open?');
    await jobs.drain();
    expect(await stopped.logged()).toEqual([]);
    expect((await stopped.reports())[0]?.messages.map((message) => message.outcome)).toEqual(['stopped', 'notStarted']);

    // With start phrases, a client writing without one (answering a reminder) starts no dialogue: nothing is stored.
    const phrased = await ownerWithBot('ai.phrased@example.com', { overrides: { startPhrases: ['hello bot'] } });
    await phrased.clientWrites('wamid.phrased-1', 'Thanks!');
    await jobs.drain();
    expect(await phrased.reports()).toEqual([]);
    await phrased.clientWrites('wamid.phrased-2', 'Hello bot, when does the salon open?');
    await jobs.drain();
    expect(await phrased.logged()).toHaveLength(1);
    expect((await phrased.reports())[0]?.messages.map((message) => message.outcome)).toEqual(['answered', null]);

    const broke = await ownerWithBot('ai.broke@example.com', { topUpCents: 0 });
    await broke.clientWrites('wamid.broke-1', 'When does the salon open?');
    await jobs.drain();
    expect(await broke.logged()).toEqual([]);
    expect((await broke.reports())[0]?.messages[0]).toMatchObject({ outcome: 'noBalance', detail: expect.stringContaining('balance is exhausted') });
  });

  it('keeps silent for the pause after a person answered', async () => {
    const { clientWrites, reports, logged, bot, call } = await ownerWithBot('ai.pause@example.com');
    await clientWrites('wamid.pause-1', 'When does the salon open?');
    await jobs.drain();
    const [dialogue] = await reports();
    const replyPath = fillPath(AI_DIALOGUE_PATHS.reply, { id: bot.id, dialogueId: dialogue?.id ?? '' });
    expect((await call('POST', replyPath, { text: ' ' })).statusCode).toBe(400);
    expect((await call('POST', fillPath(AI_DIALOGUE_PATHS.reply, { id: bot.id, dialogueId: '00000000-0000-0000-0000-000000000001' }), { text: 'Hi' })).statusCode).toBe(404);
    // The owner answers the client themselves: sent through the engine, and the assistant keeps silent for its pause.
    expect((await call('POST', replyPath, { text: 'This is Anna from the salon: we open at 9.' })).statusCode).toBe(204);
    await jobs.drain();
    await clientWrites('wamid.pause-2', 'And when does it close?');
    await jobs.drain();
    expect((await logged()).map((message) => message.text)).toEqual([expect.stringContaining('opens at 9:00'), 'This is Anna from the salon: we open at 9.']);
    expect((await reports())[0]?.messages.map((message) => `${message.role}:${message.outcome ?? ''}`)).toEqual(['client:answered', 'assistant:', 'operator:', 'client:paused']);
  });
});

describe('the human_handoff plugin', () => {
  it('offers its texts, until the owner saves them, in the assistant\'s language, the stand-in\'s trigger words quoted in it', async () => {
    const { token } = await registerUser(t.app, { email: 'ai.handoff.language@example.com' });
    const call = callAs(t.app, token);
    const defaults: Record<string, { whenToCall: string; answerInstruction: string }> = {};
    for (const language of ['ru', 'en', 'pt-BR', 'uk-UA']) {
      const bot = copilotBotSchema.parse((await call('POST', AI_PATHS.bots, { name: `Lotus ${language}`, language })).json());
      const { whenToCall, answerInstruction } = copilotBotPluginsSchema.parse((await call('GET', fillPath(AI_DIALOGUE_PATHS.plugins, { id: bot.id }))).json()).humanHandoff;
      defaults[language] = { whenToCall, answerInstruction };
    }
    expect(defaults['ru']).toEqual({ whenToCall: 'когда клиент просит позвать человека: "оператор", "администратор", "менеджер", "operator", "manager"', answerInstruction: 'Скажите клиенту, что скоро ему ответит человек.' });
    expect(defaults['en']?.answerInstruction).toBe('Tell the client that a person will answer soon.');
    expect(defaults['pt-BR']?.answerInstruction).toBe('Diga ao cliente que uma pessoa responderá em breve.');
    expect(defaults['uk-UA']?.whenToCall).toContain('"адміністратор"');
  });

  it('refuses a sixth notification and a bad phone, and notifies the owner’s contacts when the model hands over', async () => {
    const { call, bot, clientWrites, reports, logged } = await ownerWithBot('ai.handoff@example.com');
    const path = fillPath(AI_DIALOGUE_PATHS.plugin, { id: bot.id, kind: 'human_handoff' });
    const initial = copilotBotPluginsSchema.parse((await call('GET', fillPath(AI_DIALOGUE_PATHS.plugins, { id: bot.id }))).json());
    expect(initial.humanHandoff).toMatchObject({ enabled: false, notifications: [], version: 0 });
    const base = { enabled: true, whenToCall: 'when the client asks for "a manager"', answerInstruction: 'Say a manager will call.', notificationText: 'Call the client back', stopDialogue: true };
    const six = Array.from({ length: 6 }, (_, index) => ({ kind: 'email', value: `boss${index}@example.com` }));
    const tooMany = await call('PUT', path, { ...base, notifications: six, version: 0 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ fields: { notifications: 'handoff.tooMany' } });
    const badPhone = await call('PUT', path, { ...base, notifications: [{ kind: 'phone', value: '12' }], version: 0 });
    expect(badPhone.statusCode).toBe(400);
    const saved = await call('PUT', path, { ...base, notifications: [{ kind: 'phone', value: '+7 900 555-00-01' }, { kind: 'email', value: 'Boss@Example.com' }], version: 0 });
    expect(saved.statusCode).toBe(200);
    expect(copilotBotPluginsSchema.parse(saved.json()).humanHandoff).toMatchObject({ notifications: [{ kind: 'phone', value: '+79005550001' }, { kind: 'email', value: 'boss@example.com' }], version: 1 });
    expect((await call('PUT', path, { ...base, notifications: [], version: 0 })).statusCode).toBe(409);

    await clientWrites('wamid.h-1', 'I want to talk to a manager please');
    await jobs.drain();
    await clientWrites('wamid.h-2', 'Hello?');
    await jobs.drain();
    // The client was told once; the dialogue then stopped.
    expect(await logged()).toHaveLength(1);
    const [dialogue] = await reports();
    expect(dialogue).toMatchObject({ handedOver: true });
    expect(dialogue?.messages.map((message) => message.outcome)).toEqual(['handedOver', null, 'handedOver']);
    const mails = await t.db.query<{ subject: string; text: string }>(`select subject, text from outbox where to_email = 'boss@example.com'`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Call the client back');
    expect(mails[0]?.text).toContain('+79991112233');
    expect(mails[0]?.text).toContain('talk to a manager');
    const texts = await t.db.query<{ text: string }>(`select text from phone_outbox where to_phone = '+79005550001'`);
    expect(texts).toHaveLength(1);
  });
});

describe('the rest plugin', () => {
  it('refuses a bad address at its field, and answers the client from the owner’s service when the model calls it', async () => {
    const { createServer } = await import('node:http');
    const service = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ answer: `Red roses cost 120 per stem (${request.url ?? ''})` }));
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    const address = service.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      const { call, bot, clientWrites, reports, logged } = await ownerWithBot('ai.rest@example.com');
      const path = fillPath(AI_DIALOGUE_PATHS.plugin, { id: bot.id, kind: 'rest' });
      const initial = copilotBotPluginsSchema.parse((await call('GET', fillPath(AI_DIALOGUE_PATHS.plugins, { id: bot.id }))).json());
      expect(initial.rest).toMatchObject({ enabled: false, method: 'GET', url: '', params: [], version: 0 });
      const base = { enabled: true, method: 'GET', whenToCall: 'when the client asks about a "price"', params: [{ key: 'question', value: '', description: 'What the client asks' }] };
      const bad = await call('PUT', path, { ...base, url: 'ftp://shop.example.com', version: 0 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ fields: { url: 'rest.url' } });
      const dup = await call('PUT', path, { ...base, url: 'https://shop.example.com', params: [{ key: 'a' }, { key: 'a' }], version: 0 });
      expect(dup.json()).toMatchObject({ fields: { 'params.1.key': 'rest.keyDuplicate' } });
      expect((await call('PUT', fillPath(AI_DIALOGUE_PATHS.plugin, { id: bot.id, kind: 'teleport' }), base)).statusCode).toBe(404);
      const saved = await call('PUT', path, { ...base, url: `http://127.0.0.1:${port}/prices`, version: 0 });
      expect(saved.statusCode).toBe(200);
      expect(copilotBotPluginsSchema.parse(saved.json()).rest).toMatchObject({ enabled: true, version: 1, params: [{ key: 'question', value: '', description: 'What the client asks' }] });
      expect((await call('PUT', path, { ...base, url: 'https://shop.example.com', version: 0 })).statusCode).toBe(409);

      await clientWrites('wamid.r-1', 'What is the price of roses?');
      await jobs.drain();
      const [sent] = await logged();
      expect(sent?.text).toContain('Red roses cost 120 per stem (/prices?question=What+is+the+price+of+roses%3F)');
      expect((await reports())[0]?.messages.map((message) => message.outcome)).toEqual(['answered', null]);

      // The service gone: the model is told the tool failed, and the client still gets an answer.
      await new Promise<void>((resolve) => service.close(() => resolve()));
      await clientWrites('wamid.r-2', 'And the price of tulips?');
      await jobs.drain();
      expect((await logged()).at(-1)?.text).toMatch(/the tool answered: “The call failed/);

      // The test chat calls it too.
      const chat = await call('POST', fillPath(AI_PATHS.testChat, { id: bot.id }), { messages: [{ role: 'client', text: 'A price, please' }] });
      expect(chat.statusCode).toBe(200);
      expect(chat.json()).toMatchObject({ text: expect.stringContaining('the tool answered') });
    } finally {
      service.close();
    }
  });
});

describe('the dialogue rules', () => {
  const bot = { startPhrases: ['hello bot'], stopPhrases: ['stop bot'], workHoursFrom: 9, workHoursTo: 18, answersOutsideWorkHours: false, pauseMinutes: 30, balanceCents: 100 };
  const open = { isNew: false, state: 'open' as const, personRepliedAt: null, charged: true };
  // 12:00 in Moscow (UTC+3).
  const noon = new Date('2026-03-10T09:00:00Z');

  it('answers within work hours on the owner’s clock and not outside them', () => {
    expect(withinWorkHours(bot, noon, 'Europe/Moscow')).toBe(true);
    expect(withinWorkHours(bot, new Date('2026-03-10T16:00:00Z'), 'Europe/Moscow')).toBe(false);
    expect(withinWorkHours({ workHoursFrom: -1, workHoursTo: -1, answersOutsideWorkHours: false }, new Date('2026-03-10T01:00:00Z'), 'Europe/Moscow')).toBe(true);
    // A night assistant (the night bot wizard's) keeps the business's day and answers outside it.
    const night = { ...bot, answersOutsideWorkHours: true };
    expect(withinWorkHours(night, noon, 'Europe/Moscow')).toBe(false);
    expect(withinWorkHours(night, new Date('2026-03-10T20:00:00Z'), 'Europe/Moscow')).toBe(true);
    expect(decide(bot, open, 'price?', new Date('2026-03-10T16:00:00Z'), 'Europe/Moscow').outcome).toBe('outsideHours');
    expect(decide(bot, open, 'price?', noon, 'Europe/Moscow').outcome).toBe('pending');
  });

  it('starts on a start phrase, stops on a stop phrase, ignoring case and spacing', () => {
    expect(holdsPhrase('Well,  HELLO   bot!', bot.startPhrases)).toBe(true);
    expect(decide(bot, { ...open, isNew: true }, 'price?', noon, 'Europe/Moscow')).toEqual({ outcome: 'notStarted', state: 'stopped' });
    expect(decide(bot, { ...open, isNew: true }, 'Hello bot, price?', noon, 'Europe/Moscow')).toEqual({ outcome: 'pending', state: 'open' });
    expect(decide(bot, open, 'please STOP bot', noon, 'Europe/Moscow')).toEqual({ outcome: 'stopped', state: 'stopped' });
    expect(decide(bot, { ...open, state: 'stopped' }, 'price?', noon, 'Europe/Moscow').outcome).toBe('notStarted');
  });

  it('keeps silent for the pause after a person answered, then answers again', () => {
    const replied = { ...open, personRepliedAt: new Date(noon.getTime() - 10 * 60_000) };
    expect(decide(bot, replied, 'price?', noon, 'Europe/Moscow').outcome).toBe('paused');
    expect(decide(bot, replied, 'price?', new Date(noon.getTime() + 21 * 60_000), 'Europe/Moscow').outcome).toBe('pending');
    expect(decide({ ...bot, pauseMinutes: 0 }, replied, 'price?', noon, 'Europe/Moscow').outcome).toBe('pending');
  });

  it('refuses a new dialogue at zero balance, but finishes one already paid for', () => {
    expect(decide({ ...bot, balanceCents: 0 }, { ...open, charged: false }, 'price?', noon, 'Europe/Moscow').outcome).toBe('noBalance');
    expect(decide({ ...bot, balanceCents: 0 }, open, 'price?', noon, 'Europe/Moscow').outcome).toBe('pending');
  });
});

describe('the follow_up plugin', () => {
  it('offers its text, until the owner saves one, in the assistant\'s language: the clients read it as it stands', async () => {
    const { token } = await registerUser(t.app, { email: 'ai.followup.language@example.com' });
    const call = callAs(t.app, token);
    const texts: Record<string, string> = {};
    for (const language of ['ru', 'en', 'pt-BR', 'uk-UA']) {
      const bot = copilotBotSchema.parse((await call('POST', AI_PATHS.bots, { name: `Lotus ${language}`, language })).json());
      texts[language] = copilotBotPluginsSchema.parse((await call('GET', fillPath(AI_DIALOGUE_PATHS.plugins, { id: bot.id }))).json()).followUp.text;
    }
    expect(texts).toEqual({
      ru: 'Остались ли у вас вопросы? Будем рады помочь.',
      en: 'Do you have any other questions? We will be glad to help.',
      'pt-BR': 'Ficou com mais alguma dúvida? Teremos prazer em ajudar.',
      'uk-UA': 'Чи залишилися у вас запитання? Будемо раді допомогти.',
    });
  });

  it('refuses a blank text and a delay outside 1 to 23 hours at the field, and saves with a version', async () => {
    const { call, bot } = await ownerWithBot('ai.followup.rules@example.com');
    const path = fillPath(AI_DIALOGUE_PATHS.plugin, { id: bot.id, kind: 'follow_up' });
    const blank = await call('PUT', path, { enabled: true, delayHours: 2, text: '   ', version: 0 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ fields: { text: 'required' } });
    for (const delayHours of [0, 24, 1.5]) {
      const refused = await call('PUT', path, { enabled: true, delayHours, text: 'Still with us?', version: 0 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ fields: { delayHours: 'followUp.delay' } });
    }
    const saved = await call('PUT', path, { enabled: true, delayHours: 23, text: '  Still with us?  ', version: 0 });
    expect(saved.statusCode).toBe(200);
    expect(copilotBotPluginsSchema.parse(saved.json()).followUp).toEqual({ enabled: true, delayHours: 23, text: 'Still with us?', version: 1 });
    expect((await call('PUT', path, { enabled: false, delayHours: 3, text: 'Hi', version: 0 })).statusCode).toBe(409);
  });

  it('writes to a silent client once per dialogue through the sending engine, its job surviving a restart of the runner', async () => {
    const { call, bot, clientWrites, reports, logged } = await ownerWithBot('ai.followup@example.com');
    const saved = await call('PUT', fillPath(AI_DIALOGUE_PATHS.plugin, { id: bot.id, kind: 'follow_up' }), { enabled: true, delayHours: 2, text: 'Shall we book you in?', version: 0 });
    expect(saved.statusCode).toBe(200);
    await clientWrites('wamid.fu-1', 'When does the salon open?');
    await jobs.drain();
    expect(await logged()).toHaveLength(1);
    // The answer sent a job due two hours on; the queue (pg-boss in production) keeps it, nothing waits in memory.
    const pending = jobs.pending().filter((job) => job.queue === AI_FOLLOW_UP_QUEUE);
    expect(pending).toHaveLength(1);
    expect(pending[0]?.startAfter?.getTime()).toBeGreaterThan(Date.now() + 2 * 3_600_000 - 60_000);
    const job = pending[0]?.data as FollowUpJob;

    // The client's silence, as if it had lasted: the client's message moved back in time.
    const silentFor = (hours: number, messageId: string) =>
      t.db.query('update copilot_bot_dialogue_messages set created_at = $2 where id = $1', [messageId, new Date(Date.now() - hours * 3_600_000).toISOString()]);
    // Not yet due: a runner that takes it early sends nothing.
    await silentFor(1, job.clientMessageId);
    expect(await followUpEngine({ db: t.db, jobs, clock: systemClock }).handle(job)).toBe(false);
    // The runner restarted: a new engine on the same database runs the stored job when it is due, once.
    await silentFor(2.1, job.clientMessageId);
    const restarted = followUpEngine({ db: t.db, jobs, clock: systemClock });
    expect(await restarted.handle(job)).toBe(true);
    // Run again (a runner stopped mid-job, its successor taking it again): nothing more is sent.
    expect(await followUpEngine({ db: t.db, jobs, clock: systemClock }).handle(job)).toBe(false);
    await jobs.drain();
    const sent = await logged();
    expect(sent.map((row) => row.text)).toEqual([expect.stringContaining('opens at 9:00'), 'Shall we book you in?']);
    expect(sent[1]).toMatchObject({ status: expect.stringMatching(/sent|delivered|read/), recipient: '+79991112233' });
    expect(standIn.accepted.at(-1)).toMatchObject({ to: '79991112233' });
    expect((await reports())[0]?.messages.map(({ role, text }) => ({ role, text })).at(-1)).toEqual({ role: 'assistant', text: 'Shall we book you in?' });

    // The client writes again and falls silent again: the dialogue had its follow-up already.
    await clientWrites('wamid.fu-2', 'And on Sunday?');
    await jobs.drain();
    const next = jobs.pending().filter((pendingJob) => pendingJob.queue === AI_FOLLOW_UP_QUEUE).at(-1)?.data as FollowUpJob;
    expect(next.clientMessageId).not.toBe(job.clientMessageId);
    await silentFor(3, next.clientMessageId);
    expect(await restarted.handle(next)).toBe(false);
    expect(await logged()).toHaveLength(3);
  });

  it('does not write when the client wrote again before the delay', async () => {
    const { call, bot, clientWrites, logged } = await ownerWithBot('ai.followup.again@example.com');
    await call('PUT', fillPath(AI_DIALOGUE_PATHS.plugin, { id: bot.id, kind: 'follow_up' }), { enabled: true, delayHours: 1, text: 'Anything else?', version: 0 });
    await clientWrites('wamid.fa-1', 'When does the salon open?');
    await jobs.drain();
    const first = jobs.pending().filter((job) => job.queue === AI_FOLLOW_UP_QUEUE).at(-1)?.data as FollowUpJob;
    await clientWrites('wamid.fa-2', 'And on Sunday?');
    await jobs.drain();
    await t.db.query('update copilot_bot_dialogue_messages set created_at = $2 where id = $1', [first.clientMessageId, new Date(Date.now() - 2 * 3_600_000).toISOString()]);
    expect(await followUpEngine({ db: t.db, jobs, clock: systemClock }).handle(first)).toBe(false);
    expect((await logged()).map((row) => row.text)).not.toContain('Anything else?');
  });
});

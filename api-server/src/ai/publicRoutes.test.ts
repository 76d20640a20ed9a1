import { fillPath } from '@cabinet/api/contract';
import { AI_PATHS, AI_PUBLIC_PATHS, copilotBotSchema, publicChatAnswerSchema, type SaveCopilotBotRequest } from '@cabinet/api/ai';
import { systemClock } from '../platform/clock';
import { manualJobQueue } from '../platform/jobs/manualJobQueue';
import { createListeningTestApp, type ListeningTestApp } from '../testing/createTestApp';
import { callAs, registerUser } from '../testing/requests';

const jobs = manualJobQueue(systemClock);
let t: ListeningTestApp;
beforeAll(async () => {
  // Listening, so the chat reaches the language model stand-in over HTTP; a small public limit to reach it.
  t = await createListeningTestApp({ seed: false, app: { jobs }, env: { RATE_LIMIT_PUBLIC: '12/1m' } });
});
afterAll(async () => {
  await t.close();
});

const settings: SaveCopilotBotRequest = {
  name: 'Lotus',
  language: 'en',
  enabled: true,
  instruction: 'You answer for the Lotus salon.',
  temperature: 0.3,
  model: 'gpt-4o-mini',
  workHoursFrom: -1,
  workHoursTo: -1,
  startPhrases: [],
  stopPhrases: [],
  pauseMinutes: 30,
  channelAccountId: null,
};

/** A visitor's calls, each from its own address unless told, so the limit is spent only where a test means to. */
let address = 0;
const visitor = (ip = `10.1.0.${++address}`, headers: Record<string, string> = {}) => ({
  bot: (id: string) => t.app.inject({ method: 'GET', url: `/${fillPath(AI_PUBLIC_PATHS.publicBot, { id })}`, remoteAddress: ip, headers }),
  ask: (id: string, text: string) =>
    t.app.inject({ method: 'POST', url: `/${fillPath(AI_PUBLIC_PATHS.publicChat, { id })}`, remoteAddress: ip, headers, payload: { messages: [{ role: 'client', text }] } }),
});

async function ownerWithBot(email: string, topUpCents = 2000) {
  const { token } = await registerUser(t.app, { email });
  const call = callAs(t.app, token);
  const bot = copilotBotSchema.parse((await call('POST', AI_PATHS.bots, { name: 'Lotus', language: 'en' })).json());
  if (topUpCents > 0) await t.db.query('insert into copilot_bot_top_ups (bot_id, amount_cents) values ($1, $2)', [bot.id, topUpCents]);
  return { call, bot };
}

it('answers a visitor with no account from the knowledge base, citing the source', async () => {
  const { call, bot } = await ownerWithBot('public.owner@example.com');
  await call('POST', fillPath(AI_PATHS.knowledgeQa, { id: bot.id }), { question: 'Can I pay by card?', answer: 'Yes: cash, card, layaway or QR.' });
  await jobs.drain();
  const guest = visitor();
  const opened = await guest.bot(bot.id);
  expect(opened.statusCode).toBe(200);
  expect(opened.json()).toEqual({ id: bot.id, name: 'Lotus', language: 'en' });
  const answered = await guest.ask(bot.id, 'Do you take a card?');
  expect(answered.statusCode).toBe(200);
  const answer = publicChatAnswerSchema.parse(answered.json());
  expect(answer.answeredBy.kind).toBe('standIn');
  expect(answer.citations).toMatchObject([{ number: 1, sourceName: 'Can I pay by card?', kind: 'qa' }]);
  // The visitor is not told the owner's token counts.
  expect(answered.json()).not.toHaveProperty('usage');
});

it('answers 404 alike for an unknown assistant, a malformed id and a switched-off one', async () => {
  const { call, bot } = await ownerWithBot('public.off@example.com');
  const guest = visitor();
  expect((await guest.bot('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  expect((await guest.bot('not-an-id')).json()).toMatchObject({ code: 'COPILOT_BOT_NOT_FOUND' });
  expect((await call('PUT', fillPath(AI_PATHS.bot, { id: bot.id }), { ...settings, enabled: false })).statusCode).toBe(200);
  expect((await guest.bot(bot.id)).statusCode).toBe(404);
  const refused = await guest.ask(bot.id, 'Hello?');
  expect(refused.statusCode).toBe(404);
  expect(refused.json()).toMatchObject({ code: 'COPILOT_BOT_NOT_FOUND' });
});

it('refuses to answer once the balance is spent, in the spec’s words, and answers after a top-up', async () => {
  const { bot } = await ownerWithBot('public.broke@example.com', 0);
  const guest = visitor();
  expect((await guest.bot(bot.id)).statusCode).toBe(200);
  const refused = await guest.ask(bot.id, 'Hello?');
  expect(refused.statusCode).toBe(402);
  expect(refused.json()).toMatchObject({ code: 'COPILOT_BOT_NO_BALANCE', message: expect.stringContaining('top it up with at least $20') });
  await t.db.query('insert into copilot_bot_top_ups (bot_id, amount_cents) values ($1, 2000)', [bot.id]);
  expect((await guest.ask(bot.id, 'Hello?')).statusCode).toBe(200);
});

it('limits the public calls per address (RATE_LIMIT_PUBLIC) without touching another address', async () => {
  const { bot } = await ownerWithBot('public.flood@example.com');
  const flood = visitor('10.9.9.9');
  const codes: number[] = [];
  for (let index = 0; index < 13; index += 1) codes.push((await flood.bot(bot.id)).statusCode);
  expect(codes.slice(0, 12).every((code) => code === 200)).toBe(true);
  expect(codes[12]).toBe(429);
  expect((await flood.ask(bot.id, 'Hello?')).statusCode).toBe(429);
  expect((await visitor('10.9.9.10').bot(bot.id)).statusCode).toBe(200);
});

it('answers an embedding site only when the owner lists it, and lets the browser send the dialogue only from there', async () => {
  const { call, bot } = await ownerWithBot('public.embed@example.com');
  const site = { origin: 'https://lotus-salon.example' };
  expect((await visitor(undefined, site).bot(bot.id)).json()).toMatchObject({ code: 'COPILOT_BOT_ORIGIN_REFUSED' });
  const path = fillPath(AI_PUBLIC_PATHS.publicSettings, { id: bot.id });
  const invalid = await call('PUT', path, { allowedOrigins: ['https://lotus-salon.example/prices'] });
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json()).toMatchObject({ fields: { 'allowedOrigins.0': 'origin.invalid' } });
  const saved = await call('PUT', path, { allowedOrigins: ['HTTPS://Lotus-Salon.example/', 'https://lotus-salon.example', ''] });
  expect(saved.json()).toEqual({ allowedOrigins: ['https://lotus-salon.example'] });
  expect((await call('GET', path)).json()).toEqual({ allowedOrigins: ['https://lotus-salon.example'] });
  const embedded = visitor(undefined, site);
  expect((await embedded.bot(bot.id)).statusCode).toBe(200);
  const answered = await embedded.ask(bot.id, 'Hello?');
  expect(answered.statusCode).toBe(200);
  expect(answered.headers['access-control-allow-origin']).toBe('https://lotus-salon.example');
  // Another site: the browser's preflight of the dialogue gets no CORS answer.
  const preflight = await t.app.inject({
    method: 'OPTIONS',
    url: `/${fillPath(AI_PUBLIC_PATHS.publicChat, { id: bot.id })}`,
    headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
  expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  // Someone else's assistant's settings are not disclosed.
  const stranger = await ownerWithBot('public.stranger@example.com');
  expect((await stranger.call('GET', path)).statusCode).toBe(404);
});

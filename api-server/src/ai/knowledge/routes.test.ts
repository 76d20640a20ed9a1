import { fillPath } from '@cabinet/api/contract';
import { AI_PATHS, companyProfileSchema, copilotBotSchema, knowledgeBaseSchema, knowledgeSourceSchema, testChatAnswerSchema, type SaveCopilotBotRequest } from '@cabinet/api/ai';
import { ApiError } from '../../platform/http/ApiError';
import { systemClock } from '../../platform/clock';
import { manualJobQueue } from '../../platform/jobs/manualJobQueue';
import { createListeningTestApp, type ListeningTestApp } from '../../testing/createTestApp';
import { bearer, callAs, registerUser } from '../../testing/requests';
import { docxOf, pdfOf, xlsxOf } from './fixtures';
import { indexSource } from './indexer';
import { pageFetcher } from './pageFetcher';
import { knowledgeService } from './service';

const jobs = manualJobQueue(systemClock);
let t: ListeningTestApp;
beforeAll(async () => {
  // Listening, so the test chat reaches the language model stand-in over HTTP as in `npm start`.
  t = await createListeningTestApp({ seed: false, app: { jobs } });
});
afterAll(async () => {
  await t.close();
});

const settings = (language: SaveCopilotBotRequest['language']): SaveCopilotBotRequest => ({
  name: 'Lotus',
  language,
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
});

/** A new owner's assistant in the language, with a $20 top-up so it may answer. */
async function ownerWithBot(email: string, language: SaveCopilotBotRequest['language'] = 'en') {
  const { token } = await registerUser(t.app, { email });
  const call = callAs(t.app, token);
  const bot = copilotBotSchema.parse((await call('POST', AI_PATHS.bots, { name: 'Lotus', language })).json());
  await t.db.query('insert into copilot_bot_top_ups (bot_id, amount_cents) values ($1, 2000)', [bot.id]);
  const upload = (name: string, content: Uint8Array) =>
    t.app.inject({ method: 'POST', url: `/${fillPath(AI_PATHS.knowledgeFiles, { id: bot.id })}`, query: { name }, headers: { ...bearer(token), 'content-type': 'application/octet-stream' }, payload: Buffer.from(content) });
  const knowledge = async () => knowledgeBaseSchema.parse((await call('GET', fillPath(AI_PATHS.knowledge, { id: bot.id }))).json());
  const ask = (text: string) => call('POST', fillPath(AI_PATHS.testChat, { id: bot.id }), { messages: [{ role: 'client', text }] });
  return { call, bot, upload, knowledge, ask, token };
}

it('indexes a Q&A pair and files through waiting, the job, and ready; the test chat cites the passages it used', async () => {
  const { call, bot, upload, knowledge, ask } = await ownerWithBot('kb.owner@example.com');
  const qa = await call('POST', fillPath(AI_PATHS.knowledgeQa, { id: bot.id }), { question: ' Can I pay by card? ', answer: 'Yes: cash, card, layaway or QR.' });
  expect(qa.statusCode).toBe(201);
  expect(qa.json()).toMatchObject({ kind: 'qa', name: 'Can I pay by card?', answer: 'Yes: cash, card, layaway or QR.', state: 'waiting', passages: 0 });
  const pdf = await upload('Rules.pdf', await pdfOf([['Cancellations', 'A visit can be cancelled free of charge up to a day before it.']]));
  expect(pdf.statusCode).toBe(201);
  expect(knowledgeSourceSchema.parse(pdf.json())).toMatchObject({ kind: 'file', name: 'Rules.pdf', state: 'waiting', answer: null });
  expect((await upload('Prices.xlsx', xlsxOf([['Haircut', 40]]))).statusCode).toBe(201);

  const before = await knowledge();
  expect(before).toMatchObject({ fileMaxMb: 10, fileExtensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'] });
  expect(before.sources.map((source) => source.state)).toEqual(['waiting', 'waiting', 'waiting']);
  // Nothing is indexed in the request: the job queue does it.
  expect(jobs.pending().filter((job) => job.queue === 'ai-knowledge-index')).toHaveLength(3);
  await jobs.drain();
  const after = await knowledge();
  expect(after.sources.map(({ name, state, passages }) => ({ name, state, passages }))).toEqual([
    { name: 'Prices.xlsx', state: 'ready', passages: 1 },
    { name: 'Rules.pdf', state: 'ready', passages: 1 },
    { name: 'Can I pay by card?', state: 'ready', passages: 1 },
  ]);

  const answer = testChatAnswerSchema.parse((await ask('Can I cancel my visit?')).json());
  expect(answer.text).toContain('[1] Cancellations');
  expect(answer.citations).toEqual([{ number: 1, sourceId: after.sources[1]?.id, sourceName: 'Rules.pdf', kind: 'file', text: expect.stringContaining('free of charge up to a day before it') }]);
  const paying = testChatAnswerSchema.parse((await ask('Do you take a card?')).json());
  expect(paying.citations).toMatchObject([{ sourceName: 'Can I pay by card?', kind: 'qa', text: 'Can I pay by card? — Yes: cash, card, layaway or QR.' }]);
  // Stemming: "haircuts" finds "Haircut".
  expect(testChatAnswerSchema.parse((await ask('How much are haircuts?')).json()).citations).toMatchObject([{ sourceName: 'Prices.xlsx', text: 'Haircut 40' }]);
  expect(testChatAnswerSchema.parse((await ask('Where do you park?')).json()).citations).toEqual([]);
});

it('edits a Q&A pair from its current version only, indexes it again, and deletes sources with their passages', async () => {
  const { call, bot, knowledge, ask } = await ownerWithBot('kb.edit@example.com');
  const pair = knowledgeSourceSchema.parse((await call('POST', fillPath(AI_PATHS.knowledgeQa, { id: bot.id }), { question: 'Do you open on Sundays?', answer: 'No.' })).json());
  await jobs.drain();
  const path = fillPath(AI_PATHS.knowledgeQaPair, { id: bot.id, sourceId: pair.id });
  const saved = await call('PUT', path, { question: 'Do you open on Sundays?', answer: 'Yes, from 11 to 18.', version: 1 });
  expect(saved.json()).toMatchObject({ state: 'waiting', version: 2, answer: 'Yes, from 11 to 18.' });
  const stale = await call('PUT', path, { question: 'Sundays?', answer: 'No.', version: 1 });
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: { answer: 'Yes, from 11 to 18.', version: 2 } });
  expect((await call('PUT', path, { question: '', answer: 'x', version: 2 })).json()).toMatchObject({ fields: { question: 'required' } });
  await jobs.drain();
  expect(testChatAnswerSchema.parse((await ask('Are you open on Sunday?')).json()).citations).toMatchObject([{ text: 'Do you open on Sundays? — Yes, from 11 to 18.' }]);

  expect((await call('DELETE', fillPath(AI_PATHS.knowledgeSource, { id: bot.id, sourceId: pair.id }))).statusCode).toBe(204);
  expect((await knowledge()).sources).toEqual([]);
  expect(await t.db.query('select 1 from copilot_bot_passages where source_id = $1', [pair.id])).toEqual([]);
  expect((await call('DELETE', fillPath(AI_PATHS.knowledgeSource, { id: bot.id, sourceId: pair.id }))).json()).toMatchObject({ code: 'KNOWLEDGE_SOURCE_NOT_FOUND' });
});

it('refuses other types and renamed files in the spec’s words, files over the limit, and keeps each account’s knowledge its own', async () => {
  const { bot, upload, call } = await ownerWithBot('kb.refusals@example.com');
  const wrong = await upload('photo.png', new Uint8Array([1, 2, 3]));
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toEqual({ code: 'FILE_FORMAT_INCORRECT', message: 'File format incorrect: photo.png. Allowed: PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX' });
  expect((await upload('renamed.pdf', docxOf(['x']))).json()).toMatchObject({ code: 'FILE_FORMAT_INCORRECT' });
  const big = await upload('big.pdf', new Uint8Array(10 * 1024 * 1024 + 1).fill(0x25));
  expect(big.statusCode).toBe(413);
  expect(big.json()).toMatchObject({ code: 'FILE_TOO_BIG', message: 'The file is too big: at most 10 MB' });

  const stranger = await ownerWithBot('kb.stranger@example.com');
  expect((await stranger.call('GET', fillPath(AI_PATHS.knowledge, { id: bot.id }))).statusCode).toBe(404);
  expect((await stranger.call('POST', fillPath(AI_PATHS.knowledgeQa, { id: bot.id }), { question: 'q', answer: 'a' })).statusCode).toBe(404);
  const pair = knowledgeSourceSchema.parse((await call('POST', fillPath(AI_PATHS.knowledgeQa, { id: bot.id }), { question: 'q', answer: 'a' })).json());
  expect((await stranger.call('DELETE', fillPath(AI_PATHS.knowledgeSource, { id: stranger.bot.id, sourceId: pair.id }))).statusCode).toBe(404);
  await jobs.drain();
});

it('puts a file it cannot read in error with the reason, and a retry indexes it again', async () => {
  const { call, bot, upload, knowledge } = await ownerWithBot('kb.error@example.com');
  const broken = knowledgeSourceSchema.parse((await upload('Scan.pdf', new TextEncoder().encode('%PDF-1.7 not really'))).json());
  expect((await call('POST', fillPath(AI_PATHS.knowledgeRetry, { id: bot.id, sourceId: broken.id }))).json()).toMatchObject({ code: 'KNOWLEDGE_NOT_FAILED' });
  await jobs.drain();
  const [failed] = (await knowledge()).sources;
  expect(failed).toMatchObject({ state: 'error', errorKind: 'fileUnreadable', error: expect.stringMatching(/^The file could not be read/), passages: 0 });

  // The bytes mended (as if the reader had been fixed), the retry indexes them.
  await t.db.query('update copilot_bot_source_files set content = $2 where source_id = $1', [broken.id, await pdfOf([['Parking behind the salon.']])]);
  const retried = await call('POST', fillPath(AI_PATHS.knowledgeRetry, { id: bot.id, sourceId: broken.id }));
  expect(retried.json()).toMatchObject({ state: 'waiting', errorKind: null, error: null });
  await jobs.drain();
  expect((await knowledge()).sources).toMatchObject([{ state: 'ready', passages: 1 }]);
});

it('leaves a source alone once ready or changed under the job, and indexes all again when the language changes', async () => {
  const { call, bot, knowledge, ask } = await ownerWithBot('kb.language@example.com');
  const pair = knowledgeSourceSchema.parse((await call('POST', fillPath(AI_PATHS.knowledgeQa, { id: bot.id }), { question: 'Сколько стоит стрижка?', answer: '1500 рублей.' })).json());
  await jobs.drain();
  await indexSource(t.db, pair.id, pageFetcher({ allowPrivate: true }));
  expect((await knowledge()).sources).toMatchObject([{ state: 'ready', version: 1, passages: 1 }]);
  // Indexed in English, Russian words are not stemmed: "стрижки" misses "стрижка".
  expect(testChatAnswerSchema.parse((await ask('Цена стрижки')).json()).citations).toEqual([]);

  await call('PUT', fillPath(AI_PATHS.bot, { id: bot.id }), settings('ru'));
  expect((await knowledge()).sources).toMatchObject([{ state: 'waiting' }]);
  await jobs.drain();
  expect(testChatAnswerSchema.parse((await ask('Цена стрижки')).json()).citations).toMatchObject([{ text: 'Сколько стоит стрижка? — 1500 рублей.' }]);

  await call('PUT', fillPath(AI_PATHS.bot, { id: bot.id }), { ...settings('uk-UA'), version: 2 });
  await jobs.drain();
  expect(testChatAnswerSchema.parse((await ask('Скільки коштує стрижки?')).json()).citations).toMatchObject([{ sourceName: 'Сколько стоит стрижка?' }]);
});

it('refuses the test chat of an assistant whose balance is spent, in the spec’s words', async () => {
  const { token } = await registerUser(t.app, { email: 'kb.balance@example.com' });
  const call = callAs(t.app, token);
  const bot = copilotBotSchema.parse((await call('POST', AI_PATHS.bots, { name: 'Broke', language: 'en' })).json());
  const refused = await call('POST', fillPath(AI_PATHS.testChat, { id: bot.id }), { messages: [{ role: 'client', text: 'Hello' }] });
  expect(refused.statusCode).toBe(402);
  expect(refused.json()).toEqual({ code: 'COPILOT_BOT_NO_BALANCE', message: 'The assistant’s balance is exhausted: top it up with at least $20 for it to answer' });
});

it('fetches a web page on the job queue, indexes its readable text, cites it, ends a missing page in error, and fetches again on demand', async () => {
  const { call, bot, knowledge, ask } = await ownerWithBot('kb.pages@example.com');
  const pages = fillPath(AI_PATHS.knowledgeUrls, { id: bot.id });
  expect((await call('POST', pages, { url: 'ftp://example.com/a' })).json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { url: 'url.invalid' } });
  expect((await call('POST', pages, { url: '' })).json()).toMatchObject({ fields: { url: 'required' } });
  const url = `${t.origin}/stand-ins/web/lotus-parking`;
  const added = await call('POST', pages, { url });
  expect(added.statusCode).toBe(201);
  const page = knowledgeSourceSchema.parse(added.json());
  expect(page).toMatchObject({ kind: 'url', name: url, url, state: 'waiting', passages: 0 });
  const missing = knowledgeSourceSchema.parse((await call('POST', pages, { url: `${t.origin}/stand-ins/web/missing` })).json());
  // Nothing is fetched in the request: the job queue does it.
  expect((await knowledge()).sources.map((source) => source.state)).toEqual(['waiting', 'waiting']);
  await jobs.drain();
  expect((await knowledge()).sources).toMatchObject([
    { id: missing.id, state: 'error', errorKind: 'pageStatus', error: 'The page answered 404 Not Found', passages: 0 },
    { id: page.id, name: 'Parking and gift cards — Lotus salon', url, state: 'ready', passages: 1, sizeBytes: expect.any(Number) },
  ]);
  const answer = testChatAnswerSchema.parse((await ask('Is parking free?')).json());
  expect(answer.citations).toMatchObject([{ sourceId: page.id, sourceName: 'Parking and gift cards — Lotus salon', kind: 'url', text: expect.stringContaining('Parking is free for our guests') }]);

  const refetch = (sourceId: string) => call('POST', fillPath(AI_PATHS.knowledgeRefetch, { id: bot.id, sourceId }));
  expect((await refetch(page.id)).json()).toMatchObject({ state: 'waiting', version: 2 });
  expect((await refetch(page.id)).json()).toMatchObject({ code: 'KNOWLEDGE_IN_PROGRESS' });
  // The address mended (as if the site had put the page back), fetching again reads it.
  await t.db.query('update copilot_bot_sources set url = $2 where id = $1', [missing.id, url]);
  expect((await refetch(missing.id)).json()).toMatchObject({ state: 'waiting', errorKind: null, error: null });
  await jobs.drain();
  expect((await knowledge()).sources).toMatchObject([{ state: 'ready', passages: 1 }, { state: 'ready', passages: 1, version: 2 }]);
  const pair = knowledgeSourceSchema.parse((await call('POST', fillPath(AI_PATHS.knowledgeQa, { id: bot.id }), { question: 'q', answer: 'a' })).json());
  expect((await refetch(pair.id)).json()).toMatchObject({ code: 'KNOWLEDGE_NOT_A_PAGE' });
  await jobs.drain();
});

it('refuses, in production, a page whose host resolves to a private or local address, at the field', async () => {
  const { bot } = await ownerWithBot('kb.private@example.com');
  const production = pageFetcher({ allowPrivate: false, resolve: () => Promise.resolve(['192.168.0.10']) });
  const service = knowledgeService({ db: t.db, jobs, config: t.config }, () => Promise.resolve(bot), production);
  const refused: unknown = await service.addPage('owner', bot.id, 'http://router.example/admin').catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(ApiError);
  expect(refused instanceof ApiError ? refused.toBody() : null).toMatchObject({ code: 'VALIDATION_FAILED', fields: { url: 'url.private' } });
  expect(await t.db.query('select 1 from copilot_bot_sources where bot_id = $1', [bot.id])).toEqual([]);
});

it('saves the company profile from its current version only, validated at the fields, indexes it, and answers where, when and how to pay citing it', async () => {
  const { call, bot, knowledge, ask } = await ownerWithBot('kb.profile@example.com');
  const path = fillPath(AI_PATHS.knowledgeProfile, { id: bot.id });
  expect(companyProfileSchema.parse((await call('GET', path)).json())).toEqual({ name: '', address: '', workHours: '', links: [], paymentMethods: [], version: 0, sourceId: null });
  const invalid = await call('PUT', path, { name: ' ', address: '', workHours: '', links: ['javascript:alert(1)'], paymentMethods: ['cash', 'cash'], version: 0 });
  expect(invalid.statusCode).toBe(400);
  expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { name: 'required', 'links.0': 'url.invalid', paymentMethods: 'list.duplicate' } });
  expect((await call('PUT', path, { name: 'Lotus', address: '', workHours: '', links: [], paymentMethods: ['bitcoin'] })).statusCode).toBe(400);

  const profile = { name: 'Lotus salon', address: '12 Baker Street, London', workHours: 'Monday to Saturday, 9:00 to 20:00', links: ['https://lotus.example/'], paymentMethods: ['cash', 'card', 'qr'] };
  const saved = companyProfileSchema.parse((await call('PUT', path, { ...profile, version: 0 })).json());
  expect(saved).toMatchObject({ ...profile, version: 1, sourceId: expect.any(String) });
  expect((await knowledge()).sources).toMatchObject([{ id: saved.sourceId, kind: 'profile', name: 'Lotus salon', state: 'waiting' }]);
  await jobs.drain();
  expect((await knowledge()).sources).toMatchObject([{ kind: 'profile', state: 'ready', passages: 5 }]);

  const cited = async (question: string) => testChatAnswerSchema.parse((await ask(question)).json()).citations;
  expect(await cited('Can I pay by card?')).toMatchObject([{ sourceName: 'Lotus salon', kind: 'profile', text: 'Payment methods, how you can pay: cash, bank card, QR code' }]);
  expect(await cited('When are you open?')).toMatchObject([{ kind: 'profile', text: 'Work hours, when we are open: Monday to Saturday, 9:00 to 20:00' }]);
  expect(await cited('Where are you located?')).toMatchObject([{ kind: 'profile', text: 'Address, where we are located and how to find us: 12 Baker Street, London' }]);

  const stale = await call('PUT', path, { ...profile, paymentMethods: ['cash'], version: 0 });
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: { version: 1, paymentMethods: ['cash', 'card', 'qr'] } });
  expect((await call('PUT', path, { ...profile, paymentMethods: ['cash', 'layaway'], version: 1 })).json()).toMatchObject({ version: 2, sourceId: saved.sourceId });
  await jobs.drain();
  expect(await cited('Can I pay by card?')).toEqual([]);
  expect(await cited('Can I pay in instalments?')).toMatchObject([{ kind: 'profile', text: 'Payment methods, how you can pay: cash, layaway (pay in instalments)' }]);

  // Deleting its source deletes the profile: the next one starts again from version 0.
  expect((await call('DELETE', fillPath(AI_PATHS.knowledgeSource, { id: bot.id, sourceId: saved.sourceId ?? '' }))).statusCode).toBe(204);
  expect((await call('GET', path)).json()).toMatchObject({ version: 0, name: '' });
});

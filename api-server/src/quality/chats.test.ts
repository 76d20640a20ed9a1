import { fillPath } from '@cabinet/api/contract';
import { chatDetailSchema, chatListSchema, QUALITY_PATHS, type ChatList, type SaveChecklistRequest } from '@cabinet/api/quality';
import { LanguageModelError } from '../platform/languageModel/LanguageModel';
import { languageModelOf } from '../platform/languageModel/languageModelOf';
import { createListeningTestApp, type ListeningTestApp } from '../testing/createTestApp';
import { callAs, registerUser, userIdOf } from '../testing/requests';
import { chatService } from './chats';

/*
 * /chats: the stored channel conversations of a period, filtered and paged on the server, each scored when
 * asked through the language model's stand-in, the score stored per checklist version and read by the list.
 */
let t: ListeningTestApp;
beforeAll(async () => {
  t = await createListeningTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const CHECKLIST: SaveChecklistRequest = {
  version: 0,
  items: [
    { title: 'Greeted the client', description: 'Says hello and gives a name.', weight: 5 },
    { title: 'Named the price', description: 'Tells the cost of the service.', weight: 5 },
    { title: 'Not rude to the client', description: 'No rude, offensive or dismissive words.', weight: 10, fatal: true },
  ],
};

async function owner(email: string) {
  const { token } = await registerUser(t.app, { email });
  const userId = userIdOf(token);
  const call = callAs(t.app, token);
  const account = async (kind: string, name: string) => {
    const [row] = await t.db.query<{ id: string }>(`insert into channel_accounts (user_id, kind, name, phone, state) values ($1, $2, $3, '+79005556677', 'authorized') returning id`, [userId, kind, name]);
    if (!row) throw new Error('no account');
    return row.id;
  };
  let n = 0;
  const sent = async (accountId: string, channel: string, phone: string, text: string, at: string, reply: string | null = null) => {
    n += 1;
    await t.db.query(
      `insert into messages (user_id, dedupe_key, phone, recipient, channel, channel_account_id, mode, text, status, scheduled_at, sent_at, reply_text, replied_at)
       values ($1, $2, $3, $3, $4, $5, 'combat', $6, 'sent', $7, $7, $8, case when $8::text is null then null else $7::timestamptz + interval '1 minute' end)`,
      [userId, `${email}-${n}`, phone, channel, accountId, text, at, reply],
    );
  };
  const list = async (query: string): Promise<ChatList> => {
    const response = await call('GET', `${QUALITY_PATHS.chats}?${query}`);
    expect(response.statusCode).toBe(200);
    return chatListSchema.parse(response.json());
  };
  return { userId, call, account, sent, list };
}

const PERIOD = 'from=2026-03-01&to=2026-03-31';

it('lists the conversations of the period per account and client, filtered by operator, channel and score, paged on the server', async () => {
  const me = await owner('chats.list@example.com');
  const anna = await me.account('whatsapp', 'Anna');
  const bot = await me.account('telegram', 'Lotus bot');
  await me.sent(anna, 'whatsapp', '+79001000001', 'Hello, my name is Anna from Lotus salon.', '2026-03-02T10:00:00Z', 'How much is a haircut?');
  await me.sent(anna, 'whatsapp', '+79001000001', 'A haircut costs 40 dollars, the service includes washing.', '2026-03-02T10:05:00Z');
  await me.sent(anna, 'whatsapp', '+79001000002', 'Your visit is tomorrow.', '2026-03-05T10:00:00Z');
  await me.sent(bot, 'telegram', '+79001000003', 'Hi there.', '2026-03-10T09:00:00Z');
  await me.sent(bot, 'telegram', '+79001000004', 'Out of the period.', '2026-04-10T09:00:00Z');

  const all = await me.list(PERIOD);
  expect(all.total).toBe(3);
  expect(all.items.map((chat) => [chat.phone, chat.channel, chat.operator, chat.messagesCount, chat.scoreState])).toEqual([
    ['+79001000003', 'telegram', 'Lotus bot', 1, 'notScored'],
    ['+79001000002', 'whatsapp', 'Anna', 1, 'notScored'],
    ['+79001000001', 'whatsapp', 'Anna', 2, 'notScored'],
  ]);
  expect(all.operators.map((operator) => operator.name)).toEqual(['Anna', 'Lotus bot']);
  expect((await me.list(`${PERIOD}&operator=${anna}`)).items.map((chat) => chat.phone)).toEqual(['+79001000002', '+79001000001']);
  expect((await me.list(`${PERIOD}&channel=telegram`)).items.map((chat) => chat.phone)).toEqual(['+79001000003']);
  const second = await me.list(`${PERIOD}&page=2&pageSize=2`);
  expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
  expect(second.items.map((chat) => chat.phone)).toEqual(['+79001000001']);
  // Another account's chats are not listed.
  expect((await (await owner('chats.other@example.com')).list(PERIOD)).total).toBe(0);
});

it('scores a conversation when asked, with the quoted lines, stores it per checklist version and says when it is outdated', async () => {
  const me = await owner('chats.score@example.com');
  const anna = await me.account('whatsapp', 'Anna');
  await me.sent(anna, 'whatsapp', '+79001000001', 'Hello, my name is Anna from Lotus salon.', '2026-03-02T10:00:00Z', 'How much is a haircut?');
  await me.sent(anna, 'whatsapp', '+79001000001', 'A haircut costs 40 dollars, the service includes washing.', '2026-03-02T10:05:00Z');
  await me.sent(anna, 'whatsapp', '+79001000002', 'Listen, client, no more words: that is a rude question and you are offensive.', '2026-03-03T10:00:00Z');
  const [rude, good] = (await me.list(PERIOD)).items;
  if (!good || !rude) throw new Error('no chats');

  expect((await me.call('POST', fillPath(QUALITY_PATHS.chatScore, { id: good.id }))).json()).toMatchObject({ code: 'CHECKLIST_REQUIRED' });
  const checklist = await me.call('PUT', QUALITY_PATHS.checklist, CHECKLIST);
  expect(checklist.statusCode).toBe(200);

  const opened = chatDetailSchema.parse((await me.call('GET', fillPath(QUALITY_PATHS.chat, { id: good.id }))).json());
  expect(opened.scoring).toBeNull();
  expect(opened.lines.map((line) => [line.side, line.author, line.text])).toEqual([
    ['business', 'Anna', 'Hello, my name is Anna from Lotus salon.'],
    ['client', 'Client', 'How much is a haircut?'],
    ['business', 'Anna', 'A haircut costs 40 dollars, the service includes washing.'],
  ]);

  const scored = chatDetailSchema.parse((await me.call('POST', fillPath(QUALITY_PATHS.chatScore, { id: good.id }))).json());
  expect(scored.scoreState).toBe('scored');
  expect(scored.scoring).toMatchObject({ checklistVersion: 1, scoredBy: 'standIn', failure: null });
  expect(scored.scoring?.items.map((item) => [item.title, item.outcome, item.quote])).toEqual([
    ['Greeted the client', 'passed', 'Anna: Hello, my name is Anna from Lotus salon.'],
    ['Named the price', 'passed', 'Anna: A haircut costs 40 dollars, the service includes washing.'],
    ['Not rude to the client', 'passed', null],
  ]);
  expect(scored.score).toBe(100);

  const fatal = chatDetailSchema.parse((await me.call('POST', fillPath(QUALITY_PATHS.chatScore, { id: rude.id }))).json());
  expect(fatal).toMatchObject({ score: 0, fatalFailed: true });
  expect(fatal.scoring?.items.find((item) => item.fatal)).toMatchObject({ outcome: 'failed', quote: 'Anna: Listen, client, no more words: that is a rude question and you are offensive.' });

  expect((await me.list(`${PERIOD}&score=high`)).items.map((chat) => chat.id)).toEqual([good.id]);
  expect((await me.list(`${PERIOD}&score=fatal`)).items.map((chat) => chat.id)).toEqual([rude.id]);
  expect((await me.list(`${PERIOD}&score=notScored`)).total).toBe(0);
  const stored = await t.db.query<{ checklist_version: number }>('select checklist_version from quality_chat_scores where user_id = $1', [me.userId]);
  expect(stored).toHaveLength(2);

  // A new message: the score is outdated until scored again.
  await me.sent(anna, 'whatsapp', '+79001000001', 'See you tomorrow.', '2026-03-04T10:00:00Z');
  expect((await me.list(`${PERIOD}&score=notScored`)).items.map((chat) => [chat.id, chat.scoreState, chat.score])).toEqual([[good.id, 'outdated', null]]);

  // A new checklist version: nothing is scored with it yet; the old version's scores stay stored.
  await me.call('PUT', QUALITY_PATHS.checklist, { version: 1, items: [{ title: 'Greeted the client', weight: 5 }] });
  const afterChange = await me.list(PERIOD);
  expect(afterChange.checklistVersion).toBe(2);
  expect(afterChange.items.map((chat) => chat.scoreState)).toEqual(['notScored', 'notScored']);
  expect(await t.db.query('select 1 from quality_chat_scores where user_id = $1 and checklist_version = 1', [me.userId])).toHaveLength(2);
});

it('refuses bad filters with 400 and an unknown conversation with 404', async () => {
  const me = await owner('chats.refusals@example.com');
  const backwards = await me.call('GET', `${QUALITY_PATHS.chats}?from=2026-03-10&to=2026-03-01`);
  expect(backwards.statusCode).toBe(400);
  expect(backwards.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { to: 'report.periodOrder' } });
  expect((await me.call('GET', `${QUALITY_PATHS.chats}?from=2026-03-01`)).statusCode).toBe(400);
  expect((await me.call('GET', `${QUALITY_PATHS.chats}?${PERIOD}&channel=sms`)).statusCode).toBe(400);
  expect((await me.call('GET', `${QUALITY_PATHS.chats}?${PERIOD}&score=great`)).statusCode).toBe(400);
  expect((await me.call('GET', `${QUALITY_PATHS.chats}?${PERIOD}&pageSize=1000`)).statusCode).toBe(400);
  expect((await me.list(`${PERIOD}&operator=not-an-id`)).total).toBe(0);
  for (const id of ['nothing', '00000000-0000-4000-8000-000000000000_+79001000001']) {
    const missing = await me.call('GET', fillPath(QUALITY_PATHS.chat, { id }));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'CHAT_NOT_FOUND' });
    expect((await me.call('POST', fillPath(QUALITY_PATHS.chatScore, { id }))).statusCode).toBe(404);
  }
});

it('answers 503 when the model fails, and stores nothing', async () => {
  const me = await owner('chats.down@example.com');
  const anna = await me.account('whatsapp', 'Anna');
  await me.sent(anna, 'whatsapp', '+79001000001', 'Hello.', '2026-03-02T10:00:00Z');
  await me.call('PUT', QUALITY_PATHS.checklist, CHECKLIST);
  const [chat] = (await me.list(PERIOD)).items;
  if (!chat) throw new Error('no chat');
  const down = chatService({ db: t.db }, { kind: 'openAiCompatible', complete: () => Promise.reject(new LanguageModelError('unreachable', 'connect ECONNREFUSED')) });
  await expect(down.score(me.userId, chat.id)).rejects.toMatchObject({ statusCode: 503, code: 'SCORING_UNAVAILABLE' });
  expect(await t.db.query('select 1 from quality_chat_scores where user_id = $1', [me.userId])).toHaveLength(0);
  // The configured model (the stand-in here) scores it.
  expect((await chatService({ db: t.db }, languageModelOf(t.config)).score(me.userId, chat.id)).scoreState).toBe('scored');
});

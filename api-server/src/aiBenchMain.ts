/**
 * `npm run bench:ai` (`tsx src/aiBenchMain.ts`): AI_BENCH_DIALOGUES (500, spec section 9's simultaneous
 * dialogues) clients writing at once to an assistant on a simulated WhatsApp account, answered end to end as in
 * development: the messenger's inbound webhook (the simulated stand-in's) → the channels' inbound listener → the
 * AI dialogue job on the real job queue (pg-boss, the engine's concurrency) → the assistant's rules, retrieval
 * from its knowledge base and the language model's stand-in over HTTP → the answer stored and put in the
 * message log → the sending engine sends it to the messenger. An in-memory database (PGlite) behind a listening
 * API, as `npm start` runs it.
 *
 * Measured per client, from its message's webhook call: the answer stored (the assistant's message) and the
 * answer sent (the log's row leaving `queued`); p50 / p95 / max and the wall time. Counted, not sampled: every
 * client message stored once, answered once, logged once and sent; a lost or doubled message exits 1.
 * Prints a table and writes it into docs/performance.md between the `ai` markers. A benchmark, not a test:
 * nothing fails on a time. Never in production.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { fillPath } from '@cabinet/api/contract';
import { AI_PATHS, copilotBotSchema, knowledgeBaseSchema, type SaveCopilotBotRequest } from '@cabinet/api/ai';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DOMAINS } from './domains';
import { AI_REPLY_KEY_PREFIX } from './messaging/sender';
import { migrate } from './platform/db/migrate';
import { openDb } from './platform/db/openDb';
import { pgBossQueue } from './platform/jobs/pgBossQueue';
import { callAs, registerUser, userIdOf } from './testing/requests';

const DIALOGUES = Number(process.env.AI_BENCH_DIALOGUES) || 500;
/** How long the bench waits for the last answer to be sent before it counts what is missing. */
const WAIT_MS = Number(process.env.AI_BENCH_WAIT_MS) || 15 * 60_000;
const DOC = fileURLToPath(new URL('../../docs/performance.md', import.meta.url));

/** A port nobody listens on, for the API (the messenger's and the language model's stand-ins are its routes). */
const port = await new Promise<number>((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
  });
});
const origin = `http://127.0.0.1:${port}`;

const config = loadConfig(
  { ...process.env, API_MODE: 'development', DATABASE_URL: 'memory://', PORT: String(port), PUBLIC_URL: origin, SEED: 'false' },
  { appDir: fileURLToPath(new URL('..', import.meta.url)) },
);
if (config.mode === 'production') throw new Error('The AI bench is for development only');
const quiet = { error: (...args: unknown[]) => console.error(...args), warn: () => undefined, info: () => undefined };
const db = await openDb(config, quiet);
const jobs = pgBossQueue(db, quiet);
const app = await buildApp(config, db, { jobs });

const QUESTIONS = [
  'How much is a haircut?',
  'When are you open on Sunday?',
  'Where is the salon, which address?',
  'Can I pay by card?',
  'Is there parking near the salon?',
];
const QA = [
  { question: 'How much is a haircut?', answer: 'A women’s haircut costs 40 dollars, a men’s 25 dollars.' },
  { question: 'When are you open?', answer: 'Every day from 9:00 to 21:00, Sunday too.' },
  { question: 'Where is the salon?', answer: 'At 12 Baker Street, the entrance from the yard.' },
  { question: 'How can I pay?', answer: 'By card, in cash or by QR code.' },
  { question: 'Is there parking?', answer: 'Free parking behind the salon for our clients.' },
];

/** The log's statuses of a message the messenger took. */
const SENT: readonly string[] = ['sent', 'delivered', 'read', 'replied'];
const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
const seconds = (ms: number) => (ms / 1000).toFixed(2);

let exitCode = 0;
try {
  await migrate(db, DOMAINS);
  await app.listen({ port, host: '127.0.0.1' });
  await jobs.start();
  const { token } = await registerUser(app, { email: 'ai.bench@example.com', phone: '+79001112234' });
  const userId = userIdOf(token);
  const call = callAs(app, token);
  const [account] = await db.query<{ id: string }>(
    `insert into channel_accounts (user_id, kind, adapter, name, phone, state, settings, paid_up_to)
     values ($1, 'whatsapp', 'simulated', 'Bench WhatsApp', '+79005556678', 'authorized', '{}', now() + interval '30 days') returning id`,
    [userId],
  );
  if (!account) throw new Error('No channel account');

  // The assistant, through the API: around the clock, no start phrase, on the account.
  const created = copilotBotSchema.parse((await call('POST', AI_PATHS.bots, { name: 'Bench assistant', language: 'en' })).json());
  const settings: SaveCopilotBotRequest = {
    name: 'Bench assistant',
    language: 'en',
    enabled: true,
    instruction: 'You answer for the Lotus salon. Be brief.',
    temperature: 0.3,
    model: 'gpt-4o-mini',
    workHoursFrom: -1,
    workHoursTo: -1,
    startPhrases: [],
    stopPhrases: ['stop'],
    pauseMinutes: 30,
    channelAccountId: account.id,
    version: created.version,
  };
  const saved = await call('PUT', fillPath(AI_PATHS.bot, { id: created.id }), settings);
  if (saved.statusCode !== 200) throw new Error(`The settings were refused: ${saved.body}`);
  // Its balance: one top-up as the payments domain records a paid one (500 dialogues cost $10).
  await db.query('insert into copilot_bot_top_ups (bot_id, amount_cents) values ($1, 5000)', [created.id]);
  for (const pair of QA) {
    const added = await call('POST', fillPath(AI_PATHS.knowledgeQa, { id: created.id }), pair);
    if (added.statusCode !== 201) throw new Error(`The Q&A pair was refused: ${added.body}`);
  }
  const indexedBy = Date.now() + 60_000;
  for (;;) {
    const knowledge = knowledgeBaseSchema.parse((await call('GET', fillPath(AI_PATHS.knowledge, { id: created.id }))).json());
    if (knowledge.sources.every((source) => source.state === 'ready')) break;
    if (Date.now() > indexedBy) throw new Error('The knowledge base was not indexed within a minute');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  // 500 clients write at once, each a new dialogue.
  // Ending in 7: never one of the simulated messenger's numbers that fail or keep silent (channels/simulated.ts).
  const phoneOf = (index: number) => `+7911${String(1_000_007 + index * 10)}`;
  const wroteAt = new Map<string, number>();
  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: DIALOGUES }, async (_, index) => {
      const from = phoneOf(index);
      wroteAt.set(from, Date.now());
      const response = await fetch(`${origin}/stand-ins/simulated/inbound`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ channelAccountId: account.id, from, text: QUESTIONS[index % QUESTIONS.length] }),
      });
      return response.status;
    }),
  );
  const refused = answers.filter((status) => status !== 200).length;
  const accepted = Date.now();

  // Watched in the database every 250 ms: when each client's answer was stored and when it was sent.
  const storedAt = new Map<string, number>();
  const sentAt = new Map<string, number>();
  const ended = new Set<string>();
  const waitUntil = started + WAIT_MS;
  while (ended.size < DIALOGUES && Date.now() < waitUntil) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const rows = await db.query<{ phone: string; answered: Date; status: string | null; sent_at: Date | null }>(
      `select d.client_phone as phone, min(m.created_at) as answered, min(l.status) as status, min(l.sent_at) as sent_at
       from copilot_bot_dialogues d join copilot_bot_dialogue_messages m on m.dialogue_id = d.id and m.role = 'assistant'
       left join messages l on l.id = m.message_id
       where d.bot_id = $1 group by d.client_phone`,
      [created.id],
    );
    const now = Date.now();
    for (const row of rows) {
      if (!storedAt.has(row.phone)) storedAt.set(row.phone, row.answered.getTime());
      if (!sentAt.has(row.phone) && row.status !== null && SENT.includes(row.status)) sentAt.set(row.phone, row.sent_at?.getTime() ?? now);
      if (row.status !== null && (SENT.includes(row.status) || row.status === 'failed' || row.status === 'skipped')) ended.add(row.phone);
    }
  }
  const wall = Date.now() - started;
  // The simulated messenger's clients answer some answers ("Спасибо!"): those come back as the dialogue's next
  // message and are answered too. The counts are taken once nothing is in flight.
  const settleBy = Date.now() + 120_000;
  for (;;) {
    const [busy] = await db.query<{ n: number }>(
      `select ((select count(*) from copilot_bot_dialogue_messages where bot_id = $1 and role = 'client' and outcome = 'pending')
         + (select count(*) from messages where user_id = $2 and dedupe_key like $3 and status in ('queued', 'sending')))::int as n`,
      [created.id, userId, `${AI_REPLY_KEY_PREFIX}%`],
    );
    if ((busy?.n ?? 0) === 0 || Date.now() > settleBy) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  const latencies = (at: Map<string, number>) =>
    [...at.entries()].map(([phone, time]) => time - (wroteAt.get(phone) ?? started)).sort((a, b) => a - b);
  const stored = latencies(storedAt);
  const sent = latencies(sentAt);
  const [counts] = await db.query<{ dialogues: number; first_answered: number; client: number; answered: number; unanswered: number; assistant: number; distinct_events: number; logged: number; distinct_keys: number }>(
    `select (select count(*)::int from copilot_bot_dialogues where bot_id = $1) as dialogues,
       (select count(*)::int from copilot_bot_dialogues d where d.bot_id = $1 and exists (select 1 from copilot_bot_dialogue_messages m where m.dialogue_id = d.id and m.role = 'assistant')) as first_answered,
       (select count(*)::int from copilot_bot_dialogue_messages where bot_id = $1 and role = 'client') as client,
       (select count(*)::int from copilot_bot_dialogue_messages where bot_id = $1 and role = 'client' and outcome = 'answered') as answered,
       (select count(*)::int from copilot_bot_dialogue_messages where bot_id = $1 and role = 'client' and outcome in ('pending', 'failed')) as unanswered,
       (select count(*)::int from copilot_bot_dialogue_messages where bot_id = $1 and role = 'assistant') as assistant,
       (select count(distinct event_key)::int from copilot_bot_dialogue_messages where bot_id = $1 and role = 'client') as distinct_events,
       (select count(*)::int from messages where user_id = $2 and dedupe_key like $3) as logged,
       (select count(distinct dedupe_key)::int from messages where user_id = $2 and dedupe_key like $3) as distinct_keys`,
    [created.id, userId, `${AI_REPLY_KEY_PREFIX}%`],
  );
  const [statuses] = await db.query<{ list: string | null }>(
    `select string_agg(status || ' ' || n, ', ') as list from (select status, count(*)::int as n from messages where user_id = $1 and dedupe_key like $2 group by status order by status) s`,
    [userId, `${AI_REPLY_KEY_PREFIX}%`],
  );
  const [sentRows] = await db.query<{ n: number }>(`select count(*)::int as n from messages where user_id = $1 and dedupe_key like $2 and status = any($3::text[])`, [
    userId,
    `${AI_REPLY_KEY_PREFIX}%`,
    SENT,
  ]);
  const sentAll = sentRows?.n ?? 0;
  const [outcomes] = await db.query<{ list: string | null }>(
    `select string_agg(outcome || ' ' || n, ', ') as list from (select outcome, count(*)::int as n from copilot_bot_dialogue_messages where bot_id = $1 and role = 'client' group by outcome order by outcome) o`,
    [created.id],
  );
  const [usage] = await db.query<{ input: number; output: number }>('select coalesce(sum(input_tokens), 0)::int as input, coalesce(sum(output_tokens), 0)::int as output from copilot_bot_dialogues where bot_id = $1', [created.id]);
  if (!counts) throw new Error('No counts');
  // Lost: a client without a dialogue or an answer, a message never answered, an answer not logged or not sent.
  const lost = DIALOGUES - counts.first_answered + counts.unanswered + (counts.assistant - counts.logged) + (counts.logged - sentAll);
  // Doubled: an event stored twice, a message answered twice, an answer logged twice.
  const doubled = counts.client - counts.distinct_events + (counts.assistant - counts.answered) + (counts.logged - counts.distinct_keys);

  const table = [
    '| dialogues at once | webhooks accepted | answer stored p50 / p95 / max | answer sent p50 / p95 / max | all sent | tokens in / out | dialogues | client messages | answers | logged (their status) | lost | doubled |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    `| ${DIALOGUES} | ${DIALOGUES - refused} in ${seconds(accepted - started)} s | ${seconds(percentile(stored, 50))} / ${seconds(percentile(stored, 95))} / ${seconds(stored.at(-1) ?? NaN)} s | ${seconds(percentile(sent, 50))} / ${seconds(percentile(sent, 95))} / ${seconds(sent.at(-1) ?? NaN)} s | ${seconds(wall)} s | ${usage?.input ?? 0} / ${usage?.output ?? 0} | ${counts.dialogues} | ${counts.client} (${outcomes?.list ?? ''}) | ${counts.assistant} | ${counts.logged} (${statuses?.list ?? ''}) | ${lost} | ${doubled} |`,
  ].join('\n');
  const note = `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average ${(await import('node:os')).loadavg()[0]?.toFixed(1) ?? '?'} at the end.`;
  console.info(`${table}\n\n${note}`);
  const doc = readFileSync(DOC, 'utf8');
  const begin = '<!-- ai:start -->';
  const end = '<!-- ai:end -->';
  if (doc.includes(begin) && doc.includes(end)) {
    writeFileSync(DOC, `${doc.slice(0, doc.indexOf(begin) + begin.length)}\n${table}\n\n${note}\n${doc.slice(doc.indexOf(end))}`);
  }
  if (lost !== 0 || doubled !== 0 || refused !== 0) {
    console.error(`Lost ${lost}, doubled ${doubled}, webhooks refused ${refused}`);
    exitCode = 1;
  }
} finally {
  await Promise.all([app.close(), jobs.stop()]);
  await db.close();
}
process.exit(exitCode);

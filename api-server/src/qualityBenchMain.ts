/**
 * A quality report of 500 chats on the stand-ins (issue 34): `tsx src/qualityBenchMain.ts`, run by
 * `npm run bench:quality`. An in-memory database behind a listening API (the language model's stand-in answers
 * over HTTP, as in development), an owner with the demo salon's kind of checklist and 500 WhatsApp conversations
 * of four lines each in one week; the report is created through the API and run as the queue runs it. Prints the
 * time from Created to Done. A benchmark, not a test: nothing fails on a figure (the target is under 2
 * minutes). Never in production.
 */
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { fillPath } from '@cabinet/api/contract';
import { QUALITY_PATHS, reportDetailSchema, type SaveChecklistRequest } from '@cabinet/api/quality';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DOMAINS } from './domains';
import { systemClock } from './platform/clock';
import { migrate } from './platform/db/migrate';
import { openDb } from './platform/db/openDb';
import { manualJobQueue } from './platform/jobs/manualJobQueue';
import { languageModelOf } from './platform/languageModel/languageModelOf';
import { runReport } from './quality/reports';
import { callAs, registerUser, userIdOf } from './testing/requests';

/** A port nobody listens on, for the API (the language model's stand-in is one of its routes). */
const port = await new Promise<number>((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
  });
});

const CHATS = Number(process.env.QUALITY_BENCH_CHATS ?? 500);
const CHECKLIST: SaveChecklistRequest = {
  version: 0,
  items: [
    { title: 'Greeted the client', description: 'Says hello and gives a name.', weight: 5, fatal: false },
    { title: 'Answered within 15 minutes', description: 'The first answer comes quickly.', weight: 8, fatal: false },
    { title: 'Named the price', description: 'Tells the cost of the service.', weight: 6, fatal: false },
    { title: 'Offered a booking', description: 'Offers a free time to book.', weight: 8, fatal: false },
    { title: 'Said goodbye', description: 'Ends with thanks or a goodbye.', weight: 3, fatal: false },
    { title: 'Not rude to the client', description: 'No rude, offensive or dismissive words.', weight: 10, fatal: true },
  ],
};

const config = loadConfig(
  { ...process.env, API_MODE: 'development', DATABASE_URL: 'memory://', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, SEED: 'false' },
  { appDir: fileURLToPath(new URL('..', import.meta.url)) },
);
if (config.mode === 'production') throw new Error('The quality bench is for development only');
const db = await openDb(config, console);
const jobs = manualJobQueue(systemClock);
const app = await buildApp(config, db, { jobs });
const t = { app, db, config };
try {
  await migrate(db, DOMAINS);
  await app.listen({ port, host: '127.0.0.1' });
  const { token } = await registerUser(t.app, { email: 'quality.bench@example.com', phone: '+79001112233' });
  const userId = userIdOf(token);
  const call = callAs(t.app, token);
  if ((await call('PUT', QUALITY_PATHS.checklist, CHECKLIST)).statusCode !== 200) throw new Error('The checklist was not saved');
  const [account] = await t.db.query<{ id: string }>(`insert into channel_accounts (user_id, kind, name, phone, state) values ($1, 'whatsapp', 'Salon', '+79005556677', 'authorized') returning id`, [userId]);
  if (!account) throw new Error('No channel account');
  const week = Date.parse('2026-03-02T09:00:00Z');
  const insertStarted = performance.now();
  for (let chat = 0; chat < CHATS; chat += 1) {
    const phone = `7900${String(1_000_000 + chat)}`;
    const lines = [
      ['Hello, Lotus salon, my name is Anna. How can I help?', 'Hi, how much is a haircut?'],
      [chat % 3 === 0 ? 'We are busy.' : 'A haircut costs 40 dollars, the service includes washing.', 'And on Friday?'],
      [chat % 4 === 0 ? 'Call later.' : 'I can offer a free time to book on Friday at 15:00.', 'Fine.'],
      [chat % 5 === 0 ? 'Ok.' : 'Thank you, goodbye!', null],
    ] as const;
    for (const [index, [text, reply]] of lines.entries()) {
      const at = new Date(week + (chat % 7) * 86_400_000 + index * 600_000).toISOString();
      await t.db.query(
        `insert into messages (user_id, dedupe_key, phone, recipient, channel, channel_account_id, mode, text, status, scheduled_at, sent_at, reply_text, replied_at)
         values ($1, $2, $3, $3, 'whatsapp', $4, 'combat', $5, 'sent', $6, $6, $7, case when $7::text is null then null else $6::timestamptz + interval '1 minute' end)`,
        [userId, `bench-${chat}-${index}`, phone, account.id, text, at, reply],
      );
    }
  }
  console.info(`${CHATS} chats of 4 messages stored in ${Math.round(performance.now() - insertStarted)} ms`);
  const created = await call('POST', QUALITY_PATHS.reports, { source: 'chats', from: '2026-03-01', to: '2026-03-09' });
  const { id } = reportDetailSchema.parse(created.json());
  const started = performance.now();
  await runReport({ db: t.db, clock: systemClock, model: languageModelOf(t.config), notices: { jobs, origins: { clientOrigin: () => 'http://quality.localhost' } } }, id);
  const seconds = (performance.now() - started) / 1000;
  const report = reportDetailSchema.parse((await call('GET', fillPath(QUALITY_PATHS.report, { id }))).json());
  console.info(
    `Report of ${report.conversationsCount} chats: ${report.state} in ${seconds.toFixed(1)} s (${Math.round((seconds * 1000) / Math.max(report.conversationsCount, 1))} ms a chat), average ${report.averageScore}, scored by ${report.scoredBy}`,
  );
  if (report.state !== 'Done' || report.processedCount !== CHATS) throw new Error(`The report ended ${report.state} with ${report.processedCount} of ${CHATS} scored`);
} finally {
  await app.close();
  await db.close();
}

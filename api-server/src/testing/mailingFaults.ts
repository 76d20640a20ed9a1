import http from 'node:http';
import type { Db } from '../platform/db/Db';
import { insertClient, insertFlow, insertSalon, insertVisit } from '../messaging/testing';
import { until } from './apiProcesses';

/**
 * What the fault tests of a mailing share (*.postgres.test.ts under `npm run test:faults`): a messenger speaking
 * WhatsApp Cloud's send contract that keeps what it received, and a WhatsApp mailing to numbered recipients, with
 * the salon's visit reminders due beside it if asked.
 */
export interface RecordingMessenger {
  url: string;
  received: Array<{ to: string; at: number }>;
  close(): Promise<void>;
}

/** WhatsApp Cloud's send endpoint, answering after a few milliseconds (a provider's round trip). */
export async function startRecordingMessenger(): Promise<RecordingMessenger> {
  const received: RecordingMessenger['received'] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || !/\/messages$/.test(request.url ?? '')) {
        response.writeHead(404).end();
        return;
      }
      const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const to = typeof body === 'object' && body !== null && 'to' in body && typeof body.to === 'string' ? body.to : '';
      received.push({ to, at: Date.now() });
      const id = `wamid.${received.length}`;
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id }] }));
      }, 10);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export const phoneOf = (index: number) => `+7916${String(5_000_000 + index).padStart(7, '0')}`;

/**
 * An account sending WhatsApp through the Cloud API and a mailing to `recipients` numbered phones, started now
 * and planned whole by the next tick: its end time, 40 s away, spaces the messages over those 40 s (pacing.ts);
 * once every message is planned the end time is lifted, so a slow machine's recovery is never cut short.
 */
export async function plannedMailing(
  db: Db,
  title: string,
  recipients: number,
  options: { reminders?: number } = {},
): Promise<{ userId: string; mailingId: string; reminderFlowId: string | null }> {
  const reminders = options.reminders ?? 0;
  const salon = await insertSalon(db, { owner: { quota: Math.max(1000, recipients + reminders) } });
  await db.query(`update channel_accounts set adapter = 'whatsappCloud', settings = $2 where id = $1`, [
    salon.channelId,
    JSON.stringify({ phoneNumberId: '1000001', accessToken: 'token', appSecret: 'secret', verifyToken: 'verify' }),
  ]);
  const reminderFlowId = reminders > 0 ? await dueReminders(db, salon, reminders) : null;
  const now = new Date();
  const [mailing] = await db.query<{ id: string }>(
    `insert into distributions (user_id, title, type, mode, status, text, start_at, end_at, days_of_week, begin_hour, end_hour, per_day, audience_source, last_start)
     values ($1, $2, 'whatsapp', 'combat', 'waiting', 'Hello {clientName}', $3, $4, '{1,2,3,4,5,6,7}', 0, 24, $5, 'list', $3) returning id`,
    [salon.userId, title, new Date(now.getTime() - 60_000).toISOString(), new Date(now.getTime() + 40_000).toISOString(), recipients],
  );
  const mailingId = mailing?.id ?? '';
  await db.query(
    `insert into distribution_recipients (distribution_id, position, name, phone)
     select $1, n, 'Client ' || n, '+7916' || lpad((5000000 + n)::text, 7, '0') from generate_series(1, $2::int) n`,
    [mailingId, recipients],
  );
  await until('the mailing planned', 60_000, async () => {
    const [row] = await db.query<{ count: number }>(`select count(*)::int as count from messages where campaign_id = $1`, [mailingId]);
    return row?.count === recipients ? true : null;
  });
  await db.query('update distributions set end_at = null where id = $1', [mailingId]);
  return { userId: salon.userId, mailingId, reminderFlowId };
}

export const reminderPhoneOf = (index: number) => `+7917${String(5_000_000 + index).padStart(7, '0')}`;

/**
 * The salon's visit reminders sending beside the mailing: a reminder flow one hour before the visit, and `count`
 * clients booked an hour and 10 to 70 seconds ahead, so the engine's tick plans their reminders due over the next
 * minute, while the mailing sends. Answers the flow's id.
 */
async function dueReminders(db: Db, salon: Awaited<ReturnType<typeof insertSalon>>, count: number): Promise<string> {
  const flowId = await insertFlow(db, salon.userId, { type: 'visitReminder', settings: { intervalMinutes: 60, content: 'See you at {recordTime}, {clientName}' } });
  const now = Date.now();
  for (let index = 1; index <= count; index += 1) {
    const clientId = await insertClient(db, salon.userId, salon.companyId, { name: `Reminded ${index}`, phone: reminderPhoneOf(index) });
    const startsAt = new Date(now + 3_600_000 + 10_000 + Math.floor((60_000 * index) / count));
    await insertVisit(db, salon.userId, salon.companyId, { clientId, startsAt, staffId: salon.staffId, serviceIds: ['cut'] });
  }
  return flowId;
}

/** Until the mailing is done and none of its messages is still waiting or being sent. */
export async function untilMailingDone(db: Db, mailingId: string, timeoutMs: number): Promise<void> {
  await until('the mailing done', timeoutMs, async () => {
    const [row] = await db.query<{ status: string; open: number }>(
      `select d.status, (select count(*)::int from messages m where m.campaign_id = d.id and m.status in ('queued', 'waitingWindow', 'sending')) as open
       from distributions d where d.id = $1`,
      [mailingId],
    );
    return row?.status === 'done' && row.open === 0 ? true : null;
  });
}

import { FLOW_VARIABLES } from '@cabinet/api/flows';
import { variablesForMailing } from '@cabinet/api/distributions';
import { createMessageLinks } from '../messaging/links';
import { engineTestbed, insertBlacklisted, insertChannel, insertSalon, silentEngineLog, type Testbed } from '../messaging/testing';
import type { Queryable } from '../platform/db/Db';
import { findOwnDistribution } from './data';
import { mailingContext, mailingText, paceMailings, type PacingDeps } from './pacing';
import { recipientsPage, statsOf } from './stats';

/*
 * The engine sending a mailing: paced across the allowed hours, at most its allowance a day, the
 * blacklist and the window respected, every skip logged with its reason.
 */

let bed: Testbed;
let deps: PacingDeps;

// Monday 25 November 2024, 10:00 in Moscow (UTC+3).
const MONDAY_10 = '2024-11-25T07:00:00Z';

beforeAll(async () => {
  bed = await engineTestbed(MONDAY_10);
  deps = { db: bed.db, jobs: bed.jobs, links: createMessageLinks({ secret: 'test-secret-of-at-least-thirty-two-characters', clientOrigin: () => 'http://localhost:3000' }), log: silentEngineLog };
});
afterAll(async () => {
  await bed.close();
});
beforeEach(async () => {
  await bed.reset(MONDAY_10);
});

async function insertMailing(q: Queryable, userId: string, fields: { phones: string[]; perDay?: number; beginHour?: number; endHour?: number; mode?: string; days?: number[]; endAt?: string }): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `insert into distributions (user_id, title, type, mode, status, text, start_at, end_at, days_of_week, begin_hour, end_hour, per_day, audience_source, last_start)
     values ($1, 'Promo', 'whatsapp', $2, 'working', 'Hi {clientName}!', $3, $8, $4, $5, $6, $7, 'list', $3) returning id`,
    [userId, fields.mode ?? 'combat', MONDAY_10, fields.days ?? [1, 2, 3, 4, 5, 6, 7], fields.beginHour ?? 9, fields.endHour ?? 21, fields.perDay ?? 300, fields.endAt ?? null],
  );
  if (!row) throw new Error('no mailing');
  for (const [index, phone] of fields.phones.entries()) {
    await q.query('insert into distribution_recipients (distribution_id, position, name, phone) values ($1, $2, $3, $4)', [row.id, index + 1, `Client ${index + 1}`, phone]);
  }
  return row.id;
}

/** One minute of the engine: the mailings' tick, then every job due. */
async function minute(): Promise<void> {
  await paceMailings(deps, bed.clock.now());
  await bed.jobs.drain();
  bed.clock.advance(60_000);
}

const statuses = async (mailingId: string) =>
  bed.db.query<{ phone: string; status: string; reason: string | null; recipient: string; text: string; sent_at: Date | null }>(
    `select phone, status, reason, recipient, text, sent_at from messages where campaign_id = $1 order by scheduled_at, phone`,
    [mailingId],
  );

const PHONES = ['+79161110001', '+79161110002', '+79161110003', '+79161110004'];

it('spreads the day’s messages across the window instead of a burst, skipping a blacklisted phone with its reason', async () => {
  const salon = await insertSalon(bed.db, { timezone: 'Europe/Moscow' });
  await insertBlacklisted(bed.db, salon.userId, '+79161110003');
  const id = await insertMailing(bed.db, salon.userId, { phones: PHONES });
  await minute();
  // 4 recipients over 11 hours left of the window: one now, the next in 2 h 45 min.
  expect((await statuses(id)).map((row) => row.status)).toEqual(['sent']);
  for (let i = 0; i < 60; i += 1) await minute();
  expect(await statuses(id)).toHaveLength(1);
  bed.clock.advance(2 * 3_600_000);
  for (let i = 0; i < 60 * 9; i += 10) {
    await minute();
    bed.clock.advance(9 * 60_000);
  }
  const rows = await statuses(id);
  expect(rows.map((row) => [row.phone, row.status, row.reason])).toEqual([
    ['+79161110001', 'sent', null],
    ['+79161110002', 'sent', null],
    ['+79161110003', 'skipped', 'blacklisted'],
    ['+79161110004', 'sent', null],
  ]);
  expect(rows[0]?.text).toBe('Hi Client 1!');
  const sentAt = rows.flatMap((row) => (row.sent_at ? [row.sent_at.getTime()] : []));
  expect(Math.min(...sentAt.slice(1).map((at, index) => at - (sentAt[index] ?? 0)))).toBeGreaterThan(2 * 3_600_000);
  await minute();
  const [mailing] = await bed.db.query<{ status: string }>('select status from distributions where id = $1', [id]);
  expect(mailing?.status).toBe('done');
});

it('sends nothing outside its hours and days', async () => {
  const salon = await insertSalon(bed.db, { timezone: 'Europe/Moscow' });
  const id = await insertMailing(bed.db, salon.userId, { phones: PHONES, beginHour: 14, endHour: 18, days: [2] });
  await minute();
  expect(await statuses(id)).toEqual([]);
  // Tuesday 14:00 Moscow.
  bed.clock.set('2024-11-26T11:00:00Z');
  await minute();
  expect((await statuses(id)).map((row) => row.status)).toEqual(['sent']);
});

it('keeps the account within 300 messages a day across its mailings, and each within its own allowance', async () => {
  const salon = await insertSalon(bed.db, { timezone: 'Europe/Moscow' });
  await bed.db.query('update users set available_notifications_count = 10000 where id = $1', [salon.userId]);
  const many = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => `+7916${prefix}${String(index).padStart(4, '0')}`);
  const first = await insertMailing(bed.db, salon.userId, { phones: many('200', 250), beginHour: 0, endHour: 24 });
  const second = await insertMailing(bed.db, salon.userId, { phones: many('300', 250), beginHour: 0, endHour: 24, perDay: 100 });
  // The whole day, minute by minute: 14 hours left of it in Moscow.
  for (let i = 0; i < 14 * 60; i += 1) await minute();
  const planned = async (id: string) => (await statuses(id)).length;
  expect(await planned(second)).toBeLessThanOrEqual(100);
  expect((await planned(first)) + (await planned(second))).toBe(300);
  // The next day goes on.
  for (let i = 0; i < 60; i += 1) await minute();
  expect((await planned(first)) + (await planned(second))).toBeGreaterThan(300);
});

it('sends a test-mode mailing to the owner’s phone, and fails with its reason without a channel', async () => {
  const salon = await insertSalon(bed.db, { timezone: 'Europe/Moscow' });
  const test = await insertMailing(bed.db, salon.userId, { phones: PHONES.slice(0, 1), mode: 'test' });
  await minute();
  expect((await statuses(test))[0]).toMatchObject({ status: 'sent', recipient: '+79001112233' });
  await bed.db.query('delete from channel_accounts where user_id = $1', [salon.userId]);
  await insertChannel(bed.db, salon.userId, { kind: 'telegram' });
  const combat = await insertMailing(bed.db, salon.userId, { phones: PHONES.slice(1, 2) });
  await minute();
  expect((await statuses(combat))[0]).toMatchObject({ status: 'failed', reason: 'noChannel' });
});

describe('at its end time', () => {
  // Monday 12:00 in Moscow.
  const NOON = '2024-11-25T09:00:00Z';
  const mailingOf = async (userId: string, id: string) => {
    const mailing = await findOwnDistribution(bed.db, userId, id);
    if (!mailing) throw new Error('no mailing');
    return mailing;
  };

  it('is done with nothing left waiting: the messages not sent are skipped “mailingEnded”, in its funnel and its recipients list', async () => {
    const salon = await insertSalon(bed.db, { timezone: 'Europe/Moscow' });
    const id = await insertMailing(bed.db, salon.userId, { phones: PHONES, endAt: NOON });
    await minute();
    // The last minute plans the rest; their jobs have not run (the worker busy) when the end time comes.
    bed.clock.set('2024-11-25T08:59:00Z');
    await paceMailings(deps, bed.clock.now());
    expect((await statuses(id)).map((row) => row.status)).toEqual(['sent', 'queued', 'queued', 'queued']);
    bed.clock.set(NOON);
    await paceMailings(deps, bed.clock.now());

    const mailing = await mailingOf(salon.userId, id);
    expect(mailing.status).toBe('done');
    expect(mailing.progress).toBe(100);
    const recipients = await recipientsPage(bed.db, id, { page: 1, pageSize: 10 });
    expect(recipients.items.map((row) => [row.phone, row.status, row.reason])).toEqual([
      ['+79161110001', 'sent', null],
      ['+79161110002', 'skipped', 'mailingEnded'],
      ['+79161110003', 'skipped', 'mailingEnded'],
      ['+79161110004', 'skipped', 'mailingEnded'],
    ]);
    const stats = await statsOf(bed.db, mailing);
    expect(stats.funnel).toMatchObject({ recipients: 4, sent: 1, pending: 0, queued: 0, skipped: 3 });
    expect(stats.reasons).toEqual([{ reason: 'mailingEnded', count: 3 }]);

    // The late job and later ticks change nothing: the client does not get it after the end.
    await bed.jobs.drain();
    await minute();
    expect(bed.adapter.sent).toHaveLength(1);
    expect((await statuses(id)).map((row) => row.status)).toEqual(['sent', 'skipped', 'skipped', 'skipped']);
  });

  it('ends a paused mailing too: past its end time it is done, its unsent recipients skipped “mailingEnded”', async () => {
    const salon = await insertSalon(bed.db, { timezone: 'Europe/Moscow' });
    const id = await insertMailing(bed.db, salon.userId, { phones: PHONES.slice(0, 2), endAt: NOON });
    await bed.db.query(`update distributions set status = 'pause' where id = $1`, [id]);
    bed.clock.set('2024-11-25T08:59:00Z');
    await paceMailings(deps, bed.clock.now());
    expect((await mailingOf(salon.userId, id)).status).toBe('pause');
    expect(await statuses(id)).toEqual([]);

    bed.clock.set(NOON);
    await paceMailings(deps, bed.clock.now());
    expect(silentEngineLog.errors).toEqual([]);
    expect((await mailingOf(salon.userId, id)).status).toBe('done');
    expect((await statuses(id)).map((row) => [row.phone, row.status, row.reason])).toEqual([
      ['+79161110001', 'skipped', 'mailingEnded'],
      ['+79161110002', 'skipped', 'mailingEnded'],
    ]);
    expect(bed.adapter.sent).toHaveLength(0);
  });

  it('never both sends and ends a message: one claimed before the end goes, one claimed after it is skipped, the mailing done once none is in flight', async () => {
    const salon = await insertSalon(bed.db, { timezone: 'Europe/Moscow' });
    const id = await insertMailing(bed.db, salon.userId, { phones: PHONES.slice(0, 3), endAt: NOON });
    bed.clock.set('2024-11-25T08:59:00Z');
    await paceMailings(deps, bed.clock.now());
    const [first, second] = await statuses(id);
    // The first is with a worker at the end time (claimed, its channel not yet answered).
    await bed.db.query(`update messages set status = 'sending' where campaign_id = $1 and phone = $2`, [id, first?.phone]);
    bed.clock.set(NOON);
    // The second's job runs after the end, before the tick: the sender itself refuses it.
    await bed.jobs.drain();
    expect((await statuses(id)).find((row) => row.phone === second?.phone)).toMatchObject({ status: 'skipped', reason: 'mailingEnded' });
    await paceMailings(deps, bed.clock.now());
    expect((await mailingOf(salon.userId, id)).status).toBe('working');
    expect((await statuses(id)).find((row) => row.phone === first?.phone)?.status).toBe('sending');

    await bed.db.query(`update messages set status = 'sent', sent_at = $2 where campaign_id = $1 and phone = $3`, [id, NOON, first?.phone]);
    bed.clock.advance(60_000);
    await paceMailings(deps, bed.clock.now());
    expect((await mailingOf(salon.userId, id)).status).toBe('done');
    expect((await statuses(id)).map((row) => [row.phone, row.status, row.reason])).toEqual([
      ['+79161110001', 'sent', null],
      ['+79161110002', 'skipped', 'mailingEnded'],
      ['+79161110003', 'skipped', 'mailingEnded'],
    ]);
    expect(bed.adapter.sent).toHaveLength(0);
  });
});

it.each(['list', 'clients'] as const)('fills every variable the editor offers a mailing to a %s, and none of the others', async (source) => {
  const salon = await insertSalon(bed.db, { timezone: 'Europe/Moscow' });
  await bed.db.query(`update companies set phone = '+74950000000', booking_url = 'https://book.example/salon' where user_id = $1`, [salon.userId]);
  const context = await mailingContext(bed.db, salon.userId);
  const offered = variablesForMailing(source);
  const fill = (text: string) =>
    mailingText(text, { ...context, recipient: { clientId: null, name: 'Anna', phone: '+79161110001' }, messageId: '00000000-0000-4000-8000-000000000001', links: deps.links });
  for (const name of offered) expect([name, fill(`{${name}}`)]).toEqual([name, expect.stringMatching(/\S/)]);
  // What it does not offer has nothing of this recipient's to say (empty, or a link about no visit).
  expect(FLOW_VARIABLES.filter((name) => !offered.includes(name))).toEqual(expect.arrayContaining(['recordDate', 'confirmLink', 'cancelLink', 'reviewForm', 'orderNum', 'paymentLink']));
  for (const name of FLOW_VARIABLES.filter((each) => !offered.includes(each) && each !== 'reviewForm')) expect([name, fill(`{${name}}`)]).toEqual([name, '']);
});

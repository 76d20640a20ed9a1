import { randomUUID } from 'node:crypto';
import { DISTRIBUTION_DAILY_LIMIT, nextSlots, windowOfDay } from '@cabinet/api/distributions';
import { startOfLocalDay, localDateOf } from '@cabinet/api/contract';
import type { Db, Queryable } from '../platform/db/Db';
import type { JobQueue } from '../platform/jobs/JobQueue';
import type { MessageLinks } from '../messaging/links';
import { sendJobFor } from '../messaging/plan';
import { companyTargets } from '../messaging/targets';
import type { EngineLog, Owner, Target } from '../messaging/types';
import { renderText, variableValues } from '../messaging/variables';
import { MAILING_MESSAGE } from './data';

/*
 * The mailings' side of the sending engine: every minute, each running mailing plans the messages whose
 * turn has come (plan.ts's nextSlots: today's allowance spread over what is left of today's window), as
 * rows of the message log with their send jobs; the sender (messaging/sender.ts) checks each when it
 * goes (mailing paused or ended, blacklist, window, quota, channel) and logs a skip with its reason.
 */

export interface PacingDeps {
  db: Db;
  jobs: JobQueue;
  links: MessageLinks;
  log: EngineLog;
}

type RunningMailing = {
  id: string;
  user_id: string;
  status: string;
  type: string;
  mode: string;
  text: string;
  start_at: Date;
  end_at: Date | null;
  days_of_week: number[];
  begin_hour: number;
  end_hour: number;
  per_day: number;
  last_planned_at: Date | null;
};

/** The owner as the message variables read them, and the branch whose name and timezone a mailing uses. */
export async function mailingContext(q: Queryable, userId: string): Promise<{ owner: Owner; target: Target | null; timeZone: string }> {
  const [user] = await q.query<{ phone: string | null; major_tariff: number | null; language: string | null; client_host: string | null }>(
    'select phone, major_tariff, language, client_host from users where id = $1',
    [userId],
  );
  const owner: Owner = { id: userId, phone: user?.phone ?? null, majorTariff: user?.major_tariff ?? null, language: user?.language ?? 'ru', clientHost: user?.client_host ?? null };
  const [target] = await companyTargets(q, (p) => `co.user_id = ${p.add(userId)}`);
  return { owner, target: target ?? null, timeZone: target?.company.timeZone ?? 'Europe/Moscow' };
}

/** The mailing's text for one recipient: the variables a mailing has (client, phone, opt-out link, branch) filled in. */
export function mailingText(text: string, input: { owner: Owner; target: Target | null; recipient: { clientId: string | null; name: string; phone: string }; messageId: string; links: MessageLinks }): string {
  const company = input.target?.company ?? { id: '', name: '', address: '', phone: null, timeZone: 'Europe/Moscow', bookingUrl: null, integration: 'yclients' as const };
  const target: Target = {
    company,
    client: {
      id: input.recipient.clientId ?? '',
      name: input.recipient.name,
      phone: input.recipient.phone,
      categoryId: null,
      facts: { visitCount: 0, moneySpent: 0, lastVisitAt: null, nextVisitAt: null, lastMessagedAt: null },
    },
    visit: null,
    lastVisit: null,
    order: null,
  };
  return renderText(text, variableValues({ target, owner: input.owner, messageId: input.messageId, links: input.links }));
}

/** Mailing messages of the account (or one mailing) planned since `from` that did not stop before sending. */
async function usedSince(q: Queryable, userId: string, from: Date, mailingId?: string): Promise<number> {
  const [row] = await q.query<{ count: number }>(
    `select count(*)::int as count from messages m
     where m.user_id = $1 and m.campaign_id is not null and ${MAILING_MESSAGE('m')} and m.created_at >= $2 and m.status <> 'skipped'
       and ($3::uuid is null or m.campaign_id = $3::uuid)`,
    [userId, from.toISOString(), mailingId ?? null],
  );
  return row?.count ?? 0;
}

/** How many of the account's 300 a day its mailings used today (the branch's day). */
export async function usedToday(q: Queryable, userId: string, timeZone: string, now: Date): Promise<number> {
  return usedSince(q, userId, startOfLocalDay(localDateOf(now, timeZone), timeZone));
}

/** One tick for one mailing; answers the messages it planned. */
export async function paceMailing(deps: PacingDeps, mailing: RunningMailing, now: Date): Promise<number> {
  const { db } = deps;
  if (mailing.start_at.getTime() > now.getTime()) return 0;
  if (mailing.end_at !== null && mailing.end_at.getTime() <= now.getTime()) {
    await endMailing(deps, mailing, now);
    return 0;
  }
  if (mailing.status === 'waiting') {
    await db.query(`update distributions set status = 'working' where id = $1 and status = 'waiting'`, [mailing.id]);
  }
  const [pending] = await db.query<{ count: number }>('select count(*)::int as count from distribution_recipients where distribution_id = $1 and message_id is null', [mailing.id]);
  if ((pending?.count ?? 0) === 0) {
    const [open] = await db.query<{ count: number }>(
      `select count(*)::int as count from messages m where m.campaign_id = $1 and ${MAILING_MESSAGE('m')} and m.status in ('queued', 'waitingWindow', 'sending')`,
      [mailing.id],
    );
    if ((open?.count ?? 0) === 0) {
      await db.query(`update distributions set status = 'done', finished_at = $2 where id = $1 and status = 'working'`, [mailing.id, now.toISOString()]);
    }
    return 0;
  }
  const context = await mailingContext(db, mailing.user_id);
  const today = localDateOf(now, context.timeZone);
  const window = windowOfDay({ beginHour: mailing.begin_hour, endHour: mailing.end_hour, daysOfWeek: mailing.days_of_week, timeZone: context.timeZone }, today);
  if (!window || now.getTime() < window.opens.getTime() || now.getTime() >= window.closes.getTime()) return 0;
  const dayStart = startOfLocalDay(today, context.timeZone);
  const accountLeft = DISTRIBUTION_DAILY_LIMIT - (await usedSince(db, mailing.user_id, dayStart));
  const mailingLeft = mailing.per_day - (await usedSince(db, mailing.user_id, dayStart, mailing.id));
  const allowance = Math.min(accountLeft, mailingLeft, pending?.count ?? 0);
  const closes = mailing.end_at !== null && mailing.end_at.getTime() < window.closes.getTime() ? mailing.end_at : window.closes;
  const lastAt = mailing.last_planned_at !== null && mailing.last_planned_at.getTime() >= dayStart.getTime() ? mailing.last_planned_at : null;
  const slots = nextSlots({ now, until: new Date(now.getTime() + 60_000), closes, lastAt, allowance });
  if (slots.length === 0) return 0;

  const planned = await db.transaction(async (tx) => {
    const recipients = await tx.query<{ id: string; name: string; phone: string; client_id: string | null }>(
      `select id, name, phone, client_id from distribution_recipients where distribution_id = $1 and message_id is null
       order by position limit $2 for update skip locked`,
      [mailing.id, slots.length],
    );
    const rows: Array<{ id: string; at: Date }> = [];
    for (const [index, recipient] of recipients.entries()) {
      const at = slots[index] ?? now;
      const id = randomUUID();
      const text = mailingText(mailing.text, { ...context, recipient: { clientId: recipient.client_id, name: recipient.name, phone: recipient.phone }, messageId: id, links: deps.links });
      const to = mailing.mode === 'test' ? (context.owner.phone ?? '') : recipient.phone;
      await tx.query(
        `insert into messages (id, user_id, campaign_id, dedupe_key, company_id, client_id, phone, recipient, client_name, channel, mode, text,
           status, scheduled_at, expires_at, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, 'queued', $13, $14, $15, $15)
         on conflict (user_id, dedupe_key) do nothing`,
        [id, mailing.user_id, mailing.id, `distribution:${mailing.id}:${recipient.id}`, context.target?.company.id ?? null, recipient.client_id, recipient.phone, to,
          recipient.name, mailing.type, mailing.mode, text, at.toISOString(), mailing.end_at?.toISOString() ?? null, now.toISOString()],
      );
      await tx.query('update distribution_recipients set message_id = $2 where id = $1', [recipient.id, id]);
      rows.push({ id, at });
    }
    const last = rows.at(-1);
    if (last) await tx.query('update distributions set last_planned_at = $2 where id = $1', [mailing.id, last.at.toISOString()]);
    return rows;
  });
  // Jobs after the commit (a job inside the transaction would wait on PGlite's one connection).
  for (const row of planned) await sendJobFor(deps.jobs, row.id, row.at, now);
  return planned.length;
}

const ENDED_DETAIL = 'The mailing ended before it was sent';

/**
 * The end time came: in one transaction, every message still waiting (queued or waitingWindow) and every
 * recipient not yet planned is skipped mailingEnded (a logged message, so the funnel, the progress and the
 * recipients list all read it), and the mailing is done, unless a message is in a worker's hands (sending):
 * that one ends as its channel answers (or recovery.ts requeues it, and the next tick ends it), and the
 * mailing is done on the first tick with none in flight. Each update is conditional on the row's state, as
 * the sender's claim is, so a message is either sent or ended, never both; a tick after a restart does the
 * same, however long after the end time. A paused mailing ends too: the end time is the owner's last word
 * on when the clients may get it, and a mailing left paused past it would otherwise never be done.
 */
async function endMailing(deps: PacingDeps, mailing: RunningMailing, now: Date): Promise<void> {
  const context = await mailingContext(deps.db, mailing.user_id);
  await deps.db.transaction(async (tx) => {
    const [locked] = await tx.query<{ status: string }>('select status from distributions where id = $1 for update', [mailing.id]);
    if (locked?.status !== 'waiting' && locked?.status !== 'working' && locked?.status !== 'pause') return;
    await tx.query(
      `update messages m set status = 'skipped', reason = 'mailingEnded', reason_detail = $2, reason_params = '{"code":"mailingEnded"}', updated_at = $3
       where m.campaign_id = $1 and ${MAILING_MESSAGE('m')} and m.status in ('queued', 'waitingWindow')`,
      [mailing.id, ENDED_DETAIL, now.toISOString()],
    );
    const pending = await tx.query<{ id: string; name: string; phone: string; client_id: string | null }>(
      'select id, name, phone, client_id from distribution_recipients where distribution_id = $1 and message_id is null order by position for update',
      [mailing.id],
    );
    if (pending.length > 0) {
      const ids = pending.map(() => randomUUID());
      const texts = pending.map((recipient, index) =>
        mailingText(mailing.text, { ...context, recipient: { clientId: recipient.client_id, name: recipient.name, phone: recipient.phone }, messageId: ids[index] ?? '', links: deps.links }),
      );
      const to = (phone: string) => (mailing.mode === 'test' ? (context.owner.phone ?? '') : phone);
      await tx.query(
        `insert into messages (id, user_id, campaign_id, dedupe_key, company_id, client_id, phone, recipient, client_name, channel, mode, text,
           status, reason, reason_detail, reason_params, scheduled_at, expires_at, created_at, updated_at)
         select x.id, $1, $2::uuid, 'distribution:' || $2::text || ':' || x.recipient_id, $3, x.client_id, x.phone, x.recipient, x.name, $4, $5, x.text,
           'skipped', 'mailingEnded', $6, '{"code":"mailingEnded"}', $7, $8, $7, $7
         from unnest($9::uuid[], $10::uuid[], $11::uuid[], $12::text[], $13::text[], $14::text[], $15::text[])
           as x(id, recipient_id, client_id, phone, recipient, name, text)
         on conflict (user_id, dedupe_key) do nothing`,
        [mailing.user_id, mailing.id, context.target?.company.id ?? null, mailing.type, mailing.mode, ENDED_DETAIL, now.toISOString(), mailing.end_at?.toISOString() ?? null,
          ids, pending.map((row) => row.id), pending.map((row) => row.client_id), pending.map((row) => row.phone), pending.map((row) => to(row.phone)),
          pending.map((row) => row.name), texts],
      );
      // By the dedupe key: the message of the recipient, whichever insert made it.
      await tx.query(
        `update distribution_recipients r set message_id = m.id from messages m
         where r.distribution_id = $1 and r.message_id is null and m.user_id = $2 and m.dedupe_key = 'distribution:' || $1 || ':' || r.id`,
        [mailing.id, mailing.user_id],
      );
    }
    const [inFlight] = await tx.query<{ count: number }>(
      `select count(*)::int as count from messages m where m.campaign_id = $1 and ${MAILING_MESSAGE('m')} and m.status = 'sending'`,
      [mailing.id],
    );
    if ((inFlight?.count ?? 0) === 0) {
      await tx.query(`update distributions set status = 'done', finished_at = $2 where id = $1 and status in ('waiting', 'working', 'pause')`, [mailing.id, now.toISOString()]);
    }
  });
}

/** The every-minute tick: each waiting or working mailing, and each paused one past its end, one after another, each failing alone. */
export async function paceMailings(deps: PacingDeps, now: Date): Promise<number> {
  const mailings = await deps.db.query<RunningMailing>(
    `select id, user_id, status, type, mode, text, start_at, end_at, days_of_week, begin_hour, end_hour, per_day, last_planned_at
     from distributions where status in ('waiting', 'working') or (status = 'pause' and end_at <= $1::timestamptz) order by start_at, id`,
    [now.toISOString()],
  );
  let planned = 0;
  for (const mailing of mailings) {
    try {
      planned += await paceMailing(deps, mailing, now);
    } catch (error) {
      deps.log.error(`Pacing mailing ${mailing.id} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return planned;
}

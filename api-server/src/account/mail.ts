import type { Queryable } from '../platform/db/Db';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string | null;
}

/**
 * Puts an e-mail in the outbox table. This reference API delivers nothing itself: a mailer would drain
 * the outbox, and outside production /dev/outbox shows it to tests and demos.
 */
export async function sendMail(q: Queryable, mail: Mail): Promise<void> {
  await q.query('insert into outbox (to_email, subject, text, link) values ($1, $2, $3, $4)', [mail.to, mail.subject, mail.text, mail.link]);
}

export interface OutboxMail extends Mail {
  createdAt: string;
}

/** The newest 200 mails, to one address or all (the development outbox page). */
export async function readOutbox(q: Queryable, email: string | null): Promise<OutboxMail[]> {
  const rows = await q.query<{ to_email: string; subject: string; text: string; link: string | null; created_at: Date }>(
    `select to_email, subject, text, link, created_at from outbox
     where $1::text is null or to_email = $1
     order by created_at desc limit 200`,
    [email],
  );
  return rows.map((row) => ({ to: row.to_email, subject: row.subject, text: row.text, link: row.link, createdAt: row.created_at.toISOString() }));
}

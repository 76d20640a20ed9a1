import type { Queryable } from '../db/Db';

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

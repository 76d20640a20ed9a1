import type { SaveChecklistRequest } from '@cabinet/api/quality';
import type { Db } from '../platform/db/Db';

/* What the quality tests set up the same way: checklist criteria the language model's stand-in scores by rule, and calls and a WhatsApp account stored as the upload and channel code would leave them. */

export const CRITERIA = {
  greeted: { title: 'Greeted the client', description: 'Says hello and gives a name.', weight: 5, fatal: false },
  price: { title: 'Named the price', description: 'Tells the cost of the service.', weight: 5, fatal: false },
  quick: { title: 'Answered within 15 minutes', description: 'The first answer comes quickly.', weight: 8, fatal: false },
  polite: { title: 'Not rude to the client', description: 'No rude, offensive or dismissive words.', weight: 10, fatal: true },
} satisfies Record<string, SaveChecklistRequest['items'][number]>;

/** Calls the stand-in scores apart: every criterion met; no price named; rude words. */
export const SCRIPTS = {
  good: 'Anna: Hello, Lotus salon, my name is Anna.\nClient: How much is a haircut?\nAnna: A haircut costs 40 dollars, the service includes washing.',
  noPrice: 'Anna: Hello, my name is Anna.\nClient: Bye.',
  rude: 'Oleg: Listen, client, no more words: that is a rude question and you are offensive.',
};

/** A call uploaded and transcribed, recorded at `at` (an ISO time or an SQL expression's value). */
export async function storeCall(db: Db, userId: string, call: { uploadId: string; name: string; script: string; at: string }): Promise<void> {
  await db.query(
    `insert into quality_calls (user_id, upload_id, file_name, format, size_bytes, state, transcript, created_at) values ($1, $2, $3, 'wav', 100, 'transcribed', $4, $5)`,
    [userId, call.uploadId, call.name, call.script, call.at],
  );
}

/** A connected WhatsApp account: where the owner's report notice goes. */
export async function connectWhatsApp(db: Db, userId: string): Promise<void> {
  await db.query(`insert into channel_accounts (user_id, kind, name, phone, state) values ($1, 'whatsapp', 'Salon', '+79005556677', 'authorized')`, [userId]);
}

import type { Queryable } from '../platform/db/Db';

/** One visit-confirmation bot on the salon's own number. */
export async function seedChatbots(tx: Queryable, demoId: string): Promise<void> {
  await tx.query(
    `insert into booking_chatbots (user_id, name, instance_id, company_id, phone, enabled, confirm_text, cancel_text, remove_on_cancel)
     values ($1, 'Visit confirmation', '1101', '512345', '+79001234567', true,
       'Thank you, {clientName}! Your visit on {recordDate} at {recordTime} is confirmed.',
       'Your record on {recordDate} is canceled. Book again any time: {recordForm}', true)`,
    [demoId],
  );
}

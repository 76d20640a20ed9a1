import type { Queryable } from '../platform/db/Db';

/** Three items: one for everyone in the sidebar, one for YCLIENTS users only, one plain. */
export async function seedNews(tx: Queryable): Promise<void> {
  await tx.query(
    `insert into news (title, description, link, type, crm_types, client_types, is_sidebar_news, order_number) values
       ('Message packages at a discount', 'Top up before the end of the month and get bonus messages.', '/payments', 'Event', '{}', '{}', true, 1),
       ('YCLIENTS: visit confirmation chatbot', 'Clients can now confirm or cancel a visit by answering the reminder.', '/chatbots/booking', 'Info', '{yclients}', '{}', false, 2),
       ('New analytics reports', 'RFM segments and cohorts are now in Insights.', '/insights', 'Info', '{}', '{}', false, 3)`,
  );
}

import { newFlowSettings, type FlowIntegration, type FlowMode, type FlowSettings, type FlowStatus, type FlowType } from '@cabinet/api/contract';
import type { Queryable } from './db/Db';
import { SETTINGS_COLUMNS, settingsParams, settingsPlaceholders } from './flows/flowRows';

interface SeedFlow {
  type: FlowType;
  title: string;
  content: string;
  mode: FlowMode;
  status: FlowStatus;
  integration?: FlowIntegration;
  templateType?: string;
  settings?: Partial<FlowSettings>;
  /** Days ago it last ran, days ahead it runs next, days from now it ends (negative: ended). */
  lastStartDaysAgo?: number;
  nextStartInDays?: number;
  endInDays?: number;
  createdDaysAgo: number;
  /** Messages a day over the last 30 days, for the conversion view. */
  messagesPerDay?: number;
}

/**
 * The demo salon's flows: the usual reminders and review requests running in combat, a few drafts in
 * test mode, one paused, one failed, one finished, and one unavailable in the tariff (an iiko flow: the
 * salon pays for YCLIENTS only).
 */
const DEMO_FLOWS: SeedFlow[] = [
  {
    type: 'visitReminder',
    title: 'Reminder a day before',
    content: '{clientName}, we are waiting for you tomorrow at {recordTime} for {serviceTitle} with {masterName}. Confirm: {confirmLink}',
    mode: 'combat',
    status: 'working',
    templateType: 'visitReminder24h',
    settings: { intervalMinutes: 1440, beginHour: 9, endHour: 21, buttons: [{ type: 'call', text: 'Call the salon', phone: '+79001234567' }] },
    lastStartDaysAgo: 0,
    nextStartInDays: 1,
    createdDaysAgo: 120,
    messagesPerDay: 9,
  },
  {
    type: 'visitReminder',
    title: 'Reminder 2 hours before',
    content: '{clientName}, see you today at {recordTime}! {companyName}, {companyAddress}.',
    mode: 'combat',
    status: 'waiting',
    templateType: 'visitReminder2h',
    settings: { intervalMinutes: 120 },
    lastStartDaysAgo: 0,
    nextStartInDays: 0.1,
    createdDaysAgo: 118,
  },
  {
    type: 'recordCreated',
    title: 'New record',
    content: '{clientName}, you are booked for {serviceTitle} on {recordDate} at {recordTime}.',
    mode: 'combat',
    status: 'working',
    templateType: 'recordCreated',
    lastStartDaysAgo: 0,
    createdDaysAgo: 110,
  },
  {
    type: 'recordChanged',
    title: 'Record changed',
    content: '{clientName}, your record has changed: {serviceTitle} on {recordDate} at {recordTime}.',
    mode: 'combat',
    status: 'working',
    templateType: 'recordChanged',
    lastStartDaysAgo: 1,
    createdDaysAgo: 110,
  },
  {
    type: 'recordCanceled',
    title: 'Record canceled',
    content: '{clientName}, your record on {recordDate} is canceled. Book again: {recordForm}',
    mode: 'test',
    status: 'inQueue',
    templateType: 'recordCanceled',
    createdDaysAgo: 3,
  },
  {
    type: 'reviewRequest',
    title: 'Review request',
    content: '{clientName}, thank you for your visit! Please rate {masterName}: {reviewForm}',
    mode: 'combat',
    status: 'working',
    templateType: 'reviewRequest',
    settings: { reviewRangeMinutes: 120, buttons: [{ type: 'answer', text: 'Everything was great' }, { type: 'url', text: 'Leave a review', url: 'https://example.com/review' }] },
    lastStartDaysAgo: 0,
    createdDaysAgo: 100,
    messagesPerDay: 6,
  },
  {
    type: 'birthday',
    title: 'Birthday greeting',
    content: 'Happy birthday, {clientName}! A gift is waiting for you at {companyName}.',
    mode: 'combat',
    status: 'waiting',
    templateType: 'birthday',
    settings: { birthdayDaysBefore: 0, beginHour: 10, endHour: 12 },
    lastStartDaysAgo: 1,
    nextStartInDays: 0.5,
    createdDaysAgo: 90,
  },
  {
    type: 'returnVisit',
    title: 'Return visit',
    content: '{clientName}, it has been a month since your last visit. Book again: {recordForm}',
    mode: 'combat',
    status: 'pause',
    templateType: 'returnVisit',
    lastStartDaysAgo: 12,
    createdDaysAgo: 80,
  },
  {
    type: 'crossSell',
    title: 'Hair care after colouring',
    content: '{clientName}, after {serviceTitle} our clients also choose our care programme. Book: {recordForm}',
    mode: 'test',
    status: 'inQueue',
    templateType: 'crossSell',
    settings: { filters: { serviceIds: ['colouring'], visitCount: { min: 2 } } },
    createdDaysAgo: 2,
  },
  {
    type: 'retryNotifyRange',
    title: 'Win back lost clients',
    content: '{clientName}, we miss you! Come back to {companyName}: {recordForm}',
    mode: 'combat',
    status: 'error',
    templateType: 'retryNotifyRange',
    settings: { dayRange: 180, notificationsPerDay: 150, daysOfWeek: [1, 2, 3, 4, 5] },
    lastStartDaysAgo: 2,
    createdDaysAgo: 40,
  },
  {
    type: 'dailyReport',
    title: 'Daily report for the owner',
    content: 'Daily report of {companyName}.',
    mode: 'combat',
    status: 'done',
    templateType: 'dailyReport',
    lastStartDaysAgo: 5,
    endInDays: -5,
    createdDaysAgo: 60,
  },
  {
    type: 'abandonedCart',
    title: 'Abandoned cart (cafe)',
    content: '{clientName}, your order is still waiting. Finish it here: {paymentLink}',
    mode: 'combat',
    status: 'unavailable',
    integration: 'iikocrm',
    templateType: 'abandonedCart',
    lastStartDaysAgo: 30,
    createdDaysAgo: 70,
  },
  {
    type: 'webhook',
    title: 'Order status from the website',
    content: '{clientName}, {orderStatus}',
    mode: 'combat',
    status: 'working',
    integration: 'apicrm',
    templateType: 'webhook',
    lastStartDaysAgo: 0,
    createdDaysAgo: 20,
  },
];

const DAY_MS = 86_400_000;
const daysFromNow = (days: number | undefined, now: number) => (days === undefined ? null : new Date(now + days * DAY_MS).toISOString());

/** The demo user's flows with a month of sent messages, blacklist, short links, chatbot and subscribers. */
export async function seedDemoFlowsDomain(tx: Queryable, demoId: string): Promise<void> {
  const now = Date.now();
  for (const flow of DEMO_FLOWS) {
    const settings: FlowSettings = { ...newFlowSettings(flow.type), title: flow.title, content: flow.content, ...flow.settings, endDate: daysFromNow(flow.endInDays, now) };
    const [row] = await tx.query<{ id: string }>(
      `insert into flows (user_id, mode, status, integration, template_type, last_start, next_start, created_at, edited_at, ${SETTINGS_COLUMNS.join(', ')})
       values ($1, $2, $3, $4, $5, $6, $7, $8, $8, ${settingsPlaceholders(9).join(', ')})
       returning id`,
      [
        demoId,
        flow.mode,
        flow.status,
        flow.integration ?? 'yclients',
        flow.templateType ?? null,
        daysFromNow(flow.lastStartDaysAgo === undefined ? undefined : -flow.lastStartDaysAgo, now),
        daysFromNow(flow.nextStartInDays, now),
        daysFromNow(-flow.createdDaysAgo, now),
        ...settingsParams(settings),
      ],
    );
    if (!row) throw new Error(`Seeding flow ${flow.title} returned no row`);
    if (flow.messagesPerDay) await seedMessages(tx, row.id, flow.messagesPerDay);
  }

  await tx.query(
    `insert into blacklist (user_id, phone, comment, allowed_tasks, created_at)
     select $1, '+7900555' || lpad(n::text, 4, '0'),
       (array['Asked not to write', 'Moved to another city', 'Complained about messages', '', 'Staff member'])[1 + n % 5],
       case when n % 3 = 0 then array['visitReminder', 'recordCreated'] else '{}'::text[] end,
       now() - make_interval(days => n)
     from generate_series(1, 10) as n`,
    [demoId],
  );

  const links = [
    ['Online booking', 'https://example.com/booking', 'DemoBook', 14],
    ['Price list', 'https://example.com/prices', 'DemoPrice', 5],
    ['Gift certificates', 'https://example.com/gifts', 'DemoGift', 0],
  ] as const;
  for (const [title, url, encodedId, clicks] of links) {
    const [link] = await tx.query<{ id: string }>(
      `insert into short_links (user_id, encoded_id, url, title, clicks, last_click_at)
       values ($1, $2, $3, $4, $5, case when $5 > 0 then now() - interval '1 hour' end) returning id`,
      [demoId, encodedId, url, title, clicks],
    );
    if (clicks > 0 && link) {
      await tx.query(
        `insert into short_link_clicks (link_id, clicked_at, user_agent)
         select $1, now() - interval '1 hour' - make_interval(hours => n * 7), 'Mozilla/5.0 (iPhone)' from generate_series(0, $2::int - 1) as n`,
        [link.id, clicks],
      );
    }
  }

  await tx.query(
    `insert into booking_chatbots (user_id, name, instance_id, company_id, phone, enabled, confirm_text, cancel_text, remove_on_cancel)
     values ($1, 'Visit confirmation', '1101', '512345', '+79001234567', true,
       'Thank you, {clientName}! Your visit on {recordDate} at {recordTime} is confirmed.',
       'Your record on {recordDate} is canceled. Book again any time: {recordForm}', true)`,
    [demoId],
  );

  await tx.query(
    `insert into subscribers (user_id, phone, name, channel, subscribed_at)
     select $1, '+7901444' || lpad(n::text, 4, '0'),
       (array['Anna', 'Maria', 'Olga', 'Irina', 'Elena', 'Daria', 'Sofia', 'Polina'])[n],
       (array['whatsapp', 'telegram', 'whatsapp', 'max'])[1 + n % 4],
       now() - make_interval(days => n * 9)
     from generate_series(1, 8) as n`,
    [demoId],
  );
}

/**
 * A month of sent messages of one flow, deterministic so the demo looks the same on every machine:
 * most are read, about a third lead to a record, some within a week and some later.
 */
async function seedMessages(tx: Queryable, flowId: string, perDay: number): Promise<void> {
  await tx.query(
    `insert into flow_messages (flow_id, phone, sent_at, read_at, converted_at)
     select $1, '+7902' || lpad((d * 100 + i)::text, 7, '0'),
       date_trunc('day', now()) - make_interval(days => d) + make_interval(hours => 9 + i),
       case when (d + i) % 5 <> 0 then date_trunc('day', now()) - make_interval(days => d) + make_interval(hours => 10 + i) end,
       case when (d + i) % 3 = 0 and 1 + (d + i) % 20 < d then date_trunc('day', now()) - make_interval(days => d) + make_interval(days => 1 + (d + i) % 20) end
     from generate_series(1, 29) as d, generate_series(0, $2::int - 1) as i`,
    [flowId, perDay],
  );
}

import { newFlowSettings, type FlowIntegration, type FlowMode, type FlowSettings, type FlowStatus, type FlowType } from '@cabinet/api/flows';
import type { Queryable } from '../platform/db/Db';
import { SETTINGS_COLUMNS, settingsParams, settingsPlaceholders } from './flowRows';

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
}

/**
 * The demo salon's flows: the usual reminders and review requests running in combat, a few drafts in
 * test mode, one paused, one failed, one finished, and one unavailable in the tariff (an iiko flow: the
 * salon pays for YCLIENTS only).
 */
/** The flows the demo has run since its first season: their history is as long as the seeded visits (two years). */
const DEMO_HISTORY_DAYS = 730;

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
    createdDaysAgo: DEMO_HISTORY_DAYS,
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
    createdDaysAgo: DEMO_HISTORY_DAYS,
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
    createdDaysAgo: DEMO_HISTORY_DAYS,
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

/** The demo user's flows (their messages since each was created are the messaging seed's, from the seeded visits). */
export async function seedFlows(tx: Queryable, demoId: string): Promise<void> {
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
  }
}

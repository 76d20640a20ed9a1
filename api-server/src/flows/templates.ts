import type { FlowIntegration, FlowTemplate } from '@cabinet/api/contract';

/** A template as this table holds it; `available` depends on the asking user's tariff and is added then. */
export type TemplateDefinition = Omit<FlowTemplate, 'available' | 'integration'>;

const visitReminder = (hours: 24 | 2 | 1): TemplateDefinition => ({
  templateType: `visitReminder${hours}h`,
  flowType: 'visitReminder',
  title: `Visit reminder ${hours} h before`,
  description: `Reminds the client of the visit ${hours === 24 ? 'a day' : `${hours} ${hours === 1 ? 'hour' : 'hours'}`} before it, with confirm and cancel links.`,
  content:
    hours === 24
      ? '{clientName}, we are waiting for you tomorrow at {recordTime} for {serviceTitle} with {masterName}. Confirm: {confirmLink} Cancel: {cancelLink}'
      : '{clientName}, see you today at {recordTime}! {companyName}, {companyAddress}.',
  settings: { intervalMinutes: hours * 60 },
});

const BOOKING: TemplateDefinition[] = [
  visitReminder(24),
  visitReminder(2),
  visitReminder(1),
  {
    templateType: 'recordCreated',
    flowType: 'recordCreated',
    title: 'New record',
    description: 'Confirms a new record as soon as it is made.',
    content: '{clientName}, you are booked for {serviceTitle} on {recordDate} at {recordTime} with {masterName}. Details: {recordForm}',
    settings: { delayMinutes: 0 },
  },
  {
    templateType: 'recordChanged',
    flowType: 'recordChanged',
    title: 'Record changed',
    description: 'Tells the client the new date or time of a changed record.',
    content: '{clientName}, your record has changed: {serviceTitle} on {recordDate} at {recordTime}.',
    settings: { delayMinutes: 0 },
  },
  {
    templateType: 'recordCanceled',
    flowType: 'recordCanceled',
    title: 'Record canceled',
    description: 'Confirms a cancellation and offers to book again.',
    content: '{clientName}, your record on {recordDate} is canceled. Book again any time: {recordForm}',
    settings: { delayMinutes: 0 },
  },
  {
    templateType: 'reviewRequest',
    flowType: 'reviewRequest',
    title: 'Review request',
    description: 'Asks for a review two hours after the visit.',
    content: '{clientName}, thank you for your visit! Please rate {masterName}: {reviewForm}',
    settings: { reviewRangeMinutes: 120, buttons: [{ type: 'answer', text: 'Everything was great' }] },
  },
  {
    templateType: 'birthday',
    flowType: 'birthday',
    title: 'Birthday greeting',
    description: 'Greets the client on their birthday.',
    content: 'Happy birthday, {clientName}! A gift is waiting for you at {companyName}: book here {recordForm}',
    settings: { birthdayDaysBefore: 0 },
  },
  {
    templateType: 'returnVisit',
    flowType: 'returnVisit',
    title: 'Return visit',
    description: 'Invites the client back 30 days after the last visit.',
    content: '{clientName}, it has been a month since your last visit. Book again: {recordForm}',
    settings: { reminderDaysN: 30 },
  },
  {
    templateType: 'crossSell',
    flowType: 'crossSell',
    title: 'Cross-sell',
    description: 'Suggests a related service a day after the visit.',
    content: '{clientName}, after {serviceTitle} our clients also choose our care programme. Book: {recordForm}',
    settings: { delayMinutes: 1440 },
  },
  {
    templateType: 'dailyReport',
    flowType: 'dailyReport',
    title: 'Daily report',
    description: "Sends the owner the day's records and reviews every evening.",
    content: 'Daily report of {companyName}.',
    settings: {},
  },
  {
    templateType: 'retryNotify',
    flowType: 'retryNotify',
    title: 'Repeat notification',
    description: 'Repeats an unanswered reminder after a few days.',
    content: '{clientName}, we have not heard from you. Book your next visit: {recordForm}',
    settings: { retryDays: 3 },
  },
  {
    templateType: 'retryNotifyRange',
    flowType: 'retryNotifyRange',
    title: 'Win back lost clients',
    description: 'Writes to clients who have not come for a while, up to 200 a day.',
    content: '{clientName}, we miss you! Come back to {companyName}: {recordForm}',
    settings: { dayRange: 90, notificationsPerDay: 200 },
  },
];

const IIKO: TemplateDefinition[] = [
  {
    templateType: 'abandonedCart',
    flowType: 'abandonedCart',
    title: 'Abandoned cart',
    description: 'Reminds a guest of an order left unfinished an hour ago.',
    content: '{clientName}, your order is still waiting. Finish it here: {paymentLink}',
    settings: { delayMinutes: 60 },
  },
  {
    templateType: 'orderReview',
    flowType: 'reviewRequest',
    title: 'Order review',
    description: 'Asks for a review of the delivered order.',
    content: '{clientName}, how was order {orderNum}? Rate it: {reviewForm}',
    settings: { reviewRangeMinutes: 60 },
  },
  {
    templateType: 'birthday',
    flowType: 'birthday',
    title: 'Birthday greeting',
    description: 'Greets a guest three days before their birthday with a gift.',
    content: '{clientName}, your birthday is coming! A dessert is on us with your next order.',
    settings: { birthdayDaysBefore: 3 },
  },
  {
    templateType: 'returnVisit',
    flowType: 'returnVisit',
    title: 'Come back',
    description: 'Invites a guest back 30 days after the last order.',
    content: '{clientName}, we have not seen you for a month. Order again at {companyName}!',
    settings: { reminderDaysN: 30 },
  },
  {
    templateType: 'dailyReport',
    flowType: 'dailyReport',
    title: 'Daily report',
    description: "Sends the owner the day's orders every evening.",
    content: 'Daily report of {companyName}.',
    settings: {},
  },
];

const API: TemplateDefinition[] = [
  visitReminder(24),
  {
    templateType: 'webhook',
    flowType: 'webhook',
    title: 'Message on an API event',
    description: 'Sends a message whenever your system calls the webhook.',
    content: '{clientName}, {orderStatus}',
    settings: {},
  },
  {
    templateType: 'sms',
    flowType: 'sms',
    title: 'SMS notification',
    description: 'Sends an SMS on an API event.',
    content: '{companyName}: {orderStatus}',
    settings: {},
  },
  {
    templateType: 'reviewRequest',
    flowType: 'reviewRequest',
    title: 'Review request',
    description: 'Asks for a review after the order.',
    content: '{clientName}, please rate us: {reviewForm}',
    settings: { reviewRangeMinutes: 120 },
  },
];

/**
 * The templates of each integration (spec section 2: /templates/{integration}). Altegio is the same
 * booking system as YCLIENTS abroad, so it offers the same set.
 */
export const FLOW_TEMPLATES: Record<FlowIntegration, readonly TemplateDefinition[]> = {
  yclients: BOOKING,
  altegio: BOOKING,
  iikocrm: IIKO,
  apicrm: API,
};

export function findTemplate(integration: FlowIntegration, templateType: string): TemplateDefinition | null {
  return FLOW_TEMPLATES[integration].find((template) => template.templateType === templateType) ?? null;
}


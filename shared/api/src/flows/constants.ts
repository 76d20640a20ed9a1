/**
 * The vocabulary of the flows domain (spec sections 3, 4 and 9), as constant lists: the schemas build
 * their enums from them, the rules reason over them, the UI lists them.
 */

/**
 * Flow types. The spec names the kinds of tasks (section 1: reminders, creation/change/cancel notices,
 * review requests, birthdays, return visits, cross-selling, abandoned carts, daily reports) and the gated
 * retryNotify / retryNotifyRange and SMS types (section 4); webhook flows are "normally working".
 */
export const FLOW_TYPES = [
  'visitReminder',
  'recordCreated',
  'recordChanged',
  'recordCanceled',
  'reviewRequest',
  'birthday',
  'returnVisit',
  'crossSell',
  'abandonedCart',
  'dailyReport',
  'retryNotify',
  'retryNotifyRange',
  'sms',
  'webhook',
] as const;
export type FlowType = (typeof FLOW_TYPES)[number];

/** Test: messages go to the owner's own phone. Combat: to the clients (spec section 4). */
export const FLOW_MODES = ['test', 'combat'] as const;
export type FlowMode = (typeof FLOW_MODES)[number];

/** Spec section 4's flow statuses; "none / in queue" is one status, inQueue. */
export const FLOW_STATUSES = ['inQueue', 'waiting', 'working', 'pause', 'error', 'done', 'canceled', 'unavailable'] as const;
export type FlowStatus = (typeof FLOW_STATUSES)[number];
/**
 * Switched on: the engine runs the flow. working is only the moment a message of it is due or being sent;
 * between messages a running flow is waiting, before its first match inQueue, and in error it keeps running
 * (api-server messaging/flowState.ts). "Active flows" counts these.
 */
export const RUNNING_FLOW_STATUSES: readonly FlowStatus[] = ['inQueue', 'waiting', 'working', 'error'];

/** The booking or ordering systems a flow template belongs to (spec section 2, /templates/{integration}). */
export const FLOW_INTEGRATIONS = ['yclients', 'altegio', 'iikocrm', 'apicrm'] as const;
export type FlowIntegration = (typeof FLOW_INTEGRATIONS)[number];

/** Button kinds: the spec's "simple/answer" is one kind, answer (a quick reply). */
export const FLOW_BUTTON_TYPES = ['answer', 'url', 'call'] as const;
export type FlowButtonType = (typeof FLOW_BUTTON_TYPES)[number];

/** Client visit statuses of spec section 4, the values of the record-status filter. */
export const RECORD_STATUSES = ['waiting', 'arrived', 'notCome', 'confirmed'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** The "type" filter: how the record was made. The spec names the filter only; these are the booking systems' two sources. */
export const RECORD_TYPES = ['online', 'offline'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/**
 * Message variables of spec section 3, written `{name}` in a flow's content. The spec's list ends "and
 * more": we add the company's name, address and phone and the confirm/cancel links the chatbots answer.
 */
export const FLOW_VARIABLES = [
  'recordDate',
  'recordTime',
  'recordForm',
  'clientName',
  'clientPhone',
  'masterName',
  'serviceTitle',
  'reviewForm',
  'ignoreLink',
  'paymentLink',
  'orderNum',
  'orderSum',
  'orderStatus',
  'orderAddress',
  'companyName',
  'companyAddress',
  'companyPhone',
  'confirmLink',
  'cancelLink',
] as const;
export type FlowVariable = (typeof FLOW_VARIABLES)[number];

/** What only an ordering system's order has (iiko), and what only a booking system's visit has. */
const ORDER_VARIABLES: readonly FlowVariable[] = ['orderNum', 'orderSum', 'orderStatus', 'orderAddress'];
const VISIT_VARIABLES: readonly FlowVariable[] = ['recordDate', 'recordTime', 'recordForm', 'masterName', 'serviceTitle', 'confirmLink', 'cancelLink'];

/**
 * The variables worth offering in a flow of an integration (issue 21, item 15): a salon's reminder never
 * has an order to name, a restaurant's order notice no visit. The generic API (apicrm) may send either.
 * Offering only: a marker typed by hand is judged by checkContentVariables as before.
 */
export function variablesForIntegration(integration: FlowIntegration | null | undefined): readonly FlowVariable[] {
  if (integration === 'yclients' || integration === 'altegio') return FLOW_VARIABLES.filter((name) => !ORDER_VARIABLES.includes(name));
  if (integration === 'iikocrm') return FLOW_VARIABLES.filter((name) => !VISIT_VARIABLES.includes(name));
  return FLOW_VARIABLES;
}

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Review conversion windows of spec section 9, in days. */
export const CONVERSION_WINDOWS = [7, 14, 21, 30] as const;
export type ConversionWindow = (typeof CONVERSION_WINDOWS)[number];

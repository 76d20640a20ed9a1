import type { ChannelKind } from '@cabinet/api/messaging';
import type { FlowIntegration, FlowMode, FlowStatus, FlowType } from '@cabinet/api/flows';
import type { MessageDescriptor } from '@cabinet/i18n';

/*
 * The owner's flows and mailings in support's words, as the owner's own lists word them (mf-flows, mf-distributions;
 * remotes do not share code): the support view showed the stored codes (visitReminder, combat, inQueue).
 */

export const FLOW_TYPE_LABELS: Record<FlowType, MessageDescriptor> = {
  visitReminder: /*i18n*/ { id: 'admin.support.type.visitReminder', message: 'Visit reminder' },
  recordCreated: /*i18n*/ { id: 'admin.support.type.recordCreated', message: 'New record notice' },
  recordChanged: /*i18n*/ { id: 'admin.support.type.recordChanged', message: 'Record change notice' },
  recordCanceled: /*i18n*/ { id: 'admin.support.type.recordCanceled', message: 'Record cancellation notice' },
  reviewRequest: /*i18n*/ { id: 'admin.support.type.reviewRequest', message: 'Review request' },
  birthday: /*i18n*/ { id: 'admin.support.type.birthday', message: 'Birthday greeting' },
  returnVisit: /*i18n*/ { id: 'admin.support.type.returnVisit', message: 'Return visit reminder' },
  crossSell: /*i18n*/ { id: 'admin.support.type.crossSell', message: 'Cross-selling' },
  abandonedCart: /*i18n*/ { id: 'admin.support.type.abandonedCart', message: 'Abandoned cart' },
  dailyReport: /*i18n*/ { id: 'admin.support.type.dailyReport', message: 'Daily report' },
  retryNotify: /*i18n*/ { id: 'admin.support.type.retryNotify', message: 'Repeat notification' },
  retryNotifyRange: /*i18n*/ { id: 'admin.support.type.retryNotifyRange', message: 'Repeat notification over a period' },
  sms: /*i18n*/ { id: 'admin.support.type.sms', message: 'SMS' },
  webhook: /*i18n*/ { id: 'admin.support.type.webhook', message: 'Webhook' },
};

export const MODE_LABELS: Record<FlowMode, MessageDescriptor> = {
  test: /*i18n*/ { id: 'admin.support.mode.test', message: 'Test' },
  combat: /*i18n*/ { id: 'admin.support.mode.combat', message: 'Live' },
};

export const STATUS_LABELS: Record<FlowStatus, MessageDescriptor> = {
  inQueue: /*i18n*/ { id: 'admin.support.status.inQueue', message: 'In queue' },
  waiting: /*i18n*/ { id: 'admin.support.status.waiting', message: 'Waiting' },
  working: /*i18n*/ { id: 'admin.support.status.working', message: 'Working' },
  pause: /*i18n*/ { id: 'admin.support.status.pause', message: 'Paused' },
  error: /*i18n*/ { id: 'admin.support.status.error', message: 'Error' },
  done: /*i18n*/ { id: 'admin.support.status.done', message: 'Done' },
  canceled: /*i18n*/ { id: 'admin.support.status.canceled', message: 'Canceled' },
  unavailable: /*i18n*/ { id: 'admin.support.status.unavailable', message: 'Not in the tariff' },
};

/** Names of systems and messengers: the same in every language. */
export const INTEGRATION_NAMES: Record<FlowIntegration, string> = { yclients: 'YCLIENTS', altegio: 'Altegio', iikocrm: 'iiko', apicrm: 'API' };
export const CHANNEL_NAMES: Record<ChannelKind, string> = { whatsapp: 'WhatsApp', max: 'MAX', telegram: 'Telegram', waba: 'WABA', sms: 'SMS' };

/** The entry of a code in a table of words, or undefined for a code the table does not know. */
function wordOf<T>(table: Readonly<Record<string, T>>, code: string): T | undefined {
  return Object.hasOwn(table, code) ? table[code] : undefined;
}

type Translate = (descriptor: MessageDescriptor) => string;

/** Each code in words; a code the API adds later shows as it is rather than not at all. */
export function supportWords(t: Translate) {
  const said = (table: Readonly<Record<string, MessageDescriptor>>) => (code: string) => {
    const descriptor = wordOf(table, code);
    return descriptor ? t(descriptor) : code;
  };
  const named = (table: Readonly<Record<string, string>>) => (code: string) => wordOf(table, code) ?? code;
  return { flowType: said(FLOW_TYPE_LABELS), mode: said(MODE_LABELS), status: said(STATUS_LABELS), integration: named(INTEGRATION_NAMES), channel: named(CHANNEL_NAMES) };
}

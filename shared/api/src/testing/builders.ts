import { PAGE_SIZE_DEFAULT, type Page } from '../paging';
import { blacklistEntrySchema, publicIgnoreEntrySchema, type BlacklistEntry, type PublicIgnoreEntry } from '../blacklist/schemas';
import { chatbotSchema, type Chatbot } from '../chatbots/schemas';
import { flowSchema, flowSummarySchema, flowTemplateSchema, newFlowSettings, type Flow, type FlowSummary, type FlowTemplate } from '../flows/schemas';
import { shortLinkSchema, type ShortLink } from '../shortLinks/schemas';
import { subscriberSchema, type Subscriber } from '../subscribers/schemas';

/*
 * Entities for tests, valid by the shared schemas: each builder fills what a test does not care about and
 * parses the result with the schema the client parses answers with, so a fixture the API could never
 * send fails where it is built, not deep inside a screen.
 */

const CREATED_AT = '2026-01-10T08:00:00Z';
const EDITED_AT = '2026-02-01T08:00:00Z';

/** A flow of the API (by default a working visit reminder in test mode); `type` picks that type's default settings. */
export function makeFlow(overrides: Partial<Flow> = {}): Flow {
  return flowSchema.parse({
    ...newFlowSettings(overrides.type ?? 'visitReminder'),
    id: 'f1',
    title: 'Reminder a day before',
    content: 'Hello, {clientName}!',
    mode: 'test',
    status: 'working',
    lastStart: null,
    nextStart: null,
    createdAt: CREATED_AT,
    editedAt: EDITED_AT,
    integration: 'yclients',
    templateType: null,
    version: 1,
    errorReason: null,
    receivedFrom: null,
    ...overrides,
  });
}

/** The list row of a flow, as GET Workflows answers it. */
export function summaryOf(flow: Flow): FlowSummary {
  return flowSummarySchema.parse({ ...flow, hasImage: flow.image !== null });
}

/** A flow's list row; built from a whole flow, so the row and the flow agree. */
export function makeFlowSummary(overrides: Partial<FlowSummary> = {}): FlowSummary {
  const { hasImage, ...flow } = overrides;
  return flowSummarySchema.parse({ ...summaryOf(makeFlow(flow)), ...(hasImage === undefined ? {} : { hasImage }) });
}

/** A template of an integration (by default YCLIENTS' visit reminder a day before), available in the tariff. */
export function makeFlowTemplate(overrides: Partial<FlowTemplate> = {}): FlowTemplate {
  return flowTemplateSchema.parse({
    integration: 'yclients',
    templateType: 'visitReminder24h',
    flowType: 'visitReminder',
    title: 'Visit reminder 24 h before',
    description: 'Reminds the client of the visit a day before it.',
    content: '{clientName}, we are waiting for you tomorrow at {recordTime}.',
    settings: { intervalMinutes: 1440 },
    available: true,
    ...overrides,
  });
}

/** A blacklisted phone with nothing allowed. */
export function makeBlacklistEntry(overrides: Partial<BlacklistEntry> = {}): BlacklistEntry {
  return blacklistEntrySchema.parse({ id: 'e1', phone: '+79005550001', comment: '', allowedTasks: [], createdAt: '2026-03-01T10:00:00Z', ...overrides });
}

/** What the public opt-out page shows a client: a masked phone, receiving messages. */
export function makePublicIgnoreEntry(overrides: Partial<PublicIgnoreEntry> = {}): PublicIgnoreEntry {
  return publicIgnoreEntrySchema.parse({ businessName: 'Beauty Studio Aurora', phone: '+7•••••••0001', ignored: false, allowedTasks: [], availableTasks: ['visitReminder', 'reviewRequest'], ...overrides });
}

/** A short link; its short path follows its code unless given. */
export function makeShortLink(overrides: Partial<ShortLink> = {}): ShortLink {
  const encodedId = overrides.encodedId ?? 'DemoBook';
  return shortLinkSchema.parse({
    id: 'l1',
    encodedId,
    shortPath: `/to/${encodedId}/`,
    url: 'https://example.com/booking',
    title: '',
    clicks: 0,
    lastClickAt: null,
    createdAt: '2026-03-01T10:00:00Z',
    ...overrides,
  });
}

/** An enabled confirm/cancel chatbot of one branch. */
export function makeChatbot(overrides: Partial<Chatbot> = {}): Chatbot {
  return chatbotSchema.parse({
    id: 'c1',
    name: 'Main branch',
    instanceId: 'instance-77',
    companyId: 'company-1',
    phone: '+79001234567',
    enabled: true,
    confirmText: 'Thank you, {clientName}! See you on {recordDate}.',
    cancelText: 'Your visit is canceled.',
    removeOnCancel: false,
    createdAt: CREATED_AT,
    editedAt: CREATED_AT,
    ...overrides,
  });
}

/** A subscriber of a messenger channel. */
export function makeSubscriber(overrides: Partial<Subscriber> = {}): Subscriber {
  return subscriberSchema.parse({ id: 's1', phone: '+79014440001', name: 'Anna', channel: 'telegram', subscribedAt: '2026-03-01T10:00:00Z', ...overrides });
}

/** One page of a list as the API answers it; `total` defaults to the items given. */
export function makePage<T>(items: readonly T[], { page = 1, pageSize = PAGE_SIZE_DEFAULT, total = items.length }: { page?: number; pageSize?: number; total?: number } = {}): Page<T> {
  return { items: [...items], total, page, pageSize };
}

/**
 * The page a list call asks for, served from the items a fake holds, as the API would: `matches` filters
 * by the call's `search`, then `page` and `pageSize` slice. `total` stands in for a longer list than the
 * fake holds (a total of 45 makes a second page to ask for); it applies while nothing is searched.
 */
export function pageOf<T>(
  items: readonly T[],
  query: URLSearchParams,
  { matches, total }: { matches?: (item: T, search: string) => boolean; total?: number } = {},
): Page<T> {
  const search = query.get('search')?.trim() ?? '';
  const found = search && matches ? items.filter((item) => matches(item, search)) : items;
  const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const pageSize = Math.max(1, Number(query.get('pageSize') ?? PAGE_SIZE_DEFAULT) || PAGE_SIZE_DEFAULT);
  const shown = found.slice((page - 1) * pageSize, page * pageSize);
  return makePage(shown, { page, pageSize, total: search ? found.length : (total ?? found.length) });
}

import * as z from '@cabinet/api/zod';
import { csvEnumSchema, pageQueryShape, pageSchema, SORT_ORDERS, type PageParams, type SortOrder } from '../paging';
import { byRule } from '../schema-helpers';
import { requiredBoundedText, uniqueList } from '../text-helpers';
import {
  CONVERSION_WINDOWS,
  FLOW_INTEGRATIONS,
  FLOW_MODES,
  FLOW_STATUSES,
  FLOW_TYPES,
  RECORD_STATUSES,
  RECORD_TYPES,
  WEEKDAYS,
  type ConversionWindow,
  type FlowMode,
  type FlowStatus,
  type FlowType,
} from './constants';
import {
  checkButtons,
  checkContentNotBlank,
  checkImage,
  checkRange,
  checkTransferTarget,
  checkUrl,
  FLOW_BUTTON_TEXT_MAX_LENGTH,
  FLOW_CONTENT_MAX_LENGTH,
  FLOW_TITLE_MAX_LENGTH,
  FLOW_TYPE_DEFAULTS,
  HOUR_NOT_SET,
  type FlowRuleCode,
} from './rules';

/*
 * The flows API. Spec section 7 says these calls are "not shown": they are designed here in its style
 * (`/api/v1/<Resource>`, JSON bodies, camelCase fields of the section 3 entities), and each schema's
 * comment records the decision. Paths are in ./paths.ts (FLOWS_PATHS, TEMPLATES_PATHS).
 */

const code = (value: FlowRuleCode | 'required') => ({ error: value });

/** An integer in [min, max]; out of it, the rule code number.outOfRange. */
function intIn(min: number, max: number) {
  return z.number().check(z.int(code('number.outOfRange')), z.gte(min, code('number.outOfRange')), z.lte(max, code('number.outOfRange')));
}

/**
 * A message text: refused when it has only spaces (judged before trimming, which would turn it into an
 * empty draft that "saves" silently: issue 21), then trimmed and bounded like any text.
 */
const messageText = (max: number) =>
  z.string().check(z.superRefine(byRule(checkContentNotBlank)), z.trim(), z.maxLength(max, { error: 'text.tooLong' satisfies FlowRuleCode }));
const requiredText = requiredBoundedText;
const isoDateTime = z.iso.datetime({ offset: true });
/** Ids of the connected booking system (services, masters, categories): opaque strings to us. */
const externalIds = z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))).check(z.maxLength(500));

export const flowTypeSchema = z.enum(FLOW_TYPES);
export const flowModeSchema = z.enum(FLOW_MODES);
export const flowStatusSchema = z.enum(FLOW_STATUSES);
export const flowIntegrationSchema = z.enum(FLOW_INTEGRATIONS);

/** An http(s) address, trimmed. */
export const urlSchema = z.string().check(z.trim(), z.superRefine(byRule(checkUrl)));

/**
 * Buttons of spec section 3, one object per kind; an answer button is a quick reply and needs only its
 * text. `phone` is the call button's number: the stored E.164 string here, as the API answers it; requests
 * check it against the numbering plans (`flowButtonsOf(phoneSchema)` in requests.ts), which only the forms
 * that take a phone load.
 */
export function flowButtonsOf<Phone extends z.ZodMiniType<string, string>>(phone: Phone) {
  const button = z.discriminatedUnion('type', [
    z.object({ type: z.literal('answer'), text: requiredText(FLOW_BUTTON_TEXT_MAX_LENGTH) }),
    z.object({ type: z.literal('url'), text: requiredText(FLOW_BUTTON_TEXT_MAX_LENGTH), url: urlSchema }),
    z.object({ type: z.literal('call'), text: requiredText(FLOW_BUTTON_TEXT_MAX_LENGTH), phone }),
  ]);
  return z.array(button).check(z.superRefine(byRule(checkButtons)));
}
export const flowButtonsSchema = flowButtonsOf(z.string());
export type FlowButton = z.infer<typeof flowButtonsSchema>[number];

/**
 * The flow's image, carried inline as a base64 data URL beside its file name. Decision: the reference
 * API has no upload store, so there is no upload id; a 5 MB image fits the flow calls' 8 MB body limit.
 * The list never carries it (FlowSummary has `hasImage` only).
 */
export const flowImageSchema = z
  .object({ fileName: requiredText(255), dataUrl: z.string().check(z.minLength(1, code('required'))) })
  .check(z.superRefine(byRule(checkImage)));
export type FlowImage = z.infer<typeof flowImageSchema>;

const countRange = (max: number) =>
  z.object({ min: z.nullish(intIn(0, max)), max: z.nullish(intIn(0, max)) }).check(
    z.superRefine((value, ctx) => {
      const rule = checkRange(value);
      if (rule) ctx.addIssue({ code: 'custom', path: ['max'], message: rule });
    }),
  );

/** Minutes since midnight; `toMinute` 1440 is the end of the day. */
const timeOfDayRange = z.object({ fromMinute: intIn(0, 1439), toMinute: intIn(1, 1440) }).check(
  z.superRefine((value, ctx) => {
    if (value.fromMinute >= value.toMinute) ctx.addIssue({ code: 'custom', path: ['toMinute'], message: 'flow.filter.range' });
  }),
);

/**
 * The filters of spec section 3, each optional (absent = no restriction): lists of the booking system's
 * ids for service, master/employee, service category and client category; the record statuses and
 * record types; the visit's time of day; ranges of visit count and money spent (in the account currency).
 */
export const flowFiltersSchema = z.object({
  serviceIds: z.optional(externalIds),
  staffIds: z.optional(externalIds),
  categoryIds: z.optional(externalIds),
  clientCategoryIds: z.optional(externalIds),
  recordStatuses: z.optional(uniqueList(z.enum(RECORD_STATUSES))),
  recordTypes: z.optional(uniqueList(z.enum(RECORD_TYPES))),
  time: z.optional(timeOfDayRange),
  visitCount: z.optional(countRange(100_000)),
  moneySpent: z.optional(countRange(1_000_000_000)),
});
export type FlowFilters = z.infer<typeof flowFiltersSchema>;

/**
 * Exclusion rules (named by the spec, not described): clients a flow skips even when its filters match.
 * Decision: a client with an upcoming record, one who visited or was messaged by this flow within N days,
 * or one of the given client categories or services.
 */
export const flowExclusionRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hasUpcomingRecord') }),
  z.object({ kind: z.literal('visitedWithinDays'), days: intIn(1, 365) }),
  z.object({ kind: z.literal('messagedWithinDays'), days: intIn(1, 365) }),
  z.object({ kind: z.literal('clientCategory'), ids: externalIds.check(z.minLength(1, code('required'))) }),
  z.object({ kind: z.literal('service'), ids: externalIds.check(z.minLength(1, code('required'))) }),
]);
export type FlowExclusionRule = z.infer<typeof flowExclusionRuleSchema>;

/**
 * Everything the owner edits in a flow (spec section 3). Hours: beginHour 0-23 and endHour 1-24 (24 is
 * midnight), -1 for "not set". daysOfWeek: ISO weekdays, 1 = Monday, at least one. The numeric settings
 * are null where the type does not read them: visitReminder reads intervalMinutes (minutes before the
 * visit: 1440, 120 or 60), reviewRequest reviewRangeMinutes (minutes after the visit), birthday
 * birthdayDaysBefore, returnVisit reminderDaysN (30), retryNotify retryDays, retryNotifyRange dayRange
 * (how far back, in days) and notificationsPerDay (a field of ours: the spec's 200-a-day limit needs a
 * value to limit), record notices and the sales kinds delayMinutes. endDate: when the flow stops.
 */
export const flowSettingsShape = {
  title: requiredText(FLOW_TITLE_MAX_LENGTH),
  content: messageText(FLOW_CONTENT_MAX_LENGTH),
  type: flowTypeSchema,
  beginHour: intIn(-1, 23),
  endHour: z.union([z.literal(-1), intIn(1, 24)], code('number.outOfRange')),
  daysOfWeek: uniqueList(z.union(WEEKDAYS.map((day) => z.literal(day)), code('number.outOfRange'))).check(z.minLength(1, code('required'))),
  filters: flowFiltersSchema,
  intervalMinutes: z.nullable(intIn(1, 43_200)),
  reviewRangeMinutes: z.nullable(intIn(0, 43_200)),
  birthdayDaysBefore: z.nullable(intIn(0, 60)),
  retryDays: z.nullable(intIn(1, 365)),
  dayRange: z.nullable(intIn(1, 3650)),
  delayMinutes: z.nullable(intIn(0, 43_200)),
  reminderDaysN: z.nullable(intIn(1, 365)),
  notificationsPerDay: z.nullable(intIn(1, 100_000)),
  exclusionRules: z.array(flowExclusionRuleSchema).check(z.maxLength(20, code('number.outOfRange'))),
  buttons: flowButtonsSchema,
  image: z.nullable(flowImageSchema),
  fileCaption: z.boolean(),
  endDate: z.nullable(isoDateTime),
};
export const flowSettingsSchema = z.object(flowSettingsShape);
export type FlowSettings = z.infer<typeof flowSettingsSchema>;

/** Who handed or copied a flow to this account, and when its owner accepted it. */
export const flowOriginSchema = z.object({ fromEmail: z.string(), copy: z.boolean(), at: isoDateTime });
export type FlowOrigin = z.infer<typeof flowOriginSchema>;

/**
 * The Flow entity of spec section 3 as the API answers it: the settings, plus what the API keeps. status
 * is the effective one: a flow whose type the user's tariff does not allow reads "unavailable" whatever
 * it was (spec section 4). integration and templateType say which template it was made from (null: blank).
 */
export const flowSchema = z.extend(flowSettingsSchema, {
  id: z.string(),
  mode: flowModeSchema,
  status: flowStatusSchema,
  lastStart: z.nullable(isoDateTime),
  nextStart: z.nullable(isoDateTime),
  createdAt: isoDateTime,
  editedAt: isoDateTime,
  integration: flowIntegrationSchema,
  templateType: z.nullable(z.string()),
  /**
   * Raised by every edit of the owner's (PATCH, bulk texts), not by the engine's status changes or
   * the mode and pause actions. A save may send the version it was based on: a stale one is refused
   * 409 VERSION_CONFLICT with the flow as stored (`current`), so no edit silently overwrites another.
   */
  version: z.int(),
  /**
   * Why the flow is in error (status "error"; null otherwise): the message-log reason the engine stopped
   * on, one the owner must fix: noChannel, channelNotAuthorized, noTestPhone or quotaExhausted.
   */
  errorReason: z.nullable(z.string()),
  /** Where the flow came from when another user handed or copied it here (their consent and ours): null for the account's own. */
  receivedFrom: z.nullable(flowOriginSchema),
});
export type Flow = z.infer<typeof flowSchema>;

/** A row of the flow list: no filters, buttons or image data, so a page of 100 stays small. */
export const flowSummarySchema = z.extend(
  z.pick(flowSchema, {
    id: true,
    title: true,
    content: true,
    type: true,
    mode: true,
    status: true,
    lastStart: true,
    nextStart: true,
    endDate: true,
    createdAt: true,
    editedAt: true,
    integration: true,
    templateType: true,
    version: true,
    errorReason: true,
    receivedFrom: true,
  }),
  { hasImage: z.boolean() },
);
export type FlowSummary = z.infer<typeof flowSummarySchema>;
/** The `current` of a bulk text save refused 409 VERSION_CONFLICT: the stale flows as stored. */
export const flowSummaryListSchema = z.array(flowSummarySchema);

export const FLOW_SORT_FIELDS = ['title', 'type', 'mode', 'status', 'createdAt', 'editedAt', 'lastStart', 'nextStart', 'endDate'] as const;
export type FlowSortField = (typeof FLOW_SORT_FIELDS)[number];

/**
 * GET api/v1/Workflows: one page, filtered, searched and sorted by the API. status and type take
 * comma-separated lists; search looks for the text in title and content, case-insensitively; empty
 * dates sort last either way, and id breaks ties so pages never overlap. Default: newest first.
 */
export const flowListQuerySchema = z.object({
  ...pageQueryShape,
  status: z.optional(csvEnumSchema(FLOW_STATUSES)),
  type: z.optional(csvEnumSchema(FLOW_TYPES)),
  mode: z.optional(flowModeSchema),
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  sort: z._default(z.enum(FLOW_SORT_FIELDS), 'createdAt'),
  order: z._default(z.enum(SORT_ORDERS), 'desc'),
});
export type FlowListQuery = z.output<typeof flowListQuerySchema>;

/** What the client passes for the list; the fetcher writes it as the query string above. */
export interface FlowListParams extends PageParams {
  status?: FlowStatus[];
  type?: FlowType[];
  mode?: FlowMode;
  search?: string;
  sort?: FlowSortField;
  order?: SortOrder;
}

export const flowPageSchema = pageSchema(flowSummarySchema);
export type FlowPage = z.infer<typeof flowPageSchema>;

/** POST api/v1/Workflows/{id}/Mode, and with ids in bulk: switch test/combat, both ways (spec section 4). */
export const flowModeRequestSchema = z.object({ mode: flowModeSchema });
export type FlowModeRequest = z.input<typeof flowModeRequestSchema>;

/** Ids of a bulk call: 1 to 1,000, each once. Ids that are not the caller's flows fail the whole call with 404. */
export const flowIdsSchema = uniqueList(z.string().check(z.minLength(1), z.maxLength(64))).check(
  z.minLength(1, code('required')),
  z.maxLength(1000, code('number.outOfRange')),
);

/** POST api/v1/Workflows/Bulk/{Pause|Resume|Delete}. */
export const bulkFlowsRequestSchema = z.object({ ids: flowIdsSchema });
export type BulkFlowsRequest = z.input<typeof bulkFlowsRequestSchema>;

/** POST api/v1/Workflows/Bulk/Mode. */
export const bulkFlowModeRequestSchema = z.object({ ids: flowIdsSchema, mode: flowModeSchema });
export type BulkFlowModeRequest = z.input<typeof bulkFlowModeRequestSchema>;

/**
 * The answer of a bulk action. Decision: a bulk action does what it can. `applied` lists the flows now in
 * the state asked for (those already in it included); one it could not change (a finished flow cannot be
 * resumed, an unavailable one cannot run) is skipped with the error code, message and field codes a single call
 * gives, so the client words the reason in the user's language (the message is the API's English).
 */
export const bulkFlowsResultSchema = z.object({
  applied: z.array(z.string()),
  skipped: z.array(z.object({ id: z.string(), code: z.string(), message: z.string(), fields: z.optional(z.record(z.string(), z.string())) })),
});
export type BulkFlowsResult = z.infer<typeof bulkFlowsResultSchema>;

/**
 * POST api/v1/Workflows/Transfer: offer flows to another user, to hand over (copy false) or as a copy (copy
 * true), by that user's id or e-mail (`targetUserId` takes either, checkTransferTarget; issue 21). Only the owner of every flow may; an unknown target is 404
 * TARGET_USER_NOT_FOUND, oneself is refused. Nothing is written to the other account until its owner
 * accepts (issue 35: no flows land in an account without its consent); until then the flows stay the
 * sender's. What arrives is paused and in test mode, since the other account has other clients and another
 * test phone; its owner starts it.
 */
export const transferFlowsRequestSchema = z.object({
  ids: flowIdsSchema,
  targetUserId: requiredText(254).check(z.superRefine(byRule(checkTransferTarget))),
  copy: z.boolean(),
});
export type TransferFlowsRequest = z.input<typeof transferFlowsRequestSchema>;
/** The offer made: it waits for the other user (GET Transfers/Incoming on their side). */
export const transferFlowsResultSchema = z.object({ transferId: z.string() });
export type TransferFlowsResult = z.infer<typeof transferFlowsResultSchema>;

/**
 * An offer of flows waiting for the caller's answer: who offers, whether as a copy, and the flows as they
 * are now (a flow the sender deleted since is gone from it; accepting takes what is left).
 */
export const incomingFlowTransferSchema = z.object({
  id: z.string(),
  fromEmail: z.string(),
  copy: z.boolean(),
  createdAt: isoDateTime,
  flows: z.array(z.object({ id: z.string(), title: z.string(), type: flowTypeSchema })),
});
export type IncomingFlowTransfer = z.infer<typeof incomingFlowTransferSchema>;
/** GET api/v1/Workflows/Transfers/Incoming: the offers waiting, oldest first. */
export const incomingFlowTransfersSchema = z.object({ items: z.array(incomingFlowTransferSchema) });
export type IncomingFlowTransfers = z.infer<typeof incomingFlowTransfersSchema>;
/** POST …/Transfers/:id/Accept: the flows' ids in the caller's account (the same ids moved, new ones copied). */
export const acceptFlowTransferResultSchema = z.object({ flowIds: z.array(z.string()) });
export type AcceptFlowTransferResult = z.infer<typeof acceptFlowTransferResultSchema>;

/**
 * PUT api/v1/Workflows/Texts, the bulk text editor (/flows/EditTextInFlows): new title and/or content for
 * up to 500 flows, saved all or none in one transaction. A refused text names its item (`items.3.content`);
 * one id that is not the caller's flow fails the whole call with 404 and nothing is saved.
 */
export const bulkTextsRequestSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string().check(z.minLength(1), z.maxLength(64)),
        title: z.optional(requiredText(FLOW_TITLE_MAX_LENGTH)),
        content: messageText(FLOW_CONTENT_MAX_LENGTH),
        /** The version the text was based on (Flow.version); a stale one refuses the whole call 409. */
        version: z.optional(z.int()),
      }),
    )
    .check(
      z.minLength(1, code('required')),
      z.maxLength(500, code('number.outOfRange')),
      z.superRefine((items, ctx) => {
        const seen = new Set<string>();
        items.forEach((item, index) => {
          if (seen.has(item.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'list.duplicate' });
          seen.add(item.id);
        });
      }),
    ),
});
export type BulkTextsRequest = z.input<typeof bulkTextsRequestSchema>;
export const bulkTextsResultSchema = z.object({ items: z.array(flowSummarySchema) });
export type BulkTextsResult = z.infer<typeof bulkTextsResultSchema>;

/**
 * GET api/v1/Workflows/{id}/Conversion?windowDays=7&days=30: for each of the last `days` days (UTC), the
 * messages this flow sent, how many were read, and how many converted: the client made a record within
 * windowDays (7, 14, 21 or 30, spec section 9) of the message.
 */
export const conversionQuerySchema = z.object({
  windowDays: z._default(
    z.coerce.number().check(
      z.int(),
      z.refine((value: number) => CONVERSION_WINDOWS.some((window) => window === value), code('number.outOfRange')),
    ),
    7,
  ),
  days: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(365)), 30),
});
/** What the client passes for a conversion (the query string above). */
export interface ConversionQuery {
  windowDays?: ConversionWindow;
  days?: number;
}
const conversionCountsSchema = z.object({ sent: z.int(), read: z.int(), converted: z.int() });
export const flowConversionSchema = z.object({
  flowId: z.string(),
  windowDays: z.int(),
  from: z.iso.date(),
  to: z.iso.date(),
  days: z.array(z.extend(conversionCountsSchema, { date: z.iso.date() })),
  totals: conversionCountsSchema,
});
export type FlowConversion = z.infer<typeof flowConversionSchema>;

/**
 * POST api/v1/Workflows/{id}/Recipients: who would get this flow's message among the given phones (the
 * booking system's clients; the reference API has none of its own). Test mode sends to the owner's phone
 * only; an opted-out phone gets nothing but the flow types it allows; an invalid number nothing.
 */
export const flowRecipientsRequestSchema = z.object({
  phones: z.array(z.string().check(z.maxLength(32))).check(z.minLength(1, code('required')), z.maxLength(1000, code('number.outOfRange'))),
});
export type FlowRecipientsRequest = z.input<typeof flowRecipientsRequestSchema>;
export const RECIPIENT_REASONS = ['client', 'allowedTask', 'blacklisted', 'testMode', 'invalidPhone'] as const;
export type RecipientReason = (typeof RECIPIENT_REASONS)[number];
export const flowRecipientsSchema = z.object({
  mode: flowModeSchema,
  /** In test mode, the one phone that receives: the owner's (null when the profile has none). */
  testPhone: z.nullable(z.string()),
  recipients: z.array(z.object({ phone: z.string(), receives: z.boolean(), reason: z.enum(RECIPIENT_REASONS) })),
});
export type FlowRecipients = z.infer<typeof flowRecipientsSchema>;

/** The languages templates are written in: the cabinet's four (spec section 1). */
export const TEMPLATE_LANGUAGES = ['ru', 'en', 'pt-BR', 'uk-UA'] as const;
export const templateLanguageSchema = z.enum(TEMPLATE_LANGUAGES);
export type TemplateLanguage = z.infer<typeof templateLanguageSchema>;

/**
 * GET api/v1/Workflows/{id}/Reach: whom a flow would message in the next 24 hours if it were live, asked
 * before the owner switches it from test to live (issue 21). Decision: counted from the engine's own plan,
 * not guessed: the messages the engine has planned for the flow (queued or waiting for their window)
 * and due within the day (the engine plans one day ahead), less the phones the blacklist keeps from this
 * flow's type; `clients` counts distinct phones. A paused flow plans nothing, so it reaches 0 until it
 * continues; the owner's daily report goes to the owner alone and reaches no client.
 */
export const flowReachSchema = z.object({
  flowId: z.string(),
  /** The day counted: from now to 24 hours later. */
  from: isoDateTime,
  to: isoDateTime,
  clients: z.int(),
  messages: z.int(),
});
export type FlowReach = z.infer<typeof flowReachSchema>;

/**
 * A template (spec section 2: /templates/{integration}, add/{templateType}): a ready flow of one type with
 * its default text and settings. Decision: templates are a constant table of the API, written in each of
 * the four languages (the spec shows neither their list nor their wording). The list answers what the
 * owner reads (title, description) in the language the page asks for (`?language=`, else the account's),
 * and what clients will receive (content, button texts) in the account's language (users.language; Russian,
 * the engine's default, when unset): a flow created from a template sends exactly the previewed text.
 */
export const flowTemplateSchema = z.object({
  integration: flowIntegrationSchema,
  templateType: z.string(),
  flowType: flowTypeSchema,
  title: z.string(),
  description: z.string(),
  content: z.string(),
  settings: z.partial(
    z.pick(flowSettingsSchema, {
    intervalMinutes: true,
    reviewRangeMinutes: true,
    birthdayDaysBefore: true,
    retryDays: true,
    dayRange: true,
    delayMinutes: true,
    reminderDaysN: true,
    notificationsPerDay: true,
      buttons: true,
    }),
  ),
  /** False when the user's tariff does not allow the flow type (spec section 4): the UI shows it locked. */
  available: z.boolean(),
});
export type FlowTemplate = z.infer<typeof flowTemplateSchema>;
/** GET api/v1/Templates/{integration}. */
export const flowTemplateListSchema = z.array(flowTemplateSchema);

/** POST api/v1/Templates/{integration}/Add/{templateType} (201 Flow): the title may differ from the template's. */
export const addFlowFromTemplateRequestSchema = z.object({
  title: z.optional(requiredText(FLOW_TITLE_MAX_LENGTH)),
  mode: z.optional(flowModeSchema),
  /** The page's language: the flow's texts are in it when the account keeps no language (our design, issue 36). */
  language: z.optional(templateLanguageSchema),
});
export type AddFlowFromTemplateRequest = z.input<typeof addFlowFromTemplateRequestSchema>;


/** The settings of a new blank flow of a type: what POST api/v1/Workflows starts from before the body. */
export function newFlowSettings(type: FlowType): FlowSettings {
  return {
    title: 'New flow',
    content: '',
    type,
    beginHour: HOUR_NOT_SET,
    endHour: HOUR_NOT_SET,
    daysOfWeek: [...WEEKDAYS],
    filters: {},
    intervalMinutes: null,
    reviewRangeMinutes: null,
    birthdayDaysBefore: null,
    retryDays: null,
    dayRange: null,
    delayMinutes: null,
    reminderDaysN: null,
    notificationsPerDay: null,
    ...FLOW_TYPE_DEFAULTS[type],
    exclusionRules: [],
    buttons: [],
    image: null,
    fileCaption: false,
    endDate: null,
  };
}

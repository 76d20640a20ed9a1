import { RULE_CODES } from '@cabinet/api/core';
import {
  checkContentForMode,
  FLOW_RULE_CODES,
  FLOW_TYPE_DEFAULTS,
  validateFlowSettings,
  type Flow,
  type FlowButtonType,
  type FlowExclusionRule,
  type FlowImage,
  type FlowNumericSetting,
  type FlowSettings,
  type FlowType,
  type RecordStatus,
  type RecordType,
} from '@cabinet/api/flows';
// The editor checks a call button's phone as the API will: the numbering plans load with the editor.
import { updateFlowRequestSchema } from '@cabinet/api/phone';

/**
 * The editor's tabs, each with its own URL. The form tabs each have their own save (a PATCH of their
 * fields only); the conversion and messages tabs only read. The header (type, mode, status) is outside them: those
 * change through their own calls.
 */
export const FORM_TABS = ['message', 'schedule', 'filters', 'exclusions'] as const;
export type FormTab = (typeof FORM_TABS)[number];
export const EDITOR_TABS = [...FORM_TABS, 'conversion', 'messages'] as const;
export type EditorTab = (typeof EDITOR_TABS)[number];

/** The tab a URL names; an absent or unknown one is the first. */
export function resolveTab(value: string | null | undefined): EditorTab {
  return EDITOR_TABS.find((tab) => tab === value) ?? EDITOR_TABS[0];
}

export type FlowField = keyof FlowSettings;
/** Refused fields by their API path (`buttons.1.url`), each with its rule code. */
export type FieldErrors = Readonly<Record<string, string>>;

/**
 * How one tab reads a flow into its form and writes the form back in the API's shape. `toRaw` does not
 * validate: the request schema and the shared rules judge its output, as the API judges the request.
 */
export interface TabAdapter<V> {
  fields: readonly FlowField[];
  toValues(flow: Flow): V;
  toRaw(values: V): Partial<Record<FlowField, unknown>>;
}

// --- message -------------------------------------------------------------------------------------

export interface ButtonValues {
  type: FlowButtonType;
  text: string;
  url?: string;
  phone?: string;
}

export interface MessageValues {
  title: string;
  content: string;
  buttons: ButtonValues[];
  image: FlowImage | null;
  fileCaption: boolean;
}

export const messageAdapter: TabAdapter<MessageValues> = {
  fields: ['title', 'content', 'buttons', 'image', 'fileCaption'],
  toValues: (flow) => ({
    title: flow.title,
    content: flow.content,
    buttons: flow.buttons.map((button) => ({ ...button })),
    image: flow.image,
    fileCaption: flow.fileCaption,
  }),
  toRaw: (values) => ({
    title: values.title,
    content: values.content,
    buttons: values.buttons.map((button) => {
      if (button.type === 'url') return { type: button.type, text: button.text ?? '', url: button.url ?? '' };
      if (button.type === 'call') return { type: button.type, text: button.text ?? '', phone: button.phone ?? '' };
      return { type: button.type, text: button.text ?? '' };
    }),
    image: values.image,
    fileCaption: values.fileCaption,
  }),
};

// --- schedule ------------------------------------------------------------------------------------

export type ScheduleValues = Record<FlowNumericSetting, number | null> & {
  beginHour: number;
  endHour: number;
  daysOfWeek: number[];
  /** `datetime-local` text in the browser's time zone; empty for "no end date". */
  endDate: string;
};

/** The numeric settings a type reads: the ones it has a default for (shared FLOW_TYPE_DEFAULTS). */
export function typeSettings(type: FlowType): FlowNumericSetting[] {
  const defaults = FLOW_TYPE_DEFAULTS[type];
  const all: readonly FlowNumericSetting[] = [
    'intervalMinutes',
    'reviewRangeMinutes',
    'birthdayDaysBefore',
    'reminderDaysN',
    'retryDays',
    'dayRange',
    'notificationsPerDay',
    'delayMinutes',
  ];
  return all.filter((setting) => setting in defaults);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as `datetime-local` text in the browser's time zone, to the minute. */
export function toLocalDateTime(iso: string | null): string {
  if (iso === null) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `datetime-local` text (local time) as an ISO instant; text that is no date stays as it is, for the schema to refuse. */
export function fromLocalDateTime(value: string): string | null {
  if (value.trim() === '') return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}

export function scheduleAdapter(type: FlowType): TabAdapter<ScheduleValues> {
  const settings = typeSettings(type);
  return {
    fields: [...settings, 'beginHour', 'endHour', 'daysOfWeek', 'endDate'],
    toValues: (flow) => ({
      intervalMinutes: flow.intervalMinutes,
      reviewRangeMinutes: flow.reviewRangeMinutes,
      birthdayDaysBefore: flow.birthdayDaysBefore,
      retryDays: flow.retryDays,
      dayRange: flow.dayRange,
      delayMinutes: flow.delayMinutes,
      reminderDaysN: flow.reminderDaysN,
      notificationsPerDay: flow.notificationsPerDay,
      beginHour: flow.beginHour,
      endHour: flow.endHour,
      daysOfWeek: [...flow.daysOfWeek],
      endDate: toLocalDateTime(flow.endDate),
    }),
    toRaw: (values) => ({
      ...Object.fromEntries(settings.map((setting) => [setting, values[setting] ?? null])),
      beginHour: values.beginHour,
      endHour: values.endHour,
      daysOfWeek: [...values.daysOfWeek].sort((a, b) => a - b),
      endDate: fromLocalDateTime(values.endDate),
    }),
  };
}

// --- filters -------------------------------------------------------------------------------------

export interface FilterValues {
  filters: {
    serviceIds: string[];
    staffIds: string[];
    categoryIds: string[];
    clientCategoryIds: string[];
    recordStatuses: RecordStatus[];
    recordTypes: RecordType[];
    /** `HH:MM` text; empty for no limit. */
    time: { fromMinute: string; toMinute: string };
    visitCount: { min: number | null; max: number | null };
    moneySpent: { min: number | null; max: number | null };
  };
}

const ID_FILTERS = ['serviceIds', 'staffIds', 'categoryIds', 'clientCategoryIds'] as const;

function minuteText(minute: number): string {
  return `${pad(Math.floor(minute / 60) % 24)}:${pad(minute % 60)}`;
}

/** `HH:MM` as minutes since midnight; as the end of a range, 00:00 is the end of the day (1440). */
function minuteOf(text: string, isEnd: boolean): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  return isEnd && minute === 0 ? 1440 : minute;
}

function rangeOrUndefined(range: { min: number | null; max: number | null }) {
  return range.min === null && range.max === null ? undefined : { min: range.min, max: range.max };
}

export const filtersAdapter: TabAdapter<FilterValues> = {
  fields: ['filters'],
  toValues: ({ filters }) => ({
    filters: {
      serviceIds: filters.serviceIds ?? [],
      staffIds: filters.staffIds ?? [],
      categoryIds: filters.categoryIds ?? [],
      clientCategoryIds: filters.clientCategoryIds ?? [],
      recordStatuses: filters.recordStatuses ?? [],
      recordTypes: filters.recordTypes ?? [],
      time: filters.time ? { fromMinute: minuteText(filters.time.fromMinute), toMinute: minuteText(filters.time.toMinute) } : { fromMinute: '', toMinute: '' },
      visitCount: { min: filters.visitCount?.min ?? null, max: filters.visitCount?.max ?? null },
      moneySpent: { min: filters.moneySpent?.min ?? null, max: filters.moneySpent?.max ?? null },
    },
  }),
  toRaw: ({ filters }) => {
    const raw: Record<string, unknown> = {};
    for (const name of ID_FILTERS) if (filters[name].length > 0) raw[name] = filters[name];
    if (filters.recordStatuses.length > 0) raw.recordStatuses = filters.recordStatuses;
    if (filters.recordTypes.length > 0) raw.recordTypes = filters.recordTypes;
    const { fromMinute, toMinute } = filters.time;
    // One end without the other reaches the schema as null there: "required" at that end.
    if (fromMinute !== '' || toMinute !== '') raw.time = { fromMinute: minuteOf(fromMinute, false), toMinute: minuteOf(toMinute, true) };
    const visitCount = rangeOrUndefined(filters.visitCount);
    if (visitCount) raw.visitCount = visitCount;
    const moneySpent = rangeOrUndefined(filters.moneySpent);
    if (moneySpent) raw.moneySpent = moneySpent;
    return { filters: raw };
  },
};

// --- exclusions ----------------------------------------------------------------------------------

export type ExclusionKind = FlowExclusionRule['kind'];
export const EXCLUSION_KINDS: readonly ExclusionKind[] = ['hasUpcomingRecord', 'visitedWithinDays', 'messagedWithinDays', 'clientCategory', 'service'];

export interface ExclusionValues {
  exclusionRules: Array<{ kind: ExclusionKind; days?: number | null; ids?: string[] }>;
}

export function exclusionNeeds(kind: ExclusionKind): 'days' | 'ids' | null {
  if (kind === 'visitedWithinDays' || kind === 'messagedWithinDays') return 'days';
  if (kind === 'clientCategory' || kind === 'service') return 'ids';
  return null;
}

export const exclusionsAdapter: TabAdapter<ExclusionValues> = {
  fields: ['exclusionRules'],
  toValues: (flow) => ({ exclusionRules: flow.exclusionRules.map((rule) => ({ ...rule })) }),
  toRaw: (values) => ({
    exclusionRules: values.exclusionRules.map((rule) => {
      const needs = exclusionNeeds(rule.kind);
      if (needs === 'days') return { kind: rule.kind, days: rule.days ?? null };
      if (needs === 'ids') return { kind: rule.kind, ids: rule.ids ?? [] };
      return { kind: rule.kind };
    }),
  }),
};

// --- checking a tab before it is sent -----------------------------------------------------------

/** The tab's fields whose value differs from the flow's: what its save sends. */
export function changedFields<V>(adapter: TabAdapter<V>, values: V, flow: Flow): FlowField[] {
  const raw = adapter.toRaw(values);
  const saved = adapter.toRaw(adapter.toValues(flow));
  return adapter.fields.filter((field) => JSON.stringify(raw[field]) !== JSON.stringify(saved[field]));
}

const KNOWN_CODES: readonly string[] = [...RULE_CODES, ...FLOW_RULE_CODES];

/** A field the request leaves out or sends empty fails the schema's type check: we call that 'required', as the API does. */
function issueCode(issue: { message: string; code: string; input?: unknown }): string {
  if (KNOWN_CODES.includes(issue.message)) return issue.message;
  if (issue.input == null && (issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union')) return 'required';
  return 'number.outOfRange';
}

export type UpdateBody = NonNullable<ReturnType<typeof updateFlowRequestSchema.safeParse>['data']>;

export interface TabCheck {
  /** The PATCH body: the tab's changed fields, as the schema reads them; null when a rule refused one. */
  body: UpdateBody | null;
  errors: FieldErrors;
}

/**
 * The rules a tab's fields meet before the PATCH goes: the request schema (field by field, with the
 * shared rule codes) and the rules over the whole flow (validateFlowSettings, and combat needing a text)
 * on the flow as it would be saved. The API runs the same ones.
 */
export function checkTab<V>(adapter: TabAdapter<V>, values: V, flow: Flow, now: Date): TabCheck {
  const raw = adapter.toRaw(values);
  const candidate = Object.fromEntries(changedFields(adapter, values, flow).map((field) => [field, raw[field]]));
  const parsed = updateFlowRequestSchema.safeParse(candidate, { reportInput: true });
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) errors[issue.path.map(String).join('.')] ??= issueCode(issue);
  // The whole-flow rules still judge the fields the schema accepted, so every refusal shows at once.
  const refused = new Set(Object.keys(errors).map((path) => path.split('.')[0]));
  const accepted = parsed.success ? parsed : updateFlowRequestSchema.safeParse(Object.fromEntries(Object.entries(candidate).filter(([field]) => !refused.has(field))));
  if (accepted.success) {
    const next: FlowSettings = { ...flow, ...accepted.data };
    const ruleErrors: Partial<Record<string, string>> = validateFlowSettings(next, { now, checkEndDate: accepted.data.endDate !== undefined });
    if (adapter.fields.includes('content')) ruleErrors.content ??= checkContentForMode(next.content, flow.mode) ?? undefined;
    for (const [field, code] of Object.entries(ruleErrors)) {
      if (code && !refused.has(field) && adapter.fields.some((own) => own === field)) errors[field] = code;
    }
  }
  return { body: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null, errors };
}

/** Whether an API path (`filters.time.toMinute`) is one of the tab's fields. */
export function isTabPath(adapter: TabAdapter<unknown>, path: string): boolean {
  const field = path.split('.')[0];
  return adapter.fields.some((own) => own === field);
}

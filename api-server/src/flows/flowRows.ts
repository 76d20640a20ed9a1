import { FLOW_STATUSES, flowSchema, flowSettingsSchema, flowSummarySchema, type Flow, type FlowSettings, type FlowSummary, type FlowType } from '@cabinet/api/flows';

/** The flows columns the API reads for one flow (snake_case, as PostgreSQL returns them). */
export type FlowRow = {
  id: string;
  user_id: string;
  title: string;
  content: string;
  type: string;
  mode: string;
  status: string;
  integration: string;
  template_type: string | null;
  begin_hour: number;
  end_hour: number;
  days_of_week: number[];
  filters: unknown;
  interval_minutes: number | null;
  review_range_minutes: number | null;
  birthday_days_before: number | null;
  retry_days: number | null;
  day_range: number | null;
  delay_minutes: number | null;
  reminder_days_n: number | null;
  notifications_per_day: number | null;
  exclusion_rules: unknown;
  buttons: unknown;
  image_file_name: string | null;
  image_data_url: string | null;
  file_caption: boolean;
  last_start: Date | null;
  next_start: Date | null;
  end_date: Date | null;
  created_at: Date;
  edited_at: Date;
  version: number;
  received_from_email: string | null;
  received_as_copy: boolean | null;
  received_at: Date | null;
  /** Read where the query asks for it (errorReasonSql); absent otherwise. */
  error_reason?: string | null;
};

export const FLOW_COLUMNS = `id, user_id, title, content, type, mode, status, integration, template_type, begin_hour, end_hour,
  days_of_week, filters, interval_minutes, review_range_minutes, birthday_days_before, retry_days, day_range, delay_minutes,
  reminder_days_n, notifications_per_day, exclusion_rules, buttons, image_file_name, image_data_url, file_caption,
  last_start, next_start, end_date, created_at, edited_at, version, received_from_email, received_as_copy, received_at`;

/**
 * Why a flow is in error (issue 21): the reason of its latest finished message, which the engine's status
 * rule read (messaging/flowState.ts: a reason only the owner can fix); null for any other status.
 */
export const errorReasonSql = (alias: string) =>
  `(case when ${alias}.status = 'error' then (select m.reason from messages m where m.flow_id = ${alias}.id
     and m.status in ('sent', 'delivered', 'read', 'replied', 'failed', 'skipped')
     order by coalesce(m.sent_at, m.failed_at, m.updated_at) desc, m.id desc limit 1) end)`;

/** A list row: the summary columns only, never the image data. */
export type FlowSummaryRow = Pick<
  FlowRow,
  'id' | 'title' | 'content' | 'type' | 'mode' | 'integration' | 'template_type' | 'last_start' | 'next_start' | 'end_date' | 'created_at' | 'edited_at' | 'version' | 'error_reason' | 'received_from_email' | 'received_as_copy' | 'received_at'
> & { status: string; has_image: boolean };

/**
 * The status the API answers with, in SQL: 'unavailable' for a type in $gated (those the owner's tariff
 * does not allow, spec section 4), the stored status otherwise. Lists filter and sort on it.
 */
export const effectiveStatusSql = (alias: string, gatedParam: string) =>
  `(case when ${alias}.type = any(${gatedParam}::text[]) then 'unavailable' else ${alias}.status end)`;

export const FLOW_SUMMARY_COLUMNS = (gatedParam: string) =>
  `f.id, f.title, f.content, f.type, f.mode, ${effectiveStatusSql('f', gatedParam)} as status, f.integration, f.template_type,
   f.last_start, f.next_start, f.end_date, f.created_at, f.edited_at, f.version, f.image_file_name is not null as has_image,
   f.received_from_email, f.received_as_copy, f.received_at,
   ${errorReasonSql('f')} as error_reason`;

/** Status sorts in lifecycle order (the order of FLOW_STATUSES), not alphabetically. */
export const STATUS_ORDER_SQL = `array[${FLOW_STATUSES.map((status) => `'${status}'`).join(', ')}]::text[]`;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Where an accepted transfer or copy came from; null for the account's own flows. */
function originOf(row: Pick<FlowRow, 'received_from_email' | 'received_as_copy' | 'received_at'>) {
  return row.received_from_email !== null && row.received_at !== null
    ? { fromEmail: row.received_from_email, copy: row.received_as_copy === true, at: row.received_at.toISOString() }
    : null;
}

function effectiveStatus(row: { status: string; type: string }, gated: readonly FlowType[]): string {
  return gated.some((type) => type === row.type) ? 'unavailable' : row.status;
}

/** Row to the shared Flow, checked against the schema before it leaves. */
export function toFlow(row: FlowRow, gated: readonly FlowType[]): Flow {
  return flowSchema.parse({
    ...settingsFields(row),
    id: row.id,
    mode: row.mode,
    status: effectiveStatus(row, gated),
    lastStart: iso(row.last_start),
    nextStart: iso(row.next_start),
    createdAt: iso(row.created_at),
    editedAt: iso(row.edited_at),
    integration: row.integration,
    templateType: row.template_type,
    version: row.version,
    errorReason: row.status === 'error' ? (row.error_reason ?? null) : null,
    receivedFrom: originOf(row),
  });
}

export function toFlowSummary(row: FlowSummaryRow): FlowSummary {
  return flowSummarySchema.parse({
    id: row.id,
    title: row.title,
    content: row.content,
    type: row.type,
    mode: row.mode,
    status: row.status,
    lastStart: iso(row.last_start),
    nextStart: iso(row.next_start),
    endDate: iso(row.end_date),
    createdAt: iso(row.created_at),
    editedAt: iso(row.edited_at),
    integration: row.integration,
    templateType: row.template_type,
    version: row.version,
    errorReason: row.status === 'error' ? (row.error_reason ?? null) : null,
    receivedFrom: originOf(row),
    hasImage: row.has_image,
  });
}

/** The editable settings of a stored flow, for merging an update into. */
export function toSettings(row: FlowRow): FlowSettings {
  return flowSettingsSchema.parse(settingsFields(row));
}

function settingsFields(row: FlowRow) {
  return {
    title: row.title,
    content: row.content,
    type: row.type,
    beginHour: row.begin_hour,
    endHour: row.end_hour,
    daysOfWeek: row.days_of_week,
    filters: row.filters,
    intervalMinutes: row.interval_minutes,
    reviewRangeMinutes: row.review_range_minutes,
    birthdayDaysBefore: row.birthday_days_before,
    retryDays: row.retry_days,
    dayRange: row.day_range,
    delayMinutes: row.delay_minutes,
    reminderDaysN: row.reminder_days_n,
    notificationsPerDay: row.notifications_per_day,
    exclusionRules: row.exclusion_rules,
    buttons: row.buttons,
    image: row.image_file_name !== null && row.image_data_url !== null ? { fileName: row.image_file_name, dataUrl: row.image_data_url } : null,
    fileCaption: row.file_caption,
    endDate: iso(row.end_date),
  };
}

/** The settings columns, in the order of settingsParams: insert and update write them alike. */
export const SETTINGS_COLUMNS = [
  'title',
  'content',
  'type',
  'begin_hour',
  'end_hour',
  'days_of_week',
  'filters',
  'interval_minutes',
  'review_range_minutes',
  'birthday_days_before',
  'retry_days',
  'day_range',
  'delay_minutes',
  'reminder_days_n',
  'notifications_per_day',
  'exclusion_rules',
  'buttons',
  'image_file_name',
  'image_data_url',
  'file_caption',
  'end_date',
] as const;

/** Casts that make both engines read the parameters alike: jsonb from JSON text, int[] from an array. */
const CASTS: Partial<Record<(typeof SETTINGS_COLUMNS)[number], string>> = {
  days_of_week: '::int[]',
  filters: '::jsonb',
  exclusion_rules: '::jsonb',
  buttons: '::jsonb',
  end_date: '::timestamptz',
};

/** `$first, $first+1, ...` placeholders, cast per column. */
export function settingsPlaceholders(first: number): string[] {
  return SETTINGS_COLUMNS.map((column, index) => `$${first + index}${CASTS[column] ?? ''}`);
}

export function settingsParams(settings: FlowSettings): unknown[] {
  return [
    settings.title,
    settings.content,
    settings.type,
    settings.beginHour,
    settings.endHour,
    settings.daysOfWeek,
    JSON.stringify(settings.filters),
    settings.intervalMinutes,
    settings.reviewRangeMinutes,
    settings.birthdayDaysBefore,
    settings.retryDays,
    settings.dayRange,
    settings.delayMinutes,
    settings.reminderDaysN,
    settings.notificationsPerDay,
    JSON.stringify(settings.exclusionRules),
    JSON.stringify(settings.buttons),
    settings.image?.fileName ?? null,
    settings.image?.dataUrl ?? null,
    settings.fileCaption,
    settings.endDate,
  ];
}

import type { Distribution, UpdateDistributionRequest, DistributionClientFilter, DistributionMode, DistributionType } from '@cabinet/api/distributions';
import type { FlowImage, WEEKDAYS } from '@cabinet/api/flows';
import type { PhoneCountry } from '@cabinet/api/phone';
import { DISTRIBUTION_DAILY_LIMIT, wallClock, zonedInstant } from '@cabinet/api/distributions';

/*
 * The mailing being made or edited, across the wizard's steps (each its own URL). It is kept in the
 * session's storage as it changes, so a reload, Back, or a failed save loses nothing the user typed.
 */

export const STEPS = ['message', 'audience', 'schedule', 'review'] as const;
export type Step = (typeof STEPS)[number];

export function stepOf(value: string | undefined): Step {
  return STEPS.find((step) => step === value) ?? 'message';
}

/** The uploaded list as the preview left it: what goes up, and the counts the review repeats. */
export interface ListAudience {
  source: 'list';
  fileName: string;
  rows: Array<{ name: string; phone: string }>;
  /** Rows that will be skipped as blacklisted (they go up: the engine logs the skip). */
  blacklisted: number;
}

export type DraftAudience = ListAudience | { source: 'clients'; filter: DistributionClientFilter };

export interface Draft {
  title: string;
  type: DistributionType | null;
  mode: DistributionMode;
  text: string;
  image: FlowImage | null;
  /** Wall-clock date-time as the form writes it (YYYY-MM-DDTHH:mm), read in the account's zone (its branch's, as the hours are). */
  startAt: string;
  endAt: string | null;
  daysOfWeek: Array<(typeof WEEKDAYS)[number]>;
  beginHour: number;
  endHour: number;
  perDay: number;
  aiAssistantId: string | null;
  /** null: kept as saved (editing a mailing whose recipients are on the server). */
  audience: DraftAudience | null;
  /** Editing: the saved mailing's version the edit is based on; a save sends it, so a stale one is refused 409. */
  version?: number;
  /** A list split into several mailings: the ids of the parts already created, so a retry creates only the rest. */
  splitCreated?: string[];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local value: the wall clock in the account's zone, not the browser's. */
export function localInput(at: Date, timeZone: string): string {
  const clock = wallClock(at, timeZone);
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** A datetime-local value, read in the account's zone, as an ISO instant; null when it is not one. */
export function isoOf(value: string | null, timeZone: string): string | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value) : null;
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number);
  if (year === undefined || month === undefined || day === undefined || hour === undefined || minute === undefined) return null;
  // A date the calendar has not (the 31st of a short month) and a clock past 23:59 are no instants.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day || month > 12 || hour > 23 || minute > 59) return null;
  const at = zonedInstant({ year, month, day }, hour, minute, timeZone);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** A new mailing: it starts at the next whole hour of the account's clock. */
export function newDraft(now: Date, timeZone: string): Draft {
  const start = localInput(new Date(now.getTime() + 60 * 60_000), timeZone).replace(/:\d{2}$/, ':00');
  return {
    title: '',
    type: null,
    mode: 'test',
    text: '',
    image: null,
    startAt: start,
    endAt: null,
    daysOfWeek: [1, 2, 3, 4, 5],
    beginHour: 10,
    endHour: 20,
    perDay: DISTRIBUTION_DAILY_LIMIT,
    aiAssistantId: null,
    audience: null,
  };
}

export function draftOf(mailing: Distribution, timeZone: string): Draft {
  return {
    title: mailing.title,
    type: mailing.type,
    mode: mailing.mode,
    text: mailing.text,
    image: mailing.image,
    startAt: localInput(new Date(mailing.startAt), timeZone),
    endAt: mailing.endAt ? localInput(new Date(mailing.endAt), timeZone) : null,
    daysOfWeek: [...mailing.daysOfWeek],
    beginHour: mailing.beginHour,
    endHour: mailing.endHour,
    perDay: mailing.perDay,
    aiAssistantId: mailing.aiAssistantId,
    audience: null,
    version: mailing.version,
  };
}

/** The request the draft makes (its recipients left out when unchanged); the API checks it again. */
export function requestOf(draft: Draft, timeZone: string): UpdateDistributionRequest {
  const audience: UpdateDistributionRequest['audience'] =
    draft.audience === null
      ? undefined
      : draft.audience.source === 'list'
        ? { source: 'list', fileName: draft.audience.fileName, rows: draft.audience.rows }
        : { source: 'clients', filter: draft.audience.filter };
  return {
    title: draft.title,
    type: draft.type ?? 'whatsapp',
    mode: draft.mode,
    text: draft.text,
    image: draft.image,
    startAt: isoOf(draft.startAt, timeZone) ?? draft.startAt,
    endAt: isoOf(draft.endAt, timeZone),
    daysOfWeek: draft.daysOfWeek,
    beginHour: draft.beginHour,
    endHour: draft.endHour,
    perDay: draft.perDay,
    aiAssistantId: draft.aiAssistantId,
    audience,
    ...(draft.version === undefined ? {} : { version: draft.version }),
  };
}

const storageKey = (id: string | null) => `cabinet:distribution-draft:${id ?? 'new'}`;

export function loadStoredDraft(id: string | null): Draft | null {
  try {
    const stored = sessionStorage.getItem(storageKey(id));
    if (!stored) return null;
    const parsed: unknown = JSON.parse(stored);
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeDraft(id: string | null, draft: Draft): void {
  try {
    sessionStorage.setItem(storageKey(id), JSON.stringify(draft));
  } catch {
    // A full or blocked storage only costs the draft on reload.
  }
}

export function forgetDraft(id: string | null): void {
  try {
    sessionStorage.removeItem(storageKey(id));
  } catch {
    // Nothing to forget.
  }
}

function isDraft(value: unknown): value is Draft {
  return typeof value === 'object' && value !== null && 'title' in value && 'daysOfWeek' in value && 'startAt' in value;
}

/** The numbering plan a list's national numbers are read in: the account's country (spec section 9's ids). */
export function countryOfId(countryId: number): PhoneCountry {
  const byId: Record<number, PhoneCountry> = { 1: 'RU', 3: 'BY', 4: 'UA', 8: 'KZ', 55: 'BR' };
  return byId[countryId] ?? 'RU';
}

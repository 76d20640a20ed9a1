import type { ReasonParams } from '@cabinet/api/messaging';
import type { FlowExclusionRule, FlowFilters } from '@cabinet/api/flows';
import type { Target, TargetVisit } from './types';
import { wallClock } from './zone';

const DAY_MS = 86_400_000;

const intersects = (values: readonly string[], wanted: readonly string[]) => values.some((value) => wanted.includes(value));

const inRange = (value: number, range: { min?: number | null; max?: number | null }) =>
  (range.min === null || range.min === undefined || value >= range.min) && (range.max === null || range.max === undefined || value <= range.max);

/**
 * The visit a flow's record filters read: the message's own (reminders, notices, reviews), else the
 * client's last visit that took place (birthday, return visit, retry flows). Order flows have neither.
 */
function filteredVisit(target: Target): TargetVisit | null {
  return target.visit ?? target.lastVisit;
}

/**
 * Whether a target matches a flow's filters (spec section 3; each absent filter restricts nothing).
 * Record filters (service, master, category, status, type, time of day) read the visit above; a client
 * flow's client with no visit does not match them. Order flows (abandonedCart, webhook) have no visit:
 * record filters do not apply to them. Client filters (category, visit count, money spent) read the
 * client; a message without one (the owner's report) matches them.
 */
export function matchesFilters(filters: FlowFilters, target: Target, options: { recordFilters: boolean }): boolean {
  if (options.recordFilters) {
    const visit = filteredVisit(target);
    const asksForVisit =
      filters.serviceIds !== undefined ||
      filters.staffIds !== undefined ||
      filters.categoryIds !== undefined ||
      filters.recordStatuses !== undefined ||
      filters.recordTypes !== undefined ||
      filters.time !== undefined;
    if (asksForVisit && visit === null) return false;
    if (visit !== null) {
      if (filters.serviceIds && filters.serviceIds.length > 0 && !intersects(visit.serviceIds, filters.serviceIds)) return false;
      if (filters.staffIds && filters.staffIds.length > 0 && (visit.staffSourceId === null || !filters.staffIds.includes(visit.staffSourceId))) return false;
      if (filters.categoryIds && filters.categoryIds.length > 0 && !intersects(visit.categoryIds, filters.categoryIds)) return false;
      if (filters.recordStatuses && filters.recordStatuses.length > 0 && !filters.recordStatuses.includes(visit.status)) return false;
      if (filters.recordTypes && filters.recordTypes.length > 0 && !filters.recordTypes.includes(visit.recordType)) return false;
      if (filters.time) {
        const wall = wallClock(visit.startsAt, target.company.timeZone);
        const minute = wall.hour * 60 + wall.minute;
        if (minute < filters.time.fromMinute || minute >= filters.time.toMinute) return false;
      }
    }
  }
  const client = target.client;
  if (client === null) return true;
  if (filters.clientCategoryIds && filters.clientCategoryIds.length > 0 && (client.categoryId === null || !filters.clientCategoryIds.includes(client.categoryId))) return false;
  if (filters.visitCount && !inRange(client.facts.visitCount, filters.visitCount)) return false;
  if (filters.moneySpent && !inRange(client.facts.moneySpent, filters.moneySpent)) return false;
  return true;
}

/** Why a rule excludes a target: the log's English note and its code with values (issue 31). */
export interface Exclusion {
  detail: string;
  params: ReasonParams;
}

/**
 * The first exclusion rule a target falls under, described for the log (in English and as a code), or null. The visit the message
 * is about never counts against it: a reminder's own visit is not "an upcoming record", a review
 * request's own visit is not "visited within N days".
 */
export function exclusionOf(rules: readonly FlowExclusionRule[], target: Target, now: Date): Exclusion | null {
  const client = target.client;
  for (const rule of rules) {
    switch (rule.kind) {
      case 'hasUpcomingRecord':
        if (client?.facts.nextVisitAt) return { detail: `The client has another record on ${client.facts.nextVisitAt.toISOString()}`, params: { code: 'hasUpcomingRecord', at: client.facts.nextVisitAt.toISOString() } };
        break;
      case 'visitedWithinDays':
        if (client?.facts.lastVisitAt && client.facts.lastVisitAt.getTime() >= now.getTime() - rule.days * DAY_MS) {
          return { detail: `The client visited within ${rule.days} days`, params: { code: 'visitedWithinDays', count: rule.days } };
        }
        break;
      case 'messagedWithinDays':
        if (client?.facts.lastMessagedAt && client.facts.lastMessagedAt.getTime() >= now.getTime() - rule.days * DAY_MS) {
          return { detail: `This flow wrote to the client within ${rule.days} days`, params: { code: 'messagedWithinDays', count: rule.days } };
        }
        break;
      case 'clientCategory':
        if (client?.categoryId && rule.ids.includes(client.categoryId)) return { detail: `The client is in category ${client.categoryId}`, params: { code: 'clientCategory', value: client.categoryId } };
        break;
      case 'service': {
        const visit = filteredVisit(target);
        if (visit && intersects(visit.serviceIds, rule.ids)) return { detail: 'The record has an excluded service', params: { code: 'excludedService' } };
        break;
      }
    }
  }
  return null;
}

import { DISTRIBUTION_MAX_RECIPIENTS, DISTRIBUTION_TITLE_MAX_LENGTH, splitStarts, type CreateDistributionRequest, type DistributionOptions } from '@cabinet/api/distributions';
import { isoOf, requestOf, type Draft, type ListAudience } from './draft';

/*
 * A new mailing whose uploaded list is longer than one mailing can take (spec section 9: 2,000 at once)
 * becomes several: the list in consecutive parts of at most 2,000, each its own mailing, the first at the
 * start set, each next one when the window opens at least 5 hours after the previous one begins sending
 * (splitStarts). An end set keeps each part's length: it moves with the part's start.
 */

/** The draft is a list to split: only a new mailing's (editing one keeps it at 2,000). */
export function splitList(draft: Draft, id: string | null): ListAudience | null {
  return id === null && draft.audience?.source === 'list' && draft.audience.rows.length > DISTRIBUTION_MAX_RECIPIENTS ? draft.audience : null;
}

/** Each part's title: the one typed, numbered by `name`, shortened to fit the title's limit. */
function fitTitle(title: string, name: (title: string) => string): string {
  const full = name(title);
  const over = full.length - DISTRIBUTION_TITLE_MAX_LENGTH;
  return over <= 0 ? full : name(`${title.slice(0, Math.max(0, title.length - over - 1))}…`);
}

/** The requests that create the parts, in order. `name` numbers a title ("Promo — 2 of 3"). */
export function splitRequests(
  draft: Draft,
  list: ListAudience,
  options: Pick<DistributionOptions, 'timeZone'>,
  now: Date,
  name: (title: string, number: number, count: number) => string,
): CreateDistributionRequest[] {
  const base = requestOf(draft, options.timeZone);
  const count = Math.ceil(list.rows.length / DISTRIBUTION_MAX_RECIPIENTS);
  const startAt = new Date(isoOf(draft.startAt, options.timeZone) ?? now.toISOString());
  const starts = splitStarts(
    { beginHour: draft.beginHour, endHour: draft.endHour, daysOfWeek: draft.daysOfWeek, timeZone: options.timeZone, startAt },
    count,
    now,
  );
  const endIso = isoOf(draft.endAt, options.timeZone);
  return starts.map((start, index): CreateDistributionRequest => {
    const shift = start.getTime() - startAt.getTime();
    const rows = list.rows.slice(index * DISTRIBUTION_MAX_RECIPIENTS, (index + 1) * DISTRIBUTION_MAX_RECIPIENTS);
    return {
      ...base,
      title: fitTitle(draft.title, (title) => name(title, index + 1, count)),
      startAt: start.toISOString(),
      endAt: endIso ? new Date(new Date(endIso).getTime() + shift).toISOString() : null,
      audience: { source: 'list', fileName: list.fileName, rows },
    };
  });
}

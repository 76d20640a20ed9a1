import * as z from '@cabinet/api/zod';

/**
 * Server-side paging of every list of the API (the flows domain has accounts of 10,000 flows and 50,000
 * blacklist entries): `page` counts from 1, `pageSize` is at most 100. Query values arrive as strings.
 */
export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 20;

export const pageQueryShape = {
  page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(PAGE_SIZE_MAX)), PAGE_SIZE_DEFAULT),
};

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** One page of a list: its items, the total over the whole filtered list, and the page asked for. */
export function pageSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.int().check(z.gte(0)),
    page: z.int().check(z.gte(1)),
    pageSize: z.int().check(z.gte(1)),
  });
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** What a list call may ask for, as the client passes it (the schemas read the same from the query string). */
export interface PageParams {
  page?: number;
  pageSize?: number;
}

/**
 * A comma-separated query value (`status=pause,error`) as a list of one enum's values; an empty value
 * means no filter.
 */
export function csvEnumSchema<const T extends readonly [string, ...string[]]>(values: T) {
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((value: string) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      ),
    ),
    z.array(z.enum(values)),
  );
}

/** Query parameters without the unset ones, for ky's searchParams. */
export function searchParamsOf(params: Record<string, string | number | boolean | readonly string[] | null | undefined>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) result[key] = value.join(',');
    } else {
      result[key] = String(value);
    }
  }
  return result;
}

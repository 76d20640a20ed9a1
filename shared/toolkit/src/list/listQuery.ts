import { SORT_ORDERS, type SortOrder } from '@cabinet/api/core';

/*
 * A list's state in the query string: `?search=…&status=pause,error&sort=title&order=asc&page=2&pageSize=50`.
 * Values at their default are left out, so a plain list has a plain URL; any other parameter (the shell's,
 * another component's) is kept as it is.
 */

/** The server-side sort of a list: a field the API sorts by, and the direction. */
export interface ListSort<F extends string> {
  field: F;
  order: SortOrder;
}

/** How one filter of a list reads and writes its query parameter. */
export interface ListParam<T> {
  readonly defaultValue: T;
  /** The value of the parameter's text (null when absent); text it does not recognise reads as the default. */
  parse(text: string | null): T;
  /** The parameter's text, or null for the default, which the URL leaves out. */
  format(value: T): string | null;
}

/** The filters of a list by parameter name, each with its reader and writer. */
export type ListParams<Filters> = { readonly [K in keyof Filters]: ListParam<Filters[K]> };

function isOneOf<V extends string>(options: readonly V[], text: string): text is V {
  return options.some((option) => option === text);
}

/** One of the options, or none (null, the default): a single-choice filter such as a flow's type. */
export function optionParam<const V extends string>(options: readonly V[]): ListParam<V | null> {
  return {
    defaultValue: null,
    parse: (text) => (text !== null && isOneOf(options, text) ? text : null),
    format: (value) => value,
  };
}

/**
 * One of the options, always; the default is left out of the URL: a switch such as "all, test, combat", or
 * a number of days such as 7, 14, 30.
 */
export function choiceParam<const V extends string | number>(options: readonly V[], defaultValue: V): ListParam<V> {
  return {
    defaultValue,
    parse: (text) => options.find((option) => String(option) === text) ?? defaultValue,
    format: (value) => (value === defaultValue ? null : String(value)),
  };
}

/** Any of the options, comma-separated (`status=pause,error`); unknown and repeated ones are dropped. */
export function optionListParam<const V extends string>(options: readonly V[]): ListParam<V[]> {
  return {
    defaultValue: [],
    parse: (text) => [...new Set((text ?? '').split(',').filter((part): part is V => isOneOf(options, part)))],
    format: (value) => (value.length > 0 ? value.join(',') : null),
  };
}

/** What a paged list shows, as the URL says it. */
export interface ListState<F extends string, Filters> {
  page: number;
  pageSize: number;
  sort: ListSort<F> | null;
  /** The search the API gets: trimmed, empty for none. */
  search: string;
  filters: Filters;
}

/** A list's parameters: its sort fields, filters, page sizes and defaults. */
export interface ListSpec<F extends string, Filters> {
  sortFields: readonly F[];
  filters: ListParams<Filters>;
  pageSize: number;
  pageSizeOptions: readonly number[];
  defaultSort: ListSort<F> | null;
}

/** The parameters every paged list owns; a filter may not take one of these names. */
export const LIST_KEYS = ['search', 'sort', 'order', 'page', 'pageSize'] as const;

const PAGE = /^[1-9]\d{0,5}$/;

function filterKeys<Filters>(spec: { filters: ListParams<Filters> }): Array<keyof Filters & string> {
  return Object.keys(spec.filters).filter((key): key is keyof Filters & string => key in spec.filters);
}

function hasAll<Filters>(filters: Partial<Filters>, keys: ReadonlyArray<keyof Filters>): filters is Filters {
  return keys.every((key) => key in filters);
}

/** Each filter's value, read by `value` from its parameter. */
function mapFilters<Filters>(spec: { filters: ListParams<Filters> }, value: (param: ListParam<Filters[keyof Filters & string]>, key: string) => Filters[keyof Filters & string]): Filters {
  const filters: Partial<Filters> = {};
  const keys = filterKeys(spec);
  for (const key of keys) filters[key] = value(spec.filters[key], key);
  if (!hasAll(filters, keys)) throw new Error('Every filter of a list has a value');
  return filters;
}

/** Every filter at its default. */
export function defaultFilters<Filters>(spec: { filters: ListParams<Filters> }): Filters {
  return mapFilters(spec, (param) => param.defaultValue);
}

/** The list state a query string names; whatever is unknown or invalid reads as its default. */
export function readListState<F extends string, Filters>(search: string, spec: ListSpec<F, Filters>): ListState<F, Filters> {
  const params = new URLSearchParams(search);
  const pageText = params.get('page');
  const size = Number(params.get('pageSize'));
  const field = params.get('sort');
  const order = params.get('order');
  return {
    page: pageText !== null && PAGE.test(pageText) ? Number(pageText) : 1,
    pageSize: spec.pageSizeOptions.includes(size) ? size : spec.pageSize,
    sort: field !== null && isOneOf(spec.sortFields, field) ? { field, order: order !== null && isOneOf(SORT_ORDERS, order) ? order : 'asc' } : spec.defaultSort,
    search: (params.get('search') ?? '').trim(),
    filters: mapFilters(spec, (param, key) => param.parse(params.get(key))),
  };
}

/** A query-string value: encoded, but commas kept, so `status=pause,error` stays readable. */
function encode(text: string): string {
  return encodeURIComponent(text).replace(/%2C/gi, ',');
}

function keyOf(pair: string): string {
  const name = pair.split('=')[0] ?? '';
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * The query string of a list state, written over `search`: the list's own parameters are replaced, any
 * other is kept as it was. The same state always writes the same text, so reading and writing again
 * changes nothing (which is how a URL that needs correcting is told apart).
 */
export function writeListState<F extends string, Filters>(search: string, state: ListState<F, Filters>, spec: ListSpec<F, Filters>): string {
  const own = new Set<string>([...LIST_KEYS, ...filterKeys(spec)]);
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !own.has(keyOf(pair)));
  const sorted = state.sort !== null && !sameSort(state.sort, spec.defaultSort) ? state.sort : null;
  const pairs: Array<[string, string | null]> = [
    ['search', state.search.trim() || null],
    ...filterKeys(spec).map((key): [string, string | null] => [key, spec.filters[key].format(state.filters[key])]),
    ['sort', sorted?.field ?? null],
    ['order', sorted?.order ?? null],
    ['page', state.page > 1 ? String(state.page) : null],
    ['pageSize', state.pageSize !== spec.pageSize ? String(state.pageSize) : null],
  ];
  const written = pairs.flatMap(([key, value]) => (value === null ? [] : [`${key}=${encode(value)}`]));
  const all = [...kept, ...written];
  return all.length > 0 ? `?${all.join('&')}` : '';
}

export function sameSort<F extends string>(a: ListSort<F> | null, b: ListSort<F> | null): boolean {
  return a === b || (a !== null && b !== null && a.field === b.field && a.order === b.order);
}

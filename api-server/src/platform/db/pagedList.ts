import type { Page, SortOrder } from '@cabinet/api/contract';
import { ruleViolation } from '../http/parseWith';
import type { Queryable, Row } from './Db';
import { sqlParams, type SqlParams } from './sql';

/** SQL written in code (never from a request); a function when it needs parameters of its own. */
export type SqlText = string | ((params: SqlParams) => string);

/** A filter's value as a list query carries it: one value, or a list (any of them matches); empty means no filter. */
export type FilterValue = string | number | boolean | readonly string[];

/**
 * One paged list: its table, columns and the whitelists of what a caller may sort and filter by. Keys
 * of `sorts` and `filters` are the names callers use; their values are the SQL they stand for.
 */
export interface PagedListDefinition {
  /** The FROM clause, e.g. `flows f`; a function when it needs parameters (a subquery of the owner's rows). */
  from: SqlText;
  columns: SqlText;
  /** Conditions every row meets whatever the caller asks: the owner, above all. */
  scope: readonly SqlText[];
  sorts: Readonly<Record<string, SqlText>>;
  defaultSort: string;
  /** A unique column sorted by last, in the same direction: pages never overlap. */
  tieBreaker: string;
  /** Empty values of a nullable sort column come last in either direction. */
  nullsLast?: boolean;
  /** Filter name to the SQL expression compared with its value (`= $n`, or `= any($n::text[])` for a list). */
  filters?: Readonly<Record<string, SqlText>>;
  /** The condition a search term adds (its value goes in as a parameter), or null for none. */
  search?: (term: string, params: SqlParams) => string | null;
}

export interface PageRequest {
  page: number;
  pageSize: number;
  sort?: string;
  order?: SortOrder;
  search?: string;
  filters?: Readonly<Record<string, FilterValue | undefined>>;
}

/**
 * One page of a list, counted, filtered, searched and sorted in SQL, with every caller-supplied value
 * passed as a parameter. A sort or filter name outside the definition's whitelist is refused with 400
 * (the lists' schemas refuse them first; this keeps a forgotten schema from reaching the SQL text).
 */
export async function pagedList<T extends Row>(q: Queryable, list: PagedListDefinition, request: PageRequest): Promise<Page<T>> {
  const sortName = request.sort ?? list.defaultSort;
  const sort = Object.hasOwn(list.sorts, sortName) ? list.sorts[sortName] : undefined;
  if (sort === undefined) throw ruleViolation({ sort: 'invalid' }, 'This list cannot be sorted that way');
  const filters = Object.entries(request.filters ?? {});
  for (const [name] of filters) {
    if (!list.filters || !Object.hasOwn(list.filters, name)) throw ruleViolation({ [name]: 'invalid' }, 'This list cannot be filtered that way');
  }

  const where = (params: SqlParams): string => {
    const conditions = list.scope.map((condition) => sql(condition, params));
    for (const [name, value] of filters) {
      const column = list.filters?.[name];
      if (column === undefined || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
      conditions.push(Array.isArray(value) ? `${sql(column, params)} = any(${params.add(value)}::text[])` : `${sql(column, params)} = ${params.add(value)}`);
    }
    if (request.search && list.search) {
      const condition = list.search(request.search, params);
      if (condition !== null) conditions.push(`(${condition})`);
    }
    return conditions.length > 0 ? conditions.join(' and ') : 'true';
  };

  const countParams = sqlParams();
  const countFrom = sql(list.from, countParams);
  const [count] = await q.query<{ total: number }>(`select count(*)::int as total from ${countFrom} where ${where(countParams)}`, countParams.values);

  const params = sqlParams();
  const columns = sql(list.columns, params);
  const from = sql(list.from, params);
  const conditions = where(params);
  const direction = request.order === 'asc' ? 'asc' : 'desc';
  const nulls = list.nullsLast ? ' nulls last' : '';
  const items = await q.query<T>(
    `select ${columns} from ${from}
     where ${conditions}
     order by ${sql(sort, params)} ${direction}${nulls}, ${list.tieBreaker} ${direction}
     limit ${params.add(request.pageSize)} offset ${params.add((request.page - 1) * request.pageSize)}`,
    params.values,
  );
  return { items, total: count?.total ?? 0, page: request.page, pageSize: request.pageSize };
}

function sql(text: SqlText, params: SqlParams): string {
  return typeof text === 'string' ? text : text(params);
}

/** A user's search text as an ILIKE "contains" pattern: their %, _ and \ match themselves. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Positional parameters built up with the SQL that uses them: `add(value)` answers its `$n`. Each query
 * gets its own, so no query carries a parameter it does not reference (PostgreSQL cannot type those).
 */
export function sqlParams(initial: readonly unknown[] = []) {
  const values: unknown[] = [...initial];
  return {
    values,
    add(value: unknown): string {
      values.push(value);
      return `$${values.length}`;
    },
  };
}

export type SqlParams = ReturnType<typeof sqlParams>;

/** An 8-4-4-4-12 hex id: checked before it reaches a uuid column, where anything else is an SQL error. */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

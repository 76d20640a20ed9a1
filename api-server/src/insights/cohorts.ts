/** One row of the cohort query: clients of a first-visit month seen again `offset` months later. */
export interface CohortCell {
  cohort: string;
  offset: number;
  clients: number;
}

/**
 * The cohort table from the query's cells: one row per first-visit month, oldest first, each with its size
 * (offset 0) and the clients seen in each later month up to the last month of the table. A month nobody
 * came back in is a zero, not a gap; months after the table's last one are not there at all.
 */
export function buildCohorts(cells: readonly CohortCell[], lastMonth: string): Array<{ month: string; clients: number; retained: number[] }> {
  const byCohort = new Map<string, Map<number, number>>();
  for (const cell of cells) {
    const offsets = byCohort.get(cell.cohort) ?? new Map<number, number>();
    offsets.set(cell.offset, cell.clients);
    byCohort.set(cell.cohort, offsets);
  }
  return [...byCohort.keys()].sort().map((month) => {
    const offsets = byCohort.get(month) ?? new Map<number, number>();
    const span = monthsBetween(month, lastMonth);
    const retained = Array.from({ length: span + 1 }, (_, offset) => offsets.get(offset) ?? 0);
    return { month, clients: retained[0] ?? 0, retained };
  });
}

/** Whole months from one YYYY-MM-DD month start to another. */
export function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return Math.max(0, ((ty ?? 0) - (fy ?? 0)) * 12 + ((tm ?? 0) - (fm ?? 0)));
}

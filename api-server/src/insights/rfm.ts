import type { RfmSegment } from '@cabinet/api/insights';

/**
 * The usual RFM segments on the recency x frequency grid (scores 1-5, 5 best): rows are recency, columns
 * frequency. Hibernating R1-2 F1-2, at risk R1-2 F3-4, can't lose them R1-2 F5, about to sleep R3 F1-2,
 * need attention R3 F3, loyal R3-4 F4-5, promising R4 F1, potential loyalists R4-5 F2-3, new R5 F1,
 * champions R5 F4-5.
 */
export function rfmSegment(recency: number, frequency: number): RfmSegment {
  const r = clampScore(recency);
  const f = clampScore(frequency);
  if (r <= 2) return f <= 2 ? 'hibernating' : f <= 4 ? 'atRisk' : 'cantLoseThem';
  if (r === 3) return f <= 2 ? 'aboutToSleep' : f === 3 ? 'needAttention' : 'loyal';
  if (r === 4) return f === 1 ? 'promising' : f <= 3 ? 'potentialLoyalists' : 'loyal';
  return f === 1 ? 'new' : f <= 3 ? 'potentialLoyalists' : 'champions';
}

function clampScore(score: number): number {
  return Math.min(5, Math.max(1, Math.round(score)));
}

/**
 * The same grid as a SQL expression over two score columns, written from rfmSegment itself, so the
 * database and the function can never disagree.
 */
export function rfmSegmentSql(recency: string, frequency: string): string {
  const cells: string[] = [];
  for (let r = 1; r <= 5; r += 1) {
    for (let f = 1; f <= 5; f += 1) cells.push(`when ${recency} = ${r} and ${frequency} = ${f} then '${rfmSegment(r, f)}'`);
  }
  return `(case ${cells.join(' ')} end)`;
}

/** A client's figures over the dashboard's period. */
export interface RfmFigures {
  clientId: string;
  /** Days since the last visit. */
  recencyDays: number;
  visits: number;
  revenue: number;
}

/**
 * Scores 1-5 by quintile, as PostgreSQL's ntile(5) deals them: ordered worst first (longest ago, fewest
 * visits, least spent; ties broken by client id), the first fifth (the larger buckets first) gets 1.
 * The SQL computes the same; this is its reference for the tests.
 */
export function quintileScores(rows: readonly RfmFigures[]): Map<string, { recency: number; frequency: number; monetary: number }> {
  const score = (compare: (a: RfmFigures, b: RfmFigures) => number): Map<string, number> => {
    const sorted = [...rows].sort((a, b) => compare(a, b) || (a.clientId < b.clientId ? -1 : a.clientId > b.clientId ? 1 : 0));
    const n = sorted.length;
    const base = Math.floor(n / 5);
    const larger = n % 5;
    const scores = new Map<string, number>();
    let index = 0;
    for (let bucket = 1; bucket <= 5; bucket += 1) {
      const size = base + (bucket <= larger ? 1 : 0);
      for (let i = 0; i < size; i += 1, index += 1) {
        const row = sorted[index];
        if (row) scores.set(row.clientId, bucket);
      }
    }
    return scores;
  };
  const recency = score((a, b) => b.recencyDays - a.recencyDays);
  const frequency = score((a, b) => a.visits - b.visits);
  const monetary = score((a, b) => a.revenue - b.revenue);
  return new Map(rows.map((row) => [row.clientId, { recency: recency.get(row.clientId) ?? 1, frequency: frequency.get(row.clientId) ?? 1, monetary: monetary.get(row.clientId) ?? 1 }]));
}

import { RFM_SEGMENTS } from '@cabinet/api/insights';
import { quintileScores, rfmSegment, rfmSegmentSql } from './rfm';

describe('RFM segments on the recency x frequency grid', () => {
  it.each([
    [5, 5, 'champions'],
    [5, 4, 'champions'],
    [4, 5, 'loyal'],
    [3, 4, 'loyal'],
    [5, 2, 'potentialLoyalists'],
    [4, 3, 'potentialLoyalists'],
    [5, 1, 'new'],
    [4, 1, 'promising'],
    [3, 3, 'needAttention'],
    [3, 2, 'aboutToSleep'],
    [3, 1, 'aboutToSleep'],
    [2, 4, 'atRisk'],
    [1, 3, 'atRisk'],
    [1, 5, 'cantLoseThem'],
    [2, 5, 'cantLoseThem'],
    [2, 2, 'hibernating'],
    [1, 1, 'hibernating'],
  ])('R%i F%i is %s', (recency, frequency, segment) => {
    expect(rfmSegment(recency, frequency)).toBe(segment);
  });

  it('every segment has a cell, and the SQL names each cell as the function does', () => {
    const cells = new Set<string>();
    for (let r = 1; r <= 5; r += 1) for (let f = 1; f <= 5; f += 1) cells.add(rfmSegment(r, f));
    expect([...cells].sort()).toEqual([...RFM_SEGMENTS].sort());
    expect(rfmSegmentSql('r', 'f')).toContain("when r = 1 and f = 5 then 'cantLoseThem'");
    expect(rfmSegmentSql('r', 'f')).toContain("when r = 5 and f = 5 then 'champions'");
  });
});

describe('quintile scores', () => {
  it('deal 1 to the worst fifth and 5 to the best, the first buckets taking the remainder', () => {
    // Seven clients: buckets of 2, 2, 1, 1, 1 (as ntile(5) deals them).
    const rows = [
      { clientId: 'a', recencyDays: 300, visits: 1, revenue: 100 },
      { clientId: 'b', recencyDays: 200, visits: 2, revenue: 200 },
      { clientId: 'c', recencyDays: 100, visits: 3, revenue: 300 },
      { clientId: 'd', recencyDays: 50, visits: 4, revenue: 400 },
      { clientId: 'e', recencyDays: 20, visits: 5, revenue: 500 },
      { clientId: 'f', recencyDays: 10, visits: 6, revenue: 600 },
      { clientId: 'g', recencyDays: 1, visits: 9, revenue: 5000 },
    ];
    const scores = quintileScores(rows);
    expect([...'abcdefg'].map((id) => scores.get(id)?.recency)).toEqual([1, 1, 2, 2, 3, 4, 5]);
    expect(scores.get('g')).toEqual({ recency: 5, frequency: 5, monetary: 5 });
    expect(scores.get('a')).toEqual({ recency: 1, frequency: 1, monetary: 1 });
  });
});

import { bucketStarts, periodRange } from './periods';

const now = new Date('2026-11-25T16:40:12Z');

describe('the periods of the insights', () => {
  it('a day is 24 whole hours ending with the current one, after the 24 before', () => {
    const range = periodRange('day', now);
    expect(range.from.toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(range.previousFrom.toISOString()).toBe('2026-11-23T17:00:00.000Z');
    expect(range.previousTo).toEqual(range.from);
    expect(bucketStarts(range)).toHaveLength(24);
  });

  it('a week is 7 whole UTC days, today included; a month 30', () => {
    const week = periodRange('week', now);
    expect(week.from.toISOString()).toBe('2026-11-19T00:00:00.000Z');
    expect(week.previousFrom.toISOString()).toBe('2026-11-12T00:00:00.000Z');
    expect(bucketStarts(week).map((start) => start.toISOString().slice(0, 10))).toEqual([
      '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25',
    ]);
    const month = periodRange('month', now);
    expect(month.from.toISOString()).toBe('2026-10-27T00:00:00.000Z');
    expect(bucketStarts(month)).toHaveLength(30);
  });

  it('a year is 12 calendar months, this one included, after the 12 before', () => {
    const range = periodRange('year', now);
    expect(range.from.toISOString()).toBe('2025-12-01T00:00:00.000Z');
    expect(range.previousFrom.toISOString()).toBe('2024-12-01T00:00:00.000Z');
    expect(bucketStarts(range).map((start) => start.toISOString().slice(0, 7))).toEqual([
      '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11',
    ]);
  });
});

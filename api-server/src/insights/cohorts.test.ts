import { buildCohorts, monthsBetween } from './cohorts';

describe('the cohort table', () => {
  it('one row per first-visit month, oldest first, zeros where nobody came back, up to the last month', () => {
    const table = buildCohorts(
      [
        { cohort: '2026-10-01', offset: 0, clients: 4 },
        { cohort: '2026-09-01', offset: 0, clients: 10 },
        { cohort: '2026-09-01', offset: 2, clients: 3 },
        { cohort: '2026-10-01', offset: 1, clients: 1 },
      ],
      '2026-11-01',
    );
    expect(table).toEqual([
      { month: '2026-09-01', clients: 10, retained: [10, 0, 3] },
      { month: '2026-10-01', clients: 4, retained: [4, 1] },
    ]);
  });

  it('counts whole months across a year', () => {
    expect(monthsBetween('2025-11-01', '2026-02-01')).toBe(3);
  });
});

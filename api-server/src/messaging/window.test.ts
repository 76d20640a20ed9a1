import { windowState } from './window';
import { zonedInstant } from './zone';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const nineToNine = { beginHour: 9, endHour: 21, daysOfWeek: WEEKDAYS };

describe('the dispatch window in the branch’s timezone', () => {
  it('opens at FROM and closes at TO, on the branch’s clock', () => {
    // 06:00 UTC is 09:00 in Moscow (+3) and 11:00 in Yekaterinburg (+5).
    expect(windowState(nineToNine, 'Europe/Moscow', new Date('2026-11-24T05:59:59.999Z'))).toEqual({
      open: false,
      reason: 'outsideHours',
      opensAt: new Date('2026-11-24T06:00:00Z'),
    });
    expect(windowState(nineToNine, 'Europe/Moscow', new Date('2026-11-24T06:00:00Z'))).toEqual({ open: true });
    expect(windowState(nineToNine, 'Europe/Moscow', new Date('2026-11-24T17:59:59.999Z'))).toEqual({ open: true });
    expect(windowState(nineToNine, 'Europe/Moscow', new Date('2026-11-24T18:00:00Z'))).toEqual({
      open: false,
      reason: 'outsideHours',
      opensAt: new Date('2026-11-25T06:00:00Z'),
    });
  });

  it('gives two branches of one flow their own hours', () => {
    const at = new Date('2026-11-24T03:30:00Z');
    // 06:30 in Moscow: waits for 09:00 there; 08:30 in Yekaterinburg: waits for 09:00 there, two hours earlier.
    expect(windowState(nineToNine, 'Europe/Moscow', at)).toMatchObject({ open: false, opensAt: new Date('2026-11-24T06:00:00Z') });
    expect(windowState(nineToNine, 'Asia/Yekaterinburg', at)).toMatchObject({ open: false, opensAt: new Date('2026-11-24T04:00:00Z') });
    // 16:30 UTC: 19:30 in Moscow (open), 21:30 in Yekaterinburg (closed until 04:00 UTC next day).
    const evening = new Date('2026-11-24T16:30:00Z');
    expect(windowState(nineToNine, 'Europe/Moscow', evening)).toEqual({ open: true });
    expect(windowState(nineToNine, 'Asia/Yekaterinburg', evening)).toEqual({ open: false, reason: 'outsideHours', opensAt: new Date('2026-11-25T04:00:00Z') });
  });

  it('reads the day of week on the branch’s clock, not UTC’s', () => {
    const weekdaysOnly = { beginHour: -1, endHour: -1, daysOfWeek: [1, 2, 3, 4, 5] };
    // Sunday 2026-11-22 22:30 UTC is already Monday 01:30 in Moscow.
    expect(windowState(weekdaysOnly, 'Europe/Moscow', new Date('2026-11-22T22:30:00Z'))).toEqual({ open: true });
    // Saturday noon in Moscow: waits for Monday's midnight there.
    expect(windowState(weekdaysOnly, 'Europe/Moscow', new Date('2026-11-21T09:00:00Z'))).toEqual({
      open: false,
      reason: 'outsideDays',
      opensAt: new Date('2026-11-22T21:00:00Z'),
    });
  });

  it('opens at the local hour after the clocks go forward', () => {
    // Berlin: CET (+1) until 2026-03-29 01:00 UTC, CEST (+2) after.
    const window = { beginHour: 9, endHour: 18, daysOfWeek: [1, 2, 3, 4, 5, 6] };
    // Saturday 19:00 CET: outside the hours; Sunday is not a day; Monday 09:00 CEST is 07:00 UTC, not 08:00.
    expect(windowState(window, 'Europe/Berlin', new Date('2026-03-28T18:00:00Z'))).toEqual({
      open: false,
      reason: 'outsideHours',
      opensAt: new Date('2026-03-30T07:00:00Z'),
    });
    expect(windowState(window, 'Europe/Berlin', new Date('2026-03-30T06:59:59Z'))).toMatchObject({ open: false });
    expect(windowState(window, 'Europe/Berlin', new Date('2026-03-30T07:00:00Z'))).toEqual({ open: true });
  });

  it('opens at the jump when FROM falls in the hour the clocks skip', () => {
    const window = { beginHour: 2, endHour: 5, daysOfWeek: WEEKDAYS };
    // 02:00 does not exist in Berlin on 2026-03-29: the window opens at the jump (03:00 CEST, 01:00 UTC).
    expect(windowState(window, 'Europe/Berlin', new Date('2026-03-29T00:30:00Z'))).toEqual({
      open: false,
      reason: 'outsideHours',
      opensAt: new Date('2026-03-29T01:00:00Z'),
    });
    expect(windowState(window, 'Europe/Berlin', new Date('2026-03-29T01:00:00Z'))).toEqual({ open: true });
    // 05:00 CEST is 03:00 UTC: closed from then.
    expect(windowState(window, 'Europe/Berlin', new Date('2026-03-29T03:00:00Z'))).toMatchObject({ open: false, opensAt: new Date('2026-03-30T00:00:00Z') });
  });

  it('opens at the local hour after the clocks go back, and once in the repeated hour', () => {
    // Berlin: CEST until 2026-10-25 01:00 UTC, CET after; 09:00 on the 26th is 08:00 UTC.
    expect(windowState(nineToNine, 'Europe/Berlin', new Date('2026-10-25T20:30:00Z'))).toEqual({
      open: false,
      reason: 'outsideHours',
      opensAt: new Date('2026-10-26T08:00:00Z'),
    });
    // 02:30 happens twice that night: the first is the one meant.
    expect(zonedInstant({ year: 2026, month: 10, day: 25 }, 2, 30, 'Europe/Berlin')).toEqual(new Date('2026-10-25T00:30:00Z'));
  });

  it('treats -1 as any hour and 24 as midnight', () => {
    expect(windowState({ beginHour: -1, endHour: -1, daysOfWeek: WEEKDAYS }, 'Europe/Moscow', new Date('2026-11-24T00:00:00Z'))).toEqual({ open: true });
    const evening = { beginHour: 20, endHour: 24, daysOfWeek: WEEKDAYS };
    expect(windowState(evening, 'Europe/Moscow', new Date('2026-11-24T20:59:59Z'))).toEqual({ open: true });
    expect(windowState(evening, 'Europe/Moscow', new Date('2026-11-24T21:00:00Z'))).toMatchObject({ open: false, opensAt: new Date('2026-11-25T17:00:00Z') });
  });
});

import type { DistributionSummary } from '@cabinet/api/distributions';
import { waitingReason } from './waiting';

const mailing: Pick<DistributionSummary, 'status' | 'startAt' | 'endAt' | 'daysOfWeek' | 'beginHour' | 'endHour'> = {
  status: 'waiting',
  startAt: '2024-11-25T00:00:00.000Z',
  endAt: null,
  daysOfWeek: [1, 2, 3, 4, 5],
  beginHour: 10,
  endHour: 20,
};

describe('why a started mailing waits', () => {
  it('says "until 10:00" when today’s window opens later today, in the account’s zone (Moscow, no daylight saving)', () => {
    // Monday 07:30 in Moscow.
    const reason = waitingReason(mailing, 'Europe/Moscow', new Date('2024-11-25T04:30:00Z'), 'en');
    expect(reason?.descriptor.id).toBe('distributions.waiting.window');
    expect(reason?.values).toEqual({ time: '10:00', zone: 'Europe/Moscow' });
  });

  it('names the day when the window opens after midnight: the account’s midnight, not the browser’s or UTC’s', () => {
    // Monday 21:00 UTC is Tuesday 00:00 in Moscow: Tuesday's window, the same date, says only the time.
    expect(waitingReason(mailing, 'Europe/Moscow', new Date('2024-11-25T21:00:00Z'), 'en')?.values?.time).toBe('10:00');
    // Monday 20:59 UTC is Monday 23:59 in Moscow: the window opens tomorrow.
    expect(waitingReason(mailing, 'Europe/Moscow', new Date('2024-11-25T20:59:00Z'), 'en')?.values?.time).toBe('Tue 10:00');
    // Friday evening: Monday's window, past the weekend.
    expect(waitingReason(mailing, 'Europe/Moscow', new Date('2024-11-29T18:00:00Z'), 'en')?.values?.time).toBe('Mon 10:00');
  });

  it('names the start set when it is later, and a sending one outside its hours says when it sends again', () => {
    const later = { ...mailing, startAt: '2024-11-25T09:00:00.000Z' };
    const waiting = waitingReason(later, 'Europe/Moscow', new Date('2024-11-25T08:00:00Z'), 'en');
    expect(waiting).toEqual({ descriptor: expect.objectContaining({ id: 'distributions.waiting.start' }), values: { time: '12:00', zone: 'Europe/Moscow' } });
    const night = waitingReason({ ...mailing, status: 'working' }, 'Europe/Moscow', new Date('2024-11-25T19:00:00Z'), 'en');
    expect(night).toEqual({ descriptor: expect.objectContaining({ id: 'distributions.waiting.resumes' }), values: { time: 'Tue 10:00', zone: 'Europe/Moscow' } });
    // Sending inside its hours, or not started: the status says enough.
    expect(waitingReason({ ...mailing, status: 'working' }, 'Europe/Moscow', new Date('2024-11-25T08:00:00Z'), 'en')).toBeNull();
    expect(waitingReason({ ...mailing, status: 'inQueue' }, 'Europe/Moscow', new Date('2024-11-25T04:30:00Z'), 'en')).toBeNull();
  });

  it('says nothing more can go when the end comes before the window', () => {
    const ending = { ...mailing, endAt: '2024-11-25T06:00:00.000Z' };
    expect(waitingReason(ending, 'Europe/Moscow', new Date('2024-11-25T04:30:00Z'), 'en')?.descriptor.id).toBe('distributions.waiting.never');
  });
});

import { nextSending, nextSlots, planDistribution, splitCount, splitStarts } from './plan';
import { checkDistributionHours, checkDistributionType, checkMailingVariables, checkRecipientCount, intervalWarning, unfillableMailingVariables, variablesForMailing } from './rules';
import { createDistributionRequestSchema } from './schemas';

// Monday 25 November 2024, 10:00 in Moscow (UTC+3).
const MONDAY_10 = new Date('2024-11-25T07:00:00Z');
const window = { beginHour: 10, endHour: 20, daysOfWeek: [1, 2, 3, 4, 5, 6, 7], timeZone: 'Europe/Moscow' };

describe('the plan shown before start', () => {
  it('sends 2,000 recipients at 300 a day over 7 days, the last on the seventh evening', () => {
    const plan = planDistribution({ ...window, recipients: 2000, perDay: 300, startAt: MONDAY_10, endAt: null, now: MONDAY_10 });
    expect(plan).toMatchObject({ recipients: 2000, perDay: 300, days: 7, unreached: 0 });
    // Day 7 (Sunday) has 200 left, spread over 10 hours: the last at 10:00 + 199 × 3 min = 19:57 Moscow.
    expect(plan.finishesAt?.toISOString()).toBe('2024-12-01T16:57:00.000Z');
  });

  it('skips the days and hours outside the window, and starts no earlier than now', () => {
    const plan = planDistribution({ ...window, daysOfWeek: [4], recipients: 10, perDay: 300, startAt: new Date('2024-11-01T00:00:00Z'), endAt: null, now: MONDAY_10 });
    // Thursday 28 November, 10 messages from 10:00 to 20:00: the last at 19:00 Moscow.
    expect(plan.finishesAt?.toISOString()).toBe('2024-11-28T16:00:00.000Z');
    expect(plan.days).toBe(1);
  });

  it('caps a day at 300 whatever is asked, and counts those the end date leaves out', () => {
    const plan = planDistribution({ ...window, recipients: 1000, perDay: 5000, startAt: MONDAY_10, endAt: new Date('2024-11-26T18:00:00Z'), now: MONDAY_10 });
    expect(plan.perDay).toBe(300);
    expect(plan.days).toBe(2);
    expect(plan.unreached).toBe(400);
  });

  it('paces each tick so what is left spreads over what is left of the window', () => {
    const closes = new Date(MONDAY_10.getTime() + 10 * 3_600_000);
    const first = nextSlots({ now: MONDAY_10, until: new Date(MONDAY_10.getTime() + 60_000), closes, lastAt: null, allowance: 300 });
    // 300 over 10 hours: one every 2 minutes, so one in this minute.
    expect(first).toEqual([MONDAY_10]);
    const later = new Date(MONDAY_10.getTime() + 60_000);
    expect(nextSlots({ now: later, until: new Date(later.getTime() + 60_000), closes, lastAt: MONDAY_10, allowance: 299 })).toEqual([]);
    const burst = nextSlots({ now: MONDAY_10, until: new Date(MONDAY_10.getTime() + 60_000), closes: new Date(MONDAY_10.getTime() + 600_000), lastAt: null, allowance: 100 });
    expect(burst).toHaveLength(10);
    expect((burst[1]?.getTime() ?? 0) - (burst[0]?.getTime() ?? 0)).toBe(6000);
  });
});

describe('the limits', () => {
  it('wants 3 to 2,000 recipients', () => {
    expect(checkRecipientCount(2)).toBe('distribution.recipients.tooFew');
    expect(checkRecipientCount(3)).toBeNull();
    expect(checkRecipientCount(2000)).toBeNull();
    expect(checkRecipientCount(2001)).toBe('distribution.recipients.tooMany');
  });

  it('wants FROM below TO', () => {
    expect(checkDistributionHours(10, 20)).toBeNull();
    expect(checkDistributionHours(20, 20)).toBe('distribution.hours.order');
    expect(checkDistributionHours(-1, -1)).toBe('distribution.hours.order');
  });

  it('keeps test users off WhatsApp and everyone off a channel they have not connected', () => {
    expect(checkDistributionType('whatsapp', { isTestUser: true, channels: ['whatsapp'] })).toBe('distribution.type.testUserWhatsapp');
    expect(checkDistributionType('telegram', { isTestUser: true, channels: ['whatsapp', 'telegram'] })).toBeNull();
    expect(checkDistributionType('sms', { isTestUser: false, channels: ['whatsapp'] })).toBe('distribution.type.notConnected');
  });

  it('lets a mailing’s text use only what its recipients fill, naming each other variable once', () => {
    for (const source of ['list', 'clients', null] as const) {
      expect(variablesForMailing(source)).toEqual(['recordForm', 'clientName', 'clientPhone', 'ignoreLink', 'companyName', 'companyAddress', 'companyPhone']);
    }
    expect(checkMailingVariables('Hi {clientName} from {companyName}: {ignoreLink}', 'list')).toBeNull();
    expect(checkMailingVariables('Confirm: {confirmLink}', 'list')).toBe('distribution.text.variableUnavailable');
    expect(unfillableMailingVariables('{reviewForm} {orderNum} {reviewForm} {clientNam}', 'clients')).toEqual(['reviewForm', 'orderNum']);
  });

  it('warns of a mailing started less than 5 hours before, naming its time', () => {
    const previous = new Date(MONDAY_10.getTime() - 4 * 3_600_000);
    expect(intervalWarning(MONDAY_10, previous)).toEqual(previous);
    expect(intervalWarning(MONDAY_10, new Date(MONDAY_10.getTime() - 5 * 3_600_000))).toBeNull();
    expect(intervalWarning(MONDAY_10, null)).toBeNull();
  });

  it('refuses each bad field of a request with its rule code', () => {
    const result = createDistributionRequestSchema.safeParse({
      title: '',
      type: 'whatsapp',
      mode: 'combat',
      text: 'Hi {nope}',
      image: null,
      startAt: '2024-11-25T10:00:00+03:00',
      endAt: '2024-11-25T09:00:00+03:00',
      daysOfWeek: [],
      beginHour: 18,
      endHour: 9,
      perDay: 500,
      aiAssistantId: null,
      audience: { source: 'list', fileName: 'a.csv', rows: [] },
    });
    expect(result.success).toBe(false);
    const codes = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(codes).toMatchObject({
      title: 'required',
      text: 'flow.content.unknownVariable',
      daysOfWeek: 'distribution.days.required',
      perDay: 'distribution.perDay.tooMany',
    });
  });
});

describe('when a started mailing next sends', () => {
  const weekdays = { beginHour: 10, endHour: 20, daysOfWeek: [1, 2, 3, 4, 5], timeZone: 'Europe/Moscow' };

  it('waits for the window of the next day when tonight’s has closed (Moscow, no daylight saving)', () => {
    // Monday 22:30 in Moscow: the window closed at 20:00, Tuesday's opens at 10:00 (07:00 UTC).
    const now = new Date('2024-11-25T19:30:00Z');
    expect(nextSending({ ...weekdays, startAt: now, endAt: null }, now)).toEqual({ at: new Date('2024-11-26T07:00:00Z'), reason: 'window' });
  });

  it('reads the day in the account’s zone, not UTC’s: 01:00 in Moscow is still the previous day in UTC', () => {
    // Tuesday 01:00 in Moscow is Monday 22:00 UTC; Tuesday's window opens seven hours later.
    const now = new Date('2024-11-25T22:00:00Z');
    expect(nextSending({ ...weekdays, startAt: now, endAt: null }, now)).toEqual({ at: new Date('2024-11-26T07:00:00Z'), reason: 'window' });
    // In Tokyo (UTC+9, no daylight saving) the same instant is Tuesday 07:00: its window opens at 10:00 there.
    expect(nextSending({ ...weekdays, timeZone: 'Asia/Tokyo', startAt: now, endAt: null }, now)?.at).toEqual(new Date('2024-11-26T01:00:00Z'));
  });

  it('skips the days not allowed, across a weekend', () => {
    // Friday 21:00 in Moscow: Saturday and Sunday are not sending days, Monday 10:00 is.
    const now = new Date('2024-11-29T18:00:00Z');
    expect(nextSending({ ...weekdays, startAt: now, endAt: null }, now)?.at).toEqual(new Date('2024-12-02T07:00:00Z'));
  });

  it('names the start set when it is later than now and inside the window, and sends at once when both have come', () => {
    const start = new Date('2024-11-25T09:00:00Z');
    expect(nextSending({ ...weekdays, startAt: start, endAt: null }, MONDAY_10)).toEqual({ at: start, reason: 'start' });
    expect(nextSending({ ...weekdays, startAt: MONDAY_10, endAt: null }, MONDAY_10)).toEqual({ at: MONDAY_10, reason: 'now' });
  });

  it('answers null when the end comes before the window opens again', () => {
    const now = new Date('2024-11-25T19:30:00Z');
    expect(nextSending({ ...weekdays, startAt: now, endAt: new Date('2024-11-26T06:00:00Z') }, now)).toBeNull();
  });

  it('keeps the wall clock across a daylight-saving change (New York, 3 November 2024)', () => {
    // Saturday 2 November 21:00 EDT; Monday's 10:00 is EST, UTC-5.
    const now = new Date('2024-11-03T01:00:00Z');
    const at = nextSending({ ...weekdays, timeZone: 'America/New_York', startAt: now, endAt: null }, now)?.at;
    expect(at).toEqual(new Date('2024-11-04T15:00:00Z'));
  });
});

describe('a list split into mailings of at most 2,000', () => {
  it('needs one mailing per 2,000 numbers', () => {
    expect([splitCount(1999), splitCount(2000), splitCount(2001), splitCount(5000)]).toEqual([1, 1, 2, 3]);
  });

  it('starts each when the window opens at least 5 hours after the previous one begins sending', () => {
    const starts = splitStarts({ ...window, startAt: MONDAY_10 }, 3, MONDAY_10);
    // 10:00, then 15:00; 20:00 is the window's close, so the third begins at Tuesday's 10:00 (Moscow).
    expect(starts.map((at) => at.toISOString())).toEqual(['2024-11-25T07:00:00.000Z', '2024-11-25T12:00:00.000Z', '2024-11-26T07:00:00.000Z']);
    for (const [index, at] of starts.entries()) {
      const previous = starts[index - 1];
      if (previous) expect(at.getTime() - previous.getTime()).toBeGreaterThanOrEqual(5 * 3_600_000);
    }
  });

  it('counts the gap from when the first can really send, not from a start set at night', () => {
    // Started at 23:00 Monday: the first sends from Tuesday 10:00, so the second from 15:00.
    const night = new Date('2024-11-25T20:00:00Z');
    const starts = splitStarts({ ...window, startAt: night }, 2, night);
    expect(starts[1]?.toISOString()).toBe('2024-11-26T12:00:00.000Z');
  });
});

import { FLOW_TYPES } from './constants';
import {
  checkButtons,
  checkContent,
  checkContentForMode,
  checkContentVariables,
  checkDispatchHours,
  checkFlowTypeAvailable,
  checkFlowWorkTime,
  checkImage,
  checkRange,
  checkReminderOption,
  checkRetryRangeDays,
  checkRetryRangePerDay,
  checkReturnVisitDays,
  checkUrl,
  contentVariables,
  FLOW_RULE_CODES,
  FLOW_RULE_MESSAGES,
  hasProFeatures,
  statusAfterPause,
  statusAfterResume,
  unavailableFlowTypes,
  validateFlowSettings,
} from './rules';
import { flowListQuerySchema, newFlowSettings } from './schemas';
import { createFlowRequestSchema } from './requests';

const NOW = new Date('2025-06-01T12:00:00Z');
const pngDataUrl = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes).toString('base64')}`;

describe('dispatch hours: FROM below TO, both -1 by default', () => {
  it.each([
    [-1, -1, null],
    [9, 21, null],
    [0, 24, null],
    [21, 9, 'flow.hours.order'],
    [10, 10, 'flow.hours.order'],
    [-1, 10, 'flow.hours.incomplete'],
    [10, -1, 'flow.hours.incomplete'],
  ])('FROM %i, TO %i → %s', (begin, end, expected) => {
    expect(checkDispatchHours(begin, end)).toBe(expected);
  });
});

describe('buttons: at most 3, one per type', () => {
  const answer = { type: 'answer' } as const;
  const url = { type: 'url' } as const;
  const call = { type: 'call' } as const;
  it('accepts none and one of each kind', () => {
    expect(checkButtons([])).toBeNull();
    expect(checkButtons([answer, url, call])).toBeNull();
  });
  it('refuses a fourth button and a second of a kind', () => {
    expect(checkButtons([answer, url, call, answer])).toBe('flow.buttons.tooMany');
    expect(checkButtons([url, url])).toBe('flow.buttons.duplicateType');
  });
});

describe('retry range: at most 200 a day, 30 days to 5 years', () => {
  it('limits notifications a day', () => {
    expect(checkRetryRangePerDay(200)).toBeNull();
    expect(checkRetryRangePerDay(1)).toBeNull();
    expect(checkRetryRangePerDay(201)).toBe('flow.retryRange.perDay');
    expect(checkRetryRangePerDay(0)).toBe('flow.retryRange.perDay');
    expect(checkRetryRangePerDay(null)).toBe('required');
  });
  it('limits the range', () => {
    expect(checkRetryRangeDays(30)).toBeNull();
    expect(checkRetryRangeDays(1825)).toBeNull();
    expect(checkRetryRangeDays(29)).toBe('flow.retryRange.range');
    expect(checkRetryRangeDays(1826)).toBe('flow.retryRange.range');
  });
});

describe('minimum flow work time: 1 day', () => {
  it('accepts no end date and an end a day or more away', () => {
    expect(checkFlowWorkTime(null, NOW)).toBeNull();
    expect(checkFlowWorkTime('2025-06-02T12:00:00Z', NOW)).toBeNull();
  });
  it('refuses an end within the day, even one an hour away', () => {
    expect(checkFlowWorkTime('2025-06-02T11:59:59Z', NOW)).toBe('flow.workTime.tooShort');
    expect(checkFlowWorkTime(new Date('2025-06-01T13:00:00Z'), NOW)).toBe('flow.workTime.tooShort');
  });
});

describe('reminder options and the return visit', () => {
  it('offers 24 h, 2 h and 1 h only', () => {
    expect([1440, 120, 60].map(checkReminderOption)).toEqual([null, null, null]);
    expect(checkReminderOption(180)).toBe('flow.reminder.option');
  });
  it('sends the return-visit reminder at 30 days', () => {
    expect(checkReturnVisitDays(30)).toBeNull();
    expect(checkReturnVisitDays(45)).toBe('flow.returnVisit.days');
  });
});

describe('images: PNG, JPG, JPEG only, at most 5 MB', () => {
  it('accepts a PNG and a JPEG whose data agree with their names', () => {
    expect(checkImage({ fileName: 'promo.PNG', dataUrl: pngDataUrl(100) })).toBeNull();
    expect(checkImage({ fileName: 'promo.jpg', dataUrl: 'data:image/jpeg;base64,AAAA' })).toBeNull();
    expect(checkImage({ fileName: 'promo.jpeg', dataUrl: 'data:image/jpeg;base64,AAAA' })).toBeNull();
  });
  it('refuses other types and mismatched data', () => {
    expect(checkImage({ fileName: 'promo.gif', dataUrl: 'data:image/gif;base64,AAAA' })).toBe('flow.image.type');
    expect(checkImage({ fileName: 'promo.png', dataUrl: 'data:image/jpeg;base64,AAAA' })).toBe('flow.image.type');
    expect(checkImage({ fileName: 'png', dataUrl: pngDataUrl(3) })).toBe('flow.image.type');
    expect(checkImage({ fileName: 'promo.png', dataUrl: 'https://example.com/promo.png' })).toBe('flow.image.type');
  });
  it('refuses more than 5 MB', () => {
    expect(checkImage({ fileName: 'big.png', dataUrl: pngDataUrl(5 * 1024 * 1024) })).toBeNull();
    expect(checkImage({ fileName: 'big.png', dataUrl: pngDataUrl(5 * 1024 * 1024 + 1) })).toBe('flow.image.tooLarge');
  });
});

describe('gating (spec section 4)', () => {
  it('with the SMS-module tariff only the SMS flow type is usable', () => {
    expect(checkFlowTypeAvailable('sms', 14)).toBeNull();
    expect(checkFlowTypeAvailable('visitReminder', 14)).toBe('flow.type.smsTariffOnly');
    expect(unavailableFlowTypes(14)).toEqual(FLOW_TYPES.filter((type) => type !== 'sms'));
  });
  it.each([1, 2, 5])('retry flows are usable with extended tariff %i', (tariff) => {
    expect(checkFlowTypeAvailable('retryNotify', tariff)).toBeNull();
    expect(checkFlowTypeAvailable('retryNotifyRange', tariff)).toBeNull();
    expect(unavailableFlowTypes(tariff)).toEqual([]);
    expect(hasProFeatures(tariff)).toBe(true);
  });
  it.each([null, 0, 4, 13])('retry flows need an extended tariff, not %p', (tariff) => {
    expect(checkFlowTypeAvailable('retryNotify', tariff)).toBe('flow.type.extendedTariff');
    expect(unavailableFlowTypes(tariff)).toEqual(['retryNotify', 'retryNotifyRange']);
    expect(checkFlowTypeAvailable('visitReminder', tariff)).toBeNull();
    expect(hasProFeatures(tariff)).toBe(false);
  });
});

describe('texts and modes', () => {
  it('knows the variable markers and refuses a misspelt one', () => {
    expect(contentVariables('Hi {clientName}, at {recordTime}')).toEqual(['clientName', 'recordTime']);
    expect(checkContentVariables('Hi {clientName}')).toBeNull();
    expect(checkContentVariables('Hi {clientNmae}')).toBe('flow.content.unknownVariable');
    expect(checkContentVariables('Prices from 10 {} to { 20 }')).toBeNull();
  });
  it('needs a text in combat mode only', () => {
    expect(checkContentForMode(' ', 'combat')).toBe('required');
    expect(checkContentForMode('\u200b\n', 'combat')).toBe('required');
    expect(checkContentForMode('', 'test')).toBeNull();
  });
  it('refuses a text of only spaces, line breaks or invisible characters in any mode, and allows an empty draft', () => {
    for (const blank of [' ', '   \n\t', '\u00a0', '\u200b\u200d', '\u3000']) expect(checkContent(blank)).toBe('flow.content.blank');
    expect(checkContent('')).toBeNull();
    expect(checkContent(' Hi ')).toBeNull();
    expect(checkContent('Hi {clientNmae}')).toBe('flow.content.unknownVariable');
    expect(validateFlowSettings({ ...newFlowSettings('birthday'), content: '  ' }, { now: new Date(), checkEndDate: false })).toEqual({ content: 'flow.content.blank' });
  });
  it('checks links and ranges', () => {
    expect(checkUrl('https://salon.example/book')).toBeNull();
    expect(checkUrl('javascript:alert(1)')).toBe('url.invalid');
    expect(checkUrl('')).toBe('required');
    expect(checkRange({ min: 5, max: 2 })).toBe('flow.filter.range');
    expect(checkRange({ min: 5 })).toBeNull();
  });
});

describe('status transitions', () => {
  it('pauses a running or failed flow, not a finished one', () => {
    expect(statusAfterPause('working')).toBe('pause');
    expect(statusAfterPause('error')).toBe('pause');
    expect(statusAfterPause('done')).toBeNull();
    expect(statusAfterPause('unavailable')).toBeNull();
  });
  it('resumes to the queue, a webhook flow straight to working', () => {
    expect(statusAfterResume('pause', 'birthday')).toBe('inQueue');
    expect(statusAfterResume('pause', 'webhook')).toBe('working');
    expect(statusAfterResume('waiting', 'birthday')).toBe('waiting');
    expect(statusAfterResume('canceled', 'birthday')).toBeNull();
  });
});

describe('validateFlowSettings', () => {
  it('passes every new flow of every type', () => {
    for (const type of FLOW_TYPES) expect(validateFlowSettings(newFlowSettings(type), { now: NOW, checkEndDate: true })).toEqual({});
  });
  it('names each refused field', () => {
    const flow = { ...newFlowSettings('retryNotifyRange'), dayRange: 10, notificationsPerDay: 500, beginHour: 20, endHour: 8, content: '{oops}', endDate: '2025-06-01T18:00:00Z' };
    expect(validateFlowSettings(flow, { now: NOW, checkEndDate: true })).toEqual({
      dayRange: 'flow.retryRange.range',
      notificationsPerDay: 'flow.retryRange.perDay',
      endHour: 'flow.hours.order',
      content: 'flow.content.unknownVariable',
      endDate: 'flow.workTime.tooShort',
    });
    expect(validateFlowSettings(flow, { now: NOW, checkEndDate: false })).not.toHaveProperty('endDate');
  });
  it('checks each type its own setting', () => {
    expect(validateFlowSettings({ ...newFlowSettings('visitReminder'), intervalMinutes: 30 }, { now: NOW, checkEndDate: false })).toEqual({ intervalMinutes: 'flow.reminder.option' });
    expect(validateFlowSettings({ ...newFlowSettings('returnVisit'), reminderDaysN: 14 }, { now: NOW, checkEndDate: false })).toEqual({ reminderDaysN: 'flow.returnVisit.days' });
    expect(validateFlowSettings({ ...newFlowSettings('birthday'), birthdayDaysBefore: null }, { now: NOW, checkEndDate: false })).toEqual({ birthdayDaysBefore: 'required' });
  });
});

describe('the request schemas carry the rule codes', () => {
  const codes = (input: unknown) =>
    Object.fromEntries((createFlowRequestSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

  it('refuses four buttons, two of a kind, a bad link and a bad phone', () => {
    expect(codes({ type: 'visitReminder', buttons: [{ type: 'answer', text: 'A' }, { type: 'answer', text: 'B' }] })).toEqual({ buttons: 'flow.buttons.duplicateType' });
    expect(
      codes({
        type: 'visitReminder',
        buttons: [
          { type: 'answer', text: 'A' },
          { type: 'url', text: 'B', url: 'https://a.example' },
          { type: 'call', text: 'C', phone: '+79001234567' },
          { type: 'answer', text: 'D' },
        ],
      }),
    ).toEqual({ buttons: 'flow.buttons.tooMany' });
    expect(
      codes({
        type: 'visitReminder',
        buttons: [
          { type: 'url', text: 'Book', url: 'ftp://a.example' },
          { type: 'call', text: 'Call', phone: '+7 900' },
        ],
      }),
    ).toEqual({ 'buttons.0.url': 'url.invalid', 'buttons.1.phone': 'phone.invalid' });
  });

  it('refuses out-of-range numbers, an inverted filter range and a GIF', () => {
    expect(
      codes({
        type: 'birthday',
        beginHour: 24,
        daysOfWeek: [],
        birthdayDaysBefore: -1,
        filters: { visitCount: { min: 5, max: 1 } },
        image: { fileName: 'a.gif', dataUrl: 'data:image/gif;base64,AAAA' },
      }),
    ).toEqual({
      beginHour: 'number.outOfRange',
      daysOfWeek: 'required',
      birthdayDaysBefore: 'number.outOfRange',
      'filters.visitCount.max': 'flow.filter.range',
      image: 'flow.image.type',
    });
  });

  it('reads list filters from the query string', () => {
    expect(flowListQuerySchema.parse({ status: 'pause,error', type: '', page: '3', sort: 'title', order: 'asc' })).toEqual({
      page: 3,
      pageSize: 20,
      status: ['pause', 'error'],
      type: [],
      sort: 'title',
      order: 'asc',
    });
  });
});

it('has an English message for every flow rule code', () => {
  for (const code of FLOW_RULE_CODES) expect(FLOW_RULE_MESSAGES[code]).toMatch(/\w/);
});

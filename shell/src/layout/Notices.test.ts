import { PAYMENT_NOTICE_DAYS, paymentEndsSoon, quotaState } from './Notices';

describe('message quota (spec section 8)', () => {
  it('warns under 100 messages left and says so at zero', () => {
    expect(quotaState(100)).toBe('ok');
    expect(quotaState(99)).toBe('low');
    expect(quotaState(1)).toBe('low');
    expect(quotaState(0)).toBe('empty');
  });

  it('says nothing while nothing would send: a new account has no quota and no switched-on flow', () => {
    expect(quotaState(0, false)).toBe('ok');
    expect(quotaState(5, false)).toBe('ok');
    expect(quotaState(0, true)).toBe('empty');
  });
});

describe('payment-ending notice', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const inDays = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000).toISOString();

  it(`shows within ${PAYMENT_NOTICE_DAYS} days of the end, not before and not after it`, () => {
    expect(paymentEndsSoon(inDays(3), now)).toBe(true);
    expect(paymentEndsSoon(inDays(PAYMENT_NOTICE_DAYS), now)).toBe(true);
    expect(paymentEndsSoon(inDays(PAYMENT_NOTICE_DAYS + 1), now)).toBe(false);
    expect(paymentEndsSoon(inDays(-1), now)).toBe(false);
    expect(paymentEndsSoon(null, now)).toBe(false);
  });
});

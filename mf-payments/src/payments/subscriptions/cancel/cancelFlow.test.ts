import type { Subscription } from '@cabinet/api/payments';
import { cancelFlow, initialCancelFlow, offersFor, type CancelFlowState } from './cancelFlow';

const subscription: Subscription = {
  id: 's1',
  tariff: 1,
  provider: 'YoomoneyPay',
  status: 'active',
  isAutoPay: true,
  amount: 250_000,
  currency: 'RUB',
  paidUpTo: '2026-12-01T00:00:00.000Z',
  giftAvailable: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('the cancel flow', () => {
  it('asks for a reason before the offers, and keeps what was typed on the way back', () => {
    let state: CancelFlowState = cancelFlow(initialCancelFlow, { type: 'submitReason' });
    expect(state).toMatchObject({ step: 'reason', error: 'reasonRequired' });
    state = cancelFlow(state, { type: 'chooseReason', reason: 'FoundAlternative' });
    state = cancelFlow(state, { type: 'chooseAlternative', alternative: 'Wahelp' });
    state = cancelFlow(state, { type: 'comment', comment: 'cheaper' });
    state = cancelFlow(state, { type: 'submitReason' });
    expect(state).toEqual({ step: 'offers', reason: 'FoundAlternative', alternative: 'Wahelp', comment: 'cheaper' });
    expect(cancelFlow(state, { type: 'back' })).toEqual({ step: 'reason', reason: 'FoundAlternative', alternative: 'Wahelp', comment: 'cheaper', error: null });
  });

  it('forgets the alternative when the reason is not a found alternative', () => {
    let state = cancelFlow(initialCancelFlow, { type: 'chooseReason', reason: 'FoundAlternative' });
    state = cancelFlow(state, { type: 'chooseAlternative', alternative: 'Revvy' });
    state = cancelFlow(state, { type: 'chooseReason', reason: 'TooExpensive' });
    expect(state).toMatchObject({ alternative: null });
  });

  it('ends on the result of the offer taken or of cancelling', () => {
    const offers = cancelFlow(cancelFlow(initialCancelFlow, { type: 'chooseReason', reason: 'TooExpensive' }), { type: 'submitReason' });
    const result = cancelFlow(offers, { type: 'settled', outcome: { kind: 'cancelled', subscription: { ...subscription, status: 'cancelled' } } });
    expect(result).toMatchObject({ step: 'result', outcome: { kind: 'cancelled' } });
    expect(cancelFlow(initialCancelFlow, { type: 'settled', outcome: { kind: 'cancelled', subscription } })).toBe(initialCancelFlow);
  });

  it('offers a discount, the gift while available, keeping, and cancelling auto-pay only', () => {
    expect(offersFor('TooExpensive', subscription)).toEqual(['discount', 'gift', 'keep', 'cancelAutoPay']);
    expect(offersFor('CancelAutoPay', subscription)).toEqual(['cancelAutoPay', 'discount', 'gift', 'keep']);
    expect(offersFor('Other', { giftAvailable: false, isAutoPay: false })).toEqual(['discount', 'keep']);
  });
});

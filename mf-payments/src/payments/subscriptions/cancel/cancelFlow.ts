import type { AlternativeService, CancelReason, OfferResult, RetentionOffer, Subscription } from '@cabinet/api/payments';

/*
 * The cancel flow of spec section 4: the reason (and the service the user goes to), then the retention
 * offers (discount, gift, keep, cancel auto-pay only) or cancelling after all, then the result. A pure
 * reducer, so every path is tested without a screen.
 */
export type CancelOutcome = { kind: RetentionOffer; result: OfferResult } | { kind: 'cancelled'; subscription: Subscription };

export type CancelFlowState =
  | { step: 'reason'; reason: CancelReason | null; alternative: AlternativeService | null; comment: string; error: 'reasonRequired' | null }
  | { step: 'offers'; reason: CancelReason; alternative: AlternativeService | null; comment: string }
  | { step: 'result'; outcome: CancelOutcome };

export type CancelFlowAction =
  | { type: 'chooseReason'; reason: CancelReason }
  | { type: 'chooseAlternative'; alternative: AlternativeService | null }
  | { type: 'comment'; comment: string }
  | { type: 'submitReason' }
  | { type: 'back' }
  | { type: 'settled'; outcome: CancelOutcome };

export const initialCancelFlow: CancelFlowState = { step: 'reason', reason: null, alternative: null, comment: '', error: null };

/** The alternative service is asked only of those who found one. */
export const asksAlternative = (reason: CancelReason | null) => reason === 'FoundAlternative';

export function cancelFlow(state: CancelFlowState, action: CancelFlowAction): CancelFlowState {
  switch (action.type) {
    case 'chooseReason':
      return state.step === 'reason' ? { ...state, reason: action.reason, alternative: asksAlternative(action.reason) ? state.alternative : null, error: null } : state;
    case 'chooseAlternative':
      return state.step === 'reason' ? { ...state, alternative: action.alternative } : state;
    case 'comment':
      return state.step === 'reason' ? { ...state, comment: action.comment } : state;
    case 'submitReason':
      if (state.step !== 'reason') return state;
      if (state.reason === null) return { ...state, error: 'reasonRequired' };
      return { step: 'offers', reason: state.reason, alternative: state.alternative, comment: state.comment };
    case 'back':
      return state.step === 'offers' ? { step: 'reason', reason: state.reason, alternative: state.alternative, comment: state.comment, error: null } : state;
    case 'settled':
      return state.step === 'offers' ? { step: 'result', outcome: action.outcome } : state;
  }
}

/** The offers in the order shown: whoever only wants auto-pay off sees that first; the gift only while it is available. */
export function offersFor(reason: CancelReason, subscription: Pick<Subscription, 'giftAvailable' | 'isAutoPay'>): RetentionOffer[] {
  const offers: RetentionOffer[] = ['discount'];
  if (subscription.giftAvailable) offers.push('gift');
  offers.push('keep');
  if (subscription.isAutoPay) offers.push('cancelAutoPay');
  if (reason === 'CancelAutoPay' && subscription.isAutoPay) return ['cancelAutoPay', ...offers.filter((offer) => offer !== 'cancelAutoPay')];
  return offers;
}

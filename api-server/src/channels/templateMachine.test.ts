import { manualClock } from '../platform/clock';
import { applyTemplateEvent, MISSING_AT_PROVIDER_REASON, reviewOf, type TemplateRecord } from './templateMachine';

describe('a WABA template follows the provider’s review on a manual clock', () => {
  const clock = manualClock('2026-05-04T10:00:00Z');
  const pending: TemplateRecord = { status: 'pending', rejectedReason: null, syncedAt: null };

  it('stays pending while the provider reviews, noting when it last asked', () => {
    const read = applyTemplateEvent(pending, { type: 'providerStatus', at: clock.now(), status: 'PENDING', reason: null });
    expect(read).toEqual({ status: 'pending', rejectedReason: null, syncedAt: new Date('2026-05-04T10:00:00Z') });
  });

  it('becomes approved when the provider approves, and a stale pending read afterwards changes nothing', () => {
    clock.advance(5 * 60_000);
    const approved = applyTemplateEvent(pending, { type: 'providerStatus', at: clock.now(), status: 'approved', reason: 'NONE' });
    expect(approved).toEqual({ status: 'approved', rejectedReason: null, syncedAt: new Date('2026-05-04T10:05:00Z') });
    clock.advance(60_000);
    expect(applyTemplateEvent(approved, { type: 'providerStatus', at: clock.now(), status: 'PENDING', reason: null })).toBe(approved);
  });

  it('becomes rejected with the provider’s reason, and stays rejected', () => {
    const rejected = applyTemplateEvent(pending, { type: 'providerStatus', at: clock.now(), status: 'REJECTED', reason: 'INVALID_FORMAT' });
    expect(rejected).toMatchObject({ status: 'rejected', rejectedReason: 'INVALID_FORMAT' });
    expect(applyTemplateEvent(rejected, { type: 'providerStatus', at: clock.now(), status: 'APPROVED', reason: null })).toBe(rejected);
  });

  it('takes a template the provider no longer knows as rejected, saying so', () => {
    expect(applyTemplateEvent(pending, { type: 'providerMissing', at: clock.now() })).toMatchObject({ status: 'rejected', rejectedReason: MISSING_AT_PROVIDER_REASON });
  });

  it('reads Meta’s status words, and none from words it does not know', () => {
    expect(['APPROVED', 'PENDING', 'SUBMITTED', 'REJECTED', 'DISABLED', 'PAUSED'].map(reviewOf)).toEqual(['approved', 'pending', 'pending', 'rejected', 'rejected', null]);
  });
});

import { normalizedPhones, receivesFlowType, selectRecipients } from './recipients';

const blacklist = new Map<string, readonly string[]>([
  ['+79005550001', []],
  ['+79005550002', ['visitReminder']],
]);

describe('applying the blacklist', () => {
  it('gives an opted-out phone nothing but its allowed tasks', () => {
    expect(receivesFlowType('+79005550001', 'visitReminder', blacklist)).toEqual({ receives: false, reason: 'blacklisted' });
    expect(receivesFlowType('+79005550002', 'visitReminder', blacklist)).toEqual({ receives: true, reason: 'allowedTask' });
    expect(receivesFlowType('+79005550002', 'reviewRequest', blacklist)).toEqual({ receives: false, reason: 'blacklisted' });
    expect(receivesFlowType('+79005550003', 'reviewRequest', blacklist)).toEqual({ receives: true, reason: 'client' });
  });

  it('compares phones in E.164 form and answers each once', () => {
    const result = selectRecipients({
      candidates: ['+7 (900) 555-00-01', '8 900', '+79005550003', '+7 900 555 00 03'],
      flow: { type: 'birthday', mode: 'combat' },
      ownerPhone: '+79001234567',
      blacklist,
    });
    expect(result).toEqual({
      mode: 'combat',
      testPhone: null,
      recipients: [
        { phone: '+79005550001', receives: false, reason: 'blacklisted' },
        { phone: '8 900', receives: false, reason: 'invalidPhone' },
        { phone: '+79005550003', receives: true, reason: 'client' },
      ],
    });
  });

  it('sends nothing to clients in test mode: the owner gets it', () => {
    const result = selectRecipients({ candidates: ['+79005550003'], flow: { type: 'birthday', mode: 'test' }, ownerPhone: '+79001234567', blacklist });
    expect(result).toEqual({ mode: 'test', testPhone: '+79001234567', recipients: [{ phone: '+79005550003', receives: false, reason: 'testMode' }] });
  });

  it('looks up only valid numbers, once each', () => {
    expect(normalizedPhones(['+7 900 555-00-01', '+79005550001', 'x'])).toEqual(['+79005550001']);
  });
});

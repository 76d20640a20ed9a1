import { checkContract } from './version';

describe('checkContract', () => {
  it('accepts a remote of the same major built for an older or equal minor', () => {
    expect(checkContract('1.0.0', '1.2.0')).toEqual({ compatible: true });
    expect(checkContract('1.2.3', '1.2.0')).toEqual({ compatible: true });
  });

  it('refuses another major, saying which versions met', () => {
    expect(checkContract('2.0.0', '1.4.0')).toEqual({ compatible: false, reason: 'built for contract 2.0.0, the shell speaks 1.4.0' });
  });

  it('refuses a remote needing props a older shell does not give', () => {
    expect(checkContract('1.3.0', '1.2.0')).toEqual({ compatible: false, reason: 'needs contract 1.3.0, newer than the shell\'s 1.2.0' });
  });

  it('refuses a remote that states no version', () => {
    expect(checkContract(undefined, '1.0.0').compatible).toBe(false);
  });
});

import { createIgnoreLinkTokens, maskPhone } from './ignoreLinks';

const OWNER = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('ignore-link tokens', () => {
  const links = createIgnoreLinkTokens('a-secret-of-at-least-thirty-two-characters');

  it('opens what it sealed, and seals the same pair differently each time', () => {
    const token = links.seal(OWNER, '+79005550001');
    expect(links.open(token)).toEqual({ userId: OWNER, phone: '+79005550001' });
    expect(links.seal(OWNER, '+79005550001')).not.toBe(token);
    expect(token).toMatch(/^[A-Za-z0-9_-]{60,100}$/);
  });

  it('opens nothing sealed with another secret, altered, or made up', () => {
    const token = links.seal(OWNER, '+79005550001');
    expect(createIgnoreLinkTokens('another-secret-of-thirty-two-characters').open(token)).toBeNull();
    const flipped = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1) ?? ''}`;
    expect(links.open(flipped)).toBeNull();
    expect(links.open('')).toBeNull();
    expect(links.open('../../etc/passwd')).toBeNull();
  });

  it('masks all but the country code and the last four digits', () => {
    expect(maskPhone('+79005550001')).toBe('+7••••••0001');
  });
});

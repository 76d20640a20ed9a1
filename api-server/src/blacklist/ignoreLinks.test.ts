import { createCipheriv, createHash, randomBytes } from 'node:crypto';
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

  it('stops opening a link a year after it was made, and still opens links made before dates were sealed', () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    const dated = createIgnoreLinkTokens('a-secret-of-at-least-thirty-two-characters', { now: () => now });
    const token = dated.seal(OWNER, '+79005550001');
    now += 365 * 24 * 60 * 60 * 1000;
    expect(dated.open(token)).toEqual({ userId: OWNER, phone: '+79005550001' });
    now += 2 * 24 * 60 * 60 * 1000;
    expect(dated.open(token)).toBeNull();
    // The first form: AES-GCM over the owner's id and the phone, no date.
    const key = createHash('sha256').update('ignore-link\0a-secret-of-at-least-thirty-two-characters').digest();
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const sealed = Buffer.concat([cipher.update(Buffer.concat([Buffer.from(OWNER.replace(/-/g, ''), 'hex'), Buffer.from('+79005550002')])), cipher.final()]);
    const legacy = Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
    expect(dated.open(legacy)).toEqual({ userId: OWNER, phone: '+79005550002' });
  });

  it('masks all but the country code and the last four digits', () => {
    expect(maskPhone('+79005550001')).toBe('+7••••••0001');
  });
});

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface IgnoreLinkTokens {
  /** The token of one client phone of one owner: URL-safe, opaque, different each time. */
  seal(userId: string, phone: string): string;
  /** The owner and phone a token was made for; null for anything we did not make, or that was altered. */
  open(token: string): { userId: string; phone: string } | null;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const UUID_BYTES = 16;
/** Tokens since issue 14 start with this version byte and the day they were made (days since 1970, 32 bits). */
const DATED = 1;
const DATED_HEADER_BYTES = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Decision (the spec gives no lifetime): an opt-out link works for a year after it was made, long enough for
 * a client to open an old reminder, short enough that a leaked link does not open the page forever. Links made
 * before dates were sealed into them keep working.
 */
export const IGNORE_LINK_TTL_DAYS = 365;

/**
 * The spec's /il/{encUserGuid}: AES-256-GCM over the owner's id (16 bytes) and the phone. Encrypted rather than signed,
 * so the link shows neither the business's id nor the phone; authenticated, so a token cannot be edited
 * into another phone's. The key derives from the API's signing secret (one secret to manage); rotating
 * that secret retires the links already sent, which then answer 404 IGNORE_LINK_INVALID.
 */
export function createIgnoreLinkTokens(secret: string, options: { ttlDays?: number; now?: () => number } = {}): IgnoreLinkTokens {
  const key = createHash('sha256').update(`ignore-link\0${secret}`).digest();
  const ttlDays = options.ttlDays ?? IGNORE_LINK_TTL_DAYS;
  const today = () => Math.floor((options.now ?? Date.now)() / DAY_MS);
  return {
    seal(userId, phone) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      // The id as raw bytes keeps the token near 75 characters: short in an SMS, and within a path segment.
      const header = Buffer.alloc(DATED_HEADER_BYTES);
      header.writeUInt8(DATED, 0);
      header.writeUInt32BE(today(), 1);
      const plain = Buffer.concat([header, Buffer.from(userId.replace(/-/g, ''), 'hex'), Buffer.from(phone, 'utf8')]);
      const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
    },
    open(token) {
      if (!/^[A-Za-z0-9_-]{1,100}$/.test(token)) return null;
      const bytes = Buffer.from(token, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        const opened = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
        // Phones are E.164: the byte after the owner's id is "+", which tells the dated form from the first one.
        const dated = opened.length > DATED_HEADER_BYTES + UUID_BYTES && opened[0] === DATED && opened[DATED_HEADER_BYTES + UUID_BYTES] === 0x2b;
        if (dated && today() - opened.readUInt32BE(1) > ttlDays) return null;
        const plain = dated ? opened.subarray(DATED_HEADER_BYTES) : opened;
        if (plain.length <= UUID_BYTES) return null;
        const hex = plain.subarray(0, UUID_BYTES).toString('hex');
        const userId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
        return { userId, phone: plain.subarray(UUID_BYTES).toString('utf8') };
      } catch {
        return null;
      }
    },
  };
}

/** A phone as the public page shows it: the country code and the last four digits. */
export function maskPhone(phone: string): string {
  if (phone.length <= 6) return phone;
  return `${phone.slice(0, 2)}${'•'.repeat(phone.length - 6)}${phone.slice(-4)}`;
}

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

/**
 * The spec's /il/{encUserGuid}: AES-256-GCM over the owner's id (16 bytes) and the phone. Encrypted rather than signed,
 * so the link shows neither the business's id nor the phone; authenticated, so a token cannot be edited
 * into another phone's. The key derives from the API's signing secret (one secret to manage); rotating
 * that secret retires the links already sent, which then answer 404 IGNORE_LINK_INVALID.
 */
export function createIgnoreLinkTokens(secret: string): IgnoreLinkTokens {
  const key = createHash('sha256').update(`ignore-link\0${secret}`).digest();
  return {
    seal(userId, phone) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      // The id as raw bytes keeps the token near 75 characters: short in an SMS, and within a path segment.
      const plain = Buffer.concat([Buffer.from(userId.replace(/-/g, ''), 'hex'), Buffer.from(phone, 'utf8')]);
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
        const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
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

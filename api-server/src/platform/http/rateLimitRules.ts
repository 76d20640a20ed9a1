/**
 * The API's rate limits: what each one counts, its default, and the environment variable that changes it.
 *
 * The defaults are set so people never meet them at their own pace (a salon's front desk behind one address
 * signs in and registers staff dozens of times an hour, mistypes now and then) while guessing one account's
 * password or code, and floods from one address, are stopped early. Guessing limits count failures only:
 * a correct sign-in costs nothing.
 */
export const RATE_LIMITS = {
  /** Wrong passwords for one e-mail: guessing one account's password. */
  signInAccount: { env: 'RATE_LIMIT_SIGN_IN_ACCOUNT', default: '10/15m' },
  /** Wrong passwords from one address, any e-mail: a flood, or trying many accounts. */
  signInAddress: { env: 'RATE_LIMIT_SIGN_IN_ADDRESS', default: '100/15m' },
  /**
   * Wrong passwords from a browser holding a device cookie of the account (it signed in to it before,
   * account/deviceCookies.ts): counted instead of the address and the account, so a flood cannot lock it out.
   */
  signInDevice: { env: 'RATE_LIMIT_SIGN_IN_DEVICE', default: '10/15m' },
  /** Registrations from one address. */
  register: { env: 'RATE_LIMIT_REGISTER', default: '100/1h' },
  /** Reset links asked for one e-mail (each one mails its owner). */
  forgotAccount: { env: 'RATE_LIMIT_FORGOT_ACCOUNT', default: '5/1h' },
  /** Reset links asked from one address. */
  forgotAddress: { env: 'RATE_LIMIT_FORGOT_ADDRESS', default: '100/1h' },
  /** Wrong reset or confirmation codes for one account: guessing a code. */
  codeAccount: { env: 'RATE_LIMIT_CODE_ACCOUNT', default: '10/15m' },
  /** Wrong reset or confirmation codes from one address. */
  codeAddress: { env: 'RATE_LIMIT_CODE_ADDRESS', default: '100/15m' },
  /** The public endpoints (opt-out page, short-link clicks, payment links) from one address. */
  publicAddress: { env: 'RATE_LIMIT_PUBLIC', default: '600/1m' },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** At most `max` counted requests per key in any `windowMs`; null when the limit is switched off. */
export type RateRule = { max: number; windowMs: number } | null;

const UNIT_MS: Readonly<Record<string, number>> = { s: 1000, m: 60_000, h: 3_600_000 };

/** `"10/15m"` → ten per fifteen minutes; `"off"` → no limit. Null when the text is neither. */
export function parseRateRule(text: string): { rule: RateRule } | null {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === 'off') return { rule: null };
  const match = /^(\d{1,7})\s*\/\s*(\d{1,5})\s*([smh])$/.exec(trimmed);
  if (!match) return null;
  const [, max, amount, unit] = match;
  const windowMs = Number(amount) * (UNIT_MS[unit ?? ''] ?? 0);
  if (Number(max) < 1 || windowMs < 1000) return null;
  return { rule: { max: Number(max), windowMs } };
}

/** Each limit from its variable, or its default; throws naming the variable when one is malformed. */
export function readRateRules(env: Readonly<Record<string, string | undefined>>): Record<RateLimitName, RateRule> {
  const read = (name: RateLimitName): RateRule => {
    const { env: variable, default: fallback } = RATE_LIMITS[name];
    const value = env[variable]?.trim();
    const parsed = parseRateRule(value === undefined || value === '' ? fallback : value);
    if (!parsed) throw new Error(`Invalid configuration: ${variable} must be "<count>/<number><s|m|h>" (e.g. ${fallback}) or "off"`);
    return parsed.rule;
  };
  return {
    signInAccount: read('signInAccount'),
    signInAddress: read('signInAddress'),
    signInDevice: read('signInDevice'),
    register: read('register'),
    forgotAccount: read('forgotAccount'),
    forgotAddress: read('forgotAddress'),
    codeAccount: read('codeAccount'),
    codeAddress: read('codeAddress'),
    publicAddress: read('publicAddress'),
  };
}

import bcrypt from 'bcryptjs';
import { PATHS } from '@cabinet/api/contract';
import { PAYMENTS_PATHS } from '@cabinet/api/payments';
import { BLACKLIST_PATHS } from '@cabinet/api/flows';
import { findUserByEmail, setPasswordHash } from './users';
import { hashPassword, needsRehash, setPasswordCostForTests, verifyPassword } from './passwords';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { TEST_PASSWORD_LOG2_N } from '../testing/templates';
import { registerUser, registration } from '../testing/requests';

let t: TestApp;
beforeAll(async () => {
  // Small limits, so the tests reach them in a few requests; the defaults are in rateLimitRules.ts.
  t = await createTestApp({
    seed: false,
    env: {
      RATE_LIMIT_SIGN_IN_ACCOUNT: '3/15m',
      RATE_LIMIT_SIGN_IN_ADDRESS: '8/15m',
      RATE_LIMIT_SIGN_IN_DEVICE: '3/15m',
      RATE_LIMIT_REGISTER: '4/1h',
      RATE_LIMIT_FORGOT_ACCOUNT: '2/1h',
      RATE_LIMIT_CODE_ACCOUNT: '2/15m',
      RATE_LIMIT_PUBLIC: '3/1m',
    },
  });
});
afterAll(async () => {
  await t.close();
});

const post = (path: string, payload: object, address = '10.0.0.1', cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/' + path, payload, remoteAddress: address, ...(cookie ? { headers: { cookie } } : {}) });
const login = (email: string, password: string, address?: string, cookie?: string) => post(PATHS.account.login, { email, password }, address, cookie);

/** Registers from an address of its own, so the registration limit of the default address is not spent here. */
async function registerFrom(address: string, email: string): Promise<void> {
  expect((await post(PATHS.account.register, registration({ email, password: 'Desk1234', confirmPassword: 'Desk1234' }), address)).statusCode).toBe(200);
}

/** The device cookie a successful sign-in set, as the browser sends it back (name=value). */
function deviceCookie(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const text = Array.isArray(header) ? String(header[0]) : String(header ?? '');
  expect(text).toMatch(/^cabinet_device_[\w-]+=[\w.-]+; Path=\/api\/v1\/account\/login; Max-Age=\d+; HttpOnly; SameSite=Strict/);
  return text.split(';')[0] ?? '';
}

describe('guessing a password', () => {
  it('is refused with 429 and Retry-After after the account’s failures are used up, even with the right password', async () => {
    await registerUser(t.app, { email: 'guessed@example.com', password: 'Right123', confirmPassword: 'Right123' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login('guessed@example.com', `Wrong${attempt}99`, `10.1.0.${attempt}`)).json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
    }
    // From yet another address, with the right password: the account's limit holds whoever asks.
    const refused = await login('Guessed@Example.com', 'Right123', '10.1.0.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Try again in 15 min.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('lets no more guesses through than the limit when they all arrive at once', async () => {
    const registered = await post(PATHS.account.register, registration({ email: 'rushed@example.com', password: 'Right123', confirmPassword: 'Right123' }), '10.10.0.1');
    expect(registered.statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => login('rushed@example.com', `Wrong${index}99`, `10.9.0.${index}`)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(17);
  });

  it('does not count correct sign-ins: a front desk signs in again and again', async () => {
    await registerUser(t.app, { email: 'desk@example.com', password: 'Desk1234', confirmPassword: 'Desk1234' });
    for (let attempt = 0; attempt < 12; attempt += 1) expect((await login('desk@example.com', 'Desk1234', '10.2.0.1')).statusCode).toBe(200);
  });

  it('stops a flood of wrong passwords from one address across many accounts, not other addresses', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) expect((await login(`nobody${attempt}@example.com`, 'Wrong123', '10.3.0.1')).statusCode).toBe(400);
    expect((await login('nobody-else@example.com', 'Wrong123', '10.3.0.1')).statusCode).toBe(429);
    expect((await login('nobody-else@example.com', 'Wrong123', '10.3.0.2')).statusCode).toBe(400);
  });
});

describe('a front desk behind one address (device cookies)', () => {
  it('keeps signing in with the right password while a flood from its own address is refused', async () => {
    const desk = '10.20.0.1';
    await registerFrom('10.40.0.1', 'frontdesk@example.com');
    const first = await login('frontdesk@example.com', 'Desk1234', desk);
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookie(first);

    // A flood of wrong passwords from the same address spends the address's failures.
    for (let attempt = 0; attempt < 8; attempt += 1) expect((await login(`victim${attempt}@example.com`, 'Wrong123', desk)).statusCode).toBe(400);
    expect((await login('victim-next@example.com', 'Wrong123', desk)).statusCode).toBe(429);
    // A browser that never signed in to the account is refused from that address…
    expect((await login('frontdesk@example.com', 'Desk1234', desk)).statusCode).toBe(429);
    // …the desk's browser is let in, again and again, and its cookie renewed.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const again = await login('frontdesk@example.com', 'Desk1234', desk, cookie);
      expect(again.statusCode).toBe(200);
      expect(deviceCookie(again)).toBe(cookie);
    }
  });

  it('is not locked out by someone guessing its account elsewhere, while the guesser is', async () => {
    await registerFrom('10.40.0.2', 'guessed.desk@example.com');
    const cookie = deviceCookie(await login('guessed.desk@example.com', 'Desk1234', '10.21.0.1'));
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login('guessed.desk@example.com', `Wrong${attempt}99`, `10.22.0.${attempt}`)).statusCode).toBe(400);
    expect((await login('guessed.desk@example.com', 'Wrong999', '10.22.0.9')).statusCode).toBe(429);
    expect((await login('guessed.desk@example.com', 'Desk1234', '10.21.0.1', cookie)).statusCode).toBe(200);
  });

  it('still limits guessing from a browser holding the cookie, and ignores a forged or another account’s cookie', async () => {
    await registerFrom('10.40.0.3', 'stolen.laptop@example.com');
    await registerFrom('10.40.0.4', 'other.desk@example.com');
    const cookie = deviceCookie(await login('stolen.laptop@example.com', 'Desk1234', '10.23.0.1'));
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login('stolen.laptop@example.com', `Wrong${attempt}99`, '10.23.0.1', cookie)).statusCode).toBe(400);
    expect((await login('stolen.laptop@example.com', 'Desk1234', '10.23.0.1', cookie)).statusCode).toBe(429);

    // The cookie of one account does nothing for another; an edited signature does nothing at all.
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login('other.desk@example.com', `Wrong${attempt}99`, `10.24.0.${attempt}`)).statusCode).toBe(400);
    expect((await login('other.desk@example.com', 'Desk1234', '10.23.0.1', cookie)).statusCode).toBe(429);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login('stolen.laptop@example.com', `Wrong${attempt}99`, `10.26.0.${attempt}`)).statusCode).toBe(400);
    const [name, value] = cookie.split('=');
    const forged = `${name}=${value?.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))}`;
    expect((await login('stolen.laptop@example.com', 'Desk1234', '10.25.0.1', forged)).statusCode).toBe(429);
  });
});

describe('the counts on the database', () => {
  it('survive a restart: a new API process on the same database refuses what the first had counted', async () => {
    for (let attempt = 0; attempt < 8; attempt += 1) expect((await login(`restart${attempt}@example.com`, 'Wrong123', '10.30.0.1')).statusCode).toBe(400);
    const second = await buildApp(t.config, t.db, { logger: false });
    try {
      const refused = await second.inject({ method: 'POST', url: '/' + PATHS.account.login, payload: { email: 'restart9@example.com', password: 'Wrong123' }, remoteAddress: '10.30.0.1' });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      // Two processes at once share the counts: registrations from one address split between them.
      const register = (app: typeof second, index: number) =>
        app.inject({ method: 'POST', url: '/' + PATHS.account.register, payload: registration({ email: `shared${index}@example.com` }), remoteAddress: '10.31.0.1' });
      expect((await register(second, 0)).statusCode).toBe(200);
      expect((await register(t.app, 1)).statusCode).toBe(200);
      expect((await register(second, 2)).statusCode).toBe(200);
      expect((await register(t.app, 3)).statusCode).toBe(200);
      expect((await register(second, 4)).statusCode).toBe(429);
      expect((await register(t.app, 5)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
    const [row] = await t.db.query<{ keys: number }>('select count(*)::int as keys from rate_limit_counts');
    expect(row?.keys).toBeGreaterThan(0);
    // No address or e-mail is kept in the table, only digests.
    const plain = await t.db.query("select 1 from rate_limit_counts where key like '%10.30.0.1%' or key like '%@%'");
    expect(plain).toHaveLength(0);
  });
});

describe('registration, reset links and codes', () => {
  it('limits registrations per address', async () => {
    for (let index = 0; index < 4; index += 1) {
      expect((await post(PATHS.account.register, registration({ email: `staff${index}@example.com` }), '10.4.0.1')).statusCode).toBe(200);
    }
    const refused = await post(PATHS.account.register, registration({ email: 'staff9@example.com' }), '10.4.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('limits reset links per e-mail', async () => {
    expect((await post(PATHS.account.forgotPassword, { email: 'target@example.com' }, '10.5.0.1')).statusCode).toBe(204);
    expect((await post(PATHS.account.forgotPassword, { email: 'target@example.com' }, '10.5.0.2')).statusCode).toBe(204);
    expect((await post(PATHS.account.forgotPassword, { email: 'TARGET@example.com' }, '10.5.0.3')).statusCode).toBe(429);
  });

  it('limits wrong reset codes per account', async () => {
    await registerUser(t.app, { email: 'reset.me@example.com' });
    const reset = (code: string) =>
      post(PATHS.account.resetPassword, { email: 'reset.me@example.com', code, newPassword: 'Newpass12' }, '10.6.0.1');
    expect((await reset('guess-1')).json()).toMatchObject({ code: 'INVALID_RESET_CODE' });
    expect((await reset('guess-2')).json()).toMatchObject({ code: 'INVALID_RESET_CODE' });
    expect((await reset('guess-3')).statusCode).toBe(429);
  });

  it('limits the public payment link page per address', async () => {
    const open = () => t.app.inject({ method: 'GET', url: '/' + PAYMENTS_PATHS.publicPayment.replace(':token', 'not-a-link'), remoteAddress: '10.7.1.1' });
    for (let index = 0; index < 3; index += 1) expect((await open()).json()).toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
    const refused = await open();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('limits the public opt-out page per address', async () => {
    const open = () => t.app.inject({ method: 'GET', url: '/' + BLACKLIST_PATHS.public.replace(':token', 'not-a-token'), remoteAddress: '10.7.0.1' });
    for (let index = 0; index < 3; index += 1) expect((await open()).json()).toMatchObject({ code: 'IGNORE_LINK_INVALID' });
    expect((await open()).statusCode).toBe(429);
  });
});

describe('stored passwords', () => {
  it('hashes with scrypt off the event loop and tells every byte of a long password', async () => {
    // Two passwords equal in their first 72 bytes: bcrypt would take them for one.
    const base = '😀'.repeat(18);
    // At today's cost, not the tests' cheaper one (jestSetup.ts): a hash made at the tests' cost is weaker.
    const cheaper = await hashPassword(`${base}A`);
    setPasswordCostForTests(undefined);
    try {
      const stored = await hashPassword(`${base}A`);
      expect(stored).toMatch(/^scrypt\$15\$8\$1\$/);
      expect(await verifyPassword(`${base}A`, stored)).toBe(true);
      expect(await verifyPassword(`${base}B`, stored)).toBe(false);
      expect(needsRehash(stored)).toBe(false);
      expect(needsRehash(cheaper)).toBe(true);
      expect(await verifyPassword('anything', 'scrypt$99$8$1$x$y')).toBe(false);
    } finally {
      setPasswordCostForTests(TEST_PASSWORD_LOG2_N);
    }
  });

  it('keeps the previous release’s bcrypt hashes working and moves them to scrypt at the next sign-in', async () => {
    await registerUser(t.app, { email: 'old.hash@example.com', password: 'Legacy12', confirmPassword: 'Legacy12' });
    const user = await findUserByEmail(t.db, 'old.hash@example.com');
    if (!user) throw new Error('not registered');
    await setPasswordHash(t.db, user.id, await bcrypt.hash('Legacy12', 4));

    expect((await login('old.hash@example.com', 'Legacy12', '10.8.0.1')).statusCode).toBe(200);
    const after = await findUserByEmail(t.db, 'old.hash@example.com');
    expect(after?.password_hash).toMatch(/^scrypt\$/);
    expect((await login('old.hash@example.com', 'Legacy12', '10.8.0.1')).statusCode).toBe(200);
  });
});

import bcrypt from 'bcryptjs';
import { PATHS } from '@cabinet/api/contract';
import { findUserByEmail, setPasswordHash } from './users';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { registerUser, registration } from '../testing/requests';

let t: TestApp;
beforeAll(async () => {
  // Small limits, so the tests reach them in a few requests; the defaults are in rateLimitRules.ts.
  t = await createTestApp({
    seed: false,
    env: {
      RATE_LIMIT_SIGN_IN_ACCOUNT: '3/15m',
      RATE_LIMIT_SIGN_IN_ADDRESS: '8/15m',
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

const post = (path: string, payload: object, address = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/' + path, payload, remoteAddress: address });
const login = (email: string, password: string, address?: string) => post(PATHS.account.login, { email, password }, address);

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

  it('limits the public opt-out page per address', async () => {
    const open = () => t.app.inject({ method: 'GET', url: '/' + PATHS.blacklist.public.replace(':token', 'not-a-token'), remoteAddress: '10.7.0.1' });
    for (let index = 0; index < 3; index += 1) expect((await open()).json()).toMatchObject({ code: 'IGNORE_LINK_INVALID' });
    expect((await open()).statusCode).toBe(429);
  });
});

describe('stored passwords', () => {
  it('hashes with scrypt off the event loop and tells every byte of a long password', async () => {
    // Two passwords equal in their first 72 bytes: bcrypt would take them for one.
    const base = '😀'.repeat(18);
    const stored = await hashPassword(`${base}A`);
    expect(stored).toMatch(/^scrypt\$/);
    expect(await verifyPassword(`${base}A`, stored)).toBe(true);
    expect(await verifyPassword(`${base}B`, stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword('anything', 'scrypt$99$8$1$x$y')).toBe(false);
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

import { SignJWT } from 'jose';
import { devGoogleKey } from '../platform/auth/googleIdTokens';
import { externalLoginResponseSchema, PATHS } from '@cabinet/api/contract';
import { DEMO_EMAIL } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { bearer, lastMailTo, registerUser, type OutboxMail } from '../testing/requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const authorizePath = '/' + PATHS.devGoogle.authorize;
const callback = 'http://localhost:3000/account/google/callback';

/** What the stand-in page's form posts when its button is pressed. */
function submitAuthorizeForm(fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: authorizePath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function idTokenFor(email: string): Promise<string> {
  const response = await submitAuthorizeForm({ email, redirect_uri: callback, state: 'xyz' });
  const fragment = new URLSearchParams(new URL(String(response.headers.location)).hash.slice(1));
  return fragment.get('id_token') ?? '';
}

const externalLogin = (idToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/' + PATHS.account.externalLoginCallback,
    payload: { provider: 'Google', idToken, clientHost: 'http://localhost:3000' },
  });

describe('the local Google stand-in', () => {
  it('serves an accessible sign-in page that posts back with the redirect and state', async () => {
    const response = await t.app.inject({ method: 'GET', url: authorizePath, query: { redirect_uri: callback, state: 'a"b' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Sign in with Google (local stand-in)</title>');
    expect(html).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email"/);
    expect(html).toContain('<button type="submit">Continue</button>');
    expect(html).toContain(`<form method="post" action="${authorizePath}">`);
    expect(html).toContain(`name="redirect_uri" value="${callback}"`);
    // The state is echoed escaped, never as markup.
    expect(html).toContain('name="state" value="a&#34;b"');
  });

  it('redirects to the callback with an ID token and the state in the fragment', async () => {
    const response = await submitAuthorizeForm({ email: 'Google.User@example.com', redirect_uri: callback, state: 'xyz' });
    expect(response.statusCode).toBe(302);
    const location = new URL(String(response.headers.location));
    expect(location.origin + location.pathname).toBe(callback);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('state')).toBe('xyz');
    expect(fragment.get('id_token')?.split('.')).toHaveLength(3);
  });

  it.each([
    ['GET', 'https://evil.example/callback'],
    ['POST', 'https://evil.example/callback'],
    ['GET', 'not a url'],
  ])('refuses a %s with redirect_uri %s', async (method, redirectUri) => {
    const response =
      method === 'GET'
        ? await t.app.inject({ method: 'GET', url: authorizePath, query: { redirect_uri: redirectUri } })
        : await submitAuthorizeForm({ email: 'x@example.com', redirect_uri: redirectUri, state: '' });
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
  });

  it('shows the page again with an error for an invalid e-mail', async () => {
    const response = await submitAuthorizeForm({ email: 'not-an-email', redirect_uri: callback, state: 'xyz' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('role="alert">Email is not valid<');
    expect(response.body).toContain('aria-describedby="email-error"');
  });
});

/** An ID token like the stand-in's, but wrong in the one respect given. */
function forge(options: { key?: Uint8Array; audience?: string; issuer?: string; emailVerified?: boolean }): Promise<string> {
  return new SignJWT({ email: DEMO_EMAIL, email_verified: options.emailVerified ?? true })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(options.issuer ?? `${t.config.publicUrl}/dev/google`)
    .setAudience(options.audience ?? 'cabinet-local')
    .setExpirationTime('5m')
    .sign(options.key ?? devGoogleKey(t.config));
}

describe('ExternalLoginCallback', () => {
  it('creates the user on the first sign-in and finds them on the second', async () => {
    const first = await externalLogin(await idTokenFor('google.user@example.com'));
    expect(first.statusCode).toBe(200);
    const created = externalLoginResponseSchema.parse(first.json());
    expect(created.isNewUser).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/' + PATHS.account.currentUser, headers: bearer(created.token) });
    expect(me.json()).toMatchObject({ email: 'google.user@example.com', emailConfirmed: true });

    const second = externalLoginResponseSchema.parse((await externalLogin(await idTokenFor('Google.User@example.com'))).json());
    expect(second.isNewUser).toBe(false);
    const again = await t.app.inject({ method: 'GET', url: '/' + PATHS.account.currentUser, headers: bearer(second.token) });
    expect(again.json()).toMatchObject({ id: me.json<{ id: string }>().id });
  });

  it('signs in an existing password account and confirms its address', async () => {
    const tokens = await registerUser(t.app, { email: 'both.ways@example.com' });
    const response = externalLoginResponseSchema.parse((await externalLogin(await idTokenFor('both.ways@example.com'))).json());
    expect(response.isNewUser).toBe(false);
    const me = await t.app.inject({ method: 'GET', url: '/' + PATHS.account.currentUser, headers: bearer(tokens.token) });
    expect(me.json()).toMatchObject({ emailConfirmed: true });
  });

  it.each([
    ['garbage', async () => 'not-a-token'],
    ['a token signed with another key', async () => forge({ key: new TextEncoder().encode('somebody-elses-secret-of-enough-length') })],
    ['a token for another audience', async () => forge({ audience: 'someone-else' })],
    ['a token from another issuer', async () => forge({ issuer: 'https://accounts.google.com' })],
    ['a token for an unverified address', async () => forge({ emailVerified: false })],
    ['an access token of the API itself', async () => (await registerUser(t.app, { email: 'not.google@example.com' })).token],
  ])('refuses %s with INVALID_EXTERNAL_TOKEN', async (_case, makeToken) => {
    const response = await externalLogin(await makeToken());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_EXTERNAL_TOKEN' });
  });

  it('accepts a token forged with none of those faults, so each refusal above is for its own reason', async () => {
    expect((await externalLogin(await forge({}))).statusCode).toBe(200);
  });
});

describe('outbox and support chat', () => {
  it('lists the e-mails to an address newest first', async () => {
    const email = 'mailbox@example.com';
    await registerUser(t.app, { email });
    await t.app.inject({ method: 'POST', url: '/' + PATHS.account.forgotPassword, payload: { email } });
    const response = await t.app.inject({ method: 'GET', url: '/' + PATHS.devOutbox, query: { email: 'MailBox@example.com' } });
    const mails = response.json<OutboxMail[]>();
    expect(mails.map((mail) => mail.subject)).toEqual(['Reset your password', 'Confirm your e-mail']);
    expect(mails.every((mail) => mail.to === email && !Number.isNaN(Date.parse(mail.createdAt)))).toBe(true);
    expect(await lastMailTo(t.app, 'nobody.here@example.com')).toBeUndefined();
  });

  it('serves the support-chat stand-in as JavaScript that marks itself loaded', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/support-chat.js' });
    expect(response.headers['content-type']).toMatch(/^application\/javascript/);
    const window: { CabinetSupportChat?: { loadedAt: number } } = {};
    new Function('window', response.body)(window);
    expect(typeof window.CabinetSupportChat?.loadedAt).toBe('number');
  });
});

describe('test accounts', () => {
  it('marks the calling account, and only a signed-in caller', async () => {
    const tokens = await registerUser(t.app, { email: 'trial@example.com' });
    const me = () => t.app.inject({ method: 'GET', url: '/' + PATHS.account.currentUser, headers: bearer(tokens.token) });
    expect((await me()).json<{ isTestUser: boolean }>().isTestUser).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: '/dev/test-user' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/dev/test-user', headers: bearer(tokens.token) })).statusCode).toBe(204);
    expect((await me()).json<{ isTestUser: boolean }>().isTestUser).toBe(true);
  });

  it('credits messages to the calling account, within bounds', async () => {
    const tokens = await registerUser(t.app, { email: 'sender@example.com' });
    const count = async () => (await t.app.inject({ method: 'GET', url: '/' + PATHS.account.currentUser, headers: bearer(tokens.token) })).json<{ availableNotificationsCount: number }>().availableNotificationsCount;
    expect(await count()).toBe(0);
    expect((await t.app.inject({ method: 'POST', url: '/dev/messages', payload: { count: 10 } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/dev/messages', headers: bearer(tokens.token), payload: { count: 0 } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/dev/messages', headers: bearer(tokens.token), payload: { count: 10 } })).statusCode).toBe(204);
    expect(await count()).toBe(10);
  });
});

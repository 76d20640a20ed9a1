import { fillPath } from '@cabinet/api/contract';
import { CHANNEL_ACCOUNTS_PATHS } from '@cabinet/api/messaging';
import { manualClock } from '../platform/clock';
import { bearer, registerUser } from '../testing/requests';
import { createListeningTestApp, type ListeningTestApp } from '../testing/createTestApp';
import { STAND_IN_PATHS } from './paths';

describe('channel accounts: the WhatsApp/MAX instance through the provider stand-in', () => {
  let t: ListeningTestApp;
  let api: string;
  let headers: Record<string, string>;
  const clock = manualClock('2026-05-04T10:00:00Z');

  const call = async (method: string, path: string, body?: unknown, auth = true) => {
    const response = await fetch(`${api}/${path}`, {
      method,
      headers: { ...(auth ? headers : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown> & { account: Record<string, unknown> }) : null };
  };

  beforeAll(async () => {
    t = await createListeningTestApp({ seed: false, env: { CHANNEL_HTTP_TIMEOUT_MS: '2000' }, app: { clock } });
    api = t.origin;
    headers = bearer((await registerUser(t.app, { email: 'instances@example.com' })).token);
  });
  afterAll(() => t.close());

  it('lists nothing at first, with the limit of one instance', async () => {
    const list = await call('GET', CHANNEL_ACCOUNTS_PATHS.list);
    expect(list).toEqual({ status: 200, body: { accounts: [], instanceLimit: 1, instanceCount: 0 } });
  });

  it('connects an instance: init with a 3-day test, a QR code, scanned, authorised; then the limit refuses a second', async () => {
    const created = await call('POST', CHANNEL_ACCOUNTS_PATHS.instances, { provider: 'whatsapp' });
    expect(created.status).toBe(201);
    expect(created.body?.account).toMatchObject({ kind: 'whatsapp', state: 'init', provider: 'chatApi', testUntil: '2026-05-07T10:00:00.000Z' });
    const id = String(created.body?.account.id);

    const second = await call('POST', CHANNEL_ACCOUNTS_PATHS.instances, { provider: 'max' });
    expect(second.status).toBe(409);
    expect(second.body?.code).toBe('MAX_ACCOUNTS_REACHED');

    const loading = await call('POST', fillPath(CHANNEL_ACCOUNTS_PATHS.instanceQr, { id }));
    expect(loading.body?.account.state).toBe('loading');
    const shown = await call('GET', fillPath(CHANNEL_ACCOUNTS_PATHS.instance, { id }));
    expect(shown.body?.account.state).toBe('gotQrCode');
    expect(shown.body?.qrCode).toMatch(/^wa-standin:/);

    // The public link shows the same code without sign-in.
    const link = await call('POST', fillPath(CHANNEL_ACCOUNTS_PATHS.instanceQrLink, { id }));
    const token = String(link.body?.token);
    const publicQr = await call('GET', fillPath(CHANNEL_ACCOUNTS_PATHS.publicQr, { token }), undefined, false);
    expect(publicQr).toMatchObject({ status: 200, body: { state: 'gotQrCode', qrCode: shown.body?.qrCode } });

    expect((await call('POST', `${STAND_IN_PATHS.chatApi}/_control/accounts/${id}/scan`, { phone: '+79005550777' }, false)).status).toBe(200);
    const authorised = await call('GET', fillPath(CHANNEL_ACCOUNTS_PATHS.instance, { id }));
    expect(authorised.body?.account).toMatchObject({ state: 'authorized', phone: '+79005550777' });
    expect(authorised.body?.qrCode).toBeNull();

    // 30 minutes on, the link has expired.
    clock.advance(30 * 60_000);
    expect((await call('GET', fillPath(CHANNEL_ACCOUNTS_PATHS.publicQr, { token }), undefined, false)).body?.code).toBe('QR_LINK_EXPIRED');
    // A forged token is no link of ours.
    expect((await call('GET', fillPath(CHANNEL_ACCOUNTS_PATHS.publicQr, { token: `${token.slice(0, token.indexOf('_'))}_${'A'.repeat(22)}` }), undefined, false)).status).toBe(404);
  });

  it('switches the provider to MAX over 25 seconds, refusing a second switch meanwhile', async () => {
    const list = await call('GET', CHANNEL_ACCOUNTS_PATHS.list);
    const accounts = list.body?.accounts as Array<{ id: string }>;
    const id = String(accounts[0]?.id);
    const switching = await call('POST', fillPath(CHANNEL_ACCOUNTS_PATHS.instanceProvider, { id }), { provider: 'max' });
    expect(switching.body?.account).toMatchObject({ kind: 'whatsapp', switching: { to: 'max' } });
    expect((await call('POST', fillPath(CHANNEL_ACCOUNTS_PATHS.instanceProvider, { id }), { provider: 'whatsapp' })).body?.code).toBe('INSTANCE_INVALID_STATE');
    clock.advance(25_000);
    const done = await call('GET', fillPath(CHANNEL_ACCOUNTS_PATHS.instance, { id }));
    expect(done.body?.account).toMatchObject({ kind: 'max', instanceProvider: 'max', state: 'init', switching: null });
  });

  it('ends in error when the provider fails while connecting, and answers 404 for another owner', async () => {
    const list = await call('GET', CHANNEL_ACCOUNTS_PATHS.list);
    const id = String((list.body?.accounts as Array<{ id: string }>)[0]?.id);
    await call('POST', fillPath(CHANNEL_ACCOUNTS_PATHS.instanceQr, { id }));
    await call('POST', `${STAND_IN_PATHS.chatApi}/_control/accounts/${id}/fail`, { times: 1 }, false);
    const failed = await call('GET', fillPath(CHANNEL_ACCOUNTS_PATHS.instance, { id }));
    expect(failed.body?.account.state).toBe('error');

    const other = bearer((await registerUser(t.app, { email: 'other@example.com' })).token);
    const response = await fetch(`${api}/${fillPath(CHANNEL_ACCOUNTS_PATHS.instance, { id })}`, { headers: other });
    expect(response.status).toBe(404);
  });

  it('gives a QR code up after 2 minutes without a scan', async () => {
    const list = await call('GET', CHANNEL_ACCOUNTS_PATHS.list);
    const id = String((list.body?.accounts as Array<{ id: string }>)[0]?.id);
    await call('POST', fillPath(CHANNEL_ACCOUNTS_PATHS.instanceQr, { id }));
    expect((await call('GET', fillPath(CHANNEL_ACCOUNTS_PATHS.instance, { id }))).body?.account.state).toBe('gotQrCode');
    clock.advance(120_000);
    expect((await call('GET', fillPath(CHANNEL_ACCOUNTS_PATHS.instance, { id }))).body?.account.state).toBe('notAuthorized');
  });
});

describe('channel accounts: Telegram through the gateway stand-in', () => {
  let t: ListeningTestApp;
  let api: string;
  let headers: Record<string, string>;

  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${api}/${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    t = await createListeningTestApp({ seed: false, env: { CHANNEL_HTTP_TIMEOUT_MS: '2000' } });
    api = t.origin;
    headers = bearer((await registerUser(t.app, { email: 'telegram@example.com' })).token);
  });
  afterAll(() => t.close());

  it('connects with the code sent to the phone after refusing a wrong one', async () => {
    const sent = await post(CHANNEL_ACCOUNTS_PATHS.telegramSendCode, { phone: '+79001112233' });
    expect(sent.status).toBe(200);
    const wrong = await post(CHANNEL_ACCOUNTS_PATHS.telegramSignIn, { requestToken: sent.body.requestToken, code: '00000' });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'TELEGRAM_INVALID_CODE', fields: { code: 'telegram.code.invalid' } } });
    const { code } = (await (await fetch(`${api}/${STAND_IN_PATHS.telegram}/_control/codes?phone=%2B79001112233`)).json()) as { code: string };
    const connected = await post(CHANNEL_ACCOUNTS_PATHS.telegramSignIn, { requestToken: sent.body.requestToken, code });
    expect(connected).toMatchObject({ status: 201, body: { kind: 'telegram', provider: 'telegram', state: 'authorized', phone: '+79001112233' } });
  });

  it('connects with the code of its own request when a second code went to the same phone', async () => {
    // The signed request carries Telegram's phone_code_hash in the clear: the stand-in answers each hash's code.
    const hashOf = (token: unknown) => {
      const parsed: unknown = JSON.parse(Buffer.from(String(token).split('.')[0] ?? '', 'base64url').toString('utf8'));
      return Array.isArray(parsed) ? String(parsed[1]) : '';
    };
    const codeOf = async (query: string) => ((await (await fetch(`${api}/${STAND_IN_PATHS.telegram}/_control/codes?${query}`)).json()) as { code: string }).code;
    const first = await post(CHANNEL_ACCOUNTS_PATHS.telegramSendCode, { phone: '+79001114455' });
    const second = await post(CHANNEL_ACCOUNTS_PATHS.telegramSendCode, { phone: '+79001114455' });
    const firstCode = await codeOf(`phone_code_hash=${hashOf(first.body.requestToken)}`);
    const secondCode = await codeOf(`phone_code_hash=${hashOf(second.body.requestToken)}`);
    // The newest code of the phone is the second request's, and by phone alone that is what one reads.
    expect(await codeOf('phone=%2B79001114455')).toBe(secondCode);
    const connected = await post(CHANNEL_ACCOUNTS_PATHS.telegramSignIn, { requestToken: first.body.requestToken, code: firstCode });
    expect(connected).toMatchObject({ status: 201, body: { kind: 'telegram', phone: '+79001114455' } });
  });

  it('keeps a code just sent valid when a journey moves the channel accounts\' clock (a QR link\'s 30 minutes) meanwhile', async () => {
    // The development clock offset is the whole API's: a journey expiring a QR link runs beside this sign-in.
    const sent = await post(CHANNEL_ACCOUNTS_PATHS.telegramSendCode, { phone: '+79001116677' });
    expect((await fetch(`${api}/${STAND_IN_PATHS.chatApi}/_control/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"advanceMs":1800000}' })).ok).toBe(true);
    const { code } = (await (await fetch(`${api}/${STAND_IN_PATHS.telegram}/_control/codes?phone=%2B79001116677`)).json()) as { code: string };
    const connected = await post(CHANNEL_ACCOUNTS_PATHS.telegramSignIn, { requestToken: sent.body.requestToken, code });
    expect(connected).toMatchObject({ status: 201, body: { kind: 'telegram', phone: '+79001116677' } });
  });

  it('says "code send error" when Telegram fails, and refuses a forged request', async () => {
    await fetch(`${api}/${STAND_IN_PATHS.telegram}/_control/fail`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"times":1}' });
    expect((await post(CHANNEL_ACCOUNTS_PATHS.telegramSendCode, { phone: '+79001112233' })).body.code).toBe('TELEGRAM_CODE_SEND_FAILED');
    expect((await post(CHANNEL_ACCOUNTS_PATHS.telegramSignIn, { requestToken: 'x.y', code: '12345' })).body.code).toBe('TELEGRAM_INVALID_CODE');
  });
});

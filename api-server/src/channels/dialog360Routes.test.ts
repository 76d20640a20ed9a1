import { fillPath } from '@cabinet/api/contract';
import { CHANNEL_ACCOUNTS_PATHS, DIALOG360_PATHS } from '@cabinet/api/messaging';
import { manualClock } from '../platform/clock';
import { DIALOG360_APPROVE_AFTER_MS } from './standIns/dialog360';
import { bearer, registerUser } from '../testing/requests';
import { createListeningTestApp, type ListeningTestApp } from '../testing/createTestApp';
import { CHANNEL_WEBHOOK_PATHS, channelWebhookPath, STAND_IN_PATHS } from './paths';

type Body = Record<string, unknown> & { fields?: Record<string, string>; templates?: Array<Record<string, unknown>> };

describe('WABA through Dialog360: a number connected with its key, its templates reviewed by the stand-in', () => {
  let t: ListeningTestApp;
  let api: string;
  let headers: Record<string, string>;
  const clock = manualClock('2026-05-04T10:00:00Z');
  const KEY = 'Abcdef0123456789Key';

  const call = async (method: string, path: string, body?: unknown, auth = true) => {
    const response = await fetch(`${api}/${path}`, {
      method,
      headers: { ...(auth ? headers : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Body) : null };
  };
  const control = (path: string, body: unknown) => call('POST', `${STAND_IN_PATHS.dialog360}/_control/${path}`, body, false);

  beforeAll(async () => {
    t = await createListeningTestApp({ seed: false, env: { CHANNEL_HTTP_TIMEOUT_MS: '1000' }, app: { clock } });
    api = t.origin;
    headers = bearer((await registerUser(t.app, { email: 'waba@example.com' })).token);
  });
  afterAll(() => t.close());

  it('refuses a key Dialog360 refuses at its field, and saves nothing when Dialog360 fails', async () => {
    const wrong = await call('POST', DIALOG360_PATHS.accounts, { phone: '+79005550101', apiKey: 'wrong key' });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'DIALOG360_INVALID_KEY', fields: { apiKey: 'waba.apiKey.invalid' } } });
    await control('fail', { times: 1 });
    const down = await call('POST', DIALOG360_PATHS.accounts, { phone: '+79005550101', apiKey: KEY });
    expect(down).toMatchObject({ status: 502, body: { code: 'WABA_ADD_FAILED' } });
    const badPhone = await call('POST', DIALOG360_PATHS.accounts, { phone: '8900', apiKey: KEY });
    expect(badPhone).toMatchObject({ status: 400, body: { fields: { phone: 'phone.invalid' } } });
    expect((await call('GET', CHANNEL_ACCOUNTS_PATHS.list)).body?.accounts).toEqual([]);
  });

  let accountId = '';
  it('connects a number: authorised, listed with the others as a WABA account, without its key', async () => {
    const created = await call('POST', DIALOG360_PATHS.accounts, { phone: '+79005550101', apiKey: KEY });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: 'waba', provider: 'dialog360', phone: '+79005550101', state: 'authorized', testUntil: '2026-05-07T10:00:00.000Z' });
    expect(JSON.stringify(created.body)).not.toContain(KEY);
    accountId = String(created.body?.id);
    const list = await call('GET', CHANNEL_ACCOUNTS_PATHS.list);
    expect(list.body?.accounts).toEqual([expect.objectContaining({ id: accountId, kind: 'waba', provider: 'dialog360' })]);
  });

  it('points the number’s webhook at the cabinet, which takes a client’s message only with the number’s secret header', async () => {
    // A client writes: Dialog360 posts it to the webhook set when the number was connected.
    expect(await control('inbound', { apiKey: KEY, from: '+79001112233', text: 'Hello' })).toMatchObject({ status: 200, body: { delivered: true, status: 200 } });
    const [window] = await t.db.query<{ phone: string; last_inbound_at: Date }>('select phone, last_inbound_at from channel_conversations where channel_account_id = $1', [accountId]);
    expect(window).toEqual({ phone: '+79001112233', last_inbound_at: clock.now() });
    const forged = await call('POST', channelWebhookPath(CHANNEL_WEBHOOK_PATHS.dialog360, accountId).slice(1), { object: 'whatsapp_business_account', entry: [] }, false);
    expect(forged.status).toBe(401);
  });

  it('refuses a template name against section 5 at the field, and creates a good one pending', async () => {
    const templates = fillPath(DIALOG360_PATHS.templates, { id: accountId });
    const template = { category: 'UTILITY', language: 'ru', type: 'standard', body: 'Напоминаем о визите {{1}}' };
    for (const name of ['Visit reminder', 'visit-reminder', 'напоминание', '_visit', 'visit__reminder']) {
      const refused = await call('POST', templates, { ...template, name });
      expect(refused).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED', fields: { name: 'waba.template.name.format' } } });
    }
    const created = await call('POST', templates, { ...template, name: 'visit_reminder_2' });
    expect(created).toMatchObject({ status: 201, body: { name: 'visit_reminder_2', status: 'pending', rejectedReason: null } });
    const again = await call('POST', templates, { ...template, name: 'visit_reminder_2' });
    expect(again).toMatchObject({ status: 409, body: { code: 'WABA_TEMPLATE_NAME_TAKEN', fields: { name: 'waba.template.name.taken' } } });
  });

  it('reads the review: pending until the stand-in approves after its delay on the clock; a rejection with its reason', async () => {
    const templates = fillPath(DIALOG360_PATHS.templates, { id: accountId });
    await call('POST', templates, { name: 'spring_sale', category: 'MARKETING', language: 'en', type: 'media', body: 'Spring sale!' });
    const statuses = async () => Object.fromEntries(((await call('GET', templates)).body?.templates ?? []).map((row) => [row.name, [row.status, row.rejectedReason]]));
    expect(await statuses()).toEqual({ visit_reminder_2: ['pending', null], spring_sale: ['pending', null] });

    expect((await control('templates/reject', { name: 'spring_sale', reason: 'PROMOTIONAL' })).status).toBe(200);
    clock.advance(DIALOG360_APPROVE_AFTER_MS);
    expect(await statuses()).toEqual({ visit_reminder_2: ['approved', null], spring_sale: ['rejected', 'PROMOTIONAL'] });
  });

  it('answers the stored list, saying the sync failed, while Dialog360 is down; deletes only what Dialog360 deleted', async () => {
    const templates = fillPath(DIALOG360_PATHS.templates, { id: accountId });
    await call('POST', templates, { name: 'waiting', category: 'UTILITY', language: 'en', type: 'standard', body: 'Hi' });
    await control('fail', { times: 1 });
    const failed = await call('GET', templates);
    expect(failed).toMatchObject({ status: 200, body: { syncFailed: true } });
    expect(failed.body?.templates).toHaveLength(3);

    const waiting = failed.body?.templates?.find((row) => row.name === 'waiting');
    const path = fillPath(DIALOG360_PATHS.template, { id: accountId, templateId: String(waiting?.id) });
    await control('fail', { times: 1 });
    expect(await call('DELETE', path)).toMatchObject({ status: 502, body: { code: 'WABA_DELETE_FAILED' } });
    expect((await call('GET', templates)).body?.templates).toHaveLength(3);
    expect((await call('DELETE', path)).status).toBe(204);
    expect((await call('GET', templates)).body?.templates).toHaveLength(2);
  });

  it('keeps another owner out, and deleting the number takes its templates', async () => {
    const other = bearer((await registerUser(t.app, { email: 'other-waba@example.com' })).token);
    const peek = await fetch(`${api}/${fillPath(DIALOG360_PATHS.templates, { id: accountId })}`, { headers: other });
    expect(peek.status).toBe(404);
    expect((await call('DELETE', fillPath(DIALOG360_PATHS.account, { id: accountId }))).status).toBe(204);
    expect((await call('GET', fillPath(DIALOG360_PATHS.templates, { id: accountId }))).status).toBe(404);
    expect((await t.db.query('select id from waba_templates')).length).toBe(0);
  });
});

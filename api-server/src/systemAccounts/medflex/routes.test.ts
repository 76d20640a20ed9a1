import { fillPath } from '@cabinet/api/contract';
import { MEDFLEX_PATHS, SYSTEM_ACCOUNT_PATHS, type MedflexLpu, type SystemAccountSummary } from '@cabinet/api/systemAccounts';
import { startStandInServer, type StandInServer } from '../../platform/standIns/server';
import { createTestApp, type TestApp } from '../../testing/createTestApp';
import { callAs, registerUser, userIdOf } from '../../testing/requests';
import { createMedflexStandIn, STAND_IN_MEDFLEX_KEY } from '../standIns/medflex';

/* Medflex's LPUs and their templates, against the stand-in on a server of its own. */

let server: StandInServer;
let medflex: ReturnType<typeof createMedflexStandIn>;
let test: TestApp;
let call: ReturnType<typeof callAs>;
let userId: string;

beforeAll(async () => {
  medflex = createMedflexStandIn({ prefix: 'mf', hangMs: 2000 });
  server = await startStandInServer(medflex.routes);
  // A second for any answer: a loaded CI machine has taken over 300 ms for a plain refusal; the stand-in hangs longer.
  test = await createTestApp({ seed: false, env: { CHANNEL_HTTP_TIMEOUT_MS: '1000', MEDFLEX_BASE_URL: `${server.url}/mf` } });
  const tokens = await registerUser(test.app, { email: 'clinic.owner@example.com', language: 'en' });
  userId = userIdOf(tokens.token);
  call = callAs(test.app, tokens.token);
});
afterAll(async () => {
  await test.close();
  await server.close();
});

const lpusPath = () => fillPath(MEDFLEX_PATHS.lpus, { userId });

describe('Medflex', () => {
  it('refuses a wrong key at its field, a silent Medflex as a time-out, and keeps nothing', async () => {
    expect((await call('POST', MEDFLEX_PATHS.connect, { apiKey: 'nope' })).json()).toMatchObject({ code: 'SYSTEM_WRONG_CREDENTIALS', fields: { apiKey: 'credentials.wrong' } });
    medflex.command({ outcome: 'timeout' });
    const late = await call('POST', MEDFLEX_PATHS.connect, { apiKey: STAND_IN_MEDFLEX_KEY });
    expect(late.statusCode).toBe(504);
    expect((await call('GET', lpusPath())).json()).toEqual([]);
  });

  it('connects with the key: every LPU with a VisitNotify template, off until enabled; a second time is refused', async () => {
    const response = await call('POST', MEDFLEX_PATHS.connect, { apiKey: STAND_IN_MEDFLEX_KEY });
    expect(response.statusCode).toBe(201);
    const lpus = response.json<MedflexLpu[]>();
    expect(lpus.map((lpu) => lpu.name)).toEqual(['Клиника «Здоровье», Арбат', 'Клиника «Здоровье», Тверская']);
    expect(lpus[0]).toMatchObject({ sourceId: '31002', chatApiAccountId: null, chatApiAccountName: null });
    expect(lpus[0]?.messageTemplates).toEqual([expect.objectContaining({ typeModel: 'VisitNotify', isEnable: false, version: 1, text: expect.stringContaining('{recordDate}') })]);
    expect((await call('POST', MEDFLEX_PATHS.connect, { apiKey: STAND_IN_MEDFLEX_KEY })).json()).toMatchObject({ code: 'SYSTEM_ACCOUNT_EXISTS' });
    const summary = (await call('GET', SYSTEM_ACCOUNT_PATHS.summary)).json<SystemAccountSummary[]>();
    expect(summary).toEqual([expect.objectContaining({ kind: 'medflex', connectedCount: 2, attention: null })]);
  });

  it("saves a template's text and switch, refuses a blank text and a stale version, and shows only the caller's LPUs", async () => {
    const [lpu] = (await call('GET', lpusPath())).json<MedflexLpu[]>();
    const template = lpu?.messageTemplates[0];
    const path = fillPath(MEDFLEX_PATHS.template, { templateId: template?.id ?? '' });
    expect((await call('PUT', path, { text: '   ', isEnable: true, version: 1 })).json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { text: 'required' } });
    const saved = await call('PUT', path, { text: '{clientName}, see you on {recordDate}', isEnable: true, version: 1 });
    expect(saved.json()).toMatchObject({ text: '{clientName}, see you on {recordDate}', isEnable: true, version: 2 });
    const stale = await call('PUT', path, { text: 'Older text', isEnable: false, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: { version: 2 } });
    expect((await call('GET', lpusPath())).json<MedflexLpu[]>()[0]?.messageTemplates[0]).toMatchObject({ isEnable: true, version: 2 });

    const other = await registerUser(test.app, { email: 'someone.else@example.com' });
    expect((await callAs(test.app, other.token)('GET', lpusPath())).statusCode).toBe(404);
    expect((await callAs(test.app, other.token)('PUT', path, { text: 'Hijack', isEnable: true })).statusCode).toBe(404);
  });

  it('links an LPU to one of the caller\'s channel accounts, and refuses anyone else\'s', async () => {
    const [channel] = await test.db.query<{ id: string }>(`insert into channel_accounts (user_id, kind, name, phone, state) values ($1, 'whatsapp', 'Clinic WhatsApp', '+79005550000', 'authorized') returning id`, [userId]);
    const [lpu] = (await call('GET', lpusPath())).json<MedflexLpu[]>();
    const path = fillPath(MEDFLEX_PATHS.lpu, { lpuId: lpu?.id ?? '' });
    expect((await call('PATCH', path, { chatApiAccountId: '00000000-0000-4000-8000-000000000000' })).json()).toMatchObject({ fields: { chatApiAccountId: 'channel.notFound' } });
    expect((await call('PATCH', path, { chatApiAccountId: channel?.id ?? '' })).json()).toMatchObject({ chatApiAccountId: channel?.id, chatApiAccountName: 'Clinic WhatsApp' });
    expect((await call('GET', MEDFLEX_PATHS.channelAccounts)).json()).toEqual([{ id: channel?.id, name: 'Clinic WhatsApp', kind: 'whatsapp' }]);
  });
});

import { ADMIN_PATHS, BACK_OFFICE_PATHS, adminPaymentPageSchema, adminPaymentSchema, adminUserPageSchema, adminUserSchema, auditPageSchema, managerListSchema, payDestinationListSchema } from '@cabinet/api/admin';
import { fillPath, PATHS } from '@cabinet/api/contract';
import { allowedServicesSchema, PAYMENTS_PATHS, TARIFFS } from '@cabinet/api/payments';
import { ADMIN_EMAIL, DEMO_EMAIL, DEMO_PASSWORD, SUPER_ADMIN_EMAIL } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, signIn, userIdOf } from '../testing/requests';
import type { OpenApiDocument } from '../platform/openapi/document';

let t: TestApp;
let admin: ReturnType<typeof callAs>;
let superAdmin: ReturnType<typeof callAs>;
let owner: ReturnType<typeof callAs>;
let visitor: ReturnType<typeof callAs>;
beforeAll(async () => {
  t = await createTestApp();
  admin = callAs(t.app, (await signIn(t.app, ADMIN_EMAIL, DEMO_PASSWORD)).token);
  superAdmin = callAs(t.app, (await signIn(t.app, SUPER_ADMIN_EMAIL, DEMO_PASSWORD)).token);
  owner = callAs(t.app, (await signIn(t.app, DEMO_EMAIL, DEMO_PASSWORD)).token);
  visitor = callAs(t.app, null);
});
afterAll(async () => {
  await t.close();
});

const ZERO_ID = '00000000-0000-4000-8000-000000000000';
const user = (id: string) => fillPath(ADMIN_PATHS.user, { id });
const pays = (id: string) => fillPath(ADMIN_PATHS.userPays, { id });
const pay = (id: string, payId: string) => fillPath(ADMIN_PATHS.userPay, { id, payId });
const audit = (id: string) => fillPath(ADMIN_PATHS.userAudit, { id });
const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const;

async function findUser(phoneOrEmail: string) {
  const response = await admin('POST', ADMIN_PATHS.userInfo, { userPhone: phoneOrEmail });
  expect(response.statusCode).toBe(200);
  return adminUserSchema.parse(response.json());
}

describe('who may call the back office', () => {
  it('declares every admin path, and every route of the admin domain, for admins or super-admins only', async () => {
    const document = (await visitor('GET', 'openapi.json')).json<OpenApiDocument>();
    const adminPaths = new Set([...Object.values(ADMIN_PATHS), ...Object.values(BACK_OFFICE_PATHS)].map((path) => '/' + path.replace(/:(\w+)/g, '{$1}')));
    const operations = Object.entries(document.paths).flatMap(([path, byMethod]) => Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })));
    const declared = operations.filter(({ path, operation }) => adminPaths.has(path) || operation.tags.includes('admin') || /\/Admin\//i.test(path));
    // Every path of the contract is registered, and none of them (nor any /Admin/ path of any domain) is open.
    expect(new Set(declared.map(({ path }) => path))).toEqual(adminPaths);
    for (const { path, method, operation } of declared) expect({ path, method, access: operation['x-access'] }).toEqual({ path, method, access: expect.stringMatching(/^(admin|superAdmin)$/) });
  });

  it('answers 401 to a visitor and 403 to an ordinary user on every admin route, and 403 to an admin on super-admin routes', async () => {
    const document = (await visitor('GET', 'openapi.json')).json<OpenApiDocument>();
    const guarded = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod)
        .filter(([, operation]) => operation['x-access'] === 'admin' || operation['x-access'] === 'superAdmin')
        .map(([method, operation]) => ({ url: path.slice(1).replace(/\{\w+\}/g, ZERO_ID), method: method.toUpperCase(), access: operation['x-access'] })),
    );
    expect(guarded.length).toBeGreaterThan(15);
    for (const { url, method, access } of guarded) {
      const verb = METHODS.find((candidate) => candidate === method);
      if (verb === undefined) throw new Error(`unexpected method ${method}`);
      const body = verb === 'GET' || verb === 'DELETE' ? undefined : {};
      expect({ url, method, status: (await visitor(verb, url, body)).statusCode }).toEqual({ url, method, status: 401 });
      expect({ url, method, status: (await owner(verb, url, body)).statusCode }).toEqual({ url, method, status: 403 });
      if (access === 'superAdmin') expect({ url, method, status: (await admin(verb, url, body)).statusCode }).toEqual({ url, method, status: 403 });
    }
  });

  it('lets a super-admin do what an admin does', async () => {
    expect((await superAdmin('GET', ADMIN_PATHS.users)).statusCode).toBe(200);
  });
});

describe('users', () => {
  it('finds a user by phone in any spelling or by e-mail, with the admin user model and duplicates flagged', async () => {
    const found = await findUser('+7 916 111-22-33');
    expect(found).toMatchObject({ phone: '+79161112233', fullName: 'Elena Volkova', isDuplication: true, countryId: 1 });
    expect((await findUser('KYIV.nails@example.com')).isDuplication).toBe(false);
    expect(await findUser('8 916 111-22-33')).toMatchObject({ phone: '+79161112233' });
    const missing = await admin('POST', ADMIN_PATHS.userInfo, { userPhone: '+1 555 000 0000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'ADMIN_USER_NOT_FOUND' });
    expect((await admin('POST', ADMIN_PATHS.userInfo, { userPhone: ' ' })).json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { userPhone: 'required' } });
  });

  it('pages users on the server, searched by phone or e-mail, filtered by country', async () => {
    const first = adminUserPageSchema.parse((await admin('GET', ADMIN_PATHS.users, undefined, { pageSize: '5' })).json());
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThan(10);
    const byPhone = adminUserPageSchema.parse((await admin('GET', ADMIN_PATHS.users, undefined, { search: '701 123 45' })).json());
    expect(byPhone.items.map((row) => row.email)).toEqual(['barber.almaty@example.com']);
    expect(byPhone.items[0]).toMatchObject({ countryId: 8, countryIso: 'KZ', tariff: 0 });
    const kazakhstan = adminUserPageSchema.parse((await admin('GET', ADMIN_PATHS.users, undefined, { countryId: '8' })).json());
    expect(kazakhstan.items.map((row) => row.email).sort()).toEqual(['barber.almaty@example.com', 'mailing.shop@example.com']);
    expect((await admin('GET', ADMIN_PATHS.users, undefined, { sort: 'password' })).statusCode).toBe(400);
  });

  it('searches users by any fragment of the e-mail (any case) or of the phone digits (with or without + and spaces)', async () => {
    const emails = async (search: string) => adminUserPageSchema.parse((await admin('GET', ADMIN_PATHS.users, undefined, { search })).json()).items.map((row) => row.email);
    expect(await emails('ALMATY@EXAMPLE')).toEqual(['barber.almaty@example.com']);
    expect(await emails('ber.alm')).toEqual(['barber.almaty@example.com']);
    // +7 701 123 45 67: a fragment from the middle of the digits, typed with a plus, spaces or dashes.
    for (const search of ['+7 701 123', '7011234', '01-123 4', '1234567']) expect(await emails(search)).toContain('barber.almaty@example.com');
    // A whole number as the customer says it at home: Russia's and Kazakhstan's trunk 8 instead of +7.
    for (const search of ['8 701 123 45 67', '8 (916) 111-22-33']) expect(await emails(search)).toContain(search.startsWith('8 701') ? 'barber.almaty@example.com' : 'lotus.spa@example.com');
    expect(await emails('no-such-fragment')).toEqual([]);
  });

  it('pages users one page at a time in the order of the whole list, each with its flags, read from the registration index', async () => {
    const list = async (query: Record<string, string>) => adminUserPageSchema.parse((await admin('GET', ADMIN_PATHS.users, undefined, query)).json());
    const whole = await list({ pageSize: '6' });
    const onePerPage = await Promise.all([1, 2, 3, 4, 5, 6].map((page) => list({ pageSize: '1', page: String(page) })));
    expect(onePerPage.map((page) => page.items[0])).toEqual(whole.items);
    expect(onePerPage.every((page) => page.total === whole.total)).toBe(true);
    // Newest first, and a page past the end is empty rather than an error.
    const times = whole.items.map((item) => Date.parse(item.registeredAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await list({ pageSize: '100', page: '1000' })).items).toEqual([]);
    // The flags of a user on a later page are those of the user's own page.
    const flagged = await list({ churn: 'competitorInstalled', pageSize: '1', page: '1' });
    expect(flagged.items[0]?.churnFlags).toContain('competitorInstalled');
    const [index] = await t.db.query<{ indexdef: string }>(`select indexdef from pg_indexes where indexname = 'users_registered'`);
    expect(index?.indexdef).toMatch(/\(created_at DESC NULLS LAST, id DESC\)/);
  });

  it('saves an edit only from the current version, refuses bad fields at the field, and writes the change to the audit trail', async () => {
    const target = await findUser('studio.rio@example.com');
    const saved = await admin('PATCH', user(target.userGuid), { fullName: 'Camila O. Santos', chatApiInstanceLimit: 5, version: target.version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ fullName: 'Camila O. Santos', chatApiInstanceLimit: 5, version: target.version + 1 });

    const stale = await admin('PATCH', user(target.userGuid), { fullName: 'Overwritten', version: target.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: { fullName: 'Camila O. Santos' } });

    const invalid = await admin('PATCH', user(target.userGuid), { email: 'not-an-email', phone: '12' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { email: 'email.invalid' } });
    expect((await admin('PATCH', user(target.userGuid), { phone: '12' })).json()).toMatchObject({ fields: { phone: 'phone.invalid' } });
    expect((await admin('PATCH', user(target.userGuid), { email: DEMO_EMAIL })).statusCode).toBe(409);
    expect((await admin('PATCH', user('nope'), {})).statusCode).toBe(404);

    const trail = auditPageSchema.parse((await admin('GET', audit(target.userGuid))).json());
    expect(trail.items).toHaveLength(1);
    expect(trail.items[0]).toMatchObject({
      actorEmail: ADMIN_EMAIL,
      entity: 'user',
      action: 'update',
      before: { fullName: 'Camila Oliveira', chatApiInstanceLimit: target.chatApiInstanceLimit },
      after: { fullName: 'Camila O. Santos', chatApiInstanceLimit: 5 },
    });
  });

  it('answers the user’s accounts of every kind and their lead info', async () => {
    const target = await findUser('lotus.spa@example.com');
    const accounts = (await admin('GET', fillPath(ADMIN_PATHS.userAccounts, { id: target.userGuid }))).json();
    expect(accounts).toMatchObject({ chatApiAccounts: [expect.objectContaining({ state: 'authorized' })], telegramAccounts: [], medFlexLpus: [] });
    const lead = await admin('GET', fillPath(ADMIN_PATHS.leadInfo, { id: target.userGuid }));
    expect(lead.json()).toMatchObject({ firstLineManagerId: expect.any(String), version: 1 });
  });
});

describe('an owner’s own changes', () => {
  it('move the admin version on, so an admin’s form opened before the owner changed their phone is refused as stale', async () => {
    const { token } = await registerUser(t.app, { email: 'owner.edits@example.com', phone: '+79005550021' });
    const ownerCall = callAs(t.app, token);
    const opened = await findUser('owner.edits@example.com');

    expect((await ownerCall('POST', PATHS.account.phoneCode, { phone: '+7 900 555-00-22' })).statusCode).toBe(200);
    const outbox = await t.app.inject({ method: 'GET', url: '/' + PATHS.devPhoneOutbox, query: { phone: '+79005550022' } });
    const code = /\d{6}/.exec(outbox.json<Array<{ text: string }>>()[0]?.text ?? '')?.[0];
    expect((await ownerCall('POST', PATHS.account.changePhone, { code })).statusCode).toBe(200);

    const stale = await admin('PATCH', user(opened.userGuid), { fullName: 'Typed before', version: opened.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: { phone: '+79005550022', version: opened.version + 1 } });
    const fresh = await admin('PATCH', user(opened.userGuid), { fullName: 'Typed after', version: opened.version + 1 });
    expect(fresh.json()).toMatchObject({ fullName: 'Typed after', phone: '+79005550022' });
  });
});

describe('payments', () => {
  it('offers only pay destinations marked [FM], and every manager with the fired one flagged', async () => {
    const destinations = payDestinationListSchema.parse((await admin('GET', ADMIN_PATHS.payDestinations)).json());
    expect(destinations.map((destination) => destination.name)).toEqual(['[FM] Bank transfer, RUB', '[FM] Card, KZT', '[FM] Stripe, USD']);
    const managers = managerListSchema.parse((await admin('GET', ADMIN_PATHS.managers)).json());
    expect(managers.filter((manager) => manager.isFired).map((manager) => manager.name)).toEqual(['Oleh Kovalenko']);
    expect(managers.length).toBeGreaterThanOrEqual(4);
  });

  it('adds a payment with the defaults (2500, tariff 1, RUB), lists it for the user and across users, and audits it', async () => {
    await registerUser(t.app, { email: 'admin.pays@example.com', phone: '+79005550011' });
    const target = await findUser('+79005550011');
    const [manager] = managerListSchema.parse((await admin('GET', ADMIN_PATHS.managers)).json());
    const [destination] = payDestinationListSchema.parse((await admin('GET', ADMIN_PATHS.payDestinations)).json());
    if (!manager || !destination) throw new Error('no manager or destination');

    const created = await admin('POST', pays(target.userGuid), { managerId: manager.id, payDestinationId: destination.id });
    expect(created.statusCode).toBe(201);
    const payment = adminPaymentSchema.parse(created.json());
    expect(payment).toMatchObject({ amount: 2500, tariff: 1, currency: 'RUB', success: true, provider: 'manual', managerId: manager.id, version: 1 });
    expect(payment.dateEndUnixTime - payment.dateBeginUnixTime).toBe(30 * 24 * 3600);

    const mine = adminPaymentPageSchema.parse((await admin('GET', pays(target.userGuid), undefined, { success: 'true' })).json());
    expect(mine.items.map((item) => item.id)).toEqual([payment.id]);
    expect(adminPaymentPageSchema.parse((await admin('GET', pays(target.userGuid), undefined, { success: 'false' })).json()).items).toEqual([]);
    const across = adminPaymentPageSchema.parse((await admin('GET', ADMIN_PATHS.pays, undefined, { managerId: manager.id, provider: 'manual', pageSize: '100' })).json());
    expect(across.items.map((item) => item.id)).toContain(payment.id);
    expect(across.items.every((item) => item.managerId === manager.id && item.provider === 'manual')).toBe(true);

    const trail = auditPageSchema.parse((await admin('GET', audit(target.userGuid))).json());
    expect(trail.items[0]).toMatchObject({ entity: 'payment', entityId: payment.id, action: 'create', before: null, after: expect.objectContaining({ amount: 2500, currency: 'RUB' }) });

    const link = await admin('GET', fillPath(ADMIN_PATHS.payLink, { id: target.userGuid, payId: payment.id }), undefined);
    expect(link.json()).toEqual({ url: 'http://localhost:3000/payments?tariff=1' });

    const corrected = await admin('PATCH', pay(target.userGuid, payment.id), { success: false, reason: 'Transfer returned', version: 1 });
    expect(corrected.json()).toMatchObject({ success: false, reason: 'Transfer returned', version: 2 });
    expect((await admin('PATCH', pay(target.userGuid, payment.id), { amount: 1, version: 1 })).statusCode).toBe(409);
    const after = auditPageSchema.parse((await admin('GET', audit(target.userGuid))).json());
    expect(after.items[0]).toMatchObject({ action: 'update', before: expect.objectContaining({ success: true }), after: expect.objectContaining({ success: false }) });
  });

  it('refuses a fired manager, a destination without [FM] and a period ending before it begins, at their fields', async () => {
    const target = await findUser('lotus.spa@example.com');
    const managers = managerListSchema.parse((await admin('GET', ADMIN_PATHS.managers)).json());
    const fired = managers.find((manager) => manager.isFired);
    const [legacy] = await t.db.query<{ id: string }>(`select id from pay_destinations where name = 'Old cash desk'`);
    if (!fired || !legacy) throw new Error('seed changed');
    const cases = [
      [{ managerId: fired.id }, { managerId: 'admin.managerFired' }],
      [{ managerId: ZERO_ID }, { managerId: 'admin.unknownManager' }],
      [{ payDestinationId: legacy.id }, { payDestinationId: 'admin.payDestinationNotOffered' }],
      [{ dateBeginUnixTime: 2_000_000_000, dateEndUnixTime: 1_900_000_000 }, { dateEndUnixTime: 'admin.dateOrder' }],
      [{ amount: -5 }, { amount: 'admin.amountRange' }],
    ] as const;
    for (const [body, fields] of cases) {
      const refused = await admin('POST', pays(target.userGuid), body);
      expect({ body, status: refused.statusCode, answer: refused.json() }).toEqual({ body, status: 400, answer: expect.objectContaining({ code: 'VALIDATION_FAILED', fields }) });
    }
    expect((await admin('GET', ADMIN_PATHS.pays, undefined, { from: '2026-02-01', to: '2026-01-01' })).json()).toMatchObject({ fields: { to: 'admin.dateOrder' } });
  });

  it('moves the owner’s paid-up-to as a provider’s payment does, and takes the days back when corrected to refused', async () => {
    const demo = await findUser(DEMO_EMAIL);
    const ownerServices = async () => {
      const answer = allowedServicesSchema.parse((await owner('GET', fillPath(PAYMENTS_PATHS.allowedServices, { userId: demo.userGuid }))).json());
      return answer.services.find((service) => service.tariff === TARIFFS.pro)?.targets ?? [];
    };
    const before = await ownerServices();
    expect(before.length).toBe(2);
    const [company] = before;
    if (!company?.paidUpTo) throw new Error('the demo’s companies are paid');

    // One of the owner's two companies, chosen: it alone moves on by the month, from where its paid time ends.
    const added = adminPaymentSchema.parse((await admin('POST', pays(demo.userGuid), { internalYclientsCompaniesIds: [company.id] })).json());
    const moved = await ownerServices();
    const DAY = 24 * 3600 * 1000;
    expect(new Date(moved.find((target) => target.id === company.id)?.paidUpTo ?? 0).getTime() - new Date(company.paidUpTo).getTime()).toBe(30 * DAY);
    expect(moved.find((target) => target.id !== company.id)?.paidUpTo).toBe(before.find((target) => target.id !== company.id)?.paidUpTo);
    // The record's period is the one covered: it begins where the company's paid time ended.
    expect(added.dateBeginUnixTime).toBe(Math.floor(new Date(company.paidUpTo).getTime() / 1000));
    expect(added.internalYclientsCompaniesIds).toEqual([company.id]);

    await admin('PATCH', pay(demo.userGuid, added.id), { success: false, version: added.version });
    expect((await ownerServices()).find((target) => target.id === company.id)?.paidUpTo).toBe(company.paidUpTo);

    const foreign = await admin('POST', pays(demo.userGuid), { internalYclientsCompaniesIds: [ZERO_ID] });
    expect(foreign.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { internalYclientsCompaniesIds: 'admin.unitUnknown' } });
  });

  it('covers every company of the user when none is chosen, and the account itself when it has none', async () => {
    const { token } = await registerUser(t.app, { email: 'admin.cover@example.com', phone: '+79005550031' });
    const added = adminPaymentSchema.parse((await admin('POST', pays(userIdOf(token)), {})).json());
    const services = allowedServicesSchema.parse((await callAs(t.app, token)('GET', fillPath(PAYMENTS_PATHS.allowedServices, { userId: userIdOf(token) }))).json());
    expect(services.hasPayments).toBe(true);
    const [row] = await t.db.query<{ paid_up_to: Date }>(`select paid_up_to from paid_coverage where user_id = $1 and tariff = 1 and target_id = 'account'`, [userIdOf(token)]);
    expect(row ? Math.floor(new Date(row.paid_up_to).getTime() / 1000) : null).toBe(added.dateEndUnixTime);
    expect((await findUser('admin.cover@example.com')).tariff).toBe(TARIFFS.pro);
  });

  it('lists every payment across users, refused ones too, filtered by provider and day', async () => {
    const all = adminPaymentPageSchema.parse((await admin('GET', ADMIN_PATHS.pays, undefined, { pageSize: '100' })).json());
    expect(new Set(all.items.map((item) => item.currency))).toEqual(new Set(['RUB', 'KZT', 'USD']));
    expect(all.items.some((item) => !item.success)).toBe(true);
    const paybox = adminPaymentPageSchema.parse((await admin('GET', ADMIN_PATHS.pays, undefined, { provider: 'Paybox' })).json());
    expect(paybox.items.length).toBeGreaterThan(0);
    expect(paybox.items.every((item) => item.provider === 'Paybox')).toBe(true);
    const future = adminPaymentPageSchema.parse((await admin('GET', ADMIN_PATHS.pays, undefined, { from: '2100-01-01' })).json());
    expect(future.total).toBe(0);
  });

  it('gives what the cabinet wrote on a payment as a code, never English it made (issue 31)', async () => {
    const all = adminPaymentPageSchema.parse((await admin('GET', ADMIN_PATHS.pays, undefined, { pageSize: '100' })).json());
    // The demo's bank transfers and settled orders carry notes; no record holds the API's old English.
    expect(all.items.some((item) => item.note?.code === 'bankTransfer' && item.note.confirmed)).toBe(true);
    expect(all.items.filter((item) => item.orderId !== null).every((item) => item.note?.code === 'purchase' && item.comment === '')).toBe(true);
    expect(all.items.filter((item) => /unit\(s\)|months free|Bank transfer|Card declined/.test(`${item.comment} ${item.reason ?? ''}`))).toEqual([]);
    // A refusal's reason is a code the screens word (the payment providers' own).
    expect(new Set(all.items.filter((item) => !item.success && item.provider !== 'manual').map((item) => item.reason))).toEqual(new Set(['declined']));
  });
});

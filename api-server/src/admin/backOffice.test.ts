import { ADMIN_PATHS, BACK_OFFICE_PATHS, adminInstancePageSchema, adminPromocodePageSchema, adminPromocodeSchema, auditPageSchema } from '@cabinet/api/admin';
import { fillPath, PATHS } from '@cabinet/api/contract';
import { PAYMENTS_PATHS, type PaymentConfigInput } from '@cabinet/api/payments';
import { ADMIN_EMAIL, DEMO_PASSWORD, SUPER_ADMIN_EMAIL } from '../seed';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, signIn, userIdOf } from '../testing/requests';

let t: TestApp;
let admin: ReturnType<typeof callAs>;
let superAdmin: ReturnType<typeof callAs>;
beforeAll(async () => {
  t = await createTestApp();
  admin = callAs(t.app, (await signIn(t.app, ADMIN_EMAIL, DEMO_PASSWORD)).token);
  superAdmin = callAs(t.app, (await signIn(t.app, SUPER_ADMIN_EMAIL, DEMO_PASSWORD)).token);
});
afterAll(async () => {
  await t.close();
});

const one = (id: string) => fillPath(BACK_OFFICE_PATHS.promocode, { id });
const inAYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
const priceWith = (userId: string, promo: string): PaymentConfigInput => ({ requireUserId: userId, tariff: 3, month: 1, promo });

describe('making promo codes', () => {
  it('is for super-admins: an admin lists them but cannot make one', async () => {
    expect((await admin('GET', BACK_OFFICE_PATHS.promocodes)).statusCode).toBe(200);
    const refused = await admin('POST', BACK_OFFICE_PATHS.promocodes, { code: 'ADMIN10', discountPercent: 10 });
    expect(refused.statusCode).toBe(403);
  });

  it('stores every term of the Promocode entity, the code in capitals, and refuses the same code in another case at the field', async () => {
    const created = await superAdmin('POST', BACK_OFFICE_PATHS.promocodes, {
      code: ' spring25 ',
      discountPercent: 25,
      paymentCount: 100,
      paymentsCountByUser: 1,
      expireDate: inAYear(),
      availableTariffTypes: [1, 0, 1],
      minimalUserPayments: 0,
      maxUserPayments: 3,
      forNetworkCompanies: false,
      ownerEmail: 'LOTUS.spa@example.com',
      rewardSumOwner: 5,
      rewardPercentOwner: 10,
    });
    expect(created.statusCode).toBe(201);
    expect(adminPromocodeSchema.parse(created.json())).toMatchObject({
      code: 'SPRING25',
      kind: 'admin',
      userEmail: 'lotus.spa@example.com',
      discountPercent: 25,
      paymentCount: 100,
      availableTariffTypes: [0, 1],
      maxUserPayments: 3,
      rewardSumOwner: 5,
      active: true,
      usedCount: 0,
      version: 1,
    });
    const again = await superAdmin('POST', BACK_OFFICE_PATHS.promocodes, { code: 'Spring25', discountPercent: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ADMIN_PROMOCODE_EXISTS', fields: { code: 'promocode.exists' } });
  });

  it('refuses each broken rule at its field', async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    const cases = [
      [{ code: 'ab', discountPercent: 10 }, { code: 'promocode.format' }],
      [{ code: 'ZERO0', discountPercent: 0 }, { discountPercent: 'promocode.discountRange' }],
      [{ code: 'OVER0', discountPercent: 101 }, { discountPercent: 'promocode.discountRange' }],
      [{ code: 'NEGATIVE', discountPercent: 10, paymentCount: -1 }, { paymentCount: 'promocode.countRange' }],
      [{ code: 'ORDER1', discountPercent: 10, minimalUserPayments: 5, maxUserPayments: 2 }, { maxUserPayments: 'promocode.paymentsOrder' }],
      [{ code: 'PAST1', discountPercent: 10, expireDate: past }, { expireDate: 'promocode.expireInPast' }],
      [{ code: 'TARIFF99', discountPercent: 10, availableTariffTypes: [99] }, { 'availableTariffTypes.0': 'promocode.unknownTariff' }],
      [{ code: 'REWARD1', discountPercent: 10, rewardPercentOwner: 5 }, { rewardPercentOwner: 'promocode.rewardWithoutOwner' }],
      [{ code: 'OWNER1', discountPercent: 10, ownerEmail: 'nobody@example.com' }, { ownerEmail: 'promocode.unknownOwner' }],
      [{ code: 'NODISC' }, { discountPercent: 'required' }],
    ] as const;
    for (const [body, fields] of cases) {
      const refused = await superAdmin('POST', BACK_OFFICE_PATHS.promocodes, body);
      expect({ body, status: refused.statusCode, answer: refused.json() }).toEqual({ body, status: 400, answer: expect.objectContaining({ code: 'VALIDATION_FAILED', fields }) });
    }
  });
});

describe('a code at the payment page', () => {
  it('discounts a payer while active, is refused as not found once deactivated, and edits from the current version only', async () => {
    const made = adminPromocodeSchema.parse((await superAdmin('POST', BACK_OFFICE_PATHS.promocodes, { code: 'WINTER15', discountPercent: 15 })).json());
    const { token } = await registerUser(t.app, { email: 'promo.payer@example.com', countryId: 1 });
    const payer = callAs(t.app, token);
    const price = () => payer('POST', fillPath(PAYMENTS_PATHS.paymentInfo, { provider: 'YoomoneyPay' }), priceWith(userIdOf(token), 'winter15'));
    expect((await price()).json()).toMatchObject({ tariffs: [{ discountPercent: 15, isAutoPay: false }] });

    const off = await superAdmin('PATCH', one(made.id), { active: false, version: made.version });
    expect(off.json()).toMatchObject({ active: false, version: 2 });
    expect((await price()).json()).toMatchObject({ code: 'PROMO_NOT_FOUND' });
    expect((await admin('PATCH', one(made.id), { active: true, version: 2 })).statusCode).toBe(403);

    const stale = await superAdmin('PATCH', one(made.id), { discountPercent: 20, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: { active: false, version: 2 } });
    const back = await superAdmin('PATCH', one(made.id), { active: true, discountPercent: 20, version: 2 });
    expect(back.json()).toMatchObject({ active: true, discountPercent: 20, version: 3 });
    expect((await price()).json()).toMatchObject({ tariffs: [{ discountPercent: 20 }] });
    expect((await superAdmin('PATCH', one(made.id), { minimalUserPayments: 4, maxUserPayments: 1 })).json()).toMatchObject({ fields: { maxUserPayments: 'promocode.paymentsOrder' } });
    expect((await admin('GET', one('nope'))).statusCode).toBe(404);
  });
});

describe('the list and the audit log', () => {
  it('pages every kind of code on the server, searched by code or owner and filtered by state', async () => {
    const made = adminPromocodeSchema.parse((await superAdmin('POST', BACK_OFFICE_PATHS.promocodes, { code: 'LISTED-1', discountPercent: 5 })).json());
    await superAdmin('PATCH', one(made.id), { active: false });
    const found = adminPromocodePageSchema.parse((await admin('GET', BACK_OFFICE_PATHS.promocodes, undefined, { search: 'listed' })).json());
    expect(found.items.map((item) => item.code)).toEqual(['LISTED-1']);
    const inactive = adminPromocodePageSchema.parse((await admin('GET', BACK_OFFICE_PATHS.promocodes, undefined, { state: 'inactive', pageSize: '100' })).json());
    expect(inactive.items.every((item) => !item.active)).toBe(true);
    expect(inactive.items.map((item) => item.code)).toContain('LISTED-1');
    const byOwner = adminPromocodePageSchema.parse((await admin('GET', BACK_OFFICE_PATHS.promocodes, undefined, { search: 'lotus.spa' })).json());
    expect(byOwner.items.map((item) => item.code)).toContain('SPRING25');
    expect((await admin('GET', BACK_OFFICE_PATHS.promocodes, undefined, { state: 'gone' })).statusCode).toBe(400);
  });

  it('writes who made and changed a code, with before and after, to the audit log (the owner’s trail shows it)', async () => {
    const [owner] = await t.db.query<{ id: string }>(`select id from users where email = 'lotus.spa@example.com'`);
    if (!owner) throw new Error('seed changed');
    const trail = auditPageSchema.parse((await admin('GET', fillPath(ADMIN_PATHS.userAudit, { id: owner.id }))).json());
    expect(trail.items[0]).toMatchObject({ entity: 'promocode', action: 'create', actorEmail: SUPER_ADMIN_EMAIL, before: null, after: expect.objectContaining({ code: 'SPRING25' }) });
    const rows = await t.db.query<{ action: string; before: { active: boolean } | null; after: { active: boolean } }>(
      `select a.action, a.before, a.after from admin_audit_log a join promocodes pc on pc.id::text = a.entity_id where pc.code = 'WINTER15' order by a.at`,
    );
    expect(rows.map((row) => [row.action, row.before?.active ?? null, row.after.active])).toEqual([
      ['create', null, true],
      ['update', true, false],
      ['update', false, true],
    ]);
  });
});

describe('news for the back office', () => {
  it('lists every item, whoever it is for, to super-admins only', async () => {
    const made = await superAdmin('POST', PATHS.news.list, {
      title: 'For Ukrainian clinics only',
      description: 'Maintenance tonight',
      link: null,
      type: 'Warning',
      crmTypes: ['medflex'],
      mobileImage: null,
      desktopImage: null,
      clientTypes: ['Loyal'],
      isSidebarNews: true,
      orderNumber: 1,
      language: 'uk-UA',
    });
    expect(made.statusCode).toBe(201);
    const all = await superAdmin('GET', BACK_OFFICE_PATHS.news);
    expect(all.statusCode).toBe(200);
    expect(all.json<Array<{ title: string }>>().map((item) => item.title)).toContain('For Ukrainian clinics only');
    // The readers' call answers only what is meant for the caller.
    expect((await superAdmin('GET', PATHS.news.list)).json<Array<{ title: string }>>().map((item) => item.title)).not.toContain('For Ukrainian clinics only');
    expect((await admin('GET', BACK_OFFICE_PATHS.news)).statusCode).toBe(403);
  });
});

describe('instances across the platform', () => {
  it('pages every WhatsApp and MAX instance with its owner, filtered by state and provider and searched by number', async () => {
    const page = adminInstancePageSchema.parse((await admin('GET', BACK_OFFICE_PATHS.instances, undefined, { pageSize: '100' })).json());
    expect(new Set(page.items.map((item) => item.provider))).toEqual(new Set(['whatsapp', 'max']));
    const notAuthorized = adminInstancePageSchema.parse((await admin('GET', BACK_OFFICE_PATHS.instances, undefined, { state: 'notAuthorized' })).json());
    expect(notAuthorized.items.map((item) => item.userEmail)).toContain('barber.almaty@example.com');
    expect(notAuthorized.items.every((item) => item.state === 'notAuthorized')).toBe(true);
    const byNumber = adminInstancePageSchema.parse((await admin('GET', BACK_OFFICE_PATHS.instances, undefined, { search: '+7 701 123' })).json());
    expect(byNumber.items.map((item) => item.userEmail)).toEqual(['barber.almaty@example.com']);
    expect((await admin('GET', BACK_OFFICE_PATHS.instances, undefined, { state: 'sleeping' })).statusCode).toBe(400);
  });
});

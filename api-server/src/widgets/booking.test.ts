import { fillPath } from '@cabinet/api/contract';
import { SYSTEM_ACCOUNT_PATHS } from '@cabinet/api/systemAccounts';
import { bookingCompaniesSchema, bookingWidgetSchema, publicBookingPageSchema, publicBookingResultSchema, publicBookingSlotsSchema, WIDGET_FRAME_PATHS, WIDGETS_PATHS, type SaveBookingWidgetRequest } from '@cabinet/api/widgets';
import { startStandInServer, type StandInServer } from '../platform/standIns/server';
import { STAND_IN_PARTNER_TOKEN } from '../systemAccounts/adapters';
import { createBookingStandIn, type BookingStandIn } from '../systemAccounts/standIns/booking';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, userIdOf } from '../testing/requests';
import { bookingOriginAllowed } from './booking';

/*
 * The BookingWidget end to end against Yclients' stand-in on a server of its own: the owner's widget (Pro,
 * a connected branch, allowed sites), and a client's booking through the adapter, with a taken slot refused.
 */

let server: StandInServer;
let yclients: BookingStandIn;
let t: TestApp;
let owner: ReturnType<typeof callAs>;
let ownerId: string;
const SITE = 'https://lotus-salon.example';
/** Tomorrow, when the stand-in's timetable is still open all day. */
const now = new Date();
const tomorrow = new Date(now.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  yclients = createBookingStandIn({ system: 'yclients', prefix: 'yc', partnerToken: STAND_IN_PARTNER_TOKEN, hangMs: 2000 });
  server = await startStandInServer(yclients.routes);
  t = await createTestApp({ seed: false, env: { CHANNEL_HTTP_TIMEOUT_MS: '1000', YCLIENTS_BASE_URL: `${server.url}/yc` } });
  const { token } = await registerUser(t.app, { email: 'booking.owner@example.com' });
  ownerId = userIdOf(token);
  await t.db.query('update users set major_tariff = 1 where id = $1', [ownerId]);
  owner = callAs(t.app, token);
  const connected = await owner('POST', fillPath(SYSTEM_ACCOUNT_PATHS.booking, { system: 'yclients' }), { login: 'owner@lotus-salon.ru', password: 'lotus-2026', companyId: '702101' });
  if (connected.statusCode >= 300) throw new Error(`connect answered ${connected.statusCode}: ${connected.body}`);
});
afterAll(async () => {
  await t.close();
  await server.close();
});

async function createWidget(fields: Partial<SaveBookingWidgetRequest> = {}) {
  const [company] = bookingCompaniesSchema.parse((await owner('GET', WIDGETS_PATHS.bookingCompanies)).json());
  if (!company) throw new Error('no connected company');
  const created = await owner('POST', WIDGETS_PATHS.bookingWidgets, { name: 'Lotus online', companyId: company.id, allowedOrigins: [`${SITE}/`], ...fields });
  expect(created.statusCode).toBe(201);
  return bookingWidgetSchema.parse(created.json());
}

const publicCall = (method: 'GET' | 'POST', path: string, origin: string | null, payload?: unknown, query?: Record<string, string>) =>
  t.app.inject({
    method,
    url: '/' + path,
    headers: { ...(origin ? { origin } : {}), ...(payload ? { 'content-type': 'application/json' } : {}) },
    payload: payload ? JSON.stringify(payload) : undefined,
    query,
  });

describe('the owner’s booking widget', () => {
  it('is on the Pro plan: a Free account is refused 403 FEATURE_REQUIRES_PRO', async () => {
    const free = callAs(t.app, (await registerUser(t.app, { email: 'booking.free@example.com' })).token);
    expect((await free('GET', WIDGETS_PATHS.bookingWidgets)).json()).toMatchObject({ code: 'FEATURE_REQUIRES_PRO' });
    const created = await free('POST', WIDGETS_PATHS.bookingWidgets, { name: 'Mine', companyId: '00000000-0000-0000-0000-000000000000', allowedOrigins: [] });
    expect(created.statusCode).toBe(403);
  });

  it('books into a connected branch only, stores sites as origins, and refuses a path or a duplicate', async () => {
    const widget = await createWidget();
    expect(widget).toMatchObject({ name: 'Lotus online', system: 'yclients', companyName: 'Lotus, Nevsky', allowedOrigins: [SITE], bookingsCount: 0, version: 1 });

    const stranger = await owner('POST', WIDGETS_PATHS.bookingWidgets, { name: 'Other', companyId: '00000000-0000-0000-0000-000000000000' });
    expect(stranger.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { companyId: 'booking.companyNotConnected' } });
    const withPath = await owner('PUT', fillPath(WIDGETS_PATHS.bookingWidget, { id: widget.id }), { name: 'Lotus', companyId: widget.companyId, allowedOrigins: ['https://lotus.example/booking'], version: 1 });
    expect(withPath.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'allowedOrigins.0': 'origin.invalid' } });
    const duplicate = await owner('PUT', fillPath(WIDGETS_PATHS.bookingWidget, { id: widget.id }), { name: 'Lotus', companyId: widget.companyId, allowedOrigins: [SITE, 'HTTPS://Lotus-Salon.example'], version: 1 });
    expect(duplicate.statusCode).toBe(400);

    const saved = await owner('PUT', fillPath(WIDGETS_PATHS.bookingWidget, { id: widget.id }), { name: 'Lotus', companyId: widget.companyId, allowedOrigins: [SITE, 'http://localhost:8080'], version: 1 });
    expect(bookingWidgetSchema.parse(saved.json())).toMatchObject({ name: 'Lotus', allowedOrigins: [SITE, 'http://localhost:8080'], version: 2 });
    const stale = await owner('PUT', fillPath(WIDGETS_PATHS.bookingWidget, { id: widget.id }), { name: 'Late', companyId: widget.companyId, allowedOrigins: [], version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', current: { name: 'Lotus', version: 2 } });
  });

  it('may be framed by its listed sites alone: the public read the static servers ask (frameOrigins.ts)', async () => {
    const widget = await createWidget();
    const read = (kind: string) => t.app.inject({ method: 'GET', url: '/' + fillPath(WIDGET_FRAME_PATHS.frameOrigins, { kind, token: widget.id }) });
    expect((await read('booking')).json()).toEqual({ allowedOrigins: [SITE] });
    // Its view is /bw, not /ibw (an iiko organisation's).
    expect((await read('iikoBooking')).statusCode).toBe(404);
  });

  it('is not another owner’s to read', async () => {
    const widget = await createWidget();
    const other = callAs(t.app, (await registerUser(t.app, { email: 'booking.other@example.com' })).token);
    await t.db.query(`update users set major_tariff = 1 where email = 'booking.other@example.com'`);
    expect((await other('GET', fillPath(WIDGETS_PATHS.bookingWidget, { id: widget.id }))).statusCode).toBe(404);
  });
});

describe('a client booking through the widget', () => {
  it('answers only the widget’s listed sites, the cabinet’s own origins and callers without a browser', async () => {
    const widget = await createWidget();
    const page = fillPath(WIDGETS_PATHS.publicBooking, { id: widget.id });
    expect((await publicCall('GET', page, SITE)).statusCode).toBe(200);
    expect((await publicCall('GET', page, null)).statusCode).toBe(200);
    const refused = await publicCall('GET', page, 'https://copycat.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'BOOKING_ORIGIN_REFUSED' });
    expect((await publicCall('GET', page, 'http://copycat.localhost:3000')).statusCode).toBe(403);

    expect(bookingOriginAllowed({ allowedOrigins: [] }, 'http://localhost:3005', { configured: [], development: true })).toBe(true);
    expect(bookingOriginAllowed({ allowedOrigins: [] }, 'http://localhost:3005', { configured: [], development: false })).toBe(false);
    expect(bookingOriginAllowed({ allowedOrigins: [] }, 'https://cabinet.example', { configured: ['https://Cabinet.example'], development: false })).toBe(true);
  });

  describe('CORS for the snippet on the business’s own page', () => {
    const preflight = (path: string, origin: string, method: 'GET' | 'POST') =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/' + path,
        headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'client-host,content-type' },
      });

    it('lets a listed site send the booking, without credentials, and its browser read every public answer', async () => {
      const widget = await createWidget();
      const asked = await preflight(fillPath(WIDGETS_PATHS.publicBookingRecords, { id: widget.id }), SITE, 'POST');
      expect(asked.statusCode).toBe(204);
      expect(asked.headers['access-control-allow-origin']).toBe(SITE);
      expect(asked.headers['access-control-allow-methods']).toContain('POST');
      expect(asked.headers['access-control-allow-headers']).toBe('Client-Host, Content-Type');
      expect(asked.headers['access-control-allow-credentials']).toBeUndefined();
      const read = await publicCall('GET', fillPath(WIDGETS_PATHS.publicBooking, { id: widget.id }), SITE);
      expect(read.statusCode).toBe(200);
      expect(read.headers['access-control-allow-origin']).toBe(SITE);
    });

    it('lets an unlisted site read the refusal, but its browser never sends a booking', async () => {
      const widget = await createWidget();
      const copycat = 'https://copycat.example';
      const read = await publicCall('GET', fillPath(WIDGETS_PATHS.publicBooking, { id: widget.id }), copycat);
      expect(read.statusCode).toBe(403);
      expect(read.headers['access-control-allow-origin']).toBe(copycat);
      expect((await preflight(fillPath(WIDGETS_PATHS.publicBookingSlots, { id: widget.id }), copycat, 'GET')).headers['access-control-allow-origin']).toBe(copycat);
      const asked = await preflight(fillPath(WIDGETS_PATHS.publicBookingRecords, { id: widget.id }), copycat, 'POST');
      expect(asked.statusCode).toBeGreaterThanOrEqual(400);
      expect(asked.headers['access-control-allow-origin']).toBeUndefined();
      const unknown = await preflight(fillPath(WIDGETS_PATHS.publicBookingRecords, { id: '00000000-0000-0000-0000-000000000000' }), SITE, 'POST');
      expect(unknown.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('answers a listed site nowhere else in the API, while the cabinet’s origins keep theirs', async () => {
      const widget = await createWidget();
      for (const [path, method] of [
        [WIDGETS_PATHS.bookingWidgets, 'GET'],
        [fillPath(WIDGETS_PATHS.bookingWidget, { id: widget.id }), 'GET'],
        ['api/v1/account/login', 'POST'],
        [fillPath(WIDGETS_PATHS.publicRating, { token: 'x' }), 'GET'],
      ] as const) {
        const asked = await preflight(path, SITE, method);
        expect({ path, allowed: asked.headers['access-control-allow-origin'] }).toEqual({ path, allowed: undefined });
      }
      const direct = await publicCall('GET', WIDGETS_PATHS.bookingWidgets, SITE);
      expect(direct.headers['access-control-allow-origin']).toBeUndefined();
      const cabinet = await preflight(WIDGETS_PATHS.bookingWidgets, 'http://localhost:3000', 'GET');
      expect(cabinet.headers).toMatchObject({ 'access-control-allow-origin': 'http://localhost:3000', 'access-control-allow-credentials': 'true' });
    });
  });

  it('books a free slot in the booking system, brings the visit in, and refuses the same slot again with 409', async () => {
    const widget = await createWidget();
    const page = publicBookingPageSchema.parse((await publicCall('GET', fillPath(WIDGETS_PATHS.publicBooking, { id: widget.id }), SITE)).json());
    expect(page.businessName).toBe('Lotus, Nevsky');
    expect(page.services.map((service) => service.title)).toEqual(['Haircut', 'Manicure', 'Colouring']);
    // The fired master is not bookable.
    expect(page.masters).toHaveLength(3);
    const [service] = page.services;
    const [master] = page.masters;
    if (!service || !master) throw new Error('nothing to book');

    const slotsQuery = { serviceId: service.id, masterId: master.id, date: tomorrow };
    const slots = publicBookingSlotsSchema.parse((await publicCall('GET', fillPath(WIDGETS_PATHS.publicBookingSlots, { id: widget.id }), SITE, undefined, slotsQuery)).json());
    expect(slots.length).toBeGreaterThan(0);
    const [slot] = slots;
    if (!slot) throw new Error('no slot');

    const booking = { serviceId: service.id, masterId: master.id, startsAt: slot.startsAt, name: 'Vera Online', phone: '+7 900 765-43-21' };
    const records = fillPath(WIDGETS_PATHS.publicBookingRecords, { id: widget.id });
    const invalid = await publicCall('POST', records, SITE, { ...booking, phone: '123' });
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { phone: 'phone.invalid' } });

    const made = await publicCall('POST', records, SITE, booking);
    expect(made.statusCode).toBe(201);
    const result = publicBookingResultSchema.parse(made.json());
    expect(result).toMatchObject({ serviceTitle: service.title, masterName: master.name, startsAt: slot.startsAt });

    const record = yclients.recordsOf(702_101).find((candidate) => String(candidate.id) === result.recordId);
    expect(record?.datetime.toISOString()).toBe(slot.startsAt);
    const [visit] = await t.db.query<{ id: string; starts_at: Date; name: string; phone: string }>(
      `select v.id, v.starts_at, cl.name, cl.phone from visits v join clients cl on cl.id = v.client_id where v.source_id = $1 and v.user_id = $2`,
      [result.recordId, ownerId],
    );
    expect(visit).toMatchObject({ name: 'Vera Online', phone: '+79007654321' });
    // Seen created, as a webhook's booking is: the engine's recordCreated flows message the client from it.
    const events = await t.db.query<{ kind: string }>('select kind from business_events where visit_id = $1', [visit?.id]);
    expect(events.map((event) => event.kind)).toEqual(['visitCreated']);

    const again = await publicCall('POST', records, SITE, { ...booking, name: 'Late Client', phone: '+7 900 111-22-33' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'BOOKING_SLOT_TAKEN' });
    const after = publicBookingSlotsSchema.parse((await publicCall('GET', fillPath(WIDGETS_PATHS.publicBookingSlots, { id: widget.id }), SITE, undefined, slotsQuery)).json());
    expect(after.map((free) => free.startsAt)).not.toContain(slot.startsAt);

    const list = (await owner('GET', WIDGETS_PATHS.bookingWidgets)).json();
    expect(list).toEqual(expect.arrayContaining([expect.objectContaining({ id: widget.id, bookingsCount: 1 })]));
  });

  it('says the booking system is unavailable (502) when it fails, and books nothing', async () => {
    const widget = await createWidget();
    const page = publicBookingPageSchema.parse((await publicCall('GET', fillPath(WIDGETS_PATHS.publicBooking, { id: widget.id }), SITE)).json());
    const [service] = page.services;
    const master = page.masters[1];
    if (!service || !master) throw new Error('nothing to book');
    const slots = publicBookingSlotsSchema.parse(
      (await publicCall('GET', fillPath(WIDGETS_PATHS.publicBookingSlots, { id: widget.id }), SITE, undefined, { serviceId: service.id, masterId: master.id, date: tomorrow })).json(),
    );
    const before = yclients.recordsOf(702_101).length;
    yclients.command({ operation: 'bookRecord', outcome: 'fail', httpStatus: 500 });
    const failed = await publicCall('POST', fillPath(WIDGETS_PATHS.publicBookingRecords, { id: widget.id }), SITE, {
      serviceId: service.id,
      masterId: master.id,
      startsAt: slots[0]?.startsAt,
      name: 'Vera',
      phone: '+79007654321',
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ code: 'BOOKING_SYSTEM_UNAVAILABLE' });
    expect(yclients.recordsOf(702_101)).toHaveLength(before);
  });
});

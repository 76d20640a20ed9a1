import { fillPath } from '@cabinet/api/contract';
import { IIKO_PATHS } from '@cabinet/api/systemAccounts';
import { bookingCompaniesSchema, bookingWidgetSchema, publicIikoBookingPageSchema, publicIikoReserveResultSchema, publicIikoTimesSchema, WIDGETS_PATHS } from '@cabinet/api/widgets';
import { startStandInServer, type StandInServer } from '../platform/standIns/server';
import { createIikoStandIn, STAND_IN_IIKO_LOGIN, type IikoStandIn } from '../systemAccounts/standIns/iiko';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { callAs, registerUser, userIdOf } from '../testing/requests';

/*
 * The IikoBookingWidget end to end against iikoCloud's stand-in on a server of its own: the owner makes a
 * booking widget of a connected iiko organisation; a guest reserves the smallest free table for the party,
 * and a time whose tables are all taken is refused.
 */

let server: StandInServer;
let iiko: IikoStandIn;
let t: TestApp;
let owner: ReturnType<typeof callAs>;
const SITE = 'https://pelmennaya.example';
/** A day ahead, whatever the hour on the restaurant's clock. */
const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  iiko = createIikoStandIn({ prefix: 'iiko', hangMs: 2000 });
  server = await startStandInServer(iiko.routes);
  t = await createTestApp({ seed: false, env: { CHANNEL_HTTP_TIMEOUT_MS: '1000', IIKO_BASE_URL: `${server.url}/iiko` } });
  const { token } = await registerUser(t.app, { email: 'iiko.widget@example.com' });
  await t.db.query('update users set major_tariff = 1 where id = $1', [userIdOf(token)]);
  owner = callAs(t.app, token);
  const connected = await owner('POST', IIKO_PATHS.accounts, { apiLogin: STAND_IN_IIKO_LOGIN });
  if (connected.statusCode >= 300) throw new Error(`connect answered ${connected.statusCode}: ${connected.body}`);
});
afterAll(async () => {
  await t.close();
  await server.close();
});

const guest = (method: 'GET' | 'POST', path: string, origin: string, payload?: unknown, query?: Record<string, string>) =>
  t.app.inject({ method, url: '/' + path, headers: { origin, ...(payload ? { 'content-type': 'application/json' } : {}) }, payload: payload ? JSON.stringify(payload) : undefined, query });

async function iikoWidget() {
  const companies = bookingCompaniesSchema.parse((await owner('GET', WIDGETS_PATHS.bookingCompanies)).json());
  const cafe = companies.find((company) => company.name === 'Кафе «Пельменная №1»');
  expect(cafe).toMatchObject({ system: 'iiko' });
  const created = await owner('POST', WIDGETS_PATHS.bookingWidgets, { name: 'Tables online', companyId: cafe?.id, allowedOrigins: [SITE] });
  expect(created.statusCode).toBe(201);
  return bookingWidgetSchema.parse(created.json());
}

describe('the iiko table booking widget', () => {
  it('is a booking widget of an iiko organisation, not a visit booking', async () => {
    const widget = await iikoWidget();
    expect(widget).toMatchObject({ system: 'iiko', companyName: 'Кафе «Пельменная №1»', bookingsCount: 0 });
    expect((await guest('GET', fillPath(WIDGETS_PATHS.publicBooking, { id: widget.id }), SITE)).statusCode).toBe(404);
    expect((await guest('GET', fillPath(WIDGETS_PATHS.publicIikoBooking, { id: widget.id }), 'https://copycat.example')).json()).toMatchObject({ code: 'BOOKING_ORIGIN_REFUSED' });
  });

  it('reserves the smallest free table for the party and refuses a time whose tables are all taken', async () => {
    const widget = await iikoWidget();
    const page = publicIikoBookingPageSchema.parse((await guest('GET', fillPath(WIDGETS_PATHS.publicIikoBooking, { id: widget.id }), SITE)).json());
    expect(page).toEqual({ restaurantName: 'Кафе «Пельменная №1»', maxGuests: 6 });

    const timesPath = fillPath(WIDGETS_PATHS.publicIikoTimes, { id: widget.id });
    const times = async (guests: number) => publicIikoTimesSchema.parse((await guest('GET', timesPath, SITE, undefined, { date: day, guests: String(guests) })).json());
    expect(await times(6)).toEqual(['12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00']);

    const reserves = fillPath(WIDGETS_PATHS.publicIikoReserves, { id: widget.id });
    const party = { date: day, time: '19:00', guests: 6, name: 'Вера', phone: '+7 900 765-43-21', comment: 'Birthday' };
    expect((await guest('POST', reserves, SITE, { ...party, phone: '12' })).json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { phone: 'phone.invalid' } });
    const made = await guest('POST', reserves, SITE, party);
    expect(made.statusCode).toBe(201);
    const result = publicIikoReserveResultSchema.parse(made.json());
    expect(result).toMatchObject({ date: day, time: '19:00', guests: 6, tableName: 'Стол 5', sectionName: 'Основной зал' });
    const cafeId = iiko.organizations[0]?.id ?? '';
    expect(iiko.reserves(cafeId).find((reserve) => reserve.id === result.reserveId)).toMatchObject({
      estimatedStartTime: `${day} 19:00:00.000`,
      durationInMinutes: 120,
      guestsCount: 6,
      customer: { name: 'Вера' },
      phone: '+79007654321',
    });

    // The one table for six is held 19:00–21:00: no start from 17:30 to 20:30 for six; a couple still has them.
    expect(await times(6)).toEqual(['12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '21:00']);
    expect(await times(2)).toContain('19:30');
    const taken = await guest('POST', reserves, SITE, { ...party, time: '20:00', name: 'Глеб', phone: '+7 900 111-22-33' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'BOOKING_SLOT_TAKEN' });
    const couple = publicIikoReserveResultSchema.parse((await guest('POST', reserves, SITE, { ...party, guests: 2, time: '20:00', name: 'Глеб', phone: '+7 900 111-22-33' })).json());
    expect(couple).toMatchObject({ tableName: 'Стол 1', guests: 2 });

    const list = (await owner('GET', WIDGETS_PATHS.bookingWidgets)).json();
    expect(list).toEqual(expect.arrayContaining([expect.objectContaining({ id: widget.id, bookingsCount: 2 })]));
  });

  it('says iiko is unavailable (502) when it fails, and reserves nothing', async () => {
    const widget = await iikoWidget();
    const cafeId = iiko.organizations[0]?.id ?? '';
    const before = iiko.reserves(cafeId).length;
    iiko.command({ outcome: 'fail', operation: 'reserve', httpStatus: 503 });
    const failed = await guest('POST', fillPath(WIDGETS_PATHS.publicIikoReserves, { id: widget.id }), SITE, { date: day, time: '13:00', guests: 2, name: 'Анна', phone: '+79001112233' });
    expect(failed.statusCode).toBe(502);
    expect(iiko.reserves(cafeId)).toHaveLength(before);
  });
});

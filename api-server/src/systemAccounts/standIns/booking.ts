import { z } from 'zod';
import { ApiError } from '../../platform/http/ApiError';
import { route, type Route } from '../../platform/http/route';
import { controlRoutes } from '../../platform/standIns/controlRoutes';
import { hang } from '../../platform/standIns/behaviours';
import { DEMO_BRANCHES, demoMasterId } from '../../business/seed';
import { DEMO_YCLIENTS_LOGIN } from '../seed';

/**
 * A local stand-in of the Yclients REST API (api.yclients.com/api/v1; Altegio's api.alteg.io speaks the
 * same), as far as its public documentation shows: POST auth with login and password answering the user
 * token; `Authorization: Bearer <partner token>, User <user token>`; the envelope
 * `{ success, data, meta }` with `meta.message` on a refusal; GET companies?my=1, company/{id}/staff,
 * records/{company_id} with changed_after and paging; the marketplace's activation callback
 * (marketplace/partner/callback/redirect, with the webhook addresses); the online booking calls with the
 * partner's token alone (book_services, book_staff, book_times, book_record: hourly starts from 10:00 to 19:00
 * on the branch's clock, a master's taken hour refused with 422). Development only.
 *
 * Commanded through `_control` (or the object in tests): the next calls of an operation fail with a status
 * or time out; a booking is made now in a company (the demo's "visits arriving"); `tick` books one in
 * every activated company, which the development API does every two minutes.
 */

export type BookingOperation = 'auth' | 'companies' | 'staff' | 'records' | 'activate' | 'bookRecord';
export const BOOKING_OPERATIONS: readonly BookingOperation[] = ['auth', 'companies', 'staff', 'records', 'activate', 'bookRecord'];

const commandSchema = z.object({
  operation: z.enum(['auth', 'companies', 'staff', 'records', 'activate', 'bookRecord']),
  outcome: z.enum(['fail', 'timeout']),
  httpStatus: z.number().int().min(400).max(599).default(500),
  times: z.number().int().min(1).max(100).default(1),
});
export type BookingCommand = z.input<typeof commandSchema>;

interface StandInRecord {
  id: number;
  clientId: number;
  staffId: number;
  serviceId: number;
  datetime: Date;
  seanceLength: number;
  attendance: -1 | 0 | 1 | 2;
  online: boolean;
  deleted: boolean;
  lastChange: Date;
}

interface StandInCompany {
  id: number;
  title: string;
  city: string;
  timezone: string;
  /** Hours ahead of UTC, for the records' local datetime. */
  utcOffset: number;
  active: boolean;
  staff: { id: number; name: string; fired: boolean }[];
  services: { id: number; title: string; cost: number }[];
  clients: { id: number; name: string; phone: string }[];
  records: StandInRecord[];
  /** The addresses the partner gave on activation; empty until activated. */
  webhookUrls: string[];
  /**
   * The integration was installed before the stand-in started (the demo's branches, whose data the cabinet
   * already has): the partner's token alone reads it, as after an activation, but no visits are made up in it.
   */
  installed?: boolean;
}

export interface StandInBookingAccount {
  login: string;
  password: string;
  userId: number;
  companies: StandInCompany[];
  /**
   * Rights the user lacks (an administrator's, not the owner's): `settings` refuses the staff list and
   * `timetable` the records with 403, `phones` masks the clients' phones, as the service does.
   */
  denied?: readonly ('settings' | 'timetable' | 'phones')[];
}

/** A phone as the service shows it to a user without the phones right: "+7900*****01". */
const maskPhone = (phone: string) => `${phone.slice(0, -7)}*****${phone.slice(-2)}`;

const HOUR_MS = 3_600_000;

/** The salon the stand-in knows for one company: deterministic from its id, records around `now`. */
function makeCompany(id: number, title: string, city: string, timezone: string, utcOffset: number, active: boolean, names: readonly string[], phonePrefix: string, now: Date): StandInCompany {
  const staff = [
    { id: id * 10 + 1, name: names[0] ?? 'Master 1', fired: false },
    { id: id * 10 + 2, name: names[1] ?? 'Master 2', fired: false },
    { id: id * 10 + 3, name: names[2] ?? 'Master 3', fired: false },
    { id: id * 10 + 4, name: names[3] ?? 'Master 4', fired: true },
  ];
  const services = [
    { id: id * 100 + 1, title: 'Haircut', cost: 2000 },
    { id: id * 100 + 2, title: 'Manicure', cost: 1800 },
    { id: id * 100 + 3, title: 'Colouring', cost: 5000 },
  ];
  const clientNames = names.slice(4);
  const clients = clientNames.map((name, index) => ({ id: id * 1000 + index + 1, name, phone: `${phonePrefix}${String(5550100 + index + (id % 90) * 10).padStart(7, '0')}` }));
  const records: StandInRecord[] = clients.map((client, index) => {
    // Half behind (history), half ahead (the next days' bookings), at whole hours of the branch's day.
    const dayOffset = index % 2 === 0 ? -(index + 1) : Math.ceil(index / 2);
    const base = new Date(now.getTime() + dayOffset * 24 * HOUR_MS);
    base.setUTCHours(10 + (index % 8) - utcOffset, 0, 0, 0);
    return {
      id: id * 10_000 + index + 1,
      clientId: client.id,
      staffId: staff[index % 3]?.id ?? 0,
      serviceId: services[index % 3]?.id ?? 0,
      datetime: base,
      seanceLength: 3600,
      attendance: dayOffset < 0 ? 1 : 0,
      online: index % 3 !== 0,
      deleted: false,
      lastChange: new Date(Math.floor(now.getTime() / 1000) * 1000),
    };
  });
  return { id, title, city, timezone, utcOffset, active, staff, services, clients, records, webhookUrls: [] };
}

/**
 * The demo salon "Aurora" as YCLIENTS keeps it: its branches and masters with the ids the demo's data has
 * (business/seed.ts), the services its assistant books online, no records but those booked here.
 */
function demoCompanies(): StandInCompany[] {
  return DEMO_BRANCHES.map((branch) => {
    const id = Number(branch.sourceId);
    return {
      id,
      title: branch.name,
      city: branch.city,
      timezone: branch.timezone,
      utcOffset: branch.utcOffset,
      active: true,
      staff: branch.masters.map((name, index) => ({ id: Number(demoMasterId(branch.sourceId, index)), name, fired: false })),
      services: [
        { id: id * 100 + 1, title: 'Женская стрижка', cost: 2000 },
        { id: id * 100 + 2, title: 'Мужская стрижка', cost: 1200 },
        { id: id * 100 + 3, title: 'Маникюр', cost: 1800 },
      ],
      clients: [],
      records: [],
      webhookUrls: [],
      installed: true,
    };
  });
}

/** The accounts each stand-in knows: a Russian salon chain on Yclients (and the demo's), a Portuguese one on Altegio. */
export function standInBookingAccounts(system: 'yclients' | 'altegio', now: Date): StandInBookingAccount[] {
  if (system === 'yclients') {
    const names = ['Ольга Смирнова', 'Марина Белова', 'Кристина Орлова', 'Артём Ковалёв', 'Анна Иванова', 'Мария Петрова', 'Елена Соколова', 'Ольга Морозова', 'Дарья Волкова', 'Ирина Лебедева'];
    const companies = [
      makeCompany(702_101, 'Lotus, Nevsky', 'Санкт-Петербург', 'Europe/Moscow', 3, true, names, '+7900', now),
      makeCompany(702_102, 'Lotus, Vasilyevsky', 'Санкт-Петербург', 'Europe/Moscow', 3, true, [...names.slice(0, 4), ...names.slice(6)], '+7901', now),
      makeCompany(702_103, 'Lotus, Kazan', 'Казань', 'Europe/Moscow', 3, false, names, '+7902', now),
    ];
    return [
      { login: 'owner@lotus-salon.ru', password: 'lotus-2026', userId: 1_204_551, companies },
      // The same salons' staff, with fewer rights (spec section 2's staff access-denied messages).
      { login: 'admin@lotus-salon.ru', password: 'lotus-admin-2026', userId: 1_204_552, companies, denied: ['settings', 'phones'] },
      { login: 'reception@lotus-salon.ru', password: 'lotus-reception-2026', userId: 1_204_553, companies, denied: ['timetable'] },
      { login: DEMO_YCLIENTS_LOGIN, password: 'aurora-2026', userId: 1_305_120, companies: demoCompanies() },
    ];
  }
  const names = ['Ana Costa', 'Beatriz Lima', 'Carla Sousa', 'Diogo Alves', 'Inês Pereira', 'Joana Santos', 'Marta Rocha', 'Rita Fernandes', 'Sofia Martins', 'Teresa Gomes'];
  return [
    {
      login: 'owner@bella-studio.pt',
      password: 'bella-2026',
      userId: 88_310,
      companies: [
        makeCompany(410_551, 'Bella Studio, Lisboa', 'Lisboa', 'Europe/Lisbon', 0, true, names, '+351912', now),
        makeCompany(410_552, 'Bella Studio, Porto', 'Porto', 'Europe/Lisbon', 0, true, names, '+351913', now),
      ],
    },
  ];
}

/** Yclients' datetime: the branch's local time with its offset, e.g. 2026-11-26T12:00:00+03:00. */
function localIso(at: Date, utcOffset: number): string {
  const shifted = new Date(at.getTime() + utcOffset * HOUR_MS).toISOString().slice(0, 19);
  const sign = utcOffset >= 0 ? '+' : '-';
  const hours = String(Math.abs(utcOffset)).padStart(2, '0');
  return `${shifted}${sign}${hours}:00`;
}

export interface BookingStandInOptions {
  system: 'yclients' | 'altegio';
  /** Where its routes live, e.g. `stand-ins/yclients`. */
  prefix: string;
  accounts?: StandInBookingAccount[];
  /** The partner token it accepts (the cabinet's, from the marketplace). */
  partnerToken: string;
  hangMs?: number;
  now?: () => Date;
}

export function createBookingStandIn(options: BookingStandInOptions) {
  const now = options.now ?? (() => new Date());
  const accounts = options.accounts ?? standInBookingAccounts(options.system, now());
  const tokens = new Map<string, StandInBookingAccount>();
  const commands: Array<Required<Omit<BookingCommand, 'times'>> & { remaining: number }> = [];
  let nextRecord = 1;
  // Yclients' change times have whole seconds: each change gets a second of its own, so a pull's
  // "changed after" cursor never misses one made in the same second as the previous pull.
  let lastStamp = Math.max(0, ...accounts.flatMap((account) => account.companies.flatMap((company) => company.records.map((record) => record.lastChange.getTime()))));
  const changeStamp = (): Date => {
    lastStamp = Math.max(Math.floor(now().getTime() / 1000) * 1000, lastStamp + 1000);
    return new Date(lastStamp);
  };

  const companyOf = (id: number): StandInCompany | undefined => accounts.flatMap((account) => account.companies).find((company) => company.id === id);

  function command(input: BookingCommand): void {
    const parsed = commandSchema.parse(input);
    commands.push({ operation: parsed.operation, outcome: parsed.outcome, httpStatus: parsed.httpStatus, remaining: parsed.times });
  }
  function take(operation: BookingOperation) {
    const found = commands.find((candidate) => candidate.operation === operation);
    if (!found) return null;
    found.remaining -= 1;
    if (found.remaining === 0) commands.splice(commands.indexOf(found), 1);
    return found;
  }

  /** A booking made now in the company, for one of its clients, a few hours ahead. */
  function book(companyId: number): StandInRecord | null {
    const company = companyOf(companyId);
    if (!company || company.clients.length === 0) return null;
    const at = now();
    const client = company.clients[nextRecord % company.clients.length];
    if (!client) return null;
    const startsAt = new Date(at.getTime() + (3 + (nextRecord % 20)) * HOUR_MS);
    startsAt.setUTCMinutes(0, 0, 0);
    const record: StandInRecord = {
      id: company.id * 10_000 + 5000 + nextRecord,
      clientId: client.id,
      staffId: company.staff[nextRecord % 3]?.id ?? 0,
      serviceId: company.services[nextRecord % 3]?.id ?? 0,
      datetime: startsAt,
      seanceLength: 3600,
      attendance: 0,
      online: true,
      deleted: false,
      lastChange: changeStamp(),
    };
    nextRecord += 1;
    company.records.push(record);
    return record;
  }

  /** The master's free hourly starts on a day of the branch's calendar (10:00-19:00), none in the past. */
  function freeTimes(company: StandInCompany, staffId: number, date: string): { time: string; datetime: string; at: Date }[] {
    const times: { time: string; datetime: string; at: Date }[] = [];
    for (let hour = 10; hour < 20; hour += 1) {
      const at = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
      if (Number.isNaN(at.getTime())) return [];
      at.setTime(at.getTime() - company.utcOffset * HOUR_MS);
      if (at.getTime() <= now().getTime()) continue;
      const taken = company.records.some(
        (record) => !record.deleted && record.staffId === staffId && record.datetime.getTime() < at.getTime() + HOUR_MS && record.datetime.getTime() + record.seanceLength * 1000 > at.getTime(),
      );
      if (!taken) times.push({ time: `${String(hour).padStart(2, '0')}:00`, datetime: localIso(at, company.utcOffset), at });
    }
    return times;
  }

  /** A client's online booking: the client found by phone or added, the record made; null when the time is taken. */
  function bookOnline(company: StandInCompany, booking: { phone: string; fullname: string; staffId: number; serviceId: number; at: Date }): StandInRecord | null {
    const taken = company.records.some(
      (record) => !record.deleted && record.staffId === booking.staffId && record.datetime.getTime() < booking.at.getTime() + HOUR_MS && record.datetime.getTime() + record.seanceLength * 1000 > booking.at.getTime(),
    );
    if (taken) return null;
    let client = company.clients.find((candidate) => candidate.phone === booking.phone);
    if (!client) {
      client = { id: company.id * 1000 + 500 + company.clients.length, name: booking.fullname, phone: booking.phone };
      company.clients.push(client);
    }
    const record: StandInRecord = {
      id: company.id * 10_000 + 8000 + nextRecord,
      clientId: client.id,
      staffId: booking.staffId,
      serviceId: booking.serviceId,
      datetime: booking.at,
      seanceLength: 3600,
      attendance: 0,
      online: true,
      deleted: false,
      lastChange: changeStamp(),
    };
    nextRecord += 1;
    company.records.push(record);
    return record;
  }

  const envelope = (data: unknown, meta: unknown = []) => ({ success: true, data, meta });
  const refusal = (message: string) => ({ success: false, data: null, meta: { message } });

  type Reply = { code(status: number): { send(body: unknown): unknown }; raw: { once(event: 'close', listener: () => void): unknown } };
  /** Applies a commanded failure: answers true when it replied (or hung) instead of the route. */
  async function commanded(operation: BookingOperation, reply: Reply): Promise<boolean> {
    const next = take(operation);
    if (!next) return false;
    if (next.outcome === 'timeout') {
      await hang(reply.raw, options.hangMs ?? 60_000);
      reply.code(504).send(refusal('Gateway Timeout'));
      return true;
    }
    reply.code(next.httpStatus).send(refusal('Service temporarily unavailable'));
    return true;
  }

  function userOf(authorization: string | undefined): StandInBookingAccount | null {
    if (!authorization) return null;
    const partner = /Bearer\s+([^,\s]+)/i.exec(authorization)?.[1];
    const user = /User\s+([^,\s]+)/i.exec(authorization)?.[1];
    if (partner !== options.partnerToken || !user) return null;
    return tokens.get(user) ?? null;
  }
  /**
   * The company a call may read: the signed-in user's, or, with the partner's token alone, a branch that
   * installed the integration (activated through the marketplace). 401 or 404 as the service answers.
   */
  function companyFor(authorization: string | undefined, companyId: number): StandInCompany | 401 | 404 {
    const account = userOf(authorization);
    if (account) return account.companies.find((candidate) => candidate.id === companyId) ?? 404;
    if (authorization?.trim() !== `Bearer ${options.partnerToken}`) return 401;
    const company = companyOf(companyId);
    return company && (company.webhookUrls.length > 0 || company.installed === true) ? company : 404;
  }
  const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  /** The signed-in user lacks the right (the partner's token alone reads as the marketplace, with every right). */
  const lacks = (authorization: string | undefined, right: 'settings' | 'timetable' | 'phones') => userOf(authorization)?.denied?.includes(right) ?? false;

  const p = options.prefix;
  const routes: Route[] = [
    route({
      method: 'POST',
      path: `${p}/api/v1/auth`,
      access: 'guest',
      summary: `${options.system} stand-in: the user's token for a login and password`,
      body: z.object({ login: z.string(), password: z.string() }),
      responses: { 201: { description: 'The user and their user_token' } },
      async handler({ body, reply, request }) {
        if (await commanded('auth', reply)) return reply;
        if (header(request.headers.authorization) !== `Bearer ${options.partnerToken}`) return reply.code(401).send(refusal('Partner token is invalid'));
        const { login, password } = body();
        const account = accounts.find((candidate) => candidate.login.toLowerCase() === login.trim().toLowerCase() && candidate.password === password);
        if (!account) return reply.code(401).send(refusal('Неверный логин или пароль'));
        const token = `${account.userId}-${Math.random().toString(16).slice(2)}${Date.now().toString(16)}`;
        tokens.set(token, account);
        return reply.code(201).send(envelope({ id: account.userId, user_token: token, login: account.login, name: account.login }));
      },
    }),
    route({
      method: 'GET',
      path: `${p}/api/v1/companies`,
      access: 'guest',
      summary: `${options.system} stand-in: the user's companies (my=1)`,
      responses: { 200: { description: 'The companies' } },
      async handler({ reply, request }) {
        if (await commanded('companies', reply)) return reply;
        const account = userOf(header(request.headers.authorization));
        if (!account) return reply.code(401).send(refusal('Authorization required'));
        const data = account.companies.map((company) => ({
          id: company.id,
          title: company.title,
          public_title: company.title,
          city: company.city,
          timezone_name: company.timezone,
          timezone: company.utcOffset,
          active: company.active ? 1 : 0,
          country: options.system === 'yclients' ? 'Россия' : 'Portugal',
        }));
        return envelope(data, { count: data.length });
      },
    }),
    route({
      method: 'GET',
      path: `${p}/api/v1/company/:companyId/staff`,
      access: 'guest',
      summary: `${options.system} stand-in: a company's masters`,
      params: z.object({ companyId: z.coerce.number().int() }),
      responses: { 200: { description: 'The staff' } },
      async handler({ reply, request, params }) {
        if (await commanded('staff', reply)) return reply;
        const company = companyFor(header(request.headers.authorization), params().companyId);
        if (company === 401) return reply.code(401).send(refusal('Authorization required'));
        if (company === 404) return reply.code(404).send(refusal('Company not found'));
        if (lacks(header(request.headers.authorization), 'settings')) return reply.code(403).send(refusal('Недостаточно прав: нет доступа к настройкам'));
        return envelope(company.staff.map((member) => ({ id: member.id, name: member.name, specialization: 'Master', fired: member.fired ? 1 : 0, hidden: 0 })));
      },
    }),
    route({
      method: 'GET',
      path: `${p}/api/v1/records/:companyId`,
      access: 'guest',
      summary: `${options.system} stand-in: a company's records, changed after a time, paged`,
      params: z.object({ companyId: z.coerce.number().int() }),
      query: z.object({ changed_after: z.string().optional(), page: z.coerce.number().int().min(1).default(1), count: z.coerce.number().int().min(1).max(300).default(50) }),
      responses: { 200: { description: 'The records' } },
      async handler({ reply, request, params, query }) {
        if (await commanded('records', reply)) return reply;
        const company = companyFor(header(request.headers.authorization), params().companyId);
        if (company === 401) return reply.code(401).send(refusal('Authorization required'));
        if (company === 404) return reply.code(404).send(refusal('Company not found'));
        if (lacks(header(request.headers.authorization), 'timetable')) return reply.code(403).send(refusal('Недостаточно прав: нет доступа к журналу записей'));
        const hidePhones = lacks(header(request.headers.authorization), 'phones');
        const { changed_after: changedAfter, page, count } = query();
        const after = changedAfter ? Date.parse(changedAfter) : Number.NEGATIVE_INFINITY;
        const changed = company.records.filter((record) => record.lastChange.getTime() > after).sort((a, b) => a.lastChange.getTime() - b.lastChange.getTime() || a.id - b.id);
        const data = changed.slice((page - 1) * count, page * count).map((record) => {
          const client = company.clients.find((candidate) => candidate.id === record.clientId);
          const staff = company.staff.find((candidate) => candidate.id === record.staffId);
          const service = company.services.find((candidate) => candidate.id === record.serviceId);
          return {
            id: record.id,
            company_id: company.id,
            staff_id: record.staffId,
            staff: staff ? { id: staff.id, name: staff.name } : null,
            services: service ? [{ id: service.id, title: service.title, cost: service.cost }] : [],
            client: client ? { id: client.id, name: client.name, phone: hidePhones ? maskPhone(client.phone) : client.phone } : null,
            datetime: localIso(record.datetime, company.utcOffset),
            seance_length: record.seanceLength,
            attendance: record.attendance,
            online: record.online,
            deleted: record.deleted,
            last_change_date: localIso(record.lastChange, company.utcOffset),
          };
        });
        return envelope(data, { count: changed.length });
      },
    }),
    route({
      method: 'POST',
      path: `${p}/marketplace/partner/callback/redirect`,
      access: 'guest',
      summary: `${options.system} stand-in: the marketplace activates the integration for a branch`,
      body: z.object({ salon_id: z.coerce.number().int(), application_id: z.coerce.number().int(), api_key: z.string(), webhook_urls: z.array(z.string()).default([]) }),
      responses: { 200: { description: 'Activated' } },
      async handler({ reply, body }) {
        if (await commanded('activate', reply)) return reply;
        const { salon_id: salonId, api_key: apiKey, webhook_urls: webhookUrls } = body();
        if (apiKey !== options.partnerToken) return reply.code(401).send(refusal('Partner token is invalid'));
        const company = companyOf(salonId);
        if (!company) return reply.code(404).send(refusal('Salon not found'));
        if (!company.active) return reply.code(422).send(refusal('Salon is not active'));
        company.webhookUrls = [...new Set(webhookUrls)];
        return envelope(null);
      },
    }),
    route({
      method: 'GET',
      path: `${p}/marketplace/salon/:salonId`,
      access: 'guest',
      summary: `${options.system} stand-in: the branch a marketplace link names`,
      params: z.object({ salonId: z.coerce.number().int() }),
      responses: { 200: { description: 'The salon' } },
      async handler({ reply, params }) {
        const company = companyOf(params().salonId);
        if (!company) return reply.code(404).send(refusal('Salon not found'));
        return envelope({ id: company.id, title: company.title, city: company.city, timezone_name: company.timezone, active: company.active ? 1 : 0 });
      },
    }),
    route({
      method: 'GET',
      path: `${p}/api/v1/book_services/:companyId`,
      access: 'guest',
      summary: `${options.system} stand-in: the services a client may book online`,
      params: z.object({ companyId: z.coerce.number().int() }),
      responses: { 200: { description: 'The services' } },
      async handler({ reply, request, params }) {
        const company = companyFor(header(request.headers.authorization), params().companyId);
        if (company === 401) return reply.code(401).send(refusal('Authorization required'));
        if (company === 404) return reply.code(404).send(refusal('Company not found'));
        const services = company.services.map((service) => ({ id: service.id, title: service.title, price_min: service.cost, price_max: service.cost, seance_length: 3600, active: 1 }));
        return envelope({ events: [], services, category: [] });
      },
    }),
    route({
      method: 'GET',
      path: `${p}/api/v1/book_staff/:companyId`,
      access: 'guest',
      summary: `${options.system} stand-in: the masters a client may book online`,
      params: z.object({ companyId: z.coerce.number().int() }),
      responses: { 200: { description: 'The masters' } },
      async handler({ reply, request, params }) {
        const company = companyFor(header(request.headers.authorization), params().companyId);
        if (company === 401) return reply.code(401).send(refusal('Authorization required'));
        if (company === 404) return reply.code(404).send(refusal('Company not found'));
        return envelope(company.staff.filter((member) => !member.fired).map((member) => ({ id: member.id, name: member.name, specialization: 'Master', bookable: true })));
      },
    }),
    route({
      method: 'GET',
      path: `${p}/api/v1/book_times/:companyId/:staffId/:date`,
      access: 'guest',
      summary: `${options.system} stand-in: a master's free times on a day`,
      params: z.object({ companyId: z.coerce.number().int(), staffId: z.coerce.number().int(), date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
      responses: { 200: { description: 'The free times' } },
      async handler({ reply, request, params }) {
        const { companyId, staffId, date } = params();
        const company = companyFor(header(request.headers.authorization), companyId);
        if (company === 401) return reply.code(401).send(refusal('Authorization required'));
        if (company === 404) return reply.code(404).send(refusal('Company not found'));
        if (!company.staff.some((member) => member.id === staffId && !member.fired)) return reply.code(404).send(refusal('Staff not found'));
        return envelope(freeTimes(company, staffId, date).map(({ time, datetime }) => ({ time, seance_length: 3600, sum_length: 3600, datetime })));
      },
    }),
    route({
      method: 'POST',
      path: `${p}/api/v1/book_record/:companyId`,
      access: 'guest',
      summary: `${options.system} stand-in: a client books online (422 when the time is taken)`,
      params: z.object({ companyId: z.coerce.number().int() }),
      body: z.object({
        phone: z.string(),
        fullname: z.string(),
        email: z.string().optional(),
        comment: z.string().optional(),
        appointments: z.array(z.object({ id: z.number(), services: z.array(z.coerce.number().int()), staff_id: z.coerce.number().int(), datetime: z.string() })).min(1),
      }),
      responses: { 201: { description: 'The records made' } },
      async handler({ reply, request, params, body }) {
        if (await commanded('bookRecord', reply)) return reply;
        const company = companyFor(header(request.headers.authorization), params().companyId);
        if (company === 401) return reply.code(401).send(refusal('Authorization required'));
        if (company === 404) return reply.code(404).send(refusal('Company not found'));
        const { phone, fullname, appointments } = body();
        const [appointment] = appointments;
        const at = new Date(appointment?.datetime ?? '');
        const serviceId = appointment?.services[0];
        if (!appointment || Number.isNaN(at.getTime()) || !company.staff.some((member) => member.id === appointment.staff_id && !member.fired) || !company.services.some((service) => service.id === serviceId)) {
          return reply.code(422).send(refusal('Appointment is not valid'));
        }
        const record = bookOnline(company, { phone, fullname, staffId: appointment.staff_id, serviceId: serviceId ?? 0, at });
        if (!record) return reply.code(422).send({ success: false, data: null, meta: { message: 'Выбранное время уже занято', errors: { appointments: [appointment.id] } } });
        return reply.code(201).send(envelope([{ id: appointment.id, record_id: record.id, record_hash: record.id.toString(16) }]));
      },
    }),
    route({
      method: 'GET',
      path: `${p}/_control/companies/:companyId/records`,
      access: 'guest',
      summary: `${options.system} stand-in: the company's timetable as it keeps it (the online bookings among them)`,
      params: z.object({ companyId: z.coerce.number().int() }),
      responses: { 200: { description: 'The records, newest change first' } },
      async handler({ params }) {
        const company = companyOf(params().companyId);
        if (!company) throw new ApiError(404, 'NOT_FOUND', 'The stand-in has no such company');
        return [...company.records]
          .sort((a, b) => b.lastChange.getTime() - a.lastChange.getTime() || b.id - a.id)
          .map((record) => {
            const client = company.clients.find((candidate) => candidate.id === record.clientId);
            return {
              id: record.id,
              datetime: localIso(record.datetime, company.utcOffset),
              staffId: record.staffId,
              serviceId: record.serviceId,
              online: record.online,
              client: client ? { name: client.name, phone: client.phone } : null,
            };
          });
      },
    }),
    route({
      method: 'POST',
      path: `${p}/_control/companies/:companyId/records`,
      access: 'guest',
      summary: `${options.system} stand-in: a client books a visit in the company now`,
      params: z.object({ companyId: z.coerce.number().int() }),
      responses: { 201: { description: 'The record' } },
      async handler({ params, reply }) {
        const record = book(params().companyId);
        if (!record) throw new ApiError(404, 'NOT_FOUND', 'The stand-in has no such company');
        return reply.code(201).send({ id: record.id, datetime: record.datetime.toISOString() });
      },
    }),
    ...controlRoutes(p, `${options.system} stand-in`, { commands: { summary: 'make the next calls of an operation fail or time out', schema: commandSchema, add: command, clear: { summary: 'forget every command', run: () => { commands.length = 0; } } } }),
  ];

  return {
    routes,
    command,
    book,
    /** A company's records as the stand-in keeps them (tests and journeys look a booking up here). */
    recordsOf(companyId: number): readonly StandInRecord[] {
      return companyOf(companyId)?.records ?? [];
    },
    /** Books one visit in every activated company: the development API calls it on a timer. */
    tick(): number {
      let made = 0;
      // Users share companies (an owner and their staff): each company once.
      for (const company of new Set(accounts.flatMap((account) => account.companies))) {
        if (company.webhookUrls.length > 0 && book(company.id)) made += 1;
      }
      return made;
    },
    clear(): void {
      commands.length = 0;
    },
  };
}
export type BookingStandIn = ReturnType<typeof createBookingStandIn>;

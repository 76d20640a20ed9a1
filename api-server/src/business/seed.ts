import type { Queryable } from '../platform/db/Db';

/*
 * The demo salon's business data, as its booking system would have fed it: two branches (Moscow, where
 * the chatbot answers, and Yekaterinburg, two hours ahead), masters, services, about 3,000 clients and two
 * years of visits with seasonality, no-shows, cancellations, regulars, lapsed and one-time clients, and a
 * few birthdays every day; plus a cafe on iiko with its orders. Generated from a fixed seed relative to
 * now, so every machine shows the same salon. History writes no business_events: the engine plans only
 * what is still ahead (its tick looks at the next day), as it would after connecting an existing salon.
 */

/** The demo connections' webhook secret (development only: the seed never runs in production). */
export const DEMO_WEBHOOK_SECRET = 'demo-webhook-secret-0123456789abcdef';
/** The Moscow branch's id in the booking system: the demo chatbot answers for it. */
export const DEMO_MOSCOW_COMPANY = '512345';
export const DEMO_EKATERINBURG_COMPANY = '512346';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The full demo salon's clients; tests seed fewer (createTestApp). */
export const DEMO_CLIENTS = 3000;
/** The full demo's history; tests seed a shorter one (createTestApp). */
export const DEMO_HISTORY_DAYS = 730;
/** Bookings already made for the coming days. */
const AHEAD_DAYS = 14;

/** mulberry32: a small, well-known PRNG; the same seed gives the same salon. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST_NAMES = ['Анна', 'Мария', 'Елена', 'Ольга', 'Наталья', 'Ирина', 'Светлана', 'Татьяна', 'Екатерина', 'Юлия', 'Дарья', 'Алина', 'Ксения', 'Виктория', 'Полина', 'Алексей', 'Дмитрий', 'Сергей', 'Андрей', 'Максим', 'Иван', 'Михаил'];
const LAST_NAMES = ['Иванова', 'Смирнова', 'Кузнецова', 'Попова', 'Васильева', 'Петрова', 'Соколова', 'Михайлова', 'Новикова', 'Фёдорова', 'Морозова', 'Волкова', 'Алексеева', 'Лебедева', 'Семёнова', 'Егорова', 'Павлова', 'Козлова', 'Степанова', 'Николаева'];

export interface Branch {
  sourceId: string;
  name: string;
  city: string;
  address: string;
  timezone: string;
  /** Hours ahead of UTC (neither city changes its clocks). */
  utcOffset: number;
  masters: string[];
  /** Share of the clients who come here. */
  share: number;
}

/** The demo salon's branches, as YCLIENTS keeps them (its stand-in knows them too: systemAccounts/standIns/booking.ts). */
export const DEMO_BRANCHES: readonly Branch[] = [
  { sourceId: DEMO_MOSCOW_COMPANY, name: 'Aurora, Tverskaya', city: 'Москва', address: 'ул. Тверская, 12', timezone: 'Europe/Moscow', utcOffset: 3, masters: ['Ольга Смирнова', 'Марина Белова', 'Кристина Орлова', 'Артём Ковалёв'], share: 0.72 },
  { sourceId: DEMO_EKATERINBURG_COMPANY, name: 'Aurora, Yekaterinburg', city: 'Екатеринбург', address: 'ул. Малышева, 51', timezone: 'Asia/Yekaterinburg', utcOffset: 5, masters: ['Дарья Зайцева', 'Ирина Громова'], share: 0.28 },
];

/** A demo master's id in YCLIENTS: the branch's id and the master's number (5123451), as the booking stand-in numbers them. */
export const demoMasterId = (branchId: string, index: number): string => `${branchId}${index + 1}`;

/** The services, by the source's id (the flows' service filter names these, e.g. crossSell's 'colouring'). */
const SERVICES = [
  { id: 'haircut', title: 'Women’s haircut', category: 'hair', categoryTitle: 'Hair', price: 2500, minutes: 60, weight: 30 },
  { id: 'mens-haircut', title: 'Men’s haircut', category: 'hair', categoryTitle: 'Hair', price: 1500, minutes: 45, weight: 14 },
  { id: 'colouring', title: 'Colouring', category: 'colour', categoryTitle: 'Colouring', price: 6000, minutes: 150, weight: 12 },
  { id: 'care', title: 'Hair care programme', category: 'hair', categoryTitle: 'Hair', price: 3500, minutes: 60, weight: 6 },
  { id: 'manicure', title: 'Manicure', category: 'nails', categoryTitle: 'Nails', price: 2000, minutes: 90, weight: 22 },
  { id: 'pedicure', title: 'Pedicure', category: 'nails', categoryTitle: 'Nails', price: 2800, minutes: 90, weight: 8 },
  { id: 'brows', title: 'Brow shaping', category: 'brows', categoryTitle: 'Brows and lashes', price: 1200, minutes: 30, weight: 8 },
];

/** Each service as many times as its weight: a uniform draw from it is a weighted one. */
const SERVICE_DRAW = SERVICES.flatMap((service) => Array.from({ length: service.weight }, () => service));

/** Busier before the New Year and 8 March, quieter in high summer and the first days of January. */
function season(date: Date): number {
  const month = date.getUTCMonth();
  const day = date.getUTCDate();
  if (month === 0 && day <= 8) return 0.35;
  return [0.85, 1.1, 1.25, 1.0, 1.0, 0.9, 0.75, 0.7, 1.0, 1.05, 1.1, 1.35][month] ?? 1;
}

type Rows = Record<string, unknown[]>;
const columns = (names: string[]): Rows => Object.fromEntries(names.map((name) => [name, []]));
function push(rows: Rows, values: Record<string, unknown>): void {
  for (const [name, list] of Object.entries(rows)) list.push(values[name] ?? null);
}

/**
 * One insert of many rows through unnest: a statement per table, however many rows. A 'list' column
 * travels as comma-joined text (unnest would flatten an array of arrays) and is split back in SQL.
 */
async function bulkInsert(tx: Queryable, table: string, rows: Rows, types: Record<string, string>): Promise<void> {
  const names = Object.keys(rows);
  const params = names.map((name) => (types[name] === 'list' ? (rows[name] ?? []).map((value) => (Array.isArray(value) ? value.join(',') : value)) : rows[name]));
  await tx.query(
    `insert into ${table} (${names.join(', ')})
     select ${names.map((name) => (types[name] === 'list' ? `string_to_array(${name}, ',')` : name)).join(', ')}
     from unnest(${names.map((name, i) => `$${i + 1}::${types[name] === 'list' ? 'text' : (types[name] ?? 'text')}[]`).join(', ')}) as t(${names.join(', ')})`,
    params,
  );
}

/** An item of a list chosen by a roll in [0, 1). */
function choose<T>(list: readonly T[], roll: number): T {
  const item = list[Math.floor(roll * list.length)];
  if (item === undefined) throw new Error('Nothing to choose from');
  return item;
}

async function insertOne(tx: Queryable, sql: string, params: readonly unknown[]): Promise<string> {
  const [row] = await tx.query<{ id: string }>(sql, params);
  if (!row) throw new Error(`Nothing inserted: ${sql.slice(0, 60)}`);
  return row.id;
}

/** The demo salon's branches, masters, services, clients and visits, and the cafe's orders. */
export async function seedBusiness(tx: Queryable, demoId: string, options: { clients: number; historyDays?: number | undefined; now?: Date }): Promise<void> {
  const now = options.now ?? new Date();
  const historyDays = options.historyDays ?? DEMO_HISTORY_DAYS;
  const rand = random(20_261_125);
  const pick = <T>(list: readonly T[]): T => choose(list, rand());
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

  const salon = await insertOne(
    tx,
    `insert into business_connections (user_id, integration, external_id, name, webhook_secret) values ($1, 'yclients', 'chain-5123', 'Aurora salons (YCLIENTS)', $2) returning id`,
    [demoId, DEMO_WEBHOOK_SECRET],
  );
  const branchIds: string[] = [];
  const mastersOf: string[][] = [];
  for (const branch of DEMO_BRANCHES) {
    const companyId = await insertOne(
      tx,
      // Each branch's online booking page, in the form YCLIENTS gives its branches (the messages' recordForm).
      `insert into companies (user_id, connection_id, source_id, name, city, address, phone, timezone, booking_url)
       values ($1, $2, $3, $4, $5, $6, '+79001234567', $7, $8) returning id`,
      [demoId, salon, branch.sourceId, branch.name, branch.city, branch.address, branch.timezone, `https://n${branch.sourceId}.yclients.com/`],
    );
    branchIds.push(companyId);
    const masters: string[] = [];
    for (const [index, name] of branch.masters.entries()) {
      // YCLIENTS' numeric ids, as the stand-in's timetable of the branch has them (its pull then updates, never duplicates, them).
      masters.push(await insertOne(tx, `insert into staff (user_id, company_id, source_id, name) values ($1, $2, $3, $4) returning id`, [demoId, companyId, demoMasterId(branch.sourceId, index), name]));
    }
    mastersOf.push(masters);
    for (const service of SERVICES) {
      await tx.query(`insert into services (user_id, company_id, source_id, title, category_id, category_title, price) values ($1, $2, $3, $4, $5, $6, $7)`, [
        demoId,
        companyId,
        service.id,
        service.title,
        service.category,
        service.categoryTitle,
        service.price,
      ]);
    }
  }

  // Clients: where they go, when they first came, how often, and until when.
  interface Client {
    id: number;
    branch: number;
    firstDay: number;
    lastDay: number;
    everyDays: number;
  }
  const clients: Client[] = [];
  const clientRows = columns(['user_id', 'company_id', 'source_id', 'name', 'phone', 'birthday', 'category_id', 'created_at']);
  for (let n = 0; n < options.clients; n += 1) {
    const branch = rand() < (DEMO_BRANCHES[0]?.share ?? 1) ? 0 : 1;
    // More new clients lately: the salon grows.
    const firstDay = -Math.floor(historyDays * Math.sqrt(rand()));
    const kind = rand();
    // A third come once; a third lapse after a while (as much shorter as a test's shorter history; drawn for
    // them only, so the full demo stays the same salon); the rest are still regulars.
    const lapseAfter = () => Math.floor(((60 + Math.floor(rand() * 340)) * historyDays) / DEMO_HISTORY_DAYS);
    const lastDay = kind < 0.33 ? firstDay : kind < 0.63 ? Math.min(0, firstDay + lapseAfter()) : AHEAD_DAYS;
    clients.push({ id: n, branch, firstDay, lastDay, everyDays: 21 + Math.floor(rand() * 50) });
    const female = rand() < 0.8;
    const first = female ? pick(FIRST_NAMES.slice(0, 15)) : pick(FIRST_NAMES.slice(15));
    const last = pick(LAST_NAMES);
    const birthYear = 1965 + Math.floor(rand() * 40);
    const hasBirthday = rand() < 0.85;
    push(clientRows, {
      user_id: demoId,
      company_id: branchIds[branch],
      source_id: `c${100_000 + n}`,
      name: `${first} ${female ? last : last.replace(/а$/, '')}`,
      // A few have no phone in the booking system: they get no message.
      phone: rand() < 0.01 ? null : `+7916${String(2_000_000 + n * 7).padStart(7, '0')}`,
      birthday: hasBirthday ? new Date(Date.UTC(birthYear, 0, 1) + Math.floor(rand() * 365) * DAY_MS).toISOString().slice(0, 10) : null,
      category_id: rand() < 0.06 ? 'vip' : rand() < 0.5 ? 'regular' : null,
      created_at: new Date(today + firstDay * DAY_MS).toISOString(),
    });
  }
  await bulkInsert(tx, 'clients', clientRows, { user_id: 'uuid', company_id: 'uuid', birthday: 'date', created_at: 'timestamptz' });
  const clientIds = new Map(
    (await tx.query<{ id: string; source_id: string }>('select id, source_id from clients where user_id = $1', [demoId])).map((row) => [row.source_id, row.id]),
  );

  // Visits: each client's own rhythm, bent by the season, from their first day to their last.
  const visitRows = columns(['user_id', 'company_id', 'source_id', 'client_id', 'staff_id', 'service_ids', 'starts_at', 'duration_minutes', 'status', 'record_type', 'price', 'canceled_at', 'created_at', 'updated_at']);
  let visitNumber = 0;
  for (const client of clients) {
    const branch = DEMO_BRANCHES[client.branch];
    const masters = mastersOf[client.branch] ?? [];
    if (!branch) continue;
    const favourite = pick(masters);
    let day = client.firstDay;
    while (day <= client.lastDay && day <= AHEAD_DAYS) {
      const date = new Date(today + day * DAY_MS);
      // Fewer on Sundays: half of them move to Saturday.
      if (date.getUTCDay() === 0 && rand() < 0.5) day -= 1;
      const isAhead = day > 0;
      // Bookings ahead thin out with distance: most people book within a week.
      if (!isAhead || rand() < 1 - day / (AHEAD_DAYS + 2)) {
        visitNumber += 1;
        const slot = 9 * 2 + Math.floor(rand() * 21); // 9:00 to 19:00 local, on the half hour
        const startsAt = today + day * DAY_MS + (slot / 2 - branch.utcOffset) * HOUR_MS;
        const first = weighted(rand());
        const services = rand() < 0.2 ? [first, weighted(rand())].filter((service, index, all) => all.indexOf(service) === index) : [first];
        const minutes = services.reduce((sum, service) => sum + service.minutes, 0);
        const leadMs = Math.floor(rand() * rand() * 14 * DAY_MS);
        const createdAt = Math.min(startsAt - leadMs, now.getTime() - Math.floor(rand() * 6 * HOUR_MS));
        const roll = rand();
        const past = startsAt + minutes * 60_000 < now.getTime();
        const canceled = roll < 0.06 && createdAt < now.getTime() - HOUR_MS;
        const status = past ? (roll < 0.14 ? 'notCome' : 'arrived') : roll > 0.7 ? 'confirmed' : 'waiting';
        push(visitRows, {
          user_id: demoId,
          company_id: branchIds[client.branch],
          source_id: `r${1_000_000 + visitNumber}`,
          client_id: clientIds.get(`c${100_000 + client.id}`),
          staff_id: rand() < 0.7 ? favourite : pick(masters),
          service_ids: services.map((service) => service.id),
          starts_at: new Date(startsAt).toISOString(),
          duration_minutes: minutes,
          status: canceled ? 'waiting' : status,
          record_type: rand() < 0.6 ? 'online' : 'offline',
          price: services.reduce((sum, service) => sum + service.price, 0),
          canceled_at: canceled ? new Date(Math.min(startsAt - HOUR_MS, now.getTime() - HOUR_MS)).toISOString() : null,
          created_at: new Date(createdAt).toISOString(),
          updated_at: new Date(createdAt).toISOString(),
        });
      }
      if (isAhead) break; // one booking ahead at most
      day += Math.max(7, Math.round((client.everyDays * (0.5 + rand())) / season(date)));
    }
  }
  await bulkInsert(tx, 'visits', visitRows, {
    user_id: 'uuid',
    company_id: 'uuid',
    client_id: 'uuid',
    staff_id: 'uuid',
    service_ids: 'list',
    starts_at: 'timestamptz',
    duration_minutes: 'int',
    price: 'numeric',
    canceled_at: 'timestamptz',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  });

  await seedCafe(tx, demoId, rand, now);

  /** A service, the popular ones more often. */
  function weighted(roll: number) {
    return choose(SERVICE_DRAW, roll);
  }
}

const ORDER_FLOW = ['Unconfirmed', 'WaitCooking', 'CookingStarted', 'CookingCompleted', 'OnWay'] as const;

/** A cafe on iiko (the demo pays for YCLIENTS only, so its flows show as unavailable): 60 days of orders. */
async function seedCafe(tx: Queryable, demoId: string, rand: () => number, now: Date): Promise<void> {
  const connection = await insertOne(
    tx,
    `insert into business_connections (user_id, integration, external_id, name, webhook_secret) values ($1, 'iikocrm', 'org-77', 'Cafe Leto (iiko)', $2) returning id`,
    [demoId, DEMO_WEBHOOK_SECRET],
  );
  const cafe = await insertOne(
    tx,
    `insert into companies (user_id, connection_id, source_id, name, city, address, timezone) values ($1, $2, 'iiko-1', 'Cafe Leto', 'Москва', 'ул. Арбат, 20', 'Europe/Moscow') returning id`,
    [demoId, connection],
  );
  const guests = columns(['user_id', 'company_id', 'source_id', 'name', 'phone']);
  for (let n = 0; n < 150; n += 1) {
    push(guests, { user_id: demoId, company_id: cafe, source_id: `g${n + 1}`, name: choose(FIRST_NAMES, (n % FIRST_NAMES.length) / FIRST_NAMES.length), phone: `+7917${String(3_000_000 + n * 11).padStart(7, '0')}` });
  }
  await bulkInsert(tx, 'clients', guests, { user_id: 'uuid', company_id: 'uuid' });
  const guestIds = (await tx.query<{ id: string }>('select id from clients where company_id = $1 order by source_id', [cafe])).map((row) => row.id);

  const orders = columns(['user_id', 'company_id', 'source_id', 'client_id', 'number', 'sum', 'status', 'delivery_type', 'address', 'payment_url', 'created_at', 'updated_at']);
  for (let n = 0; n < 420; n += 1) {
    const ageMs = Math.floor(rand() * 60 * DAY_MS);
    const createdAt = now.getTime() - ageMs;
    const courier = rand() < 0.6;
    // Orders of the last hours are still on their way; older ones are done, a few were cancelled.
    const status = ageMs < 3 * HOUR_MS ? (ORDER_FLOW[Math.floor(rand() * ORDER_FLOW.length)] ?? 'Unconfirmed') : rand() < 0.05 ? 'Cancelled' : courier ? 'Delivered' : 'Closed';
    push(orders, {
      user_id: demoId,
      company_id: cafe,
      source_id: `o${10_000 + n}`,
      client_id: guestIds[Math.floor(rand() * guestIds.length)],
      number: `L-${10_000 + n}`,
      sum: 600 + Math.floor(rand() * 40) * 50,
      status,
      delivery_type: courier ? 'DeliveryByCourier' : 'DeliveryByClient',
      address: courier ? `ул. Арбат, ${1 + Math.floor(rand() * 50)}, кв. ${1 + Math.floor(rand() * 120)}` : '',
      // The order's payment page in iiko, the messages' paymentLink.
      payment_url: `https://pay.cafe-leto.example/L-${10_000 + n}`,
      created_at: new Date(createdAt).toISOString(),
      updated_at: new Date(createdAt + 40 * 60_000).toISOString(),
    });
  }
  await bulkInsert(tx, 'orders', orders, { user_id: 'uuid', company_id: 'uuid', client_id: 'uuid', sum: 'numeric', created_at: 'timestamptz', updated_at: 'timestamptz' });
}

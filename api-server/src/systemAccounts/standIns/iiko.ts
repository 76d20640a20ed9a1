import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { route, type Route } from '../../platform/http/route';
import { controlRoutes } from '../../platform/standIns/controlRoutes';
import { hang } from '../../platform/standIns/behaviours';

/**
 * A local stand-in of iikoCloud (iiko/adapter.ts): access tokens, organisations and the delivery orders of
 * `deliveries/by_revision`. It knows one API login and two cafés, each with a few orders; `tick()` (the
 * development API's timer, or `_control/tick`) moves an open order of each café one status on and takes a
 * new one, each change under the next revision, so a revision pull sees new and updated orders.
 * `_control/commands` makes the next call (of an operation) fail or time out, or refuses the tokens given so
 * far (as iiko does after an hour). Development and tests only.
 *
 * It also speaks iiko's table reservations (`reserve/*`): each café has one terminal group with a hall and a
 * veranda of tables, and a timetable of reserves; `reserve/create` answers InProgress, and `reserve/status`
 * then Success, or Error when one of the tables is reserved at an overlapping time (TableIsBusy, as iiko
 * refuses a taken table). Times are the café's local wall-clock ("yyyy-MM-dd HH:mm:ss.fff", as iiko's).
 */
export const STAND_IN_IIKO_LOGIN = 'iiko-demo-login-7f3a';
const ORGANIZATIONS = [
  { id: '7b5f9c1e-3a44-4f6c-9d0e-1b2c3d4e5f60', name: 'Кафе «Пельменная №1»', street: 'Тверская ул.', terminalGroupId: 'a1d3c5e7-0b2d-4f6a-8c9e-000000000001' },
  { id: '0c8e7d6b-5a49-4c3b-8a2d-1f0e9d8c7b6a', name: 'Кафе «Пельменная №2»', street: 'Невский пр.', terminalGroupId: 'a1d3c5e7-0b2d-4f6a-8c9e-000000000002' },
];
/** Each café's sections and tables: the same plan, with ids of their own per café. */
const SECTION_PLAN = [
  { key: 'hall', name: 'Основной зал', tables: [[1, 2], [2, 2], [3, 4], [4, 4], [5, 6]] },
  { key: 'veranda', name: 'Веранда', tables: [[11, 2], [12, 4]] },
] as const;
const sectionsOf = (organization: (typeof ORGANIZATIONS)[number]) =>
  SECTION_PLAN.map((section, s) => ({
    id: `${organization.terminalGroupId.slice(0, -2)}${String(10 + s)}`,
    terminalGroupId: organization.terminalGroupId,
    name: section.name,
    tables: section.tables.map(([number, seats]) => ({ id: `${organization.id.slice(0, 24)}${String(number).padStart(12, '0')}`, number, name: `Стол ${number}`, seatingCapacity: seats, revision: 1, isDeleted: false })),
  }));
/** iiko's wall-clock time format, e.g. 2026-11-29 19:00:00.000. */
const IIKO_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):\d{2}(?:\.\d{1,3})?$/;
/** Minutes since the epoch of a local wall-clock time (no zone: only compared with its like). */
const minutesOf = (time: string) => {
  const match = IIKO_TIME.exec(time);
  return match ? Date.parse(`${match[1] ?? ''}T${match[2] ?? ''}:${match[3] ?? ''}:00Z`) / 60_000 : Number.NaN;
};
/** The way an order goes in iiko, one step per tick; Cancelled is commanded. */
const PROGRESS = ['Unconfirmed', 'WaitCooking', 'CookingStarted', 'CookingCompleted', 'OnWay', 'Delivered', 'Closed'] as const;
const FIRST_NAMES = ['Анна', 'Иван', 'Мария', 'Дмитрий', 'Ольга', 'Сергей', 'Екатерина', 'Алексей'];
const LAST_NAMES = ['Смирнова', 'Кузнецов', 'Попова', 'Соколов', 'Лебедева', 'Новиков', 'Морозова', 'Волков'];

const commandSchema = z.object({
  outcome: z.enum(['fail', 'timeout', 'expireTokens']),
  /** Which call the command meets first: the token (default), the organisations, or the orders. */
  operation: z.enum(['token', 'organizations', 'deliveries', 'reserve']).default('token'),
  httpStatus: z.number().int().min(400).max(599).default(500),
});
type Command = z.infer<typeof commandSchema>;

interface StoredOrder {
  organizationId: string;
  id: string;
  number: number;
  status: string;
  sum: number;
  whenCreated: string;
  customer: { id: string; name: string; phone: string };
  serviceType: 'DeliveryByCourier' | 'DeliveryByClient';
  house: string;
  revision: number;
}

interface StoredReserve {
  id: string;
  organizationId: string;
  terminalGroupId: string;
  tableIds: string[];
  estimatedStartTime: string;
  durationInMinutes: number;
  guestsCount: number;
  customer: { name: string };
  phone: string;
  comment: string | null;
  creationStatus: 'Success' | 'Error';
  errorInfo: { code: string; message: string } | null;
}

const reserveCreateSchema = z.object({
  organizationId: z.string(),
  terminalGroupId: z.string(),
  externalNumber: z.string().nullish(),
  customer: z.object({ type: z.string().optional(), name: z.string().min(1) }).passthrough(),
  phone: z.string().min(8),
  guestsCount: z.number().int().min(1).optional(),
  guests: z.object({ count: z.number().int().min(1) }).nullish(),
  comment: z.string().nullish(),
  durationInMinutes: z.number().int().min(15).max(24 * 60),
  shouldRemind: z.boolean().optional(),
  tableIds: z.array(z.string()).min(1),
  estimatedStartTime: z.string().regex(IIKO_TIME),
});

export function createIikoStandIn(options: { prefix: string; hangMs?: number; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  const tokens = new Set<string>();
  const commands: Command[] = [];
  const orders: StoredOrder[] = [];
  let revision = 0;
  let serial = 0;
  let tokensIssued = 0;
  const reserves: StoredReserve[] = [];
  const reserveInfo = (reserve: StoredReserve, creationStatus: 'InProgress' | StoredReserve['creationStatus'] = reserve.creationStatus) => ({
    id: reserve.id,
    externalNumber: null,
    organizationId: reserve.organizationId,
    timestamp: now().getTime(),
    creationStatus,
    errorInfo: creationStatus === 'Error' ? reserve.errorInfo : null,
    isDeleted: false,
    reserve:
      creationStatus === 'Success'
        ? { customer: reserve.customer, guestsCount: reserve.guestsCount, comment: reserve.comment, durationInMinutes: reserve.durationInMinutes, tableIds: reserve.tableIds, estimatedStartTime: reserve.estimatedStartTime, status: 'New', phone: reserve.phone }
        : null,
  });
  /** Whether another taken reserve holds one of these tables at an overlapping time. */
  const tableBusy = (tableIds: readonly string[], start: number, minutes: number) =>
    reserves.some((other) => {
      if (other.creationStatus !== 'Success' || !other.tableIds.some((id) => tableIds.includes(id))) return false;
      const from = minutesOf(other.estimatedStartTime);
      return from < start + minutes && start < from + other.durationInMinutes;
    });

  const takeOrder = (organizationId: string, status: string, ageMinutes: number): StoredOrder => {
    serial += 1;
    revision += 1;
    const n = serial;
    const order: StoredOrder = {
      organizationId,
      id: randomUUID(),
      number: 1000 + n,
      status,
      sum: 450 + ((n * 317) % 2400),
      whenCreated: new Date(now().getTime() - ageMinutes * 60_000).toISOString(),
      customer: {
        id: randomUUID(),
        name: `${FIRST_NAMES[n % FIRST_NAMES.length] ?? ''} ${LAST_NAMES[(n * 3) % LAST_NAMES.length] ?? ''}`,
        phone: `+7916${String(1_000_000 + ((n * 7919) % 9_000_000)).padStart(7, '0')}`,
      },
      serviceType: n % 3 === 0 ? 'DeliveryByClient' : 'DeliveryByCourier',
      house: String(1 + ((n * 13) % 90)),
      revision,
    };
    orders.push(order);
    return order;
  };
  // Each café's recent orders: closed, delivered, on its way, just taken.
  for (const organization of ORGANIZATIONS) {
    for (const [status, age] of [['Closed', 300], ['Delivered', 120], ['OnWay', 40], ['Unconfirmed', 5]] as const) takeOrder(organization.id, status, age);
  }

  /** One step of business in each café: an open order moves on, a new one comes in. */
  function tick(): void {
    for (const organization of ORGANIZATIONS) {
      const open = orders.find((order) => order.organizationId === organization.id && order.status !== 'Closed' && order.status !== 'Cancelled');
      const step = open ? PROGRESS.findIndex((status) => status === open.status) : -1;
      if (open && step >= 0 && step < PROGRESS.length - 1) {
        revision += 1;
        open.status = PROGRESS[step + 1] ?? open.status;
        open.revision = revision;
      }
      takeOrder(organization.id, 'Unconfirmed', 0);
    }
  }

  const next = (operation: Command['operation']): Command | undefined => {
    const index = commands.findIndex((command) => command.operation === operation);
    return index < 0 ? undefined : commands.splice(index, 1)[0];
  };
  /** Answers the commanded outcome of this call, or null to go on. */
  async function commanded(operation: Command['operation'], raw: Parameters<typeof hang>[0]): Promise<{ status: number; body: object } | null> {
    const command = next(operation);
    if (command?.outcome === 'expireTokens') {
      tokens.clear();
      return null;
    }
    if (command?.outcome === 'timeout') {
      await hang(raw, options.hangMs ?? 60_000);
      return { status: 504, body: { errorDescription: 'Timeout' } };
    }
    if (command) return { status: command.httpStatus, body: { correlationId: randomUUID(), errorDescription: 'Service unavailable' } };
    return null;
  }
  const authorized = (authorization: string | undefined) => {
    const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1];
    return Boolean(token && tokens.has(token));
  };

  const routes: Route[] = [
    route({
      method: 'POST',
      path: `${options.prefix}/api/1/access_token`,
      access: 'guest',
      summary: 'iiko stand-in: a token for an API login',
      body: z.object({ apiLogin: z.string() }),
      responses: { 200: { description: 'The token' } },
      async handler({ body, reply }) {
        const outcome = await commanded('token', reply.raw);
        if (outcome) return reply.code(outcome.status).send(outcome.body);
        if (body().apiLogin !== STAND_IN_IIKO_LOGIN) return reply.code(401).send({ correlationId: randomUUID(), errorDescription: 'Login is not authorized' });
        const token = randomBytes(16).toString('hex');
        tokens.add(token);
        tokensIssued += 1;
        return { correlationId: randomUUID(), token };
      },
    }),
    route({
      method: 'POST',
      path: `${options.prefix}/api/1/organizations`,
      access: 'guest',
      summary: "iiko stand-in: the login's organisations",
      responses: { 200: { description: 'The organisations' } },
      async handler({ request, reply }) {
        const outcome = await commanded('organizations', reply.raw);
        if (outcome) return reply.code(outcome.status).send(outcome.body);
        if (!authorized(request.headers.authorization)) return reply.code(401).send({ errorDescription: 'Unauthorized' });
        return { correlationId: randomUUID(), organizations: ORGANIZATIONS.map(({ id, name }) => ({ id, name })) };
      },
    }),
    route({
      method: 'POST',
      path: `${options.prefix}/api/1/deliveries/by_revision`,
      access: 'guest',
      summary: "iiko stand-in: the organisations' delivery orders changed after a revision",
      body: z.object({ startRevision: z.number().int().min(0), organizationIds: z.array(z.string()).min(1), sourceKeys: z.array(z.string()).nullish() }),
      responses: { 200: { description: 'The orders and the revision to ask from next' } },
      async handler({ request, body, reply }) {
        const outcome = await commanded('deliveries', reply.raw);
        if (outcome) return reply.code(outcome.status).send(outcome.body);
        if (!authorized(request.headers.authorization)) return reply.code(401).send({ errorDescription: 'Unauthorized' });
        const { startRevision, organizationIds } = body();
        return {
          correlationId: randomUUID(),
          maxRevision: revision,
          ordersByOrganizations: organizationIds
            .filter((id) => ORGANIZATIONS.some((organization) => organization.id === id))
            .map((organizationId) => ({
              organizationId,
              orders: orders
                .filter((order) => order.organizationId === organizationId && order.revision > startRevision)
                .map((order) => ({
                  id: order.id,
                  posId: null,
                  externalNumber: null,
                  organizationId,
                  timestamp: Date.parse(order.whenCreated),
                  creationStatus: 'Success',
                  errorInfo: null,
                  order: {
                    phone: order.customer.phone,
                    status: order.status,
                    whenCreated: order.whenCreated.replace('T', ' ').replace('Z', ''),
                    completeBefore: null,
                    sum: order.sum,
                    number: order.number,
                    customer: { id: order.customer.id, name: order.customer.name, type: 'regular' },
                    orderType: { id: randomUUID(), name: order.serviceType, orderServiceType: order.serviceType },
                    deliveryPoint: { address: { street: { name: ORGANIZATIONS.find((one) => one.id === organizationId)?.street ?? '' }, house: order.house, flat: null } },
                  },
                })),
            })),
        };
      },
    }),
    route({
      method: 'POST',
      path: `${options.prefix}/api/1/reserve/available_organizations`,
      access: 'guest',
      summary: 'iiko stand-in: the organisations that take reservations',
      body: z.object({ organizationIds: z.array(z.string()).nullish() }).passthrough(),
      responses: { 200: { description: 'The organisations' } },
      async handler({ request, reply }) {
        const outcome = await commanded('reserve', reply.raw);
        if (outcome) return reply.code(outcome.status).send(outcome.body);
        if (!authorized(request.headers.authorization)) return reply.code(401).send({ errorDescription: 'Unauthorized' });
        return { correlationId: randomUUID(), organizations: ORGANIZATIONS.map(({ id, name }) => ({ id, name })) };
      },
    }),
    route({
      method: 'POST',
      path: `${options.prefix}/api/1/reserve/available_terminal_groups`,
      access: 'guest',
      summary: "iiko stand-in: the organisations' terminal groups that take reservations",
      body: z.object({ organizationIds: z.array(z.string()).min(1) }).passthrough(),
      responses: { 200: { description: 'The terminal groups by organisation' } },
      async handler({ request, body, reply }) {
        const outcome = await commanded('reserve', reply.raw);
        if (outcome) return reply.code(outcome.status).send(outcome.body);
        if (!authorized(request.headers.authorization)) return reply.code(401).send({ errorDescription: 'Unauthorized' });
        const asked = ORGANIZATIONS.filter((organization) => body().organizationIds.includes(organization.id));
        return {
          correlationId: randomUUID(),
          terminalGroups: asked.map((organization) => ({
            organizationId: organization.id,
            items: [{ id: organization.terminalGroupId, organizationId: organization.id, name: 'Зал', address: `${organization.street}, 1` }],
          })),
        };
      },
    }),
    route({
      method: 'POST',
      path: `${options.prefix}/api/1/reserve/available_restaurant_sections`,
      access: 'guest',
      summary: "iiko stand-in: the terminal groups' restaurant sections and their tables",
      body: z.object({ terminalGroupIds: z.array(z.string()).min(1), returnSchema: z.boolean().optional(), revision: z.number().nullish() }).passthrough(),
      responses: { 200: { description: 'The sections and tables' } },
      async handler({ request, body, reply }) {
        const outcome = await commanded('reserve', reply.raw);
        if (outcome) return reply.code(outcome.status).send(outcome.body);
        if (!authorized(request.headers.authorization)) return reply.code(401).send({ errorDescription: 'Unauthorized' });
        const asked = ORGANIZATIONS.filter((organization) => body().terminalGroupIds.includes(organization.terminalGroupId));
        return { correlationId: randomUUID(), revision: 1, restaurantSections: asked.flatMap((organization) => sectionsOf(organization).map((section) => ({ ...section, schema: null }))) };
      },
    }),
    route({
      method: 'POST',
      path: `${options.prefix}/api/1/reserve/restaurant_sections_workload`,
      access: 'guest',
      summary: "iiko stand-in: the sections' reserves between two times",
      body: z.object({ restaurantSectionIds: z.array(z.string()).min(1), dateFrom: z.string().regex(IIKO_TIME), dateTo: z.string().regex(IIKO_TIME).nullish() }),
      responses: { 200: { description: 'The reserves' } },
      async handler({ request, body, reply }) {
        const outcome = await commanded('reserve', reply.raw);
        if (outcome) return reply.code(outcome.status).send(outcome.body);
        if (!authorized(request.headers.authorization)) return reply.code(401).send({ errorDescription: 'Unauthorized' });
        const { restaurantSectionIds, dateFrom, dateTo } = body();
        const tables = new Set(ORGANIZATIONS.flatMap((organization) => sectionsOf(organization).filter((section) => restaurantSectionIds.includes(section.id)).flatMap((section) => section.tables.map((table) => table.id))));
        const from = minutesOf(dateFrom);
        const to = dateTo ? minutesOf(dateTo) : Number.POSITIVE_INFINITY;
        return {
          correlationId: randomUUID(),
          reserves: reserves
            .filter((reserve) => reserve.creationStatus === 'Success' && reserve.tableIds.some((id) => tables.has(id)))
            .filter((reserve) => minutesOf(reserve.estimatedStartTime) + reserve.durationInMinutes > from && minutesOf(reserve.estimatedStartTime) < to)
            .map((reserve) => ({ id: reserve.id, tableIds: reserve.tableIds, estimatedStartTime: reserve.estimatedStartTime, durationInMinutes: reserve.durationInMinutes, guestsComingTime: null })),
          banquets: [],
        };
      },
    }),
    route({
      method: 'POST',
      path: `${options.prefix}/api/1/reserve/create`,
      access: 'guest',
      summary: 'iiko stand-in: reserve tables (answers InProgress; reserve/status says Success, or Error for a busy table)',
      body: reserveCreateSchema,
      responses: { 200: { description: 'The reserve being created' } },
      async handler({ request, body, reply }) {
        const outcome = await commanded('reserve', reply.raw);
        if (outcome) return reply.code(outcome.status).send(outcome.body);
        if (!authorized(request.headers.authorization)) return reply.code(401).send({ errorDescription: 'Unauthorized' });
        const asked = body();
        const organization = ORGANIZATIONS.find((one) => one.id === asked.organizationId && one.terminalGroupId === asked.terminalGroupId);
        const known = organization ? new Set(sectionsOf(organization).flatMap((section) => section.tables.map((table) => table.id))) : new Set<string>();
        if (!organization || !asked.tableIds.every((id) => known.has(id))) {
          return reply.code(400).send({ correlationId: randomUUID(), errorDescription: 'Unknown organization, terminal group or table', error: 'BadRequest' });
        }
        const start = minutesOf(asked.estimatedStartTime);
        const busy = tableBusy(asked.tableIds, start, asked.durationInMinutes);
        const reserve: StoredReserve = {
          id: randomUUID(),
          organizationId: organization.id,
          terminalGroupId: organization.terminalGroupId,
          tableIds: asked.tableIds,
          estimatedStartTime: asked.estimatedStartTime,
          durationInMinutes: asked.durationInMinutes,
          guestsCount: asked.guests?.count ?? asked.guestsCount ?? 1,
          customer: { name: asked.customer.name },
          phone: asked.phone,
          comment: asked.comment ?? null,
          creationStatus: busy ? 'Error' : 'Success',
          errorInfo: busy ? { code: 'TableIsBusy', message: 'The table is reserved at this time' } : null,
        };
        reserves.push(reserve);
        return { correlationId: randomUUID(), reserveInfo: reserveInfo(reserve, 'InProgress') };
      },
    }),
    route({
      method: 'POST',
      path: `${options.prefix}/api/1/reserve/status`,
      access: 'guest',
      summary: 'iiko stand-in: how the reserves being created came out',
      body: z.object({ organizationId: z.string(), reserveIds: z.array(z.string()).min(1) }),
      responses: { 200: { description: 'The reserves' } },
      async handler({ request, body, reply }) {
        const outcome = await commanded('reserve', reply.raw);
        if (outcome) return reply.code(outcome.status).send(outcome.body);
        if (!authorized(request.headers.authorization)) return reply.code(401).send({ errorDescription: 'Unauthorized' });
        const { organizationId, reserveIds } = body();
        return { correlationId: randomUUID(), reserves: reserves.filter((reserve) => reserve.organizationId === organizationId && reserveIds.includes(reserve.id)).map((reserve) => reserveInfo(reserve)) };
      },
    }),
    route({
      method: 'GET',
      path: `${options.prefix}/_control/organizations/:id/reserves`,
      access: 'guest',
      summary: "iiko stand-in: an organisation's taken reserves (what a journey checks)",
      params: z.object({ id: z.string() }),
      responses: { 200: { description: 'The reserves' } },
      handler: ({ params }) => reserves.filter((reserve) => reserve.organizationId === params().id && reserve.creationStatus === 'Success'),
    }),
    route({
      method: 'POST',
      path: `${options.prefix}/_control/tick`,
      access: 'guest',
      summary: 'iiko stand-in: an open order of each café moves on and a new one comes in',
      responses: { 200: { description: 'Done' } },
      async handler() {
        tick();
        return { revision };
      },
    }),
    ...controlRoutes(options.prefix, 'iiko stand-in', { commands: { summary: 'make the next call fail or time out, or refuse the tokens given so far', schema: commandSchema, add: (command) => commands.push(command) } }),
  ];
  return {
    routes,
    tick,
    command: (command: z.input<typeof commandSchema>) => commands.push(commandSchema.parse(command)),
    /** How many tokens it gave so far (tests check a token is kept for its hour). */
    tokensIssued: () => tokensIssued,
    /** The stand-in's orders of an organisation, as iiko holds them now (tests compare what arrived). */
    orders: (organizationId: string) => orders.filter((order) => order.organizationId === organizationId).map((order) => ({ ...order })),
    /** Cancels an order (a guest called the café), under the next revision. */
    cancel: (orderId: string) => {
      const order = orders.find((candidate) => candidate.id === orderId);
      if (!order) return;
      revision += 1;
      order.status = 'Cancelled';
      order.revision = revision;
    },
    organizations: ORGANIZATIONS.map(({ id, name }) => ({ id, name })),
    /** An organisation's taken reserves (tests compare what the widget booked). */
    reserves: (organizationId: string) => reserves.filter((reserve) => reserve.organizationId === organizationId && reserve.creationStatus === 'Success').map((reserve) => ({ ...reserve })),
  };
}
export type IikoStandIn = ReturnType<typeof createIikoStandIn>;

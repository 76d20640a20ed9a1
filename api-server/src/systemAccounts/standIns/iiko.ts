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
 */
export const STAND_IN_IIKO_LOGIN = 'iiko-demo-login-7f3a';
const ORGANIZATIONS = [
  { id: '7b5f9c1e-3a44-4f6c-9d0e-1b2c3d4e5f60', name: 'Кафе «Пельменная №1»', street: 'Тверская ул.' },
  { id: '0c8e7d6b-5a49-4c3b-8a2d-1f0e9d8c7b6a', name: 'Кафе «Пельменная №2»', street: 'Невский пр.' },
];
/** The way an order goes in iiko, one step per tick; Cancelled is commanded. */
const PROGRESS = ['Unconfirmed', 'WaitCooking', 'CookingStarted', 'CookingCompleted', 'OnWay', 'Delivered', 'Closed'] as const;
const FIRST_NAMES = ['Анна', 'Иван', 'Мария', 'Дмитрий', 'Ольга', 'Сергей', 'Екатерина', 'Алексей'];
const LAST_NAMES = ['Смирнова', 'Кузнецов', 'Попова', 'Соколов', 'Лебедева', 'Новиков', 'Морозова', 'Волков'];

const commandSchema = z.object({
  outcome: z.enum(['fail', 'timeout', 'expireTokens']),
  /** Which call the command meets first: the token (default), the organisations, or the orders. */
  operation: z.enum(['token', 'organizations', 'deliveries']).default('token'),
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

export function createIikoStandIn(options: { prefix: string; hangMs?: number; now?: () => Date }) {
  const now = options.now ?? (() => new Date());
  const tokens = new Set<string>();
  const commands: Command[] = [];
  const orders: StoredOrder[] = [];
  let revision = 0;
  let serial = 0;
  let tokensIssued = 0;

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
  };
}
export type IikoStandIn = ReturnType<typeof createIikoStandIn>;

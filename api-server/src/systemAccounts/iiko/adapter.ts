import { z } from 'zod';

/**
 * iikoCloud API (api-ru.iiko.services), as its public documentation shows: `POST /api/1/access_token
 * {apiLogin}` answers `{ correlationId, token }` (an hour's bearer token; a wrong login 401 with
 * errorDescription); `POST /api/1/organizations {organizationIds: null, returnAdditionalInfo, includeDisabled}`
 * answers `{ correlationId, organizations: [{ id, name }] }`; `POST /api/1/deliveries/by_revision
 * {startRevision, organizationIds, sourceKeys}` answers `{ correlationId, maxRevision, ordersByOrganizations:
 * [{ organizationId, orders: [{ id, posId, externalNumber, timestamp, creationStatus, errorInfo, order }] }] }`:
 * the delivery orders changed after the revision, and the revision to ask from next time.
 *
 * Table reservations (iiko's reserve/banquet API): `POST /api/1/reserve/available_terminal_groups
 * {organizationIds}` answers `{ terminalGroups: [{ organizationId, items: [{ id, name, address }] }] }`;
 * `reserve/available_restaurant_sections {terminalGroupIds, returnSchema}` answers `{ restaurantSections: [{ id,
 * terminalGroupId, name, tables: [{ id, number, name, seatingCapacity, isDeleted }] }] }`;
 * `reserve/restaurant_sections_workload {restaurantSectionIds, dateFrom, dateTo}` answers `{ reserves: [{ id,
 * tableIds, estimatedStartTime, durationInMinutes }] }`; `reserve/create {organizationId, terminalGroupId,
 * customer, phone, guests, durationInMinutes, tableIds, estimatedStartTime}` answers `{ reserveInfo: { id,
 * creationStatus: InProgress|Success|Error, errorInfo } }`, and `reserve/status {organizationId, reserveIds}`
 * how creation came out. Times are the organisation's wall clock, "yyyy-MM-dd HH:mm:ss.fff".
 */
export interface IikoAdapter {
  organizations(apiLogin: string): Promise<Array<{ id: string; name: string }>>;
  /** The delivery orders of one organisation changed after `startRevision` (0: as far back as iiko keeps). */
  deliveriesByRevision(apiLogin: string, organizationId: string, startRevision: number): Promise<IikoDeliveries>;
  /** The organisation's terminal groups that take reservations. */
  reserveTerminalGroups(apiLogin: string, organizationId: string): Promise<Array<{ id: string; name: string }>>;
  /** The terminal group's sections and their tables (deleted tables left out). */
  restaurantSections(apiLogin: string, terminalGroupId: string): Promise<IikoSection[]>;
  /** The reserves of the sections overlapping [from, to) (wall-clock times). */
  sectionsWorkload(apiLogin: string, sectionIds: readonly string[], from: string, to: string): Promise<IikoReserveSlot[]>;
  /**
   * Reserves tables and waits for iiko's outcome (a few status calls): its id, or IikoReserveRefused (a
   * table taken meanwhile: TableIsBusy), or IikoError when iiko does not answer.
   */
  createReserve(apiLogin: string, reserve: IikoReserveRequest): Promise<{ id: string }>;
}

export interface IikoSection {
  id: string;
  name: string;
  tables: Array<{ id: string; number: number; name: string; seatingCapacity: number }>;
}
export interface IikoReserveSlot {
  id: string;
  tableIds: string[];
  estimatedStartTime: string;
  durationInMinutes: number;
}
export interface IikoReserveRequest {
  organizationId: string;
  terminalGroupId: string;
  tableIds: string[];
  /** Wall-clock start, "yyyy-MM-dd HH:mm:ss.fff". */
  estimatedStartTime: string;
  durationInMinutes: number;
  guests: number;
  name: string;
  phone: string;
  comment: string | null;
}

/** iiko refused a reserve it had taken to create (creationStatus Error): `code` is iiko's, e.g. TableIsBusy. */
export class IikoReserveRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'IikoReserveRefused';
  }
}

/** An order as the feed needs it; the rest of iiko's order (items, payments, courier) is not read. */
export interface IikoOrder {
  id: string;
  /** iiko's creation outcome: only `Success` orders carry `order`. */
  creationStatus: string;
  order: {
    number: string;
    status: string;
    sum: number;
    phone: string | null;
    whenCreated: string | null;
    /** iiko's orderType.orderServiceType: DeliveryByCourier, DeliveryByClient (or Common, a hall order). */
    serviceType: string | null;
    address: string;
    customer: { id: string; name: string } | null;
  } | null;
}

export interface IikoDeliveries {
  maxRevision: number;
  orders: IikoOrder[];
}

export type IikoFailureKind = 'wrongCredentials' | 'timeout' | 'unavailable';
export class IikoError extends Error {
  constructor(
    readonly kind: IikoFailureKind,
    message: string,
  ) {
    super(message);
    this.name = 'IikoError';
  }
}

export const IIKO_BASE_URL = 'https://api-ru.iiko.services';
/** iiko's token lives an hour; one is taken anew a little before, and at once when refused. */
const TOKEN_LIFETIME_MS = 55 * 60_000;

const tokenSchema = z.object({ token: z.string().min(1) });
const organizationsSchema = z.object({ organizations: z.array(z.object({ id: z.string(), name: z.string() })) });
const addressSchema = z
  .object({
    street: z.object({ name: z.string().nullish() }).passthrough().nullish(),
    house: z.string().nullish(),
    flat: z.string().nullish(),
  })
  .passthrough();
const orderSchema = z
  .object({
    phone: z.string().nullish(),
    status: z.string(),
    whenCreated: z.string().nullish(),
    sum: z.number(),
    number: z.union([z.number(), z.string()]),
    customer: z.object({ id: z.string().nullish(), name: z.string().nullish() }).passthrough().nullish(),
    orderType: z.object({ orderServiceType: z.string().nullish() }).passthrough().nullish(),
    deliveryPoint: z.object({ address: addressSchema.nullish() }).passthrough().nullish(),
  })
  .passthrough();
const deliveriesSchema = z.object({
  maxRevision: z.number().int(),
  ordersByOrganizations: z.array(
    z.object({
      organizationId: z.string(),
      orders: z.array(z.object({ id: z.string(), creationStatus: z.string(), order: orderSchema.nullish() }).passthrough()),
    }),
  ),
});

const terminalGroupsSchema = z.object({
  terminalGroups: z.array(z.object({ organizationId: z.string(), items: z.array(z.object({ id: z.string(), name: z.string() }).passthrough()) }).passthrough()),
});
const sectionsSchema = z.object({
  restaurantSections: z.array(
    z
      .object({
        id: z.string(),
        name: z.string(),
        tables: z.array(z.object({ id: z.string(), number: z.number().int(), name: z.string().nullish(), seatingCapacity: z.number().int(), isDeleted: z.boolean().nullish() }).passthrough()),
      })
      .passthrough(),
  ),
});
const workloadSchema = z.object({
  reserves: z.array(z.object({ id: z.string(), tableIds: z.array(z.string()), estimatedStartTime: z.string(), durationInMinutes: z.number().int() }).passthrough()),
});
const reserveInfoSchema = z
  .object({ id: z.string(), creationStatus: z.string(), errorInfo: z.object({ code: z.string().nullish(), message: z.string().nullish() }).passthrough().nullish() })
  .passthrough();
const reserveCreatedSchema = z.object({ reserveInfo: reserveInfoSchema });
const reserveStatusSchema = z.object({ reserves: z.array(reserveInfoSchema) });
/** How often, and how far apart, a reserve's outcome is asked before giving up on iiko. */
const RESERVE_STATUS_POLLS = 5;
const RESERVE_STATUS_DELAY_MS = 300;

function addressOf(point: z.infer<typeof orderSchema>['deliveryPoint']): string {
  const address = point?.address;
  if (!address) return '';
  return [address.street?.name, address.house, address.flat ? `кв. ${address.flat}` : null].filter((part) => part).join(', ');
}

export function createHttpIikoAdapter(options: { baseUrl: string; timeoutMs: number; now?: () => number }): IikoAdapter {
  const base = options.baseUrl.replace(/\/+$/, '');
  const now = options.now ?? Date.now;
  // Tokens by API login, kept in memory: a restart only costs one access_token call.
  const tokens = new Map<string, { token: string; expiresAt: number }>();

  async function post<T extends z.ZodType>(path: string, body: unknown, schema: T, token?: string): Promise<z.infer<T>> {
    let response: Response;
    try {
      response = await fetch(`${base}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : null;
      if (name === 'TimeoutError' || name === 'AbortError') throw new IikoError('timeout', 'iiko did not answer in time');
      throw new IikoError('unavailable', error instanceof Error ? error.message : String(error));
    }
    if (response.status === 401 || response.status === 403) throw new IikoError('wrongCredentials', 'iiko does not accept this API login');
    if (response.status === 408 || response.status === 504) throw new IikoError('timeout', 'iiko timed out');
    if (!response.ok) throw new IikoError('unavailable', `HTTP ${response.status}`);
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new IikoError('unavailable', 'The answer is not what the contract says');
    return parsed.data;
  }

  async function takeToken(apiLogin: string): Promise<string> {
    const { token } = await post('api/1/access_token', { apiLogin }, tokenSchema);
    tokens.set(apiLogin, { token, expiresAt: now() + TOKEN_LIFETIME_MS });
    return token;
  }

  /** A call with the login's token; a kept token iiko refuses (revoked, expired early) is taken anew once. */
  async function authorized<T extends z.ZodType>(apiLogin: string, path: string, body: unknown, schema: T): Promise<z.infer<T>> {
    const kept = tokens.get(apiLogin);
    if (!kept || kept.expiresAt <= now()) return post(path, body, schema, await takeToken(apiLogin));
    try {
      return await post(path, body, schema, kept.token);
    } catch (error) {
      if (!(error instanceof IikoError) || error.kind !== 'wrongCredentials') throw error;
      tokens.delete(apiLogin);
      return post(path, body, schema, await takeToken(apiLogin));
    }
  }

  return {
    async organizations(apiLogin) {
      const answer = await authorized(apiLogin, 'api/1/organizations', { organizationIds: null, returnAdditionalInfo: false, includeDisabled: false }, organizationsSchema);
      return answer.organizations;
    },
    async reserveTerminalGroups(apiLogin, organizationId) {
      const answer = await authorized(apiLogin, 'api/1/reserve/available_terminal_groups', { organizationIds: [organizationId], returnExternalData: [] }, terminalGroupsSchema);
      return answer.terminalGroups.filter((group) => group.organizationId === organizationId).flatMap((group) => group.items.map(({ id, name }) => ({ id, name })));
    },
    async restaurantSections(apiLogin, terminalGroupId) {
      const answer = await authorized(apiLogin, 'api/1/reserve/available_restaurant_sections', { terminalGroupIds: [terminalGroupId], returnSchema: false, revision: null }, sectionsSchema);
      return answer.restaurantSections.map((section) => ({
        id: section.id,
        name: section.name,
        tables: section.tables.filter((table) => !table.isDeleted).map((table) => ({ id: table.id, number: table.number, name: table.name ?? String(table.number), seatingCapacity: table.seatingCapacity })),
      }));
    },
    async sectionsWorkload(apiLogin, sectionIds, from, to) {
      const answer = await authorized(apiLogin, 'api/1/reserve/restaurant_sections_workload', { restaurantSectionIds: sectionIds, dateFrom: from, dateTo: to }, workloadSchema);
      return answer.reserves.map(({ id, tableIds, estimatedStartTime, durationInMinutes }) => ({ id, tableIds, estimatedStartTime, durationInMinutes }));
    },
    async createReserve(apiLogin, reserve) {
      const created = await authorized(
        apiLogin,
        'api/1/reserve/create',
        {
          organizationId: reserve.organizationId,
          terminalGroupId: reserve.terminalGroupId,
          customer: { type: 'one-time', name: reserve.name },
          phone: reserve.phone,
          guests: { count: reserve.guests },
          comment: reserve.comment,
          durationInMinutes: reserve.durationInMinutes,
          shouldRemind: false,
          tableIds: reserve.tableIds,
          estimatedStartTime: reserve.estimatedStartTime,
        },
        reserveCreatedSchema,
      );
      let info = created.reserveInfo;
      for (let poll = 0; info.creationStatus === 'InProgress' && poll < RESERVE_STATUS_POLLS; poll += 1) {
        if (poll > 0) await new Promise((resolve) => setTimeout(resolve, RESERVE_STATUS_DELAY_MS));
        const status = await authorized(apiLogin, 'api/1/reserve/status', { organizationId: reserve.organizationId, reserveIds: [info.id] }, reserveStatusSchema);
        info = status.reserves.find((candidate) => candidate.id === info.id) ?? info;
      }
      if (info.creationStatus === 'Success') return { id: info.id };
      if (info.creationStatus === 'Error') throw new IikoReserveRefused(info.errorInfo?.code ?? 'Error', info.errorInfo?.message ?? 'iiko refused the reserve');
      throw new IikoError('timeout', 'iiko did not finish creating the reserve');
    },
    async deliveriesByRevision(apiLogin, organizationId, startRevision) {
      const answer = await authorized(apiLogin, 'api/1/deliveries/by_revision', { startRevision, organizationIds: [organizationId], sourceKeys: null }, deliveriesSchema);
      const orders = answer.ordersByOrganizations.filter((group) => group.organizationId === organizationId).flatMap((group) => group.orders);
      return {
        maxRevision: answer.maxRevision,
        orders: orders.map((entry) => ({
          id: entry.id,
          creationStatus: entry.creationStatus,
          order: entry.order
            ? {
                number: String(entry.order.number),
                status: entry.order.status,
                sum: entry.order.sum,
                phone: entry.order.phone ?? null,
                whenCreated: entry.order.whenCreated ?? null,
                serviceType: entry.order.orderType?.orderServiceType ?? null,
                address: addressOf(entry.order.deliveryPoint),
                customer: entry.order.customer?.id ? { id: entry.order.customer.id, name: entry.order.customer.name ?? '' } : null,
              }
            : null,
        })),
      };
    },
  };
}

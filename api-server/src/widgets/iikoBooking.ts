import type { z } from 'zod';
import { publicIikoReserveRequestSchema } from '@cabinet/api/phone';
import {
  IIKO_RESERVE_MINUTES,
  publicIikoBookingPageSchema,
  publicIikoReserveResultSchema,
  publicIikoTimesQuerySchema,
  publicIikoTimesSchema,
  WIDGETS_PATHS,
  type PublicIikoBookingPage,
  type PublicIikoReserveResult,
} from '@cabinet/api/widgets';
import { addDays, isoDate, localDateOf, safeTimeZone, zonedInstant } from '../messaging/zone';
import type { AppContext } from '../platform/AppContext';
import { ApiError } from '../platform/http/ApiError';
import { route, type Route } from '../platform/http/route';
import { createIikoAdapter } from '../systemAccounts/adapters';
import { IikoError, IikoReserveRefused, type IikoAdapter, type IikoReserveSlot, type IikoSection } from '../systemAccounts/iiko/adapter';
import { findPublicBookingWidget, idParamsSchema, originOf } from './booking';
import { recordWidgetBooking, type BookingWidgetRow } from './data';
import { widgetNotFound } from './service';

/*
 * The IikoBookingWidget (issue 32): a booking widget of an iiko organisation reserves a table through
 * iikoCloud's reserve API (terminal group, restaurant sections and tables, their workload, reserve create and
 * status). The guest names the party, the day and the time; the smallest free table that seats the party for
 * IIKO_RESERVE_MINUTES is reserved. Times are the restaurant's wall clock, as iiko keeps them.
 */

/** The starts offered: every half hour from noon, the last one ending by 23:00. */
const FIRST_START_MINUTES = 12 * 60;
const LAST_START_MINUTES = 23 * 60 - IIKO_RESERVE_MINUTES;
const STEP_MINUTES = 30;

const pad = (value: number) => String(value).padStart(2, '0');
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
/** iiko's wall-clock format: 2026-12-01 19:00:00.000. */
const iikoTime = (date: string, minutes: number) => `${date} ${clock(minutes)}:00.000`;
const minutesOf = (time: string): number => {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})/.exec(time);
  return match ? Date.parse(`${match[1] ?? ''}T${match[2] ?? ''}:${match[3] ?? ''}:00Z`) / 60_000 : Number.NaN;
};
const dayStart = (date: string) => Date.parse(`${date}T00:00:00Z`) / 60_000;

type Table = IikoSection['tables'][number] & { sectionName: string };

/** The smallest table seating the party that no reserve holds during [start, start + IIKO_RESERVE_MINUTES). */
export function freeTable(tables: readonly Table[], reserves: readonly IikoReserveSlot[], guests: number, start: number): Table | null {
  const busy = (table: Table) =>
    reserves.some((reserve) => {
      if (!reserve.tableIds.includes(table.id)) return false;
      const from = minutesOf(reserve.estimatedStartTime);
      return from < start + IIKO_RESERVE_MINUTES && start < from + reserve.durationInMinutes;
    });
  const fitting = tables.filter((table) => table.seatingCapacity >= guests && !busy(table));
  return fitting.sort((a, b) => a.seatingCapacity - b.seatingCapacity || a.number - b.number)[0] ?? null;
}

function iikoFailure(error: unknown): ApiError {
  if (error instanceof IikoReserveRefused) return new ApiError(409, 'BOOKING_SLOT_TAKEN', 'This time has just been booked by someone else: choose another');
  if (error instanceof IikoError) return new ApiError(502, 'BOOKING_SYSTEM_UNAVAILABLE', 'The booking system is not answering: try again in a few minutes');
  throw error;
}

export function iikoBookingService(ctx: Pick<AppContext, 'db' | 'clock' | 'config'>, adapter: IikoAdapter) {
  const { db } = ctx;

  async function publicWidget(id: string, origin: string | undefined): Promise<BookingWidgetRow & { apiLogin: string }> {
    const row = await findPublicBookingWidget(ctx, id, origin);
    if (row.system !== 'iiko') throw widgetNotFound();
    const [account] = await db.query<{ user_token: string | null }>('select user_token from system_accounts where id = $1', [row.account_id]);
    if (!account?.user_token) throw widgetNotFound();
    return { ...row, apiLogin: account.user_token };
  }

  /** The organisation's first terminal group that takes reservations, and its tables. */
  async function floor(widget: BookingWidgetRow & { apiLogin: string }) {
    const [group] = await adapter.reserveTerminalGroups(widget.apiLogin, widget.company_source_id);
    if (!group) throw new ApiError(502, 'BOOKING_SYSTEM_UNAVAILABLE', 'The restaurant takes no reservations now');
    const sections = await adapter.restaurantSections(widget.apiLogin, group.id);
    const tables: Table[] = sections.flatMap((section) => section.tables.map((table) => ({ ...table, sectionName: section.name })));
    return { terminalGroupId: group.id, sectionIds: sections.map((section) => section.id), tables };
  }

  const workload = (widget: { apiLogin: string }, sectionIds: readonly string[], date: string) =>
    sectionIds.length === 0 ? Promise.resolve([]) : adapter.sectionsWorkload(widget.apiLogin, sectionIds, iikoTime(date, 0), iikoTime(isoDate(addDays(localDateOfIso(date), 1)), 0));

  /** The restaurant's today: days before it have no times. */
  const today = (widget: BookingWidgetRow) => isoDate(localDateOf(ctx.clock.now(), safeTimeZone(widget.time_zone)));
  /** Starts already past today (on the restaurant's clock) are not offered. */
  const earliest = (widget: BookingWidgetRow, date: string) => {
    if (date !== today(widget)) return 0;
    return Math.round((ctx.clock.now().getTime() - zonedInstant(localDateOfIso(date), 0, 0, safeTimeZone(widget.time_zone)).getTime()) / 60_000);
  };

  return {
    async page(id: string, origin: string | undefined): Promise<PublicIikoBookingPage> {
      const widget = await publicWidget(id, origin);
      try {
        const { tables } = await floor(widget);
        return publicIikoBookingPageSchema.parse({ restaurantName: widget.company_name, maxGuests: Math.max(1, ...tables.map((table) => table.seatingCapacity)) });
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw iikoFailure(error);
      }
    },

    async times(id: string, origin: string | undefined, query: { date: string; guests: number }): Promise<string[]> {
      const widget = await publicWidget(id, origin);
      if (query.date < today(widget)) return [];
      try {
        const { tables, sectionIds } = await floor(widget);
        const reserves = await workload(widget, sectionIds, query.date);
        const from = earliest(widget, query.date);
        const times: string[] = [];
        for (let start = FIRST_START_MINUTES; start <= LAST_START_MINUTES; start += STEP_MINUTES) {
          if (start > from && freeTable(tables, reserves, query.guests, dayStart(query.date) + start)) times.push(clock(start));
        }
        return publicIikoTimesSchema.parse(times);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw iikoFailure(error);
      }
    },

    async reserve(id: string, origin: string | undefined, request: z.output<typeof publicIikoReserveRequestSchema>): Promise<PublicIikoReserveResult> {
      const widget = await publicWidget(id, origin);
      const [hours, minutes] = request.time.split(':').map(Number);
      const start = (hours ?? 0) * 60 + (minutes ?? 0);
      if (request.date < today(widget) || start <= earliest(widget, request.date)) throw new ApiError(409, 'BOOKING_SLOT_TAKEN', 'This time has passed: choose another');
      let reserveId: string;
      let table: Table | null;
      try {
        const plan = await floor(widget);
        table = freeTable(plan.tables, await workload(widget, plan.sectionIds, request.date), request.guests, dayStart(request.date) + start);
        if (!table) throw new IikoReserveRefused('TableIsBusy', 'No table seats the party then');
        ({ id: reserveId } = await adapter.createReserve(widget.apiLogin, {
          organizationId: widget.company_source_id,
          terminalGroupId: plan.terminalGroupId,
          tableIds: [table.id],
          estimatedStartTime: iikoTime(request.date, start),
          durationInMinutes: IIKO_RESERVE_MINUTES,
          guests: request.guests,
          name: request.name,
          phone: request.phone,
          comment: request.comment || null,
        }));
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw iikoFailure(error);
      }
      const startsAt = zonedInstant(localDateOfIso(request.date), hours ?? 0, minutes ?? 0, safeTimeZone(widget.time_zone));
      await recordWidgetBooking(db, widget.id, reserveId, startsAt.toISOString());
      return publicIikoReserveResultSchema.parse({ reserveId, date: request.date, time: request.time, guests: request.guests, tableName: table.name, sectionName: table.sectionName });
    },
  };
}

function localDateOfIso(date: string) {
  const [year, month, day] = date.split('-').map(Number);
  return { year: year ?? 1970, month: month ?? 1, day: day ?? 1 };
}

const PUBLIC_ERRORS = {
  403: 'BOOKING_ORIGIN_REFUSED: the page is not on one of the widget’s allowed sites',
  404: 'WIDGET_NOT_FOUND: no such widget, or not an iiko organisation’s',
  502: 'BOOKING_SYSTEM_UNAVAILABLE: iiko did not answer or refused',
};

/** The IikoBookingWidget's public routes (the owner's are the booking widget's: booking.ts). */
export function iikoBookingRoutes(ctx: AppContext, adapter: IikoAdapter = createIikoAdapter(ctx.config)): Route[] {
  const service = iikoBookingService(ctx, adapter);
  return [
    route({
      method: 'GET',
      path: WIDGETS_PATHS.publicIikoBooking,
      access: 'guest',
      summary: 'The restaurant a guest reserves a table at',
      params: idParamsSchema,
      responses: { 200: { description: 'Its name and the largest party a table seats', schema: publicIikoBookingPageSchema } },
      errors: PUBLIC_ERRORS,
      async handler({ request, params }) {
        await ctx.limits.hit(request, 'publicAddress');
        return service.page(params().id, originOf(request));
      },
    }),
    route({
      method: 'GET',
      path: WIDGETS_PATHS.publicIikoTimes,
      access: 'guest',
      summary: 'The day’s times with a free table for the party',
      params: idParamsSchema,
      query: publicIikoTimesQuerySchema,
      responses: { 200: { description: 'Starts on the restaurant’s clock, earliest first', schema: publicIikoTimesSchema } },
      errors: { ...PUBLIC_ERRORS, 400: 'VALIDATION_FAILED' },
      async handler({ request, params, query }) {
        await ctx.limits.hit(request, 'publicAddress');
        return service.times(params().id, originOf(request), query());
      },
    }),
    route({
      method: 'POST',
      path: WIDGETS_PATHS.publicIikoReserves,
      access: 'guest',
      summary: 'Reserve a table',
      description: `Reserved in iiko (reserve/create, then reserve/status) on the smallest free table that seats the party for ${IIKO_RESERVE_MINUTES} minutes. A time taken meanwhile answers 409 BOOKING_SLOT_TAKEN.`,
      params: idParamsSchema,
      body: publicIikoReserveRequestSchema,
      responses: { 201: { description: 'The table as reserved', schema: publicIikoReserveResultSchema } },
      errors: { ...PUBLIC_ERRORS, 400: 'VALIDATION_FAILED: required, text.tooLong, phone.invalid', 409: 'BOOKING_SLOT_TAKEN' },
      async handler({ request, params, body, reply }) {
        await ctx.limits.hit(request, 'publicAddress');
        return reply.code(201).send(await service.reserve(params().id, originOf(request), body()));
      },
    }),
  ];
}

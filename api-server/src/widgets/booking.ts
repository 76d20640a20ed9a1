import { z } from 'zod';
import { publicBookingRequestSchema } from '@cabinet/api/phone';
import type { BookingSystem } from '@cabinet/api/systemAccounts';
import {
  bookingCompaniesSchema,
  bookingWidgetSchema,
  originListed,
  publicBookingPageSchema,
  publicBookingResultSchema,
  publicBookingSlotsQuerySchema,
  publicBookingSlotsSchema,
  saveBookingWidgetRequestSchema,
  WIDGETS_PATHS,
  type BookingCompany,
  type BookingWidget,
  type PublicBookingPage,
  type PublicBookingResult,
  type PublicBookingSlot,
  type SavedBookingWidgetFields,
} from '@cabinet/api/widgets';
import type { FastifyRequest } from 'fastify';
import { loadProOwner } from '../flows/proFeatures';
import { createBookingAdapters } from '../systemAccounts/adapters';
import { BookingSystemError, type BookingSystemAdapter } from '../systemAccounts/booking/adapter';
import { pullAccount, type FeedDeps } from '../systemAccounts/booking/feed';
import type { AppContext } from '../platform/AppContext';
import type { Queryable } from '../platform/db/Db';
import { ApiError, requireVersion } from '../platform/http/ApiError';
import { headerValue } from '../platform/http/originPolicy';
import { ruleViolation } from '../platform/http/parseWith';
import { route, type Route } from '../platform/http/route';
import { connectedCompanies, findBookingWidget, listBookingWidgets, recordWidgetBooking, toBookingWidget, type BookingWidgetRow } from './data';
import { widgetNotFound } from './service';

/*
 * The BookingWidget (issue 32): the owner picks a connected YCLIENTS or Altegio branch and lists the sites
 * that may embed the widget; a client books through the booking system's adapter (its online booking calls),
 * and the account's feed pulls the new record at once, so the engine's creation flow messages the client as
 * for any booking.
 */

async function requireCompany(q: Queryable, userId: string, companyId: string): Promise<void> {
  const companies = await connectedCompanies(q, userId);
  if (!companies.some((company) => company.id === companyId)) throw ruleViolation({ companyId: 'booking.companyNotConnected' });
}

/** What the booking system's refusal means to the client: a taken slot (409), else the system's trouble (502). */
function bookingFailure(error: unknown): ApiError {
  if (!(error instanceof BookingSystemError)) throw error;
  if (error.kind === 'slotTaken') return new ApiError(409, 'BOOKING_SLOT_TAKEN', 'This time has just been booked by someone else: choose another');
  return new ApiError(502, 'BOOKING_SYSTEM_UNAVAILABLE', 'The booking system is not answering: try again in a few minutes');
}

/**
 * Where a public call may come from: a page of one of the widget's listed sites, the cabinet's own origins
 * (CORS_ORIGINS; in development the plain local ones, http://localhost and http://127.0.0.1 on any port), or
 * no browser at all (no Origin header). Any other page answers 403 BOOKING_ORIGIN_REFUSED.
 */
export function bookingOriginAllowed(widget: { allowedOrigins: readonly string[] }, origin: string | undefined, own: { configured: readonly string[]; development: boolean }): boolean {
  if (origin === undefined) return true;
  if (originListed(widget.allowedOrigins, origin) || originListed(own.configured.map((value) => value.toLowerCase()), origin.toLowerCase())) return true;
  return own.development && /^http:\/\/(?:localhost|127\.0\.0\.1)(?::\d{1,5})?$/i.test(origin);
}

/** The widget a public call names, refused to a page of a site it does not list (403 BOOKING_ORIGIN_REFUSED). */
export async function findPublicBookingWidget(ctx: Pick<AppContext, 'db' | 'config'>, id: string, origin: string | undefined): Promise<BookingWidgetRow> {
  const row = await findBookingWidget(ctx.db, id, null);
  if (!row) throw widgetNotFound();
  if (!bookingOriginAllowed({ allowedOrigins: row.allowed_origins }, origin, { configured: ctx.config.corsOrigins, development: ctx.config.mode === 'development' })) {
    throw new ApiError(403, 'BOOKING_ORIGIN_REFUSED', 'This booking widget is not allowed on this site');
  }
  return row;
}

/** The branch's calendar day of an instant (YYYY-MM-DD). */
const dayIn = (at: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);

export function bookingWidgetsService(ctx: Pick<AppContext, 'db' | 'clock' | 'jobs' | 'config'>, adapters: Readonly<Record<BookingSystem, BookingSystemAdapter>>) {
  const { db } = ctx;
  const pro = (userId: string) => loadProOwner(db, userId);
  const deps: FeedDeps = { db, jobs: ctx.jobs, clock: ctx.clock, publicUrl: ctx.config.publicUrl };
  const apiUrl = `${ctx.config.publicUrl}/`;

  async function ownerWidget(userId: string, id: string): Promise<BookingWidget> {
    const row = await findBookingWidget(db, id, userId);
    if (!row) throw widgetNotFound();
    return toBookingWidget(row, apiUrl);
  }

  /** A visit-booking widget a public call names (an iiko one books tables: iikoBooking.ts). */
  async function publicWidget(id: string, origin: string | undefined): Promise<BookingWidgetRow & { system: BookingSystem }> {
    const row = await findPublicBookingWidget(ctx, id, origin);
    if (row.system === 'iiko') throw widgetNotFound();
    return { ...row, system: row.system };
  }

  return {
    async list(userId: string): Promise<BookingWidget[]> {
      await pro(userId);
      return listBookingWidgets(db, userId, apiUrl);
    },
    async companies(userId: string): Promise<BookingCompany[]> {
      await pro(userId);
      return connectedCompanies(db, userId);
    },
    async get(userId: string, id: string): Promise<BookingWidget> {
      await pro(userId);
      return ownerWidget(userId, id);
    },
    async create(userId: string, fields: SavedBookingWidgetFields): Promise<BookingWidget> {
      await pro(userId);
      await requireCompany(db, userId, fields.companyId);
      const [row] = await db.query<{ id: string }>(`insert into booking_widgets (user_id, company_id, name, allowed_origins) values ($1, $2, $3, $4) returning id`, [
        userId,
        fields.companyId,
        fields.name,
        fields.allowedOrigins,
      ]);
      if (!row) throw new Error('The booking widget insert returned nothing');
      return ownerWidget(userId, row.id);
    },
    /** The whole widget, refused 409 VERSION_CONFLICT (with the widget as stored) when based on a stale version. */
    async save(userId: string, id: string, fields: SavedBookingWidgetFields): Promise<BookingWidget> {
      await pro(userId);
      await db.transaction(async (tx) => {
        const current = await findBookingWidget(tx, id, userId, true);
        if (!current) throw widgetNotFound();
        requireVersion(fields.version, current.version, () => toBookingWidget(current, apiUrl));
        await requireCompany(tx, userId, fields.companyId);
        await tx.query(`update booking_widgets set name = $2, company_id = $3, allowed_origins = $4, version = version + 1, updated_at = clock_timestamp() where id = $1`, [
          id,
          fields.name,
          fields.companyId,
          fields.allowedOrigins,
        ]);
      });
      return ownerWidget(userId, id);
    },

    async page(id: string, origin: string | undefined): Promise<PublicBookingPage> {
      const widget = await publicWidget(id, origin);
      const adapter = adapters[widget.system];
      try {
        const [services, masters] = await Promise.all([adapter.bookServices(widget.company_source_id), adapter.bookStaff(widget.company_source_id)]);
        return publicBookingPageSchema.parse({
          businessName: widget.company_name,
          timeZone: widget.time_zone,
          services: services.map((service) => ({ id: service.id, title: service.title, price: service.cost, durationMinutes: Math.round(service.seanceLength / 60) })),
          masters: masters.map((master) => ({ id: master.id, name: master.name })),
        });
      } catch (error) {
        throw bookingFailure(error);
      }
    },

    async slots(id: string, origin: string | undefined, query: { serviceId: string; masterId: string; date: string }): Promise<PublicBookingSlot[]> {
      const widget = await publicWidget(id, origin);
      // Days before the branch's today have no free time: asked anyway, they answer none.
      if (query.date < dayIn(ctx.clock.now(), widget.time_zone)) return [];
      try {
        const times = await adapters[widget.system].bookTimes(widget.company_source_id, query.masterId, query.serviceId, query.date);
        return publicBookingSlotsSchema.parse(times.map((time) => ({ time: time.time, startsAt: new Date(time.datetime).toISOString() })));
      } catch (error) {
        throw bookingFailure(error);
      }
    },

    async book(id: string, origin: string | undefined, booking: z.output<typeof publicBookingRequestSchema>): Promise<PublicBookingResult> {
      const widget = await publicWidget(id, origin);
      const adapter = adapters[widget.system];
      let recordId: string;
      let serviceTitle = '';
      let masterName = '';
      try {
        const [services, masters] = await Promise.all([adapter.bookServices(widget.company_source_id), adapter.bookStaff(widget.company_source_id)]);
        const service = services.find((candidate) => candidate.id === booking.serviceId);
        const master = masters.find((candidate) => candidate.id === booking.masterId);
        if (!service) throw ruleViolation({ serviceId: 'required' });
        if (!master) throw ruleViolation({ masterId: 'required' });
        serviceTitle = service.title;
        masterName = master.name;
        ({ recordId } = await adapter.bookRecord(widget.company_source_id, {
          phone: booking.phone,
          fullname: booking.name,
          comment: booking.comment,
          staffId: booking.masterId,
          serviceId: booking.serviceId,
          datetime: booking.startsAt,
        }));
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw bookingFailure(error);
      }
      await recordWidgetBooking(db, widget.id, recordId, booking.startsAt);
      // The booking is made; the visit reaching the cabinet (and the engine's message) must not undo it.
      await pullAccount(deps, adapter, widget.account_id).catch(() => 0);
      return publicBookingResultSchema.parse({ recordId, startsAt: new Date(booking.startsAt).toISOString(), serviceTitle, masterName });
    },
  };
}

export const idParamsSchema = z.object({ id: z.string() });
const PRO = { 403: 'FEATURE_REQUIRES_PRO: widgets are on the Pro plan' };
const INVALID = 'VALIDATION_FAILED with rule codes at the fields: required, text.tooLong, origin.invalid, origin.tooMany, list.duplicate, booking.companyNotConnected';
const PUBLIC_ERRORS = {
  403: 'BOOKING_ORIGIN_REFUSED: the page is not on one of the widget’s allowed sites',
  404: 'WIDGET_NOT_FOUND',
  502: 'BOOKING_SYSTEM_UNAVAILABLE: the booking system did not answer or refused',
};
/** The page's origin a public booking call came from (the widget's allowed sites are checked against it). */
export const originOf = (request: FastifyRequest) => headerValue(request.headers.origin);

/** The BookingWidget's routes: the owner's (Pro) and the client's (public, by the widget's id and allowed origins). */
export function bookingWidgetRoutes(ctx: AppContext, adapters: Readonly<Record<BookingSystem, BookingSystemAdapter>> = createBookingAdapters(ctx.config)): Route[] {
  const service = bookingWidgetsService(ctx, adapters);
  return [
    route({
      method: 'GET',
      path: WIDGETS_PATHS.bookingWidgets,
      access: 'user',
      summary: "The caller's booking widgets",
      responses: { 200: { description: 'Oldest first', schema: z.array(bookingWidgetSchema) } },
      errors: PRO,
      handler: ({ caller }) => service.list(caller.userId),
    }),
    route({
      method: 'POST',
      path: WIDGETS_PATHS.bookingWidgets,
      access: 'user',
      summary: 'Create a booking widget for a connected YCLIENTS or Altegio branch',
      body: saveBookingWidgetRequestSchema,
      responses: { 201: { description: 'The widget as stored', schema: bookingWidgetSchema } },
      errors: { ...PRO, 400: INVALID },
      async handler({ caller, reply, body }) {
        return reply.code(201).send(await service.create(caller.userId, body()));
      },
    }),
    route({
      method: 'GET',
      path: WIDGETS_PATHS.bookingCompanies,
      access: 'user',
      summary: 'The branches a booking widget may book into',
      responses: { 200: { description: 'Connected YCLIENTS and Altegio companies', schema: bookingCompaniesSchema } },
      errors: PRO,
      handler: ({ caller }) => service.companies(caller.userId),
    }),
    route({
      method: 'GET',
      path: WIDGETS_PATHS.bookingWidget,
      access: 'user',
      summary: 'One of the caller’s booking widgets',
      params: idParamsSchema,
      responses: { 200: { description: 'The widget', schema: bookingWidgetSchema } },
      errors: { ...PRO, 404: 'WIDGET_NOT_FOUND' },
      handler: ({ caller, params }) => service.get(caller.userId, params().id),
    }),
    route({
      method: 'PUT',
      path: WIDGETS_PATHS.bookingWidget,
      access: 'user',
      summary: 'Save a booking widget',
      description: 'The whole widget, with the version it was based on: a stale one answers 409 VERSION_CONFLICT with the widget as stored.',
      params: idParamsSchema,
      body: saveBookingWidgetRequestSchema,
      responses: { 200: { description: 'The widget as stored', schema: bookingWidgetSchema } },
      errors: { ...PRO, 400: INVALID, 404: 'WIDGET_NOT_FOUND', 409: 'VERSION_CONFLICT' },
      handler: ({ caller, params, body }) => service.save(caller.userId, params().id, body()),
    }),
    route({
      method: 'GET',
      path: WIDGETS_PATHS.publicBooking,
      access: 'guest',
      summary: 'The services and masters a client books from',
      params: idParamsSchema,
      responses: { 200: { description: 'The branch, its services and masters', schema: publicBookingPageSchema } },
      errors: PUBLIC_ERRORS,
      async handler({ request, params }) {
        await ctx.limits.hit(request, 'publicAddress');
        return service.page(params().id, originOf(request));
      },
    }),
    route({
      method: 'GET',
      path: WIDGETS_PATHS.publicBookingSlots,
      access: 'guest',
      summary: 'A master’s free starts on a day of the branch’s calendar',
      params: idParamsSchema,
      query: publicBookingSlotsQuerySchema,
      responses: { 200: { description: 'The free slots, earliest first', schema: publicBookingSlotsSchema } },
      errors: { ...PUBLIC_ERRORS, 400: 'VALIDATION_FAILED' },
      async handler({ request, params, query }) {
        await ctx.limits.hit(request, 'publicAddress');
        return service.slots(params().id, originOf(request), query());
      },
    }),
    route({
      method: 'POST',
      path: WIDGETS_PATHS.publicBookingRecords,
      access: 'guest',
      summary: 'Book a visit',
      description: 'Created in the booking system through its adapter; the account’s feed then brings the visit in and the engine messages the client. A time taken meanwhile answers 409 BOOKING_SLOT_TAKEN.',
      params: idParamsSchema,
      body: publicBookingRequestSchema,
      responses: { 201: { description: 'The visit as booked', schema: publicBookingResultSchema } },
      errors: { ...PUBLIC_ERRORS, 400: 'VALIDATION_FAILED: required, text.tooLong, phone.invalid', 409: 'BOOKING_SLOT_TAKEN' },
      async handler({ request, params, body, reply }) {
        await ctx.limits.hit(request, 'publicAddress');
        return reply.code(201).send(await service.book(params().id, originOf(request), body()));
      },
    }),
  ];
}

import { z } from 'zod';
import type { BookingStaffArea, BookingSystem } from '@cabinet/api/systemAccounts';

/**
 * One booking system's account, as the cabinet needs it: sign in, its companies, a company's masters and
 * its records changed since a time, and activating the integration for a branch. The routes and the feed
 * never know which implementation they talk to: the HTTP one below speaks Yclients' public REST contract
 * (Altegio's is the same), pointed at the real service in production and at the local stand-in
 * (standIns/booking.ts) in development and tests.
 */
export interface BookingSystemAdapter {
  signIn(login: string, password: string): Promise<{ userToken: string; userId: string }>;
  companies(userToken: string): Promise<SourceCompany[]>;
  staff(userToken: string, companyId: string): Promise<SourceStaff[]>;
  /** Records changed after `after` (all when null), oldest change first, every page read. */
  recordsChangedAfter(userToken: string, companyId: string, after: Date | null): Promise<SourceRecord[]>;
  /** The marketplace's activation of the integration for a branch, with the webhook addresses to call. */
  activate(companyId: string, webhookUrls: readonly string[]): Promise<void>;
  /** The branch a marketplace link names; null when the system does not know it. */
  marketplaceCompany(companyId: string): Promise<SourceCompany | null>;
  /*
   * Online booking (the systems' public booking API, book_*, with the partner's token alone: the branch
   * installed the integration): what a client may book, a master's free times, and the booking itself.
   */
  bookServices(companyId: string): Promise<BookableService[]>;
  bookStaff(companyId: string): Promise<SourceStaff[]>;
  /** The master's free starts on `date` (the branch's calendar day, YYYY-MM-DD) for the service. */
  bookTimes(companyId: string, staffId: string, serviceId: string, date: string): Promise<BookableTime[]>;
  /** Books the visit; a taken time throws `slotTaken`. */
  bookRecord(companyId: string, booking: OnlineBooking): Promise<{ recordId: string }>;
}

export interface BookableService {
  id: string;
  title: string;
  cost: number;
  /** Seconds. */
  seanceLength: number;
}
export interface BookableTime {
  /** The branch's local time, e.g. 12:00. */
  time: string;
  /** The start with the branch's offset, e.g. 2026-11-29T12:00:00+03:00. */
  datetime: string;
}
export interface OnlineBooking {
  phone: string;
  fullname: string;
  comment: string;
  staffId: string;
  serviceId: string;
  datetime: string;
}

export interface SourceCompany {
  id: string;
  name: string;
  city: string;
  timezone: string;
  active: boolean;
}
export interface SourceStaff {
  id: string;
  name: string;
  fired: boolean;
}
export interface SourceRecord {
  id: string;
  datetime: string;
  seanceLength: number;
  attendance: -1 | 0 | 1 | 2;
  online: boolean;
  deleted: boolean;
  /** When the system last changed it (the pull's cursor); null when it does not say. */
  lastChange: string | null;
  client: { id: string; name: string; phone: string | null } | null;
  staff: { id: string; name: string } | null;
  services: { id: string; title: string; cost: number }[];
}

/**
 * Why a call to the system failed, each a refusal of its own (routes map them to SYSTEM_* codes). `noAccess`:
 * the user's token is good but their rights exclude the call's area (403 on a call made with a user token).
 */
export type BookingFailureKind = 'wrongCredentials' | 'noAccess' | 'notFound' | 'timeout' | 'unavailable' | 'refused' | 'slotTaken';
export class BookingSystemError extends Error {
  constructor(
    readonly kind: BookingFailureKind,
    message: string,
    /** The staff area a `noAccess` refusal concerns. */
    readonly area: BookingStaffArea | null = null,
  ) {
    super(message);
    this.name = 'BookingSystemError';
  }
}

/**
 * A phone the system hides from a user without the phones right: it masks digits ("+7 900 ***-**-01"), so it
 * is no address to message.
 */
export const isMaskedPhone = (phone: string): boolean => phone.includes('*');

/** The real services' addresses (production). */
/**
 * A branch's online booking page, as each system publishes it (YCLIENTS' and Altegio's booking widget on the
 * branch's own sub-domain): the messages' recordForm, where a client books again.
 */
export function bookingPageOf(system: BookingSystem, companyId: string): string {
  return system === 'yclients' ? `https://n${companyId}.yclients.com/` : `https://n${companyId}.alteg.io/`;
}

export const BOOKING_SYSTEM_BASE_URLS: Readonly<Record<BookingSystem, string>> = {
  yclients: 'https://api.yclients.com',
  altegio: 'https://api.alteg.io',
};

const id = z.union([z.number(), z.string()]).transform(String);
const envelope = <T extends z.ZodType>(data: T) => z.object({ success: z.boolean(), data, meta: z.unknown().optional() });
const authSchema = envelope(z.object({ id, user_token: z.string() }));
const companiesSchema = envelope(z.array(z.object({ id, title: z.string(), city: z.string().nullish(), timezone_name: z.string().nullish(), active: z.union([z.number(), z.boolean()]).nullish() })));
const staffSchema = envelope(z.array(z.object({ id, name: z.string(), fired: z.union([z.number(), z.boolean()]).nullish() })));
const recordSchema = z.object({
  id,
  datetime: z.string(),
  seance_length: z.number().int().nullish(),
  attendance: z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2)]).nullish(),
  online: z.boolean().nullish(),
  deleted: z.boolean().nullish(),
  last_change_date: z.string().nullish(),
  client: z.object({ id, name: z.string().nullish(), phone: z.string().nullish() }).nullish(),
  staff: z.object({ id, name: z.string() }).nullish(),
  services: z.array(z.object({ id, title: z.string(), cost: z.number().nullish() })).nullish(),
});
const recordsSchema = z.object({ success: z.boolean(), data: z.array(recordSchema), meta: z.object({ count: z.number().int() }).partial().nullish() });
const salonSchema = envelope(z.object({ id, title: z.string(), city: z.string().nullish(), timezone_name: z.string().nullish(), active: z.union([z.number(), z.boolean()]).nullish() }));

const bookServicesSchema = envelope(
  z.object({ services: z.array(z.object({ id, title: z.string(), price_min: z.number().nullish(), seance_length: z.number().int().nullish(), active: z.union([z.number(), z.boolean()]).nullish() })) }),
);
const bookStaffSchema = envelope(z.array(z.object({ id, name: z.string(), bookable: z.boolean().nullish() })));
const bookTimesSchema = envelope(z.array(z.object({ time: z.string(), datetime: z.string() })));
const bookRecordSchema = envelope(z.array(z.object({ id: z.number(), record_id: id, record_hash: z.string().nullish() })));

const PAGE = 200;

export interface HttpBookingAdapterOptions {
  baseUrl: string;
  /** The cabinet's partner token from the system's marketplace. */
  partnerToken: string;
  /** The cabinet's application id in the marketplace. */
  applicationId: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export function createHttpBookingAdapter(options: HttpBookingAdapterOptions): BookingSystemAdapter {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;

  async function call<T extends z.ZodType>(path: string, schema: T, init: { method?: string; userToken?: string; body?: unknown; area?: BookingStaffArea; slotConflict?: boolean } = {}): Promise<z.infer<T>> {
    const authorization = init.userToken ? `Bearer ${options.partnerToken}, User ${init.userToken}` : `Bearer ${options.partnerToken}`;
    let response: Response;
    try {
      response = await doFetch(`${base}/${path}`, {
        method: init.method ?? 'GET',
        headers: {
          accept: 'application/vnd.yclients.v2+json',
          authorization,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      // Read by name: the abort's DOMException may come from another realm than this module's Error.
      const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : null;
      if (name === 'TimeoutError' || name === 'AbortError') throw new BookingSystemError('timeout', `No answer from ${base} in ${options.timeoutMs} ms`);
      throw new BookingSystemError('unavailable', error instanceof Error ? error.message : String(error));
    }
    const text = await response.text();
    // A user's token refused with 403 is a right the user lacks, not a wrong password (that is 401).
    if (response.status === 403 && init.userToken && init.area) throw new BookingSystemError('noAccess', messageOf(text) ?? 'Forbidden', init.area);
    if (response.status === 401 || response.status === 403) throw new BookingSystemError('wrongCredentials', messageOf(text) ?? 'Unauthorized');
    if (response.status === 404) throw new BookingSystemError('notFound', messageOf(text) ?? 'Not found');
    if (response.status === 504 || response.status === 408) throw new BookingSystemError('timeout', messageOf(text) ?? 'Gateway timeout');
    if (response.status >= 500) throw new BookingSystemError('unavailable', messageOf(text) ?? `HTTP ${response.status}`);
    // book_record answers 422 for a time that is no longer free (its meta names the appointment).
    if (response.status === 422 && init.slotConflict) throw new BookingSystemError('slotTaken', messageOf(text) ?? 'The time is taken');
    if (!response.ok) throw new BookingSystemError('refused', messageOf(text) ?? `HTTP ${response.status}`);
    const parsed = schema.safeParse(safeJson(text));
    if (!parsed.success) throw new BookingSystemError('unavailable', 'The answer is not what the contract says');
    return parsed.data;
  }

  const truthy = (value: number | boolean | null | undefined) => value === true || value === 1;

  return {
    async signIn(login, password) {
      const answer = await call('api/v1/auth', authSchema, { method: 'POST', body: { login, password } });
      return { userToken: answer.data.user_token, userId: answer.data.id };
    },
    async companies(userToken) {
      const answer = await call('api/v1/companies?my=1', companiesSchema, { userToken });
      return answer.data.map((company) => ({ id: company.id, name: company.title, city: company.city ?? '', timezone: company.timezone_name ?? 'Europe/Moscow', active: truthy(company.active ?? 1) }));
    },
    async staff(userToken, companyId) {
      const answer = await call(`api/v1/company/${encodeURIComponent(companyId)}/staff`, staffSchema, { userToken, area: 'settings' });
      return answer.data.map((member) => ({ id: member.id, name: member.name, fired: truthy(member.fired) }));
    },
    async recordsChangedAfter(userToken, companyId, after) {
      const records: SourceRecord[] = [];
      for (let page = 1; page < 1000; page += 1) {
        const query = new URLSearchParams({ page: String(page), count: String(PAGE) });
        if (after) query.set('changed_after', after.toISOString());
        const answer = await call(`api/v1/records/${encodeURIComponent(companyId)}?${query}`, recordsSchema, { userToken, area: 'timetable' });
        for (const record of answer.data) {
          records.push({
            id: record.id,
            datetime: record.datetime,
            seanceLength: record.seance_length ?? 3600,
            attendance: record.attendance ?? 0,
            online: record.online ?? true,
            deleted: record.deleted ?? false,
            lastChange: record.last_change_date ?? null,
            client: record.client ? { id: record.client.id, name: record.client.name ?? '', phone: record.client.phone ?? null } : null,
            staff: record.staff ?? null,
            services: (record.services ?? []).map((service) => ({ id: service.id, title: service.title, cost: service.cost ?? 0 })),
          });
        }
        if (answer.data.length < PAGE) break;
      }
      return records;
    },
    async activate(companyId, webhookUrls) {
      await call('marketplace/partner/callback/redirect', z.unknown(), {
        method: 'POST',
        body: { salon_id: Number(companyId), application_id: Number(options.applicationId), api_key: options.partnerToken, webhook_urls: webhookUrls },
      });
    },
    async marketplaceCompany(companyId) {
      try {
        const answer = await call(`marketplace/salon/${encodeURIComponent(companyId)}`, salonSchema);
        return { id: answer.data.id, name: answer.data.title, city: answer.data.city ?? '', timezone: answer.data.timezone_name ?? 'Europe/Moscow', active: truthy(answer.data.active ?? 1) };
      } catch (error) {
        if (error instanceof BookingSystemError && error.kind === 'notFound') return null;
        throw error;
      }
    },
    async bookServices(companyId) {
      const answer = await call(`api/v1/book_services/${encodeURIComponent(companyId)}`, bookServicesSchema);
      return answer.data.services
        .filter((service) => service.active === undefined || service.active === null || truthy(service.active))
        .map((service) => ({ id: service.id, title: service.title, cost: service.price_min ?? 0, seanceLength: service.seance_length ?? 3600 }));
    },
    async bookStaff(companyId) {
      const answer = await call(`api/v1/book_staff/${encodeURIComponent(companyId)}`, bookStaffSchema);
      return answer.data.filter((member) => member.bookable !== false).map((member) => ({ id: member.id, name: member.name, fired: false }));
    },
    async bookTimes(companyId, staffId, serviceId, date) {
      const query = new URLSearchParams({ 'service_ids[]': serviceId });
      const answer = await call(`api/v1/book_times/${encodeURIComponent(companyId)}/${encodeURIComponent(staffId)}/${encodeURIComponent(date)}?${query}`, bookTimesSchema);
      return answer.data;
    },
    async bookRecord(companyId, booking) {
      const answer = await call(`api/v1/book_record/${encodeURIComponent(companyId)}`, bookRecordSchema, {
        method: 'POST',
        slotConflict: true,
        body: {
          phone: booking.phone,
          fullname: booking.fullname,
          email: '',
          comment: booking.comment,
          appointments: [{ id: 1, services: [Number(booking.serviceId)], staff_id: Number(booking.staffId), datetime: booking.datetime }],
        },
      });
      const [first] = answer.data;
      if (!first) throw new BookingSystemError('unavailable', 'The booking system answered no record');
      return { recordId: first.record_id };
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function messageOf(text: string): string | null {
  const body = safeJson(text);
  const parsed = z.object({ meta: z.object({ message: z.string() }) }).safeParse(body);
  return parsed.success ? parsed.data.meta.message : null;
}

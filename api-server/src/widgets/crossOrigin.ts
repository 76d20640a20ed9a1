import { originListed, WIDGETS_PATHS } from '@cabinet/api/widgets';
import type { CrossOriginRule } from '../platform/http/crossOrigin';
import type { Queryable } from '../platform/db/Db';
import { findBookingWidget } from './data';

/** A public path as a pattern: `:id` is one segment, case as the router takes it (any). */
const pathPattern = (path: string) => new RegExp(`^/${path.replace(/:[a-zA-Z]+/g, '([^/]+)')}$`, 'i');

const READS = [WIDGETS_PATHS.publicBooking, WIDGETS_PATHS.publicBookingSlots, WIDGETS_PATHS.publicIikoBooking, WIDGETS_PATHS.publicIikoTimes].map(pathPattern);
const BOOKINGS = [WIDGETS_PATHS.publicBookingRecords, WIDGETS_PATHS.publicIikoReserves].map(pathPattern);

/**
 * Which foreign origins (a business's own site, not the cabinet's) the public booking widgets' calls (a
 * visit's and an iiko table's) answer (shared/api widgets/booking.ts says why):
 * - its reads, to any origin: the branch's services and free times are public, nothing is sent with cookies,
 *   and the route itself refuses an origin the widget does not list with 403 BOOKING_ORIGIN_REFUSED, which
 *   the copied widget can then show instead of failing blind;
 * - its booking, only to the origins the widget's owner listed: a browser on any other site does not send it.
 * Every other path of the API answers the cabinet's origins only.
 */
export function widgetsCrossOrigin(db: Queryable): CrossOriginRule {
  return async ({ method, path, origin }) => {
    if (method === 'GET' && READS.some((pattern) => pattern.test(path))) return true;
    const widgetId = method === 'POST' ? BOOKINGS.map((pattern) => pattern.exec(path)?.[1]).find((id) => id !== undefined) : undefined;
    if (!widgetId) return false;
    const widget = await findBookingWidget(db, widgetId, null);
    return widget !== null && originListed(widget.allowed_origins, origin);
  };
}

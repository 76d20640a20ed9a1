import * as z from '@cabinet/api/zod';
import { uniqueList } from '../text-helpers';

/*
 * Where a widget may be shown (issue 32): the sites its owner lists, as origins. One setting, one schema, for
 * every widget that has it: the booking widgets (BookingWidget, IikoBookingWidget), the Review widget (the
 * RatingWidget page of its review links) and the Confirm widget (the VisitNotifyWidget page of visit links).
 *
 * Framing (CSP `frame-ancestors`), decided in issue 32: a public widget view's page (`/bw/{widgetId}`,
 * `/ibw/{widgetId}`, `/rv/{token}`, `/vn/{token}`) may be framed by the origins its widget lists, and by no
 * other; every other page of the cabinet answers `frame-ancestors 'none'` with `X-Frame-Options: DENY`.
 * - An empty list means no site: `'none'`, as every other page (the view still works on its own URL and
 *   through the script snippet, whose calls the booking API refuses to unlisted sites, booking.ts).
 * - The static servers learn the list from WIDGET_FRAME_PATHS.frameOrigins, a public read without a session.
 *   It fails closed: an unknown widget or token (404), a malformed answer, an API that is down or slow all
 *   make the page `'none'` (shared/build/securityHeaders.mjs, frameOriginsLookup).
 * - `/rv/{token}` is framed by the origins of the Review widget that answers the review link (its account's
 *   oldest, public.ts); `/vn/{token}` by the visit's account's Confirm widget's.
 */

/** How many sites a widget may list. */
export const WIDGET_ORIGINS_MAX = 10;

/** The rule codes of an origins field: an entry that is not a site's origin, more than WIDGET_ORIGINS_MAX. */
export const ORIGIN_RULE_CODES = ['origin.invalid', 'origin.tooMany'] as const;
export type OriginRuleCode = (typeof ORIGIN_RULE_CODES)[number];

/**
 * A site's origin as a browser sends it: scheme, host and port, no path. `https://salon.example/` and
 * `HTTPS://Salon.example` are the same origin; a path, query or credentials are refused.
 */
export function normalizeOrigin(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function checkOrigin(value: string): OriginRuleCode | null {
  return normalizeOrigin(value) === null ? 'origin.invalid' : null;
}

/** Whether a browser's Origin header is one the widget lists (compared as origins, case-insensitively). */
export function originListed(allowed: readonly string[], origin: string): boolean {
  const normalized = normalizeOrigin(origin);
  return normalized !== null && allowed.includes(normalized);
}

const originSchema = z.pipe(
  z.string().check(z.refine((value: string) => normalizeOrigin(value) !== null, { error: 'origin.invalid' satisfies OriginRuleCode })),
  z.transform((value: string) => normalizeOrigin(value) ?? value),
);

/**
 * A save's `allowedOrigins`: each an origin (stored normalized), all different (list.duplicate), at most
 * WIDGET_ORIGINS_MAX (origin.tooMany); none when left out.
 */
export const allowedOriginsSchema = z._default(
  uniqueList(originSchema).check(z.maxLength(WIDGET_ORIGINS_MAX, { error: 'origin.tooMany' satisfies OriginRuleCode })),
  [],
);

/** The public widget views a site may frame: each view's kind, as the frame-origins read names it. */
export const FRAMEABLE_WIDGET_KINDS = ['booking', 'iikoBooking', 'rating', 'visit'] as const;
export type FrameableWidgetKind = (typeof FRAMEABLE_WIDGET_KINDS)[number];

/** Apart from WIDGETS_PATHS: the public views load that object, and only the static servers call this. */
export const WIDGET_FRAME_PATHS = {
  /**
   * Public, no session: GET the origins allowed to frame a public widget view. `kind` is the view's
   * (FRAMEABLE_WIDGET_KINDS), `token` what its path carries: the widget's id for booking and iikoBooking, the
   * review link's token for rating, the visit link's token for visit. 404 WIDGET_NOT_FOUND for anything else.
   */
  frameOrigins: 'api/v1/Widgets/Public/FrameOrigins/:kind/:token',
} as const;

/** GET WIDGET_FRAME_PATHS.frameOrigins: the widget's listed origins; empty for none ('none'). */
export const widgetFrameOriginsSchema = z.object({ allowedOrigins: z.array(z.string()) });
export type WidgetFrameOrigins = z.infer<typeof widgetFrameOriginsSchema>;

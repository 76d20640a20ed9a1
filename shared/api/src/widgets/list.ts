import * as z from '@cabinet/api/zod';

/*
 * The widgets list (`/widgets`, GET api/v1/Widgets): its rows alone, apart from the widgets' entities
 * (schemas.ts) and the origins' schema (embedding.ts), so the list's first visit loads only these
 * (mf-widgets' first visit is a budget figure, tools/perf/budget.json).
 */

const count = z.int().check(z.gte(0));

export const WIDGET_KINDS = ['review', 'booking', 'confirm'] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];

/**
 * A widget's state on the list: `active` works as configured; `noMapLinks` is a Review widget without a
 * single map link (no client can be sent to a map); `noAllowedSites` a booking widget no site may embed yet
 * (it works on its own page only).
 */
export const WIDGET_STATES = ['active', 'noMapLinks', 'noAllowedSites'] as const;
export type WidgetState = (typeof WIDGET_STATES)[number];

/** A row of GET api/v1/Widgets: figures are counted from stored rows. */
export const widgetSummarySchema = z.object({
  kind: z.enum(WIDGET_KINDS),
  /** The Review widget's id; the Confirm widget's is "confirm". */
  id: z.string(),
  name: z.string(),
  state: z.enum(WIDGET_STATES),
  transitionsCount: count,
  ratingsCount: count,
  /** A booking widget's bookings (stored rows); 0 for the others. */
  bookingsCount: count,
});
export type WidgetSummary = z.infer<typeof widgetSummarySchema>;

/** GET api/v1/Widgets: Review widgets oldest first, then booking widgets, then the Confirm widget (a handful: not paged). */
export const widgetListSchema = z.array(widgetSummarySchema);

/**
 * The widgets domain's paths (spec section 7 shows none: designed in its style); clients fill `:name` with
 * fillPath. Every one is locked to the Pro plan (spec section 4): 403 FEATURE_REQUIRES_PRO below it.
 */
export const WIDGETS_PATHS = {
  /** GET the account's widgets with their state and figures (the /widgets list). */
  list: 'api/v1/Widgets',
  /** POST a new Review widget. */
  reviewWidgets: 'api/v1/Widgets/Review',
  /** GET one Review widget; PUT its settings with the version they were based on. */
  reviewWidget: 'api/v1/Widgets/Review/:id',
  /** GET the account's one Confirm widget (defaults until first saved); PUT its settings. */
  confirmWidget: 'api/v1/Widgets/Confirm',
} as const;

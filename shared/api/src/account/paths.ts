/** Quick starts (quickStart.ts): GET and PUT the progress of a variant; POST Complete. */
export const QUICK_START_PATHS = {
  progress: 'api/v1/QuickStart/:variant',
  complete: 'api/v1/QuickStart/:variant/Complete',
} as const;

/** Registration from a booking system's marketplace (marketplace.ts); clients fill `:name` with fillPath. */
export const MARKETPLACE_PATHS = {
  application: 'api/v1/Marketplace/:marketplace/Applications/:applicationId',
  register: 'api/v1/Marketplace/:marketplace/Applications/:applicationId/Register',
} as const;

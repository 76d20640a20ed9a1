/** Mass mailings (schemas.ts): not shown in the spec, designed in its style. */
export const DISTRIBUTIONS_PATHS = {
  /** GET a page; POST a draft. */
  list: 'api/v1/Distributions',
  /** GET, PUT, DELETE one mailing. */
  one: 'api/v1/Distributions/:id',
  options: 'api/v1/Distributions/Options',
  audienceCount: 'api/v1/Distributions/Audience/Count',
  audienceCheck: 'api/v1/Distributions/Audience/Check',
  start: 'api/v1/Distributions/:id/Start',
  pause: 'api/v1/Distributions/:id/Pause',
  resume: 'api/v1/Distributions/:id/Resume',
  duplicate: 'api/v1/Distributions/:id/Duplicate',
  test: 'api/v1/Distributions/:id/Test',
  stats: 'api/v1/Distributions/:id/Stats',
  recipients: 'api/v1/Distributions/:id/Recipients',
  recipientsExport: 'api/v1/Distributions/:id/Recipients/Export',
  bulkPause: 'api/v1/Distributions/Bulk/Pause',
  bulkResume: 'api/v1/Distributions/Bulk/Resume',
  bulkDelete: 'api/v1/Distributions/Bulk/Delete',
} as const;

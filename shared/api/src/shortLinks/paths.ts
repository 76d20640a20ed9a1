/** Short links (schemas.ts), part of the flows entry; clients fill `:name` with fillPath. */
export const SHORT_LINKS_PATHS = {
  /** GET a page; POST a link. */
  list: 'api/v1/ShortLinks',
  /** PATCH, DELETE one link. */
  one: 'api/v1/ShortLinks/:id',
  /** POST without sign-in: counts a click, answers the address. */
  click: 'api/v1/ShortLinks/Public/:encodedId/Click',
} as const;

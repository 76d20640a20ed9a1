/** The blacklist (schemas.ts), part of the flows entry; clients fill `:name` with fillPath. */
export const BLACKLIST_PATHS = {
  /** GET a page; POST an entry. */
  list: 'api/v1/IgnorePhones',
  /** PATCH, DELETE one entry. */
  one: 'api/v1/IgnorePhones/:id',
  link: 'api/v1/IgnorePhones/Link',
  /** GET and PUT without sign-in, by the encrypted token of the client's link (/il/{token}). */
  public: 'api/v1/IgnorePhones/Public/:token',
} as const;

/** Subscribers (schemas.ts), part of the flows entry. */
export const SUBSCRIBERS_PATHS = {
  list: 'api/v1/Subscribers',
} as const;

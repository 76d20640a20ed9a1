/** Booking chatbots (schemas.ts), part of the flows entry; clients fill `:name` with fillPath. */
export const CHATBOTS_PATHS = {
  list: 'api/v1/Chatbots/Booking',
  one: 'api/v1/Chatbots/Booking/:id',
} as const;

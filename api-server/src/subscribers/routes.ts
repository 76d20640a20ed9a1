import { SUBSCRIBER_CHANNELS, subscriberListQuerySchema, subscriberPageSchema, type SubscriberPage, SUBSCRIBERS_PATHS } from '@cabinet/api/flows';
import type { AppContext } from '../platform/AppContext';
import { route, type Route } from '../platform/http/route';
import { listSubscribers } from './data';

/** Subscribers (spec section 2, /phones/subscribers): read-only, paged in SQL. */
export function subscribersRoutes(ctx: AppContext): Route[] {
  const { db } = ctx;
  return [
    route({
      method: 'GET',
      path: SUBSCRIBERS_PATHS.list,
      access: 'user',
      summary: "A page of the caller's messenger subscribers",
      query: subscriberListQuerySchema,
      parameterDescriptions: { channel: `Comma-separated channels, any of which matches: ${SUBSCRIBER_CHANNELS.join(', ')}` },
      responses: { 200: { description: 'The page', schema: subscriberPageSchema } },
      handler: ({ caller, query }): Promise<SubscriberPage> => listSubscribers(db, caller.userId, query()),
    }),
  ];
}

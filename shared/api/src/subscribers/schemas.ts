import * as z from '@cabinet/api/zod';
import { csvEnumSchema, pageQueryShape, pageSchema, SORT_ORDERS, type PageParams, type SortOrder } from '../paging';

/*
 * Subscribers (spec section 2: /phones/subscribers): clients who subscribed to the account's messages in a
 * messenger. Read-only here: the channels write them. Not shown in the spec; designed in the style of
 * section 7 (SUBSCRIBERS_PATHS).
 */

export const SUBSCRIBER_CHANNELS = ['whatsapp', 'telegram', 'max', 'sms', 'waba'] as const;
export type SubscriberChannel = (typeof SUBSCRIBER_CHANNELS)[number];

export const subscriberSchema = z.object({
  id: z.string(),
  phone: z.string(),
  name: z.nullable(z.string()),
  channel: z.enum(SUBSCRIBER_CHANNELS),
  subscribedAt: z.iso.datetime({ offset: true }),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

export const SUBSCRIBER_SORT_FIELDS = ['subscribedAt', 'phone', 'name'] as const;
export type SubscriberSortField = (typeof SUBSCRIBER_SORT_FIELDS)[number];

/** GET api/v1/Subscribers: a page, searched in phone digits and name, filtered by channels, newest first. */
export const subscriberListQuerySchema = z.object({
  ...pageQueryShape,
  search: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  channel: z.optional(csvEnumSchema(SUBSCRIBER_CHANNELS)),
  sort: z._default(z.enum(SUBSCRIBER_SORT_FIELDS), 'subscribedAt'),
  order: z._default(z.enum(SORT_ORDERS), 'desc'),
});
export type SubscriberListQuery = z.output<typeof subscriberListQuerySchema>;
export interface SubscriberListParams extends PageParams {
  search?: string;
  channel?: SubscriberChannel[];
  sort?: SubscriberSortField;
  order?: SortOrder;
}
export const subscriberPageSchema = pageSchema(subscriberSchema);
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

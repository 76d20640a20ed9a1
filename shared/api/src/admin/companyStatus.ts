import * as z from '@cabinet/api/zod';
import { MESSAGE_STATUSES } from '../messaging/constants';

/*
 * /admin/status/{companyId}: a connected company (a branch of a booking or ordering system) as support sees
 * it: which system feeds it and how lively that feed is (webhook deliveries of its connection, the latest
 * business events of its visits and orders), what it holds, and what the engine sent for it lately.
 */

const timestamp = z.iso.datetime({ offset: true });

export const BUSINESS_EVENT_KINDS = ['visitCreated', 'visitChanged', 'visitCanceled', 'orderStatusChanged'] as const;
export type BusinessEventKind = (typeof BUSINESS_EVENT_KINDS)[number];

export const companyEventSchema = z.object({
  id: z.string(),
  kind: z.enum(BUSINESS_EVENT_KINDS),
  occurredAt: timestamp,
  /** When the engine planned from it; null while it waits. */
  processedAt: z.nullable(timestamp),
  /** The visit's start or the order's number, for support to find it in the booking system. */
  visitStartsAt: z.nullable(timestamp),
  orderNumber: z.nullable(z.string()),
  clientName: z.nullable(z.string()),
});
export type CompanyEvent = z.infer<typeof companyEventSchema>;

export const companyStatusSchema = z.object({
  companyId: z.string(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  timezone: z.string(),
  createdAt: timestamp,
  /** The branch's paid-up-to from the payments domain's coverage; null when never paid. */
  paidUpTo: z.nullable(timestamp),
  userId: z.string(),
  userEmail: z.string(),
  connection: z.object({
    id: z.string(),
    /** The booking or ordering system: yclients, altegio, iikocrm, apicrm. */
    integration: z.string(),
    externalId: z.string(),
    name: z.string(),
    createdAt: timestamp,
    webhooksCount: z.int(),
    lastWebhookAt: z.nullable(timestamp),
    /** Branches fed by the same connection, this one included. */
    companiesCount: z.int(),
  }),
  counts: z.object({ clients: z.int(), staff: z.int(), services: z.int(), visits: z.int(), upcomingVisits: z.int() }),
  /** Business events not yet planned from, of the whole account (the engine works per account). */
  unprocessedEvents: z.int(),
  /** Messages about this branch in the last COMPANY_STATUS_DAYS days, by status. */
  messagesByStatus: z.array(z.object({ status: z.enum(MESSAGE_STATUSES), count: z.int() })),
  lastEvents: z.array(companyEventSchema),
});
export type CompanyStatus = z.infer<typeof companyStatusSchema>;

export const COMPANY_STATUS_DAYS = 7;
export const COMPANY_STATUS_EVENTS = 20;

import * as z from '@cabinet/api/zod';
import { pageQueryShape, pageSchema, type PageParams } from '../paging';

/*
 * /admin/newClients: recent registrations with where they came from (the registration's utm tag and host,
 * the marketplace application they used) and whether they finished the quick start, and early churn: a
 * registration older than `churnDays` that in its first `churnDays` days sent no message or paid nothing.
 * All read from stored rows (users, marketplace_applications, quick_starts, messages, payments).
 */

export const NEW_CLIENTS_DAYS_DEFAULT = 30;
export const NEW_CLIENTS_DAYS_MAX = 365;
export const CHURN_DAYS_DEFAULT = 7;
export const CHURN_DAYS_MAX = 60;
export const QUICK_START_STATES = ['completed', 'started', 'notStarted'] as const;
export type QuickStartState = (typeof QUICK_START_STATES)[number];

const booleanQuery = z.enum(['true', 'false']);
const timestamp = z.iso.datetime({ offset: true });

export const newClientSchema = z.object({
  id: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  registeredAt: timestamp,
  utmTag: z.nullable(z.string()),
  /** The host (brand) the registration came through. */
  clientHost: z.nullable(z.string()),
  /** yclients or altegio when the registration used a marketplace application. */
  marketplace: z.nullable(z.string()),
  quickStart: z.enum(QUICK_START_STATES),
  /** Within the first churnDays days: sent a message, paid (a successful payment that is not free). Null while those days run. */
  sentEarly: z.nullable(z.boolean()),
  paidEarly: z.nullable(z.boolean()),
  /** Early churn: the first churnDays days are over with no message sent or nothing paid. */
  churned: z.nullable(z.boolean()),
});
export type NewClient = z.infer<typeof newClientSchema>;
export const newClientPageSchema = pageSchema(newClientSchema);
export type NewClientPage = z.infer<typeof newClientPageSchema>;

/** GET api/v1/Admin/NewClients: registered in the last `days`, newest first; `search` is a part of the e-mail, the utm tag or the host. */
export const newClientsQuerySchema = z.object({
  ...pageQueryShape,
  search: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  days: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(NEW_CLIENTS_DAYS_MAX)), NEW_CLIENTS_DAYS_DEFAULT),
  churnDays: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(CHURN_DAYS_MAX)), CHURN_DAYS_DEFAULT),
  churned: z.optional(booleanQuery),
});
export type NewClientsQuery = z.output<typeof newClientsQuerySchema>;
export interface NewClientsParams extends PageParams {
  search?: string;
  days?: number;
  churnDays?: number;
  churned?: 'true' | 'false';
}

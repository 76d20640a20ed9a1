import * as z from '@cabinet/api/zod';
import { DELIVERY_TYPES, ORDER_STATUSES } from './constants';

/*
 * The webhook a connected booking or ordering system calls when a record, a client or an order changes
 * (issue 15; spec section 7 shows no such call, so it is designed in the style of Yclients' webhooks,
 * which the cabinet's main integration sends): POST BUSINESS_PATHS.webhook with one change per call.
 *
 * Authentication: the header `X-Cabinet-Signature: sha256=<hex>`, the HMAC-SHA256 of the raw body under
 * the connection's webhook secret (GET BUSINESS_PATHS.connections shows it). A wrong or missing
 * signature answers 401; an unknown connection 404; a body these schemas refuse 400 naming the field.
 *
 * Idempotent: rows are upserted by the source's ids (company_id, resource_id, client.id, ...), and a
 * change applied already changes nothing (answered with duplicate: true): a change is known by its content
 * as parsed, not by the raw bytes (api-server's business/changeIdentity.ts), so a sender that retries after
 * a timeout, or re-sends the same change formatted otherwise, never doubles a booking or its reminders.
 */

/** A source's id: Yclients sends numbers, others strings; stored as text. */
const sourceIdSchema = z.pipe(
  z.union([z.int().check(z.gte(0)), z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.refine((value: string) => /^[\w.:-]+$/.test(value), { error: 'id.invalid' }))]),
  z.transform((value: number | string) => String(value)),
);
/** Free text; PostgreSQL cannot store a NUL character, so a body carrying one is refused, not a 500. */
const text = (max: number) => z.string().check(z.maxLength(max), z.refine((value: string) => !value.includes('\u0000'), { error: 'text.nul' }));
const money = z.number().check(z.gte(0), z.lte(1_000_000_000));

/** A branch, as the source describes it; sent with a change the first time the cabinet sees the branch. */
export const webhookCompanySchema = z.object({
  name: z.optional(text(200)),
  city: z.optional(text(100)),
  address: z.optional(text(300)),
  /** An IANA time zone: sending windows and "today" are the branch's. */
  timezone: z.optional(z.string().check(z.refine((value: string) => isTimeZone(value), { error: 'timezone.invalid' }))),
  /**
   * The branch's online booking page in the booking system (Yclients' and Altegio's booking widget link):
   * the messages' `{recordForm}`, where a client books again. https only.
   */
  booking_url: z.optional(z.nullable(text(500).check(z.refine((value: string) => /^https:\/\/[^\s]+$/.test(value), { error: 'url.invalid' })))),
});

const clientFields = {
  name: z._default(text(200), ''),
  /** Any common notation; stored in E.164, or left empty when it is not a valid number (no message goes to it). */
  phone: z.optional(z.nullable(text(40))),
  birthday: z.optional(z.nullable(z.iso.date())),
  /** The source's client category (a "VIP" label), for the flows' client-category filter. */
  category_id: z.optional(z.nullable(sourceIdSchema)),
};
/** A client as a record or an order names them. */
export const webhookClientSchema = z.object({ id: sourceIdSchema, ...clientFields });

const serviceSchema = z.object({
  id: sourceIdSchema,
  title: text(200),
  category_id: z.optional(z.nullable(sourceIdSchema)),
  category_title: z.optional(z.nullable(text(200))),
  cost: z.optional(money),
});

/**
 * Yclients' attendance: -1 did not come, 0 waiting, 1 arrived, 2 confirmed (spec section 4's record
 * statuses notCome, waiting, arrived, confirmed).
 */
export const ATTENDANCE = { '-1': 'notCome', '0': 'waiting', '1': 'arrived', '2': 'confirmed' } as const;

/** A record (a visit): when, how long, with whom, for what. */
export const webhookRecordSchema = z.object({
  datetime: z.iso.datetime({ offset: true }),
  /** The visit's length in seconds (Yclients' seance_length); an hour when left out. */
  seance_length: z._default(z.int().check(z.gte(0), z.lte(86_400)), 3600),
  client: z.nullable(webhookClientSchema),
  staff: z.optional(z.nullable(z.object({ id: sourceIdSchema, name: text(200) }))),
  services: z._default(z.array(serviceSchema).check(z.maxLength(50)), []),
  attendance: z._default(z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2)]), 0),
  /** Booked by the client online, or by the salon. */
  online: z._default(z.boolean(), true),
  cost: z.optional(money),
});

export const webhookOrderSchema = z.object({
  number: text(40).check(z.minLength(1)),
  sum: money,
  status: z.enum(ORDER_STATUSES),
  delivery_type: z.optional(z.nullable(z.enum(DELIVERY_TYPES))),
  address: z.optional(text(300)),
  client: z.nullable(webhookClientSchema),
  /** The order's payment page in the ordering system (https): the messages' paymentLink variable. */
  payment_url: z.optional(z.nullable(text(500).check(z.refine((value: string) => /^https:\/\/[^\s]+$/.test(value), { error: 'url.invalid' })))),
});

const base = {
  /** The branch's id in the source (Yclients' company id). */
  company_id: sourceIdSchema,
  company: z.optional(webhookCompanySchema),
  resource_id: sourceIdSchema,
};

/**
 * One change. `delete` of a record cancels the visit (its messages stop; the row stays for the log);
 * `delete` of an order cancels it; `delete` of a client forgets their phone and name. A delete needs no data.
 */
export const businessWebhookSchema = z.discriminatedUnion('resource', [
  z.discriminatedUnion('status', [
    z.object({ ...base, resource: z.literal('record'), status: z.literal('delete') }),
    z.object({ ...base, resource: z.literal('record'), status: z.enum(['create', 'update']), data: webhookRecordSchema }),
  ]),
  z.discriminatedUnion('status', [
    z.object({ ...base, resource: z.literal('client'), status: z.literal('delete') }),
    z.object({ ...base, resource: z.literal('client'), status: z.enum(['create', 'update']), data: z.object(clientFields) }),
  ]),
  z.discriminatedUnion('status', [
    z.object({ ...base, resource: z.literal('order'), status: z.literal('delete') }),
    z.object({ ...base, resource: z.literal('order'), status: z.enum(['create', 'update']), data: webhookOrderSchema }),
  ]),
]);
export type BusinessWebhook = z.output<typeof businessWebhookSchema>;
export type BusinessWebhookInput = z.input<typeof businessWebhookSchema>;

/** The webhook's answer. */
export const businessWebhookResultSchema = z.object({
  /** The exact body was applied before: nothing changed. */
  duplicate: z.boolean(),
  /** The resource named a row the cabinet does not hold (a delete or a client change of an unknown id): nothing to do. */
  unknown: z.boolean(),
});
export type BusinessWebhookResult = z.infer<typeof businessWebhookResultSchema>;

/** The header that carries the signature, and its scheme. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-cabinet-signature';
export const WEBHOOK_SIGNATURE_PREFIX = 'sha256=';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

import * as z from '@cabinet/api/zod';
import { pageQueryShape, pageSchema, type PageParams } from '../paging';

/*
 * Accidents (spec section 2, admin: "accidents"): incidents an admin records, and those the platform raises from
 * its own rows: a provider failing for many accounts (the engine's failed messages in the last hour, by the
 * channel's adapter) and a webhook source gone silent (an integration whose connections received deliveries in
 * the last days and none for hours). Each names the users it affects.
 */

export const ACCIDENT_KINDS = ['providerFailing', 'webhookSilent', 'other'] as const;
export type AccidentKind = (typeof ACCIDENT_KINDS)[number];
export const ACCIDENT_STATUSES = ['open', 'resolved'] as const;
export type AccidentStatus = (typeof ACCIDENT_STATUSES)[number];

/** A provider is failing when its failed messages in this window come from at least this many accounts. */
export const PROVIDER_FAILING_WINDOW_MINUTES = 60;
export const PROVIDER_FAILING_MIN_USERS = 3;
/** A webhook source is silent after this many hours without a delivery, when it had some in the days before. */
export const WEBHOOK_SILENT_HOURS = 6;
export const WEBHOOK_ACTIVE_DAYS = 7;
export const ACCIDENT_AFFECTED_MAX = 200;

const timestamp = z.iso.datetime({ offset: true });

export const affectedUserSchema = z.object({ id: z.string(), email: z.string() });
export type AffectedUser = z.infer<typeof affectedUserSchema>;

/** An accident the platform raises now, computed from stored rows (not stored itself until an admin records it). */
export const detectedAccidentSchema = z.object({
  kind: z.enum(ACCIDENT_KINDS),
  /** The provider (channel adapter) or the integration the accident is about. */
  source: z.string(),
  /** Since when: the first failure in the window, or the source's last delivery. */
  since: timestamp,
  /** Failed messages in the window (providerFailing); 0 for a silent source. */
  failedCount: z.int(),
  affectedUsers: z.array(affectedUserSchema),
});
export type DetectedAccident = z.infer<typeof detectedAccidentSchema>;
export const detectedAccidentListSchema = z.array(detectedAccidentSchema);

export const accidentSchema = z.object({
  id: z.string(),
  kind: z.enum(ACCIDENT_KINDS),
  title: z.string(),
  description: z.string(),
  source: z.nullable(z.string()),
  status: z.enum(ACCIDENT_STATUSES),
  startedAt: timestamp,
  resolvedAt: z.nullable(timestamp),
  createdAt: timestamp,
  createdByEmail: z.string(),
  affectedUsers: z.array(affectedUserSchema),
  version: z.int(),
});
export type Accident = z.infer<typeof accidentSchema>;
export const accidentPageSchema = pageSchema(accidentSchema);
export type AccidentPage = z.infer<typeof accidentPageSchema>;

/** GET api/v1/Admin/Accidents: recorded accidents, newest start first; `status` filters. */
export const accidentsQuerySchema = z.object({ ...pageQueryShape, status: z.optional(z.enum(ACCIDENT_STATUSES)) });
export type AccidentsQuery = z.output<typeof accidentsQuerySchema>;
export interface AccidentsParams extends PageParams {
  status?: AccidentStatus;
}

const title = z.string().check(z.trim(), z.minLength(1, { error: 'required' }), z.maxLength(200, { error: 'text.tooLong' }));
const description = z.string().check(z.trim(), z.maxLength(4000, { error: 'text.tooLong' }));
/** Affected users by e-mail (each must be a user's: admin.unknownUser otherwise). */
const affectedEmails = z.array(z.string().check(z.trim(), z.maxLength(254))).check(z.maxLength(ACCIDENT_AFFECTED_MAX, { error: 'admin.tooManyUsers' }));

/** POST an accident: what happened, since when (default now), the users it affects. */
export const createAccidentRequestSchema = z.object({
  kind: z._default(z.enum(ACCIDENT_KINDS), 'other'),
  title,
  description: z._default(description, ''),
  source: z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(100, { error: 'text.tooLong' })))),
  startedAt: z.optional(timestamp),
  affectedEmails: z._default(affectedEmails, []),
});
export type CreateAccident = z.output<typeof createAccidentRequestSchema>;
export type CreateAccidentInput = z.input<typeof createAccidentRequestSchema>;

/** PATCH an accident with the version it was based on: resolve or reopen it, correct its text or users. */
export const updateAccidentRequestSchema = z.object({
  title: z.optional(title),
  description: z.optional(description),
  status: z.optional(z.enum(ACCIDENT_STATUSES)),
  affectedEmails: z.optional(affectedEmails),
  version: z.int(),
});
export type UpdateAccident = z.output<typeof updateAccidentRequestSchema>;

import * as z from '@cabinet/api/zod';
import { CHANNEL_KINDS, MESSAGE_STATUSES } from '../messaging/constants';

/*
 * /admin/outgoing: the platform's outgoing message volume by channel and status (every account's messages of
 * the engine's log), now (what waits to go) and by day (UTC days, by the time each message was planned for).
 * Counted in SQL; the screen never downloads messages.
 */

export const OUTGOING_DAYS_DEFAULT = 14;
export const OUTGOING_DAYS_MAX = 90;

export const outgoingQuerySchema = z.object({
  days: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(OUTGOING_DAYS_MAX))),
});
export type OutgoingQuery = z.output<typeof outgoingQuerySchema>;

const countRow = { channel: z.enum(CHANNEL_KINDS), status: z.enum(MESSAGE_STATUSES), count: z.int() };

export const outgoingVolumeSchema = z.object({
  /** When the figures were counted. */
  at: z.iso.datetime({ offset: true }),
  days: z.int(),
  /** Messages waiting to go right now (queued or waiting for their sending window), by channel. */
  pending: z.array(z.object({ channel: z.enum(CHANNEL_KINDS), status: z.enum(['queued', 'waitingWindow']), count: z.int() })),
  /** Each UTC day of the period, newest first, with its counts by channel and status (a day with none is absent). */
  byDay: z.array(z.object({ day: z.iso.date(), ...countRow })),
});
export type OutgoingVolume = z.infer<typeof outgoingVolumeSchema>;

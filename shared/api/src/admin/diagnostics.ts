import * as z from '@cabinet/api/zod';
import { FLOW_STATUSES, FLOW_TYPES } from '../flows/constants';
import { CHANNEL_KINDS, MESSAGE_REASONS, MESSAGE_STATUSES } from '../messaging/constants';
import { reasonParamsSchema } from '../messaging/reasonDetail';
import { INSTANCE_STATES } from './instances';

/*
 * /admin/users/{userId}/diagnostics: what support needs to answer "why did my client not get the message",
 * read from the rows the domains store (channel accounts, connections and their webhook deliveries, the
 * engine's message log, the quota, the flows a tariff stops). Nothing is estimated: a figure with no rows
 * behind it is null or empty.
 */

const timestamp = z.iso.datetime({ offset: true });

export const diagnosticsChannelSchema = z.object({
  id: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  /** Which adapter sends: simulated, whatsappCloud, twilio, chatApi, telegram, sigma, dialog360. */
  adapter: z.string(),
  name: z.string(),
  phone: z.nullable(z.string()),
  state: z.enum(INSTANCE_STATES),
  testUntil: z.nullable(timestamp),
  paidUpTo: z.nullable(timestamp),
  /** The last message this account handed to its provider. */
  lastSentAt: z.nullable(timestamp),
  /** The last event its provider reported (a status or an inbound message: its webhook). */
  lastEventAt: z.nullable(timestamp),
});
export type DiagnosticsChannel = z.infer<typeof diagnosticsChannelSchema>;

export const diagnosticsConnectionSchema = z.object({
  id: z.string(),
  /** yclients, altegio, iikocrm, apicrm. */
  integration: z.string(),
  externalId: z.string(),
  name: z.string(),
  createdAt: timestamp,
  companies: z.array(z.object({ id: z.string(), name: z.string() })),
  webhooksCount: z.int(),
  lastWebhookAt: z.nullable(timestamp),
});
export type DiagnosticsConnection = z.infer<typeof diagnosticsConnectionSchema>;

export const diagnosticsMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(CHANNEL_KINDS),
  status: z.enum(MESSAGE_STATUSES),
  reason: z.nullable(z.enum(MESSAGE_REASONS)),
  /** Why, beyond the reason, as a code and its values the screen words (null: a message logged before codes were kept). */
  reasonParams: z.nullable(reasonParamsSchema),
  /** The engine's old English note (messages logged before codes were kept), or a provider's own words: as stored. */
  reasonDetail: z.nullable(z.string()),
  recipient: z.string(),
  clientName: z.string(),
  flowTitle: z.nullable(z.string()),
  scheduledAt: timestamp,
  sentAt: z.nullable(timestamp),
  failedAt: z.nullable(timestamp),
});
export type DiagnosticsMessage = z.infer<typeof diagnosticsMessageSchema>;

/** Why a flow sends nothing whatever its settings: its type is outside the tariff, or billing stopped it. */
export const FLOW_GATES = ['smsTariffOnly', 'extendedTariff', 'unavailable'] as const;
export type FlowGate = (typeof FLOW_GATES)[number];

export const userDiagnosticsSchema = z.object({
  userId: z.string(),
  email: z.string(),
  /** Test mode sends to this phone; without it test messages are skipped (noTestPhone). */
  phone: z.nullable(z.string()),
  quota: z.object({
    /** Messages the account may still send (one unit per message handed to a channel). */
    availableMessages: z.int(),
    /** Messages planned and not gone yet (queued or waiting for the sending window). */
    pending: z.int(),
  }),
  tariff: z.object({
    majorTariff: z.nullable(z.int()),
    /** The owner's flows that cannot send under it, whatever their own state. */
    gatedFlows: z.array(z.object({ id: z.string(), title: z.string(), type: z.enum(FLOW_TYPES), status: z.enum(FLOW_STATUSES), gate: z.enum(FLOW_GATES) })),
  }),
  channels: z.array(diagnosticsChannelSchema),
  connections: z.array(diagnosticsConnectionSchema),
  /** Skipped and failed messages of the last DIAGNOSTICS_DAYS days by reason, most first. */
  problems: z.array(z.object({ status: z.enum(['skipped', 'failed']), reason: z.nullable(z.enum(MESSAGE_REASONS)), count: z.int() })),
  /** The newest messages that were due (not the queue of the days ahead), and the newest skipped or failed ones (DIAGNOSTICS_MESSAGES of each). */
  lastMessages: z.array(diagnosticsMessageSchema),
  lastProblems: z.array(diagnosticsMessageSchema),
});
export type UserDiagnostics = z.infer<typeof userDiagnosticsSchema>;

export const DIAGNOSTICS_DAYS = 7;
export const DIAGNOSTICS_MESSAGES = 20;

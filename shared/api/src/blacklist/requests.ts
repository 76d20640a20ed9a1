import * as z from '@cabinet/api/zod';
import { phoneSchema } from '../phoneRules';
import { boundedText } from '../text-helpers';
import { allowedTasksSchema } from './schemas';

// The blacklist calls that take a phone, part of `@cabinet/api/phone`: the number is checked and stored in E.164.

/** POST api/v1/IgnorePhones (201 entry); a phone already listed is 409 BLACKLIST_ENTRY_EXISTS. */
export const createBlacklistEntryRequestSchema = z.object({
  phone: phoneSchema,
  comment: z._default(boundedText(500), ''),
  allowedTasks: z._default(allowedTasksSchema, []),
});
export type CreateBlacklistEntryRequest = z.input<typeof createBlacklistEntryRequestSchema>;

/** PATCH api/v1/IgnorePhones/{id} (200 entry): the fields given change. */
export const updateBlacklistEntryRequestSchema = z.object({
  phone: z.optional(phoneSchema),
  comment: z.optional(boundedText(500)),
  allowedTasks: z.optional(allowedTasksSchema),
});
export type UpdateBlacklistEntryRequest = z.input<typeof updateBlacklistEntryRequestSchema>;

/**
 * POST api/v1/IgnorePhones/Link: the opt-out link of one client phone, what the {ignoreLink} variable
 * becomes in that client's message. Decision: the spec's "encUserGuid" encrypts the owner's id together
 * with the client's phone, so the link itself says whose entry it opens: a client sees and changes only
 * their own phone's entry, and nobody can list or guess the others.
 */
export const ignoreLinkRequestSchema = z.object({ phone: phoneSchema });
export type IgnoreLinkRequest = z.input<typeof ignoreLinkRequestSchema>;

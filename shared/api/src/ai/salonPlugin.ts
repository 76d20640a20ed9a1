import * as z from '@cabinet/api/zod';

// yclients_salon and altegio_salon (spec section 3): one plugin, two kinds, one per booking system.

/** The salon plugin's kinds and the booking system each reads. */
export const SALON_PLUGIN_SYSTEMS = { yclients_salon: 'yclients', altegio_salon: 'altegio' } as const;
export type SalonPluginKind = keyof typeof SALON_PLUGIN_SYSTEMS;
export const SALON_PLUGIN_KINDS = ['yclients_salon', 'altegio_salon'] as const satisfies readonly SalonPluginKind[];

/** What the assistant may do in the branch: list services, masters, free slots, and book a visit. */
export const SALON_ACTIONS = ['services', 'masters', 'slots', 'book'] as const;
export type SalonAction = (typeof SALON_ACTIONS)[number];

/**
 * A salon plugin's settings as stored: on/off, the branch (the booking system's company id, one of the
 * account's connected companies; '' before one is chosen), and the actions allowed.
 */
export const salonPluginSettingsSchema = z.object({
  enabled: z.boolean(),
  companyId: z.string(),
  actions: z.array(z.enum(SALON_ACTIONS)),
  version: z.int(),
});
export type SalonPluginSettings = z.infer<typeof salonPluginSettingsSchema>;

/**
 * PUT api/v1/CopilotBots/{id}/Plugins/yclients_salon (or altegio_salon): the whole settings with the version
 * they were based on. Refusals at the field: required (companyId while on), required (actions: on with none),
 * booking.companyNotConnected (the API: a company that is not the account's).
 */
export const saveSalonPluginRequestSchema = z
  .object({
    enabled: z.boolean(),
    companyId: z.string().check(z.trim(), z.maxLength(64, { error: 'text.tooLong' })),
    actions: z.array(z.enum(SALON_ACTIONS)).check(z.maxLength(SALON_ACTIONS.length)),
    version: z.optional(z.int()),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.enabled && value.companyId === '') ctx.addIssue({ code: 'custom', message: 'required', path: ['companyId'] });
      if (value.enabled && value.actions.length === 0) ctx.addIssue({ code: 'custom', message: 'required', path: ['actions'] });
    }),
  );
export type SaveSalonPluginRequest = z.input<typeof saveSalonPluginRequestSchema>;
export type SavedSalonPluginFields = z.output<typeof saveSalonPluginRequestSchema>;

/** The client's name and phone a booking needs (the tool refuses without them). */
export const salonBookingArgumentsSchema = z.object({
  serviceId: z.string().check(z.minLength(1)),
  masterId: z.string().check(z.minLength(1)),
  datetime: z.string().check(z.minLength(1)),
  name: z.string().check(z.trim(), z.minLength(1)),
  phone: z.string().check(z.trim(), z.minLength(1)),
});

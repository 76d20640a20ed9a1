import * as z from '@cabinet/api/zod';

// medflex (spec section 3): the clinic's doctors, their free slots and an appointment, through Medflex.

/** What the assistant may do in the LPU: list its doctors, find a doctor's free slots, and book an appointment. */
export const MEDFLEX_ACTIONS = ['doctors', 'slots', 'book'] as const;
export type MedflexAction = (typeof MEDFLEX_ACTIONS)[number];

/**
 * The medflex plugin's settings as stored: on/off, the LPU (its id in Medflex, one of the owner's connected
 * LPUs; '' before one is chosen), and the actions allowed.
 */
export const medflexPluginSettingsSchema = z.object({
  enabled: z.boolean(),
  lpuId: z.string(),
  actions: z.array(z.enum(MEDFLEX_ACTIONS)),
  version: z.int(),
});
export type MedflexPluginSettings = z.infer<typeof medflexPluginSettingsSchema>;

/**
 * PUT api/v1/CopilotBots/{id}/Plugins/medflex: the whole settings with the version they were based on.
 * Refusals at the field: required (lpuId while on), required (actions: on with none), medflex.lpuNotConnected
 * (the API: an LPU that is not the account's).
 */
export const saveMedflexPluginRequestSchema = z
  .object({
    enabled: z.boolean(),
    lpuId: z.string().check(z.trim(), z.maxLength(64, { error: 'text.tooLong' })),
    actions: z.array(z.enum(MEDFLEX_ACTIONS)).check(z.maxLength(MEDFLEX_ACTIONS.length)),
    version: z.optional(z.int()),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.enabled && value.lpuId === '') ctx.addIssue({ code: 'custom', message: 'required', path: ['lpuId'] });
      if (value.enabled && value.actions.length === 0) ctx.addIssue({ code: 'custom', message: 'required', path: ['actions'] });
    }),
  );
export type SaveMedflexPluginRequest = z.input<typeof saveMedflexPluginRequestSchema>;
export type SavedMedflexPluginFields = z.output<typeof saveMedflexPluginRequestSchema>;

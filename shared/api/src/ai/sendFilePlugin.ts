import * as z from '@cabinet/api/zod';
import { boundedText } from '../text-helpers';

// send_file (spec section 3): one of the knowledge base's files, sent to the client when the rule says so.

export const SEND_FILE_RULE_MAX = 500;

export const sendFileSettingsSchema = z.object({
  enabled: z.boolean(),
  /** The knowledge base's file (its source id); '' before one is chosen. */
  sourceId: z.string(),
  /** When to send it, for the model in the owner's words; the stand-in sends it when the client's message holds a phrase quoted here. */
  whenToSend: z.string(),
  version: z.int(),
});
export type SendFileSettings = z.infer<typeof sendFileSettingsSchema>;

/**
 * PUT api/v1/CopilotBots/{id}/Plugins/send_file: the whole settings with the version they were based on.
 * Refusals at the field: required (the file and the rule while on), sendFile.fileUnknown (the API: not one of
 * the assistant's files), text.tooLong.
 */
export const saveSendFileRequestSchema = z
  .object({
    enabled: z.boolean(),
    sourceId: boundedText(64),
    whenToSend: boundedText(SEND_FILE_RULE_MAX),
    version: z.optional(z.int()),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.enabled && value.sourceId === '') ctx.addIssue({ code: 'custom', message: 'required', path: ['sourceId'] });
      if (value.enabled && value.whenToSend === '') ctx.addIssue({ code: 'custom', message: 'required', path: ['whenToSend'] });
    }),
  );
export type SaveSendFileRequest = z.input<typeof saveSendFileRequestSchema>;
export type SavedSendFileFields = z.output<typeof saveSendFileRequestSchema>;

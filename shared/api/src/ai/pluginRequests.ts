import * as z from '@cabinet/api/zod';
import { checkPhone, normalizePhone } from '../phoneRules';
import { checkEmail } from '../rules';
import { boundedText } from '../text-helpers';
import { HANDOFF_NOTIFICATIONS_MAX, HANDOFF_TEXT_MAX } from './rules';

// human_handoff's save, part of `@cabinet/api/phone`: its notifications carry phones.

/** A notification's phone (international form, stored E.164) or e-mail (stored in lower case). */
const contactSchema = z.pipe(
  z.object({ kind: z.enum(['phone', 'email']), value: z.string() }).check(
    z.superRefine((contact, ctx) => {
      const code = contact.kind === 'phone' ? checkPhone(contact.value) : checkEmail(contact.value);
      if (code) ctx.addIssue({ code: 'custom', message: code, path: ['value'] });
    }),
  ),
  z.transform((contact: { kind: 'phone' | 'email'; value: string }) => ({
    kind: contact.kind,
    value: contact.kind === 'phone' ? (normalizePhone(contact.value) ?? contact.value.trim()) : contact.value.trim().toLowerCase(),
  })),
);

/**
 * PUT api/v1/CopilotBots/{id}/Plugins/human_handoff (200 the plugins): the whole settings with the version
 * they were based on. Refusals: phone.invalid / email.invalid at the notification, handoff.tooMany (more than 5).
 */
export const saveHumanHandoffRequestSchema = z.object({
  enabled: z.boolean(),
  notifications: z.array(contactSchema).check(z.maxLength(HANDOFF_NOTIFICATIONS_MAX, { error: 'handoff.tooMany' })),
  whenToCall: z._default(boundedText(HANDOFF_TEXT_MAX), ''),
  answerInstruction: z._default(boundedText(HANDOFF_TEXT_MAX), ''),
  notificationText: z._default(boundedText(HANDOFF_TEXT_MAX), ''),
  stopDialogue: z.boolean(),
  version: z.optional(z.int()),
});
export type SaveHumanHandoffRequest = z.input<typeof saveHumanHandoffRequestSchema>;
export type SavedHumanHandoffFields = z.output<typeof saveHumanHandoffRequestSchema>;

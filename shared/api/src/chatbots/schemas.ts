import * as z from '@cabinet/api/zod';
import { checkContentVariables, FLOW_CONTENT_MAX_LENGTH } from '../flows/rules';
import { byRule } from '../schema-helpers';
import { requiredBoundedText } from '../text-helpers';

/*
 * Confirm/cancel chatbots (spec sections 2 and 3: /chatbots/booking; Chatbot entity). Not shown in the
 * spec; designed in the style of section 7 (CHATBOTS_PATHS). Locked to the Pro plan (spec section 4).
 * Decision: no paging: an account has one chatbot per branch, a handful at most.
 */

/** An answer text: written like a flow's, with the same variable markers. */
export const answerText = requiredBoundedText(FLOW_CONTENT_MAX_LENGTH).check(z.superRefine(byRule(checkContentVariables)));

/**
 * The Chatbot of spec section 3. instanceId is the WhatsApp account (instance) that answers, companyId the
 * booking system's branch; phone is where the bot reports. When a client cancels, removeOnCancel deletes
 * the record in the booking system instead of marking it canceled.
 */
export const chatbotSchema = z.object({
  id: z.string(),
  name: z.string(),
  instanceId: z.string(),
  companyId: z.string(),
  phone: z.string(),
  enabled: z.boolean(),
  confirmText: z.string(),
  cancelText: z.string(),
  removeOnCancel: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
  editedAt: z.iso.datetime({ offset: true }),
});
export type Chatbot = z.infer<typeof chatbotSchema>;
/** GET api/v1/Chatbots/Booking: the owner's chatbots, oldest first. */
export const chatbotListSchema = z.array(chatbotSchema);

import * as z from 'zod/mini';
import { checkContentVariables, FLOW_CONTENT_MAX_LENGTH } from '../flows/rules';
import { byRule } from '../schema-helpers';
import { requiredBoundedText } from '../text-helpers';
import { phoneSchema } from '../phone';

/*
 * Confirm/cancel chatbots (spec sections 2 and 3: /chatbots/booking; Chatbot entity). Not shown in the
 * spec; designed in the style of section 7 (PATHS.chatbots). Locked to the Pro plan (spec section 4).
 * Decision: no paging: an account has one chatbot per branch, a handful at most.
 */

/** An answer text: written like a flow's, with the same variable markers. */
const answerText = requiredBoundedText(FLOW_CONTENT_MAX_LENGTH).check(z.superRefine(byRule(checkContentVariables)));

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

/** POST api/v1/Chatbots/Booking (201 chatbot). */
export const createChatbotRequestSchema = z.object({
  name: requiredBoundedText(100),
  instanceId: requiredBoundedText(64),
  companyId: requiredBoundedText(64),
  phone: phoneSchema,
  enabled: z._default(z.boolean(), true),
  confirmText: answerText,
  cancelText: answerText,
  removeOnCancel: z._default(z.boolean(), false),
});
export type CreateChatbotRequest = z.input<typeof createChatbotRequestSchema>;

/** PATCH api/v1/Chatbots/Booking/{id} (200 chatbot): the fields given change (enabled alone switches it). */
export const updateChatbotRequestSchema = z.object({
  name: z.optional(requiredBoundedText(100)),
  instanceId: z.optional(requiredBoundedText(64)),
  companyId: z.optional(requiredBoundedText(64)),
  phone: z.optional(phoneSchema),
  enabled: z.optional(z.boolean()),
  confirmText: z.optional(answerText),
  cancelText: z.optional(answerText),
  removeOnCancel: z.optional(z.boolean()),
});
export type UpdateChatbotRequest = z.input<typeof updateChatbotRequestSchema>;

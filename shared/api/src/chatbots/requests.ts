import * as z from '@cabinet/api/zod';
import { phoneSchema } from '../phoneRules';
import { requiredBoundedText } from '../text-helpers';
import { answerText } from './schemas';

// The chatbot calls, part of `@cabinet/api/phone`: their body carries the phone the bot reports to.

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

import * as z from '@cabinet/api/zod';
import { FLOW_INTEGRATIONS } from '../flows/constants';

/*
 * The owner's connected booking and ordering systems (issue 15; not shown in the spec, designed in the
 * style of section 7): each with the address its webhooks go to and the secret that signs them, which
 * the owner pastes into the booking system's settings. A secret that leaked is replaced at once.
 */

export const businessConnectionSchema = z.object({
  id: z.string(),
  integration: z.enum(FLOW_INTEGRATIONS),
  /** The account's id in the source (a Yclients chain or company id). */
  externalId: z.string(),
  name: z.string(),
  /** Where the source posts its changes: BUSINESS_PATHS.webhook on the API's public address. */
  webhookUrl: z.string(),
  /** The HMAC-SHA256 key of the X-Cabinet-Signature header. */
  webhookSecret: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type BusinessConnection = z.infer<typeof businessConnectionSchema>;

export const businessConnectionListSchema = z.array(businessConnectionSchema);
